//! Game ids: 16 lower-case hex digits drawn from the OS's randomness when
//! a game begins. An id names the game's save while it is played
//! (`saves/<id>.json`) and stays in its record and its score line, so a
//! game is filed once whatever happens between the steps of its ending,
//! and two games alive at once in one data dir never share a file.

/// How many hex digits an id has.
pub const LEN: usize = 16;

/// A new game id: 64 random bits (two ids in a million million games
/// would have to meet by chance).
pub fn fresh() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// Whether `text` is an id as `fresh` makes them: only such a name is ever
/// joined to a path (a save file's name comes from a directory the player
/// may edit).
pub fn is_valid(text: &str) -> bool {
    text.len() == LEN && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_ids_are_valid_and_differ() {
        let a = fresh();
        let b = fresh();
        assert!(is_valid(&a), "{a}");
        assert_ne!(a, b);
        for bad in [
            "",
            "0123",
            "../../etc/passwd",
            "0123456789ABCDEF",
            "0123456789abcdeg",
        ] {
            assert!(!is_valid(bad), "{bad}");
        }
    }
}
