//! A session rebuilt from a record: its commands played again through the
//! adapter, as they were played, so the log, the map and every panel are
//! what the player saw. Resume, replays and dumps all start here.

use super::Session;
use crate::engine::Game;
use crate::front::keep::{Aside, asides, tone_of};
use crate::front::{Adapter, Cmd};
use crate::record::{Record, Replayer, rules};
use serde::Deserialize;

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
    let asides = asides(record);
    let mut next = asides.iter().peekable();
    let book = crate::front::marks::Book::of_record(record);
    let mut marks = book.made().iter().peekable();
    // A table's talk, in a replay only: the game goes on without it, and
    // a resumed table's screens read it by their own channels.
    let talk = if playback {
        crate::record::talk::talk_of(record)
    } else {
        Vec::new()
    };
    for i in 0..=commands.len().min(upto) {
        // What was said before command i+1, in its place.
        while let Some(aside) = next.next_if(|a| a.after() == i) {
            say_again(&mut session, aside);
            turns.resize(session.log.len(), A::log_turn(&session.game));
        }
        say_talk(&mut session, &talk, i, cheat);
        turns.resize(session.log.len(), A::log_turn(&session.game));
        // The marks made before command i+1, as they were made.
        while let Some(marked) = marks.next_if(|m| m.after == i) {
            session.mark_again(marked);
        }
        let Some(command) = commands.get(i).filter(|_| i < upto) else {
            break;
        };
        session
            .command(command.clone())
            .map_err(|why| format!("command {} of the record is refused now: {why}", i + 1))?;
        turns.resize(session.log.len(), A::log_turn(&session.game));
    }
    Ok(Rebuilt {
        session,
        commands,
        turns,
    })
}

/// The talk said after `after` commands, as a replay shows it (whispers'
/// words only with the hidden state shown).
pub(crate) fn say_talk<A: Adapter>(
    session: &mut Session<A>,
    talk: &[crate::record::Talk],
    after: usize,
    revealed: bool,
) {
    for line in talk.iter().filter(|l| l.after == after) {
        let (tone, text) = crate::front::talk_lines::replayed(line, revealed);
        session.log.push((tone, text));
    }
}

/// An aside said again: a refused command refused again (its adapter learns
/// from it as it did), a line said again. A refusal the rules now carry
/// out is left out: it would change the game.
pub(crate) fn say_again<A: Adapter>(session: &mut Session<A>, aside: &Aside) {
    match aside {
        Aside::Refused { command, .. } => {
            if let Ok(command) = Cmd::<A>::deserialize(command) {
                let mut trial = session.game.clone();
                if trial.apply(&command, &mut Vec::new()).is_err() {
                    let _ = session.command(command);
                }
            }
        }
        Aside::Said { tone, text, .. } => {
            super::say_once(&mut session.log, tone_of(tone), text.clone())
        }
    }
}

/// The record's commands with the refused ones in their places, in the
/// order the player gave them (plain mode's replay prints both, as it
/// printed them). Given the record's first commands only, the refusals
/// after them are left out too: a replay cut short ends where they do.
pub fn with_refusals<A: Adapter>(record: &Record, commands: Vec<Cmd<A>>) -> Vec<Cmd<A>> {
    let given = commands.len();
    let mut out = Vec::with_capacity(given);
    let mut refused = asides(record).into_iter().filter_map(|a| match a {
        Aside::Refused { after, command } => {
            Cmd::<A>::deserialize(&command).ok().map(|c| (after, c))
        }
        Aside::Said { .. } => None,
    });
    let mut next = refused.next();
    for (i, command) in commands.into_iter().enumerate() {
        while let Some((_, c)) = next.take_if(|(after, _)| *after == i) {
            out.push(c);
            next = refused.next();
        }
        out.push(command);
    }
    while let Some((_, c)) = next.take_if(|(after, _)| *after <= given) {
        out.push(c);
        next = refused.next();
    }
    out
}
