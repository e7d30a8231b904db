//! The score table: `scores.jsonl`, one JSON line per game that ended,
//! only ever appended to. Each append is one write of a whole line under
//! an exclusive lock on the file, so two games ending at once never
//! interleave; a reader takes a shared lock, so it never sees half a line.
//! The file's bytes are never rewritten: a corrupt line stays, and is
//! skipped with a warning naming path:line each time the table is read.
//!
//! The file has no size limit: it is read as a stream (`stream`), a line
//! at most `LINE_LIMIT` long (a longer one is skipped unread, with its
//! warning). A game is filed once: `file_line` looks for the game's `id`
//! before appending, so a game filed again after a crash gets its row back
//! rather than a second line.

mod compact;
mod lock;
mod stream;
mod table;

pub use stream::LINE_LIMIT;
pub use table::{Scored, Scores, Tally, Warning};

use super::ammo::Ammo;
use super::date::Utc;
use super::error::{ReadError, WriteError};
use super::format::Record;
use super::read::open_regular;
use lock::{Lock, lock};
use memchr::memmem::Finder;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::ops::ControlFlow;
use std::path::Path;
use stream::{Chunk, Summary};

/// The score line format this version writes, and the newest it reads.
pub const SCORES_FORMAT: u32 = 1;

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

/// What a game's score line counts in its rule set's own terms, as the
/// rule set's front reads them off the game: the ammo spent, and the turns
/// played (a rule set may count several commands as one turn; the record
/// counts each command).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counted {
    pub ammo: Option<Ammo>,
    pub turns: u32,
}

impl ScoreLine {
    /// The line for `record`'s game as the front counted it.
    pub fn counted(
        record: &Record,
        counted: Counted,
        when: Utc,
        record_file: Option<String>,
    ) -> ScoreLine {
        ScoreLine {
            turns: counted.turns,
            ..ScoreLine::new(record, counted.ammo, when, record_file)
        }
    }

    /// The line for `record`'s game, ended at `when`, its record kept as
    /// `record_file`, its turns counted as the record's commands.
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

/// Where `file_line` filed a game: its row, and whether it was there
/// already (then nothing was written).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filed {
    pub row: usize,
    pub already: bool,
}

/// Appends `line` to the scores file at `path` (made if missing; its
/// directory must exist), in one write under an exclusive lock, synced.
pub fn append(path: &Path, line: &ScoreLine) -> Result<(), WriteError> {
    file_line(path, line).map(drop)
}

/// Files `line` in the scores file at `path` (made if missing; its
/// directory must exist) and says at which row: under an exclusive lock,
/// a line of the same game (`id`) already there is its row, nothing
/// written; else `line` is appended, in one write, synced. The whole file
/// is scanned (bytes, not JSON: some 0.1 s for a million games).
pub fn file_line(path: &Path, line: &ScoreLine) -> Result<Filed, WriteError> {
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
    let summary = match scan_for(&file, line.id.as_deref()) {
        Ok(Scanned::Found(row)) => return Ok(Filed { row, already: true }),
        Ok(Scanned::Ends(summary)) => summary,
        Err(e) => return Err(WriteError::io(path, "reading it")(e)),
    };
    // A game that died mid-write (power cut) may have left a line without
    // its newline: start on a line of our own, so ours is not glued to it.
    let row = if summary.ends_in_newline {
        summary.last_line
    } else {
        text.insert(0, '\n');
        summary.last_line + 1
    };
    (&file)
        .write_all(text.as_bytes())
        .map_err(WriteError::io(path, "appending the score"))?;
    file.sync_data()
        .map_err(WriteError::io(path, "syncing to disk"))?;
    Ok(Filed {
        row,
        already: false,
    })
}

enum Scanned {
    /// The row of the game's line.
    Found(usize),
    /// No such line; where the file ends.
    Ends(Summary),
}

