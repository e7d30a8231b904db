//! The Hidden Wumpus smart bot: a determinized flat Monte Carlo search
//! (a first step towards Cowling, Powley and Whitehouse's information-set
//! searches). At each walk it draws worlds the seat cannot tell from the
//! real one (`world`: the secret labels, pits and bats, the other seats'
//! roles, rooms and what they have seen, all from the seat's view, weighed
//! by how likely the others' public moves were under the baseline's rules:
//! `likely`), plays
//! each way on in every world, the rest of the round by the baseline bots
//! (`rollout`), and takes the way whose side's chance is then best
//! (`value`: the baseline's wins from such positions). Only the baseline's
//! choice to stay is ever a stay: a round cannot show what a seat that
//! keeps still never learns. A human shoots by the odds (`aim`): the
//! best path through tunnels it knows, or the baseline's own, when its
//! chance to pass a Wumpus player less half a death per fellow human it
//! may pass is 0.3 or more; a baseline shot worth under 0.15 becomes the
//! baseline's walk. Each claim is chosen with the act it is for
//! (`speech`) and played before it in the look-ahead: a human names the
//! room it heads for and says it shoots before it shoots, a Wumpus claims
//! a stench in the room it will stand in. Tried and dropped: shots
//! weighed in the drawn worlds (they shot too often), whole games played
//! out (too noisy at the worlds a move can afford), two rounds instead of
//! one.
//!
//! `Bot::lineup` makes the bot for one kind of seat only, the baseline
//! playing the others: `wumpus sim hidden --bot smart-humans` measures the
//! smart humans against baseline Wumpuses.

mod aim;
mod company;
mod labels;
mod likely;
#[cfg(test)]
mod likely_tests;
mod rollout;
mod speech;

pub use speech::answer;
#[cfg(test)]
mod tests;
mod value;
mod world;

use crate::ai::hidden::odds;
use crate::engine::hidden::{Hidden, HiddenCommand, HiddenView, Label, Role};
use crate::engine::{Dice, Player, Reference};

/// The line-ups: the smart bot plays the humans only, or the Wumpuses only.
pub const LINEUPS: &[&str] = &["smart-humans", "smart-wumpus"];

/// Worlds drawn per choice.
const WORLDS: usize = 48;
/// Seat turns after which the bot plays the baseline: smart humans and
/// smart Wumpuses can keep out of each other's way for ever, and the
/// baseline's whims end a game.
const LONG: u32 = 150;
/// The worth (chance of a kill, less `KIN` per human the arrow is
/// expected to kill) at which an arrow flies.
const SHOOT_AT: f64 = 0.3;
/// The worth below which the baseline's own shot is dropped for its walk.
const KEEP_AT: f64 = 0.15;

pub struct Bot {
    /// The only role the smart bot plays (`None`: every seat).
    only: Option<Role>,
    worlds: usize,
    /// The act a claim was made for, played next.
    pending: Option<speech::Pending>,
}

impl Default for Bot {
    fn default() -> Bot {
        Bot {
            only: None,
            worlds: WORLDS,
            pending: None,
        }
    }
}

impl Bot {
    pub fn lineup(name: &str) -> Option<Bot> {
        let only = match name {
            "smart-humans" => Role::Human,
            "smart-wumpus" => Role::Wumpus,
            _ => return None,
        };
        Some(Bot {
            only: Some(only),
            ..Bot::default()
        })
    }
}

impl Player<Hidden> for Bot {
    fn command(&mut self, view: HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
        if self.only.is_some_and(|r| r != view.role) || !view.my_turn() || view.turn > LONG {
            return baseline(view, dice);
        }
        if let Some(c) = self.pending.take().and_then(|p| p.follows(&view)) {
            return c;
        }
        if !view.may_claim() {
            return self.act(view, dice, false);
        }
        // What it will do decides what it says.
        let act = self.act(view, dice, true);
        let text = match &act {
            HiddenCommand::Shoot(_) => speech::shooting(&view),
            other => speech::say(&view, speech::destination(view.room, other)),
        };
        self.pending = Some(speech::Pending::after_claim(&view, act));
        HiddenCommand::Claim(text)
    }
}

fn baseline(view: HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
    <Reference as Player<Hidden>>::command(&mut Reference(0), view, dice)
}

impl Bot {
    /// The seat's shot or walk; `speak`: its claim is still to come, and
    /// each walk is weighed after the claim it would make.
    fn act(&mut self, view: HiddenView<'_>, dice: &mut Dice, speak: bool) -> HiddenCommand {
        // The baseline's act, its claim made (or passed over).
        let mut quiet = view;
        quiet.claimed = true;
        let mut plan = baseline(quiet, dice);
        if view.may_shoot() {
            let o = odds(&view);
            let search = aim::Search::new(&view, &o);
            let mut shots: Vec<(f64, Vec<Label>)> = search.best(1);
            let theirs = match &plan {
                HiddenCommand::Shoot(p) => Some(search.worth(p)),
                _ => None,
            };
            if let (Some(w), HiddenCommand::Shoot(p)) = (theirs, &plan) {
                shots.push((w, p.clone()));
            }
            let best = shots.iter().max_by(|a, b| a.0.total_cmp(&b.0));
            if let Some((w, path)) = best
                && *w >= SHOOT_AT
            {
                return HiddenCommand::Shoot(path.clone());
            }
            if let Some(w) = shots.last().filter(|_| theirs.is_some()).map(|s| s.0) {
                if w >= KEEP_AT {
                    return plan;
                }
                // The baseline's shot is not worth its arrow: its walk.
                let mut unarmed = quiet;
                unarmed.arrows = 0;
                plan = baseline(unarmed, dice);
            }
        }
        self.walk(view, plan, speak, dice)
    }

    /// The best walk by the look-ahead, the baseline's `plan` among them;
    /// `speak`: each is played after the claim the seat would make for it.
    fn walk(
        &mut self,
        view: HiddenView<'_>,
        plan: HiddenCommand,
        speak: bool,
        dice: &mut Dice,
    ) -> HiddenCommand {
        let candidates = candidates(&view, &plan);
        if candidates.len() < 2 || !matches!(plan, HiddenCommand::Move(_) | HiddenCommand::Stay) {
            return plan;
        }
        let plays: Vec<Vec<HiddenCommand>> = candidates
            .iter()
            .map(|c| {
                let mut play = Vec::with_capacity(2);
                if speak {
                    let to = speech::destination(view.room, c);
                    play.push(HiddenCommand::Claim(speech::say(&view, to)));
                }
                play.push(c.clone());
                play
            })
            .collect();
        let sampler = world::Sampler::new(view);
        let table = value::table(view.rules);
        let scores = rollout::scores(&sampler, &table, &plays, self.worlds, dice);
        let mut best = (f64::NEG_INFINITY, plan);
        for (c, s) in candidates.into_iter().zip(scores) {
            if s > best.0 {
                best = (s, c);
            }
        }
        best.1
    }
}

/// The walks worth a look-ahead, the baseline's `plan` first: every way
/// on, and staying only when the baseline stays (a round's look-ahead
/// cannot see what a seat that keeps still never learns, and would stay).
fn candidates(view: &HiddenView<'_>, plan: &HiddenCommand) -> Vec<HiddenCommand> {
    let mut out = vec![plan.clone()];
    if matches!(plan, HiddenCommand::Move(_)) {
        for &a in &view.adjacent {
            let c = HiddenCommand::Move(a);
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}
