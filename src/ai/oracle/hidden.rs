//! The Hidden Wumpus oracle plays the humans' side knowing every seat's
//! role and room and every pit and bat: it shoots the first Wumpus an
//! arrow can reach through real tunnels without passing a fellow human,
//! and otherwise keeps out of a Wumpus's reach. The Wumpus seats play the
//! baseline, as in the smart bot's `smart-humans` line-up, so the two are
//! measured against the same opponents.

use super::shortest_chain;
use crate::engine::hidden::{HiddenCommand, HiddenReveal, HiddenView, Label, ROOMS, Role};
use crate::engine::{Dice, Game, hidden::Hidden};

#[derive(Clone, Copy, Debug, Default)]
pub struct Seer;

/// Places indexed by label (0 is no room).
const PLACES: usize = ROOMS + 1;

/// Tunnels from each label to the nearest of `to`, in steps.
fn steps_to(truth: &HiddenReveal<'_>, to: &[Label]) -> [u32; PLACES] {
    let mut d = [u32::MAX; PLACES];
    let mut queue = std::collections::VecDeque::new();
    for &l in to {
        if usize::from(l) < PLACES {
            d[usize::from(l)] = 0;
            queue.push_back(l);
        }
    }
    while let Some(at) = queue.pop_front() {
        for next in truth.adjacent(at) {
            let n = usize::from(next);
            if n < PLACES && d[n] == u32::MAX {
                d[n] = d[usize::from(at)] + 1;
                queue.push_back(next);
            }
        }
    }
    d
}

impl crate::engine::Seer<Hidden> for Seer {
    fn command(
        &mut self,
        truth: HiddenReveal<'_>,
        view: HiddenView<'_>,
        dice: &mut Dice,
    ) -> HiddenCommand {
        if view.role == Role::Wumpus {
            return Hidden::bot_command(0, view, dice);
        }
        let rooms = truth.rooms();
        let seats = || {
            truth
                .roles()
                .iter()
                .zip(truth.alive())
                .zip(&rooms)
                .enumerate()
                .filter(|(_, ((_, alive), _))| **alive)
                .map(|(s, ((role, _), room))| (s, *role, *room))
        };
        let me = usize::from(view.seat.0);
        let wumpi: Vec<Label> = seats()
            .filter(|(_, role, _)| *role == Role::Wumpus)
            .map(|(_, _, r)| r)
            .collect();
        let humans: Vec<Label> = seats()
            .filter(|(s, role, _)| *role == Role::Human && *s != me)
            .map(|(_, _, r)| r)
            .collect();
        if view.may_shoot() {
            let next = |l: usize| -> Vec<usize> {
                truth
                    .adjacent(l as Label)
                    .iter()
                    .filter(|a| !humans.contains(a))
                    .map(|&a| usize::from(a))
                    .collect()
            };
            let range = usize::from(view.rules.arrow_range);
            let goal = |l: usize| wumpi.iter().any(|&w| usize::from(w) == l);
            if let Some(chain) = shortest_chain(PLACES, usize::from(view.room), range, next, goal) {
                return HiddenCommand::Shoot(chain.into_iter().map(|l| l as Label).collect());
            }
        }
        let near = steps_to(&truth, &wumpi);
        let pits = truth.pits();
        let bats = truth.bats();
        let worth = |l: Label| -> Option<i32> {
            if pits.contains(&l) || wumpi.contains(&l) {
                return None;
            }
            let mut w = 0;
            if bats.contains(&l) {
                w -= 100;
            }
            // A Wumpus next door may walk in on its turn.
            match near.get(usize::from(l)).copied().unwrap_or(u32::MAX) {
                1 => w -= 50,
                2 => w -= 5,
                _ => {}
            }
            Some(w)
        };
        let mut best = (worth(view.room).unwrap_or(i32::MIN), None);
        for a in view.adjacent {
            if let Some(w) = worth(a)
                && w > best.0
            {
                best = (w, Some(a));
            }
        }
        best.1.map_or(HiddenCommand::Stay, HiddenCommand::Move)
    }
}
