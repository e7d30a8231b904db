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
pub use player::{Player, Reference};
