//! Advice for the labyrinth (RULES.md section 4): not odds, but the next
//! move that explores the nearest unknown cell, or, with the treasure, the
//! first step of the shortest known way to an exit; "no known way" when
//! there is none.
//!
//! The engine's view does not hold the player's map (a wall bump is a
//! refusal, which changes nothing in the game), so the advice reads a
//! `Notebook` the caller keeps: every command with what came of it, as
//! the player saw it. Maps come in fragments: a wormhole drops the player
//! somewhere unknown, and with numbered holes the notebook joins a fragment
//! to an older one when the player comes out of a hole whose place that
//! one knows.

use crate::engine::labyrinth::{Command, Dir, Event, View};
use std::collections::{HashMap, VecDeque};

/// What the player learned of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    Open,
    Wall,
    Exit,
    /// A wormhole, with its number when the rules reveal numbers.
    Hole(Option<u8>),
}

/// One piece of the map, in its own coordinates.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fragment {
    pub cells: HashMap<(i32, i32), Seen>,
    /// The interior's bounds, known for the first piece only (it holds the
    /// start, whose place is told).
    pub bounds: Option<(i32, i32)>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notebook {
    pub fragments: Vec<Fragment>,
    pub current: usize,
    pub at: (i32, i32),
    pub carrying: bool,
    /// Where each numbered hole is: (fragment, cell).
    holes: HashMap<u8, (usize, (i32, i32))>,
}

/// What to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advice {
    /// The first step towards the nearest cell not yet known.
    Explore(Dir),
    /// Carrying treasure: the first step of the shortest known way out.
    Exit(Dir),
    /// Nothing known is left to try that way.
    NoKnownWay,
}

impl Advice {
    /// The advice in one line, for a front end's status bar or plain mode.
    pub fn text(&self) -> String {
        match self {
            Advice::Explore(d) => format!("Explore: go {} (the nearest unknown cell).", word(*d)),
            Advice::Exit(d) => format!("Way out: go {} (the shortest known way).", word(*d)),
            Advice::NoKnownWay => "No known way.".to_string(),
        }
    }

    /// The direction advised, if any.
    pub fn dir(&self) -> Option<Dir> {
        match self {
            Advice::Explore(d) | Advice::Exit(d) => Some(*d),
            Advice::NoKnownWay => None,
        }
    }
}

fn word(d: Dir) -> &'static str {
    match d {
        Dir::N => "north",
        Dir::E => "east",
        Dir::S => "south",
        Dir::W => "west",
    }
}

/// The advice for the player whose notebook this is (the view alone does
/// not hold the map: keep a `Notebook` beside the game, fed with every
/// command and what came of it).
pub fn advice(book: &Notebook) -> Advice {
    book.advice()
}

impl Notebook {
    /// A notebook at the start of `view`'s game.
    pub fn new(view: &View<'_>) -> Notebook {
        let (x, y) = view.start();
        let (w, h) = view.size();
        let mut first = Fragment {
            cells: HashMap::new(),
            bounds: Some((w as i32, h as i32)),
        };
        first.cells.insert((x as i32, y as i32), Seen::Open);
        Notebook {
            fragments: vec![first],
            current: 0,
            at: (x as i32, y as i32),
            carrying: false,
            holes: HashMap::new(),
        }
    }

    fn here(&mut self) -> &mut Fragment {
        let i = self.current.min(self.fragments.len().saturating_sub(1));
        &mut self.fragments[i]
    }

    /// A command the game refused: a wall that way.
    pub fn refused(&mut self, command: &Command) {
        if let Command::Go(dir) = command {
            let cell = step(self.at, *dir);
            self.here().cells.insert(cell, Seen::Wall);
        }
    }

    /// A command carried out, with the events the player saw.
    pub fn applied(&mut self, command: &Command, events: &[Event]) {
        let Command::Go(dir) = command else { return };
        if !events.iter().any(|e| matches!(e, Event::Stepped(_))) {
            return;
        }
        let cell = step(self.at, *dir);
        let mut seen = Seen::Open;
        let mut hole = None;
        for e in events {
            match e {
                Event::TreasureFound => self.carrying = true,
                Event::ExitWithoutTreasure => seen = Seen::Exit,
                Event::Wormhole { numbers } => {
                    seen = Seen::Hole(numbers.map(|n| n.0));
                    hole = Some(*numbers);
                }
                _ => {}
            }
        }
        self.here().cells.insert(cell, seen);
        let Some(numbers) = hole else {
            self.at = cell;
            return;
        };
        if let Some((k, _)) = numbers {
            self.holes.insert(k, (self.current, cell));
        }
        // Out of the next hole: a known place, or a new piece of map.
        match numbers.and_then(|(_, next)| self.holes.get(&next).copied().map(|p| (next, p))) {
            Some((_, (frag, pos))) => {
                self.current = frag;
                self.at = pos;
            }
            None => {
                let mut piece = Fragment::default();
                piece.cells.insert((0, 0), Seen::Hole(numbers.map(|n| n.1)));
                self.fragments.push(piece);
                self.current = self.fragments.len() - 1;
                self.at = (0, 0);
                if let Some((_, next)) = numbers {
                    self.holes.insert(next, (self.current, (0, 0)));
                }
            }
        }
    }

