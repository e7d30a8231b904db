//! Who picks the next command in a simulated game: a fair `Player`, which
//! is handed only the seat's view, or an oracle `Seer`, which is handed the
//! truth as well. Keeping the two apart here is what keeps the fair bots
//! fair: the loop, not the bot, decides what a bot may read.

use crate::engine::{Dice, Game, Player, Seat, Seer};

/// One side of the simulator's loop.
pub trait Chooser<G: Game> {
    fn begin(&mut self);
    fn choose(&mut self, game: &G, seat: Seat, dice: &mut Dice) -> G::Command;
    fn refused(&mut self, command: &G::Command);
    fn applied(&mut self, command: &G::Command, events: &[G::Event]);
}

/// A fair player: it sees `game.view(seat)` and nothing else.
pub struct Fair<'p, P>(pub &'p mut P);

impl<G: Game, P: Player<G>> Chooser<G> for Fair<'_, P> {
    fn begin(&mut self) {
        self.0.begin();
    }

    fn choose(&mut self, game: &G, seat: Seat, dice: &mut Dice) -> G::Command {
        self.0.command(game.view(seat), dice)
    }

    fn refused(&mut self, command: &G::Command) {
        self.0.refused(command);
    }

    fn applied(&mut self, command: &G::Command, events: &[G::Event]) {
        self.0.applied(command, events);
    }
}

/// An oracle: it sees the seat's view and the whole hidden state.
pub struct Seeing<'s, S>(pub &'s mut S);

impl<G: Game, S: Seer<G>> Chooser<G> for Seeing<'_, S> {
    fn begin(&mut self) {
        self.0.begin();
    }

    fn choose(&mut self, game: &G, seat: Seat, dice: &mut Dice) -> G::Command {
        self.0.command(game.reveal(), game.view(seat), dice)
    }

    fn refused(&mut self, _command: &G::Command) {}

    fn applied(&mut self, _command: &G::Command, _events: &[G::Event]) {}
}
