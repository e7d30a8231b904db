//! The classic game (docs/rules.md, Classic): state, set-up and the command
//! entry point. The turn itself lives in `turn`, the arrow in `arrow`, and what
//! the player may know in `view`.

mod arrow;
mod bots;
mod event;
mod game;
mod rules;
mod senses;
mod turn;
mod view;
mod wall;
mod wumpus3;

pub use arrow::ArrowPath;
pub use event::{Ending, Event, Hazard, Refusal, Secret};
pub use rules::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, CaveSource, ClassicRules, Crooked,
    MAX_ARROW_RANGE, WallBump, WumpusWakes,
};
pub use senses::Senses;
pub use turn::MAX_SNATCHES;
pub use view::{Cheat, Marks, Perceived, View};

use super::cave::{Cave, RoomId, generate, generate_bsd};
use super::dice::Dice;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A command of the classic game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Walk through a tunnel into an adjacent room.
    Move(RoomId),
    /// Shoot an arrow along a path of rooms.
    Shoot(ArrowPath),
}

/// One wumpus. Classic games have one by default (`wumpi = 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wumpus {
    pub room: RoomId,
    pub awake: bool,
    pub alive: bool,
    /// `wumpus_wakes = "bsd"`: NetBSD's count, whose rise after each miss
    /// makes a move likelier.
    count: u8,
    /// Bumped during the current move: it fled (or stayed), and that was
    /// its move for the turn, so the move's closing phase skips it (and
    /// clears the mark: every move of a game still going starts with it
    /// false).
    fled: bool,
}

/// Where NetBSD's count starts, for every wumpus.
const BSD_COUNT_START: u8 = 2;

impl Wumpus {
    fn new(room: RoomId) -> Wumpus {
        Wumpus {
            room,
            awake: false,
            alive: true,
            count: BSD_COUNT_START,
            fled: false,
        }
    }
}

pub(crate) const PIT: u8 = 1;
pub(crate) const BATS: u8 = 2;
pub(crate) const TERMITES: u8 = 4;

/// Where everything is at the start of a hand-built game (tests, replays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub player: RoomId,
    pub wumpi: Vec<RoomId>,
    pub pits: Vec<RoomId>,
    pub bats: Vec<RoomId>,
}

impl Placement {
    fn empty() -> Placement {
        Placement {
            player: RoomId(0),
            wumpi: Vec::new(),
            pits: Vec::new(),
            bats: Vec::new(),
        }
    }
}

/// A classic game in progress. Everything in it is hidden state; the player
/// sees it only through `view()`.
#[derive(Clone, Debug)]
pub struct Classic {
    rules: Arc<ClassicRules>,
    cave: Arc<Cave>,
    seed: u64,
    dice: Dice,
    player: RoomId,
    wumpi: Vec<Wumpus>,
    /// Per room: `PIT` and `BATS` bits.
    hazards: Vec<u8>,
    arrows: u32,
    turn: u32,
    ending: Option<Ending>,
    senses: Senses,
    known: view::Knowledge,
}

impl Classic {
    /// A new game: the cave (drawn, for a random one) and every placement
    /// come from `seed`, so the same rules and seed give the same game.
    pub fn new(rules: Arc<ClassicRules>, seed: u64) -> Classic {
        let mut dice = Dice::new(seed);
        let cave = Self::draw_cave(&rules, &mut dice);
        let mut game = Classic::assemble(rules, cave, seed, dice, &Placement::empty());
        game.place();
        game
    }

