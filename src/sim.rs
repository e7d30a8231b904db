//! Headless runs of many seeded games with a bot, on every core.

pub mod bots;

pub use bots::Bot;

use crate::engine::classic::{Classic, Command};
use crate::engine::{ClassicRules, Dice, Ending, Event};
use rayon::prelude::*;
use std::sync::Arc;
use std::time::Instant;

/// Outcome counts of a run. Index `Ending as usize`; the last slot is `capped`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub counts: [u64; 7],
    pub turns: u64,
}

pub const CAPPED: usize = 6;

impl Tally {
    pub fn games(&self) -> u64 {
        self.counts.iter().sum()
    }

    // A fold step for rayon's reduce, not arithmetic: `Add` would mislead.
    #[allow(clippy::should_implement_trait)]
    pub fn add(mut self, other: Tally) -> Tally {
        for (a, b) in self.counts.iter_mut().zip(other.counts) {
            *a += b;
        }
        self.turns += other.turns;
        self
    }

    /// (key, count) for every way a game can end, in RULES.md's order.
    pub fn outcomes(&self) -> Vec<(&'static str, u64)> {
        Ending::ALL
            .iter()
            .map(|e| (e.key(), self.counts[*e as usize]))
            .chain(std::iter::once(("capped", self.counts[CAPPED])))
            .collect()
    }

    pub fn mean_turns(&self) -> f64 {
        let g = self.games();
        if g == 0 {
            0.0
        } else {
            self.turns as f64 / g as f64
        }
    }
}

/// What to run.
#[derive(Clone, Debug)]
pub struct SimSpec {
    pub rules: Arc<ClassicRules>,
    pub bot: Bot,
    pub games: u64,
    pub seed: u64,
    pub max_turns: u32,
}

/// A finished run with its wall time.
#[derive(Clone, Debug)]
pub struct SimReport {
    pub tally: Tally,
    pub seconds: f64,
}

/// Plays one game to its end (or the turn cap) and returns its outcome slot
/// and turns. Game i of a run uses seed `seed + i`, whatever the threads.
pub fn play_one(spec: &SimSpec, seed: u64, scratch: &mut Scratch) -> (usize, u32) {
    let Scratch { game, events } = scratch;
    let game = match game {
        Some(game) => {
            game.restart(seed);
            game
        }
        None => game.insert(Classic::new(spec.rules.clone(), seed)),
    };
    let mut dice = Dice::side_stream(seed, 1);
    loop {
        let view = game.view();
        if let Some(ending) = view.ending() {
            return (ending as usize, view.turn());
        }
        if view.turn() >= spec.max_turns {
            return (CAPPED, view.turn());
        }
        let command = spec.bot.choose(&view, &mut dice);
        events.clear();
        if game.apply(command, events).is_err() {
            let fallback: Command = bots::random_move(&game.view(), &mut dice);
            // A move through one of the room's own tunnels is never refused.
            let _ = game.apply(fallback, events);
        }
    }
}

/// Memory one worker reuses from game to game, so a game allocates nothing.
#[derive(Default)]
pub struct Scratch {
    game: Option<Classic>,
    events: Vec<Event>,
}

/// Runs the games on rayon's pool (the caller picks the thread count).
pub fn run(spec: &SimSpec) -> SimReport {
    let start = Instant::now();
    let tally = (0..spec.games)
        .into_par_iter()
        .fold(
            || (Tally::default(), Scratch::default()),
            |(mut tally, mut scratch), i| {
                let (slot, turns) = play_one(spec, spec.seed.wrapping_add(i), &mut scratch);
                tally.counts[slot] += 1;
                tally.turns += u64::from(turns);
                (tally, scratch)
            },
        )
        .map(|(tally, _)| tally)
        .reduce(Tally::default, Tally::add);
    SimReport {
        tally,
        seconds: start.elapsed().as_secs_f64(),
    }
}
