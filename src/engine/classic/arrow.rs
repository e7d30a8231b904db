//! Arrows: the path the player asks for, its checks, and the flight.

use super::Classic;
use super::turn::Phase;
use super::{ArrowCost, ArrowHits, BadHop, Crooked, MAX_ARROW_RANGE, WumpusWakes};
use super::{Ending, Event, Refusal, Secret};
use crate::engine::cave::RoomId;
use serde::{Deserialize, Serialize};

/// The rooms an arrow is told to fly through, at most `MAX_ARROW_RANGE`.
/// Fixed-size so a shot allocates nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(into = "Vec<RoomId>", try_from = "Vec<RoomId>")]
pub struct ArrowPath {
    rooms: [RoomId; MAX_ARROW_RANGE as usize],
    len: u8,
}

impl ArrowPath {
    /// A path from rooms; `None` when longer than `MAX_ARROW_RANGE`.
    pub fn new(rooms: &[RoomId]) -> Option<ArrowPath> {
        if rooms.len() > MAX_ARROW_RANGE as usize {
            return None;
        }
        let mut path = ArrowPath::default();
        path.rooms[..rooms.len()].copy_from_slice(rooms);
        path.len = rooms.len() as u8;
        Some(path)
    }

    pub fn rooms(&self) -> &[RoomId] {
        &self.rooms[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl From<ArrowPath> for Vec<RoomId> {
    fn from(path: ArrowPath) -> Vec<RoomId> {
        path.rooms().to_vec()
    }
}

impl TryFrom<Vec<RoomId>> for ArrowPath {
    type Error = String;
    fn try_from(rooms: Vec<RoomId>) -> Result<ArrowPath, String> {
        ArrowPath::new(&rooms)
            .ok_or_else(|| format!("an arrow path lists at most {MAX_ARROW_RANGE} rooms"))
    }
}

impl Classic {
    /// Turns typed labels (separated by spaces or commas) into a path and
    /// checks it as firing would, without firing.
    pub fn parse_path(&self, text: &str) -> Result<ArrowPath, Refusal> {
        let mut rooms = Vec::new();
        for token in text.split(|c: char| c.is_whitespace() || c == ',') {
            if token.is_empty() {
                continue;
            }
            let room = self
                .cave
                .room_by_label(token)
                .ok_or_else(|| Refusal::NoSuchRoom(token.to_string()))?;
            rooms.push(room);
        }
        self.check_path(&rooms)?;
        ArrowPath::new(&rooms).ok_or(Refusal::PathTooLong {
            max: self.rules.arrow_range,
        })
    }

    /// The checks made before an arrow is fired. Uses only public facts (the
    /// rules and the player's room), so the arrow editor may call it live.
    pub fn check_path(&self, rooms: &[RoomId]) -> Result<(), Refusal> {
        if rooms.is_empty() {
            return Err(Refusal::EmptyPath);
        }
        if rooms.len() > self.rules.arrow_range as usize {
            return Err(Refusal::PathTooLong {
                max: self.rules.arrow_range,
            });
        }
        if let Some(bad) = rooms.iter().find(|r| r.index() >= self.cave.rooms()) {
            return Err(Refusal::NoSuchRoom(bad.to_string()));
        }
        let crooked = match self.rules.crooked {
            // Room 0 is the player's own: A-B-A through it counts too.
            Crooked::Reject => {
                let at = |k: usize| if k == 0 { self.player } else { rooms[k - 1] };
                (2..=rooms.len()).any(|k| at(k) == at(k - 2))
            }
            // Yob compared only what was typed, so a path may turn back
            // through the player's own room.
            Crooked::Typed => rooms.windows(3).any(|w| w[0] == w[2]),
            Crooked::Allow => false,
        };
        if crooked {
            return Err(Refusal::TooCrooked);
        }
        let cost = self.arrow_cost(rooms.len() as u32);
        if cost > self.arrows {
            return Err(Refusal::NotEnoughArrows {
                need: cost,
                have: self.arrows,
            });
        }
        Ok(())
    }

    pub(super) fn arrow_cost(&self, rooms: u32) -> u32 {
        match self.rules.arrow_cost {
            ArrowCost::PerShot => 1,
            ArrowCost::PerRoom => rooms,
        }
    }

    pub(super) fn shoot(&mut self, path: ArrowPath, cost: u32, out: &mut Vec<Event>) {
        self.arrows -= cost;
        let phase = match self.fly(path.rooms(), out) {
            Flight::Over => return,
            Flight::Killed => Phase::AfterHit,
            Flight::Missed => {
                out.push(Event::Missed);
                Phase::AfterMiss
            }
        };
        if self.rules.wake_on_shot {
            for i in 0..self.wumpi.len() {
                if self.wumpi[i].alive {
                    self.wake(i, out);
                }
            }
        }
        // NetBSD looks at the quiver before the wumpus stirs: the last
        // arrow missing loses the game even if the wumpus would have come.
        let bsd = self.rules.wumpus_wakes == WumpusWakes::Bsd;
        if !(bsd && phase == Phase::AfterMiss && self.arrows == 0) {
            self.wumpus_phase(phase, out);
            if self.ending.is_none() {
                self.wumpus3_events(out);
            }
        }
        if self.ending.is_none() && self.arrows == 0 {
            out.push(Event::OutOfArrows);
            self.end(Ending::OutOfArrows, out);
        }
    }

    fn fly(&mut self, path: &[RoomId], out: &mut Vec<Event>) -> Flight {
        let mut at = self.player;
        let mut came_from: Option<RoomId> = None;
        let mut astray = false;
        let every_room = self.rules.arrow_hits == ArrowHits::EveryRoom;
        for (i, &wanted) in path.iter().enumerate() {
            if self.bowstring_breaks(i) {
                out.push(Event::BowstringBroke);
                break;
            }
            let on_course = !astray && self.cave.is_adjacent(at, wanted);
            let next = if on_course {
                wanted
            } else {
                match self.rules.bad_hop {
                    BadHop::RandomRest => {
                        astray = true;
                        self.random_tunnel(at, came_from)
                    }
                    BadHop::RandomResume | BadHop::RandomStop => self.random_tunnel(at, None),
                }
            };
            out.push(Event::Secret(Secret::ArrowEntered {
                room: next,
                random: !on_course,
            }));
            came_from = Some(at);
            at = next;
            if every_room && let Some(flight) = self.arrow_hits(at, out) {
                return flight;
            }
            if !on_course && self.rules.bad_hop == BadHop::RandomStop {
                break;
            }
        }
        // An arrow that never left the bow stops nowhere it could hit.
        if !every_room
            && came_from.is_some()
            && let Some(flight) = self.arrow_hits(at, out)
        {
            return flight;
        }
        Flight::Missed
    }

    /// `arrow_falloff`: whether the arrow drops before its room `i` (from
    /// 0). A zero or missing chance draws nothing, so the default list
    /// leaves seeded games as they were.
    fn bowstring_breaks(&mut self, i: usize) -> bool {
        match self.rules.arrow_falloff.get(i) {
            Some(&p) if p > 0.0 => self.dice.roll(p),
            _ => false,
        }
    }

    /// What the arrow meets on entering `room`, if anything stops it.
    fn arrow_hits(&mut self, room: RoomId, out: &mut Vec<Event>) -> Option<Flight> {
        if let Some(w) = self.wumpi.iter_mut().find(|w| w.alive && w.room == room) {
            w.alive = false;
            out.push(Event::WumpusShot);
            if self.wumpi.iter().all(|w| !w.alive) {
                out.push(Event::AllWumpiDead);
                self.end(Ending::Won, out);
                return Some(Flight::Over);
            }
            return Some(Flight::Killed);
        }
        if room == self.player {
            out.push(Event::ShotSelf);
            self.end(Ending::OwnArrow, out);
            return Some(Flight::Over);
        }
        None
    }

    /// A uniformly random tunnel out of `room`, never to `avoid` unless no
    /// other tunnel exists.
    fn random_tunnel(&mut self, room: RoomId, avoid: Option<RoomId>) -> RoomId {
        let tunnels = self.cave.tunnels(room);
        let ok = |t: &&RoomId| Some(**t) != avoid;
        let count = tunnels.iter().filter(ok).count() as u32;
        if count == 0 {
            let k = self.dice.below(tunnels.len() as u32) as usize;
            return tunnels[k];
        }
        let k = self.dice.below(count) as usize;
        tunnels.iter().filter(ok).nth(k).copied().unwrap_or(room)
    }
}

enum Flight {
    /// The game ended in flight (the last wumpus, or the player, was hit).
    Over,
    /// A wumpus died and others remain.
    Killed,
    Missed,
}
