//! What the notebook knows of a cell, as the planner asks: a piece's own
//! cells, and for a piece whose few possible places all agree, what the
//! first piece and the bounds say there; where a hole leads; how much of
//! the labyrinth nobody has seen.

use super::pieces::shift;
use super::{Notebook, Pos, Seen};

/// Pieces with more places than this are not consulted cell by cell: they
/// know too little for a consensus to say anything.
const CONSENSUS: usize = 24;

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
        if piece.places.is_empty() || piece.places.len() > CONSENSUS {
            return true;
        }
        piece.places.iter().any(|p| {
            let t = shift(c, p.at);
            self.inside(t) && !self.fragments[0].cells.contains_key(&t)
        })
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
        // that number proves there is.
        self.holes.get(&n.checked_add(1)?).copied()
    }

    /// Cells of the labyrinth nobody has seen yet, as a share of it.
    pub fn unknown_share(&self) -> f64 {
        let all = (self.size.0 * self.size.1).max(1) as f64;
        let seen = self.fragments.iter().map(|f| f.cells.len()).sum::<usize>() as f64;
        ((all - seen) / all).clamp(0.0, 1.0)
    }
}
