//! The warnings felt in a room: how many of each, as docs/rules.md, Classic:
//! senses, counts them.

use super::{BATS, Classic, PIT, TERMITES, Wumpus};

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
    match game.cave.neighbour_mask(game.player) {
        Some(near) => counted(game, near_by_bits(game, near)),
        None => counted(game, near_by_rooms(game)),
    }
}

/// Hazards and wumpi next to the player, before the caps: (smell, draft,
/// bats, chewing).
type Near = (u32, u32, u32, u32);

/// `Near` in a cave of at most 64 rooms: a few bit counts against the
/// hazards' bits, no load per neighbour (a command's senses are worked out
/// after every command, the simulator's hottest path).
fn near_by_bits(game: &Classic, near: u64) -> Near {
    let bits = &game.bits;
    let smell = if game.rules.smell_radius == 1 {
        alive_elsewhere(game)
            .map(|w| (near >> w.room.index() & 1) as u32)
            .sum()
    } else {
        smell_within(game)
    };
    (
        smell,
        (near & bits.pit).count_ones(),
        (near & bits.bats).count_ones(),
        (near & bits.termites).count_ones(),
    )
}

/// `Near` in any cave, room by room.
fn near_by_rooms(game: &Classic) -> Near {
    // Each adjacent room counts once, however many tunnels lead to it, and
    // a tunnel back into the room itself warns of nothing.
    let near = game.cave.neighbours(game.player);
    let (mut draft, mut bats, mut chewing) = (0u32, 0u32, 0u32);
    for room in near {
        let h = game.hazards[room.index()];
        draft += u32::from(h & PIT != 0);
        bats += u32::from(h & BATS != 0);
        chewing += u32::from(h & TERMITES != 0);
    }
    let smell = if game.rules.smell_radius == 1 {
        alive_elsewhere(game)
            .filter(|w| near.contains(&w.room))
            .count() as u32
    } else {
        smell_within(game)
    };
    (smell, draft, bats, chewing)
}

fn alive_elsewhere(game: &Classic) -> impl Iterator<Item = &Wumpus> {
    let here = game.player;
    game.wumpi.iter().filter(move |w| w.alive && w.room != here)
}

/// Living wumpi within `smell_radius` tunnels, for a radius other than 1.
fn smell_within(game: &Classic) -> u32 {
    let d = game.cave.distances_from(game.player);
    let radius = game.rules.smell_radius;
    alive_elsewhere(game)
        .filter(|w| d[w.room.index()] <= radius)
        .count() as u32
}

fn counted(game: &Classic, (smell, draft, bats, chewing): Near) -> Senses {
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

#[cfg(test)]
mod tests {
    use super::{counted, feel, near_by_rooms};
    use crate::engine::Dice;
    use crate::engine::cave::RandomCave;
    use crate::engine::classic::{CaveSource, Classic, ClassicRules};
    use crate::engine::game::{Game, SOLO};
    use std::sync::Arc;

    /// The bit counts agree with counting room by room, command after
    /// command, with termites, several wumpi, a wider smell and hazards
    /// that migrate (every change to the hazards must keep their bits), in
    /// caves up to the 64 rooms the bits hold, one-way tunnels too.
    #[test]
    fn the_bit_counts_feel_what_counting_room_by_room_feels() {
        let mut checked = 0;
        for (radius, rooms, one_way) in [(1, 20, false), (2, 20, true), (1, 64, true)] {
            let cave = RandomCave {
                rooms,
                tunnels: 3,
                one_way,
            };
            let mut rules = ClassicRules::on(CaveSource::Random(cave));
            rules.wumpi = 2;
            rules.termites = 2;
            rules.smell_radius = radius;
            rules.earthquake_chance = 0.3;
            rules.bat_migration_chance = 0.3;
            rules.termite_migration_chance = 0.3;
            let rules = Arc::new(rules);
            for seed in 0..200 {
                let mut game = Classic::new(rules.clone(), seed);
                let mut dice = Dice::new(seed + 1000);
                let mut events = Vec::new();
                while game.outcome().is_none() && game.turn() < 200 {
                    assert_eq!(feel(&game), counted(&game, near_by_rooms(&game)));
                    checked += 1;
                    let command = Classic::bot_command(0, game.view(SOLO), &mut dice);
                    events.clear();
                    let _ = game.apply(&command, &mut events);
                }
            }
        }
        assert!(checked > 2000, "only {checked} positions checked");
    }
}
