//! One command played on one guessed world, every way the dice could fall
//! that shows the player exactly what they saw. This mirrors the engine's
//! turn (RULES.md section 1's order), draw by draw, over a `World`; each
//! draw branches (the driver runs the command again for each outcome of
//! the first draw it has no answer for), and a branch ends as soon as it
//! would show an event the player did not see, kill the player, or leave
//! them somewhere else.

use super::cave::Cave;
use super::story::{Act, Step};
use super::world::{MAX_WUMPI, World, bit};
use crate::engine::classic::{
    ArrowHits, BadHop, BatDrop, Bump, ClassicRules, Event, Senses, WumpusWakes,
};

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
enum Stop {
    /// A draw with no scripted answer: its outcomes' chances.
    Dry(Vec<f64>),
    /// This branch shows the player something they did not see.
    Mismatch,
}

type Run<T> = Result<T, Stop>;

/// The driver's script: the outcome of each draw so far.
struct Dice<'s> {
    choices: &'s [u8],
    pos: usize,
    prob: f64,
}

impl Dice<'_> {
    fn draw(&mut self, probs: &[f64]) -> Run<usize> {
        match self.choices.get(self.pos) {
            Some(&i) => {
                self.pos += 1;
                let i = usize::from(i);
                self.prob *= probs.get(i).copied().unwrap_or(0.0);
                Ok(i)
            }
            None => Err(Stop::Dry(probs.to_vec())),
        }
    }

    fn roll(&mut self, p: f64) -> Run<bool> {
        if p <= 0.0 {
            return Ok(false);
        }
        if p >= 1.0 {
            return Ok(true);
        }
        Ok(self.draw(&[p, 1.0 - p])? == 0)
    }

    /// A uniform choice among `k` (k >= 1).
    fn pick(&mut self, k: usize) -> Run<usize> {
        if k <= 1 {
            return Ok(0);
        }
        let p = 1.0 / k as f64;
        self.draw(&vec![p; k])
    }

    /// One of `options` (room, chance).
    fn weighted(&mut self, options: &[(usize, f64)]) -> Run<usize> {
        if options.len() == 1 {
            self.prob *= options[0].1;
            return Ok(options[0].0);
        }
        let probs: Vec<f64> = options.iter().map(|o| o.1).collect();
        let i = self.draw(&probs)?;
        Ok(options.get(i).map_or(0, |o| o.0))
    }
}

/// The game as one run plays it.
struct Game<'c, 's> {
    ctx: &'c Ctx,
    world: World,
    player: usize,
    arrows: u32,
    fled: [bool; MAX_WUMPI],
    events: &'s [Event],
    cursor: usize,
    /// Where the player stood after the command.
    here: usize,
    dice: Dice<'s>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Snatch,
    AfterMove,
    AfterMiss,
    AfterHit,
}

impl Game<'_, '_> {
    fn rules(&self) -> &ClassicRules {
        &self.ctx.rules
    }

    fn expect(&mut self, event: Event) -> Run<()> {
        if self.events.get(self.cursor) == Some(&event) {
            self.cursor += 1;
            Ok(())
        } else {
            Err(Stop::Mismatch)
        }
    }

    fn n(&self) -> usize {
        self.ctx.cave.rooms()
    }

