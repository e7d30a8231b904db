//! The labyrinth oracle: the labyrinth holds no chance at all, so with the
//! whole grid in sight the solver's shortest route from where the player
//! stands is perfect play: it wins exactly when the moves left allow.

use crate::engine::Dice;
use crate::engine::labyrinth::solve::solve_from;
use crate::engine::labyrinth::{Command, Labyrinth, Reveal, View};

#[derive(Clone, Copy, Debug, Default)]
pub struct Seer;

impl crate::engine::Seer<Labyrinth> for Seer {
    fn command(&mut self, truth: Reveal<'_>, view: View<'_>, _dice: &mut Dice) -> Command {
        solve_from(truth.grid(), truth.at(), view.carrying())
            .and_then(|route| route.first().copied())
            .map_or(Command::Wait, Command::Go)
    }
}
