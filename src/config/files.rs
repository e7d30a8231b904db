//! Finding and reading the files a config is made of. Nothing here writes.

use super::Source;
use super::error::{ConfigError, Location};
use crate::formats::caves::file as small;
use std::io;
use std::path::{Path, PathBuf};

/// Why a file could not be used as text.
pub(super) enum Unread {
    Io(io::Error),
    /// Line and column of the first byte that is not UTF-8.
    NotUtf8(usize, usize),
}

impl Unread {
    /// The problem in a player's words; `path` is the file, for a location.
    pub fn describe(&self, path: &Path) -> String {
        match self {
            Unread::Io(e) => small::describe(e),
            Unread::NotUtf8(line, column) => {
                format!("not valid UTF-8 text at {}:{line}:{column}", path.display())
            }
        }
    }

    fn into_error(self, path: &Path, named_by: &str) -> ConfigError {
        let shown = path.display().to_string();
        match self {
            Unread::Io(e) => ConfigError::Unreadable {
                path: shown,
                reason: format!("cannot read: {}{named_by}", small::describe(&e)),
            },
            Unread::NotUtf8(line, column) => ConfigError::invalid(
                Location {
                    path: shown,
                    line,
                    column,
                },
                format!("the file is not valid UTF-8 text{named_by}"),
            ),
        }
    }
}

/// The user's config file, if there is one: `--config` (must exist), else
/// `WUMPUS_CONFIG` (must exist), else `config.toml` in the platform config
/// directory (used only if it exists).
pub(super) fn user_source(explicit: Option<&Path>) -> Result<Option<Source>, ConfigError> {
    if let Some(path) = explicit {
        return source(path, " (named by --config)").map(Some);
    }
    if let Some(env) = std::env::var_os("WUMPUS_CONFIG").filter(|v| !v.is_empty()) {
        return source(Path::new(&env), " (named by WUMPUS_CONFIG)").map(Some);
    }
    let Some(dir) = crate::files::config_dir() else {
        return Ok(None);
    };
    let path = dir.join("config.toml");
    match read_text(&path) {
        Ok(text) => Ok(Some(Source {
            path: path.display().to_string(),
            text,
            base_dir: dir_of(&path),
        })),
        Err(Unread::Io(e)) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.into_error(&path, "")),
    }
}

/// A config file that must exist; `named_by` says who asked for it.
pub(super) fn source(path: &Path, named_by: &str) -> Result<Source, ConfigError> {
    let text = read_text(path).map_err(|e| e.into_error(path, named_by))?;
    Ok(Source {
        path: path.display().to_string(),
        text,
        base_dir: dir_of(path),
    })
}

/// A whole small text file, from a regular file only.
pub(super) fn read_text(path: &Path) -> Result<String, Unread> {
    let bytes = small::read_small(path).map_err(Unread::Io)?;
    small::utf8(bytes).map_err(|(line, column)| Unread::NotUtf8(line, column))
}

/// The directory relative paths in the file at `path` start from.
fn dir_of(path: &Path) -> PathBuf {
    path.parent().map(Path::to_path_buf).unwrap_or_default()
}
