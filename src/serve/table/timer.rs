//! A table's turn timer and discussion length, kept beside its game's
//! files (`timers/<game id>` in the tables' data dir: the turn's seconds
//! on one line, the discussion's on the next, 0 for none) so that a
//! server started again gives a table its clocks back. A file from before
//! discussions has one line: its table talks for the rule book's default. Written whole or not at
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

/// Keeps `timer` and `discussion` for game `game`.
pub fn keep(
    files: &Files,
    game: &str,
    timer: Option<Duration>,
    discussion: Option<Duration>,
) -> std::io::Result<()> {
    let Some(path) = path(files, game) else {
        return Ok(());
    };
    let secs = |d: Option<Duration>| d.map_or(0, |d| d.as_secs());
    let dir = files.data.root().join(DIR);
    std::fs::create_dir_all(&dir)?;
    let tmp = dir.join(format!(".{game}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, format!("{}\n{}\n", secs(timer), secs(discussion)))?;
    std::fs::rename(&tmp, path)
}

/// The turn timer and the discussion kept for game `game`.
pub fn kept(files: &Files, game: &str) -> (Option<Duration>, Option<Duration>) {
    let text = path(files, game).and_then(|p| std::fs::read_to_string(p).ok());
    let mut lines = text.as_deref().unwrap_or("").lines();
    let mut next = || -> Option<Option<Duration>> {
        let seconds: u64 = lines.next()?.trim().parse().ok()?;
        Some((seconds > 0).then(|| Duration::from_secs(seconds)))
    };
    let timer = next().flatten();
    let discussion = next().unwrap_or(Some(super::discussion::DEFAULT));
    (timer, discussion)
}

/// The game is over: its timer goes.
pub fn forget(files: &Files, game: &str) {
    if let Some(path) = path(files, game) {
        let _ = std::fs::remove_file(path);
    }
}
