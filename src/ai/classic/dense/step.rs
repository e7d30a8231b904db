//! One command taken into the dense odds, in RULES.md section 1's order:
//! the arrival checks, the wumpus phases, the arrow, the senses after.

use super::super::facts::Sum;
use super::super::flight::courses;
use super::super::sim::Ctx;
use super::super::story::{Act, Step};
use super::super::world::{Mask, bit};
use super::Dense;
use crate::engine::classic::{ArrowCost, ArrowHits, Bump, Event, Senses, WumpusWakes};

/// What one round of the arrival check showed.
#[derive(Clone, Copy, Default)]
pub(super) struct Round {
    pub(super) bumped: bool,
    pub(super) outcrop: bool,
    snatched: bool,
    pub(super) termites: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    Snatch,
    AfterMove,
    AfterMiss,
}

impl Dense {
    /// Takes in one command `takes` accepted; false when nothing fits.
    pub fn advance(&mut self, ctx: &Ctx, step: &Step<'_>) -> bool {
        match step.act {
            Act::Walk(to) => self.walk(ctx, step, to),
            Act::Wall => self.wall(ctx, step),
            Act::Shoot(rooms, len) => self.shoot(ctx, step, &rooms[..len.min(rooms.len())]),
        }
        self.sense(ctx, step.here, step.senses);
        self.tidy()
    }

    fn walk(&mut self, ctx: &Ctx, step: &Step<'_>, to: usize) {
        let rounds = rounds(step);
        if Dense::ties(ctx, step) && !self.drops_unseen_free(ctx, &rounds) {
            // What the first and the last room showed of the static
            // hazards holds whenever it is applied: drop the mates it rules
            // out before each gets a column of its own.
            let last = rounds.len() - 1;
            self.keep_mates(|m| fits(m, to, rounds[0]) && fits(m, step.here, rounds[last]));
            self.split();
            self.walk_apart(ctx, step, to, &rounds);
            return;
        }
        self.round(ctx, to, rounds[0]);
        let last = rounds.len() - 1;
        if last > 0 {
            self.phase(ctx, Phase::Snatch, step.here);
            self.round(ctx, step.here, rounds[last]);
        }
        if !rounds.iter().any(|r| r.bumped) {
            self.phase(ctx, Phase::AfterMove, step.here);
        }
    }

    pub(super) fn round(&mut self, ctx: &Ctx, room: usize, round: Round) {
        self.round_state(ctx, room, round);
        self.keep_mates(|m| fits(m, room, round));
    }

