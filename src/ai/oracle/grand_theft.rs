//! The Grand Theft oracle: it knows the Wumpus's node, every gang and
//! every roadblock, so it walks streets without cops, round any gang not
//! yet met, to a node next to the Wumpus, and charges along a street with
//! no cops.

use super::first_step;
use crate::engine::Dice;
use crate::engine::cave::RoomId;
use crate::engine::grand_theft::{Command, GrandTheft, Reveal, View};

#[derive(Clone, Copy, Debug, Default)]
pub struct Seer;

impl crate::engine::Seer<GrandTheft> for Seer {
    fn command(&mut self, truth: Reveal<'_>, view: View<'_>, dice: &mut Dice) -> Command {
        let city = truth.city();
        let here = truth.player();
        let wumpus = truth.wumpus();
        let cops = |a: usize, b: usize| {
            truth.streets().iter().any(|s| {
                s.cops
                    && ((s.a.index() == a && s.b.index() == b)
                        || (s.a.index() == b && s.b.index() == a))
            })
        };
        let charge_from = |n: usize| {
            city.neighbours(RoomId(n as u16)).contains(&wumpus) && !cops(n, wumpus.index())
        };
        if charge_from(here.index()) {
            return Command::Charge(wumpus);
        }
        let next = |n: usize| -> Vec<usize> {
            city.neighbours(RoomId(n as u16))
                .iter()
                .map(|m| m.index())
                .collect()
        };
        let cost = |from: usize, to: usize| {
            let node = RoomId(to as u16);
            if cops(from, to) || node == wumpus {
                None
            } else if !view.visited(node) && truth.gangs().contains(&node) {
                // A kidnapping to anywhere, the Wumpus's node included.
                Some(1_000)
            } else {
                Some(1)
            }
        };
        if let Some((step, _)) = first_step(city.nodes(), here.index(), next, cost, charge_from) {
            return Command::Walk(RoomId(step as u16));
        }
        // No way round the cops: any street that is not a roadblock.
        let ways: Vec<RoomId> = city
            .neighbours(here)
            .iter()
            .copied()
            .filter(|&m| m != wumpus && !cops(here.index(), m.index()))
            .collect();
        let ways = if ways.is_empty() {
            city.neighbours(here).to_vec()
        } else {
            ways
        };
        let i = dice.below(ways.len().max(1) as u32) as usize;
        Command::Walk(ways.get(i).copied().unwrap_or(here))
    }
}
