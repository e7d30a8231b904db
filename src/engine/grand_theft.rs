//! Grand Theft Wumpus in Congestion City (docs/rules.md, Grand Theft, seed
//! 003): a random city of numbered nodes and streets, police roadblocks on some
//! streets, the Wumpus lying low at one node, Glowworm gangs at others, and the
//! player's one bullet. The city is drawn in `city`, the knobs live in
//! `rules`, a command in `turn`, what the player may know in `view`, and
//! the `Game` contract with its reference bot in `play`.
//!
//! Randomness, in draw order (an independent model needs it only to replay
//! a seed exactly; the statistics do not depend on it):
//! - a city: `edges` pairs, each `below(nodes)` twice; then one `roll(p)`
//!   per street in ascending (low, high) order, p = 1 - (1 - 1/cop_odds)^2,
//!   repeated as a whole until the cop-free streets connect the city (with
//!   `fair_city`); then `below(nodes)` for the Wumpus and once per gang;
//!   then `below(k)` over the k clue-free starts in node order. No start
//!   means the whole city is drawn again;
//! - a gang's kidnapping: `below(nodes)` for where the player lands.

mod city;
mod event;
mod play;
mod rules;
mod turn;
mod view;

pub use city::{Barrier, City, Clues, GenError, Limits, Street};
pub use event::{Command, Ending, Event, Refusal};
pub use rules::{GrandTheftRules, MAX_NODES};
pub use view::{Reveal, View};

use super::cave::RoomId;
use super::dice::Dice;
use std::sync::Arc;

/// A Grand Theft Wumpus game in progress. Everything in it is hidden state;
/// the player sees it only through `View`.
#[derive(Clone, Debug)]
pub struct GrandTheft {
    rules: Arc<GrandTheftRules>,
    seed: u64,
    dice: Dice,
    city: City,
    player: RoomId,
    visited: Vec<bool>,
    /// Nodes where a gang struck, in order: what the player learned of the
    /// gangs first hand.
    gangs_met: Vec<RoomId>,
    bullets: u32,
    turn: u32,
    ending: Option<Ending>,
}

impl GrandTheft {
    /// A new game from `seed`: the same rules and seed give the same game.
    pub fn new(rules: Arc<GrandTheftRules>, seed: u64) -> GrandTheft {
        let mut dice = Dice::new(seed);
        let city = City::deal(&rules, &mut dice);
        GrandTheft::start(rules, seed, dice, city)
    }

    /// The game `new(rules, seed)` would give.
    pub fn restart(&mut self, seed: u64) {
        let mut dice = Dice::new(seed);
        let city = City::deal(&self.rules, &mut dice);
        *self = GrandTheft::start(Arc::clone(&self.rules), seed, dice, city);
    }

    /// A game on a hand-built city (tests); `dice` supplies every later
    /// draw (script it to force where gangs drop the player).
    pub fn from_city(rules: Arc<GrandTheftRules>, city: City, dice: Dice) -> GrandTheft {
        GrandTheft::start(rules, 0, dice, city)
    }

    fn start(rules: Arc<GrandTheftRules>, seed: u64, dice: Dice, city: City) -> GrandTheft {
        let n = city.nodes();
        let player = city.start;
        let mut visited = vec![false; n];
        if let Some(v) = visited.get_mut(player.index()) {
            *v = true;
        }
        GrandTheft {
            bullets: rules.bullets,
            rules,
            seed,
            dice,
            city,
            player,
            visited,
            gangs_met: Vec::new(),
            turn: 0,
            ending: None,
        }
    }

    /// Dice draws still scripted (tests assert their script was used up).
    pub fn scripted_draws_left(&self) -> usize {
        self.dice.scripted_left()
    }
}
