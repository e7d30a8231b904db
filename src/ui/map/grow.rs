//! Layouts that grow with what the player knows, for caves whose shape is
//! secret. A room is placed when it first appears on the map and never
//! moves after; where it goes depends only on what the map shows (rooms
//! already placed, known tunnels, labels), so the picture gives nothing
//! hidden away.
//!
//! Rooms go on a coarse grid of slots. A new room takes the free slot that
//! keeps it near the rooms it is known to join, out of the way of lines
//! already drawn, and its own lines clear of other rooms.

use super::point::{Point, label_order};
use super::{KnownMap, Shown};
use crate::engine::RoomId;

/// Where the rooms placed so far sit, by room index.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Growth {
    cols: usize,
    rows: usize,
    slot_of: Vec<Option<usize>>,
}

/// A line passing closer than this to a slot (in slots) reads as touching
/// the room there.
const CLEARANCE: f64 = 0.75;

/// Up to this many rooms a reveal places one by one beside their
/// neighbours; beyond, in order (placing is quadratic in the rooms).
const PLACE_LIMIT: usize = 120;

impl Growth {
    /// A grid with room to spare for `rooms` rooms whose boxes are up to
    /// `widest` cells, wider than tall as map panels are. Wide boxes (cave
    /// names) get fewer, wider columns: on the smallest map panel (42x10
    /// cells) a slot should hold a box and a gap across, and two rows
    /// down, or neighbours crowd each other off the map.
    pub fn new(rooms: usize, widest: u16) -> Growth {
        let slots = (2 * rooms + 10).max(16);
        let aspect = (8.4 / (f64::from(widest) + 1.0)).min(1.4);
        let cols = ((slots as f64 * aspect).sqrt().ceil() as usize).max(3);
        let rows = slots.div_ceil(cols).max(3);
        Growth {
            cols,
            rows,
            slot_of: Vec::new(),
        }
    }

    pub fn slot(&self, room: RoomId) -> Option<usize> {
        self.slot_of.get(room.index()).copied().flatten()
    }

    pub fn point(&self, slot: usize) -> Point {
        let (c, r) = (slot % self.cols, slot / self.cols);
        Point {
            x: c as f64 / (self.cols - 1) as f64,
            y: r as f64 / (self.rows - 1) as f64,
        }
    }

    fn xy(&self, slot: usize) -> (f64, f64) {
        ((slot % self.cols) as f64, (slot / self.cols) as f64)
    }

    /// Places every room the map shows that has no place yet: what the
    /// player knows first, then (cheat mode, game over) the rest.
    pub fn learn(&mut self, map: &KnownMap) {
        if self.slot_of.len() < map.rooms.len() {
            self.slot_of.resize(map.rooms.len(), None);
        }
        for known_only in [true, false] {
            let mut new: Vec<RoomId> = (0..map.rooms.len())
                .map(|i| RoomId(i as u16))
                .filter(|&r| self.slot(r).is_none())
                .filter(|&r| {
                    let shown = map.rooms[r.index()].shown;
                    if known_only {
                        shown >= Shown::Seen
                    } else {
                        shown != Shown::Hidden
                    }
                })
                .collect();
            // Labels are public, room indices may not be: the player's room
            // first, then in the order a player would list them.
            new.sort_by(|&a, &b| {
                let (ra, rb) = (&map.rooms[a.index()], &map.rooms[b.index()]);
                rb.shown
                    .cmp(&ra.shown)
                    .then_with(|| label_order(&ra.label, &rb.label))
            });
            let lines: Vec<(RoomId, RoomId)> = map
                .tunnels
                .iter()
                .filter(|t| t.known || !known_only)
                .map(|t| (t.from, t.to))
                .collect();
            if known_only {
                for room in new {
                    self.place(room, &lines);
                }
            } else if new.len() <= PLACE_LIMIT {
                // The reveal grows out from what the player knew, each
                // room beside the rooms it joins, as the player's own
                // rooms were placed.
                for room in self.outward(new, &lines) {
                    self.place(room, &lines);
                }
            } else {
                self.fill(&new);
            }
        }
    }

    /// `rooms` in the order they are reached from the rooms already
    /// placed, tunnel by tunnel (in the order given within a step); rooms
    /// no tunnel reaches come last.
    fn outward(&self, rooms: Vec<RoomId>, lines: &[(RoomId, RoomId)]) -> Vec<RoomId> {
        let mut order: Vec<RoomId> = Vec::with_capacity(rooms.len());
        let mut reached: Vec<RoomId> = (0..self.slot_of.len())
            .map(|i| RoomId(i as u16))
            .filter(|&r| self.slot(r).is_some())
            .collect();
        let mut left = rooms;
        loop {
            let (next, rest): (Vec<RoomId>, Vec<RoomId>) = left.into_iter().partition(|&r| {
                lines.iter().any(|&(a, b)| {
                    (a == r && reached.contains(&b)) || (b == r && reached.contains(&a))
                })
            });
            left = rest;
            if next.is_empty() {
                order.extend(left);
                return order;
            }
            reached.extend(&next);
            order.extend(next);
        }
    }