    fn walk(&mut self, to: usize) -> Run<()> {
        self.expect(Event::Walked(crate::engine::RoomId(to as u16)))?;
        let mut room = to;
        let mut snatches = 0;
        self.player = room;
        loop {
            self.meet_wumpi(room)?;
            if self.world.pits & bit(room) != 0 {
                let survival = self.rules().pit_survival;
                if survival > 0.0 && self.dice.roll(survival)? {
                    self.expect(Event::GrabbedOutcrop)?;
                } else {
                    return Err(Stop::Mismatch);
                }
            }
            if self.world.bats & bit(room) != 0 {
                if snatches < crate::engine::classic::MAX_SNATCHES {
                    self.expect(Event::Snatched)?;
                    snatches += 1;
                    room = self.bat_drop()?;
                    self.player = room;
                    // The player saw how many snatches there were and where
                    // they ended: a drop before the last lands in bats, the
                    // last one where the player stood after.
                    let more = self.events[self.cursor..].contains(&Event::Snatched);
                    if more && self.world.bats & bit(room) == 0 || !more && room != self.here {
                        return Err(Stop::Mismatch);
                    }
                    self.wumpus_phase(Phase::Snatch)?;
                    continue;
                }
                self.expect(Event::BatsGaveUp)?;
                room = self.empty_room()?;
                self.player = room;
            }
            if self.world.termites & bit(room) != 0 && self.arrows > 0 {
                self.arrows -= 1;
                self.expect(Event::TermitesAteArrow)?;
            }
            break;
        }
        self.wumpus_phase(Phase::AfterMove)?;
        self.wumpus3_events()?;
        if self.arrows == 0 {
            return Err(Stop::Mismatch);
        }
        Ok(())
    }

    /// The arrival check's first line; a wumpus that stays eats the player.
    fn meet_wumpi(&mut self, room: usize) -> Run<()> {
        for i in 0..usize::from(self.world.wumpi.len) {
            let w = self.world.wumpi.all[i];
            if !w.alive || usize::from(w.room) != room {
                continue;
            }
            let rules = self.rules();
            let bumpable = !w.awake || rules.wumpus_wakes != WumpusWakes::ShotOrBump;
            if rules.bump == Bump::FleeOrEat && bumpable {
                self.expect(Event::Bumped)?;
                self.world.wumpi.all[i].awake = true;
                self.fled[i] = true;
                let chance = self.rules().wumpus_move_chance;
                if self.dice.roll(chance)? {
                    self.step(i, self.rules().wumpus_avoids_pits)?;
                }
                if usize::from(self.world.wumpi.all[i].room) != room {
                    continue;
                }
            }
            return Err(Stop::Mismatch);
        }
        Ok(())
    }

    fn wumpus_phase(&mut self, phase: Phase) -> Run<()> {
        for i in 0..usize::from(self.world.wumpi.len) {
            let w = self.world.wumpi.all[i];
            if phase == Phase::AfterMove && self.fled[i] {
                self.fled[i] = false;
                continue;
            }
            if !w.alive {
                continue;
            }
            let after_miss = phase == Phase::AfterMiss;
            let rules = self.rules();
            let chance = match rules.wumpus_wakes {
                WumpusWakes::ShotOrBump if w.awake => rules.wumpus_move_chance,
                WumpusWakes::Yob if after_miss => rules.wumpus_move_chance,
                WumpusWakes::Bsd if after_miss => {
                    let count = w.count.saturating_add(2);
                    self.world.wumpi.all[i].count = count;
                    (f64::from(count) / 12.0).min(1.0)
                }
                _ => continue,
            };
            if self.dice.roll(chance)? {
                self.step(i, self.rules().wumpus_avoids_pits)?;
                if self.rules().wumpus_wakes == WumpusWakes::Bsd {
                    self.world.wumpi.all[i].count = self.dice.pick(3)? as u8;
                }
            }
            if usize::from(self.world.wumpi.all[i].room) == self.player {
                return Err(Stop::Mismatch);
            }
        }
        Ok(())
    }

    fn step(&mut self, i: usize, avoid_pits: bool) -> Run<()> {
        let from = usize::from(self.world.wumpi.all[i].room);
        let pits = if avoid_pits { self.world.pits } else { 0 };
        let mut options: Vec<(usize, f64)> = Vec::with_capacity(4);
        self.ctx.cave.step(
            from,
            |r| pits & bit(r) == 0,
            |r, p| match options.iter_mut().find(|o| o.0 == r) {
                Some(o) => o.1 += p,
                None => options.push((r, p)),
            },
        );
        let to = self.dice.weighted(&options)?;
        self.world.wumpi.all[i].room = to as u16;
        Ok(())
    }

