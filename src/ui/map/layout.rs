//! Where each room sits on the map, in a unit square, decided once per cave.
//!
//! Two kinds of layout:
//! - hand-made planar drawings of the built-in caves (`assets/layouts/`),
//!   used whenever the cave names one;
//! - for every other cave (random caves, caves files, shuffled labels) a
//!   layout that grows with what the player knows (`grow.rs`): those caves'
//!   tunnels are secret until walked, so a room is placed only when it is
//!   first seen, from known facts only, and keeps its place.
//!
//! Rings in label order remain for reveals of caves nobody walked.

use super::KnownMap;
use super::grow::Growth;
use super::hand;
use super::point::{Point, label_order};
use crate::engine::RoomId;
use ratatui::text::Span;

/// A direction to move the map cursor in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// Room positions for one cave, computed once (never per frame).
#[derive(Clone, Debug, PartialEq)]
pub struct MapLayout {
    points: Vec<Point>,
    /// Widest room box ("[label]"), in cells: keeps boxes at the edges whole.
    widest: u16,
    hand_made: bool,
    /// Set for layouts that grow as rooms are found.
    grow: Option<Growth>,
}

/// Hand-made layouts keep rooms at least this far apart (unit square), so
/// labels stay apart on the smallest map panel.
pub const MIN_DISTANCE: f64 = 0.1;

/// One ring holds at most this many rooms; bigger caves get nested rings.
const RING_CAPACITY: usize = 40;

/// Enough rings for the largest cave allowed (`MAX_ROOMS`).
const MAX_RINGS: usize = 256;

impl MapLayout {
    /// For a cave whose rooms, by index, draw as `labels`: the hand-made
    /// layout `key` names, if there is one and it fits the cave exactly;
    /// otherwise rooms on rings in label order. Only public facts go in, so
    /// positions say nothing hidden.
    pub fn new(labels: &[&str], key: Option<&str>) -> MapLayout {
        let widest = labels
            .iter()
            .map(|l| Span::raw(*l).width())
            .max()
            .unwrap_or(1)
            .saturating_add(2)
            .min(usize::from(u16::MAX)) as u16;
        if let Some(points) = key.and_then(|key| hand::load(key, labels)) {
            return MapLayout {
                points,
                widest,
                hand_made: true,
                grow: None,
            };
        }
        MapLayout::growing(labels.len(), widest)
    }

    /// A layout for `n` rooms with none placed yet: `learn` places them as
    /// the map shows them.
    pub fn growing(n: usize, widest: u16) -> MapLayout {
        MapLayout {
            points: Vec::new(),
            widest,
            hand_made: false,
            grow: Some(Growth::new(n, widest)),
        }
    }

    /// Gives every room `map` shows that has no place yet its place, for
    /// good. Layouts fixed per cave ignore this. Call after each command,
    /// never per frame.
    pub fn learn(&mut self, map: &KnownMap) {
        let Some(grow) = self.grow.as_mut() else {
            return;
        };
        grow.learn(map);
        self.points = (0..map.rooms.len())
            .map(|i| match grow.slot(RoomId(i as u16)) {
                Some(slot) => grow.point(slot),
                None => Point {
                    x: f64::NAN,
                    y: f64::NAN,
                },
            })
            .collect();
    }

    /// A growing layout for another map of the same place, `n` rooms by
    /// other indices: each `(new, old)` pair puts room `new` where this
    /// layout has room `old`; the rest are placed as the new map shows
    /// them (`learn`), around those. A layout that does not grow (a
    /// hand-made one) gives a fresh growing one.
    pub fn regrown(&self, n: usize, pairs: &[(RoomId, RoomId)]) -> MapLayout {
        let grow = match &self.grow {
            Some(g) => g.seeded(pairs),
            None => Growth::new(n, self.widest),
        };
        MapLayout {
            points: Vec::new(),
            widest: self.widest,
            hand_made: false,
            grow: Some(grow),
        }
    }

    /// `n` places on an ellipse, place i at i golden-ratio turns: each new
    /// place lands in the widest gap left, so places found one after another
    /// (numbered as the player finds them) never crowd each other early on.
    pub fn spread(n: usize, widest: u16) -> MapLayout {
        const GOLDEN: f64 = 0.618_033_988_749_894_9;
        let points = (0..n)
            .map(|i| {
                let angle = std::f64::consts::TAU * (i as f64 * GOLDEN).fract();
                Point {
                    x: 0.5 + 0.5 * angle.sin(),
                    y: 0.5 - 0.5 * angle.cos(),
                }
            })
            .collect();
        MapLayout {
            points,
            widest,
            hand_made: false,
            grow: None,
        }
    }

