//! One game of the table as lists show it: its row and what ranks and
//! lists it, at hand; the rest of its line read again when asked for.

use super::super::super::error::ReadError;
use super::super::ScoreLine;
use super::super::compact::{NONE, Row};
use super::Scores;
use serde::Serialize;
use std::fmt;

/// One game of the table, with its row number (its line in the file):
/// what lists and ranks it at hand, the rest read on demand (`line`).
#[derive(Clone, Copy)]
pub struct Scored<'a> {
    pub row: usize,
    pub(super) table: &'a Scores,
    pub(super) at: &'a Row,
}

/// `--json`: a line with its row first.
#[derive(Serialize)]
struct Numbered<'a> {
    row: usize,
    #[serde(flatten)]
    line: &'a ScoreLine,
}

impl<'a> Scored<'a> {
    /// The whole line, read again from the file (what the table does not
    /// keep: `id`, `record`).
    pub fn line(&self) -> Result<ScoreLine, ReadError> {
        self.table.line(self.at)
    }

    /// The `--json` form: one line, `{"row": N, "format": 1, "variant":
    /// ..., "seed": ..., "outcome": ..., "turns": ...}` and the rest.
    pub fn to_json(&self) -> Result<String, ReadError> {
        let line = self.line()?;
        // A score line is strings, numbers and booleans: it always
        // serializes.
        Ok(serde_json::to_string(&Numbered {
            row: self.row,
            line: &line,
        })
        .unwrap_or_default())
    }

    pub fn variant(&self) -> &'a str {
        self.table.names.get(self.at.variant)
    }

    pub fn name(&self) -> &'a str {
        self.table.names.get(self.at.name)
    }

    pub fn rules(&self) -> &'a str {
        self.table.names.get(self.at.rules)
    }

    pub fn seed(&self) -> u64 {
        self.at.seed
    }

    /// The rule set's outcome key, or `abandoned`.
    pub fn outcome(&self) -> &'a str {
        self.table.names.get(self.at.outcome)
    }

    pub fn win(&self) -> bool {
        self.at.win
    }

    pub fn turns(&self) -> u32 {
        self.at.turns
    }

    /// What was spent: count and word (`2`, `arrows`).
    pub fn ammo(&self) -> Option<(u32, &'a str)> {
        (self.at.ammo_word != NONE)
            .then(|| (self.at.ammo_count, self.table.names.get(self.at.ammo_word)))
    }

    pub fn cheat(&self) -> bool {
        self.at.cheat
    }

    pub fn hints(&self) -> bool {
        self.at.hints
    }

    pub fn hand_seeded(&self) -> bool {
        self.at.hand_seeded
    }

    /// When the game ended, RFC 3339 UTC.
    pub fn date(&self) -> &'a str {
        self.table.date(self.at)
    }

    /// Whether the line names a record (`line()` says which).
    pub fn has_record(&self) -> bool {
        self.at.has_record
    }
}

impl fmt::Debug for Scored<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Scored")
            .field("row", &self.row)
            .field("variant", &self.variant())
            .field("seed", &self.seed())
            .field("outcome", &self.outcome())
            .field("turns", &self.turns())
            .field("date", &self.date())
            .finish_non_exhaustive()
    }
}
