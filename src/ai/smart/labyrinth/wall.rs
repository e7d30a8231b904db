//! The wall follower, a simple explorer to measure the smart bot against:
//! a hand on the wall to its right, it tries right, ahead, left, then back
//! (a bump is free), and keeps walking that way whatever it carries. It
//! reads only what the player meets; its first heading is drawn once per
//! game, so games on one fixed labyrinth differ.

use crate::engine::labyrinth::{Command, Dir, Event};

#[derive(Clone, Debug, Default)]
pub struct WallFollower {
    heading: Option<Dir>,
    /// Turns tried and refused (walls) since the last step.
    tried: usize,
}

/// `d` turned a quarter clockwise, `k` times.
pub(crate) fn turn(d: Dir, k: usize) -> Dir {
    let i = Dir::ALL.iter().position(|&x| x == d).unwrap_or(0);
    Dir::ALL[(i + k) % 4]
}

impl WallFollower {
    pub fn begin(&mut self) {
        *self = WallFollower::default();
    }

    pub fn command(&mut self, first: impl FnOnce() -> Dir) -> Command {
        let heading = *self.heading.get_or_insert_with(first);
        // Right, ahead, left, back.
        Command::Go(turn(heading, [1, 0, 3, 2][self.tried % 4]))
    }

    pub fn refused(&mut self) {
        self.tried += 1;
    }

    pub fn applied(&mut self, command: &Command, events: &[Event]) {
        if let Command::Go(d) = command
            && events.iter().any(|e| matches!(e, Event::Stepped(_)))
        {
            self.heading = Some(*d);
            self.tried = 0;
        }
    }
}
