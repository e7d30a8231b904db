//! The hidden game behind the common `Game` contract.

use super::{Hidden, HiddenCommand, HiddenEvent, HiddenOutcome, HiddenReveal, HiddenRules};
use super::{HiddenView, Refusal, bots};
use crate::engine::cave::Cave;
use crate::engine::dice::Dice;
use crate::engine::game::{Game, Seat};
use std::sync::Arc;

impl Game for Hidden {
    const RULE_SET: &'static str = "hidden";
    const BOTS: &'static [&'static str] = &["baseline"];

    /// The dodecahedron, with the labels this seed shuffles in secret.
    fn cave_of(rules: &Arc<HiddenRules>, seed: u64) -> Option<(Arc<Cave>, bool)> {
        Some((
            Arc::new(Hidden::new(rules.clone(), seed).truth_cave()),
            true,
        ))
    }

    type Rules = HiddenRules;
    type Command = HiddenCommand;
    type Event = HiddenEvent;
    type Refusal = Refusal;
    type Outcome = HiddenOutcome;
    type View<'a> = HiddenView<'a>;
    type Reveal<'a> = HiddenReveal<'a>;

    fn new(rules: Arc<HiddenRules>, seed: u64) -> Hidden {
        Hidden::new(rules, seed)
    }

    fn restart(&mut self, seed: u64) {
        Hidden::restart(self, seed);
    }

    fn apply(
        &mut self,
        command: &HiddenCommand,
        out: &mut Vec<HiddenEvent>,
    ) -> Result<(), Refusal> {
        Hidden::apply(self, command, out)
    }

    fn view(&self, seat: Seat) -> HiddenView<'_> {
        HiddenView::new(self, seat)
    }

    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn outcome(&self) -> Option<HiddenOutcome> {
        self.outcome
    }

    fn turn(&self) -> u32 {
        self.turn
    }

    fn reveal(&self) -> HiddenReveal<'_> {
        HiddenReveal::new(self)
    }

    fn rules(&self) -> &Arc<HiddenRules> {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    /// `baseline`: see `bots`. Reads only `view` (the acting seat's).
    fn bot_command(_bot: usize, view: HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
        bots::baseline(&view, dice)
    }

    /// Staying is never refused while the game goes on.
    fn fallback_command(_view: HiddenView<'_>, _dice: &mut Dice) -> HiddenCommand {
        HiddenCommand::Stay
    }
}
