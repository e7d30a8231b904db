//! The player's settings written to their config file on a thread of their
//! own, as the autosave is: a key that changes a setting (`h` in a game,
//! a toggle on the Settings screen) never waits for the disk. Writes are
//! coalesced (of several changes to one setting while a write is under
//! way, the last wins) and each failure comes back as one line. A setting
//! offered waits for `release`, which the terminal loop calls once the
//! key's frame is drawn: the write then takes no time from that frame.

use crate::config::edit::{self, Setting};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;

/// A setting waiting to be written, and how the screen showed its value.
struct Job {
    path: PathBuf,
    setting: Setting,
    shown: String,
}

#[derive(Default)]
struct State {
    /// By the setting's key: a newer change replaces an older one.
    queue: BTreeMap<&'static str, Job>,
    /// A write is under way.
    busy: bool,
    /// The queue may be written (`Writer::release`).
    released: bool,
    /// Why writes failed, a line each, not yet taken.
    failed: Vec<String>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic on the writer thread leaves plain data behind: go on.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The writer of one app's settings. Its thread starts with the first
/// setting written and lives as long as the app.
#[derive(Default)]
pub struct Writer {
    shared: Arc<Shared>,
    started: bool,
}

impl Writer {
    /// Writes `setting` to the config file at `path` soon.
    pub fn offer(&mut self, path: PathBuf, setting: Setting, shown: String) {
        self.start();
        let job = Job {
            path,
            setting,
            shown,
        };
        if !self.started {
            // No thread to write it: written here and now instead.
            let failed = write(&job);
            self.shared.lock().failed.extend(failed);
            return;
        }
        self.shared.lock().queue.insert(setting.key(), job);
    }

    /// Lets the thread write what was offered (after the frame is drawn).
    pub fn release(&self) {
        let mut state = self.shared.lock();
        if !state.queue.is_empty() {
            state.released = true;
            self.shared.changed.notify_all();
        }
    }

    /// Why writes failed since the last call, a line each.
    pub fn take_failures(&mut self) -> Vec<String> {
        std::mem::take(&mut self.shared.lock().failed)
    }

    /// Waits until every setting offered is written (or has failed).
    pub fn flush(&self) {
        self.release();
        let mut state = self.shared.lock();
        while self.started && (state.busy || !state.queue.is_empty()) {
            state = self
                .shared
                .changed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    fn start(&mut self) {
        if self.started {
            return;
        }
        let shared = Arc::clone(&self.shared);
        let spawned = thread::Builder::new()
            .name("settings".into())
            .spawn(move || write_forever(&shared));
        // Without a thread, each setting is written on the spot instead.
        self.started = spawned.is_ok();
    }
}

impl Drop for Writer {
    /// What was offered reaches the file before the app is gone.
    fn drop(&mut self) {
        self.flush();
    }
}

/// The writer thread: takes whatever is queued, writes it, says what
/// failed, and waits for more.
fn write_forever(shared: &Shared) {
    loop {
        let jobs: Vec<Job> = {
            let mut state = shared.lock();
            while state.queue.is_empty() || !state.released {
                state = shared
                    .changed
                    .wait(state)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            state.busy = true;
            state.released = false;
            std::mem::take(&mut state.queue).into_values().collect()
        };
        let failed: Vec<String> = jobs.iter().filter_map(write).collect();
        let mut state = shared.lock();
        state.failed.extend(failed);
        state.busy = false;
        shared.changed.notify_all();
    }
}

/// Writes one setting; the line saying why not, if it failed.
fn write(job: &Job) -> Option<String> {
    edit::remember(&job.path, job.setting).err().map(|e| {
        format!(
            "{} = {} for this session only: {e}",
            job.setting.key(),
            job.shown
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_of_several_changes_is_written_and_a_failure_is_one_line() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "# mine\nhints = false\n").expect("write");
        let mut writer = Writer::default();
        for on in [true, false, true] {
            writer.offer(path.clone(), Setting::Hints(on), on.to_string());
        }
        writer.flush();
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("# mine"), "{text}");
        assert!(text.contains("hints = true"), "{text}");
        assert!(writer.take_failures().is_empty());
        // A directory where the file should be: the write fails, and
        // says so once.
        let bad = dir.path().join("a-dir");
        std::fs::create_dir(&bad).expect("mkdir");
        writer.offer(bad, Setting::Hints(true), "true".into());
        writer.flush();
        let failed = writer.take_failures();
        assert_eq!(failed.len(), 1, "{failed:?}");
        assert!(failed[0].starts_with("hints = true for this session only: "));
    }
}
