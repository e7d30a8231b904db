//! Where the classic smart bot loses: plays the games `wumpus sim VARIANT
//! --bot smart --seed SEED` plays (game i has seed SEED + i, the same bot
//! dice) and sorts each loss by how it came about, from its last turn and
//! what the player's odds said then (a diagnostic: it also reads the
//! truth, which the bot never does).
//!
//! `VARIANT=classic GAMES=4000 SEED=1 cargo run --release --example
//! classic_diag`; `SHOW=CLASS` prints the traces of the losses whose class
//! starts with CLASS (`SHOW=all` every loss), `LAST=n` their last n turns.

use rayon::prelude::*;
use std::collections::BTreeMap;
use wumpus::ai::Smart;
use wumpus::ai::classic::Tracker;
use wumpus::config::{Source, from_sources};
use wumpus::engine::classic::{Classic, ClassicRules, Command, Ending, Event};
use wumpus::engine::{AnyRules, Dice, Game, SOLO};
use wumpus::sim::Player;

const MAX_TURNS: u32 = 1000;

/// One turn as the diagnostic saw it.
struct Turn {
    command: Command,
    events: Vec<Event>,
    /// The odds' chances for the room moved into: pit, bats, wumpus.
    odds: Option<[f64; 3]>,
    /// A shot's chance of a kill, as the odds gave it.
    hit: Option<f64>,
    /// Shots missed before this turn.
    misses: u32,
    arrows: u32,
}

struct Played {
    seed: u64,
    ending: Option<Ending>,
    turns: Vec<Turn>,
    /// From the truth: the start room's tunnels all lead to a hazard.
    boxed: bool,
    /// From the player's odds: no way out of the start room is sure to be
    /// safe (a draft, bats heard or the wumpus smelled there).
    cornered: bool,
    /// What the bot weighed at its first command.
    start: String,
}

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn play(rules: &std::sync::Arc<ClassicRules>, seed: u64) -> Played {
    let mut game = Classic::new(rules.clone(), seed);
    let boxed = {
        let truth = game.reveal();
        let here = truth.player();
        let bad: Vec<_> = truth
            .pits()
            .into_iter()
            .chain(truth.bats())
            .chain(truth.wumpi().iter().map(|w| w.room))
            .collect();
        truth.tunnels(here).iter().all(|t| bad.contains(t))
    };
    let mut bot = <Classic as Smart>::Bot::default();
    if let Some(n) = std::env::var("SAMPLES").ok().and_then(|s| s.parse().ok()) {
        bot.samples = n;
    }
    let mut cornered = false;
    let mut dice = Dice::side_stream(seed, 1);
    let mut tracker: Option<Tracker> = None;
    bot.begin();
    let mut turns = Vec::new();
    let mut misses = 0;
    let start = wumpus::ai::smart::classic::explain(&game.view(SOLO));
    while !game.is_over() && game.turn() < MAX_TURNS {
        let view = game.view(SOLO);
        let arrows = view.arrows();
        let t = match &mut tracker {
            Some(t) => {
                t.update(&view);
                t
            }
            None => tracker.insert(Tracker::new(&view)),
        };
        if turns.is_empty() {
            let [pit, bats, _, wumpus] = t.marginals();
            cornered = view
                .tunnels_here()
                .iter()
                .all(|r| pit[r.index()] + bats[r.index()] + wumpus[r.index()] > 0.0);
        }
        let command = bot.command(game.view(SOLO), &mut dice);
        let odds = match command {
            Command::Move(to) => {
                let [pit, bats, _, wumpus] = t.marginals();
                let r = to.index();
                Some([pit[r], bats[r], wumpus[r]])
            }
            Command::Shoot(_) => None,
        };
        let hit = match &command {
            Command::Shoot(path) => {
                let rooms: Vec<u16> = path.rooms().iter().map(|r| r.0).collect();
                let here = game.view(SOLO).here().index();
                let wumpus = t.marginals()[3].clone();
                Some(wumpus::ai::classic::aim::judge(t.ctx(), &wumpus, here, &rooms).hit)
            }
            Command::Move(_) => None,
        };
        let mut events = Vec::new();
        if game.apply(&command, &mut events).is_err() {
            bot.refused(&command);
            continue;
        }
        bot.applied(&command, &events);
        turns.push(Turn {
            command,
            events: events.clone(),
            odds,
            hit,
            misses,
            arrows,
        });
        if events.contains(&Event::Missed) {
            misses += 1;
        }
    }
    Played {
        seed,
        ending: game.outcome(),
        turns,
        boxed,
        cornered,
        start,
    }
}

fn bucket(p: f64) -> &'static str {
    match p {
        p if p < 0.15 => "<15%",
        p if p < 0.3 => "15-30%",
        p if p < 0.5 => "30-50%",
        _ => ">=50%",
    }
}

