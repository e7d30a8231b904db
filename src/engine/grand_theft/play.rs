//! Grand Theft Wumpus behind the common `Game` contract, and its reference
//! bot (docs/rules.md, Reference bots).

use super::{Command, Ending, Event, GrandTheft, GrandTheftRules, Refusal, Reveal, View};
use crate::engine::cave::Cave;
use crate::engine::dice::Dice;
use crate::engine::game::solo_game;
use std::sync::Arc;

solo_game! {
impl Game for GrandTheft {
    rule_set: "grand-theft", bots: &["random"], turn: turn,
    types: GrandTheftRules, Command, Event, Refusal, Ending, View, Reveal;

    /// A city of streets, no cave of rooms and tunnels.
    fn cave_of(_rules: &Arc<GrandTheftRules>, _seed: u64) -> Option<(Arc<Cave>, bool)> {
        None
    }

    /// `random`: walks to a uniformly random neighbour; never charges.
    fn bot_command(_bot: usize, view: View<'_>, dice: &mut Dice) -> Command {
        GrandTheft::fallback_command(view, dice)
    }

    /// A walk to a uniformly random neighbour: a connected city of two or
    /// more nodes gives every node one, so it is never refused in play.
    fn fallback_command(view: View<'_>, dice: &mut Dice) -> Command {
        let near = view.neighbours_here();
        if near.is_empty() {
            return Command::Walk(view.here());
        }
        Command::Walk(near[dice.below(near.len() as u32) as usize])
    }
}
}
