//! Replaying a record through `Game::apply`: the same game, command by
//! command, or an error saying where it stopped fitting. Each command must
//! be one of the rule set's, given by the seat whose turn it is, carried
//! out (not refused), make the turn the record says, and (format 2) leave
//! the state its check says, so an edited command is caught where it is;
//! at the end the state hash and the ending must be the recorded ones.

use super::error::ReplayError;
use super::format::{End, Entry, Record};
use super::hash::{StateHash, short};
use super::rules;
use crate::engine::{Game, Outcome};

/// A game replayed to the end of its record.
#[derive(Debug)]
pub struct Replayed<G: Game> {
    /// The game after the last command.
    pub game: G,
    /// The record's commands, as the rule set's type.
    pub commands: Vec<G::Command>,
    /// Per command, the events it gave.
    pub events: Vec<Vec<G::Event>>,
    hash: StateHash,
    checks: Vec<String>,
}

impl<G: Game> Replayed<G> {
    /// The running hash, for a recorder that goes on from here.
    pub(crate) fn state_hash(&self) -> &StateHash {
        &self.hash
    }

    /// Per command, its check as replayed: what a format 1 record gains
    /// when a recorder goes on with it.
    pub(crate) fn checks(&self) -> &[String] {
        &self.checks
    }
}

/// Replays `record` to its end and checks it: the game, every command's
/// events, or why the record is not a game of these rules.
pub fn replay<G: Game>(record: &Record) -> Result<Replayed<G>, ReplayError> {
    Replayer::new(record)?.finish()
}

/// Replays a record of any rule set and checks it, keeping nothing: for
/// `wumpus replay` to judge a file before it shows it, and for tests.
pub fn check(record: &Record) -> Result<(), ReplayError> {
    crate::with_game!(&record.rules, G, _r => replay::<G>(record).map(drop))
}

/// Where a replay stopped being `record`'s game, when it stopped at one
/// command: that command (1-based) and the turn the record gives it.
pub fn parted(record: &Record, e: &ReplayError) -> Option<(usize, u32)> {
    let index = e.command()?;
    let turn = record.commands.get(index.checked_sub(1)?)?.turn;
    Some((index, turn))
}

/// A replay one command at a time (for a replay screen that pauses and
/// steps), checked as it goes.
#[derive(Debug)]
pub struct Replayer<'r, G: Game> {
    record: &'r Record,
    game: G,
    commands: Vec<G::Command>,
    events: Vec<Vec<G::Event>>,
    hash: StateHash,
    checks: Vec<String>,
    /// The first error met; every later step repeats it.
    broken: Option<ReplayError>,
}

