//! The look-ahead: each choice is played out in worlds drawn from the
//! exact odds (the same worlds for every choice, so the comparison is
//! fair), then the game goes on with the plain policy, which sees only
//! what the player would (its own odds, kept up to date as it plays). The
//! share of those games won is the choice's expected outcome.

use super::choose::{Choice, decide};
use super::mind::{Mind, act_of, cost};
use crate::ai::classic::sim::{feel, forward};
use crate::ai::classic::story::Step;
use crate::ai::classic::track::Tracker;
use crate::ai::classic::world::World;
use crate::engine::Dice;
use crate::engine::classic::{Command, Ending};

/// Commands an imagined game may last before it stops.
const HORIZON: usize = 80;
/// What an imagined game still going at the horizon counts for: little,
/// since a real game that only waits is lost at the turn limit (valued at
/// a half, the bot would rather circle known rooms than take any risk).
const UNFINISHED: f64 = 0.1;
/// Most listed worlds an imagined game's own odds carry (the real odds
/// keep thousands once hazards migrate; each imagined command would pay
/// for all of them).
const IMAGINED_WORLDS: usize = 48;

/// The index of the choice that wins most often, or `None` when the odds
/// cannot draw worlds.
pub fn best(
    mind: &Mind,
    tracker: &Tracker,
    choices: &[Choice],
    dice: &mut Dice,
    samples: usize,
) -> Option<usize> {
    let worlds = tracker.sample(samples, dice);
    if worlds.is_empty() {
        return None;
    }
    let tracker = &tracker.lighter(IMAGINED_WORLDS);
    let mut best = None;
    let mut top = f64::MIN;
    for (i, c) in choices.iter().enumerate() {
        // Each choice meets the same worlds and the same chance.
        let mut own = dice.clone();
        let wins: f64 = worlds
            .iter()
            .map(|w| play_out(mind, tracker, *w, c, &mut own))
            .sum();
        if wins > top {
            top = wins;
            best = Some(i);
        }
    }
    // Move the bot's stream on, whatever was chosen.
    let _ = dice.below(2);
    best
}

/// 1 for a win, 0 for a loss, `UNFINISHED` for a game still going at the
/// horizon.
fn play_out(mind: &Mind, tracker: &Tracker, world: World, choice: &Choice, dice: &mut Dice) -> f64 {
    let mut mind = mind.clone();
    let mut tracker = tracker.clone();
    let mut world = world;
    let mut plan: Vec<Command> = match choice {
        Choice::Shoot(_) => vec![choice.first()],
        Choice::Go(path) => path
            .iter()
            .rev()
            .map(|&r| Command::Move(super::mind::room(r)))
            .collect(),
    };
    if let Choice::Shoot(_) = choice {
        plan.reverse();
    }
    for _ in 0..HORIZON {
        let command = match plan.pop() {
            // A planned step holds only while the player is where the plan
            // thought (a bat may have carried them off).
            Some(Command::Move(to))
                if tracker
                    .ctx()
                    .cave
                    .tunnels(mind.here)
                    .is_some_and(|t| t.contains(&to.0)) =>
            {
                Command::Move(to)
            }
            Some(c @ Command::Shoot(_)) => c,
            _ => {
                plan.clear();
                decide(&mind, &mut tracker, None)
            }
        };
        let ctx = tracker.ctx();
        let known = |a: usize, b: usize| ctx.cave.adjacent(a, b) >= 1.0;
        let act = act_of(&command, mind.here, known);
        let arrows = mind.arrows;
        let fwd = forward(ctx, &world, mind.here, arrows, act, dice);
        if let Some(ending) = fwd.ending {
            return if ending == Ending::Won { 1.0 } else { 0.0 };
        }
        let senses = feel(ctx, &fwd.world, fwd.here);
        let rules = ctx.rules.clone();
        let step = Step {
            from: mind.here,
            act,
            events: &fwd.events,
            here: fwd.here,
            senses,
            arrows,
            over: false,
        };
        tracker.take(&step);
        let left = arrows.saturating_sub(cost(&rules, &command));
        let eaten = fwd
            .events
            .iter()
            .filter(|e| **e == crate::engine::classic::Event::TermitesAteArrow)
            .count() as u32;
        let _ = (left, eaten);
        mind.after(&rules, act, &fwd.events, fwd.here, fwd.arrows);
        world = fwd.world;
    }
    UNFINISHED
}
