//! One command played on one guessed world, every way the dice could fall
//! that shows the player exactly what they saw. This mirrors the engine's
//! turn (the order of docs/rules.md, Classic: turn order), draw by draw, over a
//! `World`; each draw branches (the driver runs the command again for each
//! outcome of the first draw it has no answer for), and a branch ends as soon
//! as it would show an event the player did not see, kill the player, or leave
//! them somewhere else.

use super::cave::Cave;
use super::story::{Act, Step};
use super::world::{MAX_WUMPI, World, bit};
use crate::engine::classic::{ClassicRules, Ending, Event, Senses};

mod turn;
mod wumpus3;

use turn::{Game, Seen};

/// What the odds need besides a world: the rules and the cave as known.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub rules: ClassicRules,
    pub cave: Cave,
    /// Per room the player stood in: each room's chance of being within
    /// `smell_radius` of it.
    within: Vec<Option<Vec<f64>>>,
}

impl Ctx {
    pub fn new(rules: &ClassicRules, cave: Cave) -> Ctx {
        Ctx {
            rules: rules.clone(),
            within: vec![None; cave.rooms()],
            cave,
        }
    }

    /// Works out the smell reach of `room` (once).
    pub fn stand(&mut self, room: usize) {
        if self.within.get(room).is_some_and(Option::is_none) {
            self.within[room] = Some(self.cave.within(room, self.rules.smell_radius));
        }
    }

    /// True once the player has stood in `room`.
    pub fn stood(&self, room: usize) -> bool {
        self.within.get(room).is_some_and(Option::is_some)
    }

    pub fn within(&self, from: usize, to: usize) -> f64 {
        self.within
            .get(from)
            .and_then(|w| w.as_ref())
            .map_or(0.0, |w| w[to])
    }
}

/// Why a run stopped before the end of the command.
pub(super) enum Stop {
    /// A draw with no scripted answer: its outcomes' chances.
    Dry(Vec<f64>),
    /// This branch shows the player something they did not see.
    Mismatch,
    /// Playing forward (`forward`): the game ended so.
    Over(Ending),
}

pub(super) type Run<T> = Result<T, Stop>;

/// Where a run's draws come from.
pub(super) enum Source<'s> {
    /// The driver's script: the outcome of each draw so far.
    Script { choices: &'s [u8], pos: usize },
    /// Real chance, for playing forward.
    Chance(&'s mut crate::engine::Dice),
}

pub(super) struct Dice<'s> {
    source: Source<'s>,
    prob: f64,
    /// Set for a sampled list: where a migrating hazard lands, which no one
    /// sees, is drawn by chance instead of branching (a particle goes one
    /// way; drawn by its own chance, it needs no weight).
    unseen: Option<crate::engine::Dice>,
}

impl Dice<'_> {
    pub(super) fn draw(&mut self, probs: &[f64]) -> Run<usize> {
        match &mut self.source {
            Source::Script { choices, pos } => match choices.get(*pos) {
                Some(&i) => {
                    *pos += 1;
                    let i = usize::from(i);
                    self.prob *= probs.get(i).copied().unwrap_or(0.0);
                    Ok(i)
                }
                None => Err(Stop::Dry(probs.to_vec())),
            },
            Source::Chance(dice) => {
                let total: f64 = probs.iter().sum();
                let mut x = f64::from(dice.below(1 << 30)) / f64::from(1u32 << 30) * total;
                for (i, &p) in probs.iter().enumerate() {
                    if x < p {
                        return Ok(i);
                    }
                    x -= p;
                }
                Ok(probs.iter().rposition(|&p| p > 0.0).unwrap_or(0))
            }
        }
    }

    pub(super) fn roll(&mut self, p: f64) -> Run<bool> {
        if p <= 0.0 {
            return Ok(false);
        }
        if p >= 1.0 {
            return Ok(true);
        }
        Ok(self.draw(&[p, 1.0 - p])? == 0)
    }

    /// A uniform choice among `k` (k >= 1).
    pub(super) fn pick(&mut self, k: usize) -> Run<usize> {
        if k <= 1 {
            return Ok(0);
        }
        let p = 1.0 / k as f64;
        self.draw(&vec![p; k])
    }

    /// A uniform choice among `k` that shows nothing at once: by chance
    /// when sampling (`unseen`), else as `pick`.
    pub(super) fn pick_unseen(&mut self, k: usize) -> Run<usize> {
        match &mut self.unseen {
            Some(d) if k > 1 => Ok(d.below(k as u32) as usize),
            _ => self.pick(k),
        }
    }

    /// One of `options` (room, chance).
    pub(super) fn weighted(&mut self, options: &[(usize, f64)]) -> Run<usize> {
        if options.len() == 1 {
            self.prob *= options[0].1;
            return Ok(options[0].0);
        }
        let probs: Vec<f64> = options.iter().map(|o| o.1).collect();
        let i = self.draw(&probs)?;
        Ok(options.get(i).map_or(0, |o| o.0))
    }
}

