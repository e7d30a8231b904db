//! The labyrinth's look cursor (docs/playing.md, "Looking and travel"),
//! one of its own (`Looks::own_look`): its map is a grid of cells in
//! fragments, not a graph of rooms. The cursor goes a cell at a time over
//! each piece of the player's map as the map draws it, and says what they
//! know of the cell (of one they know nothing of, just that); in cheat mode it
//! goes over the whole labyrinth and adds, marked, what is really there.
//! No travel: runs (Shift and a direction) do that job here.

use super::atlas::{Atlas, Fragment, Known};
use super::{LabyrinthUi, view};
use crate::engine::Game;
use crate::engine::labyrinth::{Cell, Labyrinth};
use crate::front::Looks;
use crate::keymap::Action;
use crate::ui::look::Looked;
use crate::ui::theme::Role;

type Pos = (i32, i32);

/// Where the look cursor is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A cell of a fragment of the player's map: the fragment's index in
    /// the atlas, the cell in its coordinates.
    Map(usize, Pos),
    /// Cheat mode: a cell of the whole labyrinth, its ring included.
    Whole(usize, usize),
}

impl Looks for LabyrinthUi {
    fn own_look(&self, _game: &Labyrinth) -> bool {
        true
    }

    fn own_look_start(&mut self, game: &Labyrinth) {
        self.look = Some(if self.cheat {
            let r = game.reveal();
            let (x, y) = r.grid().xy(r.at());
            Spot::Whole(x, y)
        } else {
            Spot::Map(self.atlas.current(), self.atlas.pos())
        });
    }

    fn own_look_move(&mut self, game: &Labyrinth, toward: Action) {
        let Some((dx, dy)) = delta(toward) else {
            return;
        };
        let size = view(game).size();
        self.look = match self.look {
            Some(Spot::Whole(x, y)) => {
                let g = game.reveal().grid();
                let nx = x
                    .saturating_add_signed(dx as isize)
                    .min(g.width().saturating_sub(1));
                let ny = y
                    .saturating_add_signed(dy as isize)
                    .min(g.height().saturating_sub(1));
                Some(Spot::Whole(nx, ny))
            }
            Some(Spot::Map(k, at)) => {
                Some(step(&self.atlas, size, k, at, (dx, dy)).unwrap_or(Spot::Map(k, at)))
            }
            None => None,
        };
    }

    fn own_looked(&self, game: &Labyrinth) -> Option<Looked> {
        let size = view(game).size();
        match self.look? {
            Spot::Map(k, at) => described(&self.atlas, size, k, at),
            Spot::Whole(x, y) => Some(cheat(&self.atlas, game, size, (x, y))),
        }
    }

    fn own_no_travel(&self) -> String {
        "There is no travel in the labyrinth: walk, or run with Shift and a direction.".to_string()
    }

    fn own_look_end(&mut self) {
        self.look = None;
    }
}

fn delta(action: Action) -> Option<Pos> {
    match action {
        Action::Up => Some((0, -1)),
        Action::Down => Some((0, 1)),
        Action::Left => Some((-1, 0)),
        Action::Right => Some((1, 0)),
        _ => None,
    }
}

fn fragment(atlas: &Atlas, k: usize) -> Option<&Fragment> {
    atlas.fragments().find(|&(i, _)| i == k).map(|(_, f)| f)
}

/// Whether `p` is on the outer ring of a fragment with the labyrinth's
/// own coordinates: walls known from the start.
fn on_ring(f: &Fragment, size: (usize, usize), p: Pos) -> bool {
    let (w, h) = (size.0 as i32, size.1 as i32);
    f.anchored
        && (-1..=w).contains(&p.0)
        && (-1..=h).contains(&p.1)
        && (p.0 == -1 || p.1 == -1 || p.0 == w || p.1 == h)
}

/// What the fragment knows of `p`.
fn known_at(f: &Fragment, size: (usize, usize), p: Pos) -> Option<Known> {
    match f.cells.get(&p) {
        Some(&k) => Some(k),
        None => on_ring(f, size, p).then_some(Known::Wall),
    }
}

