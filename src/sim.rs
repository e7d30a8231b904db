//! Headless runs of many seeded games with a bot, on every core: one of
//! the rule set's reference bots (docs/rules.md, Reference bots) or any other
//! `Player`, such as `ai`'s smart bots. Generic over the rule set and the
//! player, and monomorphized: no `dyn` in the hot loop.

mod chooser;
mod table;

pub use table::{Rate, TableRow, table, table_markdown};

use crate::ai::{Oracle, Smart};
use crate::engine::{AnyRules, Dice, Game, Outcome, SOLO};
use chooser::{Chooser, Fair, Seeing};
use rayon::prelude::*;
use std::sync::Arc;
use std::time::Instant;

/// Outcome counts of a run: one slot per ending of the rule set, in
/// `Outcome::ALL` order, then one for `capped`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub counts: Vec<u64>,
    pub turns: u64,
}

impl Tally {
    fn new(slots: usize) -> Tally {
        Tally {
            counts: vec![0; slots],
            turns: 0,
        }
    }

    pub fn games(&self) -> u64 {
        self.counts.iter().sum()
    }

    fn merge(mut self, other: Tally) -> Tally {
        if self.counts.len() < other.counts.len() {
            self.counts.resize(other.counts.len(), 0);
        }
        for (a, b) in self.counts.iter_mut().zip(other.counts) {
            *a += b;
        }
        self.turns += other.turns;
        self
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
pub struct SimSpec<G: Game> {
    pub rules: Arc<G::Rules>,
    /// Index into `G::BOTS`.
    pub bot: usize,
    pub games: u64,
    pub seed: u64,
    pub max_turns: u32,
}

/// A finished run with its wall time.
#[derive(Clone, Debug)]
pub struct SimReport {
    pub bot: &'static str,
    /// The outcome keys of docs/rules.md, Reference bots, `capped` last;
    /// `tally.counts` follows the same order.
    pub keys: Vec<&'static str>,
    pub tally: Tally,
    pub seconds: f64,
    /// Games won (by the outcomes `Outcome::is_win` counts as a win).
    pub wins: u64,
}

impl SimReport {
    /// The share of games won, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.tally.games().max(1) as f64
    }

    /// (key, count) for every way a game can end, in the order of
    /// docs/rules.md, Reference bots: outcome keys.
    pub fn outcomes(&self) -> Vec<(&'static str, u64)> {
        self.keys
            .iter()
            .copied()
            .zip(self.tally.counts.iter().copied())
            .collect()
    }

    pub fn games_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.tally.games() as f64 / self.seconds
        } else {
            0.0
        }
    }
}

/// The outcome keys of `G`, `capped` last.
pub fn keys<G: Game>() -> Vec<&'static str> {
    G::Outcome::ALL
        .iter()
        .map(|o| o.key())
        .chain(std::iter::once("capped"))
        .collect()
}

pub use crate::engine::player::{Player, Reference, Seer};

/// The bot name `run_any` takes for `ai`'s smart bot of any rule set.
pub const SMART: &str = "smart";

/// The bot name `run_any` takes for `ai`'s oracle of any rule set, which
/// sees the truth (`ai::oracle`).
pub const ORACLE: &str = "oracle";

/// Bot draws refused in a row before the fallback command is played.
const MAX_REFUSALS: u32 = 64;

/// Plays one game to its end (or the turn cap) with the reference bot
/// `spec.bot`, and returns its outcome slot and turns. Game i of a run uses
/// seed `seed + i`, whatever the threads.
pub fn play_one<G: Game>(spec: &SimSpec<G>, seed: u64, scratch: &mut Scratch<G>) -> (usize, u32) {
    play_with(spec, seed, scratch, &mut Reference(spec.bot))
}

/// `play_one` with any fair player: it is handed only the seat's view.
pub fn play_with<G: Game, P: Player<G>>(
    spec: &SimSpec<G>,
    seed: u64,
    scratch: &mut Scratch<G>,
    player: &mut P,
) -> (usize, u32) {
    play_by(spec, seed, scratch, &mut Fair(player))
}

/// `play_one` with an oracle, which is handed the truth as well.
pub fn play_seeing<G: Game, S: Seer<G>>(
    spec: &SimSpec<G>,
    seed: u64,
    scratch: &mut Scratch<G>,
    seer: &mut S,
) -> (usize, u32) {
    play_by(spec, seed, scratch, &mut Seeing(seer))
}

fn play_by<G: Game, C: Chooser<G>>(
    spec: &SimSpec<G>,
    seed: u64,
    scratch: &mut Scratch<G>,
    player: &mut C,
) -> (usize, u32) {
    let Scratch { game, events, dice } = scratch;
    let game = match game {
        Some(game) => {
            game.restart(seed);
            game
        }
        None => game.insert(G::new(spec.rules.clone(), seed)),
    };
    let capped = G::Outcome::ALL.len();
    dice.reseed(seed, 1);
    let dice = &mut *dice;
    player.begin();
    loop {
        if let Some(outcome) = game.outcome() {
            return (outcome.index(), game.turn());
        }
        if game.turn() >= spec.max_turns {
            return (capped, game.turn());
        }
        // A refused command changes nothing (a wall bump is free), so the
        // bot simply draws again; only a bot refused again and again gets
        // the fallback, so no bot can spin forever.
        let seat = game.to_act().unwrap_or(SOLO);
        let mut done = false;
        for _ in 0..MAX_REFUSALS {
            let command = player.choose(game, seat, dice);
            events.clear();
            if game.apply(&command, events).is_ok() {
                player.applied(&command, events);
                done = true;
                break;
            }
            player.refused(&command);
        }
        if !done {
            let fallback = G::fallback_command(game.view(seat), dice);
            // The fallback is a command the rules never refuse.
            events.clear();
            if game.apply(&fallback, events).is_ok() {
                player.applied(&fallback, events);
            }
        }
    }
}

