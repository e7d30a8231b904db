//! Where the gangs may be: `worms` teams, each at a uniformly random node
//! (with replacement). A visited node held a gang exactly when the player
//! was kidnapped there on arriving; "Lights!" at a visited node without a
//! gang says some gang is next door, its absence that none is. Those are
//! conditions on which nodes hold none and which sets hold at least one,
//! weighed exactly by inclusion-exclusion over the latter.

use super::Known;
use crate::engine::RoomId;
use crate::engine::grand_theft::View;

/// Per node: the chance at least one gang is there.
pub(super) fn gang_odds(view: &View<'_>, k: &Known, _q: f64) -> Vec<f64> {
    let m = view.rules().worms as i32;
    let n = k.n as f64;
    let met: Vec<usize> = view.gangs_met().iter().map(|r| r.index()).collect();
    let mut empty = vec![false; k.n];
    let mut needed: Vec<Vec<usize>> = met.iter().map(|&x| vec![x]).collect();
    let radius = view.rules().lights_radius;
    for v in 0..k.n {
        if !k.visited[v] || met.contains(&v) {
            continue;
        }
        empty[v] = true;
        let lights = view.clues(RoomId(v as u16)).is_some_and(|c| c.lights);
        let reach = within(k, v, radius);
        if lights {
            needed.push(reach);
        } else {
            for x in reach {
                empty[x] = true;
            }
        }
    }
    let sets: Vec<Vec<usize>> = needed
        .into_iter()
        .map(|s| s.into_iter().filter(|&x| !empty[x]).collect())
        .collect();
    let chance = |extra: Option<usize>| -> f64 {
        let base =
            empty.iter().filter(|&&e| e).count() + extra.map_or(0, |x| usize::from(!empty[x]));
        let mut total = 0.0;
        let many = sets.len().min(20);
        for j in 0u32..(1 << many) {
            let mut union: Vec<usize> = Vec::new();
            for (i, s) in sets.iter().take(many).enumerate() {
                if j & (1 << i) != 0 {
                    union.extend(s.iter().copied().filter(|&x| Some(x) != extra));
                }
            }
            union.sort_unstable();
            union.dedup();
            let out = (base + union.len()) as f64;
            let sign = if j.count_ones() % 2 == 0 { 1.0 } else { -1.0 };
            total += sign * ((n - out).max(0.0) / n).powi(m);
        }
        total.max(0.0)
    };
    let all = chance(None);
    (0..k.n)
        .map(|x| {
            if !k.known[x] && !k.visited[x] {
                return 0.0;
            }
            if empty[x] {
                return 0.0;
            }
            if all <= 0.0 {
                return 0.0;
            }
            (1.0 - chance(Some(x)) / all).clamp(0.0, 1.0)
        })
        .collect()
}

/// Nodes within `radius` streets of `v`, by the streets the player knows
/// (exact for radius 1: a visited node's neighbours are all known).
fn within(k: &Known, v: usize, radius: u32) -> Vec<usize> {
    let mut out = vec![v];
    let mut frontier = vec![v];
    for _ in 0..radius {
        let mut next = Vec::new();
        for &x in &frontier {
            for &y in k.near[x].as_deref().unwrap_or(&[]) {
                if !out.contains(&y) {
                    out.push(y);
                    next.push(y);
                }
            }
        }
        frontier = next;
    }
    out.retain(|&x| x != v);
    out
}
