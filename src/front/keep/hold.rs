//! The keeper's lock on its game's save (`record::saves::GameLock`):
//! taken before the first save, so that no other process lists, resumes or
//! files a game that is being played here.

use super::Keeper;
use crate::front::Adapter;
use crate::record::GameLock;

impl<A: Adapter> Keeper<A> {
    /// The game's lock on its save, taken now if not yet: true when held.
    /// Without it nothing is saved (another process would be playing the
    /// same game, which a fresh id rules out; or the data dir is unusable).
    pub(super) fn hold(&mut self) -> bool {
        self.try_hold().is_ok()
    }

    /// `hold`, with why not (told in the log the first time).
    pub(super) fn try_hold(&mut self) -> Result<(), String> {
        let Some(store) = &mut self.store else {
            return Err("there is no data directory".into());
        };
        if store.lock.is_some() {
            return Ok(());
        }
        let Some(id) = self.recorder.as_ref().map(|r| r.record().id.clone()) else {
            return Err("the game is not recorded".into());
        };
        let why = match GameLock::take(&store.files.data, &id) {
            Ok(Some(lock)) => {
                store.lock = Some(lock);
                return Ok(());
            }
            Ok(None) => format!("game {id} is being played elsewhere"),
            Err(e) => e.to_string(),
        };
        if !store.lock_told {
            store.lock_told = true;
            self.warn(format!("The game could not be saved: {why}"));
        }
        Err(why)
    }
}
