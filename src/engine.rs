//! The rules. Pure: no terminal, no files, no clock, no global randomness.
//! Commands go in, events come out; the player's view is its own type.

pub mod cave;
pub mod classic;
pub mod dice;
pub mod event;
pub mod game;
pub mod grenade;
pub mod rules;

pub use cave::{Cave, RoomId};
pub use classic::Classic;
pub use dice::Dice;
pub use event::{Ending, Event, Refusal, Secret};
pub use game::{Game, Outcome, Seat};
pub use rules::{CaveSource, ClassicRules};
