//! Bytes from a client's terminal to key and mouse events, through
//! `terminput`'s parser (the one crossterm's local reader uses), a byte at
//! a time as a local terminal delivers them.

use ratatui::crossterm::event::Event;

/// The longest escape sequence kept waiting for its end: past it, the
/// bytes are dropped (a client cannot make the buffer grow).
const PENDING_MAX: usize = 64;

/// Bytes of an event not complete yet.
#[derive(Default)]
pub struct Keys {
    pending: Vec<u8>,
}

impl Keys {
    /// The events `bytes` complete. A lone Esc at the end of a read is the
    /// Esc key; one followed by more bytes in the same read starts a
    /// sequence (an arrow key, a mouse report).
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut out = Vec::new();
        for (i, &b) in bytes.iter().enumerate() {
            self.pending.push(b);
            let more = i + 1 < bytes.len();
            if self.pending == [0x1b] && more {
                continue;
            }
            match terminput::Event::parse_from(&self.pending) {
                Ok(Some(event)) => {
                    self.pending.clear();
                    if let Ok(event) = terminput_crossterm::to_crossterm(event) {
                        out.push(event);
                    }
                }
                Ok(None) if self.pending.len() < PENDING_MAX => {}
                Ok(None) | Err(_) => self.pending.clear(),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    fn codes(events: &[Event]) -> Vec<KeyCode> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Key(KeyEvent { code, .. }) => Some(*code),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn keys_arrive_whole_however_the_bytes_are_cut() {
        let mut keys = Keys::default();
        assert_eq!(
            codes(&keys.feed(b"1\x1b[Aq\r")),
            [
                KeyCode::Char('1'),
                KeyCode::Up,
                KeyCode::Char('q'),
                KeyCode::Enter
            ]
        );
        // An arrow cut in two reads, then a lone Esc.
        assert!(keys.feed(b"\x1b[").is_empty());
        assert_eq!(codes(&keys.feed(b"B")), [KeyCode::Down]);
        assert_eq!(codes(&keys.feed(b"\x1b")), [KeyCode::Esc]);
        let ctrl_c = keys.feed(b"\x03");
        assert!(matches!(
            ctrl_c.as_slice(),
            [Event::Key(KeyEvent { code: KeyCode::Char('c'), modifiers, .. })]
                if modifiers.contains(KeyModifiers::CONTROL)
        ));
    }

    #[test]
    fn junk_never_grows_the_buffer() {
        let mut keys = Keys::default();
        let mut junk = b"\x1b[".to_vec();
        junk.extend(std::iter::repeat_n(b'1', 10_000));
        keys.feed(&junk);
        assert!(keys.pending.len() < PENDING_MAX);
        assert_eq!(codes(&keys.feed(b"x")), [KeyCode::Char('x')]);
    }
}
