//! How a game is opened and where its files go.

use crate::record::{DataDir, Record};
use std::path::PathBuf;

/// Writes the dump of a record as `dumps/<stem>.txt` in a data directory
/// (`front::dump::write`; handed in, so the keeper needs no screen code).
pub type Dumper = fn(&DataDir, &str, &Record) -> Result<PathBuf, String>;

/// Where a game's files go (`front::files` makes one).
#[derive(Clone, Debug)]
pub struct Files {
    pub data: DataDir,
    /// Write a dump of every game that ends (the config's knob).
    pub dump_on_game_over: bool,
    pub dumper: Dumper,
}

/// How a new game is opened: which variant, which seed, and where its
/// files go.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The variant's id and menu name.
    pub id: String,
    pub name: String,
    pub seed: u64,
    pub cheat: bool,
    /// Whether the player could know the cave before playing (see
    /// docs/records.md: `--seed`, a menu seeded by hand, "same setup").
    pub hand_seeded: bool,
    /// `None`: nothing is written (tests, no data directory).
    pub files: Option<Files>,
    /// Plain mode: each save is on disk before the next prompt (no frame
    /// waits on it there), and the scores row is not announced (the
    /// transcript stays the game's own; `wumpus scores` lists it).
    pub plain: bool,
}

impl Opening {
    /// A game that writes nothing: `name` is its id too.
    pub fn unkept(name: &str, seed: u64, cheat: bool) -> Opening {
        Opening {
            id: name.to_string(),
            name: name.to_string(),
            seed,
            cheat,
            hand_seeded: false,
            files: None,
            plain: false,
        }
    }
}