    /// The advice for where the player stands now.
    pub fn advice(&self) -> Advice {
        let frag = &self.fragments[self.current.min(self.fragments.len() - 1)];
        if self.carrying {
            return match search(frag, self.at, |c| frag.cells.get(&c) == Some(&Seen::Exit)) {
                Some(d) => Advice::Exit(d),
                None => Advice::NoKnownWay,
            };
        }
        match explore(frag, self.at) {
            Some(d) => Advice::Explore(d),
            None => Advice::NoKnownWay,
        }
    }

    /// The first step towards the unknown cell worth exploring, treasure or
    /// not (for a player with the treasure and no known way out).
    pub fn explore(&self) -> Option<Dir> {
        explore(
            &self.fragments[self.current.min(self.fragments.len() - 1)],
            self.at,
        )
    }

    /// The first step to a known wormhole (a way into the unknown when
    /// nothing else is left), if any.
    pub fn to_hole(&self) -> Option<Dir> {
        let frag = &self.fragments[self.current.min(self.fragments.len() - 1)];
        search(frag, self.at, |c| {
            matches!(frag.cells.get(&c), Some(Seen::Hole(_))) && c != self.at
        })
    }
}

fn step((x, y): (i32, i32), dir: Dir) -> (i32, i32) {
    let (dx, dy) = dir.delta();
    (x + dx, y + dy)
}

/// A cell whose nature the player does not know (and that may be inside).
fn unknown(frag: &Fragment, c: (i32, i32)) -> bool {
    if frag.cells.contains_key(&c) {
        return false;
    }
    match frag.bounds {
        Some((w, h)) => c.0 >= 0 && c.1 >= 0 && c.0 < w && c.1 < h,
        None => true,
    }
}

/// Breadth-first through known cells one can stand on (not walls, not
/// holes but the start), in N, E, S, W order: the first step to the
/// nearest cell `goal` accepts.
fn search(frag: &Fragment, from: (i32, i32), goal: impl Fn((i32, i32)) -> bool) -> Option<Dir> {
    let mut first: HashMap<(i32, i32), Dir> = HashMap::new();
    let mut queue = VecDeque::new();
    queue.push_back(from);
    let mut seen = vec![from];
    while let Some(c) = queue.pop_front() {
        for dir in Dir::ALL {
            let next = step(c, dir);
            if seen.contains(&next) {
                continue;
            }
            seen.push(next);
            let d = first.get(&c).copied().unwrap_or(dir);
            if goal(next) {
                return Some(d);
            }
            if matches!(frag.cells.get(&next), Some(Seen::Open | Seen::Exit)) {
                first.insert(next, d);
                queue.push_back(next);
            }
        }
    }
    None
}

/// The first step towards the unknown cell worth the most: near, and with
/// much unknown around it (a wall is found for free, by bumping, so it is
/// room to walk that costs; a cell in a wide unknown stretch is likelier
/// to lead on). Ties go to the nearest, then N, E, S, W.
fn explore(frag: &Fragment, from: (i32, i32)) -> Option<Dir> {
    // Breadth-first distances and first steps to every reachable cell.
    let mut first: HashMap<(i32, i32), (Dir, u32)> = HashMap::new();
    let mut queue = VecDeque::new();
    queue.push_back((from, 0u32));
    let mut seen = vec![from];
    let mut best: Option<(f64, Dir)> = None;
    while let Some((c, d)) = queue.pop_front() {
        for dir in Dir::ALL {
            let next = step(c, dir);
            if seen.contains(&next) {
                continue;
            }
            seen.push(next);
            let (step_dir, _) = first.get(&c).copied().unwrap_or((dir, 0));
            if unknown(frag, next) {
                let around = (-2..=2)
                    .flat_map(|dx| (-2..=2).map(move |dy| (dx, dy)))
                    .filter(|&(dx, dy)| unknown(frag, (next.0 + dx, next.1 + dy)))
                    .count() as f64;
                let score = f64::from(d + 1) - 0.25 * around;
                if best.is_none_or(|b| score < b.0) {
                    best = Some((score, step_dir));
                }
                continue;
            }
            if matches!(frag.cells.get(&next), Some(Seen::Open | Seen::Exit)) {
                first.insert(next, (step_dir, d + 1));
                queue.push_back((next, d + 1));
            }
        }
    }
    best.map(|b| b.1)
}
