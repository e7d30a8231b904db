//! A record played back as plain mode's transcript: the same header, the
//! same descriptions and prompts, and after each prompt the command as
//! plain mode reads it (`Adapter::plain_line`), as if typed. What was
//! typed and refused, or asked for help, changed nothing and is not in the
//! record, so a game typed without those reads exactly as it was printed.

use super::game::{Feed, play_one};
use super::{Io, header};
use crate::engine::Game;
use crate::front::session::rebuild::with_refusals;
use crate::front::{Adapter, Fronted, Keeper};
use crate::record::{End, Record, Replayer, replay as check, rules};
use std::io;

/// Prints `record`'s game. `Ok(Err(why))`: it cannot be played, or it
/// played but is not the game it records (the rules changed since); the
/// transcript is printed up to where it stopped fitting.
pub fn replay(record: &Record, io: &mut Io<'_>) -> io::Result<Result<(), String>> {
    crate::with_game!(&record.rules, G, _r => replay_as::<<G as Fronted>::Front>(record, io))
}

fn replay_as<A: Adapter>(record: &Record, io: &mut Io<'_>) -> io::Result<Result<(), String>> {
    let commands = match Replayer::<A::Game>::new(record) {
        Ok(r) => with_refusals::<A>(record, r.commands().to_vec()),
        Err(e) => return Ok(Err(e.to_string())),
    };
    let Some(rules) = rules::of::<A::Game>(&record.rules) else {
        return Ok(Err(format!(
            "the record is not a {} game",
            <A::Game as Game>::RULE_SET
        )));
    };
    let mut game = A::Game::new(rules, record.seed);
    let cheat = record.flags.cheat;
    header::<A>(&record.variant.name, record.seed, cheat, io)?;
    let mut keeper = Keeper::<A>::none();
    let mut events = Vec::new();
    let mut feed = Feed::<A>::Recorded(commands.into_iter());
    play_one::<A>(&mut game, &mut keeper, cheat, &mut events, io, &mut feed)?;
    match &record.end {
        End::Over { .. } => {}
        End::Abandoned => writeln!(io.out, "The record ends here: the game was abandoned.")?,
        End::Playing => writeln!(
            io.out,
            "The record ends here: the game was saved, unfinished."
        )?,
    }
    Ok(check::<A::Game>(record)
        .map(|_| ())
        .map_err(|e| format!("this record does not replay as it was played: {e}")))
}
