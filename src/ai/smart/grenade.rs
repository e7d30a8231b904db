//! The grenade smart bot: from the exact odds, each tunnel's toss is worth
//! its chance of a kill, less what a miss costs (a grenade of those likely
//! left, and the chance that an alerted wumpus runs into the player); each
//! move costs its chance of death (wumpus or pit), and a cave not yet seen
//! is worth what it may tell. It takes the best.

use crate::ai::grenade::{Odds, Tracker};
use crate::engine::Dice;
use crate::engine::grenade::{Command, Grenade, View};
use crate::sim::Player;

#[derive(Default)]
pub struct Bot {
    tracker: Option<Tracker>,
    tosses: u32,
}

/// What a cave not yet seen is worth to walk into (what its senses may
/// tell), in the same units as a chance of death; a cave on the way to
/// one is worth half as much per cave still to go.
const NEW_CAVE: f64 = 0.12;

/// Per cave: how many tunnels from it to the nearest cave not yet seen,
/// through caves seen (the caves file is public).
fn to_unseen(view: &View<'_>) -> Vec<u32> {
    let cave = &view.rules().cave;
    let n = cave.rooms();
    let mut dist = vec![u32::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    // Backwards: from every unseen cave, over tunnels reversed.
    let mut back: Vec<Vec<usize>> = vec![Vec::new(); n];
    for r in cave.room_ids() {
        for t in cave.tunnels(r) {
            back[t.index()].push(r.index());
        }
    }
    for r in cave.room_ids() {
        if !view.visited(r) {
            dist[r.index()] = 0;
            queue.push_back(r.index());
        }
    }
    while let Some(x) = queue.pop_front() {
        for &y in &back[x] {
            if dist[y] == u32::MAX && view.visited(crate::engine::RoomId(y as u16)) {
                dist[y] = dist[x] + 1;
                queue.push_back(y);
            }
        }
    }
    dist
}

impl Player<Grenade> for Bot {
    fn begin(&mut self) {
        self.tracker = None;
        self.tosses = 0;
    }

    fn command(&mut self, view: View<'_>, _dice: &mut Dice) -> Command {
        let tracker = match &mut self.tracker {
            Some(t) => {
                t.update(&view);
                t
            }
            None => self.tracker.insert(Tracker::new(&view)),
        };
        let odds = Odds::of(tracker, &view);
        let here = view.here();
        let tunnels = view.tunnels_here();
        // Grenades likely left: the rules' count for the likely number of
        // wumpi, less those thrown.
        let per = f64::from(view.rules().grenades_per_wumpus);
        let living = odds.living();
        let expected: f64 = living.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
        let left = match view.grenades() {
            Some(g) => f64::from(g),
            None => (expected * per).max(1.0),
        };
        let unseen = to_unseen(&view);
        let mut best = (f64::MIN, Command::Move { tunnel: 0 });
        for (i, &cave) in tunnels.iter().enumerate() {
            let o = odds.cave(cave);
            let tunnel = i as u8;
            // Any wumpus next to the blast may run here: a rough share.
            let near: f64 = view
                .rules()
                .cave
                .tunnels(cave)
                .iter()
                .filter(|&&c| c != cave)
                .map(|&c| odds.cave(c).wumpus)
                .sum::<f64>()
                .min(1.0);
            let toss = o.wumpus - (1.0 - o.wumpus) * (1.0 / left + near * 0.25 * f64::from(u8::from(cave != here)));
            let info = match unseen[cave.index()] {
                u32::MAX => 0.0,
                d => NEW_CAVE * 0.5f64.powi(d as i32),
            };
            let walk = -(o.wumpus + o.pit) - o.bats * 0.01 + info;
            if o.wumpus > 0.0 && toss > best.0 {
                best = (toss, Command::Toss { tunnel });
            }
            if walk > best.0 {
                best = (walk, Command::Move { tunnel });
            }
        }
        best.1
    }

    fn applied(&mut self, command: &Command, _events: &[crate::engine::grenade::Event]) {
        if matches!(command, Command::Toss { .. }) {
            self.tosses += 1;
        }
    }
}
