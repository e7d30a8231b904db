//! Caves: rooms joined by directed tunnels, with the labels players type.

mod bsd;
mod generators;
mod neighbours;
mod random;

pub use bsd::{BsdCave, BsdCaveError, generate_bsd};
pub use generators::{Draw, GENERATORS};
pub use random::{RandomCave, RandomCaveError, generate};

use neighbours::Neighbours;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Index of a room inside its cave. Opaque to players: they see labels.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct RoomId(pub u16);

impl RoomId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The most rooms a cave may have; keeps room ids in a `u16` with room to spare.
pub const MAX_ROOMS: usize = 4096;

/// A cave graph. Tunnels are stored compactly (one slice per room) because
/// the simulator walks them millions of times a second. In a game record it
/// is written as its rooms' labels, names and tunnels, and read back through
/// `Cave::new`, so a record can never smuggle in a cave a game refuses.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "CaveRecord", try_from = "CaveRecord")]
pub struct Cave {
    /// What this cave is called ("dodecahedron", a file path, "random 20x3").
    title: String,
    /// Key of a hand-made map layout, if the cave has one (the UI looks it up).
    layout: Option<String>,
    labels: Vec<String>,
    names: Vec<String>,
    /// `tunnels[start[r]..start[r + 1]]` are room r's tunnels, in their order.
    start: Vec<u32>,
    tunnels: Vec<RoomId>,
    /// Each room's distinct neighbours, itself left out, in tunnel order:
    /// what a room's senses read. Kept beside the tunnels (derived from
    /// them) because feeling a room is the simulator's hottest step.
    near: Neighbours,
    by_label: BTreeMap<String, RoomId>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaveError {
    #[error("a cave needs at least 2 rooms, this one has {0}")]
    TooFewRooms(usize),
    #[error("a cave may have at most {MAX_ROOMS} rooms, this one has {0}")]
    TooManyRooms(usize),
    #[error("room {room} has no tunnels")]
    NoTunnels { room: String },
    #[error("room {room} has a tunnel to room number {target}, which does not exist")]
    NoSuchTarget { room: String, target: usize },
    #[error("two rooms have the label {0:?}")]
    DuplicateLabel(String),
    #[error("room label {0:?} is empty or has spaces or commas")]
    BadLabel(String),
    #[error("the cave is not strongly connected: room {to} cannot be reached from room {from}")]
    NotConnected { from: String, to: String },
    #[error("expected {expected} labels and names, got {labels} labels and {names} names")]
    LabelCount {
        expected: usize,
        labels: usize,
        names: usize,
    },
}

impl Cave {
    /// Builds a cave from each room's tunnel list (targets are room indices).
    /// Refuses caves a game could not be played in: too small or large,
    /// tunnels to nowhere, a room with no way out, or rooms that cannot reach
    /// each other.
    pub fn new(
        title: impl Into<String>,
        labels: Vec<String>,
        names: Vec<String>,
        adjacency: &[Vec<usize>],
    ) -> Result<Cave, CaveError> {
        let n = adjacency.len();
        if n < 2 {
            return Err(CaveError::TooFewRooms(n));
        }
        if n > MAX_ROOMS {
            return Err(CaveError::TooManyRooms(n));
        }
        if labels.len() != n || names.len() != n {
            return Err(CaveError::LabelCount {
                expected: n,
                labels: labels.len(),
                names: names.len(),
            });
        }
        let mut by_label = BTreeMap::new();
        for (i, label) in labels.iter().enumerate() {
            if label.is_empty() || label.contains(|c: char| c.is_whitespace() || c == ',') {
                return Err(CaveError::BadLabel(label.clone()));
            }
            if by_label.insert(label.clone(), RoomId(i as u16)).is_some() {
                return Err(CaveError::DuplicateLabel(label.clone()));
            }
        }
        let mut start = Vec::with_capacity(n + 1);
        let mut tunnels = Vec::new();
        for (room, targets) in adjacency.iter().enumerate() {
            start.push(tunnels.len() as u32);
            if targets.is_empty() {
                return Err(CaveError::NoTunnels {
                    room: labels[room].clone(),
                });
            }
            for &t in targets {
                if t >= n {
                    return Err(CaveError::NoSuchTarget {
                        room: labels[room].clone(),
                        target: t,
                    });
                }
                tunnels.push(RoomId(t as u16));
            }
        }
        start.push(tunnels.len() as u32);
        let cave = Cave {
            title: title.into(),
            layout: None,
            labels,
            names,
            near: Neighbours::new(&start, &tunnels),
            start,
            tunnels,
            by_label,
        };
        cave.check_strongly_connected()?;
        Ok(cave)
    }

