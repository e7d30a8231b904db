//! The odds as a list of whole worlds, each with its chance: exact while the
//! list stays under `CAP`, and carried on with weighted samples (a particle
//! filter with a fixed seed, so still a pure function of the history) when
//! it would not.

use super::sim::{self, Ctx};
use super::story::Step;
use super::world::{Mask, World, Wumpi, bit, rooms_of};
use crate::ai::hash::{Map, map};
use crate::engine::Dice;

/// Most worlds listed before the odds sample instead.
pub const CAP: usize = 60_000;
/// Worlds kept when sampling.
pub const PARTICLES: usize = 6_000;

/// A weighted list of worlds whose chances sum to 1.
#[derive(Clone, Debug, Default)]
pub struct Explicit {
    pub worlds: Vec<(World, f64)>,
    /// False once the list had to be sampled.
    pub exact: bool,
    /// Steps taken, to vary the sampling seed.
    steps: u64,
}

impl Explicit {
    pub fn new(worlds: Vec<(World, f64)>, exact: bool) -> Explicit {
        let mut e = Explicit {
            worlds,
            exact,
            steps: 0,
        };
        e.normalize();
        e.cap();
        e
    }

    /// Every set-up of `rules` with the player in `start`, each equally
    /// likely, if there are at most `CAP`; else `None`.
    pub fn prior(ctx: &Ctx, start: usize) -> Option<Explicit> {
        let rules = &ctx.rules;
        let n = ctx.cave.rooms();
        let k = rules.wumpi as usize;
        if k > super::world::MAX_WUMPI || n > super::world::MAX_ROOMS {
            return None;
        }
        let mut worlds = Vec::new();
        let mut wumpi = Vec::with_capacity(k);
        let mut budget = CAP;
        let ok = place_wumpi(n, k, bit(start), &mut wumpi, &mut |taken, rooms| {
            let w = Wumpi::new(rooms);
            for_subsets(n, rules.pits as usize, taken, &mut |pits| {
                for_subsets(n, rules.bats as usize, taken | pits, &mut |bats| {
                    for_subsets(
                        n,
                        rules.termites as usize,
                        taken | pits | bats,
                        &mut |termites| {
                            if budget == 0 {
                                return false;
                            }
                            budget -= 1;
                            worlds.push((
                                World {
                                    pits,
                                    bats,
                                    termites,
                                    wumpi: w,
                                },
                                1.0,
                            ));
                            true
                        },
                    )
                })
            })
        });
        ok.then(|| Explicit::new(worlds, true))
    }

    /// Weighs every world by the senses felt at the start.
    pub fn sense_start(&mut self, ctx: &Ctx, room: usize, felt: crate::engine::classic::Senses) {
        for (w, p) in &mut self.worlds {
            *p *= sim::senses_chance(ctx, w, room, felt);
        }
        self.worlds.retain(|(_, p)| *p > 0.0);
        self.normalize();
    }

    /// One command the player survived.
    pub fn advance(&mut self, ctx: &Ctx, step: &Step<'_>) {
        let mut next: Map<World, f64> = map();
        for (world, p) in &self.worlds {
            sim::play(ctx, world, step, |w, q| {
                *next.entry(w).or_insert(0.0) += p * q
            });
        }
        let mut worlds: Vec<(World, f64)> = next.into_iter().filter(|(_, p)| *p > 0.0).collect();
        // A fixed order, whatever the table did: sums come out the same.
        worlds.sort_by(|a, b| a.0.key().cmp(&b.0.key()).then(a.0.wumpi.cmp(&b.0.wumpi)));
        if worlds.is_empty() {
            // Nothing explains what was seen: only the approximations of a
            // secret cave can get here. Keep the last odds rather than none.
            self.exact = false;
            return;
        }
        self.worlds = worlds;
        self.steps += 1;
        self.normalize();
        self.cap();
    }

    fn normalize(&mut self) {
        let total: f64 = self.worlds.iter().map(|w| w.1).sum();
        if total > 0.0 {
            for w in &mut self.worlds {
                w.1 /= total;
            }
        }
    }

    /// Over `CAP` worlds: keep `PARTICLES` drawn by weight (systematic
    /// resampling), merged, each weighing its share.
    fn cap(&mut self) {
        if self.worlds.len() <= CAP {
            return;
        }
        self.exact = false;
        let mut dice = Dice::side_stream(0x0dd5, self.steps);
        let step = 1.0 / PARTICLES as f64;
        let mut u = f64::from(dice.below(1 << 20)) / f64::from(1u32 << 20) * step;
        let mut kept: Vec<(World, f64)> = Vec::with_capacity(PARTICLES);
        let mut acc = 0.0;
        for &(w, p) in &self.worlds {
            acc += p;
            while u < acc {
                match kept.last_mut() {
                    Some(last) if last.0 == w => last.1 += step,
                    _ => kept.push((w, step)),
                }
                u += step;
            }
        }
        self.worlds = kept;
        self.normalize();
    }

    /// `count` worlds drawn by their chance.
    pub fn sample(&self, count: usize, dice: &mut Dice) -> Vec<(World, f64)> {
        let mut marks: Vec<f64> = (0..count)
            .map(|_| f64::from(dice.below(1 << 30)) / f64::from(1u32 << 30))
            .collect();
        marks.sort_by(f64::total_cmp);
        let mut out = Vec::with_capacity(count);
        let mut acc = 0.0;
        let mut next = 0;
        for &(w, p) in &self.worlds {
            acc += p;
            while next < marks.len() && marks[next] < acc {
                out.push((w, 1.0 / count as f64));
                next += 1;
            }
        }
        out
    }

    /// Per room: the chance of a pit, bats, termites, and a living wumpus.
    pub fn marginals(&self, n: usize) -> [Vec<f64>; 4] {
        let mut out = [vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]];
        for (w, p) in &self.worlds {
            for (i, set) in [w.pits, w.bats, w.termites, w.wumpi.mask()]
                .into_iter()
                .enumerate()
            {
                for r in rooms_of(set) {
                    if r < n {
                        out[i][r] += p;
                    }
                }
            }
        }
        out
    }
}

/// Calls `each(taken, rooms)` for every ordered choice of `k` distinct
/// rooms outside `taken`; false when `each` asked to stop.
fn place_wumpi(
    n: usize,
    k: usize,
    taken: Mask,
    rooms: &mut Vec<usize>,
    each: &mut dyn FnMut(Mask, &[usize]) -> bool,
) -> bool {
    if rooms.len() == k {
        return each(taken, rooms);
    }
    for r in 0..n {
        if taken & bit(r) != 0 {
            continue;
        }
        rooms.push(r);
        let go = place_wumpi(n, k, taken | bit(r), rooms, each);
        rooms.pop();
        if !go {
            return false;
        }
    }
    true
}

/// Calls `each(set)` for every set of `k` rooms outside `taken`; false when
/// `each` asked to stop.
pub fn for_subsets(n: usize, k: usize, taken: Mask, each: &mut dyn FnMut(Mask) -> bool) -> bool {
    fn go(
        n: usize,
        k: usize,
        from: usize,
        taken: Mask,
        set: Mask,
        each: &mut dyn FnMut(Mask) -> bool,
    ) -> bool {
        if k == 0 {
            return each(set);
        }
        for r in from..n {
            if taken & bit(r) != 0 {
                continue;
            }
            if !go(n, k - 1, r + 1, taken, set | bit(r), each) {
                return false;
            }
        }
        true
    }
    go(n, k, 0, taken, 0, each)
}
