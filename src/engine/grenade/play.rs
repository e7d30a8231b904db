//! The grenade game behind the common `Game` contract, and its reference
//! bot (docs/rules.md, Reference bots).

use super::{Command, Ending, Event, Grenade, GrenadeRules, Refusal, Reveal, View};
use crate::engine::cave::Cave;
use crate::engine::dice::Dice;
use crate::engine::game::solo_game;
use std::sync::Arc;

solo_game! {
impl Game for Grenade {
    rule_set: "grenade", bots: &["random"], turn: turn,
    types: GrenadeRules, Command, Event, Refusal, Ending, View, Reveal;

    /// Its caves file's cave, as it is: nothing drawn.
    fn cave_of(rules: &Arc<GrenadeRules>, _seed: u64) -> Option<(Arc<Cave>, bool)> {
        Some((rules.cave.clone(), false))
    }

    /// `random`: uniformly one of 2*d actions for the d tunnels here
    /// (repeats counted): move through tunnel i, or toss through it.
    fn bot_command(_bot: usize, view: View<'_>, dice: &mut Dice) -> Command {
        let d = tunnel_count(view);
        let pick = dice.below(2 * d);
        let tunnel = (pick % d) as u8;
        if pick < d {
            Command::Move { tunnel }
        } else {
            Command::Toss { tunnel }
        }
    }

    /// A move through a uniformly random tunnel: never refused while the
    /// game goes on.
    fn fallback_command(view: View<'_>, dice: &mut Dice) -> Command {
        let tunnel = dice.below(tunnel_count(view)) as u8;
        Command::Move { tunnel }
    }
}
}

/// Tunnels a command can name here: a cave has at least one, and
/// `problems()` refuses caves with more than a `u8` can number.
fn tunnel_count(view: View<'_>) -> u32 {
    view.tunnels_here().len().clamp(1, usize::from(u8::MAX)) as u32
}
