//! The grenade game's own keys: `t` then a tunnel number tosses, on the
//! graph; and the mark its map adds.

use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// Toss a hand grenade (then a tunnel number).
pub const TOSS: Verb = Verb("toss");

pub const KEYS: &[(Slot, Row)] = &[
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(TOSS),
            "toss",
            &[Layer::Play],
            Some(Scope::GRAPH),
            &["t"],
            "toss a grenade (then a tunnel number)",
            "toss",
        ),
    ),
    // The same key again, once armed, takes the toss back.
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(TOSS),
            "toss",
            &[Layer::Armed],
            Some(Scope::GRAPH),
            &["t"],
            "take the toss back",
            "",
        ),
    ),
];

/// Help's title for the keys while a toss is armed.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Armed, "Tossing a grenade")];

/// What the grenade map draws beside its places.
pub const LEGEND: &[(&str, &str)] = &[
    ("w", "a wumpus smelled here"),
    ("b", "wings heard here: bats are near"),
    ("~", "a draft felt here: a pit is near"),
    ("?", "a tunnel from here still unexplored"),
    ("B!", "the bats carried you off from here"),
    ("{W} {Wx}", "hidden truth: a wumpus, a dead one"),
    ("{P} {B}", "hidden truth: the pit, the bats"),
    (
        "Lost… 15",
        "one of the caves sharing a name, with its number",
    ),
];
