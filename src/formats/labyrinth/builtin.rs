//! The labyrinths that ship with the game, stored as labyrinth files in
//! `assets/labyrinths/`, compiled in and parsed here (the engine never
//! reads a file format). `small` is drawn by hand; `medium` and `large`
//! were grown by this project's generator (20x10 with 4 wormholes from seed
//! 1, 40x25 with 8 wormholes and 2 treasures from seed 4) and kept as files.

use super::parse_labyrinth;
use crate::engine::labyrinth::Grid;

/// (name, file text) of every built-in labyrinth, compiled in.
pub const BUILTIN_LABYRINTHS: &[(&str, &str)] = &[
    (
        "small",
        include_str!("../../../assets/labyrinths/small.txt"),
    ),
    (
        "medium",
        include_str!("../../../assets/labyrinths/medium.txt"),
    ),
    (
        "large",
        include_str!("../../../assets/labyrinths/large.txt"),
    ),
];

/// Where a built-in labyrinth ships: a config naming this path gets the
/// compiled-in one, from anywhere.
pub fn builtin_path(name: &str) -> String {
    format!("assets/labyrinths/{name}.txt")
}

/// A built-in labyrinth by name or by its shipped path (`None` for
/// neither, or for an asset that does not parse: a test parses them all).
pub fn builtin_labyrinth(name: &str) -> Option<std::sync::Arc<Grid>> {
    let (key, text) = BUILTIN_LABYRINTHS
        .iter()
        .find(|(n, _)| *n == name || builtin_path(n) == name)?;
    parse_labyrinth(text, &builtin_path(key))
        .ok()
        .map(|p| std::sync::Arc::new(p.grid))
}
