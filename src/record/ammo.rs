//! The score table's "ammo used": what the rule set's player spends to
//! kill (arrows, grenades, bullets...), as a number and its word.
//!
//! Each rule set says what it spends through its front's
//! `Plays::ammo` (default: nothing to count), and the session hands the
//! answer to `store::finish`: this layer never asks which rule set a game
//! is.

use serde::{Deserialize, Serialize};

/// How much of what was spent: `{"count": 3, "word": "arrows"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ammo {
    pub count: u32,
    /// Plural, lower case: "arrows", "grenades".
    pub word: String,
}
