//! A saved game, continued: its record replayed and checked (a save that no
//! longer replays as it was played is refused, never played as another
//! game), then its session rebuilt by playing the commands through the
//! adapter, so the room, the turn and the log are what the player left.

use super::keep::{Files, Keeper, Opening};
use super::session::rebuild::rebuild;
use super::{Adapter, Front, Fronted};
use crate::engine::Game;
use crate::record::{End, Save, replay};

/// The game `save` holds, on the play screen, going on with its record and
/// save in `files`. The error is one line.
pub fn resume(save: &Save, files: Option<&Files>) -> Result<Box<dyn Front>, String> {
    crate::with_game!(&save.record.rules, G, _r => {
        let front: Box<dyn Front> = Box::new(session::<<G as Fronted>::Front>(save, files)?);
        Ok(front)
    })
}

fn session<A: Adapter>(save: &Save, files: Option<&Files>) -> Result<super::Session<A>, String> {
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
    let keeper = Keeper::resumed(record.clone(), &replayed, files, false);
    session.resume_with(keeper, opening);
    Ok(session)
}
