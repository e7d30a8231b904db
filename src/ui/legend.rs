//! The map's key: every mark a map can draw and what it means, for the
//! help screen (and anything else that explains the map). Each rule set
//! declares the marks its own map draws (`Panels::LEGEND`); a graph map's
//! key puts them between the rooms and tunnels every graph map draws and
//! the notes every map may show, so a game's help lists its own marks only
//! (the menu's help, before any game, lists every rule set's).

/// The rooms and tunnels of every graph map, in the order a player meets
/// them.
pub const GRAPH_FIRST: &[(&str, &str)] = &[
    ("[4]", "the room you are in"),
    ("(4)", "a room you have visited"),
    ("4?", "a room seen through a tunnel, not yet visited"),
    ("4", "a room you never saw (cheat mode, game over)"),
    (
        "⠉⠒⠤",
        "a tunnel you know; a line only ever joins the two rooms at its ends",
    ),
    ("→", "a one-way tunnel, pointing the way it goes"),
    ("↺", "a tunnel that leads back into the same room"),
    (
        "Lab…",
        "a label shortened where the map is crowded (the look cursor reads it whole)",
    ),
];

/// The highlight and the map's own notes, after a graph map's marks.
pub const GRAPH_LAST: &[(&str, &str)] = &[
    (
        "highlight",
        "the arrow's planned path, or the room under the cursor",
    ),
    ("CHEAT", "the map shows hidden things (cheat mode)"),
    ("REVEALED", "the game is over: the whole cave is shown"),
    (
        "see exits",
        "some tunnels could not be drawn clearly; the exits list, and the look cursor on a room, have them all",
    ),
];

/// A graph map's key: the common marks with `own`, in their place.
pub fn graph<'a>(own: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    GRAPH_FIRST
        .iter()
        .chain(own)
        .chain(GRAPH_LAST)
        .copied()
        .collect()
}
