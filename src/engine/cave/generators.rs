//! The cave generators by name, as a config's `cave = ...` names them.

use super::{BsdCave, Cave, RandomCave, generate, generate_bsd};

/// A generator's draw of a cave from a seed.
pub type Draw = fn(u64) -> Cave;

/// The cave generators by the names a config's `cave = ...` gives them,
/// each drawing with its default knobs (docs/rules.md, Common): a game of
/// `cave = NAME` and `seed` plays in the cave drawn here from `seed`, the
/// first thing it draws.
pub const GENERATORS: [(&str, Draw); 2] = [
    ("random", |seed| {
        let spec = RandomCave {
            rooms: 20,
            tunnels: 3,
            one_way: false,
        };
        generate(&spec, &mut crate::engine::Dice::new(seed))
    }),
    ("bsd", |seed| {
        let spec = BsdCave {
            rooms: 20,
            tunnels: 3,
        };
        generate_bsd(&spec, &mut crate::engine::Dice::new(seed))
    }),
];