    fn bat_drop(&mut self) -> Run<usize> {
        match self.rules().bat_drop {
            BatDrop::Any => self.dice.pick(self.n()),
            BatDrop::Empty => self.empty_room(),
        }
    }

    fn empty_room(&mut self) -> Run<usize> {
        let full = self.world.hazards() | self.world.wumpi.mask();
        let empty: Vec<usize> = (0..self.n()).filter(|&r| full & bit(r) == 0).collect();
        if empty.is_empty() {
            return Ok(self.player);
        }
        let k = self.dice.pick(empty.len())?;
        Ok(empty[k])
    }

    fn wumpus3_events(&mut self) -> Run<()> {
        let rules = self.rules();
        let (quake, bats, termites) = (
            rules.earthquake_chance,
            rules.bat_migration_chance,
            rules.termite_migration_chance,
        );
        if self.dice.roll(quake)? {
            self.expect(Event::GroundShook)?;
            self.migrate(Class::Pits)?;
        }
        if self.dice.roll(bats)? {
            self.expect(Event::WingsInTheDistance)?;
            self.migrate(Class::Bats)?;
        }
        if self.dice.roll(termites)? {
            self.migrate(Class::Termites)?;
        }
        Ok(())
    }

    /// Moves every item of one class (in room order) to a uniformly random
    /// room holding nothing, as the engine does: one at a time, the others
    /// (moved or not) still where they are.
    fn migrate(&mut self, class: Class) -> Run<()> {
        let before = self.class(class);
        for room in super::world::rooms_of(before) {
            let held = self.world.hazards() | self.world.wumpi.mask() | bit(self.player);
            let free: Vec<usize> = (0..self.n()).filter(|&r| held & bit(r) == 0).collect();
            if free.is_empty() {
                return Ok(());
            }
            let k = self.dice.pick(free.len())?;
            let set = self.class(class);
            *self.class_mut(class) = (set & !bit(room)) | bit(free[k]);
        }
        Ok(())
    }

    fn class(&self, class: Class) -> super::world::Mask {
        match class {
            Class::Pits => self.world.pits,
            Class::Bats => self.world.bats,
            Class::Termites => self.world.termites,
        }
    }

    fn class_mut(&mut self, class: Class) -> &mut super::world::Mask {
        match class {
            Class::Pits => &mut self.world.pits,
            Class::Bats => &mut self.world.bats,
            Class::Termites => &mut self.world.termites,
        }
    }

    fn shoot(&mut self, path: &[u16], cost: u32) -> Run<()> {
        self.arrows = self.arrows.saturating_sub(cost);
        let phase = match self.fly(path)? {
            Flight::Killed => Phase::AfterHit,
            Flight::Missed => {
                self.expect(Event::Missed)?;
                Phase::AfterMiss
            }
        };
        if self.rules().wake_on_shot {
            for w in self.world.wumpi.all[..usize::from(self.world.wumpi.len)].iter_mut() {
                if w.alive {
                    w.awake = true;
                }
            }
        }
        let bsd = self.rules().wumpus_wakes == WumpusWakes::Bsd;
        if !(bsd && phase == Phase::AfterMiss && self.arrows == 0) {
            self.wumpus_phase(phase)?;
            self.wumpus3_events()?;
        }
        if self.arrows == 0 {
            return Err(Stop::Mismatch);
        }
        Ok(())
    }

