//! The reference bots (docs/rules.md, Reference bots) for the classic rules.
//! They read only the player's view, and draw from their own dice so they never
//! shift the game's draws.

use super::{ArrowPath, Command, Crooked, MAX_ARROW_RANGE, View};
use crate::engine::{Dice, RoomId};

/// Uniformly one of 2*d actions: move through tunnel i, or shoot a one-room
/// arrow through tunnel i.
pub(super) fn random(view: &View<'_>, dice: &mut Dice) -> Command {
    let tunnels = view.tunnels_here();
    let k = dice.below(2 * tunnels.len() as u32) as usize;
    match tunnels.get(k) {
        Some(&room) => Command::Move(room),
        None => {
            let room = tunnels[k - tunnels.len()];
            Command::Shoot(ArrowPath::new(&[room]).unwrap_or_default())
        }
    }
}

/// With probability 1/2 a move through a random tunnel; else a shot along
/// `arrow_range` random labels, redrawn until the `crooked` rule accepts it.
pub(super) fn random_crooked(view: &View<'_>, dice: &mut Dice) -> Command {
    if dice.below(2) == 0 {
        return random_move(view, dice);
    }
    let n = view.rooms() as u32;
    let len = view.rules().arrow_range as usize;
    let mut rooms = [RoomId(0); MAX_ARROW_RANGE as usize];
    let crooked = view.rules().crooked;
    for k in 0..len {
        // The room this one must differ from under the variant's rule, if
        // any: only what that rule refuses is redrawn.
        let before = match (crooked, k) {
            (Crooked::Allow, _) | (_, 0) => None,
            (Crooked::Reject, 1) => Some(view.here()),
            (Crooked::Typed, 1) => None,
            _ => Some(rooms[k - 2]),
        };
        // Drawing until it differs from two back is the same as redrawing
        // the whole path until it passes: every valid path stays equally
        // likely.
        rooms[k] = loop {
            let r = RoomId(dice.below(n) as u16);
            if Some(r) != before {
                break r;
            }
        };
    }
    match ArrowPath::new(&rooms[..len]) {
        Some(path) => Command::Shoot(path),
        None => random_move(view, dice),
    }
}

/// A move through a uniformly random tunnel: never refused.
pub(super) fn random_move(view: &View<'_>, dice: &mut Dice) -> Command {
    let tunnels = view.tunnels_here();
    Command::Move(tunnels[dice.below(tunnels.len() as u32) as usize])
}
