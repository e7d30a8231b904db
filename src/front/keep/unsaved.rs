//! The save after each command: marked on the key, handed to the
//! autosaver once the key's frame is drawn (`Keeper::release`), so the
//! key's path copies nothing; plain mode, which draws no frames, writes
//! at once.

use super::Keeper;
use crate::front::Adapter;

impl<A: Adapter> Keeper<A> {
    /// A command was carried out: the save follows. The full screen takes
    /// the snapshot when the key's frame is drawn (`release`), the game as
    /// on screen; plain mode writes it at once.
    pub(super) fn offer(&mut self) {
        self.unsaved = true;
        if self.store.as_ref().is_some_and(|s| s.plain) {
            self.write_unsaved();
            if let Some(store) = &self.store {
                // The error, if any, is taken just below.
                let _ = store.autosaver.flush();
            }
            self.take_save_error();
        }
    }

    /// The record so far to the autosaver, if a command came since the
    /// last snapshot; the save's lock is taken first (the first save of a
    /// game creates its lock file: off the key's path too).
    pub(super) fn write_unsaved(&mut self) {
        if !std::mem::take(&mut self.unsaved) || self.ended || !self.hold() {
            return;
        }
        let (Some(store), Some(recorder)) = (&self.store, &self.recorder) else {
            return;
        };
        if let Ok(record) = recorder.snapshot() {
            store.autosaver.offer_record(record);
        }
        self.take_save_error();
    }

    /// A save that failed since last asked, for the log.
    fn take_save_error(&mut self) {
        if let Some(e) = self.store.as_ref().and_then(|s| s.autosaver.take_error()) {
            self.warn(format!("The game could not be saved: {e}"));
        }
    }
}
