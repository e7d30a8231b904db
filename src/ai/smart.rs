//! The smart bots: one per rule set, each reading only its player's view
//! (and the odds worked out from it), choosing by expected outcome.
//! `wumpus sim VARIANT --bot smart` plays them.

pub mod classic;

use crate::engine::Game;
use crate::engine::classic::Classic;
use crate::engine::grand_theft::GrandTheft;
use crate::engine::grenade::Grenade;
use crate::engine::hidden::Hidden;
use crate::engine::labyrinth::Labyrinth;
use crate::engine::{Player, Reference};

/// A rule set with a smart bot.
pub trait Smart: Game {
    type Bot: Player<Self> + Default + Send;
}

impl Smart for Classic {
    type Bot = classic::Bot;
}

/// Until a rule set has its own: the reference bot.
#[derive(Default)]
pub struct Stand(());

impl<G: Game> Player<G> for Stand {
    fn command(&mut self, view: G::View<'_>, dice: &mut crate::engine::Dice) -> G::Command {
        <Reference as Player<G>>::command(&mut Reference(0), view, dice)
    }
}

impl Smart for Grenade {
    type Bot = Stand;
}

impl Smart for GrandTheft {
    type Bot = Stand;
}

impl Smart for Hidden {
    type Bot = Stand;
}

impl Smart for Labyrinth {
    type Bot = Stand;
}
