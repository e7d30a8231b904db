//! The Hidden Wumpus smart bot. A Wumpus seat plays as the baseline bot
//! (its hunt is of people). A human seat plays the baseline's claims and
//! aims, but walks by the exact pit and bat odds: of the baseline's move
//! and the other tunnels, it takes the one least likely to hold a pit,
//! then bats, then a Wumpus player.

use crate::ai::hidden::odds;
use crate::engine::Dice;
use crate::engine::hidden::{Hidden, HiddenCommand, HiddenView, Role};
use crate::sim::{Player, Reference};

#[derive(Default)]
pub struct Bot;

impl Player<Hidden> for Bot {
    fn command(&mut self, view: HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
        let plan = <Reference as Player<Hidden>>::command(&mut Reference(0), view, dice);
        if view.role != Role::Human {
            return plan;
        }
        let HiddenCommand::Move(wanted) = plan else {
            return plan;
        };
        let o = odds(&view);
        let risk = |label: u8| {
            let r = o.room(label);
            r.pit * 1.0 + r.bats * 0.3 + r.wumpus * 0.8
        };
        let mut best = (risk(wanted), wanted);
        for &a in &view.adjacent {
            // The baseline's own choice wins ties: it knows where to go.
            if risk(a) + 1e-9 < best.0 {
                best = (risk(a), a);
            }
        }
        HiddenCommand::Move(best.1)
    }
}
