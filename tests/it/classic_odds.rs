//! The classic odds agree with an independent brute force (`brute`: every
//! set-up and every dice outcome, through the engine itself) on random
//! small caves, random knobs and random play, to 1e-9.

use crate::brute;

use std::sync::Arc;
use wumpus::ai::classic::track::Tracker;
use wumpus::engine::classic::*;
use wumpus::engine::{Cave, Dice, Game, RoomId, SOLO};

/// A strongly connected cave of `n` rooms, drawn from `dice`: two-way, or
/// with one-way tunnels and self-loops.
fn small_cave(dice: &mut Dice, n: usize) -> Arc<Cave> {
    loop {
        let two_way = dice.below(2) == 0;
        let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
        // A ring first, so most draws connect.
        for i in 0..n {
            adj[i].push((i + 1) % n);
            if two_way {
                adj[(i + 1) % n].push(i);
            }
        }
        for _ in 0..dice.below(n as u32 + 1) {
            let a = dice.below(n as u32) as usize;
            let b = dice.below(n as u32) as usize;
            if a == b && two_way {
                continue;
            }
            adj[a].push(b);
            if two_way && !adj[b].contains(&a) {
                adj[b].push(a);
            }
        }
        for list in &mut adj {
            list.sort_unstable();
            if two_way {
                list.dedup();
            }
        }
        if let Ok(cave) = Cave::numbered("small", &adj) {
            return Arc::new(cave);
        }
    }
}

/// Random knobs that fit `n` rooms.
fn knobs(dice: &mut Dice, cave: &Arc<Cave>) -> Arc<ClassicRules> {
    let n = cave.rooms() as u32;
    let mut r = ClassicRules::on(CaveSource::Fixed(cave.clone()));
    let one_in = |d: &mut Dice, k: u32| d.below(k) == 0;
    loop {
        r.wumpi = 1 + u32::from(one_in(dice, 4));
        r.pits = dice.below(3);
        r.bats = dice.below(3);
        r.termites = u32::from(one_in(dice, 5));
        if 1 + r.wumpi + r.pits + r.bats + r.termites <= n {
            break;
        }
    }
    r.arrows = 2 + dice.below(3);
    r.smell_radius = 1 + u32::from(one_in(dice, 3));
    r.warn_per_hazard = !one_in(dice, 3);
    r.wall_bump = if one_in(dice, 3) {
        WallBump::Bsd
    } else {
        WallBump::Free
    };
    r.bump = if one_in(dice, 4) {
        Bump::Death
    } else {
        Bump::FleeOrEat
    };
    r.wumpus_move_chance = [0.75, 0.5, 1.0][dice.below(3) as usize];
    r.pit_survival = if one_in(dice, 3) { 0.3 } else { 0.0 };
    r.bat_drop = if one_in(dice, 3) {
        BatDrop::Empty
    } else {
        BatDrop::Any
    };
    r.arrow_range = 1 + dice.below(3);
    r.crooked = [Crooked::Reject, Crooked::Allow, Crooked::Typed][dice.below(3) as usize];
    r.bad_hop =
        [BadHop::RandomRest, BadHop::RandomResume, BadHop::RandomStop][dice.below(3) as usize];
    r.arrow_cost = if one_in(dice, 4) {
        ArrowCost::PerRoom
    } else {
        ArrowCost::PerShot
    };
    r.wake_on_shot = !one_in(dice, 4);
    r.wumpus_wakes =
        [WumpusWakes::ShotOrBump, WumpusWakes::Yob, WumpusWakes::Bsd][dice.below(3) as usize];
    r.wumpus_avoids_pits = !one_in(dice, 3);
    r.arrow_hits = if one_in(dice, 4) {
        ArrowHits::LastRoom
    } else {
        ArrowHits::EveryRoom
    };
    r.arrow_falloff = if one_in(dice, 4) {
        vec![0.0, 0.3]
    } else {
        Vec::new()
    };
    if one_in(dice, 6) {
        r.earthquake_chance = 0.2;
        r.bat_migration_chance = 0.2;
        r.termite_migration_chance = 0.2;
    }
    Arc::new(r)
}

/// A command a random player might give.
fn any_command(dice: &mut Dice, game: &Classic) -> Command {
    let view = game.view(SOLO);
    let n = view.rooms() as u32;
    let tunnels = view.tunnels_here();
    let rules = view.rules();
    let roll = dice.below(20);
    if roll < 4 {
        for _ in 0..10 {
            let len = 1 + dice.below(rules.arrow_range) as usize;
            let rooms: Vec<RoomId> = (0..len).map(|_| RoomId(dice.below(n) as u16)).collect();
            if view.check_path(&rooms).is_ok()
                && let Some(path) = ArrowPath::new(&rooms)
            {
                return Command::Shoot(path);
            }
        }
    }
    if roll == 4 && rules.wall_bump == WallBump::Bsd {
        return Command::Move(RoomId(dice.below(n) as u16));
    }
    Command::Move(tunnels[dice.below(tunnels.len() as u32) as usize])
}