/// Memory one worker reuses from game to game, so a game allocates nothing.
pub struct Scratch<G: Game> {
    game: Option<G>,
    events: Vec<G::Event>,
    /// The bot's dice, reseeded for each game.
    dice: Dice,
}

impl<G: Game> Default for Scratch<G> {
    fn default() -> Scratch<G> {
        Scratch {
            game: None,
            events: Vec::new(),
            dice: Dice::new(0),
        }
    }
}

/// Runs the games with reference bot `spec.bot` on rayon's pool (the
/// caller picks the thread count).
pub fn run<G: Game>(spec: &SimSpec<G>) -> SimReport {
    let bot = G::BOTS.get(spec.bot).copied().unwrap_or("");
    run_with(spec, bot, || Reference(spec.bot))
}

/// Runs the games with a fair player per worker made by `make`, reported
/// under the name `bot`.
pub fn run_with<G: Game, P: Player<G> + Send>(
    spec: &SimSpec<G>,
    bot: &'static str,
    make: impl Fn() -> P + Sync + Send,
) -> SimReport {
    run_by(spec, bot, make, play_with)
}

/// Runs the games with an oracle per worker made by `make`.
pub fn run_seeing<G: Game, S: Seer<G> + Send>(
    spec: &SimSpec<G>,
    bot: &'static str,
    make: impl Fn() -> S + Sync + Send,
) -> SimReport {
    run_by(spec, bot, make, play_seeing)
}

type PlayFn<G, T> = fn(&SimSpec<G>, u64, &mut Scratch<G>, &mut T) -> (usize, u32);

fn run_by<G: Game, T: Send>(
    spec: &SimSpec<G>,
    bot: &'static str,
    make: impl Fn() -> T + Sync + Send,
    play: PlayFn<G, T>,
) -> SimReport {
    let start = Instant::now();
    let slots = G::Outcome::ALL.len() + 1;
    let tally = (0..spec.games)
        .into_par_iter()
        .fold(
            || (Tally::new(slots), Scratch::<G>::default(), make()),
            |(mut tally, mut scratch, mut player), i| {
                let seed = spec.seed.wrapping_add(i);
                let (slot, turns) = play(spec, seed, &mut scratch, &mut player);
                tally.counts[slot] += 1;
                tally.turns += u64::from(turns);
                (tally, scratch, player)
            },
        )
        .map(|(tally, _, _)| tally)
        .reduce(|| Tally::new(slots), Tally::merge);
    let wins = G::Outcome::ALL
        .iter()
        .zip(&tally.counts)
        .filter(|(o, _)| o.is_win())
        .map(|(_, n)| n)
        .sum();
    SimReport {
        bot,
        keys: keys::<G>(),
        tally,
        seconds: start.elapsed().as_secs_f64(),
        wins,
    }
}

/// Every bot name `run_any` takes for `G`: the reference bots, `smart`,
/// the smart line-ups, then `oracle`.
pub fn bot_names<G: Smart + Oracle>() -> Vec<&'static str> {
    let mut names = G::BOTS.to_vec();
    names.push(SMART);
    names.extend_from_slice(G::LINEUPS);
    names.push(ORACLE);
    names
}

/// A run of any rule set, with the bot named as docs/rules.md, Reference bots,
/// names it, or
/// `smart` for `ai`'s smart bot; with no bot named, the rule set's first
/// (its default).
pub fn run_any(
    rules: &AnyRules,
    bot: Option<&str>,
    games: u64,
    seed: u64,
    max_turns: u32,
) -> Result<SimReport, String> {
    crate::with_game!(rules, G, r => {
        let spec = |bot: usize| SimSpec::<G> {
            rules: r.clone(),
            bot,
            games,
            seed,
            max_turns,
        };
        if bot == Some(SMART) {
            return Ok(run_with(&spec(0), SMART, <G as Smart>::Bot::default));
        }
        if bot == Some(ORACLE) {
            return Ok(run_seeing(&spec(0), ORACLE, <G as Oracle>::Seer::default));
        }
        if let Some(name) = <G as Smart>::LINEUPS.iter().find(|l| Some(**l) == bot) {
            let make = || <G as Smart>::lineup(name).unwrap_or_default();
            return Ok(run_with(&spec(0), name, make));
        }
        let found = match bot {
            None => (!G::BOTS.is_empty()).then_some(0),
            Some(bot) => G::BOTS.iter().position(|b| *b == bot),
        };
        let Some(index) = found else {
            let bot = bot.unwrap_or_default();
            return Err(format!(
                "no bot {bot:?} for the {} rules; the bots are: {}",
                G::RULE_SET,
                bot_names::<G>().join(", ")
            ));
        };
        Ok(run::<G>(&spec(index)))
    })
}
