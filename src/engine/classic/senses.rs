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
    let tunnels = cave.tunnels(here);
    let mut senses = Senses::default();
    // Each adjacent room counts once, however many tunnels lead to it.
    for (i, &room) in tunnels.iter().enumerate() {
        if room == here || tunnels[..i].contains(&room) {
            continue;
        }
        let h = game.hazards[room.index()];
        senses.draft = senses.draft.saturating_add(u8::from(h & PIT != 0));
        senses.bats = senses.bats.saturating_add(u8::from(h & BATS != 0));
        senses.chewing = (senses.chewing).saturating_add(u8::from(h & TERMITES != 0));
    }
    let radius = game.rules.smell_radius;
    let mut distances: Option<Vec<u32>> = None;
    for w in game.wumpi.iter().filter(|w| w.alive && w.room != here) {
        let near = if radius == 1 {
            tunnels.contains(&w.room)
        } else {
            let d = distances.get_or_insert_with(|| cave.distances_from(here));
            d[w.room.index()] <= radius
        };
        senses.smell = senses.smell.saturating_add(u8::from(near));
    }
    if !game.rules.warn_per_hazard {
        senses.smell = senses.smell.min(1);
        senses.draft = senses.draft.min(1);
        senses.bats = senses.bats.min(1);
        senses.chewing = senses.chewing.min(1);
    }
    senses
}
