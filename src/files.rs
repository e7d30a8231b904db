//! Files written whole or not at all, for every layer that writes: the
//! records, saves and scores, and the player's own config (which sits
//! below the records, so the writer sits below both).

mod atomic;
mod places;
mod stale;

pub use atomic::{make_dir, remove, write_atomic, write_new_atomic, write_new_atomic_checked};
pub use places::{config_dir, data_dir};
pub use stale::sweep_temps;

use std::io;
use std::path::{Path, PathBuf};

/// A file that could not be written. Nothing partial is left behind: the
/// target is either as it was or wholly the new text.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("cannot write {}: {step}: {source}", path.display())]
    Io {
        path: PathBuf,
        /// What was being done: "creating the directory", "renaming"...
        step: &'static str,
        #[source]
        source: io::Error,
    },
    #[error("cannot write {}: {message}", path.display())]
    Refused { path: PathBuf, message: String },
}

impl WriteError {
    pub(crate) fn io<'a>(
        path: &'a Path,
        step: &'static str,
    ) -> impl FnOnce(io::Error) -> WriteError + 'a {
        move |source| WriteError::Io {
            path: path.to_path_buf(),
            step,
            source,
        }
    }

    /// The I/O error underneath, if any (`AlreadyExists` picks a new name).
    /// Why, without the path: for a reader who is not to learn where the
    /// file is (a server's client).
    pub fn reason(&self) -> String {
        match self {
            WriteError::Io { source, .. } => source.to_string(),
            WriteError::Refused { message, .. } => message.clone(),
        }
    }

    pub fn kind(&self) -> Option<io::ErrorKind> {
        match self {
            WriteError::Io { source, .. } => Some(source.kind()),
            WriteError::Refused { .. } => None,
        }
    }
}
