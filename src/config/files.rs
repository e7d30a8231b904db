//! Finding and reading the files a config is made of. Nothing here writes.

use super::Source;
use super::error::ConfigError;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// Larger than any config or caves file a person writes; stops a path such
/// as `/dev/zero` from eating all memory.
const MAX_FILE_BYTES: u64 = 1 << 20;

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
    let Some(dirs) = directories::ProjectDirs::from("", "", "wumpus") else {
        return Ok(None);
    };
    let path = dirs.config_dir().join("config.toml");
    match read_text(&path) {
        Ok(text) => Ok(Some(Source {
            path: path.display().to_string(),
            text,
            base_dir: dir_of(&path),
        })),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(unreadable(&path, &e, "")),
    }
}

/// A config file that must exist; `named_by` says who asked for it.
pub(super) fn source(path: &Path, named_by: &str) -> Result<Source, ConfigError> {
    let text = read_text(path).map_err(|e| unreadable(path, &e, named_by))?;
    Ok(Source {
        path: path.display().to_string(),
        text,
        base_dir: dir_of(path),
    })
}

/// Why `e` stopped us reading a file, in a player's words.
pub(super) fn describe(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "file not found".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        io::ErrorKind::IsADirectory => "is a directory, not a file".into(),
        io::ErrorKind::InvalidData => "not UTF-8 text".into(),
        io::ErrorKind::FileTooLarge => format!("larger than {} KiB", MAX_FILE_BYTES / 1024),
        _ => e.to_string(),
    }
}

fn unreadable(path: &Path, e: &io::Error, named_by: &str) -> ConfigError {
    ConfigError::Unreadable {
        path: path.display().to_string(),
        reason: format!("cannot read: {}{named_by}", describe(e)),
    }
}

/// A whole small text file.
pub(super) fn read_text(path: &Path) -> io::Result<String> {
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(io::ErrorKind::FileTooLarge.into());
    }
    String::from_utf8(bytes).map_err(|_| io::ErrorKind::InvalidData.into())
}

/// The directory relative paths in the file at `path` start from.
fn dir_of(path: &Path) -> PathBuf {
    path.parent().map(Path::to_path_buf).unwrap_or_default()
}
