//! The grenade game's own keys: `t` then a tunnel number tosses, on the
//! graph; and the mark its map adds.

use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// Toss a hand grenade (then a tunnel number).
pub const TOSS: Verb = Verb("toss");

pub const KEYS: &[(Slot, Row)] = &[(
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
)];

pub const LEGEND: &[(&str, &str)] = &[("?", "a tunnel from here still unexplored (grenade)")];
