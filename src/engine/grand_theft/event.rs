//! Commands, events, refusals and endings of Grand Theft Wumpus.

use crate::engine::cave::RoomId;
use crate::engine::game::Outcome;
use serde::{Deserialize, Serialize};

/// A command names the neighbour by node (the player reads the numbers of
/// the streets' far ends off the map).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    Walk(RoomId),
    Charge(RoomId),
}

/// What the player perceives, in order. Every message of docs/rules.md,
/// Grand Theft is one variant; nothing here is hidden (the player is told
/// where the gang dropped them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Arrived at `to` along a street, walking or charging.
    Walked {
        to: RoomId,
        charging: bool,
    },
    /// "You ran into the cops. Game Over."
    Cops,
    /// "You found the Wumpus!"
    FoundWumpus,
    /// "You ran into the Wumpus."
    RanIntoWumpus,
    /// "You wasted your last bullet. Game Over."
    WastedLastBullet,
    /// A charge at an empty node with bullets to spare: one is spent.
    BulletSpent {
        left: u32,
    },
    /// "You ran into a Glow Worm Gang! You're now at <to>."
    Kidnapped {
        to: RoomId,
    },
    GameOver(Ending),
}

/// How a game ends (the outcome keys of docs/rules.md, Reference bots, in their
/// order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ending {
    Won,
    Cops,
    RanIntoWumpus,
    WastedBullet,
}

impl Outcome for Ending {
    const ALL: &'static [Ending] = &[
        Ending::Won,
        Ending::Cops,
        Ending::RanIntoWumpus,
        Ending::WastedBullet,
    ];

    fn key(self) -> &'static str {
        match self {
            Ending::Won => "won",
            Ending::Cops => "cops",
            Ending::RanIntoWumpus => "ran_into_wumpus",
            Ending::WastedBullet => "wasted_bullet",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn is_win(self) -> bool {
        self == Ending::Won
    }
}

/// Why a command was refused: it changes nothing and costs no turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("The game is over.")]
    GameOver,
    /// Node numbers count from 1 on screen.
    #[error("There is no node {shown} in this city.", shown = u32::from(.0.0) + 1)]
    NoSuchNode(RoomId),
    #[error("No street joins node {from} to node {to}.", from = u32::from(.from.0) + 1, to = u32::from(.to.0) + 1)]
    NotAdjacent { from: RoomId, to: RoomId },
}
