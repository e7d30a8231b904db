//! A saved game, continued: its record replayed and checked (a save that no
//! longer replays as it was played is refused, never played as another
//! game), then its session rebuilt by playing the commands through the
//! adapter, so the room, the turn and the log are what the player left.

use super::keep::{Files, Keeper, Opening};
use super::session::rebuild::rebuild;
use super::{Adapter, Front, Fronted};
use crate::engine::Game;
use crate::record::{End, GameLock, Save, read_save, replay};

/// Locks the saved game `save` names, then reads its save again, now that
/// no one else can touch it (it may have moved on, or been filed, since it
/// was listed). Without `files` nothing is locked: the save as given.
/// The error is one line.
pub fn take_save(save: &Save, files: Option<&Files>) -> Result<(Option<GameLock>, Save), String> {
    let Some(files) = files else {
        return Ok((None, save.clone()));
    };
    let id = &save.record.id;
    let lock = match GameLock::take(&files.data, id) {
        Ok(Some(lock)) => lock,
        Ok(None) => return Err(format!("game {id} is being played in another wumpus")),
        Err(e) => return Err(e.to_string()),
    };
    let path = (files.data.save_of(id)).ok_or_else(|| format!("{id:?} is not a game id"))?;
    match read_save(&path) {
        Ok(Some(save)) if save.record.id == *id => Ok((Some(lock), save)),
        Ok(Some(_)) => Err(format!("{}: it holds another game", path.display())),
        Ok(None) => Err(format!(
            "game {id} has no save any more (it ended, or was resumed and filed meanwhile)"
        )),
        Err(e) => Err(e.to_string()),
    }
}

/// The game `save` holds, on the play screen, going on with its record and
/// save in `files` (locked first: see `take_save`). The error is one line.
pub fn resume(save: &Save, files: Option<&Files>) -> Result<Box<dyn Front>, String> {
    let (lock, save) = take_save(save, files)?;
    crate::with_game!(&save.record.rules, G, _r => {
        let front: Box<dyn Front> =
            Box::new(session::<<G as Fronted>::Front>(&save, files, lock)?);
        Ok(front)
    })
}

fn session<A: Adapter>(
    save: &Save,
    files: Option<&Files>,
    lock: Option<GameLock>,
) -> Result<super::Session<A>, String> {
    let record = &save.record;
    if record.end != End::Playing {
        return Err(format!(
            "the saved game {} already; there is nothing to resume",
            record.end.describe()
        ));
    }
    let replayed =
        replay::<A::Game>(record).map_err(|e| format!("the save cannot be resumed: {e}"))?;
    let rebuilt = rebuild::<A>(record, record.flags.cheat, usize::MAX, false)?;
    let mut session = rebuilt.session;
    if session.game.turn() != replayed.game.turn() || session.game.is_over() {
        return Err("the save cannot be resumed: it rebuilds as another game".into());
    }
    let opening = Opening {
        id: record.variant.id.clone(),
        name: record.variant.name.clone(),
        seed: record.seed,
        cheat: record.flags.cheat,
        hand_seeded: record.flags.hand_seeded,
        files: files.cloned(),
        plain: false,
    };
    let keeper = Keeper::resumed(record.clone(), &replayed, files, lock, false);
    session.resume_with(keeper, opening);
    Ok(session)
}
