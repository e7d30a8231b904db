//! The keeper's work off the keypress path: run on a thread of its own,
//! one job after another, and taken back (its lines, the record's name,
//! the save removed) when done.

use super::Keeper;
use super::work::{self, Done, Job};
use crate::front::Adapter;
use crate::words::Tone;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

impl<A: Adapter> Keeper<A> {
    /// Runs `job` on a thread, after the work already under way.
    pub(super) fn spawn(&mut self, job: Job) {
        let before = self.work.take();
        // Shared, so that if no thread can be had the work is still done,
        // here (slower, never lost).
        let shared = Arc::new(Mutex::new(Some((before, job))));
        let theirs = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("wumpus-record".into())
            .spawn(move || match lock(&theirs).take() {
                Some((before, job)) => work::run(before, job),
                None => Done::default(),
            });
        match spawned {
            Ok(handle) => self.work = Some(handle),
            Err(_) => {
                let taken = lock(&shared).take();
                if let Some((before, job)) = taken {
                    let done = work::run(before, job);
                    self.take(done);
                }
            }
        }
    }

    /// Takes finished work, if any: true when there was some.
    pub fn poll(&mut self) -> bool {
        if self.work.as_ref().is_some_and(JoinHandle::is_finished) {
            self.settle();
            return true;
        }
        false
    }

    /// Waits for the work under way (a dump needs the record's name; the
    /// program is about to end).
    pub fn settle(&mut self) {
        if let Some(handle) = self.work.take() {
            let done = handle.join().unwrap_or_else(|_| Done::failed());
            self.take(done);
        }
    }

    pub(super) fn take(&mut self, done: Done) {
        if done.record_file.is_some() {
            self.record_file = done.record_file.clone();
        }
        let plain = self.store.as_ref().is_some_and(|s| s.plain);
        if let Some(row) = done.row
            && !plain
        {
            self.lines.push((
                Tone::Info,
                format!(
                    "Recorded as row {row} of the scores: `wumpus replay {row}` plays it back."
                ),
            ));
        }
        self.lines.extend(done.lines.iter().cloned());
        self.footnote.extend(done.footnote);
    }
}

/// A lock even after a panic elsewhere: what it guards is taken whole.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}
