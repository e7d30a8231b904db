//! The autosaver: the save is written after every command, but not on the
//! keypress-to-frame path. `offer` hands the newest snapshot to a thread
//! and returns at once; the thread writes only the newest it has (a burst
//! of commands costs one write, not one each). `flush` waits for it (a
//! clean quit); `save_now` writes from the calling thread (a signal or a
//! panic, when the thread may never get its turn); `discard` removes the
//! save when its game ends. Writes are atomic, and one at a time, newest
//! wins: an older snapshot never lands after a newer one.

use super::{Save, remove_save, write_save};
use crate::record::date::Utc;
use crate::record::format::Record;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, TryLockError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// A save that could not be written (one line, with the path).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct AutosaveError(pub String);

/// Writes the save of the game in progress, off the caller's thread.
pub struct Autosaver {
    shared: Arc<Shared>,
    tx: Option<Sender<Msg>>,
    worker: Option<JoinHandle<()>>,
    /// An offer waits for `release`.
    held: std::sync::atomic::AtomicBool,
}

/// A handle for `save_now` from anywhere (a panic hook, a signal loop):
/// cheap to clone, `Send + Sync`, and valid after the autosaver is gone.
#[derive(Clone)]
pub struct SaveHandle {
    shared: Arc<Shared>,
}

enum Msg {
    /// A newer snapshot (or a discard) waits.
    Wake,
    /// The frame of the key that offered it is drawn: write now.
    Go,
    /// Answer once everything offered so far is written.
    Flush(Sender<()>),
    Stop,
}

struct Shared {
    path: PathBuf,
    state: Mutex<State>,
    /// Held while writing, with the generation last written: one write at
    /// a time, and never an older one after a newer one.
    written: Mutex<u64>,
}

#[derive(Default)]
struct State {
    /// The newest snapshot offered, `None` once discarded.
    latest: Option<Arc<Save>>,
    /// Bumped by every offer and discard.
    generation: u64,
    /// The newest failure, and the one last handed to the caller.
    error: Option<String>,
    reported: Option<String>,
}

/// How long `flush` waits for the thread, and `save_now` for a write
/// already under way: bounded, so a quit or a panic never hangs on a disk.
const FLUSH_WAIT: Duration = Duration::from_secs(5);
const NOW_WAIT: Duration = Duration::from_secs(1);
/// How long a snapshot waits for its key's frame (`release`) before it is
/// written anyway (plain mode draws no frames): the write then never takes
/// the CPU from the frame.
const HOLD: Duration = Duration::from_millis(50);

impl Autosaver {
    /// An autosaver writing `path` (the data dir's `save.json`; the
    /// directory is made when first needed). If no thread can be started, every offer is
    /// written at once instead: slower, never lost.
    pub fn start(path: &Path) -> Autosaver {
        let shared = Arc::new(Shared {
            path: path.to_path_buf(),
            state: Mutex::new(State::default()),
            written: Mutex::new(0),
        });
        let (tx, rx) = mpsc::channel();
        let worker_shared = Arc::clone(&shared);
        let worker = thread::Builder::new()
            .name("wumpus-autosave".into())
            .spawn(move || run(&worker_shared, &rx))
            .ok();
        Autosaver {
            held: std::sync::atomic::AtomicBool::new(false),
            tx: worker.as_ref().map(|_| tx),
            shared,
            worker,
        }
    }

    /// Where the save goes.
    pub fn path(&self) -> &Path {
        &self.shared.path
    }

    /// The newest state of the game: it will be written soon. Returns at
    /// once.
    pub fn offer(&self, save: Save) {
        {
            let mut state = lock(&self.shared.state);
            state.latest = Some(Arc::new(save));
            state.generation += 1;
        }
        self.held.store(true, std::sync::atomic::Ordering::SeqCst);
        self.wake();
    }

    /// `offer` of `record` saved now.
    pub fn offer_record(&self, record: Record) {
        self.offer(Save::new(record, Utc::now()));
    }

    /// The screen is drawn: what was offered for it may be written now.
    pub fn release(&self) {
        if self.held.swap(false, std::sync::atomic::Ordering::SeqCst)
            && let Some(tx) = &self.tx
        {
            let _ = tx.send(Msg::Go);
        }
    }

    /// The game ended: its save is removed (soon), and any snapshot still
    /// waiting is dropped.
    pub fn discard(&self) {
        {
            let mut state = lock(&self.shared.state);
            state.latest = None;
            state.generation += 1;
        }
        self.wake();
    }

    /// Waits until everything offered is on disk (a clean quit); the error
    /// if the newest write failed.
    pub fn flush(&self) -> Result<(), AutosaveError> {
        if let Some(tx) = &self.tx {
            let (ack, done) = mpsc::channel();
            if tx.send(Msg::Flush(ack)).is_ok() && done.recv_timeout(FLUSH_WAIT).is_ok() {
                return self.shared.outcome();
            }
        }
        // No thread (or it died): write from here.
        self.shared.write_newest(Instant::now() + FLUSH_WAIT)
    }

    /// Writes the newest snapshot from this thread, now (see `SaveHandle`).
    pub fn save_now(&self) -> Result<(), AutosaveError> {
        self.handle().save_now()
    }

    pub fn handle(&self) -> SaveHandle {
        SaveHandle {
            shared: Arc::clone(&self.shared),
        }
    }

