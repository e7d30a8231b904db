//! How the wumpus moves in the dense odds: each group's rows stepped
//! through its kernel (where a step goes from each room, with the group's
//! pits avoided), after a miss, a bump or a snatch as the turn order says.

use super::super::sim::Ctx;
use super::super::world::{Mask, bit};
use super::step::Phase;
use super::{Dense, Group, Spare};
use crate::engine::classic::WumpusWakes;

impl Dense {
    /// The wumpus phase with the player in `player`.
    pub(super) fn phase(&mut self, ctx: &Ctx, phase: Phase, player: usize) {
        let rules = &ctx.rules;
        let mc = rules.wumpus_move_chance;
        match rules.wumpus_wakes {
            WumpusWakes::ShotOrBump if self.awake => {}
            WumpusWakes::Yob if phase == Phase::AfterMiss => {}
            WumpusWakes::Bsd if phase == Phase::AfterMiss => {
                self.bsd_phase(ctx);
                self.zero_room(player);
                return;
            }
            _ => return,
        }
        self.each_step(
            ctx,
            rules.wumpus_avoids_pits,
            |from, to, p| (if from == to { 1.0 - mc } else { 0.0 }) + mc * p,
            false,
        );
        self.zero_room(player);
    }

    /// NetBSD after a miss: the count grows by 2 and the wumpus moves with
    /// chance count / 12 (at most 1); a move restarts the count at 0, 1
    /// or 2.
    fn bsd_phase(&mut self, ctx: &Ctx) {
        let counts = self.counts;
        let avoid = ctx.rules.wumpus_avoids_pits;
        self.moved = true;
        for g in &mut self.groups {
            let kernel = kernel(ctx, &mut g.kernel, if avoid { g.pits } else { 0 });
            move_rows(g, &mut self.spare, counts, |x, c, put| {
                let grown = (c + 2).min(counts - 1);
                let chance = ((c + 2) as f64 / 12.0).min(1.0);
                if chance < 1.0 {
                    put(x * counts + grown, 1.0 - chance);
                }
                for &(y, p) in &kernel[x] {
                    for c2 in 0..3 {
                        put(y * counts + c2, chance * p / 3.0);
                    }
                }
            });
        }
    }

    /// Replaces each group's rows by the wumpus stepping: `weight(from,
    /// to, p)` is the chance of the state moving from room `from` to room
    /// `to`, given the tunnel step's own chance `p` of that move (pits left
    /// out when `avoid`). `only_steps`: a room's weight for staying counts
    /// only through the step (a flee), not as a stay.
    pub(super) fn each_step(
        &mut self,
        ctx: &Ctx,
        avoid: bool,
        weight: impl Fn(usize, usize, f64) -> f64,
        only_steps: bool,
    ) {
        let counts = self.counts;
        let usual = avoid == ctx.rules.wumpus_avoids_pits;
        self.moved = true;
        for g in &mut self.groups {
            let pits = if avoid { g.pits } else { 0 };
            // The group's own kernel, or (a wall bump's walk ignores pits
            // the wumpus otherwise avoids) one made for this call.
            let kernel = if usual {
                kernel(ctx, &mut g.kernel, pits)
            } else {
                std::sync::Arc::new(make_kernel(ctx, pits))
            };
            move_rows(g, &mut self.spare, counts, |x, c, put| {
                let mut stayed = false;
                for &(y, p) in &kernel[x] {
                    stayed |= y == x;
                    let w = weight(x, y, p);
                    if w > 0.0 {
                        put(y * counts + c, w);
                    }
                }
                if !only_steps && !stayed {
                    let w = weight(x, x, 0.0);
                    if w > 0.0 {
                        put(x * counts + c, w);
                    }
                }
            });
        }
    }
}

/// Replaces `g`'s rows by where each state with any chance goes:
/// `each(room, count, put)` calls `put(state, weight)` for every state it
/// reaches. The new rows are made in `spare`, and the old ones kept there.
fn move_rows(
    g: &mut Group,
    spare: &mut Spare,
    counts: usize,
    mut each: impl FnMut(usize, usize, &mut dyn FnMut(usize, f64)),
) {
    let cols = g.cols;
    if cols == 0 {
        return;
    }
    let mut next = spare.zeros(g.a.len());
    for (s, row) in g.a.chunks_exact(cols).enumerate() {
        if row.iter().all(|&v| v == 0.0) {
            continue;
        }
        each(s / counts, s % counts, &mut |to, w| {
            add(&mut next, to * cols, row, w);
        });
    }
    spare.0 = std::mem::replace(&mut g.a, next);
}

/// `dst[at..at + row.len()] += k * row`.
fn add(dst: &mut [f64], at: usize, row: &[f64], k: f64) {
    for (d, &v) in dst[at..at + row.len()].iter_mut().zip(row) {
        *d += k * v;
    }
}

/// Per room: where a wumpus step goes from it, with pits `pits` avoided.
pub(super) type Kernel = Vec<Vec<(usize, f64)>>;

fn make_kernel(ctx: &Ctx, pits: Mask) -> Kernel {
    (0..ctx.cave.rooms())
        .map(|x| {
            let mut targets: Vec<(usize, f64)> = Vec::new();
            ctx.cave.step(
                x,
                |r| pits & bit(r) == 0,
                |r, p| match targets.iter_mut().find(|t| t.0 == r) {
                    Some(t) => t.1 += p,
                    None => targets.push((r, p)),
                },
            );
            targets
        })
        .collect()
}

/// A group's kernel, made once and shared by its clones.
fn kernel(
    ctx: &Ctx,
    slot: &mut Option<std::sync::Arc<Kernel>>,
    pits: Mask,
) -> std::sync::Arc<Kernel> {
    slot.get_or_insert_with(|| std::sync::Arc::new(make_kernel(ctx, pits)))
        .clone()
}
