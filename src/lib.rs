//! Hunt the Wumpus for the terminal: the rule engine, its config, the
//! simulator and the user interfaces.

pub mod ai;
pub mod app;
pub mod cli;
pub mod config;
pub mod engine;
pub mod files;
pub mod formats;
pub mod front;
pub mod keymap;
pub mod plain;
pub mod record;
pub mod serve;
pub mod sim;
pub mod terminal;
pub mod ui;
pub mod words;
