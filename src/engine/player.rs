//! Who plays a game without a keyboard: the reference bots of docs/rules.md,
//! Reference bots and `ai`'s smart bots alike. It sits with the game it
//! plays so that both the simulator and the bots can name it without naming
//! each other.

use super::{Dice, Game};

/// Who plays a simulated game. It reads the view (and hears of its own
/// refused and carried-out commands, as a player at the keyboard would);
/// it draws any chance it needs from `dice`, its own stream.
pub trait Player<G: Game> {
    /// A new game is about to start.
    fn begin(&mut self) {}
    fn command(&mut self, view: G::View<'_>, dice: &mut Dice) -> G::Command;
    /// The game refused `command` (nothing changed).
    fn refused(&mut self, _command: &G::Command) {}
    /// The game carried `command` out; `events` may hold secrets, which a
    /// fair player ignores.
    fn applied(&mut self, _command: &G::Command, _events: &[G::Event]) {}
}

/// The rule set's reference bot number `.0` (docs/rules.md, Reference bots).
#[derive(Clone, Copy, Debug)]
pub struct Reference(pub usize);

impl<G: Game> Player<G> for Reference {
    fn command(&mut self, view: G::View<'_>, dice: &mut Dice) -> G::Command {
        G::bot_command(self.0, view, dice)
    }
}

/// Who plays a simulated game seeing everything: `ai::oracle`'s bots,
/// whose wins bound any fair player's from above. It reads the truth
/// (`Game::reveal`, cheat knowledge) beside the seat's view, so it never
/// plays a seat in a game people play.
pub trait Seer<G: Game> {
    /// A new game is about to start.
    fn begin(&mut self) {}
    fn command(&mut self, truth: G::Reveal<'_>, view: G::View<'_>, dice: &mut Dice) -> G::Command;
}
