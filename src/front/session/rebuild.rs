//! A session rebuilt from a record: its commands played again through the
//! adapter, as they were played, so the log, the map and every panel are
//! what the player saw. Resume, replays and dumps all start here.

use super::Session;
use crate::engine::Game;
use crate::front::{Adapter, Cmd};
use crate::record::{Record, Replayer, rules};

/// A record's game, rebuilt.
pub(crate) struct Rebuilt<A: Adapter> {
    pub session: Session<A>,
    /// All of the record's commands (`upto` of them carried out).
    pub commands: Vec<Cmd<A>>,
    /// Per line of the log: the turn it belongs to.
    pub turns: Vec<u32>,
}

/// `record`'s game with its first `upto` commands carried out, recording
/// nothing. `cheat` shows the hidden state; `playback` makes it a replay's
/// session. The error is one line: the record is not of this rule set, or
/// a command no longer fits.
pub(crate) fn rebuild<A: Adapter>(
    record: &Record,
    cheat: bool,
    upto: usize,
    playback: bool,
) -> Result<Rebuilt<A>, String> {
    // Checks the rules and decodes every command before anything is played.
    let replayer = Replayer::<A::Game>::new(record).map_err(|e| e.to_string())?;
    let commands = replayer.commands().to_vec();
    let rules = rules::of::<A::Game>(&record.rules)
        .ok_or_else(|| format!("the record is not a {} game", <A::Game as Game>::RULE_SET))?;
    let game = A::Game::new(rules, record.seed);
    let mut session = Session::<A>::unrecorded(&record.variant.name, game, cheat, playback);
    let mut turns = vec![0; session.log.len()];
    for (i, command) in commands.iter().take(upto).enumerate() {
        session
            .command(command.clone())
            .map_err(|why| format!("command {} of the record is refused now: {why}", i + 1))?;
        turns.resize(session.log.len(), session.game.turn());
    }
    Ok(Rebuilt {
        session,
        commands,
        turns,
    })
}
