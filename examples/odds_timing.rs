//! Per-turn cost of the classic odds, by default on the dodecahedron with
//! default knobs: `cargo run --release --example odds_timing`.
//! `VARIANT=wumpus3` times another classic variant; `SEEDS=50` plays fewer
//! games; `SLOW_US=900` lists every turn slower than that.
//! (The README's figures come from the criterion bench; this prints the
//! spread, worst case included.)

use std::time::Instant;
use wumpus::ai::classic::track::Tracker;
use wumpus::config::{Source, from_sources};
use wumpus::engine::classic::Classic;
use wumpus::engine::{AnyRules, Dice, Game, SOLO};

fn main() {
    let id = std::env::var("VARIANT").unwrap_or("classic".into());
    let seeds: u64 = std::env::var("SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    let config = from_sources(&[Source::builtin()]).expect("config");
    let AnyRules::Classic(rules) = config.variant(&id).expect("variant").rules.clone() else {
        panic!("{id} is not a classic variant")
    };
    let mut times = Vec::new();
    let mut still = Vec::new();
    let first: u64 = std::env::var("FIRST")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    for seed in first..first + seeds {
        let mut game = Classic::new(rules.clone(), seed);
        let mut dice = Dice::side_stream(seed, 3);
        let mut tracker = Tracker::new(&game.view(SOLO));
        while !game.is_over() && game.turn() < 200 {
            let command = Classic::bot_command(0, game.view(SOLO), &mut dice);
            let mut events = Vec::new();
            if game.apply(&command, &mut events).is_err() {
                continue;
            }
            let t = Instant::now();
            tracker.update(&game.view(SOLO));
            let update_us = t.elapsed().as_secs_f64() * 1e6;
            let _ = tracker.marginals();
            let us = t.elapsed().as_secs_f64() * 1e6;
            if us
                > std::env::var("SLOW_US")
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(20_000.0)
            {
                let v = game.view(SOLO);
                let h = v.history(v.history_len() - 1).map(|h| h.events.to_vec());
                eprintln!(
                    "slow: seed {seed} turn {} {} {:.0} us (update {:.0}), {} worlds, {:?}",
                    game.turn(),
                    tracker.mode(),
                    us,
                    update_us,
                    tracker.worlds().map_or(0, |w| w.worlds.len()),
                    h
                );
            }
            if tracker.mode() == "still" {
                still.push(us);
            }
            times.push(us);
        }
    }
    still.sort_by(f64::total_cmp);
    if !still.is_empty() {
        eprintln!(
            "{} still turns: median {:.1} us, worst {:.1}",
            still.len(),
            still[still.len() / 2],
            still[still.len() - 1]
        );
    }
    times.sort_by(f64::total_cmp);
    let q = |f: f64| times[((times.len() - 1) as f64 * f) as usize];
    eprintln!(
        "{} turns: median {:.1} us, p90 {:.1}, p99 {:.1}, worst {:.1}",
        times.len(),
        q(0.5),
        q(0.9),
        q(0.99),
        q(1.0)
    );
}
