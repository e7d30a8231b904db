//! Commands, what happens (each happening with the audience that may see
//! it), refusals and endings of a hidden game.

use super::Label;
use crate::engine::game::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// What the seat to act asks. A turn is: at most one `Claim`, then at most
/// one `Shoot` (humans with arrows), then `Move` or `Stay`, which ends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HiddenCommand {
    /// A public claim: free text, one line, at most `MAX_CLAIM` characters.
    Claim(String),
    /// An arrow through these rooms, in order: 1..=`arrow_range` labels.
    Shoot(Vec<Label>),
    /// Into an adjacent room; ends the turn.
    Move(Label),
    /// Ends the turn where the seat is.
    Stay,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Human,
    Wumpus,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    Humans,
    Wumpuses,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hazard {
    Pit,
    Bats,
}

/// Who may see a happening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Audience {
    /// The whole table: it goes to the public log.
    All,
    /// One seat: it goes to that seat's notebook.
    Only(Seat),
}

/// What a seat is told at the start of its turn. Each kind once, however
/// many rooms hold it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Senses {
    /// "You hear flapping." Bats in an adjacent room.
    pub bats: bool,
    /// "You feel a breeze." A pit in an adjacent room.
    pub pit: bool,
    /// Humans: "You smell a horrible stench!" A living Wumpus at most two
    /// rooms away.
    pub stench: bool,
    /// Wumpuses: "You smell a delicious meal!" A living human at most two
    /// rooms away.
    pub meal: bool,
    /// Wumpuses: "You are in a room with bats, but you are immune."
    pub with_bats: bool,
    /// Wumpuses: "You are in a room with a pit, but you are immune."
    pub with_pit: bool,
}

/// Something that happened, told to `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenEvent {
    pub to: Audience,
    pub what: Happening,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happening {
    /// All: this seat's turn begins.
    TurnBegins(Seat),
    /// Only(seat), at the start of its turn: where it is and what it senses.
    Sensed {
        seat: Seat,
        room: Label,
        adjacent: [Label; 3],
        senses: Senses,
    },
    /// All: a seat's public claim.
    Claimed(Seat, String),
    /// Only(shooter): the path as asked.
    Shot { seat: Seat, path: Vec<Label> },
    /// All: the public roll for an arrow's invalid step: `roll` in
    /// `1..=sides` picks among the room's tunnels in label order.
    ArrowMisfire { seat: Seat, roll: u8, sides: u8 },
    /// Only(shooter): a room the arrow flew through, in order.
    ArrowPassed(Label),
    /// Only(mover): where the seat walked (before anything there acts).
    Moved { seat: Seat, to: Label },
    /// All: bats carried a human off; the public d20 `roll` is the label
    /// of the room they land in.
    BatDrop { seat: Seat, roll: Label },
    /// All, at the end of the turn: a seat died, and its role. Never the cause.
    Died { seat: Seat, role: Role },
    /// Only(seat): a Wumpus walked into a hazard: "..., but you are immune".
    Immune(Seat, Hazard),
    /// All: the game is over.
    Won(Faction),
}

/// How a hidden game ended: the winning faction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HiddenOutcome {
    Humans,
    Wumpuses,
}

impl HiddenOutcome {
    pub fn faction(self) -> Faction {
        match self {
            HiddenOutcome::Humans => Faction::Humans,
            HiddenOutcome::Wumpuses => Faction::Wumpuses,
        }
    }
}

impl Outcome for HiddenOutcome {
    const ALL: &'static [HiddenOutcome] = &[HiddenOutcome::Humans, HiddenOutcome::Wumpuses];

    fn key(self) -> &'static str {
        match self {
            HiddenOutcome::Humans => "humans",
            HiddenOutcome::Wumpuses => "wumpuses",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// There is no one player to win; the humans' side counts as the
    /// table's win (the side the rules are told from).
    fn is_win(self) -> bool {
        self == HiddenOutcome::Humans
    }
}

/// Why a command was refused. A refused command changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("The game is over.")]
    GameOver,
    #[error("You have already made a claim this turn.")]
    AlreadyClaimed,
    #[error("A claim comes before shooting.")]
    ClaimAfterShot,
    #[error("A claim needs some words.")]
    EmptyClaim,
    #[error("A claim is one line of at most {max} characters.")]
    ClaimTooLong { max: usize },
    #[error("Wumpuses have no arrows.")]
    NotHuman,
    #[error("You have no arrows left.")]
    NoArrows,
    #[error("You have already shot this turn.")]
    AlreadyShot,
    #[error("An arrow needs at least one room.")]
    EmptyPath,
    #[error("An arrow passes through at most {max} rooms.")]
    PathTooLong { max: u8 },
    #[error("There is no room {0}; the rooms are 1 to 20.")]
    NoSuchRoom(Label),
    #[error("Room {0} is not next to yours.")]
    NotAdjacent(Label),
}
