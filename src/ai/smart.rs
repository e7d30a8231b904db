//! The smart bots: one per rule set, each reading only its player's view
//! (and the odds worked out from it), choosing by expected outcome.
//! `wumpus sim VARIANT --bot smart` plays them.

pub mod classic;
pub mod grand_theft;
pub mod grenade;
pub mod hidden;
pub mod labyrinth;
pub mod route;

use crate::engine::Game;
use crate::engine::classic::Classic;
use crate::engine::grand_theft::GrandTheft;
use crate::engine::grenade::Grenade;
use crate::engine::hidden::Hidden;
use crate::engine::labyrinth::Labyrinth;
use crate::sim::Player;

/// A rule set with a smart bot.
pub trait Smart: Game {
    type Bot: Player<Self> + Default + Send;
}

impl Smart for Classic {
    type Bot = classic::Bot;
}

impl Smart for Grenade {
    type Bot = grenade::Bot;
}

impl Smart for GrandTheft {
    type Bot = grand_theft::Bot;
}

impl Smart for Hidden {
    type Bot = hidden::Bot;
}

impl Smart for Labyrinth {
    type Bot = labyrinth::Bot;
}
