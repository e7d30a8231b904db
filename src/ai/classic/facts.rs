//! What the commands before any wumpus could move tell, as plain facts:
//! rooms known to hold or not hold each hazard, warning counts over sets of
//! rooms, and per missed arrow the courses it may have taken. While nothing
//! has moved, these facts are everything the odds need (`frontier`).

use super::flight::{Course, courses};
use super::sim::Ctx;
use super::story::{Act, Start, Step};
use super::world::{Mask, bit};
use crate::engine::classic::{ArrowHits, Event, Senses, WumpusWakes};

/// A warning count over a set of rooms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sum {
    /// Exactly this many (one line per hazard).
    Exactly(u8),
    /// At least one (`warn_per_hazard = false`, a warning felt).
    Some,
}

impl Sum {
    pub fn of(felt: u8, per_hazard: bool) -> Sum {
        if per_hazard || felt == 0 {
            Sum::Exactly(felt)
        } else {
            Sum::Some
        }
    }

    pub fn holds(self, count: u32) -> bool {
        match self {
            Sum::Exactly(c) => count == u32::from(c),
            Sum::Some => count >= 1,
        }
    }
}

/// The facts about one kind of hazard (pits, bats or termites).
#[derive(Clone, Debug, Default)]
pub struct Class {
    pub count: usize,
    pub inside: Mask,
    pub outside: Mask,
    pub sums: Vec<(Mask, Sum)>,
}

/// The facts about the wumpi, which never share a room while none moves.
#[derive(Clone, Debug, Default)]
pub struct Wumpi {
    pub count: usize,
    pub outside: Mask,
    /// Per warning: each room's chance of being within smell of where the
    /// player stood, and what they smelled there.
    pub smells: Vec<(Vec<f64>, Sum)>,
    /// Per missed arrow: the courses it may have taken, and whether a
    /// wumpus anywhere on a course (`true`) or only at its end would have
    /// been hit.
    pub shots: Vec<(Vec<Course>, bool)>,
}

#[derive(Clone, Debug, Default)]
pub struct Facts {
    pub pits: Class,
    pub bats: Class,
    pub termites: Class,
    pub wumpi: Wumpi,
}

/// True when nothing hidden can have moved during `step` (no wumpus woke
/// or walked, no hazard migrated): the facts can take it in.
pub fn keeps_still(ctx: &Ctx, step: &Step<'_>) -> bool {
    let rules = &ctx.rules;
    if rules.termite_migration_chance > 0.0 && rules.termites > 0 {
        return false;
    }
    let moved = step.events.iter().any(|e| {
        matches!(
            e,
            Event::Bumped
                | Event::CommentsWakeWumpus
                | Event::WumpusShot
                | Event::GroundShook
                | Event::WingsInTheDistance
        )
    });
    if moved {
        return false;
    }
    match step.act {
        // A shot moves the wumpus unless it sleeps on through it.
        Act::Shoot(..) => rules.wumpus_wakes == WumpusWakes::ShotOrBump && !rules.wake_on_shot,
        _ => true,
    }
}

impl Facts {
    pub fn new(ctx: &Ctx, start: &Start) -> Facts {
        let rules = &ctx.rules;
        let mut f = Facts {
            pits: Class {
                count: rules.pits as usize,
                ..Class::default()
            },
            bats: Class {
                count: rules.bats as usize,
                ..Class::default()
            },
            termites: Class {
                count: rules.termites as usize,
                ..Class::default()
            },
            wumpi: Wumpi {
                count: rules.wumpi as usize,
                ..Wumpi::default()
            },
        };
        f.empty(start.room);
        f.sense(ctx, start.room, start.senses);
        f
    }

    /// A room known to hold nothing.
    fn empty(&mut self, room: usize) {
        for c in [&mut self.pits, &mut self.bats, &mut self.termites] {
            c.outside |= bit(room);
        }
        self.wumpi.outside |= bit(room);
    }