    /// Builds a cave whose labels are `1..=n` and whose names are the labels.
    pub fn numbered(title: impl Into<String>, adjacency: &[Vec<usize>]) -> Result<Cave, CaveError> {
        let labels: Vec<String> = (1..=adjacency.len()).map(|i| i.to_string()).collect();
        Cave::new(title, labels.clone(), labels, adjacency)
    }

    /// Rooms `1..=n` in a two-way ring (`n` at least 2; smaller gives 2):
    /// a cave that always builds, for fallbacks that must not fail.
    pub fn ring(n: usize) -> Cave {
        let n = n.clamp(2, MAX_ROOMS);
        let adjacency: Vec<Vec<usize>> =
            (0..n).map(|i| vec![(i + n - 1) % n, (i + 1) % n]).collect();
        let labels: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
        let mut by_label = BTreeMap::new();
        for (i, l) in labels.iter().enumerate() {
            by_label.insert(l.clone(), RoomId(i as u16));
        }
        let mut start = Vec::with_capacity(n + 1);
        let mut tunnels = Vec::with_capacity(2 * n);
        for a in &adjacency {
            start.push(tunnels.len() as u32);
            tunnels.extend(a.iter().map(|&t| RoomId(t as u16)));
        }
        start.push(tunnels.len() as u32);
        Cave {
            title: format!("ring ({n} rooms)"),
            layout: None,
            names: labels.clone(),
            labels,
            near: Neighbours::new(&start, &tunnels),
            start,
            tunnels,
            by_label,
        }
    }

    /// Names the hand-made layout the map may use for this cave.
    pub fn with_layout(mut self, key: impl Into<String>) -> Cave {
        self.layout = Some(key.into());
        self
    }

    /// Renames the cave (for messages and the status line).
    pub fn with_title(mut self, title: impl Into<String>) -> Cave {
        self.title = title.into();
        self
    }

    pub fn title(&self) -> &str {
        &self.title
    }

    pub fn layout(&self) -> Option<&str> {
        self.layout.as_deref()
    }

    pub fn rooms(&self) -> usize {
        self.labels.len()
    }

    pub fn room_ids(&self) -> impl Iterator<Item = RoomId> + '_ {
        (0..self.rooms()).map(|i| RoomId(i as u16))
    }

    #[inline]
    pub fn tunnels(&self, room: RoomId) -> &[RoomId] {
        let r = room.index();
        &self.tunnels[self.start[r] as usize..self.start[r + 1] as usize]
    }

    /// The distinct rooms a tunnel from `room` leads to, `room` itself left
    /// out, in the order of its tunnels.
    #[inline]
    pub fn neighbours(&self, room: RoomId) -> &[RoomId] {
        self.near.of(room)
    }

    #[inline]
    pub fn is_adjacent(&self, from: RoomId, to: RoomId) -> bool {
        self.tunnels(from).contains(&to)
    }

    pub fn label(&self, room: RoomId) -> &str {
        &self.labels[room.index()]
    }

    pub fn name(&self, room: RoomId) -> &str {
        &self.names[room.index()]
    }

    pub fn room_by_label(&self, label: &str) -> Option<RoomId> {
        self.by_label.get(label.trim()).copied()
    }

    /// True when every tunnel has a tunnel back.
    pub fn is_two_way(&self) -> bool {
        self.room_ids()
            .all(|r| self.tunnels(r).iter().all(|&t| self.is_adjacent(t, r)))
    }

