//! The caves that ship with the game, stored as caves files in `assets/`,
//! compiled in and parsed here (the engine never reads a file format).

use super::caves::parse_caves;
use crate::engine::Cave;
use std::sync::{Arc, OnceLock};

/// (name, caves-file text) of every built-in cave: the dodecahedron and Yob's
/// Wumpus 2 caves.
pub const BUILTIN_CAVES: &[(&str, &str)] = &[
    (
        "dodecahedron",
        include_str!("../../assets/caves/dodecahedron.cave"),
    ),
    ("mobius", include_str!("../../assets/caves/mobius.cave")),
    ("beads", include_str!("../../assets/caves/beads.cave")),
    ("hex", include_str!("../../assets/caves/hex.cave")),
    ("dendrite", include_str!("../../assets/caves/dendrite.cave")),
    ("lattice", include_str!("../../assets/caves/lattice.cave")),
];

/// Where the seed's caves file ships; the config's `caves` names it so.
pub const SEED_CAVES_PATH: &str = "assets/caves.dat";

/// Seed 001's twenty named caves (one-way tunnels, self-loops, five Lost
/// Caverns of the Wyrm), compiled in so the game finds them from anywhere,
/// and parsed once per process.
pub fn seed_caves() -> Option<Arc<Cave>> {
    static PARSED: OnceLock<Option<Arc<Cave>>> = OnceLock::new();
    PARSED
        .get_or_init(|| {
            let text = include_str!("../../assets/caves.dat");
            parse_caves(text, SEED_CAVES_PATH)
                .ok()
                .map(|c| Arc::new(c.with_title("the seed's caves (caves.dat)")))
        })
        .clone()
}

/// A built-in cave by name, with its hand-made layout key set to the name.
/// `None` for an unknown name, or (never, a test parses every asset) an
/// asset that does not parse.
pub fn builtin(name: &str) -> Option<Cave> {
    let (key, text) = BUILTIN_CAVES.iter().find(|(n, _)| *n == name)?;
    let path = format!("assets/caves/{key}.cave");
    let cave = parse_caves(text, &path).ok()?;
    Some(cave.with_title(*key).with_layout(*key))
}

/// A built-in cave by name, parsed once per process and shared: a config
/// may name the same built-in cave in thousands of variants.
pub fn shared(name: &str) -> Option<Arc<Cave>> {
    type Parsed = Vec<(&'static str, Option<Arc<Cave>>)>;
    static PARSED: OnceLock<Parsed> = OnceLock::new();
    let all = PARSED.get_or_init(|| {
        BUILTIN_CAVES
            .iter()
            .map(|(n, _)| (*n, builtin(n).map(Arc::new)))
            .collect()
    });
    all.iter().find(|(n, _)| *n == name)?.1.clone()
}

/// Yob's dodecahedron, rooms 1 to 20.
pub fn dodecahedron() -> Cave {
    match builtin("dodecahedron") {
        Some(cave) => cave,
        // Unreachable while the asset parses (tested); a ring keeps the game
        // playable rather than panicking if someone breaks the asset.
        None => Cave::ring(20),
    }
}
