//! A score line as the table keeps it: what lists and ranks a game, in a
//! few words, its strings interned (a table of a million games has a
//! handful of variants and outcomes), and where its line is, so the rest
//! (`id`, `record`) is read again only for the rows someone opens.

mod fast;

use super::super::ammo::Ammo;
use super::{SCORES_FORMAT, ScoreLine};
use serde::Deserialize;
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// A string of the table, by its number in `Names`.
pub(super) type Sym = u32;

/// No ammo word.
pub(super) const NONE: Sym = Sym::MAX;

/// One game, as the table keeps it in memory.
#[derive(Clone, Debug)]
pub(super) struct Row {
    pub row: usize,
    /// Where its line starts in the file, and its length without newline.
    pub offset: u64,
    pub len: u32,
    pub seed: u64,
    pub turns: u32,
    pub ammo_count: u32,
    pub ammo_word: Sym,
    pub variant: Sym,
    pub name: Sym,
    pub rules: Sym,
    pub outcome: Sym,
    /// The date's first 16 bytes, big-endian: ranks by date without
    /// reaching for the text, but for games of the same minute.
    pub date_key: u128,
    /// The date's text in `Scores::dates`.
    pub date_at: usize,
    pub date_len: u32,
    pub win: bool,
    pub cheat: bool,
    pub hints: bool,
    pub hand_seeded: bool,
    pub has_record: bool,
}

/// A score line's fields, borrowed from the bytes read where they need no
/// unescaping. Same names and types as `ScoreLine`, so what one accepts
/// the other does.
#[derive(Debug, PartialEq, Deserialize)]
pub(super) struct Fields<'a> {
    format: Option<u64>,
    #[serde(default, borrow)]
    #[allow(dead_code)] // checked, not kept: read again when asked for
    id: Option<Text<'a>>,
    #[serde(borrow)]
    pub variant: Cow<'a, str>,
    #[serde(borrow)]
    pub name: Cow<'a, str>,
    #[serde(borrow)]
    pub rules: Cow<'a, str>,
    pub seed: u64,
    #[serde(borrow)]
    pub outcome: Cow<'a, str>,
    pub win: bool,
    pub turns: u32,
    #[serde(default, borrow)]
    pub ammo: Option<AmmoFields<'a>>,
    #[serde(default)]
    pub cheat: bool,
    #[serde(default)]
    pub hints: bool,
    #[serde(default)]
    pub hand_seeded: bool,
    #[serde(borrow)]
    pub date: Cow<'a, str>,
    #[serde(default, borrow)]
    pub record: Option<Text<'a>>,
}

/// A string field that is only checked, borrowed when it can be.
#[derive(Debug, PartialEq, Deserialize)]
pub(super) struct Text<'a>(
    #[serde(borrow)]
    #[allow(dead_code)]
    Cow<'a, str>,
);

/// `Ammo`, borrowed.
#[derive(Debug, PartialEq, Deserialize)]
pub(super) struct AmmoFields<'a> {
    pub count: u32,
    #[serde(borrow)]
    pub word: Cow<'a, str>,
}

/// Just the version of a line, read when the line did not parse, so a
/// newer line is skipped as newer rather than as corrupt.
#[derive(Deserialize)]
struct Probe {
    format: Option<u64>,
}

/// One line's fields (`None`: a blank line), or why it was skipped.
pub(super) fn parse_fields(raw: &[u8]) -> Result<Option<Fields<'_>>, String> {
    let Some(text) = text_of(raw)? else {
        return Ok(None);
    };
    if let Some(fields) = fast::fields(text) {
        return versioned(fields.format).map(|()| Some(fields));
    }
    match serde_json::from_str::<Fields>(text) {
        Ok(fields) => versioned(fields.format).map(|()| Some(fields)),
        Err(e) => Err(why_not(text, &e)),
    }
}

/// One whole line: a score, nothing (a blank line), or why it was skipped.
pub(super) fn parse_line(raw: &[u8]) -> Result<Option<ScoreLine>, String> {
    let Some(text) = text_of(raw)? else {
        return Ok(None);
    };
    match serde_json::from_str::<ScoreLine>(text) {
        Ok(line) => versioned(Some(u64::from(line.format))).map(|()| Some(line)),
        Err(e) => Err(why_not(text, &e)),
    }
}

/// The line as trimmed text, `None` when blank.
fn text_of(raw: &[u8]) -> Result<Option<&str>, String> {
    let Ok(text) = std::str::from_utf8(raw) else {
        return Err("not a valid score line: not UTF-8 text; skipped".into());
    };
    let text = text.trim();
    Ok((!text.is_empty()).then_some(text))
}

fn versioned(format: Option<u64>) -> Result<(), String> {
    match format {
        Some(found) if found > u64::from(SCORES_FORMAT) => Err(format!(
            "a score line from a newer wumpus (format {found}; this one reads format {SCORES_FORMAT} and older); skipped"
        )),
        Some(0) | None => Err("not a valid score line: it has no format version; skipped".into()),
        Some(_) => Ok(()),
    }
}

/// Why `text` is not a score line, `e` the error parsing it whole: the
/// version is judged first, so a newer line reads as newer.
fn why_not(text: &str, e: &serde_json::Error) -> String {
    let bad = |e: &serde_json::Error| format!("not a valid score line: {e}; skipped");
    match serde_json::from_str::<Probe>(text) {
        Err(probe) => bad(&probe),
        Ok(probe) => match versioned(probe.format) {
            Err(why) => why,
            Ok(()) => bad(e),
        },
    }
}

/// The date's first 16 bytes, zero-padded, as one number: numbers compare
/// as the texts' starts do.
pub(super) fn date_key(date: &str) -> u128 {
    let mut head = [0u8; 16];
    let n = date.len().min(16);
    head[..n].copy_from_slice(&date.as_bytes()[..n]);
    u128::from_be_bytes(head)
}

/// Whether `line` is the game `row` was read as: a line read again is
/// checked, in case the file was replaced meanwhile.
pub(super) fn same_game(line: &ScoreLine, row: &Row, names: &Names, date: &str) -> bool {
    line.seed == row.seed
        && line.turns == row.turns
        && line.win == row.win
        && line.variant == names.get(row.variant)
        && line.outcome == names.get(row.outcome)
        && line.date == date
        && line
            .ammo
            .as_ref()
            .map(|a: &Ammo| (a.count, a.word.as_str()))
            == (row.ammo_word != NONE).then(|| (row.ammo_count, names.get(row.ammo_word)))
}

/// The table's strings, each kept once.
#[derive(Clone, Debug, Default)]
pub(super) struct Names {
    list: Vec<Arc<str>>,
    index: HashMap<Arc<str>, Sym, BuildHasherDefault<Fnv>>,
}

impl Names {
    pub fn intern(&mut self, text: &str) -> Sym {
        if let Some(&sym) = self.index.get(text) {
            return sym;
        }
        let sym = self.list.len() as Sym;
        let text: Arc<str> = Arc::from(text);
        self.list.push(text.clone());
        self.index.insert(text, sym);
        sym
    }

    /// The number of `text`, if the table has it.
    pub fn find(&self, text: &str) -> Option<Sym> {
        self.index.get(text).copied()
    }

    pub fn get(&self, sym: Sym) -> &str {
        self.list.get(sym as usize).map_or("", |s| s)
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }
}

/// FNV-1a: the names are short, and the table looks up five a line, so
/// the default (DoS-proof, slower) hash would be most of the interning.
/// A file crafted to collide only slows its own reading.
#[derive(Default)]
pub(super) struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}
