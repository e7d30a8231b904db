//! An independent reference for the classic odds: every set-up of a small
//! cave, every outcome of every dice draw the engine itself makes (its
//! dice run strict: each draw it has no answer for is tried every way),
//! kept when the player's perception history comes out exactly as
//! observed. It shares no code with `wumpus::ai`.
#![allow(dead_code)]

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use wumpus::engine::classic::{Classic, ClassicRules, Command, Event, Placement};
use wumpus::engine::dice::Draw;
use wumpus::engine::{Cave, Dice, Game, RoomId, SOLO};

/// Per room: the chance of a pit, bats, termites, and a living wumpus.
pub type Marginals = [Vec<f64>; 4];

/// Every ordered choice of `k` distinct rooms out of `free`.
fn ordered(free: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &r) in free.iter().enumerate() {
        let mut rest = free.to_vec();
        rest.remove(i);
        for mut tail in ordered(&rest, k - 1) {
            tail.insert(0, r);
            out.push(tail);
        }
    }
    out
}

/// Every set of `k` rooms out of `free`.
fn sets(free: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..free.len() {
        for mut tail in sets(&free[i + 1..], k - 1) {
            tail.insert(0, free[i]);
            out.push(tail);
        }
    }
    out
}

fn ids(rooms: &[usize]) -> Vec<RoomId> {
    rooms.iter().map(|&r| RoomId(r as u16)).collect()
}

/// The answers that make a strict die give each outcome of `draw`, with
/// their chances.
fn outcomes(draw: Draw) -> Vec<(f64, f64)> {
    match draw {
        Draw::Below(n) => (0..n)
            .map(|i| ((f64::from(i) + 0.5) / f64::from(n), 1.0 / f64::from(n)))
            .collect(),
        Draw::Roll(p) => {
            let mut out = Vec::new();
            if p > 0.0 {
                out.push((p.min(1.0) / 2.0, p.min(1.0)));
            }
            if p < 1.0 {
                out.push((p.max(0.0) + (1.0 - p.max(0.0)) / 2.0, 1.0 - p.max(0.0)));
            }
            out
        }
    }
}

fn perceived(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .copied()
        .filter(|e| !matches!(e, Event::Secret(_)))
        .collect()
}

/// Every way `command` can go in `game` that shows the player `seen`, with
/// its chance. A branch is dropped as soon as what it has shown so far
/// differs from the start of `seen` (else a chain of bat snatches would
/// branch without end).
fn branches(game: &Classic, command: &Command, seen: &[Event]) -> Vec<(Classic, f64)> {
    let mut out = Vec::new();
    let mut stack: Vec<(Vec<f64>, f64)> = vec![(Vec::new(), 1.0)];
    while let Some((script, p)) = stack.pop() {
        let mut g = game.clone().with_dice(Dice::strict(script.iter().copied()));
        let mut events = Vec::new();
        let ran = catch_unwind(AssertUnwindSafe(|| g.apply(command, &mut events)));
        match ran {
            Ok(Ok(())) => out.push((g, p)),
            Ok(Err(_)) => {}
            Err(payload) => {
                let Ok(draw) = payload.downcast::<Draw>() else {
                    panic!("the engine panicked");
                };
                if !seen.starts_with(&perceived(&events)) {
                    continue;
                }
                for (x, q) in outcomes(*draw) {
                    let mut next = script.clone();
                    next.push(x);
                    stack.push((next, p * q));
                }
            }
        }
    }
    out
}

/// Everything hidden about a game between commands (the engine's own
/// `Debug` of its wumpi prints their private counts too).
fn state_key(g: &Classic) -> String {
    let t = g.reveal();
    format!(
        "{:?}{:?}{:?}{:?}{:?}",
        t.player(),
        t.wumpi(),
        t.pits(),
        t.bats(),
        t.termites()
    )
}

/// The posterior marginals after `commands`, given that the player saw
/// what `observed` (the real game's views, one per command, the start
/// first) show. `termites` rooms are placed like the other hazards.
pub fn posterior(
    rules: &Arc<ClassicRules>,
    cave: &Arc<Cave>,
    commands: &[Command],
    observed: &[Classic],
) -> Option<Marginals> {
    let n = cave.rooms();
    let start = observed[0].view(SOLO).here().index();
    let free: Vec<usize> = (0..n).filter(|&r| r != start).collect();
    // Every set-up whose start looks as observed, equally likely.
    let mut states: Vec<(Classic, f64)> = Vec::new();
    for wumpi in ordered(&free, rules.wumpi as usize) {
        let left: Vec<usize> = free
            .iter()
            .copied()
            .filter(|r| !wumpi.contains(r))
            .collect();
        for pits in sets(&left, rules.pits as usize) {
            let left: Vec<usize> = left.iter().copied().filter(|r| !pits.contains(r)).collect();
            for bats in sets(&left, rules.bats as usize) {
                let left: Vec<usize> = left.iter().copied().filter(|r| !bats.contains(r)).collect();
                for termites in sets(&left, rules.termites as usize) {
                    let placement = Placement {
                        player: RoomId(start as u16),
                        wumpi: ids(&wumpi),
                        pits: ids(&pits),
                        bats: ids(&bats),
                    };
                    let game = Classic::from_placement(
                        rules.clone(),
                        cave.clone(),
                        &placement,
                        Dice::strict([]),
                    )
                    .with_termites(&ids(&termites));
                    if game.view(SOLO).history(0) == observed[0].view(SOLO).history(0) {
                        states.push((game, 1.0));
                    }
                }
            }
        }
    }
    for (i, command) in commands.iter().enumerate() {
        let want = observed[i + 1].view(SOLO);
        let seen = want.history(i + 1).map(|h| h.events).unwrap_or(&[]);
        // Paths to the same hidden state merge, so the list grows with
        // the states, not with the paths.
        let mut next: Vec<(Classic, f64)> = Vec::new();
        let mut at: HashMap<String, usize> = HashMap::new();
        for (g, p) in &states {
            for (g2, q) in branches(g, command, seen) {
                if g2.view(SOLO).history(i + 1) != want.history(i + 1) {
                    continue;
                }
                let key = state_key(&g2);
                match at.get(&key) {
                    Some(&j) => next[j].1 += p * q,
                    None => {
                        at.insert(key, next.len());
                        next.push((g2, p * q));
                    }
                }
            }
        }
        states = next;
    }
    let mut out: Marginals = [vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]];
    let mut total = 0.0;
    for (g, p) in states {
        total += p;
        let truth = g.reveal();
        for r in truth.pits() {
            out[0][r.index()] += p;
        }
        for r in truth.bats() {
            out[1][r.index()] += p;
        }
        for r in truth.termites() {
            out[2][r.index()] += p;
        }
        let mut seen = vec![false; n];
        for w in truth.wumpi().iter().filter(|w| w.alive) {
            if !seen[w.room.index()] {
                seen[w.room.index()] = true;
                out[3][w.room.index()] += p;
            }
        }
    }
    if total <= 0.0 {
        return None;
    }
    for class in &mut out {
        for x in class.iter_mut() {
            *x /= total;
        }
    }
    Some(out)
}
