//! The engine's turn, mirrored over a `World`: every draw goes through the
//! run's dice (scripted or by chance), every event the player would
//! perceive through `expect`, every ending through `end`.

use super::{Ctx, Dice, Run, Stop};
use crate::ai::classic::story::Act;
use crate::ai::classic::world::{MAX_WUMPI, World, bit};
use crate::engine::classic::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, ClassicRules, Ending, Event, WumpusWakes,
};

/// What a run is checked against.
pub(super) enum Seen<'s> {
    /// What the player perceived, and where they stood after the command.
    Observed {
        events: &'s [Event],
        cursor: usize,
        here: usize,
    },
    /// Nothing: the run plays forward and writes down what happens.
    Forward(Vec<Event>),
}

/// The game as one run plays it.
pub(super) struct Game<'c, 's> {
    pub ctx: &'c Ctx,
    pub world: World,
    pub player: usize,
    pub arrows: u32,
    pub fled: [bool; MAX_WUMPI],
    pub seen: Seen<'s>,
    pub dice: Dice<'s>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Snatch,
    AfterMove,
    AfterMiss,
    AfterHit,
}

impl Game<'_, '_> {
    pub fn run(&mut self, act: Act, cost_rooms: usize) -> Run<()> {
        match act {
            Act::Walk(to) => self.walk(to),
            Act::Wall => self.hit_wall(),
            Act::Shoot(rooms, len) => {
                let cost = match self.ctx.rules.arrow_cost {
                    ArrowCost::PerShot => 1,
                    ArrowCost::PerRoom => cost_rooms as u32,
                };
                self.shoot(&rooms[..len.min(rooms.len())], cost)
            }
        }
    }

    pub(super) fn rules(&self) -> &ClassicRules {
        &self.ctx.rules
    }

    pub(super) fn expect(&mut self, event: Event) -> Run<()> {
        match &mut self.seen {
            Seen::Observed { events, cursor, .. } => {
                if events.get(*cursor) == Some(&event) {
                    *cursor += 1;
                    Ok(())
                } else {
                    Err(Stop::Mismatch)
                }
            }
            Seen::Forward(out) => {
                out.push(event);
                Ok(())
            }
        }
    }

    /// The game ends: a branch the player did not see, or (playing
    /// forward) the end of this run.
    fn end(&mut self, ending: Ending) -> Run<()> {
        match &mut self.seen {
            Seen::Observed { .. } => Err(Stop::Mismatch),
            Seen::Forward(out) => {
                out.push(Event::GameOver(ending));
                Err(Stop::Over(ending))
            }
        }
    }

    pub(super) fn n(&self) -> usize {
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
                    self.expect(Event::FellInPit)?;
                    return self.end(Ending::Pit);
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
                    if let Seen::Observed {
                        events,
                        cursor,
                        here,
                    } = &self.seen
                    {
                        let more = events[*cursor..].contains(&Event::Snatched);
                        if more && self.world.bats & bit(room) == 0 || !more && room != *here {
                            return Err(Stop::Mismatch);
                        }
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
            self.expect(Event::OutOfArrows)?;
            return self.end(Ending::OutOfArrows);
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
            self.expect(Event::EatenInItsRoom)?;
            return self.end(Ending::EatenBump);
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
                let event = if self.world.wumpi.all[i].room == w.room {
                    Event::WumpusStayed
                } else {
                    Event::WumpusWalkedIn
                };
                self.expect(event)?;
                return self.end(Ending::EatenMoving);
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
            self.expect(Event::OutOfArrows)?;
            return self.end(Ending::OutOfArrows);
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
                self.expect(Event::AllWumpiDead)?;
                self.end(Ending::Won)?;
            }
            return Ok(Some(Flight::Killed));
        }
        if room == self.player {
            self.expect(Event::ShotSelf)?;
            self.end(Ending::OwnArrow)?;
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
                self.expect(Event::WumpusWalkedIn)?;
                return self.end(Ending::EatenMoving);
            }
        }
        Ok(())
    }
}

enum Flight {
    Killed,
    Missed,
}
