//! What a smart seat says before it acts, and the act it said it for.
//!
//! A human says where it is heading (and, truly, whether it smells the
//! stench where it stands), which keeps the baseline's Wumpuses away and
//! fellow humans' arrows off it.
//! A human that is about to shoot says so first, as the baseline's humans
//! do: fellow smart humans read a kill with no such claim as the Wumpus's
//! (`likely`), so a silent shot that hits a friend makes the shooter look
//! like the Wumpus. Its stench, if it smells one, goes in the same claim.
//!
//! A Wumpus claims a stench in the room it is about to walk into: the
//! baseline's humans spare the room a claim names (and its neighbours)
//! when they aim, and fear it less when they walk, so the lie shields the
//! Wumpus where it will stand when the humans act.

use crate::engine::Seat;
use crate::engine::hidden::{Happening, HiddenCommand, HiddenView, Label, Role};

/// A claim made, and the command the seat chose it for (played next).
#[derive(Clone, Debug)]
pub struct Pending {
    seat: Seat,
    /// The public log's length once the claim is in it.
    log: usize,
    command: HiddenCommand,
}

impl Pending {
    pub fn after_claim(view: &HiddenView<'_>, command: HiddenCommand) -> Pending {
        Pending {
            seat: view.seat,
            log: view.public_log.len() + 1,
            command,
        }
    }

    /// The command, when `view` is the same turn right after the claim.
    pub fn follows(self, view: &HiddenView<'_>) -> Option<HiddenCommand> {
        let fresh = view.seat == self.seat
            && view.claimed
            && !view.shot
            && view.public_log.len() == self.log
            && matches!(view.public_log.last(), Some(Happening::Claimed(s, _)) if *s == self.seat);
        fresh.then_some(self.command)
    }
}

/// A human's true claim before it shoots.
pub fn shooting(view: &HiddenView<'_>) -> String {
    if view.senses.stench {
        format!(
            "I am human, and I am shooting. Room {}: I smell a horrible stench!",
            view.room
        )
    } else {
        format!("I am human, and I am shooting from room {}.", view.room)
    }
}

/// The claim for a walk to `to`. A human tells the truth: the room it is
/// heading for first, then its stench, if it smells one, where it stands.
/// The bots read a claim as its first room and whether it says "stench"
/// (`read_claim`), so they take the stench to be at the room named first:
/// the baseline's Wumpuses shun that room, which is where the human will
/// stand (with the room it smelt in named first, 58% of 2,000 games won,
/// not 65%), and fellow smart humans spare it when they aim. A person
/// reads the whole sentence. A Wumpus lies in a smelling human's very
/// words (any other form would name it to a person reading the log): the
/// bots read the stench at the room it will stand in, a person reads it
/// where it stands now.
pub fn say(view: &HiddenView<'_>, to: Label) -> String {
    let stench = match view.role {
        Role::Human => view.senses.stench,
        Role::Wumpus => true,
    };
    if stench {
        format!(
            "I am human, heading for room {to}. I smell a horrible stench here in room {}!",
            view.room
        )
    } else {
        format!("I am human, heading for room {to}. No stench.")
    }
}

/// What a seat says when a person asks it something between turns: where
/// it stands, in the one form every seat answers in, so the words alone
/// tell no role. A human tells the truth (its room, and whether it smells
/// the stench there); a Wumpus claims a stench where it stands, the lie
/// that keeps the humans' arrows off that room.
pub fn answer(view: &HiddenView<'_>) -> String {
    let stench = match view.role {
        Role::Human => view.senses.stench,
        Role::Wumpus => true,
    };
    let smelt = if stench {
        "I smell a horrible stench here!"
    } else {
        "No stench here."
    };
    format!("I am human, in room {}. {smelt}", view.room)
}

/// Where `command` leaves a seat standing in `room`.
pub fn destination(room: Label, command: &HiddenCommand) -> Label {
    match command {
        HiddenCommand::Move(to) => *to,
        _ => room,
    }
}
