//! Dealing a game: the random set-up of the module doc, or everything
//! placed by hand (tests), and the blank state both start from. Kept
//! apart from the state and the senses, which every turn reads.

use super::{
    BATS, DODECAHEDRON, Happening, Hidden, HiddenRules, HiddenView, Label, PIT, Placement, ROOMS,
    Role, SeatPublic, Senses, index,
};
use crate::engine::dice::Dice;
use std::sync::Arc;

/// A world a seat cannot tell from the real one (a bot's sample of what
/// its view hides): everything the view does not say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// Per label (index 0 is label 1): Yob's room (0-based) it names.
    pub yob: [u8; ROOMS],
    pub pits: Vec<Label>,
    pub bats: Vec<Label>,
    /// Per seat, as in `Placement`; the viewing seat's own are the view's.
    pub roles: Vec<Role>,
    pub rooms: Vec<Label>,
    pub arrows: Vec<u8>,
    /// Per seat: what its notebook holds (the viewing seat's is the view's).
    pub notebooks: Vec<Vec<Happening>>,
}

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

    /// Test support: four people at one keyboard, seat 2 the Wumpus, seat
    /// 0 first, in `rooms`, with no pits or bats: the table most tests of
    /// claims and worlds start from.
    #[cfg(test)]
    pub(crate) fn four_people(rooms: [Label; 4]) -> Hidden {
        let mut rules = HiddenRules {
            bots: 0,
            ..HiddenRules::default()
        };
        rules.reseat();
        let placement = Placement {
            roles: vec![Role::Human, Role::Human, Role::Wumpus, Role::Human],
            rooms: rooms.to_vec(),
            pits: vec![],
            bats: vec![],
            first: crate::engine::game::Seat(0),
        };
        Hidden::from_placement(Arc::new(rules), &placement, Dice::new(1))
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

    /// The game `parts` and the public side of `view` make, in the middle
    /// of the viewing seat's turn when it is to act: the public log and
    /// table, the seat's own notebook, senses and arrows from the view,
    /// the other seats' notebooks empty. For bots' look-ahead only.
    pub fn from_parts(view: &HiddenView<'_>, parts: &Parts, dice: Dice) -> Hidden {
        let mut game = Hidden::blank(Arc::new(view.rules.clone()), 0, dice);
        let n = game.seats();
        game.clear(n);
        let mut at = [0u8; ROOMS];
        for (j, &y) in parts.yob.iter().enumerate() {
            at[usize::from(y).min(ROOMS - 1)] = j as u8;
        }
        for (j, &y) in parts.yob.iter().enumerate() {
            let mut ts = DODECAHEDRON[usize::from(y).min(ROOMS - 1)].map(|t| at[usize::from(t)]);
            ts.sort_unstable();
            game.adj[j] = ts;
        }
        game.yob = parts.yob;
        for &p in &parts.pits {
            game.hazards[usize::from(index(p))] |= PIT;
        }
        for &b in &parts.bats {
            game.hazards[usize::from(index(b))] |= BATS;
        }
        for s in 0..n {
            game.roles[s] = parts.roles.get(s).copied().unwrap_or(Role::Human);
            game.rooms[s] = index(parts.rooms.get(s).copied().unwrap_or(1));
            game.arrows[s] = parts.arrows.get(s).copied().unwrap_or(0);
            game.public[s] = view.seats.get(s).copied().unwrap_or(game.public[s]);
            game.alive[s] = game.public[s].alive;
            if let Some(book) = parts.notebooks.get(s) {
                game.notebooks[s].extend_from_slice(book);
            }
        }
        let me = usize::from(view.seat.0).min(n.saturating_sub(1));
        game.roles[me] = view.role;
        game.rooms[me] = index(view.room);
        game.arrows[me] = view.arrows;
        game.senses[me] = view.senses;
        game.notebooks[me].clear();
        game.notebooks[me].extend_from_slice(view.notebook);
        game.log.extend_from_slice(view.public_log);
        game.to_act = view.to_act;
        game.claimed = view.claimed;
        game.shot = view.shot;
        game.seat_turns = view.turn;
        game.outcome = view.outcome;
        game.set_near();
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

    /// The two-room neighbourhoods, from the tunnels.
    fn set_near(&mut self) {
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
    }

    /// Arrows, the two-room neighbourhoods, and the first turn.
    fn settle_setup(&mut self, first: usize) {
        for s in 0..self.seats() {
            self.arrows[s] = match self.roles[s] {
                Role::Human => self.rules.arrows,
                Role::Wumpus => 0,
            };
        }
        self.set_near();
        let mut told = Vec::new();
        self.begin_turn(first, &mut told);
    }
}
