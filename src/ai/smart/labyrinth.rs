//! The labyrinth's smart bot: it keeps the player's notebook (cells walked,
//! walls bumped, wormholes, and where each piece of its map can lie) and
//! plays the plan `ai::labyrinth::plan` finds best: the shortest known way
//! out with the treasure, else the search with the most chance of finding
//! what it lacks per move. Plans of equal worth are told apart by a salt
//! drawn once per game, so that games on one fixed labyrinth differ where
//! a real player could go either way. With nothing left to try it waits.

use crate::ai::labyrinth::Notebook;
use crate::ai::labyrinth::plan::{Weights, choose};
use crate::engine::Dice;
use crate::engine::Player;
use crate::engine::labyrinth::{Command, Event, Labyrinth, View};

#[derive(Default)]
pub struct Bot {
    book: Option<Notebook>,
    salt: u64,
    /// The planner's knobs (the defaults unless a test or a study sets
    /// them).
    pub weights: Weights,
}

impl Bot {
    /// What the bot has learned so far this game.
    pub fn notebook(&self) -> Option<&Notebook> {
        self.book.as_ref()
    }
}

impl Player<Labyrinth> for Bot {
    fn begin(&mut self) {
        self.book = None;
    }

    fn command(&mut self, view: View<'_>, dice: &mut Dice) -> Command {
        if self.book.is_none() {
            // Never 0, the salt of the advice's fixed order.
            self.salt = u64::from(dice.below(u32::MAX)) + 1;
        }
        let book = self.book.get_or_insert_with(|| Notebook::new(&view));
        match choose(book, &self.weights, self.salt) {
            Some((d, _)) => Command::Go(d),
            None => Command::Wait,
        }
    }

    fn refused(&mut self, command: &Command) {
        if let Some(book) = &mut self.book {
            book.refused(command);
        }
    }

    fn applied(&mut self, command: &Command, events: &[Event]) {
        if let Some(book) = &mut self.book {
            book.applied(command, events);
        }
    }
}
