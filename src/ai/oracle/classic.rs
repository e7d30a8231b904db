//! The classic oracle: it knows every wumpus, pit and bat, so it walks
//! the safest way to a room from which an arrow's path through real
//! tunnels reaches a wumpus, and shoots. Where arrows may drop short
//! (`arrow_falloff`) it shoots from where none can, if it can get there.

use super::{first_step, indices, shortest_chain};
use crate::engine::Dice;
use crate::engine::cave::RoomId;
use crate::engine::classic::{ArrowCost, ArrowPath, Cheat, Classic, Command, View};

#[derive(Clone, Copy, Debug, Default)]
pub struct Seer;

/// What a room costs to walk into; `None`: certain or likely death.
fn room_cost(truth: &Cheat<'_>, room: RoomId, pits: &[RoomId], bats: &[RoomId]) -> Option<u32> {
    let wumpi = truth.wumpi();
    if wumpi.iter().any(|w| w.alive && w.room == room) || pits.contains(&room) {
        return None;
    }
    let mut cost = 1;
    if bats.contains(&room) {
        // A ride to anywhere: a last resort, never a plan.
        cost += 1_000;
    }
    if truth.termites().contains(&room) {
        cost += 3;
    }
    // An awake wumpus next door may walk in on its phase.
    let awake_near = wumpi
        .iter()
        .any(|w| w.alive && w.awake && truth.tunnels(w.room).contains(&room));
    if awake_near {
        cost += 20;
    }
    Some(cost)
}

impl crate::engine::Seer<Classic> for Seer {
    fn command(&mut self, truth: Cheat<'_>, view: View<'_>, dice: &mut Dice) -> Command {
        let rules = view.rules();
        let rooms = view.rooms();
        let here = truth.player();
        let targets: Vec<RoomId> = truth
            .wumpi()
            .iter()
            .filter(|w| w.alive)
            .map(|w| w.room)
            .collect();
        let range = rules.arrow_range as usize;
        let reach = match rules.arrow_cost {
            ArrowCost::PerShot => range,
            ArrowCost::PerRoom => range.min(view.arrows() as usize),
        };
        // The longest flight no bowstring can cut short.
        let sure = rules
            .arrow_falloff
            .iter()
            .position(|&p| p > 0.0)
            .unwrap_or(usize::MAX)
            .min(reach);
        let next = |r: usize| indices(truth.tunnels(RoomId(r as u16)));
        let is_target = |r: usize| targets.iter().any(|t| t.index() == r);
        let chain = |from: usize, limit: usize| shortest_chain(rooms, from, limit, next, is_target);
        let shoot = |c: Vec<usize>| {
            let path: Vec<RoomId> = c.into_iter().map(|r| RoomId(r as u16)).collect();
            ArrowPath::new(&path).map(Command::Shoot)
        };
        if let Some(c) = chain(here.index(), sure)
            && let Some(shot) = shoot(c)
        {
            return shot;
        }
        let pits = truth.pits();
        let bats = truth.bats();
        let cost = |_: usize, r: usize| room_cost(&truth, RoomId(r as u16), &pits, &bats);
        let walk = first_step(rooms, here.index(), next, cost, |r| {
            chain(r, sure).is_some()
        });
        // Walk to a sure shot if the way there is safe; else take the
        // longer shot that may drop short.
        if let Some((step, c)) = walk
            && c < 1_000
        {
            return Command::Move(RoomId(step as u16));
        }
        if let Some(c) = chain(here.index(), reach)
            && let Some(shot) = shoot(c)
        {
            return shot;
        }
        if let Some((step, _)) = walk {
            return Command::Move(RoomId(step as u16));
        }
        let walk = first_step(rooms, here.index(), next, cost, |r| {
            chain(r, reach).is_some()
        });
        if let Some((step, _)) = walk {
            return Command::Move(RoomId(step as u16));
        }
        // Hemmed in by pits with no shot: any room that is not certain death.
        let ways = truth.tunnels(here);
        let open = ways
            .iter()
            .copied()
            .filter(|&r| cost(here.index(), r.index()).is_some())
            .collect::<Vec<_>>();
        let pick = if open.is_empty() { ways } else { &open[..] };
        let i = dice.below(pick.len().max(1) as u32) as usize;
        match pick.get(i) {
            Some(&r) => Command::Move(r),
            None => Command::Move(here),
        }
    }
}
