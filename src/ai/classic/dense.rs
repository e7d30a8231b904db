//! The fast exact odds for one wumpus on the move. While pits, bats and
//! termites stay put, a set-up's chance factors: the wumpus's path depends
//! on the pits alone (when it avoids them), and the bats and termites only
//! ruled out where it started. So per pit set ("group") one matrix carries
//! every starting room to every state now (room, and NetBSD's count), and
//! each set of bats and termites ("mate") is weighed by one dot product:
//! the joint odds come out exact without listing a world per start.
//!
//! Not covered (the tracker hands over to `explicit`): several wumpi, a bat
//! snatch that drops the player on more bats (the drop room is unseen and
//! couples the bats to the wumpus), `bat_drop = "empty"` drops, Wumpus 3
//! migrations.

use super::facts::{Class, Facts};
use super::sim::Ctx;
use super::story::Step;
use super::world::{Mask, bit, rooms_of};
use crate::engine::classic::{Event, WumpusWakes};

mod drops;
mod moves;
mod read;
mod step;

/// NetBSD's counts run 0..=12; other modes keep one.
const BSD_COUNTS: usize = 13;

#[derive(Clone, Debug)]
struct Group {
    /// The pits the wumpus avoids (0 when it does not avoid them).
    pits: Mask,
    /// Columns per row: one per start room the wumpus may have had
    /// (`Dense::starts`), or once the group is `apart`, one per mate (its
    /// start exclusions applied).
    cols: usize,
    apart: bool,
    /// One row per state (room, count), `cols` columns each.
    a: Vec<f64>,
    /// Static sets (pits, bats, termites) that go with this group.
    mates: Vec<[Mask; 3]>,
    /// Where the wumpus steps from each room, for this group's pits.
    kernel: Option<std::sync::Arc<moves::Kernel>>,
}

#[derive(Clone, Debug)]
pub struct Dense {
    n: usize,
    counts: usize,
    /// The rooms the wumpus may have started in: one column each.
    starts: Vec<usize>,
    /// Per column: the chance of everything seen before anything moved.
    lw: Vec<f64>,
    awake: bool,
    /// The wumpus has taken a step since the start (until then each row
    /// holds only its own start's column).
    moved: bool,
    groups: Vec<Group>,
    /// A wumpus step's output rows, kept between steps: a matrix set
    /// apart runs to megabytes, and a fresh one each step costs more in
    /// page faults than the step itself.
    spare: Spare,
}

/// Scratch memory that a clone does not copy.
#[derive(Debug, Default)]
struct Spare(Vec<f64>);

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare::default()
    }
}

impl Spare {
    /// `len` zeros, in the kept memory.
    fn zeros(&mut self, len: usize) -> Vec<f64> {
        let mut v = std::mem::take(&mut self.0);
        v.clear();
        v.resize(len, 0.0);
        v
    }
}

impl Dense {
    /// One wumpus, and no termites wandering off unheard (every command
    /// would hand over to `explicit`).
    pub fn applies(ctx: &Ctx) -> bool {
        ctx.rules.wumpi == 1 && !Dense::migrates(ctx)
    }

    fn migrates(ctx: &Ctx) -> bool {
        ctx.rules.termite_migration_chance > 0.0 && ctx.rules.termites > 0
    }

    /// From the facts gathered while nothing moved; `None` if they allow no
    /// set-up or too many to hold.
    pub fn start(ctx: &Ctx, facts: &Facts, cap: usize) -> Option<Dense> {
        let n = ctx.cave.rooms();
        let all = if n >= 128 { !0 } else { bit(n) - 1 };
        let inside = facts.pits.inside | facts.bats.inside | facts.termites.inside;
        let pits = full_sets(&facts.pits, all & !(inside & !facts.pits.inside))?;
        let bats = full_sets(&facts.bats, all & !(inside & !facts.bats.inside))?;
        let termites = full_sets(&facts.termites, all & !(inside & !facts.termites.inside))?;
        let all_lw = start_likelihood(ctx, facts, inside);
        // Only rooms it may have started in get a column.
        let starts: Vec<usize> = (0..n).filter(|&r| all_lw[r] > 0.0).collect();
        let lw: Vec<f64> = starts.iter().map(|&r| all_lw[r]).collect();
        if starts.is_empty() {
            return None;
        }
        let counts = if ctx.rules.wumpus_wakes == WumpusWakes::Bsd {
            BSD_COUNTS
        } else {
            1
        };
        let avoid = ctx.rules.wumpus_avoids_pits;
        let mut groups: Vec<Group> = Vec::new();
        let mut listed = 0usize;
        for &p in &pits {
            let key = if avoid { p } else { 0 };
            let gi = match groups.iter().position(|g| g.pits == key) {
                Some(i) => i,
                None => {
                    groups.push(Group {
                        pits: key,
                        cols: starts.len(),
                        apart: false,
                        kernel: None,
                        a: identity(&starts, n, counts),
                        mates: Vec::new(),
                    });
                    groups.len() - 1
                }
            };
            for &b in &bats {
                if b & p != 0 {
                    continue;
                }
                for &t in &termites {
                    if t & (p | b) != 0 {
                        continue;
                    }
                    groups[gi].mates.push([p, b, t]);
                    listed += 1;
                    if listed > cap {
                        return None;
                    }
                }
            }
        }
        groups.retain(|g| !g.mates.is_empty());
        if groups.is_empty() {
            return None;
        }
        Some(Dense {
            n,
            counts,
            starts,
            lw,
            awake: false,
            moved: false,
            groups,
            spare: Spare::default(),
        })
    }

