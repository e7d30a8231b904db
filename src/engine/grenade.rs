//! The grenade game (docs/rules.md, Grenade, seed 001): several wumpi, hand
//! grenades tossed through numbered tunnels, named caves. State and set-up
//! live here; the turn in `turn`, what the player may know in `view`, and
//! the `Game` contract with its reference bot in `play`.
//!
//! Randomness: every choice among k >= 1 options draws `below(k)`, even
//! when k = 1, and a choice among none (a wumpus with nowhere to run) draws
//! nothing. Draw counts never change the game's statistics, only which seed
//! gives which game, but an independent model must know them to replay a
//! seed exactly. The draws, in order:
//! - set-up: `below(max_wumpi)` for the count (random count only), then for
//!   each wumpus, pit, bats and finally the player, `below(N)` until a cave
//!   holding nothing comes up;
//! - bats: `below(k)` over the k empty caves other than the one the player
//!   came from, in cave order;
//! - a fleeing wumpus: `below(k)` over the k distinct open caves, in the
//!   order they first appear in its tunnel list.

mod event;
mod play;
mod rules;
mod setup;
mod turn;
mod view;

pub use event::{Command, Ending, Event, Refusal, Secret};
pub use rules::{GrenadeRules, MAX_INDEX, WumpiCount};
pub use view::{Perceived, Reveal, Senses, View};

use super::cave::{Cave, RoomId};
use super::dice::Dice;
use super::history::History;
use std::sync::Arc;

/// One wumpus of a grenade game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GWumpus {
    pub room: RoomId,
    pub alive: bool,
}

/// Where everything is at the start of a hand-built game (tests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub player: RoomId,
    pub wumpi: Vec<RoomId>,
    pub pits: Vec<RoomId>,
    pub bats: Vec<RoomId>,
    /// `None`: `grenades_per_wumpus` for each wumpus, as a dealt game has.
    pub grenades: Option<u32>,
}

/// Bits of `Grenade::hazards`.
const PIT: u8 = 1;
const BATS: u8 = 2;

/// A grenade game in progress. Everything in it is hidden state; the player
/// sees it only through `View`.
#[derive(Clone, Debug)]
pub struct Grenade {
    rules: Arc<GrenadeRules>,
    seed: u64,
    dice: Dice,
    player: RoomId,
    /// In placement order, which is the order alerted wumpi run in.
    wumpi: Vec<GWumpus>,
    pits: Vec<RoomId>,
    bats: Vec<RoomId>,
    /// Per cave: `PIT` and `BATS` bits, so a step asks in O(1).
    hazards: Vec<u8>,
    /// Per cave: how many living wumpi are there (at most one in a dealt game).
    wumpi_at: Vec<u16>,
    grenades: u32,
    grenades_at_start: u32,
    turn: u32,
    ending: Option<Ending>,
    visited: Vec<bool>,
    senses: Senses,
    /// Every command and what the player perceived of it.
    history: History<Command, Event, RoomId, Senses>,
    /// Reused by every toss so the simulator's hot path does not allocate.
    alerted: Scratch,
}

/// Working memory with no meaning between commands: it prints as nothing,
/// so games that differ only in it print the same.
#[derive(Clone, Default)]
struct Scratch(Vec<usize>);

impl std::fmt::Debug for Scratch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("_")
    }
}

impl Grenade {
    /// A game with everything placed by hand; `dice` supplies every later
    /// draw (script it to force outcomes). Rooms outside the cave are
    /// ignored (the player's falls back to the first cave), and a placement
    /// that leaves nothing to play (no wumpus, or no grenade) starts over.
    pub fn from_placement(rules: Arc<GrenadeRules>, placement: Placement, dice: Dice) -> Grenade {
        let mut game = Grenade::blank(rules, 0, dice);
        game.put(&placement);
        game
    }

    /// Dice draws still scripted (tests assert their script was used up).
    pub fn scripted_draws_left(&self) -> usize {
        self.dice.scripted_left()
    }

    /// Test support: the game with its dice replaced (with `Dice::strict`,
    /// a test enumerates every outcome of the next command).
    pub fn with_dice(mut self, dice: Dice) -> Grenade {
        self.dice = dice;
        self
    }

    fn cave(&self) -> &Cave {
        &self.rules.cave
    }

    fn wumpus_in(&self, room: RoomId) -> bool {
        self.wumpi_at[room.index()] > 0
    }

    /// No wumpus, pit or bats: a cave a wumpus may run to or bats may drop
    /// the player in.
    fn is_empty(&self, room: RoomId) -> bool {
        !self.wumpus_in(room) && self.hazards[room.index()] == 0
    }

    fn wumpi_left(&self) -> u32 {
        self.wumpi.iter().filter(|w| w.alive).count() as u32
    }

    fn end(&mut self, ending: Ending, out: &mut Vec<Event>) {
        self.ending = Some(ending);
        out.push(Event::GameOver(ending));
    }

    /// Bookkeeping after every command and at set-up: the player knows the
    /// cave they stand in and senses its neighbours.
    fn settle(&mut self) {
        self.visited[self.player.index()] = true;
        self.senses = self.feel();
        self.history.settle(self.player, self.senses);
    }

    /// Each kind once, however many neighbours hold it; a tunnel back into
    /// the player's own cave senses nothing.
    fn feel(&self) -> Senses {
        let mut senses = Senses::default();
        for &room in self.cave().tunnels(self.player) {
            if room == self.player {
                continue;
            }
            let h = self.hazards[room.index()];
            senses.smell |= self.wumpus_in(room);
            senses.wings |= h & BATS != 0;
            senses.draft |= h & PIT != 0;
        }
        senses
    }
}
