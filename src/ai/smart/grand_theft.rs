//! The Grand Theft smart bot. Each turn it weighs every plan it can reach
//! by the safest way through nodes already visited (where no Wumpus or
//! gang waits, and each street's cops are known or weighed by the odds):
//! charging a node, worth the chance of living to the charge times the
//! chance the Wumpus is there; or exploring a node not yet visited, worth
//! the chance of living to it (no cops, no Wumpus, a gang's ride counted
//! as a small loss) times what an ordinary position goes on to win. The
//! best plan's first step is the move. The Wumpus never moves, so a charge
//! that is good now stays good: the bot explores while exploring is safer
//! than the charge is sure.

use super::route::Routes;
use crate::ai::grand_theft::odds;
use crate::engine::Player;
use crate::engine::grand_theft::{Command, GrandTheft, View};
use crate::engine::{Dice, RoomId};

#[derive(Default)]
pub struct Bot;

/// The share of games the bot wins from an ordinary position, walking on
/// (tuned: 0.65 to 0.95 win alike, 0.5 charges too soon):
/// below it, a charge waits for better odds.
const GO_ON: f64 = 0.9;
/// A gang's ride, as a loss of that share: the player lands anywhere
/// (possibly on the Wumpus) and far from the map they know.
const RIDE: f64 = 0.15;

impl Player<GrandTheft> for Bot {
    fn command(&mut self, view: View<'_>, _dice: &mut Dice) -> Command {
        plan(&view)
    }
}

/// The chance of passing the street `x`-`y` without meeting cops.
fn clear(view: &View<'_>, o: &crate::ai::grand_theft::Odds, x: RoomId, y: RoomId) -> f64 {
    match view.roadblock(x, y) {
        Some(cops) => f64::from(u8::from(!cops)),
        None => 1.0 - o.street(x, y).unwrap_or(0.0),
    }
}

/// The smart bot's command for `view`.
pub fn plan(view: &View<'_>) -> Command {
    let o = odds(view);
    let here = view.here();
    let n = view.nodes();
    let routes = Routes::from(
        here.index(),
        n,
        |x| view.visited(RoomId(x as u16)),
        |x, add| {
            let x = RoomId(x as u16);
            for &y in view.neighbours(x).unwrap_or(&[]) {
                add(y.index(), clear(view, &o, x, y));
            }
        },
    );
    let bullets = view.bullets();
    // Best (value, where to walk, what to charge from there) so far.
    let mut best: Option<(f64, RoomId, Option<RoomId>)> = None;
    let mut offer = |v: f64, to: RoomId, charge: Option<RoomId>| {
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, to, charge));
        }
    };
    for x in view.node_ids().filter(|&x| view.visited(x)) {
        let at = routes.safe[x.index()];
        if at <= 0.0 {
            continue;
        }
        for &u in view.neighbours(x).unwrap_or(&[]) {
            let Some(node) = o.node(u) else { continue };
            if node.wumpus <= 0.0 {
                continue;
            }
            let miss = if bullets > 1 { GO_ON } else { 0.0 };
            let v = at * clear(view, &o, x, u) * (node.wumpus + (1.0 - node.wumpus) * miss);
            offer(v, x, Some(u));
        }
    }
    for u in view.node_ids().filter(|&u| !view.visited(u)) {
        let Some(node) = o.node(u) else { continue };
        let v = routes.safe[u.index()] * (1.0 - node.wumpus) * (1.0 - RIDE * node.gang) * GO_ON;
        offer(v, u, None);
    }
    let Some((_, to, charge)) = best else {
        return fallback(view, &o);
    };
    if let Some(target) = charge
        && to == here
    {
        return Command::Charge(target);
    }
    match routes.first[to.index()].map(|i| RoomId(i as u16)) {
        Some(step) if view.neighbours_here().contains(&step) => Command::Walk(step),
        _ => fallback(view, &o),
    }
}

/// Nothing to plan for: the street from here least likely to hold cops.
fn fallback(view: &View<'_>, o: &crate::ai::grand_theft::Odds) -> Command {
    let here = view.here();
    let safest = view
        .neighbours_here()
        .iter()
        .copied()
        .max_by(|&a, &b| clear(view, o, here, a).total_cmp(&clear(view, o, here, b)));
    Command::Walk(safest.unwrap_or(here))
}
