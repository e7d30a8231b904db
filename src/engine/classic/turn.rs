//! A move and the wumpus phase, in exactly the order of docs/rules.md,
//! Classic: turn order (the statistical checks depend on it).

use super::{BATS, Classic, PIT, TERMITES};
use super::{BatDrop, Bump, WumpusWakes};
use super::{Ending, Event, Secret};
use crate::engine::cave::RoomId;

/// Which wumpus phase is running: the modes of docs/rules.md, Classic: the
/// wumpus, move the wumpus in some and not others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// After bats dropped the player somewhere: every wumpus has a phase.
    Snatch,
    /// Closing a move: a wumpus bumped during the move sits it out.
    AfterMove,
    /// Closing a shot that missed.
    AfterMiss,
    /// Closing a shot that hit a wumpus while others live.
    AfterHit,
}

/// Snatches in one move after which the bats give up and drop the player in
/// an empty room, so a chain always ends.
pub const MAX_SNATCHES: u32 = 100;

impl Classic {
    pub(super) fn walk(&mut self, to: RoomId, out: &mut Vec<Event>) {
        out.push(Event::Walked(to));
        let mut room = to;
        let mut snatches = 0;
        self.player = room;
        loop {
            if self.meet_wumpi(room, out) {
                return;
            }
            if self.hazards[room.index()] & PIT != 0 {
                if self.rules.pit_survival > 0.0 && self.dice.roll(self.rules.pit_survival) {
                    out.push(Event::GrabbedOutcrop);
                    self.known.mark_pit(room);
                } else {
                    out.push(Event::FellInPit);
                    self.end(Ending::Pit, out);
                    return;
                }
            }
            if self.hazards[room.index()] & BATS != 0 {
                if snatches == 0 {
                    // The player chose this room, so they know its bats.
                    self.known.mark_bats(room);
                }
                if snatches < MAX_SNATCHES {
                    out.push(Event::Snatched);
                    snatches += 1;
                    room = self.bat_drop();
                    self.player = room;
                    out.push(Event::Secret(Secret::DroppedIn(room)));
                    // A phase of its own for every wumpus, a bumped one
                    // too: the snatch is as if a turn passed.
                    self.wumpus_phase(Phase::Snatch, out);
                    if self.ending.is_some() {
                        return;
                    }
                    continue;
                }
                out.push(Event::BatsGaveUp);
                room = self.empty_room();
                self.player = room;
                out.push(Event::Secret(Secret::DroppedIn(room)));
            }
            if self.hazards[room.index()] & TERMITES != 0 && self.arrows > 0 {
                self.arrows -= 1;
                out.push(Event::TermitesAteArrow);
            }
            break;
        }
        self.wumpus_phase(Phase::AfterMove, out);
        if self.ending.is_none() {
            self.wumpus3_events(out);
        }
        // Only termites can empty the quiver on a move; the check is the
        // one a shot ends with.
        if self.ending.is_none() && self.arrows == 0 {
            out.push(Event::OutOfArrows);
            self.end(Ending::OutOfArrows, out);
        }
    }

    /// Step 1 of the arrival check. Returns true when the player was eaten.
    /// A bumped wumpus is marked `fled`: its flee (or stay) was its move.
    fn meet_wumpi(&mut self, room: RoomId, out: &mut Vec<Event>) -> bool {
        for i in 0..self.wumpi.len() {
            let w = self.wumpi[i];
            if !w.alive || w.room != room {
                continue;
            }
            let bumpable = !w.awake || self.rules.wumpus_wakes != WumpusWakes::ShotOrBump;
            if self.rules.bump == Bump::FleeOrEat && bumpable {
                out.push(Event::Bumped);
                self.known.mark_wumpus(room);
                self.wake(i, out);
                self.wumpi[i].fled = true;
                if self.dice.roll(self.rules.wumpus_move_chance) {
                    self.wumpus_step(i, self.rules.wumpus_avoids_pits, out);
                }
                if self.wumpi[i].room != room {
                    continue;
                }
            }
            out.push(Event::EatenInItsRoom);
            self.end(Ending::EatenBump, out);
            return true;
        }
        false
    }

    pub(super) fn wake(&mut self, i: usize, out: &mut Vec<Event>) {
        if !self.wumpi[i].awake {
            self.wumpi[i].awake = true;
            out.push(Event::Secret(Secret::WumpusWoke { wumpus: i as u8 }));
        }
    }

