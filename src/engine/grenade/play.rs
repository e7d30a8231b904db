//! The grenade game behind the common `Game` contract, and its reference
//! bot (RULES.md section 6).

use super::{Command, Ending, Event, Grenade, GrenadeRules, Refusal, Reveal, View};
use crate::engine::dice::Dice;
use crate::engine::game::{Game, Seat};
use std::sync::Arc;

impl Game for Grenade {
    const RULE_SET: &'static str = "grenade";
    const BOTS: &'static [&'static str] = &["random"];

    type Rules = GrenadeRules;
    type Command = Command;
    type Event = Event;
    type Refusal = Refusal;
    type Outcome = Ending;
    type View<'a> = View<'a>;
    type Reveal<'a> = Reveal<'a>;

    fn new(rules: Arc<GrenadeRules>, seed: u64) -> Grenade {
        Grenade::new(rules, seed)
    }

    fn restart(&mut self, seed: u64) {
        Grenade::restart(self, seed);
    }

    fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        Grenade::apply(self, command, out)
    }

    fn view(&self, _seat: Seat) -> View<'_> {
        View::new(self)
    }

    fn to_act(&self) -> Option<Seat> {
        self.ending.is_none().then_some(Seat(0))
    }

    fn outcome(&self) -> Option<Ending> {
        self.ending
    }

    fn turn(&self) -> u32 {
        self.turn
    }

    fn reveal(&self) -> Reveal<'_> {
        Reveal::new(self)
    }

    fn rules(&self) -> &Arc<GrenadeRules> {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
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

/// Tunnels a command can name here: a cave has at least one, and
/// `problems()` refuses caves with more than a `u8` can number.
fn tunnel_count(view: View<'_>) -> u32 {
    view.tunnels_here().len().clamp(1, usize::from(u8::MAX)) as u32
}