/// The odds the `ai` module gives, from scratch.
fn ai_odds(game: &Classic) -> ([Vec<f64>; 4], bool) {
    let mut t = Tracker::new(&game.view(SOLO));
    (t.marginals().clone(), t.is_exact())
}

/// The dodecahedron, with hazards few enough for the brute force.
fn dodecahedron() -> Arc<Cave> {
    wumpus::formats::builtin::shared("dodecahedron").expect("built in")
}

fn check(seed: u64, commands_per_game: usize, shape: Shape) -> usize {
    let mut dice = Dice::new(seed);
    let cave = match shape {
        Shape::Small => {
            let n = 4 + dice.below(4) as usize;
            small_cave(&mut dice, n)
        }
        Shape::Medium => {
            let n = 8 + dice.below(4) as usize;
            small_cave(&mut dice, n)
        }
        Shape::Dodecahedron => dodecahedron(),
    };
    let n = cave.rooms();
    let mut rules = (*knobs(&mut dice, &cave)).clone();
    if shape != Shape::Small {
        // Few enough set-ups for the brute force.
        rules.pits = rules.pits.min(1);
        rules.bats = rules.bats.min(1);
        rules.termites = 0;
        rules.wumpi = 1;
    }
    let rules = Arc::new(rules);
    let mut game = Classic::new(rules.clone(), seed);
    let mut views = vec![game.clone()];
    let mut commands = Vec::new();
    let mut checked = 0;
    let mut tracker = Tracker::new(&game.view(SOLO));
    while !game.is_over() && commands.len() < commands_per_game {
        let command = any_command(&mut dice, &game);
        let mut events = Vec::new();
        if game.apply(&command, &mut events).is_err() {
            continue;
        }
        if game.is_over() {
            break;
        }
        commands.push(command);
        views.push(game.clone());
        let t0 = std::time::Instant::now();
        let truth = brute::posterior(&rules, &cave, &commands, &views)
            .expect("the real game explains itself");
        if std::env::var("ODDS_TRACE").is_ok() {
            eprintln!("  brute {:?}", t0.elapsed());
        }
        let t0 = std::time::Instant::now();
        let (odds, exact) = ai_odds(&game);
        assert!(exact, "seed {seed}: small caves stay exact");
        if std::env::var("ODDS_TRACE").is_ok() {
            eprintln!("  ai {:?} {:?}", t0.elapsed(), commands.last());
        }
        tracker.update(&game.view(SOLO));
        assert_eq!(
            tracker.marginals(),
            &odds,
            "seed {seed}: kept up to date = from scratch"
        );
        for class in 0..4 {
            for r in 0..n {
                let (a, b) = (odds[class][r], truth[class][r]);
                assert!(
                    (a - b).abs() < 1e-9,
                    "seed {seed}, after {:?}: class {class} room {r}: odds {a}, brute force {b}\nrules {rules:?}\ncave {cave:?}",
                    commands,
                );
            }
        }
        checked += 1;
    }
    checked
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Small,
    Medium,
    Dodecahedron,
}

#[test]
fn odds_match_the_brute_force_on_small_caves() {
    let mut positions = 0;
    for seed in 0..300 {
        let t = std::time::Instant::now();
        positions += check(seed, 5, Shape::Small);
        if std::env::var("ODDS_TRACE").is_ok() {
            eprintln!("seed {seed}: {:?} {positions}", t.elapsed());
        }
    }
    assert!(positions > 500, "only {positions} positions checked");
}

#[test]
fn odds_match_the_brute_force_on_larger_caves() {
    let mut positions = 0;
    // The brute force replays every set-up through the engine, so these
    // cost far more a position than the small caves; `ODDS_MORE=1` checks
    // five times as many seeds (by hand, in release).
    let more = if std::env::var_os("ODDS_MORE").is_some() {
        5
    } else {
        1
    };
    for seed in 1000..1000 + 60 * more {
        positions += check(seed, 6, Shape::Medium);
    }
    for seed in 2000..2000 + 20 * more {
        positions += check(seed, 5, Shape::Dodecahedron);
    }
    assert!(positions > 200, "only {positions} positions checked");
}
