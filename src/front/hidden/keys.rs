//! Hidden Wumpus's own keys: a seat's scope, where `c` posts a claim and
//! `.` stays, ahead of the graph's (walking, `m`) and classic's `s` to
//! shoot; and the layers only this game has.

use crate::front::classic::keys::SHOOT_ROW;
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// A seat at the table: its keys win over the graph's.
pub const SEATS: Scope = Scope("seats");

/// Post a public claim (opens the text prompt).
pub const CLAIM: Verb = Verb("claim");
/// Stay in this room: the turn ends.
pub const STAY: Verb = Verb("stay");

#[rustfmt::skip]
pub const KEYS: &[(Slot, Row)] = &[
    (Slot::Lead, Row::new(Action::Verb(CLAIM), "claim", &[Layer::Play], Some(SEATS), &["c"], "post a public claim", "claim")),
    (Slot::Lead, Row::new(Action::Verb(STAY), "stay", &[Layer::Play], Some(SEATS), &["."], "stay in this room: end the turn", "stay")),
    SHOOT_ROW,
];

/// The path editor aims arrows here too.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Editor, "Arrow editor")];

/// What a seat's map and the truth map draw beside their rooms.
pub const LEGEND: &[(&str, &str)] = &[
    ("w", "a stench: a Wumpus within two rooms (humans)"),
    ("m", "a delicious meal: a human within two rooms (Wumpuses)"),
    ("~", "a breeze: a pit next door"),
    ("b", "flapping: bats next door"),
    (
        "<A> <WA>",
        "the truth: seat A, seat A a Wumpus; x after a dead seat",
    ),
    ("{P} {B}", "the truth: a pit, bats"),
];
