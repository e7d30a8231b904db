//! Commands, events, refusals and endings of the labyrinth.

use super::grid::Dir;
use crate::engine::game::Outcome;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A move: one step by compass direction, or waiting where one stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    Go(Dir),
    Wait,
}

/// What the player perceives, one per message of docs/rules.md, Labyrinth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The player stepped into the next cell (a move spent).
    Stepped(Dir),
    /// A move spent standing still.
    Waited,
    /// "Treasure found!"
    TreasureFound,
    /// "Exit reached, but you do not have the treasure."
    ExitWithoutTreasure,
    /// "You fall into a wormhole!": the hole fallen into and the one come
    /// out of, by number, only under `reveal_wormhole_numbers`.
    Wormhole {
        numbers: Option<(u8, u8)>,
    },
    GameOver(Ending),
}

/// Why a command changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// "Wall." No move is spent.
    Wall,
    Over,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::Wall => "Wall.",
            Refusal::Over => "The game is over.",
        })
    }
}

/// How a labyrinth game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ending {
    /// Reached an exit carrying treasure.
    Won,
    /// "You ran out of moves."
    OutOfMoves,
}

impl Outcome for Ending {
    const ALL: &'static [Ending] = &[Ending::Won, Ending::OutOfMoves];

    fn key(self) -> &'static str {
        match self {
            Ending::Won => "won",
            Ending::OutOfMoves => "out_of_moves",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn is_win(self) -> bool {
        self == Ending::Won
    }
}
