//! Which way to go, by what each choice is expected to bring.
//!
//! A breadth-first walk over what the notebook knows (a step costs a move;
//! a hole whose landing is known is a step to that landing) finds every
//! known exit, every unknown cell next to known floor (a frontier) and
//! every hole that leads somewhere not yet known, each with its distance
//! and the first step there.
//!
//! With the treasure and an exit the moves left can reach, the nearest
//! exit wins the game: nothing else is worth a move. Otherwise the player
//! is searching (for the treasure, or for an exit). A frontier leads into
//! the unseen cells nearer to it than to any other frontier (its share,
//! found by one breadth-first pass over the unknown from all frontiers at
//! once), so it holds the prize with a chance in proportion to that share;
//! a cell far from the origin counts for more (`far`: a labyrinth's maker
//! puts the treasure far from the entrance and the exit far from the
//! treasure; the generator keeps the placing with the longest route).
//! Searching there costs the walk to it (counted `lambda` times: a search
//! left behind costs that walk again later) plus about `beta` moves a cell
//! (floor is walked, often twice; walls cost nothing). The best next
//! search is the one with the most chance per move (share over cost: the
//! classic rule for searching boxes in order), with the share cut to what
//! the moves left can search. A hole to somewhere new is a frontier whose
//! share is a guess: the unseen part of the labyrinth, scaled by `hole`.
//! A frontier on a piece whose place is unsure counts each cell by the
//! likelihood of its places that make it a new cell not nearer to a
//! frontier of the first piece (else one piece that may lie anywhere would
//! claim the whole unseen labyrinth from every side). The hole the player
//! just landed on is two moves away (off it and back) before anything
//! around it is known.
//! The knobs were tuned on random labyrinths of five sizes, not on the
//! built-in ones.

use super::{Notebook, Pos, Seen, step};
use crate::ai::hash::{Map, map};
use crate::engine::labyrinth::Dir;
use std::collections::VecDeque;

/// What a step is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Exit,
    Explore,
    Hole,
}

/// The planner's knobs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Moves it takes to search one unseen cell.
    pub beta: f64,
    /// Moves added to every search (getting into it, and out again).
    pub gamma: f64,
    /// A hole's share, as unseen cells when the labyrinth is all unseen.
    pub hole: f64,
    /// How far from a frontier its share reaches.
    pub reach: u32,
    /// Moves a step of the walk there counts for.
    pub lambda: f64,
    /// How much likelier a cell far from the origin (`Notebook::origin`)
    /// is to hold what is looked for than one next to it.
    pub far: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            beta: 1.3,
            gamma: 2.0,
            hole: 20.0,
            reach: 12,
            lambda: 3.0,
            far: 4.0,
        }
    }
}

type Node = (usize, Pos);

/// Something worth walking to: how far, the first step, and how far the
/// known cell it is stepped onto from lies from the origin (if known).
#[derive(Clone, Copy, Debug)]
struct Found {
    dist: u32,
    first: Dir,
    base: Option<u32>,
}

/// What a breadth-first walk from one place finds.
#[derive(Default)]
struct Survey {
    /// Every known cell one can stand on, reached.
    reached: Map<Node, Found>,
    /// The nearest exit, when carrying treasure.
    exit: Option<Found>,
    /// Unknown cells next to reached ones, and holes to somewhere unknown.
    frontier: Vec<(Node, Found)>,
    holes: Vec<(Node, Found)>,
}

