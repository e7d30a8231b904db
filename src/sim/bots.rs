//! The reference bots of RULES.md section 6. They read only the player's
//! view, and draw from their own dice so they never shift the game's draws.

use crate::engine::classic::{ArrowPath, Command, View};
use crate::engine::{Dice, RoomId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bot {
    /// Each turn, uniformly one of 2*d actions: move through tunnel i, or
    /// shoot a one-room arrow through tunnel i.
    Random,
    /// Each turn, with probability 1/2 move through a random tunnel; else
    /// shoot `arrow_range` random labels that pass the A-B-A rule.
    RandomCrooked,
}

impl Bot {
    pub const NAMES: [&'static str; 2] = ["random", "random-crooked"];

    pub fn parse(name: &str) -> Option<Bot> {
        match name {
            "random" => Some(Bot::Random),
            "random-crooked" => Some(Bot::RandomCrooked),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::RandomCrooked => "random-crooked",
        }
    }

    pub fn choose(self, view: &View<'_>, dice: &mut Dice) -> Command {
        let tunnels = view.tunnels_here();
        let d = tunnels.len() as u32;
        match self {
            Bot::Random => {
                let k = dice.below(2 * d) as usize;
                if k < tunnels.len() {
                    Command::Move(tunnels[k])
                } else {
                    Command::Shoot(one_room(tunnels[k - tunnels.len()]))
                }
            }
            Bot::RandomCrooked => {
                if dice.below(2) == 0 {
                    return random_move(view, dice);
                }
                let n = view.rooms() as u32;
                let len = view.rules().arrow_range as usize;
                let mut rooms = [RoomId(0); crate::engine::rules::MAX_ARROW_RANGE as usize];
                for k in 0..len {
                    let before = if k >= 2 {
                        rooms[k - 2]
                    } else if k == 1 {
                        view.here()
                    } else {
                        // Nothing two back from the first room: any label.
                        RoomId(u16::MAX)
                    };
                    // Drawing until it differs from two back is the same as
                    // redrawing the whole path until it passes: every valid
                    // path stays equally likely.
                    rooms[k] = loop {
                        let r = RoomId(dice.below(n) as u16);
                        if r != before {
                            break r;
                        }
                    };
                }
                match ArrowPath::new(&rooms[..len]) {
                    Some(path) => Command::Shoot(path),
                    None => random_move(view, dice),
                }
            }
        }
    }
}

/// A move through a uniformly random tunnel; also the fallback when a shot
/// is refused (a per-room arrow cost with too few arrows left).
pub fn random_move(view: &View<'_>, dice: &mut Dice) -> Command {
    let tunnels = view.tunnels_here();
    Command::Move(tunnels[dice.below(tunnels.len() as u32) as usize])
}

fn one_room(room: RoomId) -> ArrowPath {
    ArrowPath::new(&[room]).unwrap_or_default()
}
