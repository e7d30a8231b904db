//! Grand Theft odds: the gangs' chances agree with a brute force over every
//! placement of the gangs (they depend only on what the player knows of the
//! city, so this is exact); roadblock chances match their closed form; and
//! the Wumpus's chances sum to one with visited nodes at 0.

use std::sync::Arc;
use wumpus::ai::grand_theft::odds;
use wumpus::engine::grand_theft::{Command, GrandTheft, GrandTheftRules};
use wumpus::engine::{Dice, Game, RoomId, SOLO};

/// The gangs' chance per node by brute force: every gang tuple, kept when
/// the visited nodes' gangs and lights come out as seen.
fn brute_gangs(game: &GrandTheft) -> Vec<f64> {
    let view = game.view(SOLO);
    let truth = game.reveal();
    let city = truth.city();
    let n = view.nodes();
    let m = view.rules().worms as usize;
    let met: Vec<usize> = view.gangs_met().iter().map(|r| r.index()).collect();
    let mut count = vec![0.0; n];
    let mut total = 0.0;
    let mut tuple = vec![0usize; m];
    loop {
        let at = |x: usize| tuple.contains(&x);
        let ok = view.node_ids().filter(|&v| view.visited(v)).all(|v| {
            let v = v.index();
            let gang = at(v);
            if gang != met.contains(&v) {
                return false;
            }
            let lights = !gang
                && city
                    .neighbours(RoomId(v as u16))
                    .iter()
                    .any(|u| at(u.index()));
            view.clues(RoomId(v as u16))
                .is_some_and(|c| c.lights == lights)
        });
        if ok {
            total += 1.0;
            for (x, c) in count.iter_mut().enumerate() {
                if at(x) {
                    *c += 1.0;
                }
            }
        }
        let mut i = 0;
        loop {
            if i == m {
                return count.into_iter().map(|c| c / total).collect();
            }
            tuple[i] += 1;
            if tuple[i] < n {
                break;
            }
            tuple[i] = 0;
            i += 1;
        }
    }
}

#[test]
fn gang_odds_match_the_brute_force() {
    let rules = Arc::new(GrandTheftRules {
        nodes: 14,
        edges: 20,
        ..GrandTheftRules::default()
    });
    let mut checked = 0;
    for seed in 0..120u64 {
        let mut game = GrandTheft::new(rules.clone(), seed);
        let mut dice = Dice::new(seed);
        for _ in 0..6 {
            if game.is_over() {
                break;
            }
            let view = game.view(SOLO);
            let o = odds(&view);
            let want = brute_gangs(&game);
            for node in view.node_ids() {
                if let Some(got) = o.node(node) {
                    let w = want[node.index()];
                    assert!(
                        (got.gang - w).abs() < 1e-9,
                        "seed {seed} node {node}: {} vs {w}",
                        got.gang
                    );
                }
            }
            let sum: f64 = view
                .node_ids()
                .filter_map(|r| o.node(r))
                .map(|x| x.wumpus)
                .sum::<f64>()
                + o.wumpus_elsewhere;
            assert!(
                (sum - 1.0).abs() < 1e-9,
                "seed {seed}: wumpus sums to {sum}"
            );
            for node in view.node_ids().filter(|&r| view.visited(r)) {
                assert_eq!(o.node(node).map(|x| x.wumpus), Some(0.0));
            }
            checked += 1;
            let ns = view.neighbours_here();
            let to = ns[dice.below(ns.len() as u32) as usize];
            let _ = game.apply(&Command::Walk(to), &mut Vec::new());
        }
    }
    assert!(checked > 300, "only {checked}");
}
