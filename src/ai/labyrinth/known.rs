//! What the notebook knows of a cell, as the planner asks: a piece's own
//! cells, and for a piece whose few possible places all agree, what the
//! first piece and the bounds say there; where a hole leads; how much of
//! the labyrinth nobody has seen.

use super::pieces::shift;
use super::{Notebook, Pos, Seen};

/// Pieces with more places than this are not consulted cell by cell: they
/// know too little for a consensus to say anything.
const CONSENSUS: usize = 24;

/// Places of a piece looked at when weighing its unknown cells.
const SAMPLE: usize = 64;

/// Pieces with more places than this count every unknown cell that may be
/// new as new: measured, weighing them cost the large labyrinths their
/// few wins (2.3% to 0% of 300 games) and helped nowhere.
const WIDE: usize = 100;

impl Notebook {
    /// What piece `k` knows of `c`, by itself or, for a piece whose few
    /// places all agree, from the first piece and the bounds. Holes are
    /// only taken from the piece itself (where one leads is kept by piece).
    pub fn look(&self, k: usize, c: Pos) -> Option<Seen> {
        let piece = self.fragments.get(k)?;
        if let Some(&seen) = piece.cells.get(&c) {
            return Some(seen);
        }
        if k == 0 {
            return (!self.inside(c)).then_some(Seen::Wall);
        }
        if let Some(at) = piece.lean {
            let t = shift(c, at);
            return match self.fragments[0].cells.get(&t) {
                Some(Seen::Hole(_)) => None,
                Some(&seen) => Some(seen),
                None => (!self.inside(t)).then_some(Seen::Wall),
            };
        }
        if piece.places.is_empty() || piece.places.len() > CONSENSUS {
            return None;
        }
        let mut agreed = None;
        for p in &piece.places {
            let t = shift(c, p.at);
            let here = if self.inside(t) {
                self.fragments[0].cells.get(&t).copied()?
            } else {
                Seen::Wall
            };
            if matches!(here, Seen::Hole(_)) || agreed.is_some_and(|a| a != here) {
                return None;
            }
            agreed = Some(here);
        }
        agreed
    }

    /// Whether an unknown `c` of piece `k` can be a cell of the labyrinth
    /// not yet seen (not off its bounds wherever the piece lies).
    pub fn may_be_new(&self, k: usize, c: Pos) -> bool {
        let Some(piece) = self.fragments.get(k) else {
            return false;
        };
        if k == 0 {
            return self.inside(c);
        }
        if let Some(at) = piece.lean {
            let t = shift(c, at);
            return self.inside(t) && !self.fragments[0].cells.contains_key(&t);
        }
        if piece.places.is_empty() || piece.places.len() > CONSENSUS {
            return true;
        }
        piece.places.iter().any(|p| {
            let t = shift(c, p.at);
            self.inside(t) && !self.fragments[0].cells.contains_key(&t)
        })
    }

    /// The chance that an unknown `c` of piece `k` is a cell of the
    /// labyrinth not yet seen: the share of the piece's places, each
    /// weighted by its likelihood, that lay `c` inside the bounds and
    /// over nothing the first piece knows. A piece that may lie almost
    /// anywhere thus counts its cells for what they are likely worth,
    /// not once for every place that would make them new. `claim` says how
    /// much of the labyrinth's cell t is this search's (`plan::shares`).
    /// Pieces with many places are judged on an even spread of `SAMPLE`
    /// of them, and those with very many (`WIDE`) not at all.
    pub fn new_chance(&self, k: usize, c: Pos, claim: impl Fn(Pos) -> f64) -> f64 {
        let Some(piece) = self.fragments.get(k) else {
            return 0.0;
        };
        if k == 0 {
            return if self.inside(c) { 1.0 } else { 0.0 };
        }
        let places = &piece.places;
        if places.is_empty() {
            return 1.0;
        }
        if places.len() > WIDE {
            return if self.may_be_new(k, c) { 1.0 } else { 0.0 };
        }
        let top = places.iter().map(|p| p.score).fold(f64::MIN, f64::max);
        let stride = places.len().div_ceil(SAMPLE).max(1);
        let (mut new, mut all) = (0.0, 0.0);
        for p in places.iter().step_by(stride) {
            let w = (p.score - top).exp();
            let t = shift(c, p.at);
            all += w;
            if self.inside(t) && !self.fragments[0].cells.contains_key(&t) {
                new += w * claim(t);
            }
        }
        if all > 0.0 { new / all } else { 0.0 }
    }

    /// Where stepping onto the hole at (k, c) puts the player, if known.
    pub fn lead(&self, k: usize, c: Pos) -> Option<(usize, Pos)> {
        if let Some(&to) = self.leads.get(&(k, c)) {
            return Some(to);
        }
        let Some(&Seen::Hole(Some(n))) = self.fragments.get(k)?.cells.get(&c) else {
            return None;
        };
        // Hole n leads to hole n + 1 when there is one; a hole seen with
        // that number proves there is. Else, when n is likelier than not
        // the last hole, it leads back to hole 0.
        if let Some(&to) = self.holes.get(&n.checked_add(1)?) {
            return Some(to);
        }
        if n > 0 && self.last_chance(n) > 0.5 {
            return self.holes.get(&0).copied();
        }
        None
    }

    /// The chance that hole n is the last of the labyrinth's holes (so it
    /// leads back to hole 0), from the holes seen and how much of the
    /// labyrinth is left unseen. The player is not told how many holes
    /// there are; the built-in labyrinths and the generator's default have
    /// about a quarter of the square root of their cells (2 in 12x6, 4 in
    /// 20x10, 8 in 40x25), so that is the prior guess, give or take one;
    /// each hole beyond n would lie somewhere unseen, which gets less
    /// likely as the unseen part shrinks.
    pub fn last_chance(&self, n: u8) -> f64 {
        if self.holes.keys().any(|&m| m > n) {
            return 0.0;
        }
        let guess = f64::from(self.size.0 * self.size.1).max(1.0).sqrt() / 4.0;
        let unseen = self.unknown_share();
        let weight = |count: u32| {
            let off = f64::from(count) - guess;
            (-off * off / 2.0).exp() * unseen.powi((count - u32::from(n) - 1) as i32)
        };
        let first = u32::from(n) + 1;
        let all: f64 = (first..=first + 10).map(weight).sum();
        if all > 0.0 { weight(first) / all } else { 1.0 }
    }

    /// Cells of the labyrinth nobody has seen yet, as a share of it.
    pub fn unknown_share(&self) -> f64 {
        let all = (self.size.0 * self.size.1).max(1) as f64;
        let seen = self.fragments.iter().map(|f| f.cells.len()).sum::<usize>() as f64;
        ((all - seen) / all).clamp(0.0, 1.0)
    }
}
