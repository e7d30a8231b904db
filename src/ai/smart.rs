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
use crate::engine::Player;
use crate::engine::classic::Classic;
use crate::engine::grand_theft::GrandTheft;
use crate::engine::grenade::Grenade;
use crate::engine::hidden::Hidden;
use crate::engine::labyrinth::Labyrinth;

/// A rule set with a smart bot.
pub trait Smart: Game {
    type Bot: Player<Self> + Default + Send;
    /// Line-ups beside `smart` (which plays every seat), for rule sets
    /// whose seats are of different kinds: each names which seats the
    /// smart bot plays, the rule set's reference bot playing the rest.
    const LINEUPS: &'static [&'static str] = &[];

    /// The bot for the line-up `name` (one of `LINEUPS`).
    fn lineup(_name: &str) -> Option<Self::Bot> {
        None
    }
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
    const LINEUPS: &'static [&'static str] = hidden::LINEUPS;

    fn lineup(name: &str) -> Option<hidden::Bot> {
        hidden::Bot::lineup(name)
    }
}

impl Smart for Labyrinth {
    type Bot = labyrinth::Bot;
    const LINEUPS: &'static [&'static str] = labyrinth::LINEUPS;

    fn lineup(name: &str) -> Option<labyrinth::Bot> {
        labyrinth::Bot::lineup(name)
    }
}
