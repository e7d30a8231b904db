//! Hunt the Wumpus for the terminal: the rule engine, its config, the
//! simulator and the user interfaces.

pub mod config;
pub mod engine;
pub mod formats;
