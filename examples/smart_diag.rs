//! Hand tuning aid: per-decision cost and losses of the classic
//! smart bot. `VARIANT=yob1972 cargo run --release --example smart_diag`

use std::time::Instant;
use wumpus::ai::Smart;
use wumpus::config::{Source, from_sources};
use wumpus::engine::classic::{Classic, Command, Event};
use wumpus::engine::{AnyRules, Dice, Game, SOLO};
use wumpus::sim::Player;

fn main() {
    let id = std::env::var("VARIANT").unwrap_or("classic".into());
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(200);
    let config = from_sources(&[Source::builtin()]).expect("config");
    let AnyRules::Classic(rules) = config.variant(&id).expect("variant").rules.clone() else {
        panic!("not classic")
    };
    let mut tally = std::collections::BTreeMap::new();
    let mut slow: Vec<(f64, bool, u64)> = Vec::new();
    let first: u64 = std::env::var("FIRST")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100000);
    for seed in first..first + games {
        let mut game = Classic::new(rules.clone(), seed);
        let mut bot = <Classic as Smart>::Bot::default();
        if let Some(n) = std::env::var("SAMPLES").ok().and_then(|s| s.parse().ok()) {
            bot.samples = n;
        }
        let mut dice = Dice::side_stream(seed, 1);
        bot.begin();
        let mut shots = 0;
        let mut log = Vec::new();
        while !game.is_over() && game.turn() < 1000 {
            let awake = wumpus::ai::smart::classic::Mind::of(&game.view(SOLO)).awake;
            let t = Instant::now();
            let c = bot.command(game.view(SOLO), &mut dice);
            slow.push((t.elapsed().as_secs_f64(), awake, seed));
            let mut ev = Vec::new();
            if game.apply(&c, &mut ev).is_err() {
                panic!("refused {c:?}");
            }
            if matches!(c, Command::Shoot(_)) {
                shots += 1;
            }
            let seen: Vec<Event> = ev
                .iter()
                .copied()
                .filter(|e| !matches!(e, Event::Secret(_)))
                .collect();
            log.push(format!("{c:?} -> {seen:?}"));
        }
        let o = game
            .outcome()
            .map(|o| format!("{o:?}"))
            .unwrap_or("capped".into());
        if o != "Won" && std::env::var("SHOW").is_ok() {
            eprintln!("seed {seed} {o}");
            let last: usize = std::env::var("LAST")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(3);
            for l in log.iter().rev().take(last).rev() {
                eprintln!("   {l}");
            }
        }
        *tally.entry(format!("{o} shots={shots}")).or_insert(0) += 1;
    }
    for (k, v) in tally {
        eprintln!("{k}: {v}");
    }
    for awake in [false, true] {
        let mut t: Vec<f64> = slow.iter().filter(|s| s.1 == awake).map(|s| s.0).collect();
        t.sort_by(f64::total_cmp);
        if !t.is_empty() {
            eprintln!(
                "awake {awake}: {} decisions, total {:.1}s, median {:.2}ms, max {:.0}ms",
                t.len(),
                t.iter().sum::<f64>(),
                t[t.len() / 2] * 1e3,
                t[t.len() - 1] * 1e3
            );
        }
    }
}
