//! Random caves, as BSD `wump` makes them: every room has the same number of
//! tunnels, and every room can reach every other.
//!
//! Connectivity holds by construction rather than by retrying: the rooms are
//! first strung on a ring in random order, and the rest of the tunnels are
//! added around it. Every draw comes from the game's `Dice`, so a seed names
//! the same cave on every machine.

mod links;

use super::Cave;
use crate::engine::dice::Dice;
use links::Links;

/// The knobs of a random cave: `rooms = 20`, `tunnels = 3`, `one_way = false`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RandomCave {
    pub rooms: u32,
    pub tunnels: u32,
    pub one_way: bool,
}

const MIN_ROOMS: u32 = 3;
const MAX_ROOMS: u32 = 1000;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RandomCaveError {
    #[error("a random cave needs {MIN_ROOMS} to {MAX_ROOMS} rooms, got {0}")]
    Rooms(u32),
    #[error(
        "a random cave with two-way tunnels needs at least 2 tunnels per room to be connected, got {0}"
    )]
    TooFewTwoWay(u32),
    #[error("a random cave needs at least 1 tunnel per room, got 0")]
    NoTunnels,
    #[error(
        "with {rooms} rooms a room can have at most {most} tunnels (none to itself, \
         never two to the same room), got {tunnels}"
    )]
    TooManyTunnels { rooms: u32, tunnels: u32, most: u32 },
    #[error(
        "{rooms} rooms with {tunnels} two-way tunnels each is impossible: every tunnel \
         joins two rooms, so rooms times tunnels must be even"
    )]
    OddEnds { rooms: u32, tunnels: u32 },
}

impl RandomCave {
    /// Why no cave of this shape can be made, if none can.
    pub fn check(&self) -> Result<(), RandomCaveError> {
        let (rooms, tunnels) = (self.rooms, self.tunnels);
        if !(MIN_ROOMS..=MAX_ROOMS).contains(&rooms) {
            return Err(RandomCaveError::Rooms(rooms));
        }
        if tunnels == 0 {
            return Err(RandomCaveError::NoTunnels);
        }
        if !self.one_way && tunnels < 2 {
            return Err(RandomCaveError::TooFewTwoWay(tunnels));
        }
        if tunnels >= rooms {
            let most = rooms - 1;
            return Err(RandomCaveError::TooManyTunnels {
                rooms,
                tunnels,
                most,
            });
        }
        if !self.one_way && (rooms * tunnels) % 2 == 1 {
            return Err(RandomCaveError::OddEnds { rooms, tunnels });
        }
        Ok(())
    }

    /// The closest shape that passes `check`, so a careless caller of
    /// `generate` still gets a playable cave instead of a panic.
    fn nearest_possible(&self) -> RandomCave {
        let rooms = self.rooms.clamp(MIN_ROOMS, MAX_ROOMS);
        let least = if self.one_way { 1 } else { 2 };
        let mut tunnels = self.tunnels.clamp(least, rooms - 1);
        // Odd rooms times odd tunnels: tunnels >= 3 here, so one less is >= 2.
        if !self.one_way && (rooms * tunnels) % 2 == 1 {
            tunnels -= 1;
        }
        RandomCave {
            rooms,
            tunnels,
            one_way: self.one_way,
        }
    }
}

/// A new random cave drawn from `dice`: every room has `tunnels` tunnels, none
/// to itself and none twice to the same room, and the cave is strongly
/// connected. Rooms are labelled `1..=rooms`, each room's tunnels in label
/// order. A spec that fails `check` is first moved to the nearest valid one.
pub fn generate(spec: &RandomCave, dice: &mut Dice) -> Cave {
    let spec = spec.nearest_possible();
    let tunnels = spec.tunnels as usize;
    let mut ring: Vec<usize> = (0..spec.rooms as usize).collect();
    dice.shuffle(&mut ring);
    let links = if spec.one_way {
        one_way(&ring, tunnels, dice)
    } else {
        two_way(&ring, tunnels, dice)
    };
    let kind = if spec.one_way { " one-way" } else { "" };
    let title = format!("random ({} rooms, {tunnels}{kind} tunnels)", spec.rooms);
    // Cannot fail for a shape that passed `check`; the fallback only keeps
    // the game alive should that ever be wrong.
    Cave::numbered(title, &links.adjacency()).unwrap_or_else(|_| Cave::ring(spec.rooms as usize))
}

/// Enough to make a stuck fill rare even for near-complete caves, while a
/// hopeless one still ends within milliseconds.
const ATTEMPTS: usize = 16;
/// Random partner picks before searching the remaining slots in order.
const PROBES: usize = 8;

