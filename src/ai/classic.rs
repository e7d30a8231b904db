//! Exact danger odds for the classic rules, from the player's view only.

pub mod aim;
pub mod cave;
pub mod dense;
pub mod expand;
pub mod explicit;
pub mod facts;
pub mod flight;
pub mod frontier;
pub mod sim;
pub mod story;
pub mod track;
pub mod world;
