//! The Wumpus players' rooms, for a human seat, by the model the module
//! docs of `hidden` state: a filter over the 20 rooms per living Wumpus,
//! moved once per round of the table, weighed at each of the seat's turns
//! by the stench (or its absence), the seat's own survival and its arrows.

// A room's index is its label less one, in every per-room table here.
#![allow(clippy::needless_range_loop)]

use super::facts::{Facts, Turn, bit};
use crate::engine::hidden::{Happening, HiddenView, Label, ROOMS, Role};

/// Per label: the chance some living Wumpus player is there.
pub fn density(view: &HiddenView<'_>, facts: &Facts) -> [f64; ROOMS] {
    let dead = view
        .seats
        .iter()
        .filter(|s| !s.alive && s.role == Some(Role::Wumpus))
        .count();
    let living = usize::from(view.rules.wumpus_players)
        .saturating_sub(dead)
        .max(1);
    let Some(first) = facts.turns.first() else {
        return [0.0; ROOMS];
    };
    // Every Wumpus starts in a room of its own, not the seat's.
    let mut one = [1.0; ROOMS];
    one[index(first.room)] = 0.0;
    normalise(&mut one);
    let mut wumpi = vec![one; living];
    for (k, turn) in facts.turns.iter().enumerate() {
        if k > 0 {
            for w in &mut wumpi {
                *w = step(facts, w, turn.rounds);
            }
        }
        weigh(facts, &mut wumpi, turn);
    }
    // Rooms the public rolls show empty of Wumpuses just then are left as
    // they are: the model keeps no time for other seats' turns.
    let _ = view
        .public_log
        .iter()
        .filter(|h| matches!(h, Happening::BatDrop { .. }));
    let mut out = [0.0; ROOMS];
    for r in 0..ROOMS {
        let none: f64 = wumpi.iter().map(|w| 1.0 - w[r]).product();
        out[r] = 1.0 - none;
    }
    out
}

fn index(label: Label) -> usize {
    usize::from(label.saturating_sub(1)).min(ROOMS - 1)
}

fn normalise(w: &mut [f64; ROOMS]) {
    let total: f64 = w.iter().sum();
    if total > 0.0 {
        for x in w.iter_mut() {
            *x /= total;
        }
    }
}

/// `rounds` moves: stay, or one of three tunnels, a quarter each.
fn step(facts: &Facts, w: &[f64; ROOMS], rounds: u32) -> [f64; ROOMS] {
    let mut cur = *w;
    for _ in 0..rounds {
        let mut next = [0.0; ROOMS];
        for x in 0..ROOMS {
            let p = cur[x];
            if p == 0.0 {
                continue;
            }
            next[x] += p / 4.0;
            match facts.tunnels[x] {
                Some(ts) => {
                    for t in ts {
                        next[index(t)] += p / 4.0;
                    }
                }
                None => {
                    for (y, n) in next.iter_mut().enumerate() {
                        if y != x {
                            *n += p * 0.75 / (ROOMS - 1) as f64;
                        }
                    }
                }
            }
        }
        cur = next;
    }
    cur
}

/// The seat's turn: not eaten where it stands, its arrow's rooms, and the
/// stench (a Wumpus within two rooms) or none.
fn weigh(facts: &Facts, wumpi: &mut [[f64; ROOMS]], turn: &Turn) {
    let near = within_two(facts, turn);
    for w in wumpi.iter_mut() {
        w[index(turn.room)] = 0.0;
        for r in 0..ROOMS {
            if turn.arrow_clear & (1 << r) != 0 {
                w[r] = 0.0;
            }
        }
    }
    let count = wumpi.len();
    if turn.senses.stench {
        // Each wumpus in turn, given the others as they stand.
        for i in 0..count {
            let others_far: f64 = (0..count)
                .filter(|&j| j != i)
                .map(|j| 1.0 - (0..ROOMS).map(|r| wumpi[j][r] * near[r]).sum::<f64>())
                .product();
            for r in 0..ROOMS {
                wumpi[i][r] *= near[r] + (1.0 - near[r]) * (1.0 - others_far);
            }
        }
    } else {
        for w in wumpi.iter_mut() {
            for r in 0..ROOMS {
                w[r] *= 1.0 - near[r];
            }
        }
    }
    for w in wumpi.iter_mut() {
        normalise(w);
    }
}

/// Per label: the chance it is within two rooms of where the seat stands.
fn within_two(facts: &Facts, turn: &Turn) -> [f64; ROOMS] {
    let mut near = [0.0; ROOMS];
    let here = index(turn.room);
    let mut ring: Vec<usize> = Vec::new();
    let mut unknown_slots = 0usize;
    for &a in &turn.adjacent {
        near[index(a)] = 1.0;
        match facts.tunnels[index(a)] {
            Some(ts) => {
                for t in ts {
                    let t = index(t);
                    if t != here && !turn.adjacent.iter().any(|&b| index(b) == t) {
                        ring.push(t);
                    }
                }
            }
            // The dodecahedron: two more rooms beyond each neighbour.
            None => unknown_slots += 2,
        }
    }
    for &r in &ring {
        near[r] = 1.0;
    }
    // A room stood in whose tunnels reach a neighbour is two away too.
    for r in 0..ROOMS {
        if r != here
            && near[r] == 0.0
            && facts.tunnels[r].is_some_and(|ts| ts.iter().any(|t| turn.adjacent.contains(t)))
        {
            near[r] = 1.0;
            unknown_slots = unknown_slots.saturating_sub(1);
        }
    }
    if unknown_slots > 0 {
        let open: Vec<usize> = (0..ROOMS)
            .filter(|&r| r != here && near[r] == 0.0 && facts.tunnels[r].is_none())
            .collect();
        let share = (unknown_slots as f64 / open.len().max(1) as f64).min(1.0);
        for r in open {
            near[r] = share;
        }
    }
    let _ = bit;
    near
}
