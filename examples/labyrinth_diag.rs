//! Where a labyrinth bot's lost games are lost, from the truth (`reveal`),
//! which no bot reads: the treasure never found (the bot out of ideas, or
//! out of moves), or found with no exit reached (one it had stood on
//! before, or none), and whether it fell into one hole three times or more
//! (a wormhole loop); and how much of the floor the lost games walked.
//! `VARIANT=labyrinth BOT=smart GAMES=1000 cargo run --release --example labyrinth_diag`
//! (`BOT=wall-follower` or `depth-first`; `SEED=1` the first seed;
//! `TRACE=17` prints game 17 move by move on its map instead). A generated
//! labyrinth of another size: `GEN=40x25x8x2` (width x height x wormholes x
//! treasures) with `VARIANT=labyrinth-random`.
//! `LIST=1` adds a line per lost game: its limit and best route, the
//! moves spent stepping onto cells walked before, and the move the
//! treasure was taken on with the best route left from there. `PRIOR=1`
//! prints, instead of playing, how much likelier the treasure is at each
//! walking distance from the start than any floor cell there (and the
//! exit from the treasure): what the planner's `far` guesses.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use wumpus::ai::Smart;
use wumpus::config::{Source, from_sources};
use wumpus::engine::labyrinth::solve::solve_from;
use wumpus::engine::labyrinth::{Cell, Command, Event, Labyrinth, LabyrinthRules};
use wumpus::engine::{AnyRules, Dice, Game, Outcome, Player};

fn knob(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.into())
}

/// One game played to its end: the commands carried out with their events.
struct Played {
    game: Labyrinth,
    moves: Vec<(Command, Vec<Event>)>,
    waits: u32,
}

fn play(rules: &Arc<LabyrinthRules>, bot: &str, seed: u64) -> Option<Played> {
    let mut player = if bot == "smart" {
        <Labyrinth as Smart>::Bot::default()
    } else {
        <Labyrinth as Smart>::lineup(bot)?
    };
    let mut game = Labyrinth::new(rules.clone(), seed);
    let mut dice = Dice::side_stream(seed, 1);
    let mut moves = Vec::new();
    let mut waits = 0;
    player.begin();
    while game.outcome().is_none() && game.turn() < 1000 {
        let mut done = false;
        for _ in 0..64 {
            let command = player.command(game.view(wumpus::engine::SOLO), &mut dice);
            let mut events = Vec::new();
            let left = game.view(wumpus::engine::SOLO).moves_left();
            if game.apply(&command, &mut events).is_ok() {
                player.applied(&command, &events);
                // A wait with moves to spare: the bot saw nothing to try.
                waits += u32::from(command == Command::Wait && left >= 5);
                moves.push((command, events));
                done = true;
                break;
            }
            player.refused(&command);
        }
        if !done {
            let mut events = Vec::new();
            let _ = game.apply(&Command::Wait, &mut events);
            moves.push((Command::Wait, events));
        }
    }
    Some(Played { game, moves, waits })
}

/// The share of the labyrinth's floor a game walked.
fn walked(p: &Played) -> f64 {
    let truth = p.game.reveal();
    let floor = truth
        .grid()
        .cells()
        .iter()
        .filter(|c| **c != Cell::Wall)
        .count();
    let walked: HashSet<usize> = truth.trail().iter().copied().collect();
    walked.len() as f64 / floor.max(1) as f64
}

/// Why a lost game was lost, in a few words.
fn why(p: &Played) -> String {
    let truth = p.game.reveal();
    let grid = truth.grid();
    let trail = truth.trail();
    let mut falls: HashMap<usize, u32> = HashMap::new();
    for (i, &at) in trail.iter().enumerate() {
        if matches!(grid.cell(at), Cell::Wormhole(_)) && i + 1 < trail.len() {
            let next = trail[i + 1];
            if matches!(grid.cell(next), Cell::Wormhole(_)) && next != at {
                *falls.entry(at).or_default() += 1;
            }
        }
    }
    let most = falls.values().copied().max().unwrap_or(0);
    let looped = if most >= 3 {
        ", wormhole loop (3 or more falls into one hole)".to_string()
    } else {
        String::new()
    };
    let Some(&first) = truth.taken().first() else {
        let idle = if p.waits > 0 {
            "out of ideas (waited)"
        } else {
            "out of moves"
        };
        return format!("treasure never found: {idle}{looped}");
    };
    let found = trail.iter().position(|&c| c == first).unwrap_or(0);
    let exit_seen = trail[..found].iter().any(|&c| grid.cell(c) == Cell::Exit);
    let exit = if exit_seen {
        "an exit stood on before"
    } else {
        "no exit stood on before"
    };
    format!("treasure found, no exit reached: {exit}{looped}")
}

/// One lost game in a line: its limit and the best route's length, the
/// move the treasure was taken on and the best route left from there,
/// and the moves spent stepping onto cells walked before.
fn line(seed: u64, p: &Played) -> String {
    let truth = p.game.reveal();
    let grid = truth.grid();
    let trail = truth.trail();
    let limit = p.game.view(wumpus::engine::SOLO).move_limit();
    let best = truth.shortest().unwrap_or(0);
    let mut seen = HashSet::new();
    let again = trail.iter().filter(|&&c| !seen.insert(c)).count();
    let taken = truth.taken().first().map(|&t| {
        let at = p
            .moves
            .iter()
            .position(|(_, e)| e.contains(&Event::TreasureFound));
        let left = solve_from(grid, t, true).map_or(0, |r| r.len());
        format!(
            "treasure at move {} ({left} more needed)",
            at.unwrap_or(0) + 1
        )
    });
    format!(
        "seed {seed}: limit {limit}, best {best}, re-walked {again}, {}",
        taken.unwrap_or_else(|| "no treasure".into())
    )
}

