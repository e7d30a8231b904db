//! Grand Theft Wumpus's own keys: `c` then a neighbour charges with the
//! one bullet, on the graph.

use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// Charge a neighbour with the bullet.
pub const CHARGE: Verb = Verb("charge");

pub const KEYS: &[(Slot, Row)] = &[
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(CHARGE),
            "charge",
            &[Layer::Play],
            Some(Scope::GRAPH),
            &["c"],
            "charge a neighbour with your bullet",
            "charge",
        ),
    ),
    // The same key again, once armed, takes the charge back.
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(CHARGE),
            "charge",
            &[Layer::Armed],
            Some(Scope::GRAPH),
            &["c"],
            "take the charge back",
            "",
        ),
    ),
];

/// What the city map draws beside its nodes.
pub const LEGEND: &[(&str, &str)] = &[
    ("b", "blood: the Wumpus is near"),
    ("l", "lights: a gang is near"),
    ("s", "sirens: cops on a street here"),
    ("✕7", "a roadblock on the street to node 7"),
    (
        "{W} {G} {G2}",
        "hidden truth: the Wumpus, a gang, two gangs",
    ),
];

/// Help's title for the keys while a charge is armed.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Armed, "Charging")];
