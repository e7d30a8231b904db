//! The labyrinths that ship with the game, stored as labyrinth files in
//! `assets/labyrinths/`, compiled in and parsed here (the engine never
//! reads a file format). `small` is drawn by hand; `medium` and `large`
//! were grown by this project's generator (20x10 with 4 wormholes from seed
//! 1, 40x25 with 8 wormholes and 2 treasures from seed 4) and kept as files.

use super::parse_labyrinth;
use crate::engine::labyrinth::{Grid, LabyrinthRules};
use std::sync::Arc;

/// A labyrinth that ships with the game, and the move limit it carries
/// (docs/rules.md, Labyrinth): a variant naming it without a `move_limit` plays
/// with this one. Each leaves room over the labyrinth's shortest solution
/// (26, 40 and 65 moves; a test checks it).
#[derive(Clone, Copy, Debug)]
pub struct BuiltinLabyrinth {
    pub name: &'static str,
    /// The labyrinth file, compiled in.
    pub text: &'static str,
    pub move_limit: u32,
}

/// Every built-in labyrinth.
pub const BUILTIN_LABYRINTHS: &[BuiltinLabyrinth] = &[
    BuiltinLabyrinth {
        name: "small",
        text: include_str!("../../../assets/labyrinths/small.txt"),
        move_limit: 60,
    },
    BuiltinLabyrinth {
        name: "medium",
        text: include_str!("../../../assets/labyrinths/medium.txt"),
        move_limit: 110,
    },
    BuiltinLabyrinth {
        name: "large",
        text: include_str!("../../../assets/labyrinths/large.txt"),
        move_limit: 220,
    },
];

impl BuiltinLabyrinth {
    /// Where it ships: a config naming this path gets the compiled-in one,
    /// from anywhere.
    pub fn path(&self) -> String {
        builtin_path(self.name)
    }

    /// The labyrinth (`None` only for an asset that does not parse: a test
    /// parses them all).
    pub fn grid(&self) -> Option<Arc<Grid>> {
        parse_labyrinth(self.text, &self.path())
            .ok()
            .map(|p| Arc::new(p.grid))
    }

    /// The defaults of docs/rules.md on this labyrinth, its own move limit
    /// included.
    pub fn rules(&self) -> Option<LabyrinthRules> {
        let mut rules = LabyrinthRules::on(self.grid()?);
        rules.move_limit = Some(self.move_limit);
        Some(rules)
    }
}

/// Where a built-in labyrinth ships.
pub fn builtin_path(name: &str) -> String {
    format!("assets/labyrinths/{name}.txt")
}

/// A built-in labyrinth by name or by its shipped path.
pub fn find_builtin(name: &str) -> Option<&'static BuiltinLabyrinth> {
    BUILTIN_LABYRINTHS
        .iter()
        .find(|b| b.name == name || b.path() == name)
}

/// A built-in labyrinth's grid by name or by its shipped path (`None` for
/// neither, or for an asset that does not parse).
pub fn builtin_labyrinth(name: &str) -> Option<Arc<Grid>> {
    find_builtin(name)?.grid()
}
