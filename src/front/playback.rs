//! A recorded game played back on the screen: one command at a time
//! through the adapter (so the log and the map are what the player saw),
//! back a step by rebuilding, and the hidden state shown or not (a session
//! rebuilt with cheat mode on, marked "[hidden shown]"). A record that no
//! longer replays as it was played says so, and is never passed off as the
//! game it records: its verdict says why, and a replay of it is marked
//! from the command where it parts ways (callers refuse it unless forced).

use super::keep::{Aside, asides};
use super::session::rebuild::{rebuild, say_again, say_talk};
use super::{Adapter, Cmd, Front, Fronted, Session};
use crate::record::replay::parted;
use crate::record::{Record, replay};

/// A replay, whatever its rule set.
pub trait Playback: Send {
    /// The game as far as it is played back.
    fn front(&self) -> &dyn Front;
    fn record(&self) -> &Record;
    /// Commands played back so far, and in all.
    fn position(&self) -> usize;
    fn commands(&self) -> usize;
    /// The next command; false at the end (or where the record stops
    /// fitting).
    fn step(&mut self) -> bool;
    /// One command back.
    fn back(&mut self);
    fn set_revealed(&mut self, on: bool);
    fn revealed(&self) -> bool;
    /// Why this record is not the game it says it is, if it is not.
    fn verdict(&self) -> Option<&str>;
    /// "diverged from the record at turn 7" once the replay is past the
    /// place where it stopped being the recorded game ("not the recorded
    /// game" throughout when only the end tells).
    fn marker(&self) -> Option<String>;
}

/// `record` ready to play back from its start, even if it is not the game
/// it records (its verdict says so). The error is one line: the
/// record cannot be played at all (another rule set, a command that is not
/// one of its rule set's).
pub fn playback(record: Record) -> Result<Box<dyn Playback>, String> {
    crate::with_game!(&record.rules.clone(), G, _r => {
        let player: Box<dyn Playback> = Box::new(Player::<<G as Fronted>::Front>::new(record)?);
        Ok(player)
    })
}

struct Player<A: Adapter> {
    record: Record,
    commands: Vec<Cmd<A>>,
    session: Session<A>,
    done: usize,
    revealed: bool,
    verdict: Option<String>,
    /// Where the record stops being this game, when it is not: the
    /// command (1-based, `None` when only the end tells) and its turn.
    parted: Option<Option<(usize, u32)>>,
    /// Refusals and lines said, each after its number of commands.
    asides: Vec<Aside>,
    /// A table's talk, each line after its number of commands.
    talk: Vec<crate::record::Talk>,
}

impl<A: Adapter> Player<A> {
    fn new(record: Record) -> Result<Player<A>, String> {
        let rebuilt = rebuild::<A>(&record, false, 0, true)?;
        // Checked whole first: the hash and the ending say whether these
        // rules still play this game.
        let judged = replay::<A::Game>(&record).err();
        let parted = judged.as_ref().map(|e| parted(&record, e));
        let verdict = judged.map(|e| format!("This record does not replay as it was played: {e}"));
        Ok(Player {
            parted,
            asides: asides(&record),
            talk: crate::record::talk::talk_of(&record),
            record,
            commands: rebuilt.commands,
            session: rebuilt.session,
            done: 0,
            revealed: false,
            verdict,
        })
    }

    /// The game again, `upto` commands in, shown as `revealed` says.
    fn rebuild(&mut self, upto: usize) {
        match rebuild::<A>(&self.record, self.revealed, upto, true) {
            Ok(rebuilt) => {
                self.session = rebuilt.session;
                self.done = upto.min(self.commands.len());
            }
            Err(why) => self.verdict = Some(why),
        }
    }
}

impl<A: Adapter> Playback for Player<A> {
    fn front(&self) -> &dyn Front {
        &self.session
    }

    fn record(&self) -> &Record {
        &self.record
    }

    fn position(&self) -> usize {
        self.done
    }

    fn commands(&self) -> usize {
        self.commands.len()
    }

    fn step(&mut self) -> bool {
        let Some(command) = self.commands.get(self.done).cloned() else {
            return false;
        };
        match self.session.command(command) {
            Ok(()) => {
                self.done += 1;
                // What the player was told before the next command.
                for aside in self.asides.iter().filter(|a| a.after() == self.done) {
                    say_again(&mut self.session, aside);
                }
                say_talk(&mut self.session, &self.talk, self.done, self.revealed);
                let book = super::marks::Book::of_record(&self.record);
                for marked in book.made().iter().filter(|m| m.after == self.done) {
                    self.session.mark_again(marked);
                }
                true
            }
            Err(why) => {
                let n = self.done + 1;
                self.verdict = Some(format!(
                    "Command {n} of the record is refused now ({why}): the replay stops here."
                ));
                // Nothing more can be played: the end is here.
                self.commands.truncate(self.done);
                false
            }
        }
    }

    fn back(&mut self) {
        if self.done > 0 {
            self.rebuild(self.done - 1);
        }
    }

    fn set_revealed(&mut self, on: bool) {
        if on != self.revealed {
            self.revealed = on;
            self.rebuild(self.done);
        }
    }

    fn revealed(&self) -> bool {
        self.revealed
    }

    fn verdict(&self) -> Option<&str> {
        self.verdict.as_deref()
    }

    fn marker(&self) -> Option<String> {
        match self.parted? {
            Some((index, turn)) if self.done >= index => {
                Some(format!("diverged from the record at turn {turn}"))
            }
            Some(_) => None,
            None => Some("not the recorded game".to_string()),
        }
    }
}
