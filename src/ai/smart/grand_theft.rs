//! The Grand Theft smart bot: from the odds, a charge is worth its chance
//! of finding the Wumpus (the last bullet missing ends the game); a walk
//! costs its chance of cops on the street or the Wumpus at the node, and a
//! node not yet visited is worth what its clues may tell. It takes the best
//! by expected outcome.

use crate::ai::grand_theft::odds;
use crate::engine::Dice;
use crate::engine::grand_theft::{Command, GrandTheft, View};
use crate::sim::Player;

#[derive(Default)]
pub struct Bot;

/// What walking on is worth when no charge is made: the share of games
/// the bot goes on to win from an ordinary position (a charge below it
/// waits for better odds).
const GO_ON: f64 = 0.6;
/// What walking on is worth with nothing new left that way.
const STUCK: f64 = 0.05;

/// What a node not yet visited is worth to walk to, as a chance; a node on
/// the way to one, half as much per street still to go.
const NEW_NODE: f64 = 0.1;

/// Per node: streets to the nearest node not yet visited, through visited
/// ones, along the streets the player knows.
fn to_unvisited(view: &View<'_>) -> Vec<u32> {
    let n = view.nodes();
    let mut dist = vec![u32::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    for r in view.node_ids() {
        if view.known(r) && !view.visited(r) {
            dist[r.index()] = 0;
            queue.push_back(r);
        }
    }
    while let Some(x) = queue.pop_front() {
        for y in view.node_ids() {
            if dist[y.index()] == u32::MAX && view.visited(y) && view.knows_street(x, y) {
                dist[y.index()] = dist[x.index()] + 1;
                queue.push_back(y);
            }
        }
    }
    dist
}

impl Player<GrandTheft> for Bot {
    fn command(&mut self, view: View<'_>, _dice: &mut Dice) -> Command {
        let o = odds(&view);
        let here = view.here();
        let bullets = view.bullets();
        let far = to_unvisited(&view);
        let mut best: Option<(f64, Command)> = None;
        for &n in view.neighbours_here() {
            let node = o.node(n).unwrap_or_default();
            let cops = o.street(here, n).unwrap_or(0.0);
            let safe = (1.0 - cops) * (1.0 - node.wumpus);
            // A charge: the Wumpus there wins; else, with bullets to spare,
            // play goes on.
            let miss = if bullets > 1 { GO_ON } else { 0.0 };
            let charge = (1.0 - cops) * (node.wumpus + (1.0 - node.wumpus) * miss);
            let fresh = match far[n.index()] {
                u32::MAX => 0.0,
                d => NEW_NODE * 0.5f64.powi(d as i32),
            };
            // Walking on is worth going on only towards something new: in
            // circles it wins nothing.
            let on = if fresh > 0.0 { GO_ON + fresh } else { STUCK };
            let walk = safe * on - node.gang * 0.05;
            for (v, c) in [(charge, Command::Charge(n)), (walk, Command::Walk(n))] {
                if best.as_ref().is_none_or(|b| v > b.0) {
                    best = Some((v, c));
                }
            }
        }
        best.map_or(Command::Walk(here), |b| b.1)
    }
}
