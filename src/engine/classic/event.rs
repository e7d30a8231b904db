//! What a command did (events), why one was refused, and how a game ended.
//! Events are data; the words for them live in one place (`front::classic`).

use crate::engine::cave::RoomId;

/// Something the player perceives. Hidden happenings travel as `Secret`,
/// which only cheat mode shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The player walked into a room (before its hazards act).
    Walked(RoomId),
    /// `wall_bump = "bsd"`: a move to a room that is not adjacent hit the
    /// rock; the player stays.
    HitWall,
    /// After a wall bump, the player's comments woke the wumpus, which now
    /// walks through a random tunnel.
    CommentsWakeWumpus,
    /// Walked into a sleeping wumpus (or any wumpus, in Yob's mode).
    Bumped,
    /// The wumpus stayed after a bump, or the player walked into it awake.
    EatenInItsRoom,
    FellInPit,
    /// Survived a pit (`pit_survival`); the player stays in the pit's room.
    GrabbedOutcrop,
    /// Bats carried the player off.
    Snatched,
    /// After `MAX_SNATCHES` in one move the bats gave up and left the player
    /// in an empty room.
    BatsGaveUp,
    /// Termites in the room ate one of the player's arrows (Wumpus 3).
    TermitesAteArrow,
    /// An arrow killed a wumpus.
    WumpusShot,
    /// Every wumpus is dead; the game is won.
    AllWumpiDead,
    ShotSelf,
    /// `arrow_falloff`: the arrow dropped before its next room.
    BowstringBroke,
    Missed,
    /// A wumpus walked into the player's room.
    WumpusWalkedIn,
    /// Bats dropped the player in a wumpus's room and it stayed put.
    WumpusStayed,
    /// An earthquake moved every pit (Wumpus 3).
    GroundShook,
    /// The bats migrated (Wumpus 3).
    WingsInTheDistance,
    OutOfArrows,
    /// The game is over; `Ending` says how.
    GameOver(Ending),
    Secret(Secret),
}

/// What happened out of the player's sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Secret {
    WumpusWoke {
        wumpus: u8,
    },
    WumpusMoved {
        wumpus: u8,
        from: RoomId,
        to: RoomId,
    },
    /// Bats dropped the player here.
    DroppedIn(RoomId),
    /// The arrow flew into this room (`random` when it took a random tunnel).
    ArrowEntered {
        room: RoomId,
        random: bool,
    },
    /// An earthquake or a migration moved a hazard (Wumpus 3).
    HazardMoved {
        hazard: Hazard,
        from: RoomId,
        to: RoomId,
    },
}

/// The hazards that an earthquake or a migration moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hazard {
    Pit,
    Bats,
    Termites,
}

/// How a game ended; `key` names it as the simulator's outcome table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ending {
    Won,
    Pit,
    /// The wumpus stayed after a bump, or the player walked into it awake.
    EatenBump,
    /// Lost in a wumpus phase: a wumpus walked into the player, or stayed
    /// where the bats had just dropped them.
    EatenMoving,
    OwnArrow,
    OutOfArrows,
}

/// Why a command was refused. A refused command changes nothing and costs
/// no turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("The game is over.")]
    GameOver,
    #[error("Not possible")]
    NotAdjacent,
    #[error("There is no room {0:?}.")]
    NoSuchRoom(String),
    #[error("Give the arrow at least one room.")]
    EmptyPath,
    #[error("An arrow flies through at most {max} rooms.")]
    PathTooLong { max: u32 },
    #[error("Arrows aren't that crooked - try another room sequence!")]
    TooCrooked,
    #[error("That shot needs {need} arrows; you have {have}.")]
    NotEnoughArrows { need: u32, have: u32 },
}
