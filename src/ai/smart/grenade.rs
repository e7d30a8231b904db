//! The grenade smart bot. Each turn it weighs every plan it can reach by
//! the safest way (each step's chance of no wumpus and no pit, from the
//! exact odds; bats cost a little, as their ride is safe but ends the
//! plan): a toss from a cave into one of its tunnels, worth the chance of
//! a kill, less what a miss costs (a grenade, scarce or not by the likely
//! count left) and the chance an alerted wumpus runs into the thrower's
//! cave; or a walk into a cave not yet seen, worth what an ordinary
//! position goes on to win. The best plan's first step is the move.

use super::route::Routes;
use crate::ai::grenade::{CaveOdds, Odds, Tracker};
use crate::engine::Player;
use crate::engine::grenade::{Command, Grenade, View};
use crate::engine::{Dice, RoomId};

#[derive(Default)]
pub struct Bot {
    tracker: Option<Tracker>,
}

/// What an ordinary position goes on to win, as a share of games.
const GO_ON: f64 = 0.85;
/// A bat ride, as a loss of that share.
const RIDE: f64 = 0.1;
/// What a wasted grenade costs, with one grenade per living wumpus left;
/// less with more to spare.
const WASTE: f64 = 0.6;

impl Player<Grenade> for Bot {
    fn begin(&mut self) {
        self.tracker = None;
    }

    fn command(&mut self, view: View<'_>, _dice: &mut Dice) -> Command {
        let tracker = match &mut self.tracker {
            Some(t) => {
                t.update(&view);
                t
            }
            None => self.tracker.insert(Tracker::new(&view)),
        };
        plan(&view, &Odds::of(tracker, &view))
    }
}

/// The chance of walking into a cave and living, counting a bat ride as
/// a small loss.
fn entry(o: CaveOdds) -> f64 {
    (1.0 - o.wumpus - o.pit).max(0.0) * (1.0 - RIDE * o.bats)
}

/// The smart bot's command, from the odds of `view`.
pub fn plan(view: &View<'_>, odds: &Odds) -> Command {
    let cave = &view.rules().cave;
    let n = cave.rooms();
    let here = view.here();
    let routes = Routes::from(
        here.index(),
        n,
        |x| view.visited(RoomId(x as u16)),
        |x, add| {
            for &y in cave.tunnels(RoomId(x as u16)) {
                add(y.index(), entry(odds.cave(y)));
            }
        },
    );
    // Grenades per living wumpus: told, or by the likely counts.
    let living = odds.living();
    let alive: f64 = living.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
    let spare = match view.grenades() {
        Some(g) => f64::from(g) / alive.max(1.0),
        None => f64::from(view.rules().grenades_per_wumpus),
    };
    let waste = WASTE / spare.max(1.0);
    // Best (value, where to go, tunnel to toss through there).
    let mut best: Option<(f64, RoomId, Option<u8>)> = None;
    let mut offer = |v: f64, to: RoomId, toss: Option<u8>| {
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, to, toss));
        }
    };
    for x in cave.room_ids() {
        let at = routes.safe[x.index()];
        if at <= 0.0 || !(x == here || view.visited(x)) {
            continue;
        }
        for (t, &c) in cave.tunnels(x).iter().enumerate() {
            let w = odds.cave(c).wumpus;
            if c == x || w <= 0.0 {
                continue;
            }
            let v = at * (w + (1.0 - w) * (GO_ON - waste) - danger(view, odds, x, c));
            offer(v, x, Some(t as u8));
        }
    }
    for u in cave.room_ids().filter(|&u| !view.visited(u)) {
        offer(routes.safe[u.index()] * GO_ON, u, None);
    }
    // Bats known: a ride to a random empty cave, maybe past caves that
    // surely kill (half as good as a cave seen by walking).
    for u in cave.room_ids().filter(|&u| u != here && view.visited(u)) {
        let b = odds.cave(u).bats;
        if b > 0.0 {
            let reach = routes.safe[u.index()] / (1.0 - RIDE * b);
            offer(reach * b * GO_ON * 0.5, u, None);
        }
    }
    let Some((_, to, toss)) = best.filter(|b| b.0 > 0.0) else {
        return fallback(view, odds);
    };
    if let Some(tunnel) = toss
        && to == here
    {
        return Command::Toss { tunnel };
    }
    let step = routes.first[to.index()].map(|i| RoomId(i as u16));
    match step.and_then(|s| view.tunnels_here().iter().position(|&c| c == s)) {
        Some(t) => Command::Move { tunnel: t as u8 },
        None => fallback(view, odds),
    }
}

/// The chance that a wumpus alerted by a blast in `c` runs into `x`: each
/// wumpus in a cave `c` has a tunnel to, with a tunnel to `x`, takes one
/// of its tunnels (roughly evenly).
fn danger(view: &View<'_>, odds: &Odds, x: RoomId, c: RoomId) -> f64 {
    let cave = &view.rules().cave;
    let mut d = 0.0;
    for &y in cave.tunnels(c) {
        if y == c || y == x {
            continue;
        }
        let ways = cave.tunnels(y);
        if ways.contains(&x) {
            d += odds.cave(y).wumpus / ways.len().max(1) as f64;
        }
    }
    d.min(1.0)
}

/// Nothing to plan for: every way on surely kills. A blast next to caves
/// not yet seen wakes any wumpus there, which may then run to where the
/// player can smell it; with no such blast, the tunnel least likely to
/// kill.
fn fallback(view: &View<'_>, odds: &Odds) -> Command {
    let tunnels = view.tunnels_here();
    let cave = &view.rules().cave;
    let unseen = |c: RoomId| {
        cave.tunnels(c)
            .iter()
            .filter(|&&y| !view.visited(y))
            .count()
    };
    let wake = (0..tunnels.len())
        .filter(|&t| tunnels[t] != view.here() && unseen(tunnels[t]) > 0)
        .max_by_key(|&t| unseen(tunnels[t]));
    if let Some(t) = wake {
        return Command::Toss { tunnel: t as u8 };
    }
    let best = (0..tunnels.len())
        .max_by(|&a, &b| entry(odds.cave(tunnels[a])).total_cmp(&entry(odds.cave(tunnels[b]))));
    Command::Move {
        tunnel: best.unwrap_or(0) as u8,
    }
}
