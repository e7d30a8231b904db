//! Placing a mark: `x` arms it, then a room is picked as a toss picks a
//! tunnel (its number, the cursor and Enter, `m` and a label, a click),
//! and the mark on it moves one step along the cycle.

use crate::engine::RoomId;
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// Mark a room (then pick it).
pub const MARK: Verb = Verb("mark");

/// The mark rows, for every rule set whose map takes marks (the graph's
/// scope: a grid's `x` means nothing).
pub const KEYS: &[(Slot, Row)] = &[
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(MARK),
            "mark",
            &[Layer::Play],
            Some(Scope::GRAPH),
            &["x"],
            "mark a room (then pick it): pit? bats? wumpus? safe, none",
            "mark",
        ),
    ),
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(MARK),
            "mark",
            &[Layer::Armed],
            Some(Scope::GRAPH),
            &["x"],
            "take the mark back",
            "",
        ),
    ),
];

/// Help's title for the keys while a mark is armed.
pub const SECTION: &str = "Marking a room";

/// A mark being placed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marking {
    /// The room under the map cursor (Enter marks it).
    pub cursor: Option<RoomId>,
    /// A label being typed (`m`), until Enter.
    pub typed: Option<String>,
}
