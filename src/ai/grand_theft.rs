//! Odds for Grand Theft Wumpus (docs/rules.md, Grand Theft), from the view: the
//! Wumpus's node and the gangs' over the nodes the player knows, given the
//! clues, and each known street's chance of a roadblock given the sirens.
//!
//! Exact, given the city as far as the player knows it, for the gangs
//! (`lights_radius = 1`: every neighbour of a visited node is known) and
//! for the roadblocks (each street independent, as drawn). Approximate in
//! three stated ways, since the rest of the city is a random graph the
//! player has not seen:
//! - a street between two nodes the player has not visited is there with
//!   the chance one street of the book's draw has, q = 1 - (1 - 2/n²)^edges,
//!   each independently (the island chaining and the fixed number of draws
//!   are left out). Blood (radius 2) reaches through such streets; with
//!   `blood_radius` or `lights_radius` above 2 (resp. 1) the reach is taken
//!   layer by layer as if independent;
//! - the start is taken as given: that it was drawn among the clue-free
//!   nodes (whose number depends on everything hidden) is left out;
//! - `fair_city`'s redraws (cop-free streets connect the city) are left
//!   out of the roadblock chances.

use crate::engine::RoomId;
use crate::engine::grand_theft::{GrandTheftRules, View};

/// A known node's chances.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NodeOdds {
    pub wumpus: f64,
    /// At least one gang there.
    pub gang: f64,
    /// At least one of its streets has a roadblock.
    pub cops: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    nodes: Vec<Option<NodeOdds>>,
    /// The chance the Wumpus is at a node the player does not know.
    pub wumpus_elsewhere: f64,
    /// Per known street (from a visited node): its chance of a roadblock.
    streets: Vec<(RoomId, RoomId, f64)>,
}

/// The chance one street of the book's draw joins two given nodes.
fn street_chance(rules: &GrandTheftRules, n: usize) -> f64 {
    let n = n.max(2) as f64;
    1.0 - (1.0 - 2.0 / (n * n)).powf(f64::from(rules.edges))
}

/// What the player knows of the city.
struct Known {
    n: usize,
    visited: Vec<bool>,
    /// Per node: its neighbours, if visited.
    near: Vec<Option<Vec<usize>>>,
    /// Per node: known to the player (visited, or next to a visited node).
    known: Vec<bool>,
}

impl Known {
    fn of(view: &View<'_>) -> Known {
        let n = view.nodes();
        let visited: Vec<bool> = view.node_ids().map(|r| view.visited(r)).collect();
        let near: Vec<Option<Vec<usize>>> = view
            .node_ids()
            .map(|r| {
                view.neighbours(r)
                    .map(|ns| ns.iter().map(|x| x.index()).collect())
            })
            .collect();
        let known = view.node_ids().map(|r| view.known(r)).collect();
        Known {
            n,
            visited,
            near,
            known,
        }
    }

    /// True when the street x-y is known to be there (one end visited and
    /// listing the other), `Some(false)` when known absent, `None` when
    /// neither end is visited.
    fn street(&self, x: usize, y: usize) -> Option<bool> {
        if let Some(ns) = &self.near[x] {
            return Some(ns.contains(&y));
        }
        if let Some(ns) = &self.near[y] {
            return Some(ns.contains(&x));
        }
        None
    }
}

/// The odds of `view`: a pure function of what the player knows.
// Node ids index several tables at once.
#[allow(clippy::needless_range_loop)]
pub fn odds(view: &View<'_>) -> Odds {
    let rules = view.rules();
    let k = Known::of(view);
    let q = street_chance(rules, k.n);
    let wumpus = wumpus_odds(view, &k, q);
    let gangs = gang_odds(view, &k, q);
    let p = rules.cop_chance();
    let mut streets = Vec::new();
    let mut cops = vec![0.0; k.n];
    for v in 0..k.n {
        let Some(ns) = &k.near[v] else { continue };
        let clues = view.clues(RoomId(v as u16)).unwrap_or_default();
        let unknown: Vec<usize> = ns.iter().copied().filter(|&u| !k.visited[u]).collect();
        let known_cops = ns
            .iter()
            .any(|&u| view.roadblock(RoomId(v as u16), RoomId(u as u16)) == Some(true));
        // Sirens with no roadblock known: one of the others has cops.
        let each = if !clues.sirens {
            0.0
        } else if known_cops || unknown.is_empty() {
            p
        } else {
            p / (1.0 - (1.0 - p).powi(unknown.len() as i32))
        };
        cops[v] = f64::from(u8::from(clues.sirens));
        for &u in ns {
            let chance = match view.roadblock(RoomId(v as u16), RoomId(u as u16)) {
                Some(b) => f64::from(u8::from(b)),
                None => each,
            };
            if v < u || !k.visited[u] {
                streets.push((RoomId(v as u16), RoomId(u as u16), chance));
            }
        }
    }
    // A known node not visited: some of its streets are known (from
    // visited neighbours), the rest as drawn.
    for x in 0..k.n {
        if k.visited[x] || !k.known[x] {
            continue;
        }
        let mut none = 1.0;
        for &(a, b, c) in &streets {
            if a.index() == x || b.index() == x {
                none *= 1.0 - c;
            }
        }
        let hidden = (0..k.n).filter(|&y| y != x && !k.visited[y]).count() as i32;
        none *= (1.0 - q * p).powi(hidden);
        cops[x] = 1.0 - none;
    }
    let nodes = (0..k.n)
        .map(|x| {
            k.known[x].then(|| NodeOdds {
                wumpus: wumpus.0[x],
                gang: gangs[x],
                cops: cops[x].clamp(0.0, 1.0),
            })
        })
        .collect();
    Odds {
        nodes,
        wumpus_elsewhere: wumpus.1,
        streets,
    }
}

impl Odds {
    /// A known node's odds (`None` for a node the player does not know).
    pub fn node(&self, node: RoomId) -> Option<NodeOdds> {
        self.nodes.get(node.index()).copied().flatten()
    }

    /// The chance of a roadblock on the known street between `a` and `b`.
    pub fn street(&self, a: RoomId, b: RoomId) -> Option<f64> {
        self.streets
            .iter()
            .find(|&&(x, y, _)| (x, y) == (a, b) || (x, y) == (b, a))
            .map(|s| s.2)
    }

    /// Every known street with its chance of a roadblock.
    pub fn streets(&self) -> &[(RoomId, RoomId, f64)] {
        &self.streets
    }

    /// Plain mode's `odds` lines: one per known node in number order,
    /// `room <n>: wumpus <p> gang <p> cops <p>` with four decimals (cops:
    /// the chance at least one of its streets has a roadblock).
    pub fn lines(&self) -> Vec<String> {
        self.nodes
            .iter()
            .enumerate()
            .filter_map(|(i, o)| {
                o.map(|o| {
                    format!(
                        "room {}: wumpus {:.4} gang {:.4} cops {:.4}",
                        i + 1,
                        o.wumpus,
                        o.gang,
                        o.cops
                    )
                })
            })
            .collect()
    }
}

pub fn plain_lines(view: &View<'_>) -> Vec<String> {
    odds(view).lines()
}

mod gangs;
mod wumpus;

use gangs::gang_odds;
use wumpus::wumpus_odds;