    /// True when this engine can take `step` in (else `explicit` must).
    pub fn takes(&self, ctx: &Ctx, step: &Step<'_>) -> bool {
        let migrates = Dense::migrates(ctx);
        let moved = step.events.iter().any(|e| {
            matches!(
                e,
                Event::GroundShook | Event::WingsInTheDistance | Event::BatsGaveUp
            )
        });
        !migrates && !moved
    }

    /// A row's chance for one mate: its start rooms the mate leaves free,
    /// each weighed by what was seen before anything moved.
    fn weigh(&self, row: &[f64], m: &[Mask; 3]) -> f64 {
        let sets = m[0] | m[1] | m[2];
        self.starts
            .iter()
            .zip(row)
            .zip(&self.lw)
            .filter(|((w, _), _)| sets & bit(**w) == 0)
            .map(|((_, a), l)| a * l)
            .sum()
    }

    /// Each group's states with their chance, per mate: `each(group, mate,
    /// state, chance)`, until it returns false.
    fn each_state(&self, mut each: impl FnMut(&Group, &[Mask; 3], usize, f64) -> bool) {
        for g in &self.groups {
            for (j, m) in g.mates.iter().enumerate() {
                for (s, row) in g.a.chunks_exact(g.cols).enumerate() {
                    let p: f64 = if g.apart { row[j] } else { self.weigh(row, m) };
                    if p > 0.0 && !each(g, m, s, p) {
                        return;
                    }
                }
            }
        }
    }
}

/// Every set of `class.count` rooms within `allowed` meeting the class's
/// facts.
fn full_sets(class: &Class, allowed: Mask) -> Option<Vec<Mask>> {
    let free: Vec<usize> = rooms_of(allowed & !class.outside & !class.inside).collect();
    let need = class
        .count
        .checked_sub(class.inside.count_ones() as usize)?;
    let mut out = Vec::new();
    fn go(free: &[usize], k: usize, set: Mask, out: &mut Vec<Mask>, class: &Class) {
        if k == 0 {
            if class
                .sums
                .iter()
                .all(|(m, s)| s.holds((set & m).count_ones()))
            {
                out.push(set);
            }
            return;
        }
        for (i, &r) in free.iter().enumerate() {
            if free.len() - i < k {
                break;
            }
            go(&free[i + 1..], k - 1, set | bit(r), out, class);
        }
    }
    go(&free, need, class.inside, &mut out, class);
    (!out.is_empty()).then_some(out)
}

/// Per room: the chance of all the wumpus's facts if it started there.
fn start_likelihood(ctx: &Ctx, facts: &Facts, inside: Mask) -> Vec<f64> {
    let n = ctx.cave.rooms();
    let w = &facts.wumpi;
    (0..n)
        .map(|r| {
            if (w.outside | inside) & bit(r) != 0 {
                return 0.0;
            }
            let mut like = 1.0;
            for (within, sum) in &w.smells {
                let p = within[r];
                like *= match sum {
                    super::facts::Sum::Exactly(0) => 1.0 - p,
                    super::facts::Sum::Exactly(1) | super::facts::Sum::Some => p,
                    super::facts::Sum::Exactly(_) => 0.0,
                };
            }
            for (courses, every) in &w.shots {
                like *= courses
                    .iter()
                    .filter(|c| {
                        if *every {
                            !c.rooms.iter().any(|&x| usize::from(x) == r)
                        } else {
                            c.last() != Some(r)
                        }
                    })
                    .map(|c| c.chance)
                    .sum::<f64>();
            }
            like
        })
        .collect()
}

/// Each start room's row at NetBSD's starting count (or the one count).
fn identity(starts: &[usize], n: usize, counts: usize) -> Vec<f64> {
    let start = if counts > 1 {
        usize::from(super::world::BSD_COUNT_START)
    } else {
        0
    };
    let cols = starts.len();
    let mut a = vec![0.0; n * counts * cols];
    for (j, &w0) in starts.iter().enumerate() {
        let s = w0 * counts + start;
        a[s * cols + j] = 1.0;
    }
    a
}

impl Group {
    /// In a group apart: keeps the columns (mates) marked in `kept`.
    fn keep_columns(&mut self, kept: &[bool]) {
        if kept.iter().all(|&k| k) {
            return;
        }
        let cols = kept.iter().filter(|&&k| k).count();
        if cols == 0 {
            // Left for `tidy` to drop; `cols` stays a valid row width.
            self.mates.clear();
            self.a.clear();
            return;
        }
        let mut a = Vec::with_capacity(cols * self.a.len() / self.cols.max(1));
        for row in self.a.chunks_exact(self.cols) {
            a.extend(row.iter().zip(kept).filter(|(_, k)| **k).map(|(v, _)| *v));
        }
        let mut i = 0;
        self.mates.retain(|_| {
            i += 1;
            kept[i - 1]
        });
        self.a = a;
        self.cols = cols;
    }
}

impl Dense {
    /// Drops groups with no mates left, and rescales so numbers stay far
    /// from underflow. `false` when nothing is left.
    fn tidy(&mut self) -> bool {
        self.groups.retain(|g| !g.mates.is_empty());
        let top = self
            .groups
            .iter()
            .flat_map(|g| g.a.iter())
            .fold(0.0f64, |m, &v| m.max(v));
        if top <= 0.0 {
            return false;
        }
        for g in &mut self.groups {
            for v in &mut g.a {
                *v /= top;
            }
        }
        true
    }
}
