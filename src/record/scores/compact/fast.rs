//! The score line exactly as `serde_json` writes it, read without serde:
//! fields in `ScoreLine`'s order, no spaces, no escapes. Reading a table
//! of a million lines is mostly this, and serde's general reading takes
//! several times as long. Anything else (a line written by hand, by
//! another version, or corrupt) is left to serde (`None`), so the two
//! never disagree on a line this reads.

use super::{AmmoFields, Fields, Text};
use std::borrow::Cow;

/// The line's fields, if it is laid out as `serde_json` writes a
/// `ScoreLine`.
pub(super) fn fields(text: &str) -> Option<Fields<'_>> {
    let mut c = Cursor { text, at: 0 };
    c.byte(b'{')?;
    let format = c.number("format", u64::MAX)?;
    let id = c.optional("id", Cursor::string)?;
    let variant = c.field("variant", Cursor::string)?;
    let name = c.field("name", Cursor::string)?;
    let rules = c.field("rules", Cursor::string)?;
    let seed = c.number("seed", u64::MAX)?;
    let outcome = c.field("outcome", Cursor::string)?;
    let win = c.field("win", Cursor::boolean)?;
    let turns = c.number("turns", u32::MAX.into())?;
    let ammo = c.optional("ammo", Cursor::ammo)?;
    let cheat = c.field("cheat", Cursor::boolean)?;
    let hints = c.field("hints", Cursor::boolean)?;
    let hand_seeded = c.field("hand_seeded", Cursor::boolean)?;
    c.key("date")?;
    let date = c.string()?;
    let record = match c.byte(b',') {
        Some(()) => {
            c.key("record")?;
            Some(c.string()?)
        }
        None => None,
    };
    c.byte(b'}')?;
    if c.at != text.len() {
        return None;
    }
    Some(Fields {
        format: Some(format),
        id: id.map(|s| Text(Cow::Borrowed(s))),
        variant: Cow::Borrowed(variant),
        name: Cow::Borrowed(name),
        rules: Cow::Borrowed(rules),
        seed,
        outcome: Cow::Borrowed(outcome),
        win,
        turns: u32::try_from(turns).ok()?,
        ammo,
        cheat,
        hints,
        hand_seeded,
        date: Cow::Borrowed(date),
        record: record.map(|s| Text(Cow::Borrowed(s))),
    })
}

