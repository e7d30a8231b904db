//! `wall_bump = "bsd"`: a move to a room that is not adjacent walks into
//! the rock (docs/rules.md, Classic: moving). The default, `"free"`, never gets
//! here: the move is refused before anything is drawn.

use super::{Classic, Ending, Event, WumpusWakes};

/// One time in this many the player's comments wake the wumpus.
const WAKE_ONE_IN: u32 = 6;

impl Classic {
    /// "*Oof!*", and with chance 1/6 every living wumpus walks through a
    /// uniformly random tunnel of its room, pits allowed whatever
    /// `wumpus_avoids_pits` says. Nothing else: the player stays, there is
    /// no wumpus phase and no Wumpus 3 event.
    ///
    /// With several wumpi there is one roll for all (the cave echoes the
    /// same comments everywhere), and they walk one at a time in set-up
    /// order; the first to walk into the player ends the game, so those
    /// after it stay where they are.
    pub(super) fn hit_wall(&mut self, out: &mut Vec<Event>) {
        out.push(Event::HitWall);
        if self.dice.below(WAKE_ONE_IN) != 0 {
            return;
        }
        out.push(Event::CommentsWakeWumpus);
        for i in 0..self.wumpi.len() {
            if !self.wumpi[i].alive {
                continue;
            }
            // Only "shot_or_bump" reads the awake state: there the noise
            // wakes it for good, as a shot would.
            if self.rules.wumpus_wakes == WumpusWakes::ShotOrBump {
                self.wake(i, out);
            }
            self.wumpus_step(i, false, out);
            if self.wumpi[i].room == self.player {
                out.push(Event::WumpusWalkedIn);
                self.end(Ending::EatenMoving, out);
                return;
            }
        }
    }
}
