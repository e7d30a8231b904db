//! Reading the score table and asking it things.
//!
//! Rows are numbered by their line in `scores.jsonl`, from 1. The file is
//! only ever appended to, so a row number means the same game for good,
//! whichever list shows it: `wumpus scores` prints it, `wumpus replay N`
//! takes it. A skipped line keeps its number; no other row moves.

use super::super::error::ReadError;
use super::super::read::{open_regular, read_bytes};
use super::lock::{Lock, lock};
use super::{MAX_SCORES, SCORES_FORMAT, ScoreLine};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The score table as read, with what had to be skipped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scores {
    rows: Vec<Scored>,
    warnings: Vec<Warning>,
}

/// One game of the table, with its row number (its line in the file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub row: usize,
    #[serde(flatten)]
    pub line: ScoreLine,
}

/// A line that was skipped, and why: `path:line: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub path: PathBuf,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.path.display(), self.line, self.message)
    }
}

/// Just the version of a line, read first, so a newer line is skipped as
/// newer rather than as corrupt.
#[derive(Deserialize)]
struct Probe {
    format: Option<u64>,
}

impl Scores {
    /// Reads the scores file at `path`; no file is an empty table. Only a
    /// file that cannot be read at all is an error: a bad line is a warning.
    pub fn load(path: &Path) -> Result<Scores, ReadError> {
        let file = match open_regular(path) {
            Ok(file) => file,
            Err(e) if e.is_not_found() => return Ok(Scores::default()),
            Err(e) => return Err(e),
        };
        // Shared, so no append is half done while we read; a lock that
        // cannot be had leaves the read to take its chances.
        let held = lock(&file, Lock::Shared).ok();
        let bytes = read_bytes(&file, path, "scores file", MAX_SCORES)?;
        drop(held);
        Ok(Scores::parse(&bytes, path))
    }

    /// The table in `bytes`, the scores file at `path`.
    pub fn parse(bytes: &[u8], path: &Path) -> Scores {
        let mut scores = Scores::default();
        for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
            let line = i + 1;
            match parse_line(raw) {
                Ok(Some(score)) => scores.rows.push(Scored {
                    row: line,
                    line: score,
                }),
                Ok(None) => {}
                Err(message) => scores.warnings.push(Warning {
                    path: path.to_path_buf(),
                    line,
                    message,
                }),
            }
        }
        scores
    }

    /// Every game, in file order.
    pub fn rows(&self) -> &[Scored] {
        &self.rows
    }

    /// Lines skipped, in file order.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// The game at row `row`, as `wumpus scores` lists it.
    pub fn row(&self, row: usize) -> Option<&Scored> {
        self.rows
            .binary_search_by_key(&row, |s| s.row)
            .ok()
            .and_then(|i| self.rows.get(i))
    }

    /// The game that ended last (`wumpus replay last`).
    pub fn last(&self) -> Option<&Scored> {
        self.rows.last()
    }

    /// The best games of `variant` (all variants with `None`): wins first,
    /// then fewest turns, then the earliest, then the lower row.
    pub fn best(&self, variant: Option<&str>) -> Vec<&Scored> {
        let mut best: Vec<&Scored> = (self.rows.iter())
            .filter(|s| variant.is_none_or(|v| s.line.variant == v))
            .collect();
        best.sort_by(|a, b| {
            (!a.line.win, a.line.turns, &a.line.date, a.row).cmp(&(
                !b.line.win,
                b.line.turns,
                &b.line.date,
                b.row,
            ))
        });
        best
    }

    /// The `n` games that ended last, the latest first (file order: the
    /// order they were appended, whatever the clock said).
    pub fn recent(&self, n: usize) -> Vec<&Scored> {
        self.rows.iter().rev().take(n).collect()
    }

    /// Every variant in the table, (id, name), in order of first game.
    pub fn variants(&self) -> Vec<(&str, &str)> {
        let mut seen: Vec<(&str, &str)> = Vec::new();
        for s in &self.rows {
            if !seen.iter().any(|(id, _)| *id == s.line.variant) {
                seen.push((&s.line.variant, &s.line.name));
            }
        }
        seen
    }
}

impl Scored {
    /// The `--json` form: one line, `{"row": N, "format": 1, "variant":
    /// ..., "seed": ..., "outcome": ..., "turns": ...}` and the rest.
    pub fn to_json(&self) -> String {
        // A Scored is strings, numbers and booleans: it always serializes.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// One line: a score, nothing (a blank line), or why it was skipped.
fn parse_line(raw: &[u8]) -> Result<Option<ScoreLine>, String> {
    let Ok(text) = std::str::from_utf8(raw) else {
        return Err("not a valid score line: not UTF-8 text; skipped".into());
    };
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let bad = |e: serde_json::Error| format!("not a valid score line: {e}; skipped");
    let probe: Probe = serde_json::from_str(text).map_err(bad)?;
    match probe.format {
        Some(found) if found > u64::from(SCORES_FORMAT) => Err(format!(
            "a score line from a newer wumpus (format {found}; this one reads format {SCORES_FORMAT} and older); skipped"
        )),
        Some(0) | None => Err("not a valid score line: it has no format version; skipped".into()),
        Some(_) => serde_json::from_str(text).map(Some).map_err(bad),
    }
}
