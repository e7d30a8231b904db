//! The grid map's panels. In play: the fragments of the atlas, the first
//! one in the labyrinth's frame (its size is known), later ones as far as
//! they are known. Revealed (cheat mode, game over): the whole labyrinth
//! with the player's route, or the shortest route from their start.

use super::atlas::{Atlas, Known};
use crate::engine::labyrinth::solve::solve_from;
use crate::engine::labyrinth::{Cell, Reveal};
use crate::ui::grid::{GridCell, GridPanel};
use crate::ui::theme::Role;

fn cell(glyph: char, role: Role) -> GridCell {
    GridCell::mark(glyph, role)
}

/// A wall: solid however large the map draws its cells.
fn wall(role: Role) -> GridCell {
    GridCell::solid('#', role)
}

fn known_cell(k: Known) -> GridCell {
    match k {
        Known::Floor => cell('.', Role::Visited),
        Known::Wall => wall(Role::Normal),
        Known::Start => cell('S', Role::Hint),
        Known::Exit => cell('E', Role::Good),
        Known::Treasure => cell('T', Role::Good),
        Known::Wormhole(Some(k)) => cell(char::from(b'0' + k.min(9)), Role::Warning),
        Known::Wormhole(None) => cell('O', Role::Warning),
    }
}

/// What the player knows, one panel per fragment; `cursor`: the look
/// cursor's fragment and cell, kept in sight.
pub fn known(
    atlas: &Atlas,
    size: (usize, usize),
    cursor: Option<(usize, (i32, i32))>,
) -> Vec<GridPanel> {
    let mut out = Vec::new();
    let mut number = 0;
    for (index, f) in atlas.fragments() {
        number += 1;
        let here = index == atlas.current();
        let (x0, y0, mut w, mut h, title) = if f.anchored {
            // The ring is at -1 and at the size: both known from the start.
            let (w, h) = (size.0 as i32 + 2, size.1 as i32 + 2);
            (-1, -1, w, h, "From the entrance".to_string())
        } else {
            let (a, b, c, d) = f.bounds();
            (
                a - 1,
                b - 1,
                c - a + 3,
                d - b + 3,
                format!("Fragment {number}"),
            )
        };
        w = w.clamp(1, 200);
        h = h.clamp(1, 200);
        let mut panel = GridPanel::new(title, w as usize, h as usize);
        if f.anchored {
            for x in 0..w as usize {
                panel.set(x, 0, wall(Role::Muted));
                panel.set(x, h as usize - 1, wall(Role::Muted));
            }
            for y in 0..h as usize {
                panel.set(0, y, wall(Role::Muted));
                panel.set(w as usize - 1, y, wall(Role::Muted));
            }
        }
        for (&(x, y), &k) in &f.cells {
            let (px, py) = (x - x0, y - y0);
            if px >= 0 && py >= 0 {
                panel.set(px as usize, py as usize, known_cell(k));
            }
        }
        if here {
            let (x, y) = atlas.pos();
            let (px, py) = (x - x0, y - y0);
            if px >= 0 && py >= 0 {
                panel.set(px as usize, py as usize, cell('@', Role::Player));
                panel.focus = Some((px as usize, py as usize));
            }
        }
        if let Some((_, (x, y))) = cursor.filter(|c| c.0 == index) {
            let (px, py) = (x - x0, y - y0);
            if px >= 0 && py >= 0 {
                panel.cursor = Some((px as usize, py as usize));
                panel.focus = panel.cursor;
            }
        }
        out.push(panel);
    }
    out
}

/// The whole labyrinth as it is, with a route over it: the player's own
/// (`best` false) or the shortest from their start.
pub fn revealed(r: Reveal<'_>, best: bool) -> GridPanel {
    let g = r.grid();
    let title = if best {
        match solve_from(g, r.start(), false) {
            Some(route) => format!("Shortest route: {} moves", route.len()),
            None => "No route wins".to_string(),
        }
    } else {
        "Labyrinth and your route".to_string()
    };
    let mut panel = GridPanel::new(title, g.width(), g.height());
    for at in 0..g.len() {
        // The labyrinth as it was laid out: a treasure the player took
        // still shows where it lay.
        let c = g.cell(at);
        let shown = match c {
            Cell::Wall => wall(Role::Muted),
            Cell::Open => cell(' ', Role::Normal),
            Cell::Entrance => cell('S', Role::Hint),
            Cell::Exit => cell('E', Role::Good),
            Cell::Treasure => cell('T', Role::Good),
            Cell::Wormhole(_) => cell(c.symbol(), Role::Warning),
        };
        let (x, y) = g.xy(at);
        panel.set(x, y, shown);
    }
    let route: Vec<usize> = if best {
        let mut at = r.start();
        let mut cells = vec![at];
        for dir in solve_from(g, at, false).unwrap_or_default() {
            let to = g.neighbour(at, dir);
            cells.push(to);
            at = match crate::engine::labyrinth::solve::land(g, at, true, dir) {
                crate::engine::labyrinth::solve::Landing::Stand { at, .. } => at,
                _ => to,
            };
            cells.push(at);
        }
        cells
    } else {
        r.trail().to_vec()
    };
    for &at in &route {
        if g.cell(at) == Cell::Open {
            let (x, y) = g.xy(at);
            panel.set(
                x,
                y,
                cell('·', if best { Role::Hint } else { Role::Visited }),
            );
        }
    }
    let (x, y) = g.xy(r.at());
    if !best {
        panel.set(x, y, cell('@', Role::Player));
    }
    panel.focus = Some((x, y));
    panel
}