/// Scans `file` from its start for a line of the game `id`.
fn scan_for(mut file: &File, id: Option<&str>) -> std::io::Result<Scanned> {
    file.seek(SeekFrom::Start(0))?;
    let finder = Finder::new(ID_KEY);
    let mut found = None;
    let summary = stream::scan(file, |chunk| {
        if let (Some(id), Chunk::Lines { first, bytes, .. }) = (id, chunk) {
            found = ids_in(&finder, first, bytes, |found| found == id);
        }
        match found {
            Some(_) => ControlFlow::Break(()),
            None => ControlFlow::Continue(()),
        }
    })?;
    Ok(match (found, summary) {
        (Some((row, _)), _) => Scanned::Found(row),
        (None, Some(summary)) => Scanned::Ends(summary),
        // The scan stops early only once found.
        (None, None) => Scanned::Ends(Summary {
            last_line: 1,
            ends_in_newline: true,
        }),
    })
}

/// The key before a line's id, as serde writes it.
const ID_KEY: &[u8] = b"\"id\":";

/// The first line of `bytes` (whole lines, the first numbered `first`)
/// that is a score line whose id passes `wanted`: (its number, its id).
/// Bytes first (`finder` finds `ID_KEY`), JSON only for a line whose id
/// is wanted: a scan of a million lines parses next to none.
fn ids_in(
    finder: &Finder<'_>,
    first: usize,
    bytes: &[u8],
    mut wanted: impl FnMut(&str) -> bool,
) -> Option<(usize, String)> {
    let mut line = first;
    let mut counted = 0;
    for at in finder.find_iter(bytes) {
        let Some(id) = id_after(&bytes[at + ID_KEY.len()..]) else {
            continue;
        };
        if !wanted(id) {
            continue;
        }
        line += memchr::memchr_iter(b'\n', &bytes[counted..at]).count();
        counted = at;
        let start = memchr::memrchr(b'\n', &bytes[..at]).map_or(0, |i| i + 1);
        let end = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i);
        let raw = &bytes[start..end];
        if raw.len() > LINE_LIMIT {
            continue;
        }
        // The id the line has when read as the table reads it (the key
        // found may be inside another field).
        if let Ok(Some(ScoreLine { id: Some(id), .. })) = compact::parse_line(raw)
            && wanted(&id)
        {
            return Some((line, id));
        }
    }
    None
}

/// The string after an `"id":` (and spaces), up to the next quote: ids
/// (`id::fresh`) need no escapes, so one written with any is not found.
fn id_after(rest: &[u8]) -> Option<&str> {
    let skip = rest.iter().position(|b| !b.is_ascii_whitespace())?;
    let rest = rest.get(skip..)?.strip_prefix(b"\"")?;
    let len = memchr::memchr(b'"', rest)?;
    std::str::from_utf8(rest.get(..len)?).ok()
}

/// The row of each game of `ids` filed in the scores file at `path` (its
/// first line, as `file_line` finds it), in one scan; ids not filed are
/// left out. No file is an empty map.
pub fn filed_rows(path: &Path, ids: &HashSet<String>) -> Result<HashMap<String, usize>, ReadError> {
    let mut rows = HashMap::new();
    if ids.is_empty() {
        return Ok(rows);
    }
    let file = match open_regular(path) {
        Ok(file) => file,
        Err(e) if e.is_not_found() => return Ok(rows),
        Err(e) => return Err(e),
    };
    let held = lock(&file, Lock::Shared).ok();
    let finder = Finder::new(ID_KEY);
    stream::scan(&file, |chunk| {
        if let Chunk::Lines { first, bytes, .. } = chunk {
            // Several ids may be in one block: look again after each.
            let mut from = 0;
            let mut line = first;
            while let Some((row, id)) = ids_in(&finder, line, &bytes[from..], |id| {
                ids.contains(id) && !rows.contains_key(id)
            }) {
                rows.insert(id, row);
                let Some(next) = nth_line_end(&bytes[from..], row - line) else {
                    break;
                };
                from += next;
                line = row + 1;
            }
        }
        match rows.len() == ids.len() {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    })
    .map_err(ReadError::io(path))?;
    drop(held);
    Ok(rows)
}

/// Where the line after the `n`th (from 0) of `bytes` starts.
fn nth_line_end(bytes: &[u8], n: usize) -> Option<usize> {
    memchr::memchr_iter(b'\n', bytes).nth(n).map(|i| i + 1)
}

#[cfg(test)]
mod tests;
