//! The oracle bots: one per rule set, each seeing the whole hidden state
//! (`Game::reveal`, what cheat mode shows) and playing to win with it. No
//! fair player can know more, so over the same games an oracle's wins are
//! the ceiling the smart bots are measured against (`wumpus sim --table`).
//!
//! This is the one part of `ai` that reads the truth. The simulator hands
//! it over through `engine::Seer`, a trait no seat in a game people play
//! ever takes, and the fair bots' `Player::command` is handed only the
//! view; a test keeps the rest of `ai` from naming `reveal` at all.
//!
//! An oracle knows where everything is, not what the dice will roll: it
//! plays the safest sure thing, and where chance is left (a bat's drop, a
//! bowstring) it keeps out of its way when it can.

mod classic;
mod grand_theft;
mod grenade;
mod hidden;
mod labyrinth;

pub use classic::Seer as ClassicOracle;
pub use grand_theft::Seer as GrandTheftOracle;
pub use grenade::Seer as GrenadeOracle;
pub use hidden::Seer as HiddenOracle;
pub use labyrinth::Seer as LabyrinthOracle;

use crate::engine::Game;
use crate::engine::classic::Classic;
use crate::engine::grand_theft::GrandTheft;
use crate::engine::grenade::Grenade;
use crate::engine::hidden::Hidden;
use crate::engine::labyrinth::Labyrinth;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A rule set with an oracle.
pub trait Oracle: Game {
    type Seer: crate::engine::Seer<Self> + Default + Send;
}

impl Oracle for Classic {
    type Seer = ClassicOracle;
}

impl Oracle for Grenade {
    type Seer = GrenadeOracle;
}

impl Oracle for GrandTheft {
    type Seer = GrandTheftOracle;
}

impl Oracle for Hidden {
    type Seer = HiddenOracle;
}

impl Oracle for Labyrinth {
    type Seer = LabyrinthOracle;
}

/// The rooms `tunnels` lead to, as the places the searches below take.
pub(crate) fn indices(tunnels: &[crate::engine::cave::RoomId]) -> Vec<usize> {
    tunnels.iter().map(|t| t.index()).collect()
}

/// The cheapest walk from `from` to a place where `goal` holds, over the
/// places `next` leads to, each step from one place to the next at
/// `cost(from, to)` (`None`: never). Gives
/// the first step and the walk's cost; `None` when no goal is reachable
/// or `from` is one already.
pub(crate) fn first_step(
    places: usize,
    from: usize,
    next: impl Fn(usize) -> Vec<usize>,
    cost: impl Fn(usize, usize) -> Option<u32>,
    goal: impl Fn(usize) -> bool,
) -> Option<(usize, u32)> {
    let mut best = vec![u32::MAX; places];
    let mut first = vec![usize::MAX; places];
    let mut heap = BinaryHeap::new();
    best[from] = 0;
    heap.push(Reverse((0u32, from)));
    while let Some(Reverse((d, at))) = heap.pop() {
        if d > best[at] {
            continue;
        }
        if at != from && goal(at) {
            return Some((first[at], d));
        }
        for to in next(at) {
            if to >= places || to == from {
                continue;
            }
            let Some(c) = cost(at, to) else { continue };
            let nd = d.saturating_add(c);
            if nd < best[to] {
                best[to] = nd;
                first[to] = if at == from { to } else { first[at] };
                heap.push(Reverse((nd, to)));
            }
        }
    }
    None
}

/// The shortest chain of places from `from` (not included) to one where
/// `goal` holds, over `next`, at most `limit` long and never back through
/// `from`.
pub(crate) fn shortest_chain(
    places: usize,
    from: usize,
    limit: usize,
    next: impl Fn(usize) -> Vec<usize>,
    goal: impl Fn(usize) -> bool,
) -> Option<Vec<usize>> {
    let mut parent = vec![usize::MAX; places];
    let mut depth = vec![usize::MAX; places];
    let mut queue = std::collections::VecDeque::from([from]);
    depth[from] = 0;
    while let Some(at) = queue.pop_front() {
        if at != from && goal(at) {
            let mut chain = vec![at];
            let mut p = parent[at];
            while p != from {
                chain.push(p);
                p = parent[p];
            }
            chain.reverse();
            return Some(chain);
        }
        if depth[at] >= limit {
            continue;
        }
        for to in next(at) {
            if to < places && depth[to] == usize::MAX {
                depth[to] = depth[at] + 1;
                parent[to] = at;
                queue.push_back(to);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ring(n: usize) -> impl Fn(usize) -> Vec<usize> {
        move |i| vec![(i + 1) % n, (i + n - 1) % n]
    }

    #[test]
    fn the_cheapest_walk_goes_round_a_costly_place() {
        // 0-1-2-3-4-5-0: 1 is dear, so 0 reaches 2 the long way round.
        let cost = |_: usize, p: usize| Some(if p == 1 { 10 } else { 1 });
        assert_eq!(first_step(6, 0, ring(6), cost, |p| p == 2), Some((5, 4)));
        let never = |_: usize, p: usize| (p != 1 && p != 5).then_some(1);
        assert_eq!(first_step(6, 0, ring(6), never, |p| p == 2), None);
    }

    #[test]
    fn a_chain_is_the_shortest_within_its_limit() {
        assert_eq!(
            shortest_chain(8, 0, 3, ring(8), |p| p == 3),
            Some(vec![1, 2, 3])
        );
        assert_eq!(shortest_chain(8, 0, 3, ring(8), |p| p == 4), None);
        assert_eq!(
            shortest_chain(8, 0, 4, ring(8), |p| p == 4).map(|c| c.len()),
            Some(4)
        );
    }
}
