//! The game record: what a file holds to replay one game exactly. See the
//! module doc of `record` for the format in full.

mod annotations;
mod layout;

pub use annotations::{Annotation, AnnotationError, Annotations};
pub(crate) use layout::to_lined;

use super::atomic;
use super::date::Utc;
use super::error::{ReadError, WriteError};
use super::hash::StateHash;
use super::read::{MAX_FILE, read_text};
use crate::engine::AnyRules;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::Path;
use std::sync::Arc;

/// The record format this version writes, and the newest it reads. Format
/// 2 has a check on every command; format 3's checks cover each command
/// itself as well as the state after it (`StateHash::covered`); format 1
/// (no checks) still reads, and replays with its final-state check alone.
/// Each replays by its own format's scheme, unchanged.
pub const FORMAT: u32 = 3;

/// The first format whose every command carries its check.
pub const CHECKED_FORMAT: u32 = 2;

/// The first format whose checks cover the commands themselves.
pub const COVERED_FORMAT: u32 = 3;

/// This crate's version, written in every record.
pub const CRATE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// One game: enough to replay it exactly, on any machine, after the config
/// changed, and to check that it did replay as it was played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// `FORMAT` when written; a reader refuses a newer one.
    pub format: u32,
    /// The wumpus that wrote it (for people; nothing reads it).
    pub crate_version: String,
    /// The game's id (`GameId`): names its save while it is played, and
    /// ties its record and its score line together for good. Empty in a
    /// record made before ids (format 1).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub id: String,
    pub variant: VariantTag,
    pub seed: u64,
    /// When the game began, RFC 3339 UTC.
    pub started: String,
    #[serde(default)]
    pub flags: Flags,
    /// How the game stands after the last command.
    pub end: End,
    /// The state hash after the last command (`hash` module).
    pub hash: String,
    /// The rules played, every knob resolved (a caves file's cave itself,
    /// the hidden game's seats): the config may change, the record not.
    pub rules: AnyRules,
    /// Every command carried out, in order. Refused commands are not here.
    pub commands: Vec<Entry>,
    #[serde(default, skip_serializing_if = "Annotations::is_empty")]
    pub annotations: Annotations,
}

/// Which configured variant was played: its id and its menu name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantTag {
    pub id: String,
    pub name: String,
}

/// What the score table tells apart from an ordinary game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Flags {
    /// Cheat mode was on at some point.
    pub cheat: bool,
    /// Hints were shown at some point.
    pub hints: bool,
    /// The seed was chosen by hand (`--seed`, the setup screen).
    pub hand_seeded: bool,
}

/// How a recorded game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum End {
    /// Not over: a save, or a record of a game still going.
    Playing,
    /// Over, with the rule set's outcome key.
    Over { outcome: String, win: bool },
    /// The player left it unfinished and did not keep it.
    Abandoned,
}

impl End {
    /// The outcome key as the score table writes it: the rule set's key,
    /// `abandoned`, or none for a game in progress.
    pub fn key(&self) -> Option<&str> {
        match self {
            End::Playing => None,
            End::Over { outcome, .. } => Some(outcome),
            End::Abandoned => Some("abandoned"),
        }
    }

    pub fn is_win(&self) -> bool {
        matches!(self, End::Over { win: true, .. })
    }

    /// "ended killed_wumpus", "was abandoned", "was still going".
    pub fn describe(&self) -> String {
        match self {
            End::Playing => "was still going".into(),
            End::Over { outcome, .. } => format!("ended {outcome}"),
            End::Abandoned => "was abandoned".into(),
        }
    }
}

/// One command carried out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The game's turn counter once this command was carried out.
    pub turn: u32,
    /// The seat that gave it (always 0 but in the hidden game).
    pub seat: u8,
    /// The rule set's command, as its serde writes it. Shared, so that a
    /// snapshot of a long record (the autosave's, after every command)
    /// copies no command.
    pub command: Arc<Value>,
    /// The state hash's first digits once this command was carried out
    /// (`StateHash::check`), so a replay finds the first command that
    /// plays differently. `None` in a format 1 record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<String>,
}

