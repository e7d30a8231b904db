//! Advisory locks on the scores file, with std's `File::lock` family
//! (`flock` on Unix, `LockFileEx` on Windows; stable since Rust 1.89, so no
//! crate is needed). Waiting is bounded: a lock still held after a few
//! seconds is an error to report, not a hang.

use std::fs::{File, TryLockError};
use std::io;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long to wait for another wumpus to finish its append (which takes
/// milliseconds).
const WAIT: Duration = Duration::from_secs(3);

#[derive(Clone, Copy)]
pub(super) enum Lock {
    /// Readers: many at once, never during a write.
    Shared,
    /// The one writer.
    Exclusive,
}

/// A held lock, released when dropped (or, at the latest, when the file
/// is closed). `None` inside: the file system has no locks, and the file
/// is used unlocked rather than not at all.
pub(super) struct Held<'a>(Option<&'a File>);

impl Drop for Held<'_> {
    fn drop(&mut self) {
        if let Some(file) = self.0 {
            let _ = file.unlock();
        }
    }
}

/// Takes the lock on `file`, waiting at most `WAIT`.
pub(super) fn lock(file: &File, kind: Lock) -> io::Result<Held<'_>> {
    let deadline = Instant::now() + WAIT;
    loop {
        let tried = match kind {
            Lock::Shared => file.try_lock_shared(),
            Lock::Exclusive => file.try_lock(),
        };
        match tried {
            Ok(()) => return Ok(Held(Some(file))),
            Err(TryLockError::WouldBlock) if Instant::now() < deadline => {
                sleep(Duration::from_millis(2));
            }
            Err(TryLockError::WouldBlock) => {
                return Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    format!("another wumpus kept it locked for {} s", WAIT.as_secs()),
                ));
            }
            Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
                return Ok(Held(None));
            }
            Err(TryLockError::Error(e)) => return Err(e),
        }
    }
}
