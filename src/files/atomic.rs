//! Atomic file writes: the new text goes to a temporary file in the same
//! directory (a rename is atomic only within one file system), is synced to
//! the disk, then renamed over the target, and the directory is synced so
//! the rename itself survives a crash. A reader, or the next start after a
//! power cut, sees the old file or the new one, never a mix.

use super::WriteError;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Replaces `path` with `bytes`, atomically. The directory must exist.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let temp = Temp::write(path, bytes, || Ok(()))?;
    fs::rename(&temp.path, path)
        .map_err(WriteError::io(path, "renaming the new file into place"))?;
    temp.done();
    sync_dir(path)
}

/// Writes `path` atomically only if it does not exist yet: the error's
/// `kind()` is `AlreadyExists` if it does, so the caller can pick another
/// name. Two processes racing for one name never overwrite each other.
pub fn write_new_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_new_atomic_checked(path, bytes, || Ok(()))
}

/// `write_new_atomic`, with `check` run once the temporary file holds the
/// bytes and before they are synced and named: its error fails the write
/// there, as a full disk would (a test's fault), the temporary file going
/// with it.
pub fn write_new_atomic_checked(
    path: &Path,
    bytes: &[u8],
    check: impl FnOnce() -> io::Result<()>,
) -> Result<(), WriteError> {
    let temp = Temp::write(path, bytes, check)?;
    // A hard link, unlike a rename, refuses to replace the target.
    match fs::hard_link(&temp.path, path) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(WriteError::io(path, "naming the new file")(e));
        }
        // Some file systems have no hard links: check, then rename (a race
        // here can only lose to a file that appeared in between).
        Err(_) if !path.exists() => {
            fs::rename(&temp.path, path)
                .map_err(WriteError::io(path, "renaming the new file into place"))?;
        }
        Err(e) => return Err(WriteError::io(path, "naming the new file")(e)),
    }
    drop(temp); // removes the temporary name; the target keeps the data
    sync_dir(path)
}

/// Removes `path` if it is there, syncing the directory so it stays gone.
pub fn remove(path: &Path) -> Result<(), WriteError> {
    match fs::remove_file(path) {
        Ok(()) => sync_dir(path),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(WriteError::io(path, "removing it")(e)),
    }
}

/// Makes `dir` and its parents, as a write error of `dir`.
pub fn make_dir(dir: &Path) -> Result<(), WriteError> {
    fs::create_dir_all(dir).map_err(WriteError::io(dir, "creating the directory"))
}

/// A temporary file beside the target, removed on drop unless renamed.
struct Temp {
    path: PathBuf,
    keep: bool,
}

impl Temp {
    fn write(
        target: &Path,
        bytes: &[u8],
        check: impl FnOnce() -> io::Result<()>,
    ) -> Result<Temp, WriteError> {
        let name = target
            .file_name()
            .ok_or_else(|| WriteError::Refused {
                path: target.to_path_buf(),
                message: "not a file name".into(),
            })?
            .to_string_lossy();
        // Unique per process and per call: two threads, or two games, each
        // get their own temporary file.
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = target.with_file_name(format!(".{name}.{}.{n}.tmp", std::process::id()));
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(WriteError::io(target, "creating a temporary file"))?;
        let temp = Temp { path, keep: false };
        file.write_all(bytes)
            .and_then(|()| check())
            .map_err(WriteError::io(target, "writing"))?;
        file.sync_all()
            .map_err(WriteError::io(target, "syncing to disk"))?;
        Ok(temp)
    }

    /// The temporary name is gone (renamed): nothing to clean up.
    fn done(mut self) {
        self.keep = true;
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if !self.keep {
            // Best effort: the write already failed, or succeeded by a link.
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Syncs the directory holding `path`, so a rename or removal in it is on
/// the disk. Only Unix can open a directory for this; elsewhere the rename
/// is as durable as the platform makes it.
fn sync_dir(path: &Path) -> Result<(), WriteError> {
    #[cfg(unix)]
    {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        File::open(dir)
            .and_then(|d| d.sync_all())
            .map_err(WriteError::io(path, "syncing its directory"))?;
    }
    #[cfg(not(unix))]
    let _ = (path, File::open);
    Ok(())
}
