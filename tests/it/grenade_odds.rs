//! The grenade odds agree with an independent brute force (every wumpus
//! count and set-up, every dice outcome, through the engine itself) on
//! random small caves, to 1e-9.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use wumpus::ai::grenade::{Tracker, odds};
use wumpus::engine::dice::Draw;
use wumpus::engine::grenade::*;
use wumpus::engine::{Cave, Dice, Game, RoomId, SOLO};

fn small_cave(dice: &mut Dice, n: usize) -> Arc<Cave> {
    loop {
        let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
        let k = 2 + dice.below(2) as usize;
        for (i, list) in adj.iter_mut().enumerate() {
            list.push((i + 1) % n);
            while list.len() < k {
                list.push(dice.below(n as u32) as usize);
            }
        }
        if let Ok(c) = Cave::numbered("small", &adj) {
            return Arc::new(c);
        }
    }
}

fn outcomes(draw: Draw) -> Vec<(f64, f64)> {
    match draw {
        Draw::Below(n) => (0..n)
            .map(|i| ((f64::from(i) + 0.5) / f64::from(n), 1.0 / f64::from(n)))
            .collect(),
        Draw::Roll(p) => vec![(p / 2.0, p), (p + (1.0 - p) / 2.0, 1.0 - p)],
    }
}

fn perceived(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .copied()
        .filter(|e| !matches!(e, Event::Secret(_)))
        .collect()
}

