//! Tuning aid for Hidden Wumpus bots: how the humans die and how games end,
//! for a line-up, from the truth (`reveal`), which no bot reads.
//! `LINEUP=smart-humans GAMES=2000 cargo run --release --example hidden_diag`
//! (`LINEUP=baseline` for the reference; `VARIANT=hidden-party`). It also
//! times the smart seats' turns (a claim and the act it is for; one
//! thread): the median and the slowest.

use std::collections::BTreeMap;
use wumpus::ai::Smart;
use wumpus::config::{Source, from_sources};
use wumpus::engine::hidden::{Happening, Hidden, HiddenCommand, HiddenEvent, Role};
use wumpus::engine::{AnyRules, Dice, Game, Player, Reference};

fn knob(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.into())
}

fn dropped(events: &[HiddenEvent], seat: usize) -> bool {
    events
        .iter()
        .any(|e| matches!(e.what, Happening::BatDrop { seat: s, .. } if usize::from(s.0) == seat))
}

fn main() {
    let id = knob("VARIANT", "hidden");
    let lineup = knob("LINEUP", "smart-humans");
    let games: u64 = knob("GAMES", "2000").parse().unwrap_or(2000);
    let config = match from_sources(&[Source::builtin()]) {
        Ok(c) => c,
        Err(e) => return eprintln!("the built-in config: {e}"),
    };
    let Some(AnyRules::Hidden(rules)) = config.variant(&id).map(|v| v.rules.clone()) else {
        return eprintln!("{id} is not a hidden variant");
    };
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut times: Vec<((u64, u32), std::time::Duration)> = Vec::new();
    let mut count = |key: String| *tally.entry(key).or_default() += 1;
    for seed in 1..=games {
        let mut game = Hidden::new(rules.clone(), seed);
        let mut smart = if lineup == "baseline" {
            None
        } else {
            <Hidden as Smart>::lineup(&lineup)
        };
        let mut dice = Dice::side_stream(seed, 1);
        let mut events = Vec::new();
        let mut shots = 0;
        while let Some(seat) = game.to_act() {
            if game.turn() > 2000 {
                count("capped".into());
                break;
            }
            let command = match &mut smart {
                Some(bot) => {
                    let start = std::time::Instant::now();
                    let c = bot.command(game.view(seat), &mut dice);
                    let smart_seat = match lineup.as_str() {
                        "smart-wumpus" => Role::Wumpus,
                        _ => Role::Human,
                    };
                    // A turn's commands (a claim, then a shot or a walk)
                    // are one wait for the people at the table.
                    let view = game.view(seat);
                    if view.role == smart_seat {
                        let key = (seed, view.turn);
                        match times.last_mut() {
                            Some((k, t)) if *k == key => *t += start.elapsed(),
                            _ => times.push((key, start.elapsed())),
                        }
                    }
                    c
                }
                None => <Reference as Player<Hidden>>::command(
                    &mut Reference(0),
                    game.view(seat),
                    &mut dice,
                ),
            };
            let roles = game.reveal().roles().to_vec();
            let before = game.reveal().alive().to_vec();
            let rooms_before = game.reveal().rooms();
            events.clear();
            if game.apply(&command, &mut events).is_err() {
                let fallback = Hidden::fallback_command(game.view(seat), &mut dice);
                let _ = game.apply(&fallback, &mut events);
                continue;
            }
            if matches!(command, HiddenCommand::Shoot(_)) {
                shots += 1;
            }
            let truth = game.reveal();
            let after = truth.alive();
            let actor = roles[usize::from(seat.0)];
            for (s, (&was, &is)) in before.iter().zip(after).enumerate() {
                if !was || is {
                    continue;
                }
                let who = format!("{:?}", roles[s]).to_lowercase();
                let how = match (&command, actor) {
                    (HiddenCommand::Shoot(_), _) if s == usize::from(seat.0) => "own arrow",
                    (HiddenCommand::Shoot(_), _) if roles[s] == Role::Human => "friendly arrow",
                    (HiddenCommand::Shoot(_), _) => "arrow",
                    (_, Role::Wumpus) => "eaten by a moving wumpus",
                    _ if dropped(&events, s) && truth.pits().contains(&truth.rooms()[s]) => {
                        "bat drop into a pit"
                    }
                    _ if dropped(&events, s) => "bat drop onto a wumpus",
                    _ if truth.pits().contains(&truth.rooms()[s]) => "walked into a pit",
                    _ if rooms_before[s] != truth.rooms()[s] => "walked into a wumpus",
                    _ => "other",
                };
                count(format!("death: {who}: {how}"));
            }
            if game.is_over() {
                let alive_humans = (0..roles.len())
                    .filter(|&s| roles[s] == Role::Human && after[s])
                    .count();
                let end = match game.outcome() {
                    Some(o) if format!("{o:?}") == "Humans" => "humans win".to_string(),
                    _ if alive_humans > 0 => "wumpuses win: humans out of arrows".into(),
                    _ => "wumpuses win: every human dead".into(),
                };
                count(end);
                count(format!("shots per game {shots:02}"));
            }
        }
    }
    let mut times: Vec<std::time::Duration> = times.into_iter().map(|t| t.1).collect();
    times.sort_unstable();
    // The slowest is often the turn that measures the value table, once.
    if let (Some(mid), Some(max)) = (times.get(times.len() / 2), times.last()) {
        println!(
            "{} smart seat turns: median {:.2} ms, slowest {:.2} ms",
            times.len(),
            mid.as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3
        );
    }
    for (k, v) in tally {
        println!("{v:6}  {:5.1}%  {k}", 100.0 * v as f64 / games as f64);
    }
}
