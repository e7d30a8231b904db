//! The labyrinth's smart bot: it keeps the player's notebook (cells walked,
//! walls bumped, wormholes, and where each piece of its map can lie) and
//! plays the plan `ai::labyrinth::plan` finds best: the shortest known way
//! out with the treasure, else the search with the most chance of finding
//! what it lacks per move. Plans of equal worth are told apart by a salt
//! drawn once per game, so that games on one fixed labyrinth differ where
//! a real player could go either way. With nothing left to try it waits.
//!
//! The same `Bot` plays the simple explorers it is measured against
//! (`LINEUPS`): a wall follower (`wall`) and a depth-first explorer
//! (`depth`). All three read only what the player meets.

mod depth;
mod wall;

use crate::ai::labyrinth::Notebook;
use crate::ai::labyrinth::plan::{Weights, choose};
use crate::engine::Dice;
use crate::engine::Player;
use crate::engine::labyrinth::{Command, Dir, Event, Labyrinth, View};
pub use depth::DepthFirst;
pub use wall::WallFollower;

/// The simple explorers, by their names in `wumpus sim --bot`.
pub const LINEUPS: &[&str] = &["wall-follower", "depth-first"];

/// Who plays.
#[derive(Clone, Debug, Default)]
pub enum Mode {
    #[default]
    Smart,
    WallFollower(WallFollower),
    DepthFirst(DepthFirst),
}

#[derive(Default)]
pub struct Bot {
    book: Option<Notebook>,
    salt: u64,
    /// The planner's knobs (the defaults unless a test or a study sets
    /// them).
    pub weights: Weights,
    pub mode: Mode,
}

impl Bot {
    /// What the bot has learned so far this game.
    pub fn notebook(&self) -> Option<&Notebook> {
        self.book.as_ref()
    }

    /// The simple explorer `name` (one of `LINEUPS`).
    pub fn lineup(name: &str) -> Option<Bot> {
        let mode = match name {
            "wall-follower" => Mode::WallFollower(WallFollower::default()),
            "depth-first" => Mode::DepthFirst(DepthFirst::default()),
            _ => return None,
        };
        Some(Bot {
            mode,
            ..Bot::default()
        })
    }
}

impl Player<Labyrinth> for Bot {
    fn begin(&mut self) {
        self.book = None;
        self.salt = 0;
    }

    fn command(&mut self, view: View<'_>, dice: &mut Dice) -> Command {
        let first = self.salt == 0;
        if first {
            // Never 0: 0 marks a game not yet begun.
            self.salt = u64::from(dice.below(u32::MAX)) + 1;
        }
        match &mut self.mode {
            Mode::WallFollower(w) => {
                if first {
                    w.begin();
                }
                let salt = self.salt;
                w.command(|| Dir::ALL[(salt % 4) as usize])
            }
            Mode::DepthFirst(d) => {
                if first {
                    d.begin((self.salt % 4) as usize);
                }
                d.command()
            }
            Mode::Smart => {
                let book = self.book.get_or_insert_with(|| Notebook::new(&view));
                match choose(book, &self.weights, self.salt) {
                    Some((d, _)) => Command::Go(d),
                    None => Command::Wait,
                }
            }
        }
    }

    fn refused(&mut self, command: &Command) {
        match &mut self.mode {
            Mode::WallFollower(w) => w.refused(),
            Mode::DepthFirst(d) => d.refused(command),
            Mode::Smart => {
                if let Some(book) = &mut self.book {
                    book.refused(command);
                }
            }
        }
    }

    fn applied(&mut self, command: &Command, events: &[Event]) {
        match &mut self.mode {
            Mode::WallFollower(w) => w.applied(command, events),
            Mode::DepthFirst(d) => d.applied(command, events),
            Mode::Smart => {
                if let Some(book) = &mut self.book {
                    book.applied(command, events);
                }
            }
        }
    }
}