impl<'r, G: Game> Replayer<'r, G> {
    /// The game of `record` before its first command. Fails if the record
    /// is of another rule set, its rules cannot make a game, or one of its
    /// commands is not one of the rule set's.
    pub fn new(record: &'r Record) -> Result<Replayer<'r, G>, ReplayError> {
        let rules = rules::of::<G>(&record.rules).ok_or_else(|| ReplayError::WrongRuleSet {
            record: record.rules.rule_set().to_string(),
            expected: G::RULE_SET,
        })?;
        if let Some(why) = rules::problems(&record.rules) {
            return Err(ReplayError::BadRules(why));
        }
        let commands = (record.commands.iter().enumerate())
            .map(|(i, entry)| {
                entry.decode().map_err(|e| ReplayError::InvalidCommand {
                    index: i + 1,
                    turn: entry.turn,
                    rule_set: G::RULE_SET,
                    message: e.to_string(),
                })
            })
            .collect::<Result<Vec<G::Command>, _>>()?;
        Ok(Replayer {
            record,
            game: G::new(rules, record.seed),
            events: Vec::with_capacity(commands.len()),
            commands,
            hash: StateHash::new(),
            checks: Vec::with_capacity(record.commands.len()),
            broken: None,
        })
    }

    /// The game as replayed so far.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Commands carried out so far.
    pub fn done(&self) -> usize {
        self.events.len()
    }

    /// Commands in the record.
    pub fn len(&self) -> usize {
        self.commands.len()
    }

    pub fn is_empty(&self) -> bool {
        self.commands.is_empty()
    }

    /// The record's commands, as the rule set's type.
    pub fn commands(&self) -> &[G::Command] {
        &self.commands
    }

    /// Carries out the next command: its events, `None` after the last one,
    /// or why the record stops fitting here.
    pub fn step(&mut self) -> Option<Result<&[G::Event], ReplayError>> {
        if let Some(e) = &self.broken {
            return Some(Err(e.clone()));
        }
        let i = self.events.len();
        let (entry, command) = (self.record.commands.get(i)?, self.commands.get(i)?);
        let index = i + 1;
        let out_of_step = |what: String| ReplayError::OutOfStep { index, what };
        let result = match self.game.to_act() {
            None => Err(out_of_step(format!(
                "the game ended at turn {}, the record goes on",
                self.game.turn()
            ))),
            Some(seat) if seat.0 != entry.seat => Err(out_of_step(format!(
                "it is seat {}'s turn, the record has seat {}",
                seat.0, entry.seat
            ))),
            Some(_) => {
                let mut events = Vec::new();
                match self.game.apply(command, &mut events) {
                    Err(refusal) => Err(ReplayError::Refused {
                        index,
                        turn: entry.turn,
                        reason: refusal.to_string(),
                    }),
                    Ok(()) if self.game.turn() != entry.turn => Err(out_of_step(format!(
                        "it made turn {}, the record says turn {}",
                        self.game.turn(),
                        entry.turn
                    ))),
                    Ok(()) => Ok(events),
                }
            }
        };
        let result = result.and_then(|events| {
            if self.record.covers_commands() {
                self.hash.covered(entry.seat, &entry.command, &events);
            } else {
                self.hash.command(&events);
            }
            self.verify(entry, index).map(|()| events)
        });
        match result {
            Ok(events) => {
                self.events.push(events);
                self.events.last().map(|e| Ok(e.as_slice()))
            }
            Err(e) => {
                self.broken = Some(e.clone());
                Some(Err(e))
            }
        }
    }

    /// Compares the state after command `index` with `entry`'s check, and
    /// keeps the check as replayed.
    fn verify(&mut self, entry: &Entry, index: usize) -> Result<(), ReplayError> {
        let outcome = self.game.outcome();
        let now = self.hash.check(self.game.turn(), outcome.map(Outcome::key));
        let turn = entry.turn;
        let verdict = match &entry.check {
            Some(check) if *check != now => Err(ReplayError::Diverged { index, turn }),
            Some(_) => Ok(()),
            None if self.record.has_checks() => Err(ReplayError::Unchecked {
                index,
                turn,
                format: self.record.format,
            }),
            None => Ok(()),
        };
        self.checks.push(now);
        verdict
    }

    /// Replays the rest and checks the end: the recorded hash and ending.
    pub fn finish(mut self) -> Result<Replayed<G>, ReplayError> {
        while let Some(step) = self.step() {
            step?;
        }
        let outcome = self.game.outcome();
        let now = self
            .hash
            .finish(self.game.turn(), outcome.map(Outcome::key));
        if now != self.record.hash {
            return Err(ReplayError::HashMismatch {
                recorded: short(&self.record.hash).to_string(),
                now: short(&now).to_string(),
            });
        }
        let fits = match (&self.record.end, outcome) {
            (End::Playing | End::Abandoned, None) => true,
            (End::Over { outcome: key, win }, Some(o)) => key == o.key() && *win == o.is_win(),
            _ => false,
        };
        if !fits {
            let now = match outcome {
                Some(o) => format!("ended {}", o.key()),
                None => "was still going".to_string(),
            };
            return Err(ReplayError::EndMismatch {
                recorded: self.record.end.describe(),
                now,
            });
        }
        Ok(Replayed {
            game: self.game,
            commands: self.commands,
            events: self.events,
            hash: self.hash,
            checks: self.checks,
        })
    }
}

#[cfg(test)]
mod tests;