/// Walks breadth first from `start` over what `book` knows. `origin`
/// gives the distances from the origin, for the frontier's `base`.
fn survey(book: &Notebook, start: Node, origin: &Map<Node, u32>) -> Survey {
    let mut out = Survey::default();
    let mut queue = VecDeque::from([start]);
    let mut near: Map<Node, ()> = map();
    let mut first = true;
    while let Some(node) = queue.pop_front() {
        let here = out.reached.get(&node).copied();
        for dir in Dir::ALL {
            let c = step(node.1, dir);
            let found = Found {
                dist: here.map_or(0, |f| f.dist) + 1,
                first: here.map_or(dir, |f| f.first),
                base: origin.get(&node).map(|d| d + 1),
            };
            let mut enter = |next: Node, reached: &mut Map<Node, Found>| {
                if next != start && !reached.contains_key(&next) {
                    reached.insert(next, found);
                    queue.push_back(next);
                }
            };
            match book.look(node.0, c) {
                Some(Seen::Wall) => {}
                None => {
                    if book.may_be_new(node.0, c) && near.insert((node.0, c), ()).is_none() {
                        out.frontier.push(((node.0, c), found));
                    }
                }
                Some(Seen::Exit) if book.carrying => {
                    out.exit.get_or_insert(found);
                }
                Some(Seen::Open | Seen::Exit) => enter((node.0, c), &mut out.reached),
                Some(Seen::Hole(_)) => match book.lead(node.0, c) {
                    Some(to) => enter(to, &mut out.reached),
                    None => {
                        if near.insert((node.0, c), ()).is_none() {
                            out.holes.push(((node.0, c), found));
                        }
                    }
                },
            }
        }
        if std::mem::take(&mut first) {
            landing(book, start, origin, &mut out, &mut queue, &mut near);
        }
    }
    out
}

/// The hole the player stands on (just landed on) is two moves away, off
/// it and back, even before any cell around it is known: a step that way
/// is the start of a trip through it.
fn landing(
    book: &Notebook,
    start: Node,
    origin: &Map<Node, u32>,
    out: &mut Survey,
    queue: &mut VecDeque<Node>,
    near: &mut Map<Node, ()>,
) {
    let Some(Seen::Hole(_)) = book.look(start.0, start.1) else {
        return;
    };
    let Some(off) = Dir::ALL
        .into_iter()
        .find(|&d| book.look(start.0, step(start.1, d)) != Some(Seen::Wall))
    else {
        return;
    };
    let found = Found {
        dist: 2,
        first: off,
        base: origin.get(&start).map(|d| d + 2),
    };
    match book.lead(start.0, start.1) {
        Some(to) if to != start => {
            if let std::collections::hash_map::Entry::Vacant(e) = out.reached.entry(to) {
                e.insert(found);
                queue.push_back(to);
            }
        }
        Some(_) => {}
        None => {
            if near.insert(start, ()).is_none() {
                out.holes.push((start, found));
            }
        }
    }
}

/// A search one could start now.
#[derive(Clone, Copy, Debug)]
struct Plan {
    node: Node,
    found: Found,
    aim: Aim,
    /// Chance per move (`choose`).
    index: f64,
}

/// The first step of the best plan, and what it is for; `None` when
/// nothing known is left to try. `salt` breaks ties between plans of equal
/// worth (0: always the same way, as advice must be).
pub fn choose(book: &Notebook, w: &Weights, salt: u64) -> Option<(Dir, Aim)> {
    let start = (book.current, book.at);
    let from_origin = walk(book, book.origin());
    let here = survey(book, start, &from_origin);
    let left = book.moves_left();
    if let Some(e) = here.exit.filter(|e| e.dist <= left) {
        return Some((e.first, Aim::Exit));
    }
    let scale = f64::from((book.size().0 + book.size().1).max(1));
    let shares = shares(book, &here.frontier, w.reach, |base, depth| match base {
        Some(b) => 1.0 + w.far * (f64::from(b + depth) / scale).min(2.0),
        None => 1.0 + w.far * 0.5,
    });
    let hole_share = w.hole * book.unknown_share();
    let plan = |node: Node, found: Found, aim: Aim, share: f64| {
        let room = f64::from(left.checked_sub(found.dist)?);
        let share = share.min(room / w.beta + 1.0);
        let cost = w.lambda * f64::from(found.dist) + w.beta * share + w.gamma;
        Some(Plan {
            node,
            found,
            aim,
            index: share / cost,
        })
    };
    let best = here
        .frontier
        .iter()
        .zip(shares)
        .filter_map(|(&(node, found), share)| plan(node, found, Aim::Explore, share))
        .chain(
            here.holes
                .iter()
                .filter_map(|&(node, found)| plan(node, found, Aim::Hole, hole_share)),
        )
        // The most chance per move; equal ones in the salt's order.
        .min_by(|a, b| {
            b.index
                .total_cmp(&a.index)
                .then(tie_break(salt, a.node).cmp(&tie_break(salt, b.node)))
        })?;
    Some((best.found.first, best.aim))
}