struct Cursor<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    fn byte(&mut self, b: u8) -> Option<()> {
        (self.text.as_bytes().get(self.at) == Some(&b)).then(|| self.at += 1)
    }

    /// `"name":`
    fn key(&mut self, name: &str) -> Option<()> {
        let rest = self.text.as_bytes().get(self.at..)?;
        let rest = rest.strip_prefix(b"\"")?.strip_prefix(name.as_bytes())?;
        rest.strip_prefix(b"\":")?;
        self.at += name.len() + 3;
        Some(())
    }

    /// `"name":value,`
    fn field<T>(&mut self, name: &str, value: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        self.key(name)?;
        let v = value(self)?;
        self.byte(b',')?;
        Some(v)
    }

    /// `"name":value,`, or nothing (the outer `None`: not this layout).
    fn optional<T>(
        &mut self,
        name: &str,
        value: impl FnOnce(&mut Self) -> Option<T>,
    ) -> Option<Option<T>> {
        let key = self.text.as_bytes().get(self.at..)?;
        if !(key.strip_prefix(b"\""))
            .and_then(|k| k.strip_prefix(name.as_bytes()))
            .is_some_and(|k| k.starts_with(b"\":"))
        {
            return Some(None);
        }
        self.field(name, value).map(Some)
    }

    fn number(&mut self, name: &str, max: u64) -> Option<u64> {
        self.field(name, |c| c.unsigned(max))
    }

    /// Digits as JSON has them (no leading zero), at most `max`.
    fn unsigned(&mut self, max: u64) -> Option<u64> {
        let bytes = self.text.as_bytes().get(self.at..)?;
        let len = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
        if len == 0 || (len > 1 && bytes[0] == b'0') {
            return None;
        }
        let mut n: u64 = 0;
        for &d in &bytes[..len] {
            n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
        }
        self.at += len;
        (n <= max).then_some(n)
    }

    fn boolean(&mut self) -> Option<bool> {
        let rest = self.text.as_bytes().get(self.at..)?;
        let (value, len) = if rest.starts_with(b"true") {
            (true, 4)
        } else if rest.starts_with(b"false") {
            (false, 5)
        } else {
            return None;
        };
        self.at += len;
        Some(value)
    }

    /// A string with nothing to unescape: no `\`, no control character.
    fn string(&mut self) -> Option<&'a str> {
        self.byte(b'"')?;
        let rest = self.text.as_bytes().get(self.at..)?;
        let len = memchr::memchr2(b'"', b'\\', rest)?;
        if rest[len] != b'"' || rest[..len].iter().any(|&b| b < 0x20) {
            return None;
        }
        let s = self.text.get(self.at..self.at + len)?;
        self.at += len + 1;
        Some(s)
    }

    /// `{"count":N,"word":"..."}`
    fn ammo(&mut self) -> Option<AmmoFields<'a>> {
        self.byte(b'{')?;
        let count = self.number("count", u32::MAX.into())?;
        self.key("word")?;
        let word = self.string()?;
        self.byte(b'}')?;
        Some(AmmoFields {
            count: u32::try_from(count).ok()?,
            word: Cow::Borrowed(word),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{SCORES_FORMAT, ScoreLine};
    use super::*;
    use crate::record::Ammo;

    fn lines() -> Vec<String> {
        let plain = ScoreLine {
            format: SCORES_FORMAT,
            id: None,
            variant: "classic".into(),
            name: "The classic".into(),
            rules: "classic".into(),
            seed: 81723,
            outcome: "killed_wumpus".into(),
            win: true,
            turns: 12,
            ammo: None,
            cheat: false,
            hints: true,
            hand_seeded: false,
            date: "2026-04-14T10:15:30Z".into(),
            record: None,
        };
        let full = ScoreLine {
            id: Some("0123456789abcdef".into()),
            ammo: Some(Ammo {
                count: 0,
                word: "arrows".into(),
            }),
            record: Some("20260414-101530-classic-81723.json".into()),
            ..plain.clone()
        };
        let odd = ScoreLine {
            name: "Caf\u{e9} \"quoted\"".into(),
            seed: u64::MAX,
            turns: u32::MAX,
            ..full.clone()
        };
        [plain, full, odd]
            .iter()
            .map(|l| serde_json::to_string(l).expect("json"))
            .collect()
    }

    #[test]
    fn lines_as_serde_writes_them_are_read_without_serde() {
        let lines = lines();
        for line in &lines[..2] {
            let fast = fields(line).unwrap_or_else(|| panic!("{line}"));
            let serde: Fields = serde_json::from_str(line).expect("serde reads it");
            assert_eq!(fast, serde, "{line}");
        }
        // Escapes are serde's.
        assert!(fields(&lines[2]).is_none(), "{}", lines[2]);
    }

    /// Every line one edit away from a good one: what the fast path reads,
    /// serde reads the same, both as `Fields` and as a `ScoreLine`.
    #[test]
    fn the_fast_path_never_reads_a_line_serde_reads_otherwise() {
        let edits: &[&str] = &[
            "", " ", "0", "9", "\"", "\\", "\u{1}", "x", ",", "}", "-", ".",
        ];
        let mut read = 0;
        for line in lines() {
            for at in 0..=line.len() {
                if !line.is_char_boundary(at) {
                    continue;
                }
                let next = line[at..].chars().next().map_or(0, char::len_utf8);
                for edit in edits {
                    for cut in [0, next] {
                        let text = format!("{}{edit}{}", &line[..at], &line[at + cut..]);
                        let Some(fast) = fields(&text) else {
                            continue;
                        };
                        read += 1;
                        let serde: Result<Fields, _> = serde_json::from_str(&text);
                        assert_eq!(serde.as_ref().ok(), Some(&fast), "{text}");
                        let whole: Result<ScoreLine, _> = serde_json::from_str(&text);
                        assert!(whole.is_ok(), "{text}: {whole:?}");
                    }
                }
            }
        }
        assert!(read > 100, "{read}");
    }
}