    /// Each living wumpus that may move this phase, in set-up order, walks
    /// with its chance; one that ends in the player's room eats them. After
    /// a move, a wumpus bumped during it has had its move (the flee) and
    /// sits this phase out; the others still have theirs.
    pub(super) fn wumpus_phase(&mut self, phase: Phase, out: &mut Vec<Event>) {
        for i in 0..self.wumpi.len() {
            let w = self.wumpi[i];
            if phase == Phase::AfterMove && w.fled {
                // The mark lasts one move. Cleared here rather than before
                // each move, so a move with no bump pays nothing for it: a
                // move that ends sooner ends the game too.
                self.wumpi[i].fled = false;
                continue;
            }
            if !w.alive {
                continue;
            }
            let after_miss = phase == Phase::AfterMiss;
            let chance = match self.rules.wumpus_wakes {
                WumpusWakes::ShotOrBump if w.awake => self.rules.wumpus_move_chance,
                WumpusWakes::Yob if after_miss => self.rules.wumpus_move_chance,
                // NetBSD's rising odds: 1/3 after the first miss, then 1/2,
                // 2/3, 5/6 and always, until a move restarts the count.
                WumpusWakes::Bsd if after_miss => {
                    let count = w.count.saturating_add(2);
                    self.wumpi[i].count = count;
                    (f64::from(count) / 12.0).min(1.0)
                }
                _ => continue,
            };
            if self.dice.roll(chance) {
                self.wumpus_step(i, self.rules.wumpus_avoids_pits, out);
                if self.rules.wumpus_wakes == WumpusWakes::Bsd {
                    // The roll said it moves, so the count restarts even if
                    // every tunnel led to a pit it avoids and it stayed.
                    self.wumpi[i].count = self.dice.below(3) as u8;
                }
            }
            if self.wumpi[i].room == self.player {
                // Unmoved, it was there first: the bats dropped the player on it.
                let event = if self.wumpi[i].room == w.room {
                    Event::WumpusStayed
                } else {
                    Event::WumpusWalkedIn
                };
                out.push(event);
                self.end(Ending::EatenMoving, out);
                return;
            }
        }
    }

    /// Through a uniformly random allowed tunnel (pit rooms excluded when
    /// `avoid_pits`); with none allowed, stay. A room may hold the same
    /// tunnel twice: each is a tunnel of its own, so it counts twice.
    pub(super) fn wumpus_step(&mut self, i: usize, avoid_pits: bool, out: &mut Vec<Event>) {
        let from = self.wumpi[i].room;
        let avoid = if avoid_pits { PIT } else { 0 };
        let hazards = &self.hazards;
        let tunnels = self.cave.tunnels(from);
        // One pass, into a small array: almost every room has few tunnels.
        // A room with more draws among the rest by a second pass.
        let mut open = [RoomId(0); 8];
        let mut allowed = 0usize;
        for &t in tunnels {
            if hazards[t.index()] & avoid == 0 {
                if let Some(slot) = open.get_mut(allowed) {
                    *slot = t;
                }
                allowed += 1;
            }
        }
        if allowed == 0 {
            return;
        }
        let k = self.dice.below(allowed as u32) as usize;
        let to = match open.get(k) {
            Some(&to) => to,
            None => match tunnels
                .iter()
                .filter(|t| hazards[t.index()] & avoid == 0)
                .nth(k)
            {
                Some(&to) => to,
                None => return,
            },
        };
        self.wumpi[i].room = to;
        out.push(Event::Secret(Secret::WumpusMoved {
            wumpus: i as u8,
            from,
            to,
        }));
    }

    fn bat_drop(&mut self) -> RoomId {
        match self.rules.bat_drop {
            BatDrop::Any => RoomId(self.dice.below(self.cave.rooms() as u32) as u16),
            BatDrop::Empty => self.empty_room(),
        }
    }

    /// A uniformly random room with no hazard and no living wumpus. Set-up
    /// leaves at least one (the player's start), and hazards never multiply.
    pub(super) fn empty_room(&mut self) -> RoomId {
        let n = self.cave.rooms();
        let empty = |r: usize, g: &Classic| {
            g.hazards[r] == 0 && !g.wumpi.iter().any(|w| w.alive && w.room.index() == r)
        };
        let count = (0..n).filter(|&r| empty(r, self)).count() as u32;
        if count == 0 {
            return self.player;
        }
        let k = self.dice.below(count) as usize;
        let r = (0..n).filter(|&r| empty(r, self)).nth(k).unwrap_or(0);
        RoomId(r as u16)
    }
}
