//! A record played back as plain mode's transcript: the same header, the
//! same descriptions and prompts, and after each prompt the command as
//! plain mode reads it (`PlainText::plain_line`), as if typed. What was
//! typed and refused, or asked for help, changed nothing and is not in the
//! record, so a game typed without those reads exactly as it was printed.
//!
//! The record is judged whole before a line is printed: a record that
//! stops being the recorded game at some command (an edit, or rules that
//! changed) prints up to the command before it, so nothing that is not
//! the recorded game passes for it. Forced, it plays on, with a line where
//! it parted ways.

use super::game::{Feed, Mark, play_one};
use super::{Io, header};
use crate::engine::Game;
use crate::front::session::rebuild::with_refusals;
use crate::front::{Adapter, Fronted, Keeper};
use crate::record::replay::parted;
use crate::record::{End, Record, ReplayError, Replayer, replay as check, rules};
use std::io;

/// How a replay went.
#[derive(Debug, PartialEq, Eq)]
pub enum Transcript {
    /// The record's game, as it was played.
    Faithful,
    /// Played to the end though it is not the recorded game (`force`): a
    /// line in the transcript says where; this says why, for a warning.
    Forced(String),
    /// Not the recorded game: the transcript stops where it stopped
    /// fitting (or, when only the end tells, goes to the end). Why, in one
    /// line.
    Stopped(String),
    /// Nothing printed: the record cannot be played at all (a command
    /// that is not one of its rule set's, rules that make no game).
    Unplayable(String),
}

/// Prints `record`'s game; `force` plays on where it stops being the
/// recorded game.
pub fn replay(record: &Record, force: bool, io: &mut Io<'_>) -> io::Result<Transcript> {
    crate::with_game!(&record.rules, G, _r => {
        replay_as::<<G as Fronted>::Front>(record, force, io)
    })
}

fn replay_as<A: Adapter>(record: &Record, force: bool, io: &mut Io<'_>) -> io::Result<Transcript> {
    let all = match Replayer::<A::Game>::new(record) {
        Ok(r) => r.commands().to_vec(),
        Err(e) => return Ok(Transcript::Unplayable(e.to_string())),
    };
    let Some(rules) = rules::of::<A::Game>(&record.rules) else {
        return Ok(Transcript::Unplayable(format!(
            "the record is not a {} game",
            <A::Game as Game>::RULE_SET
        )));
    };
    let verdict = check::<A::Game>(record).err();
    // The commands that are still the recorded game, when one is not.
    let fits = verdict
        .as_ref()
        .and_then(ReplayError::command)
        .map(|index| index.saturating_sub(1).min(all.len()));
    let (commands, mark) = match (fits, &verdict) {
        (Some(fits), Some(e)) if force => {
            let commands = with_refusals::<A>(record, all.clone());
            let before = with_refusals::<A>(record, all[..fits].to_vec()).len();
            let mark = Mark {
                left: commands.len() - before,
                line: marker(record, e),
            };
            (commands, Some(mark))
        }
        (Some(fits), _) => (with_refusals::<A>(record, all[..fits].to_vec()), None),
        (None, _) => (with_refusals::<A>(record, all), None),
    };
    let mut game = A::Game::new(rules, record.seed);
    let cheat = record.flags.cheat;
    header::<A>(&record.variant.name, record.seed, cheat, io)?;
    let mut keeper = Keeper::<A>::none();
    let mut events = Vec::new();
    let mut feed = Feed::<A>::Recorded {
        commands: commands.into_iter(),
        mark,
    };
    play_one::<A>(&mut game, &mut keeper, cheat, &mut events, io, &mut feed)?;
    let cut_short = fits.is_some() && !force;
    if !cut_short {
        match &record.end {
            End::Over { .. } => {}
            End::Abandoned => writeln!(io.out, "The record ends here: the game was abandoned.")?,
            End::Playing => writeln!(
                io.out,
                "The record ends here: the game was saved, unfinished."
            )?,
        }
    }
    // A mark not yet printed (the game ended first), or a record that only
    // its end tells apart: the line goes last.
    let unmarked = match feed {
        Feed::Recorded { mark, .. } => mark.map(|m| m.line),
        Feed::Typed => None,
    };
    let Some(e) = verdict else {
        return Ok(Transcript::Faithful);
    };
    let why = format!("this record does not replay as it was played: {e}");
    if !force {
        return Ok(Transcript::Stopped(why));
    }
    if let Some(line) = unmarked.or_else(|| fits.is_none().then(|| marker(record, &e))) {
        writeln!(io.out, "{line}")?;
    }
    Ok(Transcript::Forced(why))
}

/// The line a forced replay prints where it stops being the recorded game.
fn marker(record: &Record, e: &ReplayError) -> String {
    match parted(record, e) {
        Some((index, turn)) => format!(
            "[--force: diverged from the record at turn {turn} (command {index}); what follows is not the recorded game]"
        ),
        None => format!("[--force: this is not the recorded game: {e}]"),
    }
}