    /// A write failure not yet reported: one line for the log. The same
    /// failure again is not reported again until a write succeeds.
    pub fn take_error(&self) -> Option<String> {
        let mut state = lock(&self.shared.state);
        let error = state.error.clone()?;
        if state.reported.as_ref() == Some(&error) {
            return None;
        }
        state.reported = Some(error.clone());
        Some(error)
    }

    fn wake(&self) {
        let sent = self
            .tx
            .as_ref()
            .is_some_and(|tx| tx.send(Msg::Wake).is_ok());
        if !sent {
            // No thread to do it: done here, errors kept for `take_error`.
            let _ = self.shared.write_newest(Instant::now() + FLUSH_WAIT);
        }
    }
}

impl SaveHandle {
    /// Best effort, from the calling thread: writes the newest snapshot if
    /// it is not on disk yet. For a signal (from the loop that noticed it:
    /// this is not async-signal-safe) or a panic hook. It waits at most a
    /// second for a write under way, and never for a lock a panicking
    /// thread might hold.
    pub fn save_now(&self) -> Result<(), AutosaveError> {
        self.shared.write_newest(Instant::now() + NOW_WAIT)
    }

    /// Offers `record` (saved now) and writes it from this thread, waiting
    /// as long as a clean quit would: the keeper's own thread writes a
    /// game's ending this way before filing it, and no older snapshot can
    /// land after it.
    pub fn offer_wait(&self, record: Record) -> Result<(), AutosaveError> {
        {
            let mut state = lock(&self.shared.state);
            state.latest = Some(Arc::new(Save::new(record, Utc::now())));
            state.generation += 1;
        }
        self.save_wait()
    }

    fn save_wait(&self) -> Result<(), AutosaveError> {
        self.shared.write_newest(Instant::now() + FLUSH_WAIT)
    }

    /// The game was filed: its save is removed now, from this thread, and
    /// no snapshot still waiting can write it again after.
    pub fn discard_wait(&self) -> Result<(), AutosaveError> {
        {
            let mut state = lock(&self.shared.state);
            state.latest = None;
            state.generation += 1;
        }
        self.save_wait()
    }
}

impl Drop for Autosaver {
    /// Writes what is pending, then stops the thread.
    fn drop(&mut self) {
        if let Some(tx) = self.tx.take() {
            let _ = tx.send(Msg::Stop);
        }
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

/// The thread: sleeps until woken, then writes only the newest snapshot.
fn run(shared: &Shared, rx: &Receiver<Msg>) {
    while let Ok(first) = rx.recv() {
        let mut acks = Vec::new();
        let mut stop = false;
        let mut take = |msg: Msg| match msg {
            Msg::Wake => false,
            Msg::Go => true,
            Msg::Flush(ack) => {
                acks.push(ack);
                true
            }
            Msg::Stop => {
                stop = true;
                true
            }
        };
        // Everything queued meanwhile is served by this one write, which
        // waits for the frame (or a flush, or HOLD at most).
        let mut now = std::iter::once(first)
            .chain(rx.try_iter())
            .fold(false, |n, m| take(m) | n);
        let until = Instant::now() + HOLD;
        while !now {
            let left = until.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(msg) => now = take(msg),
                Err(_) => break,
            }
        }
        let _ = shared.write_newest(Instant::now() + FLUSH_WAIT);
        for ack in acks {
            let _ = ack.send(());
        }
        if stop {
            break;
        }
    }
}

impl Shared {
    /// Writes (or removes) the save as the newest generation says, unless
    /// that is already done; waits for a write under way until `deadline`.
    fn write_newest(&self, deadline: Instant) -> Result<(), AutosaveError> {
        let Some(mut written) = lock_until(&self.written, deadline) else {
            return Err(AutosaveError(format!(
                "{}: a save was still being written",
                self.path.display()
            )));
        };
        let Some((latest, generation)) =
            lock_until(&self.state, deadline).map(|s| (s.latest.clone(), s.generation))
        else {
            return Err(AutosaveError(format!(
                "{}: the game's state was locked",
                self.path.display()
            )));
        };
        if generation == *written {
            return self.outcome();
        }
        let result = match &latest {
            Some(save) => write_save(&self.path, save),
            None => remove_save(&self.path),
        };
        let mut state = lock(&self.state);
        match result {
            Ok(()) => {
                *written = generation;
                state.error = None;
                state.reported = None;
                Ok(())
            }
            Err(e) => {
                let e = e.to_string();
                state.error = Some(e.clone());
                Err(AutosaveError(e))
            }
        }
    }

    /// The newest failure, if the last write failed.
    fn outcome(&self) -> Result<(), AutosaveError> {
        match &lock(&self.state).error {
            Some(e) => Err(AutosaveError(e.clone())),
            None => Ok(()),
        }
    }
}

/// A lock even if a thread panicked holding it: the state is a snapshot
/// and two numbers, never left half changed.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// `lock`, giving up at `deadline` (a panic hook must not wait forever on
/// a lock its own thread holds).
fn lock_until<T>(m: &Mutex<T>, deadline: Instant) -> Option<MutexGuard<'_, T>> {
    loop {
        match m.try_lock() {
            Ok(guard) => return Some(guard),
            Err(TryLockError::Poisoned(p)) => return Some(p.into_inner()),
            Err(TryLockError::WouldBlock) if Instant::now() < deadline => {
                thread::sleep(Duration::from_millis(1));
            }
            Err(TryLockError::WouldBlock) => return None,
        }
    }
}

#[cfg(test)]
mod tests;
