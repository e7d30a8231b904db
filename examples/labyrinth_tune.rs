//! Tuning aid for the labyrinth planner: the smart bot's win rate on every
//! labyrinth variant for one set of `Weights`, set from the environment
//! (`BETA`, `GAMMA`, `HOLE`, `REACH`, `LAMBDA`, `FAR`; unset ones keep the
//! default). `GAMES` games per variant from seed `FIRST` (tune on seeds
//! the README's table does not use). `VARIANTS=labyrinth-random,labyrinth`
//! picks the variants (all five unless set); `RAYON_NUM_THREADS=1` keeps it
//! to one core.
//! `LAMBDA=2 cargo run --release --example labyrinth_tune`

use rayon::prelude::*;
use std::sync::Arc;
use wumpus::ai::Smart;
use wumpus::ai::labyrinth::plan::Weights;
use wumpus::config::{Source, from_sources};
use wumpus::engine::labyrinth::{Labyrinth, LabyrinthRules};
use wumpus::engine::{AnyRules, Game, Outcome};
use wumpus::sim::{Scratch, SimSpec, play_with};

fn knob<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn wins(rules: &Arc<LabyrinthRules>, first: u64, games: u64, weights: Weights) -> u64 {
    let spec = SimSpec::<Labyrinth> {
        rules: rules.clone(),
        bot: 0,
        games,
        seed: first,
        max_turns: 1000,
    };
    (first..first + games)
        .into_par_iter()
        .map_init(Scratch::default, |scratch, seed| {
            let mut bot = <Labyrinth as Smart>::Bot::default();
            bot.weights = weights;
            let (slot, _) = play_with(&spec, seed, scratch, &mut bot);
            let won = <Labyrinth as Game>::Outcome::ALL
                .get(slot)
                .is_some_and(|o| o.is_win());
            u64::from(won)
        })
        .sum()
}

fn main() {
    let base = Weights::default();
    let weights = Weights {
        beta: knob("BETA", base.beta),
        gamma: knob("GAMMA", base.gamma),
        hole: knob("HOLE", base.hole),
        reach: knob("REACH", base.reach),
        lambda: knob("LAMBDA", base.lambda),
        far: knob("FAR", base.far),
    };
    let games = knob("GAMES", 400u64);
    let first = knob("FIRST", 1_000_000u64);
    let config = match from_sources(&[Source::builtin()]) {
        Ok(config) => config,
        Err(e) => return eprintln!("the built-in config: {e}"),
    };
    let mut line = format!("{weights:?}");
    let all = "labyrinth-small,labyrinth,labyrinth-large,labyrinth-random,labyrinth-file";
    let ids = knob("VARIANTS", all.to_string());
    for id in ids.split(',') {
        let Some(AnyRules::Labyrinth(rules)) = config.variant(id).map(|v| v.rules.clone()) else {
            continue;
        };
        let won = wins(&rules, first, games, weights);
        line += &format!("  {id} {:.1}%", 100.0 * won as f64 / games as f64);
    }
    println!("{line}");
}