impl Entry {
    /// The command as the rule set's type.
    pub fn decode<C: DeserializeOwned>(&self) -> Result<C, serde_json::Error> {
        C::deserialize(&*self.command)
    }
}

/// The first thing read of any file of ours: its format version, so that a
/// newer file is refused as such, not as a malformed one.
#[derive(Deserialize)]
struct Probe {
    format: Option<u64>,
}

/// Reads `text`'s format version, refusing a newer one than `supported`.
pub(crate) fn probe(
    text: &str,
    path: &Path,
    what: &'static str,
    supported: u32,
) -> Result<(), ReadError> {
    let probe: Probe =
        serde_json::from_str(text).map_err(|e| ReadError::corrupt(path, what, &e))?;
    match probe.format {
        Some(found) if found > u64::from(supported) => Err(ReadError::FutureVersion {
            path: path.to_path_buf(),
            what,
            found,
            supported,
        }),
        Some(found) if found >= 1 => Ok(()),
        other => Err(ReadError::Corrupt {
            path: path.to_path_buf(),
            at: None,
            message: match other {
                Some(found) => format!("not a valid {what}: unknown format {found}"),
                None => format!("not a valid {what}: it has no format version"),
            },
        }),
    }
}

impl Record {
    /// A game about to begin: no commands yet.
    pub fn new(
        variant: VariantTag,
        rules: AnyRules,
        seed: u64,
        flags: Flags,
        started: Utc,
    ) -> Record {
        Record {
            format: FORMAT,
            crate_version: CRATE_VERSION.to_string(),
            id: super::id::fresh(),
            variant,
            seed,
            started: started.rfc3339(),
            flags,
            end: End::Playing,
            hash: StateHash::new().finish(0, None),
            rules,
            commands: Vec::new(),
            annotations: Annotations::default(),
        }
    }

    /// The game's turn counter after the last command.
    pub fn turn(&self) -> u32 {
        self.commands.last().map_or(0, |e| e.turn)
    }

    /// True when every command must carry its check (format 2 and later).
    pub fn has_checks(&self) -> bool {
        self.format >= CHECKED_FORMAT
    }

    /// True when each command's check covers the command too (format 3
    /// and later).
    pub fn covers_commands(&self) -> bool {
        self.format >= COVERED_FORMAT
    }

    /// Reads a record from `text`; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<Record, ReadError> {
        probe(text, path, "record", FORMAT)?;
        serde_json::from_str(text).map_err(|e| ReadError::corrupt(path, "record", &e))
    }

    /// Reads the record file at `path`.
    pub fn read(path: &Path) -> Result<Record, ReadError> {
        Record::parse(&read_text(path, "record", MAX_FILE)?, path)
    }

    /// The record as its file holds it: a header, then one line a command.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        to_lined(self, 2)
    }

    /// Writes the record to `path`, atomically.
    pub fn write(&self, path: &Path) -> Result<(), WriteError> {
        atomic::write_atomic(path, checked(path, self.to_json())?.as_bytes())
    }
}

/// Text to write, refused if it could not be made or could not be read
/// back (over the read limit): nothing is written that would be lost later.
pub(crate) fn checked(
    path: &Path,
    text: Result<String, serde_json::Error>,
) -> Result<String, WriteError> {
    let text = text.map_err(|e| WriteError::Refused {
        path: path.to_path_buf(),
        message: format!("cannot write it as JSON: {e}"),
    })?;
    if text.len() as u64 > MAX_FILE {
        return Err(WriteError::Refused {
            path: path.to_path_buf(),
            message: format!(
                "{} bytes, more than the {MAX_FILE} a file may have",
                text.len()
            ),
        });
    }
    Ok(text)
}

#[cfg(test)]
mod tests;
