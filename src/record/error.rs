//! What can go wrong reading, writing and replaying records, each error one
//! line a player can act on: it names the file (and line and column where
//! there is one), or the command of the record that no longer fits.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// A file that could not be read as what it should be.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("cannot read {}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("cannot read {}: not a regular file", path.display())]
    NotAFile { path: PathBuf },
    #[error("cannot read {}: {size} bytes, more than the {limit} a {what} may have", path.display())]
    TooBig {
        path: PathBuf,
        what: &'static str,
        size: u64,
        limit: u64,
    },
    #[error("{}: {message}", At(path, *at))]
    Corrupt {
        path: PathBuf,
        /// 1-based line and column, where the parser knows them.
        at: Option<(usize, usize)>,
        message: String,
    },
    #[error(
        "{}: this {what} was made by a newer wumpus (format {found}; this one reads format {supported} and older)",
        path.display()
    )]
    FutureVersion {
        path: PathBuf,
        what: &'static str,
        found: u64,
        supported: u32,
    },
}

impl ReadError {
    pub(crate) fn io(path: &Path) -> impl FnOnce(io::Error) -> ReadError + '_ {
        move |source| ReadError::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// A serde error in `path`, at its line and column.
    pub(crate) fn corrupt(path: &Path, what: &str, e: &serde_json::Error) -> ReadError {
        let at = (e.line() > 0).then(|| (e.line(), e.column()));
        ReadError::Corrupt {
            path: path.to_path_buf(),
            at,
            message: format!("not a valid {what}: {}", strip_position(e)),
        }
    }

    /// True when the file simply is not there (no save, no scores yet).
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io { source, .. } if source.kind() == io::ErrorKind::NotFound)
    }
}

/// serde_json's message without its " at line L column C" tail, since the
/// error names the place as path:line:column itself.
fn strip_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) if e.line() > 0 => text[..i].to_string(),
        _ => text,
    }
}

/// `path:line:column`, or the path alone.
struct At<'a>(&'a Path, Option<(usize, usize)>);

impl fmt::Display for At<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1 {
            Some((line, column)) => write!(f, "{}:{line}:{column}", self.0.display()),
            None => write!(f, "{}", self.0.display()),
        }
    }
}

pub use crate::files::WriteError;

/// A record that does not replay on these rules. Every case but
/// `WrongRuleSet` and `BadRules` means the game the record describes is not
/// the game these rules play: it is reported, never played as another game.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    #[error("this record is a {record} game, not a {expected} game")]
    WrongRuleSet {
        record: String,
        expected: &'static str,
    },
    #[error("the record's rules cannot make a game: {0}")]
    BadRules(String),
    #[error("command {index} of the record (turn {turn}) is not a {rule_set} command: {message}")]
    InvalidCommand {
        /// 1-based, as listed in the record.
        index: usize,
        turn: u32,
        rule_set: &'static str,
        message: String,
    },
    #[error(
        "command {index} of the record (turn {turn}) was refused: {reason}; the rules changed since this record was made"
    )]
    Refused {
        index: usize,
        turn: u32,
        reason: String,
    },
    #[error(
        "command {index} of the record does not fit: {what}; the rules changed since this record was made"
    )]
    OutOfStep { index: usize, what: String },
    #[error(
        "the record and the game part ways at turn {turn} (command {index}): the record was changed, or the rules did"
    )]
    Diverged { index: usize, turn: u32 },
    #[error(
        "command {index} of the record (turn {turn}) has no check, which every command of a format {format} record has: the record was changed"
    )]
    Unchecked {
        index: usize,
        turn: u32,
        format: u32,
    },
    #[error("the rules changed since this record was made (hash {recorded}, now {now})")]
    HashMismatch { recorded: String, now: String },
    #[error("the record says the game {recorded}, but replayed it {now}")]
    EndMismatch { recorded: String, now: String },
}

impl ReplayError {
    /// The command (1-based) the replay stopped at, where it stopped at
    /// one: the game up to the one before is still the recorded game.
    pub fn command(&self) -> Option<usize> {
        match self {
            ReplayError::InvalidCommand { index, .. }
            | ReplayError::Refused { index, .. }
            | ReplayError::OutOfStep { index, .. }
            | ReplayError::Diverged { index, .. }
            | ReplayError::Unchecked { index, .. } => Some(*index),
            ReplayError::WrongRuleSet { .. }
            | ReplayError::BadRules(_)
            | ReplayError::HashMismatch { .. }
            | ReplayError::EndMismatch { .. } => None,
        }
    }
}

/// A record, save or score line read and, where asked, replayed.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error(transparent)]
    Write(#[from] WriteError),
    #[error("{}: {source}", path.display())]
    Replay {
        path: PathBuf,
        #[source]
        source: ReplayError,
    },
    /// A command the recorder could not write as JSON; the record stops
    /// there, so nothing is saved that would replay as another game.
    #[error("the game could not be recorded: {0}")]
    Unrecordable(String),
}
