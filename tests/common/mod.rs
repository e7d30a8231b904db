//! Shared helpers for tests: hand-built caves and games.
#![allow(dead_code)]

use std::sync::Arc;
use wumpus::engine::Game as _;
use wumpus::engine::classic::{CaveSource, ClassicRules, Event};
use wumpus::engine::classic::{Classic, Command, Placement};
use wumpus::engine::{Cave, Dice, RoomId};

/// Yob's dodecahedron (docs/rules.md, Classic: cave: room n touches n+1; 20
/// touches 13, 16, 19), built here from its table so engine tests do not depend
/// on the parser.
pub const DODECAHEDRON: [[usize; 3]; 20] = [
    [2, 5, 8],
    [1, 3, 10],
    [2, 4, 12],
    [3, 5, 14],
    [1, 4, 6],
    [5, 7, 15],
    [6, 8, 17],
    [1, 7, 9],
    [8, 10, 18],
    [2, 9, 11],
    [10, 12, 19],
    [3, 11, 13],
    [12, 14, 20],
    [4, 13, 15],
    [6, 14, 16],
    [15, 17, 20],
    [7, 16, 18],
    [9, 17, 19],
    [11, 18, 20],
    [13, 16, 19],
];

pub fn dodecahedron() -> Arc<Cave> {
    let adjacency: Vec<Vec<usize>> = DODECAHEDRON
        .iter()
        .map(|t| t.iter().map(|r| r - 1).collect())
        .collect();
    Arc::new(Cave::numbered("dodecahedron", &adjacency).expect("valid table"))
}

/// Room with Yob's number n.
pub fn r(n: usize) -> RoomId {
    RoomId((n - 1) as u16)
}

pub fn rooms(ns: &[usize]) -> Vec<RoomId> {
    ns.iter().map(|&n| r(n)).collect()
}

/// Seed 000's rules on the dodecahedron, changed by `tweak`.
pub fn rules(tweak: impl FnOnce(&mut ClassicRules)) -> Arc<ClassicRules> {
    let mut rules = ClassicRules::on(CaveSource::Fixed(dodecahedron()));
    tweak(&mut rules);
    Arc::new(rules)
}

/// A dice draw that makes `below(n)` pick index `i`.
pub fn pick(i: usize, n: usize) -> f64 {
    (i as f64 + 0.5) / n as f64
}

/// Draws that pass and fail any roll with 0 < p < 1.
pub const PASS: f64 = 0.0;
pub const FAIL: f64 = 0.999_999;

pub struct Setup {
    pub player: usize,
    pub wumpi: Vec<usize>,
    pub pits: Vec<usize>,
    pub bats: Vec<usize>,
}

pub fn game(rules: Arc<ClassicRules>, setup: Setup, script: &[f64]) -> Classic {
    let placement = Placement {
        player: r(setup.player),
        wumpi: rooms(&setup.wumpi),
        pits: rooms(&setup.pits),
        bats: rooms(&setup.bats),
    };
    let cave = match &rules.cave {
        CaveSource::Fixed(c) => c.clone(),
        _ => dodecahedron(),
    };
    let mut dice = Dice::new(7);
    dice.script(script.iter().copied());
    Classic::from_placement(rules, cave, &placement, dice)
}

pub fn walk(game: &mut Classic, to: usize) -> Vec<Event> {
    let mut out = Vec::new();
    game.apply(&Command::Move(r(to)), &mut out)
        .expect("the move is allowed");
    out
}

pub fn shoot(game: &mut Classic, path: &[usize]) -> Vec<Event> {
    let mut out = Vec::new();
    let path = wumpus::engine::classic::ArrowPath::new(&rooms(path)).expect("short path");
    game.apply(&Command::Shoot(path), &mut out)
        .expect("the shot is allowed");
    out
}

/// The events the player sees (secrets dropped), for comparing with lists.
pub fn seen(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .copied()
        .filter(|e| !matches!(e, Event::Secret(_)))
        .collect()
}
