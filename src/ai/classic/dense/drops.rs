//! Snatch chains: bats that drop the player into more bats, in a room the
//! player never saw. Which rooms that could have been depends on where the
//! bats are, so one wumpus matrix no longer serves every set-up: each
//! group is set apart, one column per set-up (a "mate"), and the drop is
//! summed over each mate's own bat rooms.

use super::super::sim::Ctx;
use super::super::story::Step;
use super::super::world::{Mask, bit, rooms_of};
use super::step::{Phase, Round, fits};
use super::{Dense, Group};
use crate::engine::classic::{BatDrop, Event};

impl Dense {
    /// True when `step`'s drops tie the bats (or every hazard) to the
    /// wumpus, so each mate needs its own odds of the wumpus.
    pub(super) fn ties(ctx: &Ctx, step: &Step<'_>) -> bool {
        let snatches = step
            .events
            .iter()
            .filter(|e| **e == Event::Snatched)
            .count();
        snatches > 1 || snatches == 1 && ctx.rules.bat_drop == BatDrop::Empty
    }

    /// True when drops into unseen bats change nothing: the wumpus is still
    /// where it started (in no bat room, so in none the player passed
    /// through) and does not move while the player is carried. Then every
    /// bat set explains the chain alike (one chance per bat room) and no
    /// split is needed.
    pub(super) fn drops_unseen_free(&self, ctx: &Ctx, rounds: &[Round]) -> bool {
        let moves_in_flight =
            ctx.rules.wumpus_wakes == crate::engine::classic::WumpusWakes::ShotOrBump && self.awake;
        let plain = |r: &Round| !r.bumped && !r.outcrop && !r.termites;
        ctx.rules.bat_drop != BatDrop::Empty
            && !self.moved
            && !moves_in_flight
            && rounds[..rounds.len().saturating_sub(1)].iter().all(plain)
    }

    /// Sets every group apart: one column per mate, its start exclusions
    /// applied, so a drop that depends on the mate's own hazards weighs
    /// each column on its own while a wumpus step stays one pass over the
    /// rows.
    pub(super) fn split(&mut self) {
        let mut groups = Vec::with_capacity(self.groups.len());
        // Per room: what a mate holding it takes from a row (0 for a room
        // no wumpus started in).
        let mut ul = vec![0.0; self.n];
        for g in std::mem::take(&mut self.groups) {
            if g.apart {
                groups.push(g);
                continue;
            }
            let sets: Vec<Mask> = g.mates.iter().map(|m| m[0] | m[1] | m[2]).collect();
            let cols = g.mates.len();
            let mut a = Vec::with_capacity(cols * (g.a.len() / g.cols.max(1)));
            for row in g.a.chunks_exact(g.cols) {
                for ((&w, &x), &l) in self.starts.iter().zip(row).zip(&self.lw) {
                    ul[w] = x * l;
                }
                let all: f64 = ul.iter().sum();
                a.extend(
                    sets.iter()
                        .map(|&set| all - rooms_of(set).map(|r| ul[r]).sum::<f64>()),
                );
            }
            groups.push(Group {
                pits: g.pits,
                cols,
                apart: true,
                a,
                mates: g.mates,
                kernel: g.kernel,
            });
        }
        self.groups = groups;
    }

