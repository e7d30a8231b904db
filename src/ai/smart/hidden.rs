//! The Hidden Wumpus smart bot. A human seat makes the baseline's claims,
//! but shoots by the odds (the path through tunnels it knows most likely
//! to pass a Wumpus player, when that chance is high enough; else the
//! baseline's aim) and walks by them: of the tunnels from its room it
//! takes the one with the least expected loss, a pit or a Wumpus player's
//! room being death and a bat ride a smaller loss, keeping the baseline's
//! choice unless another is clearly safer. A Wumpus seat, immune to pits
//! and bats, plays the baseline's hunt. Measured: on par with the
//! baseline, not clearly better (the odds' model of the Wumpus players'
//! moves is rough; README's table).
//!
//! `Bot::lineup` makes the bot for one kind of seat only, the baseline
//! playing the others: `wumpus sim hidden --bot smart-humans` measures the
//! smart humans against baseline Wumpuses.

use crate::ai::hidden::{Odds, odds};
use crate::engine::Dice;
use crate::engine::hidden::{Happening, Hidden, HiddenCommand, HiddenView, Label, ROOMS, Role};
use crate::engine::{Player, Reference};

/// The line-ups: the smart bot plays the humans only, or the Wumpuses only.
pub const LINEUPS: &[&str] = &["smart-humans", "smart-wumpus"];

#[derive(Default)]
pub struct Bot {
    /// The only role the smart bot plays (`None`: every seat).
    only: Option<Role>,
}

/// How much worse than death a move may be and still be taken for the
/// baseline's sake (it follows clues the odds do not weigh).
const SLACK: f64 = 0.02;
/// The chance of a hit at which an arrow flies (tuned on 4,000 games:
/// 0.1 and 0.2 waste arrows, 0.4 and up hardly ever shoot).
const SHOOT_AT: f64 = 0.3;
/// A Wumpus player's room, as a share of a death (the odds' model of
/// their moves is rough).
const FEAR: f64 = 1.0;
/// A bat ride, as a share of a death: the drop is a public roll, and the
/// checks run again where it lands.
const RIDE: f64 = 0.3;

impl Bot {
    pub fn lineup(name: &str) -> Option<Bot> {
        let only = match name {
            "smart-humans" => Role::Human,
            "smart-wumpus" => Role::Wumpus,
            _ => return None,
        };
        Some(Bot { only: Some(only) })
    }
}

impl Player<Hidden> for Bot {
    fn command(&mut self, view: HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
        let plan = <Reference as Player<Hidden>>::command(&mut Reference(0), view, dice);
        if self.only.is_some_and(|r| r != view.role) || view.role != Role::Human {
            return plan;
        }
        let o = odds(&view);
        if view.may_shoot()
            && !matches!(plan, HiddenCommand::Claim(_))
            && let Some((hit, path)) = best_shot(&view, &o)
            && hit >= SHOOT_AT
        {
            return HiddenCommand::Shoot(path);
        }
        let wanted = match plan {
            HiddenCommand::Move(room) => Some(room),
            HiddenCommand::Stay => None,
            other => return other,
        };
        let risk = |to: Option<u8>| match to {
            Some(label) => {
                let r = o.room(label);
                r.pit + RIDE * r.bats + FEAR * r.wumpus
            }
            None => o.room(view.room).wumpus,
        };
        let mut best = (risk(wanted), wanted);
        for to in view.adjacent.iter().map(|&a| Some(a)) {
            let r = risk(to);
            if r + SLACK < best.0 {
                best = (r, to);
            }
        }
        best.1.map_or(HiddenCommand::Stay, HiddenCommand::Move)
    }
}

/// The arrow path (through tunnels the seat knows, never back through its
/// own room) most likely to pass a Wumpus player, with that chance (the
/// rooms taken as independent).
fn best_shot(view: &HiddenView<'_>, o: &Odds) -> Option<(f64, Vec<Label>)> {
    let mut tunnels: [Option<[Label; 3]>; ROOMS + 1] = [None; ROOMS + 1];
    for h in view.notebook {
        if let Happening::Sensed { room, adjacent, .. } = h
            && let Some(slot) = tunnels.get_mut(usize::from(*room))
        {
            *slot = Some(*adjacent);
        }
    }
    let range = usize::from(view.rules.arrow_range).max(1);
    let mut best: Option<(f64, Vec<Label>)> = None;
    let mut path = Vec::with_capacity(range);
    extend(
        view,
        o,
        &tunnels,
        view.adjacent,
        range,
        1.0,
        &mut path,
        &mut best,
    );
    best
}

/// Every path on from `path` through `next`, each scored.
#[allow(clippy::too_many_arguments)]
fn extend(
    view: &HiddenView<'_>,
    o: &Odds,
    tunnels: &[Option<[Label; 3]>; ROOMS + 1],
    next: [Label; 3],
    range: usize,
    miss: f64,
    path: &mut Vec<Label>,
    best: &mut Option<(f64, Vec<Label>)>,
) {
    for r in next {
        if r == view.room || path.contains(&r) {
            continue;
        }
        let m = miss * (1.0 - o.room(r).wumpus);
        path.push(r);
        if best.as_ref().is_none_or(|b| 1.0 - m > b.0 + 1e-12) {
            *best = Some((1.0 - m, path.clone()));
        }
        if path.len() < range
            && let Some(on) = tunnels.get(usize::from(r)).copied().flatten()
        {
            extend(view, o, tunnels, on, range, m, path, best);
        }
        path.pop();
    }
}