    /// Starts a new game with `seed` in place, reusing this game's memory:
    /// the simulator's hot path. Same result as `Classic::new(rules, seed)`.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.dice.reseed(seed, 0);
        self.cave = Self::draw_cave(&self.rules, &mut self.dice);
        self.place();
    }

    /// Puts the player, wumpi, pits and bats in distinct random rooms of the
    /// current cave and resets everything else to the start of a game.
    fn place(&mut self) {
        let n = self.cave.rooms();
        self.hazards.clear();
        self.hazards.resize(n, 0);
        // A spare bit marks taken rooms while placing, so everything lands
        // in a distinct room; `ClassicRules::problems` guarantees enough.
        const TAKEN: u8 = 0x80;
        let dice = &mut self.dice;
        let hazards = &mut self.hazards;
        let mut draw = |mark: u8| loop {
            let r = dice.below(n as u32) as usize;
            if hazards[r] & TAKEN == 0 {
                hazards[r] |= TAKEN | mark;
                break RoomId(r as u16);
            }
        };
        self.player = draw(0);
        self.wumpi.clear();
        for _ in 0..self.rules.wumpi {
            let room = draw(0);
            self.wumpi.push(Wumpus::new(room));
        }
        for _ in 0..self.rules.pits {
            draw(PIT);
        }
        for _ in 0..self.rules.bats {
            draw(BATS);
        }
        for _ in 0..self.rules.termites {
            draw(TERMITES);
        }
        for h in self.hazards.iter_mut() {
            *h &= !TAKEN;
        }
        self.arrows = self.rules.arrows;
        self.turn = 0;
        self.ending = None;
        self.known.reset(n);
        self.known.begin(self.player);
        self.end_of_command();
    }

    /// A game with everything placed by hand on a given cave; `dice` supplies
    /// every later draw (script it to force outcomes).
    pub fn from_placement(
        rules: Arc<ClassicRules>,
        cave: Arc<Cave>,
        placement: &Placement,
        dice: Dice,
    ) -> Classic {
        Classic::assemble(rules, cave, 0, dice, placement)
    }

    /// The same set-up again (same cave, same placements, same dice): the
    /// "same setup" of docs/rules.md, Common.
    pub fn same_setup(&self) -> Classic {
        Classic::new(self.rules.clone(), self.seed)
    }

    /// The cave a game of `rules` with `seed` plays in (drawn, for a
    /// generated one; renumbered, for shuffled labels): `wumpus cave`
    /// prints it. The cave is the first thing a game draws, so this is the
    /// very cave `Classic::new(rules, seed)` builds.
    pub fn cave_for(rules: &ClassicRules, seed: u64) -> Arc<Cave> {
        Self::draw_cave(rules, &mut Dice::new(seed))
    }

    fn draw_cave(rules: &ClassicRules, dice: &mut Dice) -> Arc<Cave> {
        let cave = match &rules.cave {
            CaveSource::Fixed(cave) => cave.clone(),
            CaveSource::Random(spec) => Arc::new(generate(spec, dice)),
            CaveSource::Bsd(spec) => Arc::new(generate_bsd(spec, dice)),
        };
        if rules.shuffle_labels {
            let mut order: Vec<usize> = (0..cave.rooms()).collect();
            dice.shuffle(&mut order);
            Arc::new(cave.renumbered(&order))
        } else {
            cave
        }
    }

    fn assemble(
        rules: Arc<ClassicRules>,
        cave: Arc<Cave>,
        seed: u64,
        dice: Dice,
        placement: &Placement,
    ) -> Classic {
        let n = cave.rooms();
        let mut hazards = vec![0u8; n];
        for p in &placement.pits {
            hazards[p.index()] |= PIT;
        }
        for b in &placement.bats {
            hazards[b.index()] |= BATS;
        }
        let mut game = Classic {
            arrows: rules.arrows,
            rules,
            seed,
            dice,
            player: placement.player,
            wumpi: placement
                .wumpi
                .iter()
                .map(|&room| Wumpus::new(room))
                .collect(),
            hazards,
            turn: 0,
            ending: None,
            senses: Senses::default(),
            known: view::Knowledge::new(n),
            cave,
        };
        game.known.begin(game.player);
        game.end_of_command();
        game
    }

    /// Puts termites in these rooms of a hand-built game (Wumpus 3 tests);
    /// `Placement` has no room for them so its users need not change.
    pub fn with_termites(mut self, rooms: &[RoomId]) -> Classic {
        for r in rooms {
            if let Some(h) = self.hazards.get_mut(r.index()) {
                *h |= TERMITES;
            }
        }
        self.end_of_command();
        self
    }

    /// Dice draws still scripted (tests assert their script was used up).
    pub fn scripted_draws_left(&self) -> usize {
        self.dice.scripted_left()
    }

    /// Test support: the game with its dice replaced (with `Dice::strict`,
    /// a test enumerates every outcome of the next command).
    pub fn with_dice(mut self, dice: Dice) -> Classic {
        self.dice = dice;
        self
    }

    fn end(&mut self, ending: Ending, out: &mut Vec<Event>) {
        self.ending = Some(ending);
        out.push(Event::GameOver(ending));
    }

    /// Bookkeeping after a command the player survived: what they sense now,
    /// and what they learn by standing here.
    fn end_of_command(&mut self) {
        self.senses = senses::feel(self);
        self.known.stand_in(self.player, self.senses);
    }
}
