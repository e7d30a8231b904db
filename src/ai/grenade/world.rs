//! A guess at a grenade game's hidden state, as far as it matters: what
//! each listed cave holds (wumpi in the order they run when alerted), and
//! how many wumpi, pits and bats lie in the caves not listed, which are
//! all alike to the player.

use crate::ai::classic::world::{Mask, bit, rooms_of};

/// The most wumpi a guess lists by cave.
pub const MAX_LISTED: usize = 16;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct World {
    /// Listed caves holding a living wumpus, in the order they run.
    pub wumpi: [u16; MAX_LISTED],
    pub listed: u8,
    pub pits: Mask,
    pub bats: Mask,
    /// Wumpi, pits and bats in the loose caves.
    pub loose: [u8; 3],
}

impl World {
    pub fn start(wumpi: usize, pits: usize, bats: usize) -> World {
        World {
            wumpi: [u16::MAX; MAX_LISTED],
            listed: 0,
            pits: 0,
            bats: 0,
            loose: [wumpi as u8, pits as u8, bats as u8],
        }
    }

    pub fn wumpi(&self) -> &[u16] {
        &self.wumpi[..usize::from(self.listed)]
    }

    pub fn wumpus_mask(&self) -> Mask {
        self.wumpi().iter().fold(0, |m, &w| m | bit(usize::from(w)))
    }

    pub fn alive(&self) -> usize {
        usize::from(self.listed) + usize::from(self.loose[0])
    }

    /// Nothing in cave `c` (listed).
    pub fn empty(&self, c: usize) -> bool {
        (self.pits | self.bats | self.wumpus_mask()) & bit(c) == 0
    }

    /// Lists loose cave `c` (one of `u` loose caves): each way it may hold
    /// a wumpus (at each place in the running order), a pit, bats or
    /// nothing, with its chance.
    pub fn list(&self, c: usize, u: usize, mut each: impl FnMut(World, f64)) {
        let u = u.max(1) as f64;
        let [w, p, b] = self.loose.map(f64::from);
        if w > 0.0 && usize::from(self.listed) < MAX_LISTED {
            let places = usize::from(self.listed) + 1;
            for at in 0..places {
                let mut next = *self;
                let len = usize::from(self.listed);
                next.wumpi.copy_within(at..len, at + 1);
                next.wumpi[at] = c as u16;
                next.listed += 1;
                next.loose[0] -= 1;
                each(next, w / u / places as f64);
            }
        }
        if p > 0.0 {
            let mut next = *self;
            next.pits |= bit(c);
            next.loose[1] -= 1;
            each(next, p / u);
        }
        if b > 0.0 {
            let mut next = *self;
            next.bats |= bit(c);
            next.loose[2] -= 1;
            each(next, b / u);
        }
        let rest = (u - w - p - b).max(0.0);
        if rest > 0.0 {
            each(*self, rest / u);
        }
    }

    /// Removes the wumpus in cave `c`.
    pub fn kill(&mut self, c: usize) {
        let len = usize::from(self.listed);
        if let Some(i) = self.wumpi().iter().position(|&w| usize::from(w) == c) {
            self.wumpi.copy_within(i + 1..len, i);
            self.wumpi[len - 1] = u16::MAX;
            self.listed -= 1;
        }
    }
}

/// The chance that none of `m` given loose caves (of `u`) holds any of `j`
/// things placed uniformly in distinct loose caves.
pub fn none_in(u: usize, m: usize, j: usize) -> f64 {
    if j == 0 || m == 0 {
        return 1.0;
    }
    if u < m + j {
        return if u < j { 1.0 } else { 0.0 };
    }
    // C(u - m, j) / C(u, j)
    (0..j)
        .map(|i| (u - m - i) as f64 / (u - i) as f64)
        .product()
}

pub fn caves(mask: Mask) -> impl Iterator<Item = usize> {
    rooms_of(mask)
}
