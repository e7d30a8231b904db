//! Where the Wumpus may be: each node weighed by the chance of every blood
//! clue if it were there. A clue of a visited node reaches through its
//! neighbours; through one the player has not visited, only by a street
//! they have not seen, each there with the draw's chance `q` (the module
//! docs of `grand_theft`). Streets shared by several clues are taken
//! jointly (inclusion-exclusion), so the clues are weighed together.

use super::Known;
use crate::engine::RoomId;
use crate::engine::grand_theft::View;

/// Per node: the chance the Wumpus is there (0 for nodes the player does
/// not know); and the chance it is at one of those.
// Node ids index several tables at once.
#[allow(clippy::needless_range_loop)]
pub(super) fn wumpus_odds(view: &View<'_>, k: &Known, q: f64) -> (Vec<f64>, f64) {
    let radius = view.rules().blood_radius;
    let mut like = vec![0.0; k.n];
    let mut unknown_like = None;
    let unknown: Vec<usize> = (0..k.n).filter(|&x| !k.known[x]).collect();
    for w in 0..k.n {
        if k.visited[w] {
            continue;
        }
        if !k.known[w] {
            // Every node the player does not know is alike.
            if unknown_like.is_none() {
                unknown_like = Some(likelihood(view, k, q, w, radius));
            }
            continue;
        }
        like[w] = likelihood(view, k, q, w, radius);
    }
    let elsewhere = unknown_like.unwrap_or(0.0) * unknown.len() as f64;
    let total: f64 = like.iter().sum::<f64>() + elsewhere;
    if total <= 0.0 {
        return (like, 0.0);
    }
    for l in &mut like {
        *l /= total;
    }
    (like, elsewhere / total)
}

/// The chance of every blood clue seen if the Wumpus were at `w`.
fn likelihood(view: &View<'_>, k: &Known, q: f64, w: usize, radius: u32) -> f64 {
    // Streets from unvisited neighbours to `w` that must be missing, and
    // sets of which at least one must be there.
    let mut absent: Vec<usize> = Vec::new();
    let mut needed: Vec<Vec<usize>> = Vec::new();
    for v in 0..k.n {
        let Some(ns) = &k.near[v] else { continue };
        let blood = view.clues(RoomId(v as u16)).is_some_and(|c| c.blood);
        let close = ns.contains(&w);
        let two = radius >= 2
            && ns
                .iter()
                .any(|&u| k.near[u].as_ref().is_some_and(|m| m.contains(&w)));
        if close || two {
            if !blood {
                return 0.0;
            }
            continue;
        }
        if radius < 2 {
            if blood {
                return 0.0;
            }
            continue;
        }
        // Through an unvisited neighbour u: is the street u-w there?
        let ways: Vec<usize> = ns
            .iter()
            .copied()
            .filter(|&u| u != w && !k.visited[u] && k.street(u, w).is_none())
            .collect();
        // Farther blood (radius above 2) is taken to reach through these
        // too, at the same chance: an approximation the module docs state.
        if blood {
            needed.push(ways);
        } else {
            absent.extend(ways);
        }
    }
    absent.sort_unstable();
    absent.dedup();
    let mut sets: Vec<Vec<usize>> = Vec::new();
    for set in needed {
        let left: Vec<usize> = set.into_iter().filter(|u| !absent.contains(u)).collect();
        if left.is_empty() {
            return 0.0;
        }
        sets.push(left);
    }
    let miss = 1.0 - q;
    let base = miss.powi(absent.len() as i32);
    base * all_hit(&sets, miss)
}

/// The chance that each set holds at least one present street, streets
/// present independently (absent with chance `miss`): inclusion-exclusion
/// over the sets.
fn all_hit(sets: &[Vec<usize>], miss: f64) -> f64 {
    if sets.len() > 20 {
        // Too many to weigh jointly: as if independent.
        return sets
            .iter()
            .map(|s| 1.0 - miss.powi(s.len() as i32))
            .product();
    }
    let mut total = 0.0;
    for j in 0u32..(1 << sets.len()) {
        let mut union: Vec<usize> = Vec::new();
        for (i, s) in sets.iter().enumerate() {
            if j & (1 << i) != 0 {
                union.extend(s);
            }
        }
        union.sort_unstable();
        union.dedup();
        let sign = if j.count_ones() % 2 == 0 { 1.0 } else { -1.0 };
        total += sign * miss.powi(union.len() as i32);
    }
    total.max(0.0)
}