fn trace(p: &Played) {
    let truth = p.game.reveal();
    let grid = truth.grid();
    for (i, (c, e)) in p.moves.iter().enumerate() {
        println!("{i:3} {c:?} -> {e:?}");
    }
    let walked: HashSet<usize> = truth.trail().iter().copied().collect();
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let at = grid.at(x, y);
                let c = grid.cell(at).symbol();
                match (c, walked.contains(&at)) {
                    (' ', true) => '.',
                    (c, _) => c,
                }
            })
            .collect();
        println!("{row}");
    }
    println!("{:?}", p.game.outcome());
}

/// Walking distances (no wormholes: a hole is not stood on) from `from`.
fn walk(grid: &wumpus::engine::labyrinth::Grid, from: usize) -> Vec<Option<u32>> {
    let mut dist = vec![None; grid.len()];
    dist[from] = Some(0);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        let d = dist[at].unwrap_or(0);
        for dir in wumpus::engine::labyrinth::Dir::ALL {
            let to = grid.neighbour(at, dir);
            if dist[to].is_none() && !matches!(grid.cell(to), Cell::Wall | Cell::Wormhole(_)) {
                dist[to] = Some(d + 1);
                queue.push_back(to);
            }
        }
    }
    dist
}

/// How much likelier the treasure is at each walking distance from the
/// start than any floor cell there (and the exit from the treasure), by
/// tenths of width + height: what the planner's `far` prior guesses.
fn prior(rules: &Arc<LabyrinthRules>, first: u64, games: u64) {
    let mut tally = [[0.0f64; 24]; 4];
    let mut cut = [0u64; 2];
    for seed in first..first + games {
        let game = Labyrinth::new(rules.clone(), seed);
        let truth = game.reveal();
        let grid = truth.grid();
        let scale = (grid.width() + grid.height() - 4) as f64 / 10.0;
        let find = |c: Cell| (0..grid.len()).find(|&i| grid.cell(i) == c);
        let (Some(t), Some(e)) = (find(Cell::Treasure), find(Cell::Exit)) else {
            continue;
        };
        for (k, (from, to)) in [(truth.start(), t), (t, e)].into_iter().enumerate() {
            let dist = walk(grid, from);
            let floor = dist.iter().flatten().count() as f64;
            for d in dist.iter().flatten() {
                tally[2 * k][((*d as f64 / scale) as usize).min(23)] += 1.0 / floor;
            }
            match dist[to] {
                Some(d) => tally[2 * k + 1][((d as f64 / scale) as usize).min(23)] += 1.0,
                None => cut[k] += 1,
            }
        }
    }
    for (k, what) in ["treasure from start", "exit from treasure"]
        .iter()
        .enumerate()
    {
        println!("{what}: not walkable in {} of {games}", cut[k]);
        for (b, (all, hit)) in tally[2 * k].iter().zip(tally[2 * k + 1]).enumerate() {
            let all = *all;
            if all > 0.0 {
                println!(
                    "  {:4.1}  cells {all:7.1}  hits {hit:5}  ratio {:5.2}",
                    b as f64 / 10.0,
                    hit / all
                );
            }
        }
    }
}

fn main() {
    let id = knob("VARIANT", "labyrinth-small");
    let bot = knob("BOT", "smart");
    let games: u64 = knob("GAMES", "1000").parse().unwrap_or(1000);
    let first: u64 = knob("SEED", "1").parse().unwrap_or(1);
    let config = match from_sources(&[Source::builtin()]) {
        Ok(c) => c,
        Err(e) => return eprintln!("the built-in config: {e}"),
    };
    let Some(AnyRules::Labyrinth(mut rules)) = config.variant(&id).map(|v| v.rules.clone()) else {
        return eprintln!("{id} is not a labyrinth variant");
    };
    if let Ok(size) = std::env::var("GEN") {
        let n: Vec<u32> = size.split('x').filter_map(|v| v.parse().ok()).collect();
        if let [w, h, k, t] = n[..] {
            let r = Arc::make_mut(&mut rules);
            (r.width, r.height, r.wormholes, r.treasures) = (w, h, k, t);
        }
    }
    if std::env::var("PRIOR").is_ok() {
        return prior(&rules, first, games);
    }
    if let Ok(seed) = std::env::var("TRACE") {
        let seed = seed.parse().unwrap_or(first);
        match play(&rules, &bot, seed) {
            Some(p) => trace(&p),
            None => eprintln!("no bot {bot}"),
        }
        return;
    }
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut won = 0;
    let mut lost_walked = 0.0;
    for seed in first..first + games {
        let Some(p) = play(&rules, &bot, seed) else {
            return eprintln!("no bot {bot}");
        };
        if p.game.outcome().is_some_and(|o| o.is_win()) {
            won += 1;
        } else {
            lost_walked += walked(&p);
            if std::env::var("LIST").is_ok() {
                println!("{}  [{}]", line(seed, &p), why(&p));
            }
            *tally.entry(why(&p)).or_default() += 1;
        }
    }
    println!(
        "{id} · {bot} · {games} games from seed {first}: won {won} ({:.1}%)",
        100.0 * won as f64 / games as f64
    );
    for (k, v) in tally {
        println!("{v:6}  {:5.1}%  {k}", 100.0 * v as f64 / games as f64);
    }
    let lost = (games - won).max(1) as f64;
    println!(
        "lost games walked {:.0}% of the floor on average",
        100.0 * lost_walked / lost
    );
}
