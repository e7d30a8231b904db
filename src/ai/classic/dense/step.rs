//! One command taken into the dense odds, in the order of docs/rules.md,
//! Classic: turn order: the arrival checks, the wumpus phases, the arrow, the
//! senses after.

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

    pub(super) fn zero_room(&mut self, room: usize) {
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
