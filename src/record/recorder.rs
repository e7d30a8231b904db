//! Recording a game as it is played: every command carried out, with the
//! state hash kept current, so a snapshot for the autosave costs a clone.

use super::date::Utc;
use super::error::RecordError;
use super::format::{Annotations, CHECKED_FORMAT, End, Entry, Flags, Record, VariantTag};
use super::hash::{StateHash, check_of};
use super::replay::Replayed;
use super::rules;
use crate::engine::{Game, Outcome, SOLO, Seat};
use std::marker::PhantomData;
use std::sync::Arc;

/// The record of one game of `G` in progress.
#[derive(Debug)]
pub struct Recorder<G: Game> {
    record: Record,
    hash: StateHash,
    /// Why the record stopped following the game (it is then not written).
    fault: Option<String>,
    /// The checks cover each command too (a format 3 record); a resumed
    /// older record goes on by its own scheme.
    covered: bool,
    _game: PhantomData<fn() -> G>,
}

impl<G: Game> Clone for Recorder<G> {
    fn clone(&self) -> Recorder<G> {
        Recorder {
            record: self.record.clone(),
            hash: self.hash.clone(),
            fault: self.fault.clone(),
            covered: self.covered,
            _game: PhantomData,
        }
    }
}

impl<G: Game> Recorder<G> {
    /// Starts the record of `game`, a game as `G::new` made it (no command
    /// carried out yet), started at `started`.
    pub fn new(
        game: &G,
        variant: VariantTag,
        flags: Flags,
        started: Utc,
    ) -> Result<Recorder<G>, RecordError> {
        if game.turn() != 0 {
            return Err(RecordError::Unrecordable(format!(
                "a record must begin at the start of the game, not at turn {}",
                game.turn()
            )));
        }
        let rules = rules::to_any::<G>(game.rules());
        Ok(Recorder {
            record: Record::new(variant, rules, game.seed(), flags, started),
            hash: StateHash::new(),
            fault: None,
            covered: true,
            _game: PhantomData,
        })
    }

    /// Goes on recording a game loaded from `record` (a save) and replayed.
    /// A format 1 record gains its checks, from the replay that just
    /// matched its final hash, so the game goes on as one format 2 record;
    /// a format 2 record goes on as one (its chain of checks is of the
    /// events alone, and a record has one scheme throughout).
    pub fn resume(mut record: Record, replayed: &Replayed<G>) -> Recorder<G> {
        if !record.has_checks() && record.commands.len() == replayed.checks().len() {
            for (entry, check) in record.commands.iter_mut().zip(replayed.checks()) {
                entry.check = Some(check.clone());
            }
            record.format = CHECKED_FORMAT;
        }
        Recorder {
            covered: record.covers_commands(),
            record,
            hash: replayed.state_hash().clone(),
            fault: None,
            _game: PhantomData,
        }
    }

    /// Carries `command` out on `game` and records it: the one call to make
    /// in place of `game.apply`. A refusal changes nothing, here either.
    pub fn apply(
        &mut self,
        game: &mut G,
        command: &G::Command,
        out: &mut Vec<G::Event>,
    ) -> Result<(), G::Refusal> {
        let seat = game.to_act().unwrap_or(SOLO);
        let first = out.len();
        game.apply(command, out)?;
        self.push(seat, command, &out[first..], game);
        Ok(())
    }

    /// Records a command `seat` gave and `game` carried out, with its
    /// `events`; `game` is the game after it. For callers that apply
    /// commands themselves; `apply` does both.
    pub fn push(&mut self, seat: Seat, command: &G::Command, events: &[G::Event], game: &G) {
        if self.fault.is_some() {
            return;
        }
        let command = match serde_json::to_value(command) {
            Ok(value) => Arc::new(value),
            Err(e) => {
                self.fault = Some(format!(
                    "command {} ({command:?}) has no JSON form: {e}",
                    self.record.commands.len() + 1
                ));
                return;
            }
        };
        if self.covered {
            self.hash.covered(seat.0, &command, events);
        } else {
            self.hash.command(events);
        }
        let outcome = game.outcome();
        let hash = self.hash.finish(game.turn(), outcome.map(Outcome::key));
        self.record.commands.push(Entry {
            turn: game.turn(),
            seat: seat.0,
            command,
            check: Some(check_of(&hash).to_string()),
        });
        self.record.end = match outcome {
            Some(o) => End::Over {
                outcome: o.key().to_string(),
                win: o.is_win(),
            },
            None => End::Playing,
        };
        self.record.hash = hash;
    }

    /// Hints were shown: the flag stays for the rest of the game.
    pub fn hints_shown(&mut self) {
        self.record.flags.hints = true;
    }

    /// Cheat mode was switched on: the flag stays for the rest of the game.
    pub fn cheated(&mut self) {
        self.record.flags.cheat = true;
    }

    /// The player left the game unfinished without keeping it.
    pub fn abandon(&mut self) {
        if self.record.end == End::Playing {
            self.record.end = End::Abandoned;
        }
    }

    pub fn annotations_mut(&mut self) -> &mut Annotations {
        &mut self.record.annotations
    }

    /// The record so far (incomplete if `fault` says so).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Why the record stopped following the game, if it did.
    pub fn fault(&self) -> Option<&str> {
        self.fault.as_deref()
    }

    /// A copy of the record so far to write (a save, the finished game), or
    /// the reason it cannot be: a record that would replay as another
    /// game is never handed out.
    pub fn snapshot(&self) -> Result<Record, RecordError> {
        match &self.fault {
            Some(why) => Err(RecordError::Unrecordable(why.clone())),
            None => Ok(self.record.clone()),
        }
    }
}
