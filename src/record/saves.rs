//! The saves of games in progress: one file per game, `saves/<id>.json`,
//! so any number of games can be alive in one data dir at once (two
//! terminals, a server's players). A process playing a game holds
//! `saves/<id>.lock` (`GameLock`, an exclusive `flock`) for as long as it
//! plays it: a save whose lock is held belongs to a live game, and no other
//! process lists, resumes, files or removes it.
//!
//! The lock file is removed by its holder when it lets go (while still
//! holding the lock), so a lock file with no holder is one a killed
//! process left: harmless, and swept at the next start. Taking one checks
//! that the file it locked is still the one at the path, so a take that
//! raced a release never locks a file no one else can see.

use super::atomic::{make_dir, remove, write_new_atomic};
use super::error::WriteError;
use super::paths::DataDir;
use super::save::{Save, read_save};
use super::{date::Utc, format::End, id};
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A take that meets a lock tries again this often, a short while apart:
/// another process may be only looking (a shared lock, for a moment).
const CLAIM_TRIES: u32 = 20;
const CLAIM_PAUSE: Duration = Duration::from_millis(5);

/// The right to play game `id` here: held until dropped.
#[derive(Debug)]
pub struct GameLock {
    id: String,
    path: PathBuf,
    _file: File,
}

impl GameLock {
    /// Takes game `id`: `Ok(None)` when another process is playing it.
    /// Makes `saves/` if need be.
    pub fn take(data: &DataDir, id: &str) -> Result<Option<GameLock>, WriteError> {
        let path = data.lock_of(id).ok_or_else(|| WriteError::Refused {
            path: data.saves(),
            message: format!("{id:?} is not a game id"),
        })?;
        make_dir(&data.saves())?;
        for _ in 0..CLAIM_TRIES {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(WriteError::io(&path, "opening the game's lock"))?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => {
                    std::thread::sleep(CLAIM_PAUSE);
                    continue;
                }
                // No locks on this file system: one process at a time is
                // then the player's to keep.
                Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {}
                Err(TryLockError::Error(e)) => {
                    return Err(WriteError::io(&path, "locking the game")(e));
                }
            }
            if same_file(&file, &path) {
                return Ok(Some(GameLock {
                    id: id.to_string(),
                    path,
                    _file: file,
                }));
            }
            // Its holder removed it as we locked it: a fresh one is made.
        }
        Ok(None)
    }

    pub fn id(&self) -> &str {
        &self.id
    }
}

impl Drop for GameLock {
    /// Removes the lock file while the lock is still held (closing the
    /// file releases it just after): no one can lock a removed file and
    /// think it theirs (`take` checks).
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
}

/// Whether `file` (opened from `path`) is still the file at `path`.
fn same_file(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), fs::metadata(path)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (file, path);
        true
    }
}

/// Whether game `id` is being played by some process (this one included,
/// through another `GameLock`).
pub fn is_live(data: &DataDir, id: &str) -> bool {
    let Some(path) = data.lock_of(id) else {
        return false;
    };
    let Ok(file) = File::open(&path) else {
        return false;
    };
    match file.try_lock_shared() {
        Ok(()) => {
            let _ = file.unlock();
            false
        }
        Err(TryLockError::WouldBlock) => true,
        Err(TryLockError::Error(_)) => false,
    }
}

/// A save in `saves/` of a game no process is playing.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    /// The game id its file is named by.
    pub id: String,
    /// The save, or why it cannot be read (one line).
    pub save: Result<Box<Save>, String>,
}

impl Listed {
    /// A save to offer for resuming: read, and its game still going.
    pub fn resumable(&self) -> Option<&Save> {
        self.save
            .as_ref()
            .ok()
            .filter(|s| s.record.end == End::Playing)
            .map(|s| &**s)
    }

    /// When it was saved (RFC 3339, so it sorts), empty if unreadable.
    fn saved(&self) -> &str {
        self.save.as_ref().map_or("", |s| s.saved.as_str())
    }
}

/// The game ids with a save in `saves/`, in no order.
pub fn ids(data: &DataDir) -> Vec<String> {
    let Ok(entries) = fs::read_dir(data.saves()) else {
        return Vec::new();
    };
    (entries.flatten())
        .filter_map(|e| {
            let name = e.file_name();
            let id = name.to_str()?.strip_suffix(".json")?;
            id::is_valid(id).then(|| id.to_string())
        })
        .collect()
}

/// The path of every save in `saves/`, live or not, in id order.
pub fn paths(data: &DataDir) -> Vec<PathBuf> {
    let mut ids = ids(data);
    ids.sort();
    ids.iter().filter_map(|id| data.save_of(id)).collect()
}

