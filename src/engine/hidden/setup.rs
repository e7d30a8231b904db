//! Dealing a game: the random set-up of the module doc, or everything
//! placed by hand (tests), and the blank state both start from. Kept
//! apart from the state and the senses, which every turn reads.

use super::{
    BATS, DODECAHEDRON, Hidden, HiddenRules, PIT, Placement, ROOMS, Role, SeatPublic, Senses, index,
};
use crate::engine::dice::Dice;
use std::sync::Arc;

impl Hidden {
    pub fn new(rules: Arc<HiddenRules>, seed: u64) -> Hidden {
        let mut game = Hidden::blank(rules, seed, Dice::new(seed));
        game.deal();
        game
    }

    /// The game `new(rules, seed)` gives, reusing this one's memory.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.dice.reseed(seed, 0);
        self.deal();
    }

    /// A game with everything placed by hand on Yob's labels; `dice`
    /// supplies every later draw (script it to force outcomes). Rooms
    /// outside 1..=20 count as room 1; missing seats are humans in room 1.
    pub fn from_placement(rules: Arc<HiddenRules>, placement: &Placement, dice: Dice) -> Hidden {
        let mut game = Hidden::blank(rules, 0, dice);
        let n = game.seats();
        game.clear(n);
        game.adj = DODECAHEDRON;
        game.yob = std::array::from_fn(|i| i as u8);
        for s in 0..n {
            game.roles[s] = placement.roles.get(s).copied().unwrap_or(Role::Human);
            game.rooms[s] = index(placement.rooms.get(s).copied().unwrap_or(1));
        }
        for &p in &placement.pits {
            game.hazards[usize::from(index(p))] |= PIT;
        }
        for &b in &placement.bats {
            game.hazards[usize::from(index(b))] |= BATS;
        }
        game.settle_setup(usize::from(placement.first.0).min(n.saturating_sub(1)));
        game
    }

    fn blank(rules: Arc<HiddenRules>, seed: u64, dice: Dice) -> Hidden {
        Hidden {
            rules,
            seed,
            dice,
            adj: DODECAHEDRON,
            near: [0; ROOMS],
            yob: [0; ROOMS],
            hazards: [0; ROOMS],
            roles: Vec::new(),
            rooms: Vec::new(),
            alive: Vec::new(),
            arrows: Vec::new(),
            public: Vec::new(),
            senses: Vec::new(),
            to_act: None,
            claimed: false,
            shot: false,
            turn: 0,
            seat_turns: 0,
            outcome: None,
            log: Vec::new(),
            notebooks: Vec::new(),
        }
    }

    fn clear(&mut self, n: usize) {
        self.hazards = [0; ROOMS];
        self.roles.clear();
        self.roles.resize(n, Role::Human);
        self.rooms.clear();
        self.rooms.resize(n, 0);
        self.alive.clear();
        self.alive.resize(n, true);
        self.arrows.clear();
        self.arrows.resize(n, 0);
        self.public.clear();
        self.public.resize(
            n,
            SeatPublic {
                alive: true,
                role: None,
            },
        );
        self.senses.clear();
        self.senses.resize(n, Senses::default());
        self.to_act = None;
        self.claimed = false;
        self.shot = false;
        self.turn = 0;
        self.seat_turns = 0;
        self.outcome = None;
        self.log.clear();
        self.notebooks.resize_with(n, Vec::new);
        self.notebooks.truncate(n);
        for book in &mut self.notebooks {
            book.clear();
        }
    }

    /// The set-up of the module doc, from the dice.
    fn deal(&mut self) {
        let n = self.seats();
        self.clear(n);
        let mut order: [u8; ROOMS] = std::array::from_fn(|i| i as u8);
        self.dice.shuffle(&mut order);
        // Room j of this game is Yob's room order[j].
        let mut new_index = [0u8; ROOMS];
        for (j, &old) in order.iter().enumerate() {
            new_index[usize::from(old)] = j as u8;
        }
        for (j, &old) in order.iter().enumerate() {
            let mut ts = DODECAHEDRON[usize::from(old)].map(|t| new_index[usize::from(t)]);
            ts.sort_unstable();
            self.adj[j] = ts;
        }
        self.yob = order;
        let mut seats: Vec<usize> = (0..n).collect();
        self.dice.shuffle(&mut seats);
        let wumpi = usize::from(self.rules.wumpus_players).min(n.saturating_sub(1));
        for &s in seats.iter().take(wumpi) {
            self.roles[s] = Role::Wumpus;
        }
        let mut places: [u8; ROOMS] = std::array::from_fn(|i| i as u8);
        self.dice.shuffle(&mut places);
        let mut next = places.iter().copied();
        for s in 0..n {
            self.rooms[s] = next.next().unwrap_or(0);
        }
        for _ in 0..self.rules.bats {
            if let Some(r) = next.next() {
                self.hazards[usize::from(r)] |= BATS;
            }
        }
        for _ in 0..self.rules.pits {
            if let Some(r) = next.next() {
                self.hazards[usize::from(r)] |= PIT;
            }
        }
        let first = self.dice.below(n as u32) as usize;
        self.settle_setup(first);
    }

    /// Arrows, the two-room neighbourhoods, and the first turn.
    fn settle_setup(&mut self, first: usize) {
        for s in 0..self.seats() {
            self.arrows[s] = match self.roles[s] {
                Role::Human => self.rules.arrows,
                Role::Wumpus => 0,
            };
        }
        for r in 0..ROOMS {
            let mut bits = 1u32 << r;
            for &a in &self.adj[r] {
                bits |= 1 << a;
                for &b in &self.adj[usize::from(a)] {
                    bits |= 1 << b;
                }
            }
            self.near[r] = bits;
        }
        let mut told = Vec::new();
        self.begin_turn(first, &mut told);
    }
}