/// The cells the map draws for a fragment: the labyrinth and its ring
/// for the one with true coordinates, else what it knows and a cell more
/// each side. (min x, min y, max x, max y)
fn reach(f: &Fragment, size: (usize, usize)) -> (i32, i32, i32, i32) {
    if f.anchored {
        (-1, -1, size.0 as i32, size.1 as i32)
    } else {
        let (a, b, c, d) = f.bounds();
        (a - 1, b - 1, c + 1, d + 1)
    }
}

/// The next cell that way, or, off a fragment's side, the next fragment
/// that way (as the map draws them, left to right).
fn step(atlas: &Atlas, size: (usize, usize), k: usize, at: Pos, d: Pos) -> Option<Spot> {
    let f = fragment(atlas, k)?;
    let (x0, y0, x1, y1) = reach(f, size);
    let p = (at.0 + d.0, at.1 + d.1);
    if (x0..=x1).contains(&p.0) && (y0..=y1).contains(&p.1) {
        return Some(Spot::Map(k, p));
    }
    if d.1 != 0 {
        return None;
    }
    let order: Vec<usize> = atlas.fragments().map(|(i, _)| i).collect();
    let here = order.iter().position(|&i| i == k)?;
    let next = if d.0 > 0 {
        order.get(here + 1)
    } else {
        here.checked_sub(1).and_then(|i| order.get(i))
    };
    let next = *next?;
    let land = if next == atlas.current() {
        atlas.pos()
    } else {
        let f = fragment(atlas, next)?;
        f.walked
            .last()
            .copied()
            .or_else(|| f.cells.keys().min().copied())?
    };
    Some(Spot::Map(next, land))
}

fn name_of(k: Known, ring: bool) -> String {
    match k {
        Known::Wall if ring => "Outer wall".to_string(),
        Known::Wall => "Wall".to_string(),
        Known::Floor => "Passage".to_string(),
        Known::Start => "Entrance (S)".to_string(),
        Known::Exit => "Exit (E)".to_string(),
        Known::Treasure => "Treasure (T)".to_string(),
        Known::Wormhole(Some(n)) => format!("Wormhole {n}"),
        Known::Wormhole(None) => "Wormhole (O)".to_string(),
    }
}

/// All the player's map knows of cell `at` of fragment `k` (of a cell it
/// does not know, only that); `None`: no such fragment.
fn described(atlas: &Atlas, size: (usize, usize), k: usize, at: Pos) -> Option<Looked> {
    let f = fragment(atlas, k)?;
    let Some(known) = known_at(f, size, at) else {
        // Nothing of what is there: not even whether it is open.
        let mut lines = vec![(Role::Muted, "You know nothing of this cell.".to_string())];
        lines.extend(piece(atlas, k, f));
        return Some(Looked {
            name: place("Unknown cell", f, size, at),
            lines,
        });
    };
    let ring = on_ring(f, size, at) && !f.cells.contains_key(&at);
    let mut lines = Vec::new();
    let here = k == atlas.current() && at == atlas.pos();
    lines.push(match known {
        _ if here => (Role::Player, "You are here.".to_string()),
        Known::Wall if ring => (
            Role::Muted,
            "The labyrinth's outer wall: known from the start.".to_string(),
        ),
        Known::Wall => (Role::Normal, "You bumped into this wall.".to_string()),
        _ if f.walked.contains(&at) => (Role::Visited, "You have walked here.".to_string()),
        _ => (Role::Muted, "You have not walked here.".to_string()),
    });
    let what = match known {
        Known::Start => Some((Role::Hint, "The entrance: you started here.".to_string())),
        Known::Exit => Some((
            Role::Good,
            "An exit: with the treasure, the way out.".to_string(),
        )),
        Known::Treasure => Some((Role::Good, "You found the treasure here.".to_string())),
        Known::Wormhole(Some(n)) => Some((
            Role::Warning,
            format!("Wormhole {n}: it drops you somewhere else."),
        )),
        Known::Wormhole(None) => Some((
            Role::Warning,
            "A wormhole: it drops you somewhere else.".to_string(),
        )),
        Known::Floor | Known::Wall => None,
    };
    lines.extend(what);
    if known != Known::Wall {
        lines.push((Role::Normal, sides(f, size, at)));
    }
    lines.extend(piece(atlas, k, f));
    Some(Looked {
        name: place(&name_of(known, ring), f, size, at),
        lines,
    })
}

