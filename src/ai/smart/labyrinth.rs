//! The labyrinth's smart bot: it keeps the player's notebook (cells walked,
//! walls bumped, wormholes) and follows the advice: explore the nearest
//! unknown cell, and with the treasure take the shortest known way out
//! (exploring on while none is known); when nothing known is left, step
//! into a known wormhole.

use crate::ai::labyrinth::{Advice, Notebook};
use crate::engine::Dice;
use crate::engine::Player;
use crate::engine::labyrinth::{Command, Event, Labyrinth, View};

#[derive(Default)]
pub struct Bot {
    book: Option<Notebook>,
}

impl Player<Labyrinth> for Bot {
    fn begin(&mut self) {
        self.book = None;
    }

    fn command(&mut self, view: View<'_>, _dice: &mut Dice) -> Command {
        let book = self.book.get_or_insert_with(|| Notebook::new(&view));
        match book.advice() {
            Advice::Explore(d) | Advice::Exit(d) => Command::Go(d),
            Advice::NoKnownWay => book
                .explore()
                .or_else(|| book.to_hole())
                .map_or(Command::Wait, Command::Go),
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