/// A loss's class: how the last turn killed, and what led there.
fn class(p: &Played) -> String {
    let Some(last) = p.turns.last() else {
        return "capped: no turn".into();
    };
    let first_shot = p.turns.iter().find_map(|t| t.hit);
    let after = match first_shot {
        _ if last.misses == 0 && !last.events.contains(&Event::Missed) => "no miss yet".to_string(),
        Some(h) if p.turns.first().is_some_and(|t| t.hit.is_some()) => {
            format!("after a miss (first shot on turn 1, at {})", bucket(h))
        }
        Some(h) => format!("after a miss (first shot at {})", bucket(h)),
        None => "after a miss".into(),
    };
    let ridden = last.events.contains(&Event::Snatched);
    let [pit, bats, wumpus] = last.odds.unwrap_or([0.0; 3]);
    match p.ending {
        None => "capped".into(),
        Some(Ending::Won) => "won".into(),
        Some(Ending::OutOfArrows) => format!("out of arrows, {after}"),
        Some(Ending::OwnArrow) => "shot self".into(),
        Some(Ending::Pit) if ridden => {
            format!("pit after a bat ride (bats {}), {after}", bucket(bats))
        }
        Some(Ending::Pit) => format!("pit walked into (pit {}), {after}", bucket(pit)),
        Some(Ending::EatenBump) => {
            format!("bumped the wumpus (wumpus {}), {after}", bucket(wumpus))
        }
        Some(Ending::EatenMoving) if ridden => {
            format!("bats dropped the player on the wumpus, {after}")
        }
        Some(Ending::EatenMoving) => match last.command {
            Command::Shoot(_) => format!("wumpus walked in after the shot missed, {after}"),
            Command::Move(_) => format!("wumpus walked in after a move, {after}"),
        },
    }
}

fn main() {
    let id = std::env::var("VARIANT").unwrap_or("classic".into());
    let games: u64 = env("GAMES", 400);
    let first: u64 = env("SEED", 1);
    let last: usize = env("LAST", 8);
    let show = std::env::var("SHOW").unwrap_or_default();
    let config = from_sources(&[Source::builtin()]).expect("config");
    let AnyRules::Classic(rules) = config.variant(&id).expect("variant").rules.clone() else {
        panic!("{id} is not a classic variant")
    };
    // SEEDS=3,17,...: just those games (to trace them again).
    let seeds: Vec<u64> = match std::env::var("SEEDS") {
        Ok(list) => list
            .split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect(),
        Err(_) => (first..first + games).collect(),
    };
    let games = seeds.len() as u64;
    let played: Vec<Played> = seeds
        .into_par_iter()
        .map(|seed| play(&rules, seed))
        .collect();
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut seeds_of: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    let mut boxed_lost = 0;
    let mut boxed = 0;
    for p in &played {
        let won = p.ending == Some(Ending::Won);
        boxed += u64::from(p.boxed);
        if won {
            continue;
        }
        boxed_lost += u64::from(p.boxed);
        let c = class(p);
        if !show.is_empty() && (show == "all" || c.starts_with(&show)) {
            println!(
                "seed {} {:?}: {c}, {} turns",
                p.seed,
                p.ending,
                p.turns.len()
            );
            print!("{}", p.start);
            for t in p.turns.iter().rev().take(last).rev() {
                let seen: Vec<&Event> = t
                    .events
                    .iter()
                    .filter(|e| !matches!(e, Event::Secret(_)))
                    .collect();
                println!(
                    "   {:?} odds {:?} hit {:?} arrows {} misses {} -> {seen:?}",
                    t.command, t.odds, t.hit, t.arrows, t.misses
                );
            }
        }
        seeds_of.entry(c.clone()).or_default().push(p.seed);
        *tally.entry(c).or_insert(0) += 1;
    }
    let wins = played
        .iter()
        .filter(|p| p.ending == Some(Ending::Won))
        .count();
    let pct = |n: u64| 100.0 * n as f64 / games as f64;
    println!(
        "{id}: {games} games from seed {first}, won {wins} ({:.1}%)",
        pct(wins as u64)
    );
    let mut rows: Vec<_> = tally.into_iter().collect();
    rows.sort_by_key(|r| std::cmp::Reverse(r.1));
    for (c, n) in rows {
        println!("  {:5.2}%  {n:4}  {c}", pct(n));
        if std::env::var("SEEDS_OF").is_ok() {
            let list: Vec<String> = seeds_of[&c].iter().map(u64::to_string).collect();
            println!("           seeds {}", list.join(","));
        }
    }
    let cornered: Vec<&Played> = played.iter().filter(|p| p.cornered).collect();
    let won = cornered
        .iter()
        .filter(|p| p.ending == Some(Ending::Won))
        .count();
    println!(
        "  no sure way out of the start room: {} games, {won} won",
        cornered.len()
    );
    if std::env::var("SEEDS_OF").is_ok() {
        let list: Vec<String> = cornered.iter().map(|p| p.seed.to_string()).collect();
        println!("           seeds {}", list.join(","));
    }
    println!("  start boxed in by hazards (from the truth): {boxed} games, {boxed_lost} lost");
    // Every game by its first command: a shot (by its odds of a kill) or
    // a walk (by the risk of the room walked into), and how many of each
    // were won.
    let mut firsts: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    for p in &played {
        let Some(t) = p.turns.first() else { continue };
        let k = match (t.hit, t.odds) {
            (Some(h), _) => format!("shoot at {}", bucket(h)),
            (None, Some([pit, bats, wumpus])) if pit + bats + wumpus < 1e-9 => "walk, safe".into(),
            (None, Some([pit, _, wumpus])) => {
                format!("walk, pit {} wumpus {}", bucket(pit), bucket(wumpus))
            }
            _ => "other".into(),
        };
        let e = firsts.entry(k).or_insert((0, 0));
        e.0 += 1;
        e.1 += u64::from(p.ending == Some(Ending::Won));
    }
    for (k, (n, w)) in firsts {
        println!(
            "  first command {k}: {n} games, {w} won ({:.1}%)",
            100.0 * w as f64 / n.max(1) as f64
        );
    }
}