/// The chance that `world` gives the senses `felt` with the player in
/// `here` (1 or 0 on a known cave, but for a smell through unseen tunnels).
pub fn senses_chance(ctx: &Ctx, world: &World, here: usize, felt: Senses) -> f64 {
    let rules = &ctx.rules;
    let mut draft = 0u8;
    let mut bats = 0u8;
    let mut chewing = 0u8;
    for r in ctx.cave.neighbours(here) {
        let b = bit(r);
        draft = draft.saturating_add(u8::from(world.pits & b != 0));
        bats = bats.saturating_add(u8::from(world.bats & b != 0));
        chewing = chewing.saturating_add(u8::from(world.termites & b != 0));
    }
    let cap = |c: u8| if rules.warn_per_hazard { c } else { c.min(1) };
    if cap(draft) != felt.draft || cap(bats) != felt.bats || cap(chewing) != felt.chewing {
        return 0.0;
    }
    // The smell count: a sum of independent yes/no per living wumpus.
    let mut dist = vec![1.0f64];
    for w in world.wumpi.iter().filter(|w| w.alive) {
        let room = usize::from(w.room);
        let p = if room == here {
            0.0
        } else {
            ctx.within(here, room)
        };
        let mut next = vec![0.0; dist.len() + 1];
        for (c, &q) in dist.iter().enumerate() {
            next[c] += q * (1.0 - p);
            next[c + 1] += q * p;
        }
        dist = next;
    }
    if rules.warn_per_hazard {
        let c = usize::from(felt.smell);
        // Counts saturate at 255: a deeper count reads as 255.
        if c == 255 {
            dist.iter().skip(255).sum()
        } else {
            dist.get(c).copied().unwrap_or(0.0)
        }
    } else if felt.smell == 0 {
        dist[0]
    } else {
        1.0 - dist[0]
    }
}

/// Plays `step` on `world` every way that shows the player what they saw,
/// calling `each(world, chance)` for each outcome with the senses weighed
/// in. `step` must be a command the player survived. With `unseen`, the
/// draws no one sees are made by chance from that seed (the same for every
/// branch of this world) instead of listed.
pub fn play(
    ctx: &Ctx,
    world: &World,
    step: &Step<'_>,
    unseen: Option<u64>,
    mut each: impl FnMut(World, f64),
) {
    let mut stack: Vec<Vec<u8>> = vec![Vec::new()];
    while let Some(choices) = stack.pop() {
        let mut game = Game {
            ctx,
            world: *world,
            player: step.from,
            arrows: step.arrows,
            fled: [false; MAX_WUMPI],
            seen: Seen::Observed {
                events: step.events,
                cursor: 0,
                here: step.here,
            },
            dice: Dice {
                source: Source::Script {
                    choices: &choices,
                    pos: 0,
                },
                prob: 1.0,
                unseen: unseen.map(|seed| crate::engine::Dice::side_stream(seed, 0)),
            },
        };
        let len = match step.act {
            Act::Shoot(_, len) => len,
            _ => 0,
        };
        match game.run(step.act, len) {
            Ok(()) => {
                let Seen::Observed { events, cursor, .. } = game.seen else {
                    continue;
                };
                if cursor != events.len() || game.player != step.here {
                    continue;
                }
                let p = game.dice.prob * senses_chance(ctx, &game.world, step.here, step.senses);
                if p > 0.0 {
                    each(game.world, p);
                }
            }
            Err(Stop::Dry(probs)) => {
                for (i, &p) in probs.iter().enumerate() {
                    if p > 0.0 {
                        let mut next = choices.clone();
                        next.push(i as u8);
                        stack.push(next);
                    }
                }
            }
            Err(Stop::Mismatch | Stop::Over(_)) => {}
        }
    }
}

/// What one command did when played forward.
#[derive(Clone, Debug)]
pub struct Forward {
    pub world: World,
    /// Everything the player would perceive, `GameOver` included.
    pub events: Vec<Event>,
    pub here: usize,
    pub arrows: u32,
    pub ending: Option<Ending>,
}

/// Plays `act` on `world` with the player in `player`, by chance.
pub fn forward(
    ctx: &Ctx,
    world: &World,
    player: usize,
    arrows: u32,
    act: Act,
    dice: &mut crate::engine::Dice,
) -> Forward {
    let mut game = Game {
        ctx,
        world: *world,
        player,
        arrows,
        fled: [false; MAX_WUMPI],
        seen: Seen::Forward(Vec::new()),
        dice: Dice {
            source: Source::Chance(dice),
            prob: 1.0,
            unseen: None,
        },
    };
    let len = match act {
        Act::Shoot(_, len) => len,
        _ => 0,
    };
    let ending = match game.run(act, len) {
        Err(Stop::Over(e)) => Some(e),
        _ => None,
    };
    let events = match game.seen {
        Seen::Forward(out) => out,
        Seen::Observed { .. } => Vec::new(),
    };
    Forward {
        world: game.world,
        events,
        here: game.player,
        arrows: game.arrows,
        ending,
    }
}

/// What the player senses in `here` of `world`, as the engine works it out
/// (on a known cave: unseen tunnels count as none).
pub fn feel(ctx: &Ctx, world: &World, here: usize) -> Senses {
    let mut s = Senses::default();
    for r in ctx.cave.neighbours(here) {
        let b = bit(r);
        s.draft = s.draft.saturating_add(u8::from(world.pits & b != 0));
        s.bats = s.bats.saturating_add(u8::from(world.bats & b != 0));
        s.chewing = s.chewing.saturating_add(u8::from(world.termites & b != 0));
    }
    let within = ctx.cave.within(here, ctx.rules.smell_radius);
    for w in world.wumpi.iter().filter(|w| w.alive) {
        let room = usize::from(w.room);
        if room != here && within[room] >= 1.0 {
            s.smell = s.smell.saturating_add(1);
        }
    }
    if !ctx.rules.warn_per_hazard {
        s.smell = s.smell.min(1);
        s.draft = s.draft.min(1);
        s.bats = s.bats.min(1);
        s.chewing = s.chewing.min(1);
    }
    s
}