fn branches(game: &Grenade, command: &Command, seen: &[Event]) -> Vec<(Grenade, f64)> {
    let mut out = Vec::new();
    let mut stack: Vec<(Vec<f64>, f64)> = vec![(Vec::new(), 1.0)];
    while let Some((script, p)) = stack.pop() {
        let mut g = game.clone().with_dice(Dice::strict(script.iter().copied()));
        let mut events = Vec::new();
        match catch_unwind(AssertUnwindSafe(|| g.apply(command, &mut events))) {
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

fn told(g: &Grenade) -> String {
    let v = g.view(SOLO);
    format!("{:?}{:?}", v.wumpi_left(), v.grenades())
}

/// Per cave (pit, bats, wumpus) by brute force.
fn brute(rules: &Arc<GrenadeRules>, commands: &[Command], observed: &[Grenade]) -> [Vec<f64>; 3] {
    let n = rules.cave.rooms();
    let start = observed[0].view(SOLO).here();
    let free: Vec<usize> = (0..n).filter(|&c| c != start.index()).collect();
    let counts: Vec<u32> = match rules.wumpi {
        WumpiCount::Random => (1..=rules.max_wumpi()).collect(),
        WumpiCount::Fixed(k) => vec![k],
    };
    let mut states: Vec<(Grenade, f64)> = Vec::new();
    for &k in &counts {
        let mut set_ups = Vec::new();
        let mut tuple = Vec::new();
        fn tuples(free: &[usize], k: usize, t: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if t.len() == k {
                out.push(t.clone());
                return;
            }
            for &c in free {
                if !t.contains(&c) {
                    t.push(c);
                    tuples(free, k, t, out);
                    t.pop();
                }
            }
        }
        let mut ws = Vec::new();
        tuples(&free, k as usize, &mut tuple, &mut ws);
        for w in ws {
            let rest: Vec<usize> = free.iter().copied().filter(|c| !w.contains(c)).collect();
            let pit_sets: Vec<Vec<usize>> = if rules.pits == 0 {
                vec![vec![]]
            } else {
                rest.iter().map(|&c| vec![c]).collect()
            };
            for p in pit_sets {
                let rest2: Vec<usize> = rest.iter().copied().filter(|c| !p.contains(c)).collect();
                let bat_sets: Vec<Vec<usize>> = if rules.bats == 0 {
                    vec![vec![]]
                } else {
                    rest2.iter().map(|&c| vec![c]).collect()
                };
                for b in bat_sets {
                    set_ups.push((w.clone(), p.clone(), b));
                }
            }
        }
        let each = 1.0 / counts.len() as f64 / set_ups.len() as f64;
        for (w, p, b) in set_ups {
            let ids = |v: &[usize]| v.iter().map(|&c| RoomId(c as u16)).collect::<Vec<_>>();
            let placement = Placement {
                player: start,
                wumpi: ids(&w),
                pits: ids(&p),
                bats: ids(&b),
                grenades: None,
            };
            let g = Grenade::from_placement(rules.clone(), placement, Dice::strict([]));
            if g.view(SOLO).history(0) == observed[0].view(SOLO).history(0) {
                states.push((g, each));
            }
        }
    }
    for (i, command) in commands.iter().enumerate() {
        let want = observed[i + 1].view(SOLO);
        let seen = want.history(i + 1).map(|h| h.events).unwrap_or(&[]);
        let mut next: Vec<(Grenade, f64)> = Vec::new();
        let mut at: HashMap<String, usize> = HashMap::new();
        for (g, p) in &states {
            for (g2, q) in branches(g, command, seen) {
                let v = g2.view(SOLO);
                if v.history(i + 1) != want.history(i + 1) {
                    continue;
                }
                let r = g2.reveal();
                let key = format!(
                    "{:?}{:?}{:?}{}",
                    r.wumpi(),
                    r.pits(),
                    r.bats(),
                    r.grenades()
                );
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
    let want = told(observed.last().expect("a view"));
    states.retain(|(g, _)| told(g) == want);
    let mut out = [vec![0.0; n], vec![0.0; n], vec![0.0; n]];
    let total: f64 = states.iter().map(|s| s.1).sum();
    for (g, p) in &states {
        let r = g.reveal();
        for c in r.pits() {
            out[0][c.index()] += p / total;
        }
        for c in r.bats() {
            out[1][c.index()] += p / total;
        }
        for w in r.wumpi().iter().filter(|w| w.alive) {
            out[2][w.room.index()] += p / total;
        }
    }
    out
}

fn check(seed: u64, larger: bool) -> usize {
    let mut dice = Dice::new(seed);
    let n = if larger {
        10 + dice.below(3) as usize
    } else {
        5 + dice.below(4) as usize
    };
    let cave = small_cave(&mut dice, n);
    let mut rules = GrenadeRules::on(cave);
    rules.pits = dice.below(2);
    rules.bats = dice.below(2);
    rules.grenades_per_wumpus = 1 + dice.below(2);
    rules.reveal_counts = dice.below(3) == 0;
    if larger {
        rules.wumpi = WumpiCount::Fixed(3);
    } else if dice.below(3) == 0 {
        rules.wumpi = WumpiCount::Fixed(1 + dice.below(2));
    }
    if !rules.problems().is_empty() {
        return 0;
    }
    let rules = Arc::new(rules);
    let mut game = Grenade::new(rules.clone(), seed);
    let mut views = vec![game.clone()];
    let mut commands = Vec::new();
    let mut tracker = Tracker::new(&game.view(SOLO));
    let mut checked = 0;
    while !game.is_over() && commands.len() < 5 {
        let d = game.view(SOLO).tunnels_here().len() as u32;
        let tunnel = dice.below(d) as u8;
        let command = if dice.below(3) == 0 {
            Command::Toss { tunnel }
        } else {
            Command::Move { tunnel }
        };
        if game.apply(&command, &mut Vec::new()).is_err() || game.is_over() {
            break;
        }
        commands.push(command);
        views.push(game.clone());
        let truth = brute(&rules, &commands, &views);
        let view = game.view(SOLO);
        let o = odds(&view);
        tracker.update(&view);
        let again = wumpus::ai::grenade::Odds::of(&tracker, &view);
        for c in view.room_ids() {
            let (x, y) = (o.cave(c), again.cave(c));
            let close =
                (x.pit - y.pit).abs() + (x.bats - y.bats).abs() + (x.wumpus - y.wumpus).abs();
            assert!(close < 1e-12, "seed {seed}: kept up to date = from scratch");
        }
        for c in view.room_ids() {
            let got = o.cave(c);
            let want = [
                truth[0][c.index()],
                truth[1][c.index()],
                truth[2][c.index()],
            ];
            for (a, b) in [got.pit, got.bats, got.wumpus].into_iter().zip(want) {
                assert!(
                    (a - b).abs() < 1e-9,
                    "seed {seed} cave {c} after {commands:?}: odds {got:?}, brute {want:?}"
                );
            }
        }
        checked += 1;
    }
    checked
}

#[test]
fn grenade_odds_match_the_brute_force() {
    let mut positions = 0;
    for seed in 0..250 {
        positions += check(seed, false);
    }
    for seed in 1000..1030 {
        positions += check(seed, true);
    }
    assert!(positions > 300, "only {positions} positions");
}

/// Per-turn cost on the seed's twenty caves, random play:
/// `cargo test --release --test it grenade_odds:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn per_turn_spread() {
    let caves = wumpus::formats::builtin::seed_caves().expect("built in");
    let rules = Arc::new(GrenadeRules::on(caves));
    let mut times = Vec::new();
    for seed in 0..300u64 {
        let mut game = Grenade::new(rules.clone(), seed);
        let mut dice = Dice::side_stream(seed, 3);
        let mut tracker = Tracker::new(&game.view(SOLO));
        while !game.is_over() && game.turn() < 100 {
            let command = Grenade::bot_command(0, game.view(SOLO), &mut dice);
            if game.apply(&command, &mut Vec::new()).is_err() {
                continue;
            }
            let t = std::time::Instant::now();
            tracker.update(&game.view(SOLO));
            let _ = wumpus::ai::grenade::Odds::of(&tracker, &game.view(SOLO));
            times.push(t.elapsed().as_secs_f64() * 1e6);
        }
    }
    times.sort_by(f64::total_cmp);
    eprintln!(
        "{} turns: median {:.1} us, p99 {:.1}, worst {:.1}",
        times.len(),
        times[times.len() / 2],
        times[times.len() * 99 / 100],
        times[times.len() - 1]
    );
}