    fn sense(&mut self, ctx: &Ctx, here: usize, felt: Senses) {
        let per = ctx.rules.warn_per_hazard;
        let near = ctx
            .cave
            .neighbours(here)
            .into_iter()
            .fold(0, |m, r| m | bit(r));
        self.pits.sums.push((near, Sum::of(felt.draft, per)));
        self.bats.sums.push((near, Sum::of(felt.bats, per)));
        self.termites.sums.push((near, Sum::of(felt.chewing, per)));
        let within = (0..ctx.cave.rooms()).map(|r| ctx.within(here, r)).collect();
        self.wumpi.smells.push((within, Sum::of(felt.smell, per)));
    }

    /// Takes in one command that `keeps_still` passed.
    pub fn take(&mut self, ctx: &Ctx, step: &Step<'_>) {
        let cave = &ctx.cave;
        match step.act {
            Act::Walk(to) => self.walk(to, step),
            Act::Wall => {}
            Act::Shoot(rooms, len) => {
                let path = &rooms[..len.min(rooms.len())];
                let broke = step.events.contains(&Event::BowstringBroke);
                let every = ctx.rules.arrow_hits == ArrowHits::EveryRoom;
                let me = step.from;
                // Courses that would have hit the player did not happen.
                let seen: Vec<Course> = courses(&ctx.rules, cave, me, path)
                    .into_iter()
                    .filter(|c| c.broke == broke)
                    .filter(|c| {
                        if every {
                            !c.rooms.iter().any(|&r| usize::from(r) == me)
                        } else {
                            c.last() != Some(me)
                        }
                    })
                    .collect();
                self.wumpi.shots.push((seen, every));
            }
        }
        self.sense(ctx, step.here, step.senses);
    }

    /// A walk: the room walked into, and where the bats left the player.
    /// Rooms the bats dropped the player in on the way tell nothing: each
    /// drop lands in bats with the same chance whatever the set-up.
    fn walk(&mut self, to: usize, step: &Step<'_>) {
        let mut rounds: Vec<Round> = vec![Round::default()];
        for e in step.events {
            let last = rounds.len() - 1;
            match e {
                Event::GrabbedOutcrop => rounds[last].outcrop = true,
                Event::Snatched => {
                    rounds[last].snatched = true;
                    rounds.push(Round::default());
                }
                Event::BatsGaveUp => rounds[last].gave_up = true,
                Event::TermitesAteArrow => rounds[last].termites = true,
                _ => {}
            }
        }
        let first = rounds[0];
        self.wumpi.outside |= bit(to);
        self.mark(to, first, true);
        if rounds.len() > 1 {
            let last = rounds[rounds.len() - 1];
            self.wumpi.outside |= bit(step.here);
            self.mark(step.here, last, false);
        }
    }

    /// What one round of the arrival check at `room` showed.
    fn mark(&mut self, room: usize, round: Round, walked_in: bool) {
        let b = bit(room);
        if round.outcrop {
            self.pits.inside |= b;
        } else {
            self.pits.outside |= b;
        }
        if round.snatched || round.gave_up && walked_in {
            self.bats.inside |= b;
            self.termites.outside |= b;
            return;
        }
        self.bats.outside |= b;
        if round.termites {
            self.termites.inside |= b;
        } else {
            self.termites.outside |= b;
        }
    }

    /// Rooms known, for every class.
    pub fn settled(&self) -> Mask {
        let known = |c: &Class| c.inside | c.outside;
        let inside = self.pits.inside | self.bats.inside | self.termites.inside;
        // A room holding one thing holds nothing else while nothing moves.
        (known(&self.pits) & known(&self.bats) & known(&self.termites) & self.wumpi.outside)
            | inside
    }
}

#[derive(Clone, Copy, Default)]
struct Round {
    outcrop: bool,
    snatched: bool,
    gave_up: bool,
    termites: bool,
}
