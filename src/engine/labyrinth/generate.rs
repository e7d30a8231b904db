//! The generator: a seeded random labyrinth of any size the format allows,
//! always solvable.
//!
//! A maze is grown depth first over the interior (a wall becomes a passage
//! when it touches exactly one passage), a few walls between passages are
//! knocked through for loops, and the entrance, exit, treasures and
//! wormholes go on passages. Of a few such placements the solvable one with
//! the longest shortest route is kept (under a fixed move limit, the longest
//! that fits in it). Should none do (never seen without a limit, but not
//! proved; a limit of a few moves on a big labyrinth makes it likely), an
//! open room with the entrance, a treasure and the exit in an L is the
//! answer: it is always won in 2 moves, the fewest any labyrinth needs.

use super::grid::{Cell, Grid, MAX_HEIGHT, MAX_WIDTH, MAX_WORMHOLES, MIN_SIDE};
use super::solve::solve;
use crate::engine::dice::Dice;

/// Mazes tried before the open room.
const MAZES: usize = 20;
/// Placements tried on each maze.
const PLACEMENTS: usize = 6;

/// The fewest moves that win any labyrinth: a step onto a treasure, then a
/// step onto an exit. A generated labyrinth fits any limit from this up.
pub const FEWEST_MOVES: u32 = 2;

/// A labyrinth with a `width` x `height` interior (clamped to the format's
/// bounds) holding one entrance, one exit, `treasures` treasures and
/// `wormholes` wormholes (both clamped so everything fits).
pub fn generate(width: u32, height: u32, wormholes: u32, treasures: u32, dice: &mut Dice) -> Grid {
    generate_within(width, height, wormholes, treasures, None, dice)
}

/// `generate`, won from its entrance within `limit` moves when there is a
/// limit of at least `FEWEST_MOVES`. Without a limit it draws and returns
/// exactly what `generate` does.
pub fn generate_within(
    width: u32,
    height: u32,
    wormholes: u32,
    treasures: u32,
    limit: Option<u32>,
    dice: &mut Dice,
) -> Grid {
    let fits = |len: usize| limit.is_none_or(|limit| len <= limit as usize);
    let w = (width as usize).clamp(MIN_SIDE, MAX_WIDTH);
    let h = (height as usize).clamp(MIN_SIDE, MAX_HEIGHT);
    let treasures = (treasures as usize).clamp(1, w * h - 2);
    let wormholes = (wormholes as usize)
        .min(MAX_WORMHOLES)
        .min(w * h - 2 - treasures);
    let items = 2 + treasures + wormholes;
    for _ in 0..MAZES {
        let open = maze(w, h, items, dice);
        let mut best: Option<(usize, Grid)> = None;
        for _ in 0..PLACEMENTS {
            let mut spots = open.clone();
            dice.shuffle(&mut spots);
            let grid = build(w, h, &open, &spots, treasures, wormholes);
            if let Some(grid) = grid
                && let Some(route) = solve(&grid)
                && fits(route.len())
                && best.as_ref().is_none_or(|(len, _)| route.len() > *len)
            {
                best = Some((route.len(), grid));
            }
        }
        if let Some((_, grid)) = best {
            return grid;
        }
    }
    let all: Vec<usize> = (0..w * h).collect();
    // Entrance, treasure and exit in an L in the top left corner (east,
    // then south: 2 moves whatever lies elsewhere), the rest in reading
    // order.
    let corner = [0, 1, w + 1];
    let spots: Vec<usize> = corner
        .into_iter()
        .chain(all.iter().copied().filter(|i| !corner.contains(i)))
        .collect();
    let open_room = build(w, h, &all, &spots, treasures, wormholes);
    // The open room is always a valid labyrinth; the fallback of the
    // fallback is the smallest one there is, won in 2 moves too.
    open_room.unwrap_or_else(|| {
        Grid::from_rows(&["####", "#ST#", "# E#", "####"]).unwrap_or_else(|_| unreachable!())
    })
}

/// Interior cells (index y * w + x) that are passages: a depth-first maze,
/// some loops, and at least `needed` passages in all.
fn maze(w: usize, h: usize, needed: usize, dice: &mut Dice) -> Vec<usize> {
    let mut open = vec![false; w * h];
    let neighbours = |i: usize| {
        let (x, y) = (i % w, i / w);
        let mut out = [usize::MAX; 4];
        if y > 0 {
            out[0] = i - w;
        }
        if x + 1 < w {
            out[1] = i + 1;
        }
        if y + 1 < h {
            out[2] = i + w;
        }
        if x > 0 {
            out[3] = i - 1;
        }
        out
    };
    let open_around = |open: &[bool], i: usize| {
        neighbours(i)
            .iter()
            .filter(|&&n| n != usize::MAX && open[n])
            .count()
    };
    let first = dice.below((w * h) as u32) as usize;
    open[first] = true;
    let mut stack = vec![first];
    let mut choices = Vec::with_capacity(4);
    while let Some(&top) = stack.last() {
        choices.clear();
        choices.extend(
            neighbours(top)
                .into_iter()
                .filter(|&n| n != usize::MAX && !open[n] && open_around(&open, n) == 1),
        );
        if choices.is_empty() {
            stack.pop();
            continue;
        }
        let next = choices[dice.below(choices.len() as u32) as usize];
        open[next] = true;
        stack.push(next);
    }
    // Loops: walls with passages on two opposite sides.
    for _ in 0..(w * h / 10) {
        let i = dice.below((w * h) as u32) as usize;
        let [n, e, s, west] = neighbours(i);
        let is = |j: usize| j != usize::MAX && open[j];
        if !open[i] && ((is(n) && is(s)) || (is(e) && is(west))) {
            open[i] = true;
        }
    }
    // Room for everything: open walls next to passages until it fits.
    let mut count = open.iter().filter(|&&o| o).count();
    while count < needed {
        let edge: Vec<usize> = (0..w * h)
            .filter(|&i| !open[i] && open_around(&open, i) > 0)
            .collect();
        if edge.is_empty() {
            break;
        }
        open[edge[dice.below(edge.len() as u32) as usize]] = true;
        count += 1;
    }
    (0..w * h).filter(|&i| open[i]).collect()
}

/// The labyrinth with passages `open` and, on `spots` in order, the
/// entrance, a treasure, the exit, the other treasures and the wormholes.
fn build(
    w: usize,
    h: usize,
    open: &[usize],
    spots: &[usize],
    treasures: usize,
    wormholes: usize,
) -> Option<Grid> {
    let (fw, fh) = (w + 2, h + 2);
    let mut cells = vec![Cell::Wall; fw * fh];
    let full = |i: usize| (i / w + 1) * fw + i % w + 1;
    for &i in open {
        cells[full(i)] = Cell::Open;
    }
    let mut items = vec![Cell::Entrance, Cell::Treasure, Cell::Exit];
    items.extend(std::iter::repeat_n(Cell::Treasure, treasures - 1));
    items.extend((0..wormholes as u8).map(Cell::Wormhole));
    if spots.len() < items.len() {
        return None;
    }
    for (&spot, item) in spots.iter().zip(items) {
        cells[full(spot)] = item;
    }
    Grid::new(fw, fh, cells).ok()
}
