//! Grand Theft Wumpus behind the common `Game` contract, and its reference
//! bot (RULES.md section 6).

use super::{Command, Ending, Event, GrandTheft, GrandTheftRules, Refusal, Reveal, View};
use crate::engine::dice::Dice;
use crate::engine::game::{Game, Seat};
use std::sync::Arc;

impl Game for GrandTheft {
    const RULE_SET: &'static str = "grand-theft";
    const BOTS: &'static [&'static str] = &["random"];

    type Rules = GrandTheftRules;
    type Command = Command;
    type Event = Event;
    type Refusal = Refusal;
    type Outcome = Ending;
    type View<'a> = View<'a>;
    type Reveal<'a> = Reveal<'a>;

    fn new(rules: Arc<GrandTheftRules>, seed: u64) -> GrandTheft {
        GrandTheft::new(rules, seed)
    }

    fn restart(&mut self, seed: u64) {
        GrandTheft::restart(self, seed);
    }

    fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        GrandTheft::apply(self, command, out)
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

    fn rules(&self) -> &Arc<GrandTheftRules> {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
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