    /// A walk whose drops depend on each mate's own hazards (every group
    /// apart: `split`).
    pub(super) fn walk_apart(&mut self, ctx: &Ctx, step: &Step<'_>, to: usize, rounds: &[Round]) {
        self.round(ctx, to, rounds[0]);
        let last = rounds.len() - 1;
        let here = step.here;
        for (i, &round) in rounds.iter().enumerate().skip(1) {
            if ctx.rules.bat_drop == BatDrop::Empty {
                // A uniform empty room: one over how many rooms hold
                // nothing, which depends on whether the wumpus shares one;
                // the room drawn holds no wumpus either.
                let n = self.n;
                self.scale_cells(|w, m| {
                    if w == here {
                        return 0.0;
                    }
                    let full = (m[0] | m[1] | m[2] | bit(w)).count_ones() as usize;
                    1.0 / n.saturating_sub(full).max(1) as f64
                });
            }
            if i == last {
                self.phase(ctx, Phase::Snatch, here);
                self.round(ctx, here, round);
            } else if round.bumped {
                self.drop_unseen_one_by_one(ctx, round);
            } else {
                // Dropped in bats the player never saw, each bat room alike:
                // the wumpus steps the same whichever it was, and then only
                // is not in it.
                self.phase(ctx, Phase::Snatch, usize::MAX);
                self.scale_by_drops(round);
            }
        }
        if !rounds.iter().any(|r| r.bumped) {
            self.phase(ctx, Phase::AfterMove, here);
        }
    }

    /// A drop into unseen bats where the wumpus was met (its flee depends
    /// on the room): each bat room played on its own, summed per column.
    fn drop_unseen_one_by_one(&mut self, ctx: &Ctx, round: Round) {
        let before = std::mem::take(&mut self.groups);
        let bats = before
            .iter()
            .flat_map(|g| &g.mates)
            .fold(0, |b, m| b | m[1]);
        let mut sum: Vec<Vec<f64>> = before.iter().map(|g| vec![0.0; g.a.len()]).collect();
        let mut any: Vec<Vec<bool>> = before.iter().map(|g| vec![false; g.cols]).collect();
        for d in rooms_of(bats) {
            self.groups = before.clone();
            self.phase(ctx, Phase::Snatch, d);
            self.round_state(ctx, d, round);
            if self.groups.len() != before.len() {
                continue;
            }
            for (gi, g) in self.groups.iter().enumerate() {
                let fit: Vec<bool> = g.mates.iter().map(|m| fits(m, d, round)).collect();
                for (out, row) in sum[gi]
                    .chunks_exact_mut(g.cols)
                    .zip(g.a.chunks_exact(g.cols))
                {
                    for ((o, &v), &f) in out.iter_mut().zip(row).zip(&fit) {
                        if f {
                            *o += v;
                        }
                    }
                }
                for (a, f) in any[gi].iter_mut().zip(fit) {
                    *a |= f;
                }
            }
        }
        self.groups = before;
        for ((g, s), kept) in self.groups.iter_mut().zip(sum).zip(any) {
            g.a = s;
            g.keep_columns(&kept);
        }
        self.groups.retain(|g| !g.mates.is_empty());
    }

    /// Multiplies each state of each mate, in groups apart, by how many of
    /// the mate's bat rooms the player could have been dropped in (they
    /// show what `round` showed, and the wumpus is not there).
    fn scale_by_drops(&mut self, round: Round) {
        let counts = self.counts;
        for g in self.groups.iter_mut().filter(|g| g.apart) {
            let fitting: Vec<Mask> = g
                .mates
                .iter()
                .map(|m| {
                    rooms_of(m[1])
                        .filter(|&d| fits(m, d, round))
                        .fold(0, |f, d| f | bit(d))
                })
                .collect();
            for (s, row) in g.a.chunks_exact_mut(g.cols).enumerate() {
                let not_here = !bit(s / counts);
                for (v, &f) in row.iter_mut().zip(&fitting) {
                    *v *= f64::from((f & not_here).count_ones());
                }
            }
        }
    }

    /// Multiplies each state of each mate, in groups apart, by `f(room,
    /// mate)`.
    fn scale_cells(&mut self, f: impl Fn(usize, &[Mask; 3]) -> f64) {
        let counts = self.counts;
        for g in self.groups.iter_mut().filter(|g| g.apart) {
            let cols = g.cols;
            for (s, row) in g.a.chunks_exact_mut(cols).enumerate() {
                for (v, m) in row.iter_mut().zip(&g.mates) {
                    *v *= f(s / counts, m);
                }
            }
        }
    }
}
