//! What every game's words share: the tone of a line, which the screens
//! colour and mark by. The words themselves are each rule set's own, in its
//! front (`front::<rule set>::words`), one place per rule set.

/// What kind of line a message is; the UI colours by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Ordinary narration.
    Info,
    /// A warning or a close call.
    Warning,
    /// Death or defeat.
    Danger,
    /// Victory.
    Good,
    /// Cheat-mode disclosure of hidden happenings.
    Secret,
}

/// "1 turn", "2 turns": a count with its noun in the right number.
pub fn count(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}
