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
use super::point::Point;
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
