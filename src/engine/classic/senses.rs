//! The warnings felt in a room: how many of each, as docs/rules.md, Classic:
//! senses, counts them.

use super::{BATS, Classic, PIT, TERMITES};

/// Warnings felt where the player stands. Each count is the number of lines
/// to print ("I feel a draft" twice for two adjacent pits), or at most 1
/// when `warn_per_hazard` is off. Counts saturate rather than wrap, so a
/// room with hundreds of hazards next to it still warns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Senses {
    pub smell: u8,
    pub draft: u8,
    pub bats: u8,
    /// "I hear chewing": termites next door (Wumpus 3).
    pub chewing: u8,
}

impl Senses {
    pub fn is_empty(&self) -> bool {
        self.smell == 0 && self.draft == 0 && self.bats == 0 && self.chewing == 0
    }
}

pub(super) fn feel(game: &Classic) -> Senses {
    let cave = &game.cave;
    let here = game.player;
    // Each adjacent room counts once, however many tunnels lead to it, and
    // a tunnel back into the room itself warns of nothing.
    let near = cave.neighbours(here);
    let (mut draft, mut bats, mut chewing) = (0u32, 0u32, 0u32);
    for room in near {
        let h = game.hazards[room.index()];
        draft += u32::from(h & PIT != 0);
        bats += u32::from(h & BATS != 0);
        chewing += u32::from(h & TERMITES != 0);
    }
    let radius = game.rules.smell_radius;
    let mut smell = 0u32;
    let mut distances: Option<Vec<u32>> = None;
    for w in game.wumpi.iter().filter(|w| w.alive && w.room != here) {
        let is_near = if radius == 1 {
            near.contains(&w.room)
        } else {
            let d = distances.get_or_insert_with(|| cave.distances_from(here));
            d[w.room.index()] <= radius
        };
        smell += u32::from(is_near);
    }
    // Counts saturate rather than wrap; one line of each at most when
    // `warn_per_hazard` is off.
    let most = if game.rules.warn_per_hazard {
        u32::from(u8::MAX)
    } else {
        1
    };
    let count = |n: u32| n.min(most) as u8;
    Senses {
        smell: count(smell),
        draft: count(draft),
        bats: count(bats),
        chewing: count(chewing),
    }
}