    /// `round`'s part for the wumpus: a bump's flee, or no wumpus here.
    pub(super) fn round_state(&mut self, ctx: &Ctx, room: usize, round: Round) {
        if round.bumped {
            let rules = &ctx.rules;
            let bumpable = !self.awake || rules.wumpus_wakes != WumpusWakes::ShotOrBump;
            if rules.bump != Bump::FleeOrEat || !bumpable {
                self.groups.clear();
                return;
            }
            self.awake = true;
            self.keep_room(room);
            // The flee is the wumpus's move: it must leave, or it eats.
            let mc = rules.wumpus_move_chance;
            self.each_step(
                ctx,
                rules.wumpus_avoids_pits,
                |from, to, p| {
                    if from == room && to != room {
                        mc * p
                    } else {
                        0.0
                    }
                },
                true,
            );
        } else {
            self.zero_room(room);
        }
    }

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
        let n = self.n;
        let counts = self.counts;
        let avoid = ctx.rules.wumpus_avoids_pits;
        self.moved = true;
        for g in &mut self.groups {
            let kernel = kernel(ctx, &mut g.kernel, if avoid { g.pits } else { 0 });
            let cols = g.cols;
            let mut next = self.spare.zeros(g.a.len());
            for x in 0..n {
                let targets = &kernel[x];
                for c in 0..counts {
                    let s = x * counts + c;
                    let row = &g.a[s * cols..(s + 1) * cols];
                    if row.iter().all(|&v| v == 0.0) {
                        continue;
                    }
                    let grown = (c + 2).min(counts - 1);
                    let chance = ((c + 2) as f64 / 12.0).min(1.0);
                    if chance < 1.0 {
                        add(&mut next, (x * counts + grown) * cols, row, 1.0 - chance);
                    }
                    for &(y, p) in targets {
                        for c2 in 0..3 {
                            add(&mut next, (y * counts + c2) * cols, row, chance * p / 3.0);
                        }
                    }
                }
            }
            self.spare.0 = std::mem::replace(&mut g.a, next);
        }
    }

    /// Replaces each group's rows by the wumpus stepping: `weight(from,
    /// to, p)` is the chance of the state moving from room `from` to room
    /// `to`, given the tunnel step's own chance `p` of that move (pits left
    /// out when `avoid`). `only_steps`: a room's weight for staying counts
    /// only through the step (a flee), not as a stay.
    fn each_step(
        &mut self,
        ctx: &Ctx,
        avoid: bool,
        weight: impl Fn(usize, usize, f64) -> f64,
        only_steps: bool,
    ) {
        let n = self.n;
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
            let cols = g.cols;
            let mut next = self.spare.zeros(g.a.len());
            for x in 0..n {
                let targets = &kernel[x];
                for c in 0..counts {
                    let s = x * counts + c;
                    let row = &g.a[s * cols..(s + 1) * cols];
                    if row.iter().all(|&v| v == 0.0) {
                        continue;
                    }
                    let mut stayed = false;
                    for &(y, p) in targets.iter() {
                        stayed |= y == x;
                        let w = weight(x, y, p);
                        if w > 0.0 {
                            add(&mut next, (y * counts + c) * cols, row, w);
                        }
                    }
                    if !only_steps && !stayed {
                        let w = weight(x, x, 0.0);
                        if w > 0.0 {
                            add(&mut next, (x * counts + c) * cols, row, w);
                        }
                    }
                }
            }
            self.spare.0 = std::mem::replace(&mut g.a, next);
        }
    }

    fn shoot(&mut self, ctx: &Ctx, step: &Step<'_>, path: &[u16]) {
        let rules = &ctx.rules;
        let broke = step.events.contains(&Event::BowstringBroke);
        let every = rules.arrow_hits == ArrowHits::EveryRoom;
        let me = step.from;
        let mut miss = vec![0.0; self.n];
        for c in courses(rules, &ctx.cave, me, path) {
            if c.broke != broke {
                continue;
            }
            let hits_me = if every {
                c.rooms.iter().any(|&r| usize::from(r) == me)
            } else {
                c.last() == Some(me)
            };
            if hits_me {
                continue;
            }
            for (w, m) in miss.iter_mut().enumerate() {
                let hit = if every {
                    c.rooms.iter().any(|&r| usize::from(r) == w)
                } else {
                    c.last() == Some(w)
                };
                if !hit {
                    *m += c.chance;
                }
            }
        }
        self.scale_rooms(&miss);
        if rules.wake_on_shot {
            self.awake = true;
        }
        let cost = match rules.arrow_cost {
            ArrowCost::PerShot => 1,
            ArrowCost::PerRoom => path.len() as u32,
        };
        let left = step.arrows.saturating_sub(cost);
        if rules.wumpus_wakes == WumpusWakes::Bsd && left == 0 {
            return;
        }
        self.phase(ctx, Phase::AfterMiss, me);
    }

    fn wall(&mut self, ctx: &Ctx, step: &Step<'_>) {
        if !step.events.contains(&Event::CommentsWakeWumpus) {
            return;
        }
        if ctx.rules.wumpus_wakes == WumpusWakes::ShotOrBump {
            self.awake = true;
        }
        self.each_step(ctx, false, |_, _, p| p, true);
        self.zero_room(step.from);
    }

    fn sense(&mut self, ctx: &Ctx, here: usize, felt: Senses) {
        let near: Mask = ctx
            .cave
            .neighbours(here)
            .into_iter()
            .fold(0, |m, r| m | bit(r));
        let per = ctx.rules.warn_per_hazard;
        let sums = [
            Sum::of(felt.draft, per),
            Sum::of(felt.bats, per),
            Sum::of(felt.chewing, per),
        ];
        self.keep_mates(|m| (0..3).all(|c| sums[c].holds((m[c] & near).count_ones())));
        let smell = Sum::of(felt.smell, per);
        let like: Vec<f64> = (0..self.n)
            .map(|w| {
                let p = if w == here { 0.0 } else { ctx.within(here, w) };
                match smell {
                    Sum::Exactly(0) => 1.0 - p,
                    Sum::Exactly(1) | Sum::Some => p,
                    Sum::Exactly(_) => 0.0,
                }
            })
            .collect();
        self.scale_rooms(&like);
    }

    /// Drops the mates `keep` refuses (and, in a group apart, their
    /// columns).
    pub(super) fn keep_mates(&mut self, keep: impl Fn(&[Mask; 3]) -> bool) {
        for g in &mut self.groups {
            if !g.apart {
                g.mates.retain(|m| keep(m));
                continue;
            }
            let kept: Vec<bool> = g.mates.iter().map(&keep).collect();
            g.keep_columns(&kept);
        }
        // A group apart with no column left has no rows either.
        self.groups.retain(|g| !g.mates.is_empty());
    }

    fn zero_room(&mut self, room: usize) {
        let mut f = vec![1.0; self.n];
        if let Some(x) = f.get_mut(room) {
            *x = 0.0;
        }
        self.scale_rooms(&f);
    }

    fn keep_room(&mut self, room: usize) {
        let f: Vec<f64> = (0..self.n)
            .map(|r| f64::from(u8::from(r == room)))
            .collect();
        self.scale_rooms(&f);
    }

    /// Multiplies every state by its room's factor.
    pub(super) fn scale_rooms(&mut self, f: &[f64]) {
        let counts = self.counts;
        for g in &mut self.groups {
            let cols = g.cols;
            for (s, row) in g.a.chunks_exact_mut(cols).enumerate() {
                let k = f[s / counts];
                if k != 1.0 {
                    for v in row {
                        *v *= k;
                    }
                }
            }
        }
    }
}

/// `dst[at..at + row.len()] += k * row`.
fn add(dst: &mut [f64], at: usize, row: &[f64], k: f64) {
    for (d, &v) in dst[at..at + row.len()].iter_mut().zip(row) {
        *d += k * v;
    }
}

/// Whether a mate's static hazards show what `round` in `room` showed.
pub(super) fn fits(m: &[Mask; 3], room: usize, round: Round) -> bool {
    let b = bit(room);
    (m[0] & b != 0) == round.outcrop
        && (m[1] & b != 0) == round.snatched
        && (round.snatched || (m[2] & b != 0) == round.termites)
}

/// The rounds of the arrival check in a walk, split at each snatch.
fn rounds(step: &Step<'_>) -> Vec<Round> {
    let mut rounds = vec![Round::default()];
    for e in step.events {
        let last = rounds.len() - 1;
        match e {
            Event::Bumped => rounds[last].bumped = true,
            Event::GrabbedOutcrop => rounds[last].outcrop = true,
            Event::Snatched => {
                rounds[last].snatched = true;
                rounds.push(Round::default());
            }
            Event::TermitesAteArrow => rounds[last].termites = true,
            _ => {}
        }
    }
    rounds
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
