//! The rules. Pure: no terminal, no files, no clock, no global randomness.
//! Commands go in, events come out; the player's view is its own type.
//! Every rule set meets `game::Game`; `any` is the one place that lists them.

pub mod any;
pub mod cave;
pub mod classic;
pub mod dice;
pub mod game;
pub mod grand_theft;
pub mod grenade;
pub mod hidden;
pub mod history;
pub mod labyrinth;
pub mod player;

pub use any::AnyRules;
pub use cave::{Cave, RoomId};
pub use dice::Dice;
pub use game::{Game, Outcome, SOLO, Seat};
pub use player::{Player, Reference, Seer};

use std::sync::Arc;

/// A rule set's rules type, to and from `AnyRules`: `rule_sets!` implements
/// it for each rules type it lists, and every `Game::Rules` must have it,
/// so generic code converts by the bound, never by asking a type at run
/// time. Here, above both, because `game` bounds by it and `any` (which
/// lists the rule sets, whose games name `game`) implements it.
pub trait InAnyRules: Sized {
    fn into_any(rules: Arc<Self>) -> AnyRules;
    /// `None` when `rules` are another rule set's.
    fn from_any(rules: &AnyRules) -> Option<Arc<Self>>;
}

/// "1 pit", "2 pits": a count with its noun, in the singular for one.
pub(crate) fn counted(n: impl Into<u64>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}
