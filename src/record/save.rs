//! The game in progress: `save.json` in the data directory, the record so
//! far with the time it was saved, written atomically. Loading a save is
//! reading it and replaying its record (`replay`): the game it gives is
//! exactly the one left, or an error says why not. `autosave` writes it
//! off the keypress-to-frame path.

mod autosave;

pub use autosave::{AutosaveError, Autosaver, SaveHandle};

use super::atomic::{make_dir, remove, write_atomic};
use super::date::Utc;
use super::error::{ReadError, WriteError};
use super::format::{FORMAT, Record, checked, probe, to_lined};
use super::read::{MAX_FILE, read_text};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The save format this version writes, and the newest it reads.
pub const SAVE_FORMAT: u32 = 1;

/// A game in progress, as saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save {
    /// `SAVE_FORMAT` when written.
    pub format: u32,
    /// When it was saved, RFC 3339 UTC.
    pub saved: String,
    /// The game so far.
    pub record: Record,
}

/// The record inside a save, probed for its own version.
#[derive(Deserialize)]
struct Nested {
    record: serde_json::Value,
}

impl Save {
    pub fn new(record: Record, saved: Utc) -> Save {
        Save {
            format: SAVE_FORMAT,
            saved: saved.rfc3339(),
            record,
        }
    }

    /// The variant's menu name.
    pub fn variant_name(&self) -> &str {
        &self.record.variant.name
    }

    /// The turns played (the record's counter).
    pub fn turn(&self) -> u32 {
        self.record.turn()
    }

    /// "Resume: Classic, turn 7, 2026-04-14 10:15 UTC", for the menu:
    /// the turn to be played next, as most rule sets count it (the front's
    /// `resume::resume_line` says it as each rule set counts).
    pub fn resume_line(&self) -> String {
        self.resume_line_at(self.turn() + 1)
    }

    /// The menu's line, saying `turn` for the turn the game stands at.
    pub fn resume_line_at(&self, turn: u32) -> String {
        format!(
            "Resume: {}, turn {turn}, {}",
            self.variant_name(),
            readable(&self.saved)
        )
    }

    /// Reads a save from `text`; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Save, ReadError> {
        probe(text, path, "save", SAVE_FORMAT)?;
        let nested: Nested =
            serde_json::from_str(text).map_err(|e| ReadError::corrupt(path, "save", &e))?;
        // The record inside has its own version; a newer one is refused
        // as such (anything else wrong with it, the full read says where).
        if let Some(found) = nested.record.get("format").and_then(|f| f.as_u64())
            && found > u64::from(FORMAT)
        {
            return Err(ReadError::FutureVersion {
                path: path.to_path_buf(),
                what: "record in the save",
                found,
                supported: FORMAT,
            });
        }
        serde_json::from_str(text).map_err(|e| ReadError::corrupt(path, "save", &e))
    }

    /// The save as its file holds it: the record's commands one a line.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        to_lined(self, 3)
    }
}

/// "2026-04-14T10:15:30Z" as "2026-04-14 10:15 UTC"; anything else as is.
fn readable(date: &str) -> String {
    match (date.get(..10), date.get(11..16)) {
        (Some(day), Some(time)) if date.len() == 20 && date.ends_with('Z') => {
            format!("{day} {time} UTC")
        }
        _ => date.to_string(),
    }
}

/// The save at `path`, or `None` if there is none.
pub fn read_save(path: &Path) -> Result<Option<Save>, ReadError> {
    match read_text(path, "save", MAX_FILE) {
        Ok(text) => Save::parse(&text, path).map(Some),
        Err(e) if e.is_not_found() => Ok(None),
        Err(e) => Err(e),
    }
}

/// Writes `save` to `path`, atomically, making its directory (the data
/// directory) if it is not there yet.
pub fn write_save(path: &Path, save: &Save) -> Result<(), WriteError> {
    let text = checked(path, save.to_json())?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        make_dir(dir)?;
    }
    write_atomic(path, text.as_bytes())
}

/// Removes the save at `path` (its game ended); no save is no error.
pub fn remove_save(path: &Path) -> Result<(), WriteError> {
    remove(path)
}

#[cfg(test)]
mod tests;
