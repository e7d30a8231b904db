//! Key names as the config and the help screen spell them ("s", "F1",
//! "Ctrl-p", "Enter"), and their match against terminal key events.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::fmt;

/// A key as bindings compare it: Shift is folded into the character (the
/// terminal already sends `?` rather than Shift-/), Control is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

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
        }
    }

    /// The press of this key, as the terminal reports it.
    pub fn event(self) -> KeyEvent {
        let modifiers = if self.ctrl {
            KeyModifiers::CONTROL
        } else {
            KeyModifiers::NONE
        };
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
        Key { code, ctrl }
    }
}

/// Reads a key name: a single character, a name from `NAMED`, `F1`..`F12`,
/// each optionally after `Ctrl-`. Names ignore case; characters do not.
pub fn parse_key(text: &str) -> Result<Key, String> {
    let trimmed = text.trim();
    let (ctrl, rest) = match trimmed.get(..5) {
        Some(p) if p.eq_ignore_ascii_case("ctrl-") && trimmed.len() > 5 => (true, &trimmed[5..]),
        _ => (false, trimmed),
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
    Ok(Key { code, ctrl })
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
            "s", "?", "F1", "Ctrl-p", "Enter", "Esc", "PageDown", "Space",
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
    }
}
