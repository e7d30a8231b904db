//! The score table: `scores.jsonl`, one JSON line per game that ended,
//! only ever appended to. Each append is one write of a whole line under
//! an exclusive lock on the file, so two games ending at once never
//! interleave; a reader takes a shared lock, so it never sees half a line.
//! The file's bytes are never rewritten: a corrupt line stays, and is
//! skipped with a warning naming path:line each time the table is read.

mod lock;
mod table;

pub use table::{Scored, Scores, Warning};

use super::ammo::Ammo;
use super::date::Utc;
use super::error::WriteError;
use super::format::Record;
use lock::{Lock, lock};
use serde::{Deserialize, Serialize};
use std::fs::OpenOptions;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

/// The score line format this version writes, and the newest it reads.
pub const SCORES_FORMAT: u32 = 1;

/// The most a scores file may hold to be read (some 200,000 games).
pub const MAX_SCORES: u64 = 64 * 1024 * 1024;

/// One game in the score table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    /// `SCORES_FORMAT` when written.
    pub format: u32,
    /// The game's id (its record's `id`): a game is filed once, whatever
    /// crashes in between. Absent from lines written before ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The variant's id (`wumpus scores VARIANT` matches it).
    pub variant: String,
    /// The variant's menu name.
    pub name: String,
    /// The rule set (`classic`, `hidden`...).
    pub rules: String,
    pub seed: u64,
    /// The rule set's outcome key, or `abandoned`.
    pub outcome: String,
    pub win: bool,
    pub turns: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ammo: Option<Ammo>,
    #[serde(default)]
    pub cheat: bool,
    #[serde(default)]
    pub hints: bool,
    #[serde(default)]
    pub hand_seeded: bool,
    /// When the game ended, RFC 3339 UTC.
    pub date: String,
    /// The game's record under `records/`, if it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
}

impl ScoreLine {
    /// The line for `record`'s game, ended at `when`, its record kept as
    /// `record_file`.
    pub fn new(
        record: &Record,
        ammo: Option<Ammo>,
        when: Utc,
        record_file: Option<String>,
    ) -> ScoreLine {
        ScoreLine {
            format: SCORES_FORMAT,
            id: (!record.id.is_empty()).then(|| record.id.clone()),
            variant: record.variant.id.clone(),
            name: record.variant.name.clone(),
            rules: record.rules.rule_set().to_string(),
            seed: record.seed,
            outcome: record.end.key().unwrap_or("unfinished").to_string(),
            win: record.end.is_win(),
            turns: record.turn(),
            ammo,
            cheat: record.flags.cheat,
            hints: record.flags.hints,
            hand_seeded: record.flags.hand_seeded,
            date: when.rfc3339(),
            record: record_file,
        }
    }
}

/// Appends `line` to the scores file at `path` (made if missing; its
/// directory must exist), in one write under an exclusive lock, synced.
pub fn append(path: &Path, line: &ScoreLine) -> Result<(), WriteError> {
    let mut text = serde_json::to_string(line).map_err(|e| WriteError::Refused {
        path: path.to_path_buf(),
        message: format!("cannot write the score as JSON: {e}"),
    })?;
    text.push('\n');
    let file = OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .open(path)
        .map_err(WriteError::io(path, "opening it"))?;
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err(WriteError::Refused {
            path: path.to_path_buf(),
            message: "not a regular file".into(),
        });
    }
    let _held = match lock(&file, Lock::Exclusive) {
        Ok(held) => held,
        Err(e) => return Err(WriteError::io(path, "locking it")(e)),
    };
    // A game that died mid-write (power cut) may have left a line without
    // its newline: start on a line of our own, so ours is not glued to it.
    let size = file
        .metadata()
        .map_err(WriteError::io(path, "reading its size"))?
        .len();
    if size > 0 {
        let mut last = [0u8];
        (&file)
            .seek(SeekFrom::End(-1))
            .and_then(|_| (&file).read_exact(&mut last))
            .map_err(WriteError::io(path, "reading its last byte"))?;
        if last[0] != b'\n' {
            text.insert(0, '\n');
        }
    }
    (&file)
        .write_all(text.as_bytes())
        .map_err(WriteError::io(path, "appending the score"))?;
    file.sync_data()
        .map_err(WriteError::io(path, "syncing to disk"))
}

#[cfg(test)]
mod tests;

/// Where a score line went: its row, and whether it was there already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filed {
    pub row: usize,
    pub already: bool,
}

/// Files `line` once: its row if a line of its game id is there already,
/// else appended. (Stand-in until the streaming scan lands.)
pub fn file_line(path: &Path, line: &ScoreLine) -> Result<Filed, WriteError> {
    let scores = match Scores::load(path) {
        Ok(s) => s,
        Err(e) => {
            return Err(WriteError::Refused {
                path: path.to_path_buf(),
                message: e.to_string(),
            });
        }
    };
    if let Some(id) = &line.id
        && let Some(s) = scores
            .rows()
            .iter()
            .find(|s| s.line.id.as_ref() == Some(id))
    {
        return Ok(Filed {
            row: s.row,
            already: true,
        });
    }
    append(path, line)?;
    let rows = Scores::load(path)
        .map(|s| s.last().map_or(0, |l| l.row))
        .unwrap_or(0);
    Ok(Filed {
        row: rows,
        already: false,
    })
}

/// The rows of the games `ids` that are in the scores at `path`.
pub fn filed_rows(
    path: &Path,
    ids: &std::collections::HashSet<String>,
) -> Result<std::collections::HashMap<String, usize>, super::error::ReadError> {
    let scores = Scores::load(path)?;
    Ok((scores.rows().iter())
        .filter_map(|s| {
            let id = s.line.id.as_ref()?;
            ids.contains(id).then(|| (id.clone(), s.row))
        })
        .collect())
}