/// A number that orders equal plans: by place for salt 0, else shuffled
/// by the salt.
fn tie_break(salt: u64, (k, (x, y)): Node) -> u64 {
    let place = ((k as u64) << 40) ^ ((x as u32 as u64) << 20) ^ (y as u32 as u64);
    if salt == 0 {
        return place;
    }
    // SplitMix64's finaliser: a fixed shuffle of places per salt.
    let mut z = place ^ salt;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Distances from `origin` over what is known (holes whose landing is
/// known included: the labyrinth's own distances count them).
fn walk(book: &Notebook, origin: Node) -> Map<Node, u32> {
    let mut dist = Map::from_iter([(origin, 0)]);
    let mut queue = VecDeque::from([origin]);
    while let Some(node) = queue.pop_front() {
        let d = dist[&node];
        for dir in Dir::ALL {
            let c = step(node.1, dir);
            let next = match book.look(node.0, c) {
                Some(Seen::Open | Seen::Exit) => (node.0, c),
                Some(Seen::Hole(_)) => match book.lead(node.0, c) {
                    Some(to) => to,
                    None => continue,
                },
                _ => continue,
            };
            if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(next) {
                e.insert(d + 1);
                queue.push_back(next);
            }
        }
    }
    dist
}

/// Each frontier's share of the unseen: the unknown cells, within `reach`,
/// nearer to it than to any other (ties to the first found), each counted
/// at `prior(base, depth)`: its likelihood given the frontier's distance
/// from the origin and its own depth beyond the frontier.
fn shares(
    book: &Notebook,
    frontier: &[(Node, Found)],
    reach: u32,
    prior: impl Fn(Option<u32>, u32) -> f64,
) -> Vec<f64> {
    let mut owner: Map<Node, (usize, u32)> = map();
    let mut queue = VecDeque::new();
    for (i, (node, _)) in frontier.iter().enumerate() {
        owner.entry(*node).or_insert((i, 0));
        queue.push_back(*node);
    }
    let mut count = vec![0.0; frontier.len()];
    let mut elsewhere = Vec::new();
    while let Some(node) = queue.pop_front() {
        let Some(&(i, d)) = owner.get(&node) else {
            continue;
        };
        if node.0 == 0 {
            count[i] += prior(frontier[i].1.base, d);
        } else {
            elsewhere.push((node, i, d));
        }
        if d >= reach {
            continue;
        }
        for dir in Dir::ALL {
            let next = (node.0, step(node.1, dir));
            if owner.contains_key(&next)
                || book.look(next.0, next.1).is_some()
                || !book.may_be_new(next.0, next.1)
            {
                continue;
            }
            owner.insert(next, (i, d + 1));
            queue.push_back(next);
        }
    }
    // A cell of a piece whose place is unsure is the labyrinth's cell
    // under each place; there it is only this frontier's if no frontier
    // of the first piece is nearer (half of it at a tie).
    for (node, i, d) in elsewhere {
        let claim = |t: Pos| match owner.get(&(0, t)) {
            Some(&(_, d0)) if d0 < d => 0.0,
            Some(&(_, d0)) if d0 == d => 0.5,
            _ => 1.0,
        };
        count[i] += prior(frontier[i].1.base, d) * book.new_chance(node.0, node.1, claim);
    }
    count
}
