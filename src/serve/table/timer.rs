//! A table's turn timer, kept beside its game's files (`timers/<game
//! id>` in the tables' data dir, the seconds as text) so that a server
//! started again gives a table its timer back. Written whole or not at
//! all (a temporary file, then a rename); one that cannot be read is no
//! timer.

use crate::front::Files;
use std::path::PathBuf;
use std::time::Duration;

const DIR: &str = "timers";

fn path(files: &Files, game: &str) -> Option<PathBuf> {
    // A game id is letters and digits: never a path of its own.
    let plain = !game.is_empty() && game.chars().all(|c| c.is_ascii_alphanumeric());
    plain.then(|| files.data.root().join(DIR).join(game))
}

/// Keeps `timer` for game `game`; `None` keeps nothing.
pub fn keep(files: &Files, game: &str, timer: Option<Duration>) -> std::io::Result<()> {
    let (Some(timer), Some(path)) = (timer, path(files, game)) else {
        return Ok(());
    };
    let dir = files.data.root().join(DIR);
    std::fs::create_dir_all(&dir)?;
    let tmp = dir.join(format!(".{game}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, format!("{}\n", timer.as_secs()))?;
    std::fs::rename(&tmp, path)
}

/// The timer kept for game `game`, if any.
pub fn kept(files: &Files, game: &str) -> Option<Duration> {
    let text = std::fs::read_to_string(path(files, game)?).ok()?;
    let seconds: u64 = text.trim().parse().ok()?;
    (seconds > 0).then(|| Duration::from_secs(seconds))
}

/// The game is over: its timer goes.
pub fn forget(files: &Files, game: &str) {
    if let Some(path) = path(files, game) {
        let _ = std::fs::remove_file(path);
    }
}
