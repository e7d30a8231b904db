//! Classic's own keys: `s` aims an arrow through the path editor, on the
//! graph (the tunnels, the cursor and `m` are the common rows).

use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// Aim an arrow: opens the path editor.
pub const SHOOT: Verb = Verb("shoot");

/// Shared with Hidden Wumpus, whose seats shoot as on any cave.
pub const SHOOT_ROW: (Slot, Row) = (
    Slot::Verbs,
    Row::new(
        Action::Verb(SHOOT),
        "shoot",
        &[Layer::Play],
        Some(Scope::GRAPH),
        &["s"],
        "aim an arrow (opens the path editor)",
        "shoot",
    ),
);

pub const KEYS: &[(Slot, Row)] = &[SHOOT_ROW];

/// The path editor aims arrows here.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Editor, "Arrow editor")];

/// What the classic map draws beside its rooms.
pub const LEGEND: &[(&str, &str)] = &[
    ("w", "wumpus smelled here (one per warning)"),
    ("~", "a draft felt here: a pit is near"),
    ("b", "bats heard here"),
    ("c", "chewing heard here: termites are near (Wumpus 3)"),
    ("W! P! B!", "wumpus, pit or bats met here in person"),
    ("{W} {Wz} {Wx}", "hidden truth: wumpus awake, asleep, dead"),
    ("{P} {B} {T}", "hidden truth: a pit, bats, termites"),
];