    /// A grid like this one for a map of other rooms: each `(new, old)`
    /// pair puts room `new` where this grid has room `old`, so a map of the
    /// same place by other indices (the revealed cave, after a notebook of
    /// places) keeps what the player saw where they saw it.
    pub fn seeded(&self, pairs: &[(RoomId, RoomId)]) -> Growth {
        let mut grown = Growth {
            cols: self.cols,
            rows: self.rows,
            slot_of: Vec::new(),
        };
        for &(new, old) in pairs {
            if let Some(slot) = self.slot(old) {
                if grown.slot_of.len() <= new.index() {
                    grown.slot_of.resize(new.index() + 1, None);
                }
                grown.slot_of[new.index()] = Some(slot);
            }
        }
        grown
    }

    /// The rest of a reveal of a big cave, in the free slots in order:
    /// cheap on caves of a thousand rooms, and what the player knew keeps
    /// its place.
    fn fill(&mut self, rooms: &[RoomId]) {
        let mut free = vec![true; self.cols * self.rows];
        for &s in self.slot_of.iter().flatten() {
            if let Some(f) = free.get_mut(s) {
                *f = false;
            }
        }
        let mut slots = free.iter().enumerate().filter(|(_, f)| **f).map(|(s, _)| s);
        for room in rooms {
            if let (Some(slot), Some(entry)) = (slots.next(), self.slot_of.get_mut(room.index())) {
                *entry = Some(slot);
            }
        }
    }

    fn place(&mut self, room: RoomId, lines: &[(RoomId, RoomId)]) {
        let neighbours: Vec<usize> = lines
            .iter()
            .filter_map(|&(a, b)| match (a == room, b == room) {
                (true, false) => self.slot(b),
                (false, true) => self.slot(a),
                _ => None,
            })
            .collect();
        let used: Vec<usize> = self.slot_of.iter().flatten().copied().collect();
        let drawn: Vec<(usize, usize)> = lines
            .iter()
            .filter_map(|&(a, b)| Some((self.slot(a)?, self.slot(b)?)))
            .filter(|(a, b)| a != b)
            .collect();
        let best = (0..self.cols * self.rows)
            .filter(|s| !used.contains(s))
            .map(|s| (self.cost(s, &neighbours, &used, &drawn), s))
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        if let (Some((_, slot)), Some(entry)) = (best, self.slot_of.get_mut(room.index())) {
            *entry = Some(slot);
        }
    }

    fn cost(
        &self,
        s: usize,
        neighbours: &[usize],
        used: &[usize],
        drawn: &[(usize, usize)],
    ) -> f64 {
        let p = self.xy(s);
        let mut cost = if neighbours.is_empty() {
            let centre = ((self.cols - 1) as f64 / 2.0, (self.rows - 1) as f64 / 2.0);
            0.5 * dist(p, centre)
        } else {
            neighbours.iter().map(|&n| dist(p, self.xy(n))).sum()
        };
        for &u in used {
            let q = self.xy(u);
            if (p.0 - q.0).abs() <= 1.0 && (p.1 - q.1).abs() <= 1.0 {
                cost += 3.0;
            }
        }
        for &n in neighbours {
            let q = self.xy(n);
            for &u in used.iter().filter(|&&u| u != n) {
                if near_segment(self.xy(u), p, q) {
                    cost += 20.0;
                }
            }
            for &(a, b) in drawn {
                if a != n && b != n && crosses(p, q, self.xy(a), self.xy(b)) {
                    cost += 4.0;
                }
            }
        }
        for &(a, b) in drawn {
            if near_segment(p, self.xy(a), self.xy(b)) {
                cost += 20.0;
            }
        }
        cost
    }
}

fn dist(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// `p` lies within `CLEARANCE` of the segment `a`–`b`, away from its ends.
fn near_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    if len2 == 0.0 {
        return false;
    }
    let t = ((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2;
    if t <= 0.0 || t >= 1.0 {
        return false;
    }
    dist(p, (a.0 + t * dx, a.1 + t * dy)) < CLEARANCE
}

/// The open segments `a`–`b` and `c`–`d` cross.
fn crosses(a: (f64, f64), b: (f64, f64), c: (f64, f64), d: (f64, f64)) -> bool {
    let side = |p: (f64, f64), q: (f64, f64), r: (f64, f64)| {
        ((q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)).signum()
    };
    let (d1, d2) = (side(a, b, c), side(a, b, d));
    let (d3, d4) = (side(c, d, a), side(c, d, b));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}