/// Every save of a game no process is playing, the newest first (an
/// unreadable one last). `read` is how one is read (`read_save`, or a
/// test's).
pub fn list(data: &DataDir) -> Vec<Listed> {
    let mut listed: Vec<Listed> = (ids(data).into_iter())
        .filter(|id| !is_live(data, id))
        .filter_map(|id| {
            let path = data.save_of(&id)?;
            let save = match read_save(&path) {
                Ok(Some(save)) if save.record.id == id => Ok(Box::new(save)),
                Ok(Some(save)) => Err(format!(
                    "{}: it holds game {:?}, not {id}",
                    path.display(),
                    save.record.id
                )),
                // Gone since the directory was read: filed meanwhile.
                Ok(None) => return None,
                Err(e) => Err(e.to_string()),
            };
            Some(Listed { id, save })
        })
        .collect();
    listed.sort_by(|a, b| b.saved().cmp(a.saved()).then_with(|| a.id.cmp(&b.id)));
    listed
}

/// The games that can be resumed, the newest first.
pub fn resumable(data: &DataDir) -> Vec<Save> {
    (list(data).iter())
        .filter_map(|l| l.resumable().cloned())
        .collect()
}

/// The save `wanted` names: a whole id or a unique prefix of one, among
/// the resumable games. The error is one line.
pub fn find<'a>(saves: &'a [Save], wanted: &str) -> Result<&'a Save, String> {
    let wanted = wanted.to_ascii_lowercase();
    if let Some(exact) = saves.iter().find(|s| s.record.id == wanted) {
        return Ok(exact);
    }
    let matching: Vec<&Save> = (saves.iter())
        .filter(|s| !wanted.is_empty() && s.record.id.starts_with(&wanted))
        .collect();
    match matching.as_slice() {
        [one] => Ok(one),
        [] => Err(format!(
            "no saved game {wanted:?} to resume (wumpus resume --list shows them)"
        )),
        many => Err(format!(
            "{wanted:?} could be any of {} saved games: give more of its id",
            many.len()
        )),
    }
}

/// `save.json`, the one save of versions before game ids, moved into
/// `saves/` under an id of its own (its record given one if it had none),
/// so it is resumed like any other. What was done, in a line, if anything.
pub fn adopt_legacy(data: &DataDir) -> Option<String> {
    let from = data.legacy_save();
    let mut save = match read_save(&from) {
        Ok(Some(save)) => save,
        Ok(None) => return None,
        Err(e) => {
            // Never deleted: set aside, its bytes may be worth something.
            let to = data
                .root()
                .join(format!("save-unreadable-{}.json", Utc::now().stamp()));
            return Some(match fs::rename(&from, &to) {
                Ok(()) => format!(
                    "The old unreadable save ({e}) was set aside as {}.",
                    to.display()
                ),
                Err(why) => format!(
                    "{}: the old save cannot be read ({e}) nor set aside: {why}",
                    from.display()
                ),
            });
        }
    };
    if !id::is_valid(&save.record.id) {
        save.record.id = id::fresh();
    }
    let to = data.save_of(&save.record.id)?;
    let moved = make_dir(&data.saves())
        .and_then(|()| super::format::checked(&to, save.to_json()))
        .and_then(|text| write_new_atomic(&to, text.as_bytes()))
        .and_then(|()| remove(&from));
    Some(match moved {
        Ok(()) => format!(
            "The saved game in {} moved to {}.",
            from.display(),
            to.display()
        ),
        Err(e) => format!("The saved game stays in {}: {e}", from.display()),
    })
}

/// Temporary files dead writers left in the data dir and its folders
/// (`files::sweep_temps`: only names we make, never a live writer's).
pub fn sweep_temps(data: &DataDir) {
    for dir in [
        data.root().to_path_buf(),
        data.saves(),
        data.records(),
        data.dumps(),
    ] {
        crate::files::sweep_temps(&dir);
    }
}

/// Lock files with no save beside them and no holder: a game killed
/// between locking its save and writing it, or after removing it.
pub fn sweep_locks(data: &DataDir) {
    let Ok(entries) = fs::read_dir(data.saves()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(id) = name.to_str().and_then(|n| n.strip_suffix(".lock")) else {
            continue;
        };
        let has_save = data.save_of(id).is_some_and(|p| p.exists());
        if !has_save {
            // Taken and let go: the lock file goes with it.
            let _ = GameLock::take(data, id);
        }
    }
}

#[cfg(test)]
mod tests;
