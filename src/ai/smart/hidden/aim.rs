//! Arrow paths worth a look-ahead, for a human seat: through tunnels the
//! seat knows, never back through its own room, scored by their chance to
//! pass a Wumpus player (the odds' rooms taken as independent) less what
//! they risk of fellow humans (`company`: where the public log puts them).

use super::company;
use crate::ai::hidden::Odds;
use crate::engine::hidden::{Happening, HiddenView, Label, ROOMS};

/// A fellow human killed by the arrow, as a share of a Wumpus hit (a human
/// dead takes their arrows with them).
const KIN: f64 = 0.5;

pub struct Search<'a, 'v> {
    view: &'a HiddenView<'v>,
    o: &'a Odds,
    tunnels: [Option<[Label; 3]>; ROOMS + 1],
    /// Per label: expected fellow humans there.
    kin: [f64; ROOMS + 1],
    range: usize,
}

impl<'a, 'v> Search<'a, 'v> {
    pub fn new(view: &'a HiddenView<'v>, o: &'a Odds) -> Search<'a, 'v> {
        let mut tunnels: [Option<[Label; 3]>; ROOMS + 1] = [None; ROOMS + 1];
        for h in view.notebook {
            if let Happening::Sensed { room, adjacent, .. } = h
                && let Some(slot) = tunnels.get_mut(usize::from(*room))
            {
                *slot = Some(*adjacent);
            }
        }
        Search {
            view,
            o,
            kin: company::presence(view, &tunnels),
            tunnels,
            range: usize::from(view.rules.arrow_range).max(1),
        }
    }

    /// The `k` paths worth most, best first, with their worth: no two
    /// pass the same set of rooms.
    pub fn best(&self, k: usize) -> Vec<(f64, Vec<Label>)> {
        let mut all = Vec::new();
        let mut path = Vec::with_capacity(self.range);
        self.extend(self.view.adjacent, 1.0, 0.0, &mut path, &mut all);
        all.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.len().cmp(&b.1.len())));
        let mut out: Vec<(f64, Vec<Label>)> = Vec::new();
        let mut sets: Vec<u32> = Vec::new();
        for (w, p) in all {
            let set = p.iter().fold(0u32, |m, &r| m | 1 << r);
            if !sets.contains(&set) {
                sets.push(set);
                out.push((w, p));
                if out.len() == k {
                    break;
                }
            }
        }
        out
    }

    /// The same worth for any path (one through unknown tunnels is taken
    /// as flying where it says).
    pub fn worth(&self, path: &[Label]) -> f64 {
        let mut miss = 1.0;
        let mut friends = 0.0;
        for (i, &r) in path.iter().enumerate() {
            if path[..i].contains(&r) {
                continue;
            }
            if r == self.view.room {
                friends += 1.0;
            }
            miss *= 1.0 - self.o.room(r).wumpus;
            friends += self.kin[usize::from(r).min(ROOMS)];
        }
        1.0 - miss - KIN * friends
    }

    /// Every path on from `path` through `next`, each scored: `miss` the
    /// chance no Wumpus was passed yet, `friends` the fellow humans
    /// expected in the rooms passed.
    fn extend(
        &self,
        next: [Label; 3],
        miss: f64,
        friends: f64,
        path: &mut Vec<Label>,
        all: &mut Vec<(f64, Vec<Label>)>,
    ) {
        for r in next {
            if r == self.view.room || path.contains(&r) {
                continue;
            }
            let m = miss * (1.0 - self.o.room(r).wumpus);
            let f = friends + self.kin[usize::from(r).min(ROOMS)];
            path.push(r);
            all.push((1.0 - m - KIN * f, path.clone()));
            if path.len() < self.range
                && let Some(on) = self.tunnels.get(usize::from(r)).copied().flatten()
            {
                self.extend(on, m, f, path, all);
            }
            path.pop();
        }
    }
}