fn two_way(ring: &[usize], tunnels: usize, dice: &mut Dice) -> Links {
    let n = ring.len();
    let mut base = Links::new(n);
    for i in 0..n {
        base.join(ring[i], ring[(i + 1) % n]);
    }
    if tunnels == 2 {
        return base;
    }
    for _ in 0..ATTEMPTS {
        let mut links = base.clone();
        if fill_two_way(&mut links, tunnels - 2, dice) {
            return links;
        }
    }
    circulant(ring, tunnels)
}

/// Pairs up the rooms' free slots at random. False when it gets stuck with
/// slots that no allowed tunnel or switch can fill.
fn fill_two_way(links: &mut Links, extra: usize, dice: &mut Dice) -> bool {
    let mut slots: Vec<usize> = (0..links.rooms)
        .flat_map(|room| std::iter::repeat_n(room, extra))
        .collect();
    dice.shuffle(&mut slots);
    let mut added = Vec::with_capacity(slots.len() / 2);
    while let Some(u) = slots.pop() {
        if let Some(j) = find_partner(links, &slots, u, dice) {
            let v = slots.swap_remove(j);
            links.join(u, v);
            added.push((u, v));
            continue;
        }
        if slots.is_empty() {
            return false;
        }
        let v = slots.swap_remove(dice.below(slots.len() as u32) as usize);
        if !switch(links, &mut added, u, v, dice) {
            return false;
        }
    }
    true
}

/// A slot in `slots` whose room may be joined to `u`.
fn find_partner(links: &Links, slots: &[usize], u: usize, dice: &mut Dice) -> Option<usize> {
    if slots.is_empty() {
        return None;
    }
    let len = slots.len();
    let fits = |v: usize| v != u && !links.has(u, v);
    for _ in 0..PROBES {
        let j = dice.below(len as u32) as usize;
        if fits(slots[j]) {
            return Some(j);
        }
    }
    let from = dice.below(len as u32) as usize;
    (0..len).map(|i| (from + i) % len).find(|&j| fits(slots[j]))
}

/// Fills a slot of `u` and one of `v` that cannot be joined to each other:
/// an earlier random tunnel a-b becomes u-a and v-b, so a and b keep their
/// counts. Ring tunnels are never in `added`, so the ring survives.
fn switch(
    links: &mut Links,
    added: &mut Vec<(usize, usize)>,
    u: usize,
    v: usize,
    dice: &mut Dice,
) -> bool {
    if added.is_empty() {
        return false;
    }
    let len = added.len();
    let from = dice.below(len as u32) as usize;
    for i in 0..len {
        let at = (from + i) % len;
        let (a, b) = added[at];
        if a == u || a == v || b == u || b == v {
            continue;
        }
        let (a, b) = if !links.has(u, a) && !links.has(v, b) {
            (a, b)
        } else if !links.has(u, b) && !links.has(v, a) {
            (b, a)
        } else {
            continue;
        };
        links.part(a, b);
        links.join(u, a);
        links.join(v, b);
        added[at] = (u, a);
        added.push((v, b));
        return true;
    }
    false
}

/// The shape that always works: each room joined to its nearest neighbours
/// along the ring, plus the room opposite when the count is odd (then the
/// number of rooms is even, so there is one).
fn circulant(ring: &[usize], tunnels: usize) -> Links {
    let n = ring.len();
    let mut links = Links::new(n);
    for i in 0..n {
        for step in 1..=tunnels / 2 {
            links.join(ring[i], ring[(i + step) % n]);
        }
        if tunnels % 2 == 1 {
            links.join(ring[i], ring[(i + n / 2) % n]);
        }
    }
    links
}

/// A directed ring, then distinct random targets for each room's other
/// tunnels. This never gets stuck: a room has `rooms - 1` possible targets.
fn one_way(ring: &[usize], tunnels: usize, dice: &mut Dice) -> Links {
    let n = ring.len();
    let mut links = Links::new(n);
    for i in 0..n {
        links.set(ring[i], ring[(i + 1) % n]);
    }
    let extra = tunnels - 1;
    let mut pool = Vec::with_capacity(n);
    for room in 0..n {
        if 2 * tunnels <= n {
            // Sparse: a rejected draw is rare, so this beats listing the rooms.
            let mut placed = 0;
            while placed < extra {
                let t = dice.below(n as u32) as usize;
                if t != room && !links.has(room, t) {
                    links.set(room, t);
                    placed += 1;
                }
            }
        } else {
            pool.clear();
            pool.extend((0..n).filter(|&t| t != room && !links.has(room, t)));
            for j in 0..extra.min(pool.len()) {
                let k = j + dice.below((pool.len() - j) as u32) as usize;
                pool.swap(j, k);
                links.set(room, pool[j]);
            }
        }
    }
    links
}