    /// `n` places on rings in index order, for labels up to `widest` cells
    /// (brackets included).
    pub fn ring(n: usize, widest: u16) -> MapLayout {
        let labels: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
        let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
        MapLayout {
            points: rings(&labels),
            widest,
            hand_made: false,
            grow: None,
        }
    }

    /// True when the positions come from a hand-made drawing in `assets/`.
    pub fn is_hand_made(&self) -> bool {
        self.hand_made
    }

    /// Rooms placed (the cave's room count).
    pub fn rooms(&self) -> usize {
        self.points.len()
    }

    /// Where `room` sits; `None` for a room not placed yet.
    pub fn position(&self, room: RoomId) -> Option<Point> {
        self.points
            .get(room.index())
            .copied()
            .filter(|p| p.x.is_finite() && p.y.is_finite())
    }

    /// Widest room box in cells, brackets included.
    pub fn widest(&self) -> u16 {
        self.widest
    }

    /// The candidate that best continues from `from` in `direction`: ahead of
    /// it, within about 63 degrees of straight on, nearest by distance ahead
    /// plus twice the distance aside. `None` when nothing lies that way.
    pub fn nearest(
        &self,
        from: RoomId,
        direction: Direction,
        candidates: &[RoomId],
    ) -> Option<RoomId> {
        let origin = self.position(from)?;
        let mut best: Option<(f64, RoomId)> = None;
        for &room in candidates {
            if room == from {
                continue;
            }
            let Some(p) = self.position(room) else {
                continue;
            };
            let (dx, dy) = (p.x - origin.x, p.y - origin.y);
            let (ahead, aside) = match direction {
                Direction::Up => (-dy, dx),
                Direction::Down => (dy, dx),
                Direction::Left => (-dx, dy),
                Direction::Right => (dx, dy),
            };
            if ahead <= 1e-9 || aside.abs() > 2.0 * ahead {
                continue;
            }
            let score = ahead + 2.0 * aside.abs();
            let better = match best {
                None => true,
                Some((s, r)) => score < s - 1e-12 || (score <= s + 1e-12 && room < r),
            };
            if better {
                best = Some((score, room));
            }
        }
        best.map(|(_, room)| room)
    }
}

/// Rooms in label order on nested rings, outermost first, each ring holding
/// rooms in proportion to its length.
fn rings(labels: &[&str]) -> Vec<Point> {
    let n = labels.len();
    let mut order: Vec<RoomId> = (0..n).map(|i| RoomId(i as u16)).collect();
    order.sort_by(|&a, &b| label_order(labels[a.index()], labels[b.index()]));
    let radii = ring_radii(n);
    let total: f64 = radii.iter().sum();
    let mut points = vec![Point { x: 0.5, y: 0.5 }; n];
    let mut next = 0usize;
    for (i, &r) in radii.iter().enumerate() {
        let left = n - next;
        let count = if i + 1 == radii.len() {
            left
        } else {
            ((n as f64 * r / total).round() as usize).clamp(1, left)
        };
        // Alternate rings start half a step round, so rooms of neighbouring
        // rings do not line up along the spokes.
        let offset = if i % 2 == 0 { 0.0 } else { 0.5 };
        for k in 0..count {
            let angle = std::f64::consts::TAU * (k as f64 + offset) / count as f64;
            if let Some(&room) = order.get(next + k)
                && let Some(p) = points.get_mut(room.index())
            {
                *p = Point {
                    x: 0.5 + 0.5 * r * angle.sin(),
                    y: 0.5 - 0.5 * r * angle.cos(),
                };
            }
        }
        next += count;
    }
    points
}

/// Radii of the rings for `n` rooms: as few rings as hold them all.
fn ring_radii(n: usize) -> Vec<f64> {
    let mut rings = 1usize;
    loop {
        let radii: Vec<f64> = (0..rings)
            .map(|i| 1.0 - 0.8 * i as f64 / rings as f64)
            .collect();
        let capacity: f64 = radii.iter().map(|r| r * RING_CAPACITY as f64).sum();
        if capacity >= n as f64 || rings >= MAX_RINGS {
            return radii;
        }
        rings += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_hold_every_room() {
        for n in [2, 20, 40, 41, 100, 1000, 4096] {
            let radii = ring_radii(n);
            let capacity: f64 = radii.iter().map(|r| r * RING_CAPACITY as f64).sum();
            assert!(capacity >= n as f64 || radii.len() == MAX_RINGS, "{n}");
        }
    }
}
