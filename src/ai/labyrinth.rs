//! Advice for the labyrinth (docs/rules.md, Labyrinth): not odds, but the next
//! move worth making, from what the player has felt out and nothing else.
//! With the treasure: the first step of the shortest known way to an exit
//! (one the moves left can walk), else "no known way out" and the step
//! that starts the search for one. Without it: the first step towards the
//! unknown most worth exploring (`plan`), which may be a known wormhole
//! that leads somewhere new. "No known way." when nothing is left to try.
//!
//! The engine's view does not hold the player's map (a wall bump is a
//! refusal, which changes nothing in the game), so the advice reads a
//! `Notebook` the caller keeps: every command with what came of it, as
//! the player saw it. Its map comes in pieces (`pieces`): a wormhole drops
//! the player somewhere unknown, and the notebook works out where a piece
//! can lie and joins it to the first one once it has proved the place.

mod known;
mod pieces;
pub mod plan;

use crate::ai::hash::{Map, map};
use crate::engine::labyrinth::{Command, Dir, Event, View};
use plan::Aim;

/// A place on one piece of the map, in that piece's coordinates.
pub type Pos = (i32, i32);

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
    pub cells: Map<Pos, Seen>,
    /// The shifts that may still take this piece's coordinates to the
    /// labyrinth's (the first piece's are the labyrinth's: it is empty).
    pub places: Vec<Place>,
    /// Joined to another piece: its cells live there now.
    pub joined: bool,
    /// The place the planner leans on while the piece is not joined: one
    /// with most of the odds (`pieces::LEAN`), if any.
    pub lean: Option<Pos>,
}

/// A shift that may take a piece's coordinates to the labyrinth's, with
/// the log-likelihood of what the piece has seen matching there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    pub at: Pos,
    pub score: f64,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notebook {
    /// The first piece holds the start and has true coordinates.
    pub fragments: Vec<Fragment>,
    pub current: usize,
    pub at: Pos,
    pub carrying: bool,
    /// The labyrinth's interior, as the player is told at the start.
    size: Pos,
    start: Pos,
    moves_left: u32,
    /// Where each numbered hole is: (piece, cell).
    holes: Map<u8, (usize, Pos)>,
    /// A hole fallen into, and where it put the player: a hole always
    /// leads to the same place.
    leads: Map<(usize, Pos), (usize, Pos)>,
    /// Where the treasure was picked up: (piece, cell).
    found: Option<(usize, Pos)>,
    /// Pieces joined to another: (the piece, the shift of their cells).
    moved: Map<usize, (usize, Pos)>,
}

/// What to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advice {
    /// The first step towards the unknown most worth exploring.
    Explore(Dir),
    /// Carrying treasure: the first step of the shortest known way out.
    Exit(Dir),
    /// The first step onto a known wormhole that leads somewhere new.
    Wormhole(Dir),
    /// Carrying treasure, no known way out: the first step of the search
    /// for one.
    NoWayOut(Dir),
    /// Nothing known is left to try.
    NoKnownWay,
}

impl Advice {
    /// The advice in one line, for a front end's status bar or plain mode.
    pub fn text(&self) -> String {
        match self {
            Advice::Explore(d) => format!(
                "Explore: go {} (towards the unknown most worth a look).",
                word(*d)
            ),
            Advice::Exit(d) => format!("Way out: go {} (the shortest known way).", word(*d)),
            Advice::Wormhole(d) => format!(
                "Wormhole: go {} (a known hole, to somewhere new).",
                word(*d)
            ),
            Advice::NoWayOut(d) => {
                format!("No known way out: go {} to look for one.", word(*d))
            }
            Advice::NoKnownWay => "No known way.".to_string(),
        }
    }

    /// The direction advised, if any.
    pub fn dir(&self) -> Option<Dir> {
        match self {
            Advice::Explore(d) | Advice::Exit(d) | Advice::Wormhole(d) | Advice::NoWayOut(d) => {
                Some(*d)
            }
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
        let mut first = Fragment::default();
        first.cells.insert((x as i32, y as i32), Seen::Open);
        Notebook {
            fragments: vec![first],
            current: 0,
            at: (x as i32, y as i32),
            carrying: view.carrying(),
            size: (w as i32, h as i32),
            start: (x as i32, y as i32),
            moves_left: view.moves_left(),
            holes: map(),
            leads: map(),
            moved: map(),
            found: None,
        }
    }

    /// Moves left before the game is lost.
    pub fn moves_left(&self) -> u32 {
        self.moves_left
    }

    /// The labyrinth's interior (width, height).
    pub fn size(&self) -> Pos {
        self.size
    }

    /// A command the game refused: a wall that way.
    pub fn refused(&mut self, command: &Command) {
        if let Command::Go(dir) = command {
            self.learn(self.current, step(self.at, *dir), Seen::Wall);
        }
    }

    /// A command carried out (a move spent), with the events the player
    /// saw.
    pub fn applied(&mut self, command: &Command, events: &[Event]) {
        self.moves_left = self.moves_left.saturating_sub(1);
        let Command::Go(dir) = command else { return };
        if !events.iter().any(|e| matches!(e, Event::Stepped(_))) {
            return;
        }
        let mut seen = Seen::Open;
        let mut fall = None;
        let mut took = false;
        for e in events {
            match e {
                Event::TreasureFound => {
                    self.carrying = true;
                    took = true;
                }
                Event::ExitWithoutTreasure => seen = Seen::Exit,
                Event::Wormhole { numbers } => fall = Some(*numbers),
                _ => {}
            }
        }
        // The player stands on the cell for a moment (on a hole, until it
        // throws them): a join while learning it carries them along.
        self.at = step(self.at, *dir);
        match fall {
            None => self.learn(self.current, self.at, seen),
            Some(numbers) => self.fall(numbers),
        }
        if took && self.found.is_none() {
            self.found = Some((self.current, self.at));
        }
    }

    /// Where the search for what the player lacks measures "far" from:
    /// the start, or once carrying, where the treasure was.
    pub fn origin(&self) -> (usize, Pos) {
        match self.found {
            Some(at) if self.carrying => at,
            _ => (0, self.start),
        }
    }

    /// The advice for where the player stands now.
    pub fn advice(&self) -> Advice {
        match plan::choose(self, &plan::Weights::default(), 0) {
            Some((d, Aim::Exit)) => Advice::Exit(d),
            Some((d, _)) if self.carrying => Advice::NoWayOut(d),
            Some((d, Aim::Explore)) => Advice::Explore(d),
            Some((d, Aim::Hole)) => Advice::Wormhole(d),
            None => Advice::NoKnownWay,
        }
    }

    /// How many pieces the map is in now.
    pub fn pieces(&self) -> usize {
        self.fragments.iter().filter(|f| !f.joined).count()
    }
}

pub(crate) fn step((x, y): Pos, dir: Dir) -> Pos {
    let (dx, dy) = dir.delta();
    (x + dx, y + dy)
}
