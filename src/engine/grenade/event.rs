//! What the player asks (commands), what they perceive (events), why a
//! command is refused, and how a grenade game ends.

use crate::engine::cave::RoomId;
use crate::engine::game::Outcome;
use serde::{Deserialize, Serialize};

/// A command. Tunnels go by number (0-based here, 1-based on screen), never
/// by cave: the player rarely knows where a tunnel leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    Move { tunnel: u8 },
    Toss { tunnel: u8 },
}

/// Something the player perceives, one variant per message of docs/rules.md,
/// Grenade. Hidden happenings travel as `Secret`, which only cheat mode shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The player went through `tunnel` into `to` (before its hazards act).
    Walked {
        tunnel: u8,
        to: RoomId,
    },
    /// "A wumpus devours you!"
    Devoured,
    FellInPit,
    /// "The bats carry you off to another cave"
    CarriedOff,
    /// "You hear a horrible scream. Got one!"
    Scream,
    /// "Missed, dagnabit!"
    Missed,
    /// "DANGER: Any nearby wumpi are on the move."
    OnTheMove,
    /// A fleeing wumpus ran into the player: "... CHOMP CHOMP CHOMP".
    Chomped,
    /// "You destroyed all the wumpi!"
    AllDead,
    /// "You are out of grenades."
    OutOfGrenades,
    GameOver(Ending),
    Secret(Secret),
}

/// What happened out of the player's sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Secret {
    /// Bats dropped the player here.
    DroppedIn(RoomId),
    /// An alerted wumpus ran from one cave to another.
    WumpusFled {
        wumpus: u8,
        from: RoomId,
        to: RoomId,
    },
    /// An alerted wumpus found no empty cave to run to.
    WumpusStayed { wumpus: u8 },
    /// Where a tossed grenade went off.
    GrenadeLanded(RoomId),
}

/// How a grenade game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ending {
    Won,
    /// Walked into a wumpus.
    Devoured,
    Pit,
    /// A fleeing wumpus walked into the player.
    EatenMoving,
    OutOfGrenades,
}

impl Outcome for Ending {
    const ALL: &'static [Ending] = &[
        Ending::Won,
        Ending::Devoured,
        Ending::Pit,
        Ending::EatenMoving,
        Ending::OutOfGrenades,
    ];

    fn key(self) -> &'static str {
        match self {
            Ending::Won => "won",
            Ending::Devoured => "devoured",
            Ending::Pit => "pit",
            Ending::EatenMoving => "eaten_moving",
            Ending::OutOfGrenades => "out_of_grenades",
        }
    }

    fn index(self) -> usize {
        // The variants are declared in `ALL`'s order.
        self as usize
    }

    fn is_win(self) -> bool {
        self == Ending::Won
    }
}

/// Why a command was refused. A refused command changes nothing and costs
/// no turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("The game is over.")]
    GameOver,
    /// `tunnel` is 0-based as in `Command`; the message counts from 1.
    #[error("There is no tunnel {shown} here; this cave has {tunnels}.", shown = u16::from(*.tunnel) + 1)]
    NoSuchTunnel { tunnel: u8, tunnels: u8 },
}
