//! NetBSD `wump`'s own cave generator (`cave = "bsd"`, docs/rules.md, Classic),
//! step by step as the rule book gives it, so a seed names the same cave on
//! every machine and its quirks come out as NetBSD's do.
//!
//! Unlike `random`, nothing here is tidied up: about a fifth of the tunnels
//! come out one-way and a few are self-loops. The ring of step 2 keeps the
//! cave strongly connected whatever the later steps draw.

use super::Cave;
use crate::engine::dice::Dice;

/// The knobs of a BSD cave: `rooms = 20`, `tunnels = 3` (each room has
/// `tunnels` slots).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BsdCave {
    pub rooms: u32,
    pub tunnels: u32,
}

/// Two rooms cannot make the ring: the hop d + 1 would have to be 2, which
/// shares a factor with 2.
const MIN_ROOMS: u32 = 3;
/// The same cap as random caves: the map and the simulator stay quick.
const MAX_ROOMS: u32 = 1000;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BsdCaveError {
    #[error("a bsd cave needs {MIN_ROOMS} to {MAX_ROOMS} rooms, got {0}")]
    Rooms(u32),
    #[error(
        "a bsd cave needs at least 2 tunnels per room (its ring takes two slots of every \
         room), got {0}"
    )]
    TooFewTunnels(u32),
    #[error(
        "with {rooms} rooms a bsd cave can have at most {rooms} tunnels per room (a room's \
         slots lead to different rooms, itself included), got {tunnels}"
    )]
    TooManyTunnels { rooms: u32, tunnels: u32 },
}

impl BsdCave {
    /// Why no cave of this shape can be made, if none can.
    pub fn check(&self) -> Result<(), BsdCaveError> {
        let (rooms, tunnels) = (self.rooms, self.tunnels);
        if !(MIN_ROOMS..=MAX_ROOMS).contains(&rooms) {
            return Err(BsdCaveError::Rooms(rooms));
        }
        if tunnels < 2 {
            return Err(BsdCaveError::TooFewTunnels(tunnels));
        }
        if tunnels > rooms {
            return Err(BsdCaveError::TooManyTunnels { rooms, tunnels });
        }
        Ok(())
    }

    /// The closest shape that passes `check`, so a careless caller of
    /// `generate_bsd` still gets a playable cave instead of a panic.
    fn nearest_possible(&self) -> BsdCave {
        let rooms = self.rooms.clamp(MIN_ROOMS, MAX_ROOMS);
        BsdCave {
            rooms,
            tunnels: self.tunnels.clamp(2, rooms),
        }
    }
}

/// An empty slot (room numbers stay far below this).
const EMPTY: usize = usize::MAX;

/// A new cave drawn from `dice` by the four steps of docs/rules.md, Classic:
/// the bsd cave. Rooms are labelled `1..=rooms`; each room's tunnels are listed
/// in increasing order and may include the room itself. A spec that fails
/// `check` is first moved to the nearest valid one.
pub fn generate_bsd(spec: &BsdCave, dice: &mut Dice) -> Cave {
    let spec = spec.nearest_possible();
    let r = spec.rooms as usize;
    let t = spec.tunnels as usize;
    // Rooms are 0-based here: room i of the rule book is index i - 1.
    let mut slots = vec![EMPTY; r * t];

    // Step 1: a hop whose ring visits every room, i.e. d + 1 coprime to r
    // (d + 1 = r - 1 always is, so the loop ends).
    let d = loop {
        let d = 1 + dice.below(r as u32 - 1) as usize;
        if gcd(r, d + 1) == 1 {
            break d;
        }
    };

    // Step 2: f(i) = ((i + d) mod r) + 1 in the book's 1-based numbers is
    // i + d + 1 (mod r) here. Each room is f of exactly one room, so every
    // slot 2 is written once.
    for i in 0..r {
        let f = (i + 1 + d) % r;
        slots[i * t] = f;
        slots[f * t + 1] = i;
    }

    // Step 3: the other slots, room by room. Filled slots always form a
    // prefix of a room's slots (a back-link takes the first empty one), so
    // "the earlier slots" are all the filled ones.
    for i in 0..r {
        for j in 2..t {
            if slots[i * t + j] != EMPTY {
                continue;
            }
            let target = loop {
                let x = dice.below(r as u32) as usize;
                if !slots[i * t..i * t + j].contains(&x) {
                    break x;
                }
            };
            slots[i * t + j] = target;
            if dice.below(2) == 0 {
                link_back(&mut slots[target * t..(target + 1) * t], i);
            }
        }
    }

    // Step 4.
    let adjacency: Vec<Vec<usize>> = slots
        .chunks(t)
        .map(|room| {
            let mut tunnels = room.to_vec();
            tunnels.sort_unstable();
            tunnels
        })
        .collect();
    let title = format!("bsd ({r} rooms, {t} tunnels)");
    // Cannot fail: every slot is filled and the ring connects every room.
    // The fallback only keeps the game alive should that ever be wrong.
    Cave::numbered(title, &adjacency).unwrap_or_else(|_| Cave::ring(r))
}

/// The target's slots in order: stop at the first that is empty (it now
/// leads back to `from`) or already leads to `from`.
fn link_back(target: &mut [usize], from: usize) {
    for slot in target {
        if *slot == EMPTY {
            *slot = from;
            return;
        }
        if *slot == from {
            return;
        }
    }
}

fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gcd_works() {
        assert_eq!(gcd(20, 3), 1);
        assert_eq!(gcd(20, 4), 4);
        assert_eq!(gcd(3, 3), 3);
    }

    #[test]
    fn every_room_gets_its_slots_and_the_ring() {
        for seed in 0..50 {
            let spec = BsdCave {
                rooms: 20,
                tunnels: 3,
            };
            let cave = generate_bsd(&spec, &mut Dice::new(seed));
            assert_eq!(cave.rooms(), 20);
            for room in cave.room_ids() {
                let ts = cave.tunnels(room);
                assert_eq!(ts.len(), 3);
                assert!(ts.windows(2).all(|w| w[0] <= w[1]), "sorted");
            }
        }
    }

    #[test]
    fn impossible_shapes_are_named_and_still_generate() {
        let bad = [(2, 2), (1001, 3), (20, 1), (5, 6)];
        for (rooms, tunnels) in bad {
            let spec = BsdCave { rooms, tunnels };
            assert!(spec.check().is_err(), "{rooms}x{tunnels}");
            let cave = generate_bsd(&spec, &mut Dice::new(1));
            assert!(cave.rooms() >= 3);
        }
        let full = BsdCave {
            rooms: 5,
            tunnels: 5,
        };
        assert_eq!(full.check(), Ok(()));
        let cave = generate_bsd(&full, &mut Dice::new(3));
        for room in cave.room_ids() {
            // Every room leads everywhere, itself included.
            assert_eq!(cave.tunnels(room).len(), 5);
            assert!(cave.is_adjacent(room, room));
        }
    }
}
