//! Key names as the config and the help screen spell them ("s", "F1",
//! "Ctrl-p", "Enter"), and their match against terminal key events.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::fmt;

/// A key as bindings compare it: Shift is folded into the character (the
/// terminal already sends `?` rather than Shift-/), Control is kept, and
/// Shift is kept on the keys that have no character (`SHIFTED`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
    pub shift: bool,
}

/// The keys whose Shift is a key of its own ("Shift-Right" runs where
/// "Right" steps); on any other key Shift is folded away.
const SHIFTED: &[KeyCode] = &[
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::PageUp,
    KeyCode::PageDown,
];

const NAMED: &[(&str, KeyCode)] = &[
    ("Enter", KeyCode::Enter),
    ("Esc", KeyCode::Esc),
    ("Tab", KeyCode::Tab),
    ("Backspace", KeyCode::Backspace),
    ("Delete", KeyCode::Delete),
    ("Space", KeyCode::Char(' ')),
    ("Up", KeyCode::Up),
    ("Down", KeyCode::Down),
    ("Left", KeyCode::Left),
    ("Right", KeyCode::Right),
    ("Home", KeyCode::Home),
    ("End", KeyCode::End),
    ("PageUp", KeyCode::PageUp),
    ("PageDown", KeyCode::PageDown),
];

impl Key {
    pub fn ctrl(c: char) -> Key {
        Key {
            code: KeyCode::Char(c),
            ctrl: true,
            shift: false,
        }
    }

    /// The press of this key, as the terminal reports it.
    pub fn event(self) -> KeyEvent {
        let mut modifiers = KeyModifiers::NONE;
        if self.ctrl {
            modifiers |= KeyModifiers::CONTROL;
        }
        if self.shift {
            modifiers |= KeyModifiers::SHIFT;
        }
        KeyEvent::new(self.code, modifiers)
    }

    pub fn from_event(event: KeyEvent) -> Key {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let code = match event.code {
            // Ctrl-P arrives as 'p' or 'P' depending on the terminal.
            KeyCode::Char(c) if ctrl => KeyCode::Char(c.to_ascii_lowercase()),
            KeyCode::BackTab => KeyCode::Tab,
            other => other,
        };
        let shift = event.modifiers.contains(KeyModifiers::SHIFT) && SHIFTED.contains(&code);
        Key { code, ctrl, shift }
    }
}

/// `text` without the prefix `prefix` (any case), if it has it and more.
fn strip<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    (head.eq_ignore_ascii_case(prefix) && text.len() > prefix.len()).then(|| &text[prefix.len()..])
}

/// Reads a key name: a single character, a name from `NAMED`, `F1`..`F12`,
/// each optionally after `Ctrl-`, and a key of `SHIFTED` after `Shift-`.
/// Names ignore case; characters do not.
pub fn parse_key(text: &str) -> Result<Key, String> {
    let trimmed = text.trim();
    let (ctrl, rest) = match strip(trimmed, "ctrl-") {
        Some(rest) => (true, rest),
        None => (false, trimmed),
    };
    let (shift, rest) = match strip(rest, "shift-") {
        Some(rest) => (true, rest),
        None => (false, rest),
    };
    let mut chars = rest.chars();
    let code = match (chars.next(), chars.next()) {
        (None, _) => return Err(format!("{text:?} is no key: the key name is empty")),
        (Some(c), None) => KeyCode::Char(if ctrl { c.to_ascii_lowercase() } else { c }),
        _ => {
            if let Some(&(_, code)) = NAMED.iter().find(|(n, _)| n.eq_ignore_ascii_case(rest)) {
                code
            } else if let Some(n) = function_key(rest) {
                KeyCode::F(n)
            } else {
                return Err(format!(
                    "{text:?} is no key; write a character, F1..F12, or one of {}, optionally after Ctrl-",
                    NAMED.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
                ));
            }
        }
    };
    if shift && !SHIFTED.contains(&code) {
        return Err(format!(
            "{text:?} is no key: Shift- goes only before an arrow, Home, End, PageUp or PageDown (write a capital letter as itself)"
        ));
    }
    Ok(Key { code, ctrl, shift })
}

fn function_key(name: &str) -> Option<u8> {
    let digits = name.strip_prefix(['F', 'f'])?;
    let n: u8 = digits.parse().ok()?;
    (1..=12).contains(&n).then_some(n)
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("Ctrl-")?;
        }
        if self.shift {
            f.write_str("Shift-")?;
        }
        if let Some((name, _)) = NAMED.iter().find(|(_, c)| *c == self.code) {
            return f.write_str(name);
        }
        match self.code {
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::F(n) => write!(f, "F{n}"),
            other => write!(f, "{other:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in [
            "s",
            "?",
            "F1",
            "Ctrl-p",
            "Enter",
            "Esc",
            "PageDown",
            "Space",
            "Shift-Right",
            "Ctrl-Shift-Up",
        ] {
            assert_eq!(parse_key(name).map(|k| k.to_string()), Ok(name.to_string()));
        }
    }

    #[test]
    fn bad_names_are_refused_not_panicked_on() {
        for name in ["", "Ctrl-", "F13", "F0", "Hyper-x", "éé", "Ctrl-é"] {
            let _ = parse_key(name);
        }
        assert!(parse_key("").is_err());
        assert!(parse_key("F13").is_err());
        assert!(parse_key("Hyper-x").is_err());
        assert!(parse_key("Shift-a").is_err());
        assert!(parse_key("Shift-").is_err());
    }

    #[test]
    fn shift_is_its_own_key_on_an_arrow_and_folded_on_a_character() {
        let shifted = |code| KeyEvent::new(code, KeyModifiers::SHIFT);
        assert_eq!(
            Ok(Key::from_event(shifted(KeyCode::Right))),
            parse_key("Shift-Right")
        );
        assert_ne!(
            Key::from_event(shifted(KeyCode::Right)),
            Key::from_event(KeyEvent::from(KeyCode::Right))
        );
        assert_eq!(
            Ok(Key::from_event(shifted(KeyCode::Char('L')))),
            parse_key("L")
        );
        assert_eq!(
            Ok(Key::from_event(shifted(KeyCode::Enter))),
            parse_key("Enter")
        );
        let key = parse_key("Shift-Left").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(Key::from_event(key.event()), key);
    }
}
