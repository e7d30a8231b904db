//! Dealing a game: how many wumpi, and where everything starts.

use super::{BATS, GWumpus, Grenade, GrenadeRules, PIT, Placement, Scratch, Senses, WumpiCount};
use crate::engine::cave::RoomId;
use crate::engine::dice::Dice;
use std::sync::Arc;

impl Grenade {
    /// A new game dealt from `seed`: the same rules and seed give the same game.
    pub fn new(rules: Arc<GrenadeRules>, seed: u64) -> Grenade {
        let mut game = Grenade::blank(rules, seed, Dice::new(seed));
        game.deal();
        game
    }

    /// The game `new(rules, seed)` would give, reusing this one's memory.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.dice.reseed(seed, 0);
        self.deal();
    }

    pub(super) fn blank(rules: Arc<GrenadeRules>, seed: u64, dice: Dice) -> Grenade {
        let n = rules.rooms();
        Grenade {
            rules,
            seed,
            dice,
            player: RoomId(0),
            wumpi: Vec::new(),
            pits: Vec::new(),
            bats: Vec::new(),
            hazards: vec![0; n],
            wumpi_at: vec![0; n],
            grenades: 0,
            grenades_at_start: 0,
            turn: 0,
            ending: None,
            visited: vec![false; n],
            senses: Senses::default(),
            history: Default::default(),
            alerted: Scratch::default(),
        }
    }

    /// Draws the number of wumpi, then places wumpi, pits, bats and the
    /// player in that order, each in a uniformly random cave holding nothing
    /// yet (drawn until a free one comes up).
    fn deal(&mut self) {
        let wumpi = match self.rules.wumpi {
            WumpiCount::Random => self.dice.below(self.rules.max_wumpi()) + 1,
            WumpiCount::Fixed(k) => k,
        };
        let n = self.rules.rooms();
        let mut taken = vec![false; n];
        let mut free = n;
        let dice = &mut self.dice;
        // `problems()` refuses rules with more things than caves; the
        // `free` count only keeps such rules from looping forever.
        let mut draw = || {
            if free == 0 {
                return None;
            }
            loop {
                let r = dice.below(n as u32) as usize;
                if !taken[r] {
                    taken[r] = true;
                    free -= 1;
                    return Some(RoomId(r as u16));
                }
            }
        };
        let mut placement = Placement {
            player: RoomId(0),
            wumpi: (0..wumpi).map_while(|_| draw()).collect(),
            pits: (0..self.rules.pits).map_while(|_| draw()).collect(),
            bats: (0..self.rules.bats).map_while(|_| draw()).collect(),
            grenades: None,
        };
        placement.player = draw().unwrap_or(RoomId(0));
        self.put(&placement);
    }

    /// Sets the board to `placement` and everything else to the start of a game.
    pub(super) fn put(&mut self, placement: &Placement) {
        let n = self.rules.rooms();
        let inside = |r: &&RoomId| r.index() < n;
        self.hazards.clear();
        self.hazards.resize(n, 0);
        self.wumpi_at.clear();
        self.wumpi_at.resize(n, 0);
        self.wumpi.clear();
        for &room in placement.wumpi.iter().filter(inside) {
            self.wumpi.push(GWumpus { room, alive: true });
            self.wumpi_at[room.index()] += 1;
        }
        self.pits.clear();
        self.pits.extend(placement.pits.iter().filter(inside));
        self.bats.clear();
        self.bats.extend(placement.bats.iter().filter(inside));
        for p in &self.pits {
            self.hazards[p.index()] |= PIT;
        }
        for b in &self.bats {
            self.hazards[b.index()] |= BATS;
        }
        self.player = Some(&placement.player)
            .filter(inside)
            .copied()
            .unwrap_or(RoomId(0));
        self.grenades = placement.grenades.unwrap_or_else(|| {
            (self.wumpi.len() as u32).saturating_mul(self.rules.grenades_per_wumpus)
        });
        self.grenades_at_start = self.grenades;
        self.turn = 0;
        // Rules that pass `problems()` never start over, but a hand-made
        // placement may; then nothing is left to play for.
        self.ending = if self.wumpi.is_empty() {
            Some(super::Ending::Won)
        } else if self.grenades == 0 {
            Some(super::Ending::OutOfGrenades)
        } else {
            None
        };
        self.visited.clear();
        self.visited.resize(n, false);
        self.history.begin(self.player);
        self.settle();
    }
}
