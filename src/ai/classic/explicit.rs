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
/// Most worlds one command may spread an exact list into, per world the
/// cap allows, before it turns to sampling instead.
const SPREAD_PER_CAP: usize = 4;

/// How many worlds a list may hold: listed exactly up to `cap`, then
/// `particles` samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub cap: usize,
    pub particles: usize,
}

impl Budget {
    /// The real odds'.
    pub const FULL: Budget = Budget {
        cap: CAP,
        particles: PARTICLES,
    };

    /// At most `count` worlds either way (for imagined games).
    pub fn light(count: usize) -> Budget {
        Budget {
            cap: count,
            particles: count,
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::FULL
    }
}

/// A weighted list of worlds whose chances sum to 1.
#[derive(Clone, Debug, Default)]
pub struct Explicit {
    pub worlds: Vec<(World, f64)>,
    budget: Budget,
    /// False once the list had to be sampled.
    pub exact: bool,
    /// Steps taken, to vary the sampling seed.
    steps: u64,
}

impl Explicit {
    pub fn new(worlds: Vec<(World, f64)>, exact: bool, budget: Budget) -> Explicit {
        let mut e = Explicit {
            worlds,
            budget,
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
        ok.then(|| Explicit::new(worlds, true, Budget::FULL))
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
        let next = match self.spread(ctx, step, SPREAD_PER_CAP * self.budget.cap) {
            Some(next) => next,
            None => {
                // Listing every way would not fit (hazards migrating
                // unseen): go on with particles that each take one way.
                self.resample(self.budget.particles);
                self.spread(ctx, step, usize::MAX).unwrap_or_default()
            }
        };
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

    /// Every world after `step`, or `None` once more than `limit` are
    /// listed. A sampled list draws what no one sees by chance, from a seed
    /// fixed by the step and the world's place (still a pure function of
    /// the history).
    fn spread(&self, ctx: &Ctx, step: &Step<'_>, limit: usize) -> Option<Map<World, f64>> {
        let mut next: Map<World, f64> = map();
        for (i, (world, p)) in self.worlds.iter().enumerate() {
            let unseen = (!self.exact).then_some((self.steps << 32) ^ i as u64 ^ 0x51ee_7000);
            sim::play(ctx, world, step, unseen, |w, q| {
                *next.entry(w).or_insert(0.0) += p * q
            });
            if next.len() > limit {
                return None;
            }
        }
        Some(next)
    }

    fn normalize(&mut self) {
        let total: f64 = self.worlds.iter().map(|w| w.1).sum();
        if total > 0.0 {
            for w in &mut self.worlds {
                w.1 /= total;
            }
        }
    }

    /// Over the cap (or, once sampled, over the particle count): keeps
    /// that many particles.
    fn cap(&mut self) {
        let Budget { cap, particles } = self.budget;
        let limit = if self.exact { cap } else { particles };
        if self.worlds.len() > limit {
            self.resample(particles);
        }
    }

    /// A copy of at most `count` worlds drawn by weight, for imagined games
    /// that cannot pay for the full list.
    pub fn thinned(&self, count: usize) -> Explicit {
        let mut e = self.clone();
        e.budget = Budget::light(count);
        if e.worlds.len() > count {
            e.resample(count);
        }
        e
    }

    /// Keeps `count` draws by weight (systematic resampling), merged, each
    /// weighing its share.
    fn resample(&mut self, count: usize) {
        self.exact = false;
        let mut dice = Dice::side_stream(0x0dd5, self.steps);
        let step = 1.0 / count as f64;
        let mut u = f64::from(dice.below(1 << 20)) / f64::from(1u32 << 20) * step;
        let mut kept: Vec<(World, f64)> = Vec::with_capacity(count);
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
