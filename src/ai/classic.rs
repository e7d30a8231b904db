//! Exact danger odds for the classic rules, from the player's view only.
//!
//! For the display: `odds(view)` (or `Odds::of` with a `Tracker` kept
//! between turns) gives per room the chance of a pit, bats, a wumpus and
//! termites (`RoomOdds`), per tunnel from here the risk of walking through
//! (`TunnelRisk`), per planned arrow the chance of a kill and of the arrow
//! flying back into the player's room (`ArrowOdds`), and plain mode's
//! `odds` lines (`plain_lines`).
//!
//! How: while nothing has moved, the odds count set-ups (`facts`,
//! `frontier`); once one wumpus moves, one matrix per pit set carries every
//! start to every state (`dense`); anything else lists whole worlds
//! (`explicit`, `sim`), sampled past a cap. Exact on a known cave; see
//! `cave` for secret caves.

pub mod aim;
pub mod cave;
pub mod dense;
pub mod expand;
pub mod explicit;
pub mod facts;
pub mod flight;
pub mod frontier;
pub mod odds;
pub mod sim;
pub mod story;
pub mod track;
pub mod world;

pub use odds::{ArrowOdds, Odds, RoomOdds, TunnelRisk, odds, plain_lines};
pub use track::Tracker;
