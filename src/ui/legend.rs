//! The map's key: every mark the map can draw and what it means, for the
//! help screen (and anything else that explains the map). Rule sets add
//! the marks only their maps draw (`Adapter::LEGEND`); they go after the
//! senses felt at a room.

/// The rooms, tunnels and senses, in the order a player meets them.
const FIRST: &[(&str, &str)] = &[
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
    ("w", "wumpus smelled here (one per warning)"),
    ("~", "a draft felt here: a pit is near"),
    ("b", "bats heard here"),
    ("c", "chewing heard here: termites are near (Wumpus 3)"),
];

/// Hazards met, the highlight, the hidden truth and the map's own notes.
const LAST: &[(&str, &str)] = &[
    ("W! P! B!", "wumpus, pit or bats met here in person"),
    (
        "highlight",
        "the arrow's planned path, or the room under the cursor",
    ),
    ("{W} {Wz} {Wx}", "hidden truth: wumpus awake, asleep, dead"),
    ("{P} {B} {T}", "hidden truth: a pit, bats, termites"),
    ("CHEAT", "the map shows hidden things (cheat mode)"),
    ("REVEALED", "the game is over: the whole cave is shown"),
    (
        "see exits",
        "some tunnels could not be drawn clearly; the exits list has them all",
    ),
];

/// (what is drawn, what it means): the common marks with `own`, the rule
/// sets' marks, in their place.
pub fn entries<'a>(own: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    FIRST.iter().chain(own).chain(LAST).copied().collect()
}