    fn fly(&mut self, path: &[u16]) -> Run<Flight> {
        let mut at = self.player;
        let mut came_from: Option<usize> = None;
        let mut astray = false;
        let rules = &self.ctx.rules;
        let every = rules.arrow_hits == ArrowHits::EveryRoom;
        for (i, &wanted) in path.iter().enumerate() {
            let wanted = usize::from(wanted);
            if let Some(&p) = rules.arrow_falloff.get(i)
                && p > 0.0
                && self.dice.roll(p)?
            {
                self.expect(Event::BowstringBroke)?;
                break;
            }
            let on_course = !astray && self.dice.roll(self.ctx.cave.adjacent(at, wanted))?;
            let next = if on_course {
                wanted
            } else {
                let avoid = match rules.bad_hop {
                    BadHop::RandomRest => {
                        astray = true;
                        came_from
                    }
                    BadHop::RandomResume | BadHop::RandomStop => None,
                };
                let mut options: Vec<(usize, f64)> = Vec::with_capacity(4);
                self.ctx.cave.random_tunnel(at, avoid, |r, p| {
                    match options.iter_mut().find(|o| o.0 == r) {
                        Some(o) => o.1 += p,
                        None => options.push((r, p)),
                    }
                });
                self.dice.weighted(&options)?
            };
            came_from = Some(at);
            at = next;
            if every && let Some(f) = self.arrow_hits(at)? {
                return Ok(f);
            }
            if !on_course && rules.bad_hop == BadHop::RandomStop {
                break;
            }
        }
        if !every
            && came_from.is_some()
            && let Some(f) = self.arrow_hits(at)?
        {
            return Ok(f);
        }
        Ok(Flight::Missed)
    }

    fn arrow_hits(&mut self, room: usize) -> Run<Option<Flight>> {
        let len = usize::from(self.world.wumpi.len);
        if let Some(w) = self.world.wumpi.all[..len]
            .iter_mut()
            .find(|w| w.alive && usize::from(w.room) == room)
        {
            w.alive = false;
            self.expect(Event::WumpusShot)?;
            if !self.world.wumpi.iter().any(|w| w.alive) {
                return Err(Stop::Mismatch);
            }
            return Ok(Some(Flight::Killed));
        }
        if room == self.player {
            return Err(Stop::Mismatch);
        }
        Ok(None)
    }

    fn hit_wall(&mut self) -> Run<()> {
        self.expect(Event::HitWall)?;
        if self.dice.pick(6)? != 0 {
            return Ok(());
        }
        self.expect(Event::CommentsWakeWumpus)?;
        for i in 0..usize::from(self.world.wumpi.len) {
            if !self.world.wumpi.all[i].alive {
                continue;
            }
            if self.rules().wumpus_wakes == WumpusWakes::ShotOrBump {
                self.world.wumpi.all[i].awake = true;
            }
            self.step(i, false)?;
            if usize::from(self.world.wumpi.all[i].room) == self.player {
                return Err(Stop::Mismatch);
            }
        }
        Ok(())
    }
}

enum Flight {
    Killed,
    Missed,
}

#[derive(Clone, Copy)]
enum Class {
    Pits,
    Bats,
    Termites,
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
/// in. `step` must be a command the player survived.
pub fn play(ctx: &Ctx, world: &World, step: &Step<'_>, mut each: impl FnMut(World, f64)) {
    let mut stack: Vec<Vec<u8>> = vec![Vec::new()];
    while let Some(choices) = stack.pop() {
        let mut game = Game {
            ctx,
            world: *world,
            player: step.from,
            arrows: step.arrows,
            fled: [false; MAX_WUMPI],
            events: step.events,
            cursor: 0,
            here: step.here,
            dice: Dice {
                choices: &choices,
                pos: 0,
                prob: 1.0,
            },
        };
        let ran = match step.act {
            Act::Walk(to) => game.walk(to),
            Act::Wall => game.hit_wall(),
            Act::Shoot(rooms, len) => {
                let cost = match ctx.rules.arrow_cost {
                    crate::engine::classic::ArrowCost::PerShot => 1,
                    crate::engine::classic::ArrowCost::PerRoom => len as u32,
                };
                game.shoot(&rooms[..len.min(rooms.len())], cost)
            }
        };
        match ran {
            Ok(()) => {
                if game.cursor != game.events.len() || game.player != step.here {
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
            Err(Stop::Mismatch) => {}
        }
    }
}