/// A cell's name, with where it is when the player knows the labyrinth's
/// own coordinates there (on the piece from the entrance, inside the ring).
fn place(name: &str, f: &Fragment, size: (usize, usize), at: Pos) -> String {
    let inside = (0..size.0 as i32).contains(&at.0) && (0..size.1 as i32).contains(&at.1);
    if f.anchored && inside {
        format!(
            "{name} · column {} of {}, row {} of {}",
            at.0 + 1,
            size.0,
            at.1 + 1,
            size.1
        )
    } else {
        name.to_string()
    }
}

/// Which piece of the map a cell is on, when a wormhole split it.
fn piece(atlas: &Atlas, k: usize, f: &Fragment) -> Option<(Role, String)> {
    let count = atlas.fragment_count();
    if count < 2 {
        return None;
    }
    let number = atlas.fragments().position(|(i, _)| i == k).unwrap_or(0) + 1;
    let text = if f.anchored {
        format!("On the piece of your map from the entrance ({count} pieces).")
    } else {
        format!("On fragment {number} of your map ({count} pieces): a wormhole cut it off.")
    };
    Some((Role::Muted, text))
}

/// The walls known round a cell, by side.
fn sides(f: &Fragment, size: (usize, usize), at: Pos) -> String {
    let mut walls = Vec::new();
    let mut open = Vec::new();
    let mut unknown = Vec::new();
    for (word, (dx, dy)) in [
        ("north", (0, -1)),
        ("east", (1, 0)),
        ("south", (0, 1)),
        ("west", (-1, 0)),
    ] {
        match known_at(f, size, (at.0 + dx, at.1 + dy)) {
            Some(Known::Wall) => walls.push(word),
            Some(_) => open.push(word),
            None => unknown.push(word),
        }
    }
    let part = |title: &str, list: &[&str]| {
        (!list.is_empty()).then(|| format!("{title} {}", list.join(", ")))
    };
    [
        part("Walls:", &walls),
        part("open:", &open),
        part("not known:", &unknown),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("; ")
}

/// Cheat mode: what the player knows of a cell of the whole labyrinth
/// (their map's piece from the entrance has its coordinates), and,
/// marked, what is really there.
fn cheat(atlas: &Atlas, game: &Labyrinth, size: (usize, usize), at: (usize, usize)) -> Looked {
    let r = game.reveal();
    let g = r.grid();
    let p = (at.0 as i32 - 1, at.1 as i32 - 1);
    let anchored = atlas.fragments().find(|(_, f)| f.anchored).map(|(i, _)| i);
    let mut looked = anchored
        .and_then(|k| described(atlas, size, k, p))
        .unwrap_or_else(|| Looked {
            name: "Unknown cell".to_string(),
            lines: vec![(Role::Muted, "You know nothing of this cell.".to_string())],
        });
    let cell = g.cell(g.at(at.0, at.1));
    let truth = match cell {
        Cell::Wall => "a wall".to_string(),
        Cell::Open => "an open passage".to_string(),
        Cell::Entrance => "an entrance".to_string(),
        Cell::Exit => "an exit".to_string(),
        Cell::Treasure => "the treasure".to_string(),
        Cell::Wormhole(n) => format!("wormhole {n}"),
    };
    let you = if g.xy(r.at()) == at {
        " (you stand here)"
    } else {
        ""
    };
    looked
        .lines
        .push((Role::Cheat, format!("[cheat] Really here: {truth}{you}.")));
    looked
}