    /// The same cave with rooms renumbered by `order` (room `order[i]` becomes
    /// room i) and labels `1..=n`; used to hide the real numbering.
    pub fn renumbered(&self, order: &[usize]) -> Cave {
        let n = self.rooms();
        let mut new_index = vec![0usize; n];
        for (new, &old) in order.iter().enumerate() {
            new_index[old] = new;
        }
        let adjacency: Vec<Vec<usize>> = order
            .iter()
            .map(|&old| {
                // Sorted, so the order of a room's tunnels says nothing
                // about the hidden old numbering.
                let mut ts: Vec<usize> = self
                    .tunnels(RoomId(old as u16))
                    .iter()
                    .map(|t| new_index[t.index()])
                    .collect();
                ts.sort_unstable();
                ts
            })
            .collect();
        let labels: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
        let start: Vec<u32> = std::iter::once(0)
            .chain(adjacency.iter().scan(0u32, |acc, a| {
                *acc += a.len() as u32;
                Some(*acc)
            }))
            .collect();
        let tunnels: Vec<RoomId> = adjacency
            .into_iter()
            .flatten()
            .map(|t| RoomId(t as u16))
            .collect();
        Cave {
            title: format!("{} (renumbered)", self.title),
            layout: None,
            by_label: labels
                .iter()
                .enumerate()
                .map(|(i, l)| (l.clone(), RoomId(i as u16)))
                .collect(),
            names: labels.clone(),
            labels,
            near: Neighbours::new(&start, &tunnels),
            start,
            tunnels,
        }
    }

    /// Breadth-first distances along tunnels from `from`; `u32::MAX` where unreachable.
    pub fn distances_from(&self, from: RoomId) -> Vec<u32> {
        let mut dist = vec![u32::MAX; self.rooms()];
        let mut queue = std::collections::VecDeque::new();
        dist[from.index()] = 0;
        queue.push_back(from);
        while let Some(r) = queue.pop_front() {
            let d = dist[r.index()];
            for &t in self.tunnels(r) {
                if dist[t.index()] == u32::MAX {
                    dist[t.index()] = d + 1;
                    queue.push_back(t);
                }
            }
        }
        dist
    }

    fn check_strongly_connected(&self) -> Result<(), CaveError> {
        let first = RoomId(0);
        if let Some(to) = self
            .distances_from(first)
            .iter()
            .position(|&d| d == u32::MAX)
        {
            return Err(CaveError::NotConnected {
                from: self.labels[0].clone(),
                to: self.labels[to].clone(),
            });
        }
        // Reachability back to room 0: search the reversed graph.
        let mut reverse: Vec<Vec<usize>> = vec![Vec::new(); self.rooms()];
        for r in self.room_ids() {
            for &t in self.tunnels(r) {
                reverse[t.index()].push(r.index());
            }
        }
        let mut seen = vec![false; self.rooms()];
        let mut stack = vec![0usize];
        seen[0] = true;
        while let Some(r) = stack.pop() {
            for &s in &reverse[r] {
                if !seen[s] {
                    seen[s] = true;
                    stack.push(s);
                }
            }
        }
        if let Some(from) = seen.iter().position(|&s| !s) {
            return Err(CaveError::NotConnected {
                from: self.labels[from].clone(),
                to: self.labels[0].clone(),
            });
        }
        Ok(())
    }
}

/// A cave as a game record spells it.
#[derive(Serialize, Deserialize)]
struct CaveRecord {
    title: String,
    layout: Option<String>,
    labels: Vec<String>,
    names: Vec<String>,
    tunnels: Vec<Vec<usize>>,
}

impl From<Cave> for CaveRecord {
    fn from(cave: Cave) -> CaveRecord {
        CaveRecord {
            tunnels: cave
                .room_ids()
                .map(|r| cave.tunnels(r).iter().map(|t| t.index()).collect())
                .collect(),
            title: cave.title,
            layout: cave.layout,
            labels: cave.labels,
            names: cave.names,
        }
    }
}

impl TryFrom<CaveRecord> for Cave {
    type Error = CaveError;
    fn try_from(r: CaveRecord) -> Result<Cave, CaveError> {
        let cave = Cave::new(r.title, r.labels, r.names, &r.tunnels)?;
        Ok(match r.layout {
            Some(key) => cave.with_layout(key),
            None => cave,
        })
    }
}

impl fmt::Display for RoomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}
