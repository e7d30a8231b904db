//! Where the platform keeps the player's files for this program: its
//! config and data directories. Written once here, so the config, the
//! records and the remembered setups can never look in different places.

use std::path::PathBuf;

/// The platform's directories for the program, `None` when the platform
/// knows no home for them.
fn project() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "wumpus")
}

/// The platform's config directory (the player's `config.toml` is in it).
pub fn config_dir() -> Option<PathBuf> {
    project().map(|d| d.config_dir().to_path_buf())
}

/// The platform's data directory (records, saves, scores, setups).
pub fn data_dir() -> Option<PathBuf> {
    project().map(|d| d.data_dir().to_path_buf())
}
