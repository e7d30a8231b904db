//! The exact solver: a breadth-first search over (cell, carrying treasure),
//! wormholes included. Pure: a grid in, a shortest route out.

use super::grid::{Cell, Dir, Grid};

/// What one move from a cell does under docs/rules.md, Labyrinth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// A wall: the player stays, no move is spent.
    Wall,
    /// The player now stands on `at` (after any wormhole), carrying
    /// treasure or not.
    Stand { at: usize, has: bool },
    /// Onto an exit with treasure.
    Won,
}

/// One move from `at` in `dir`. A treasure cell is picked up when stepped
/// on; an exit without treasure is just a cell to stand on; stepping onto
/// wormhole k puts the player on wormhole k+1 (standing on it does not
/// trigger it again).
pub fn land(grid: &Grid, at: usize, has: bool, dir: Dir) -> Landing {
    let to = grid.neighbour(at, dir);
    match grid.cell(to) {
        Cell::Wall => Landing::Wall,
        Cell::Exit if has => Landing::Won,
        Cell::Treasure => Landing::Stand { at: to, has: true },
        Cell::Wormhole(k) => Landing::Stand {
            at: grid.wormhole_exit(k).1,
            has,
        },
        _ => Landing::Stand { at: to, has },
    }
}

/// A shortest route that picks up a treasure and then reaches an exit,
/// from the first entrance in reading order that has one; `None` when no
/// entrance has one. (A walled-in entrance is never a start, so a file
/// whose first entrance is one still has a solution.)
pub fn solve(grid: &Grid) -> Option<Vec<Dir>> {
    grid.entrances()
        .iter()
        .find_map(|&start| solve_from(grid, start, false))
}

/// A shortest winning route from `start`, carrying treasure or not.
pub fn solve_from(grid: &Grid, start: usize, has: bool) -> Option<Vec<Dir>> {
    let n = grid.len();
    // Per state (cell * 2 + has): the state it was reached from and the move.
    const UNSEEN: u32 = u32::MAX;
    let mut from = vec![UNSEEN; 2 * n];
    let mut queue = Vec::with_capacity(2 * n);
    let first = (start * 2 + usize::from(has)) as u32;
    from[first as usize] = first << 2;
    queue.push(first);
    let mut head = 0;
    while let Some(&state) = queue.get(head) {
        head += 1;
        let (at, carrying) = ((state / 2) as usize, state % 2 == 1);
        for (d, &dir) in Dir::ALL.iter().enumerate() {
            match land(grid, at, carrying, dir) {
                Landing::Wall => {}
                Landing::Won => {
                    let mut route = vec![dir];
                    let mut s = state;
                    while s != first {
                        let back = from[s as usize];
                        route.push(Dir::ALL[(back & 3) as usize]);
                        s = back >> 2;
                    }
                    route.reverse();
                    return Some(route);
                }
                Landing::Stand { at: to, has } => {
                    let next = (to * 2 + usize::from(has)) as u32;
                    if from[next as usize] == UNSEEN {
                        from[next as usize] = (state << 2) | d as u32;
                        queue.push(next);
                    }
                }
            }
        }
    }
    None
}

/// The route as the letters `solve` prints.
pub fn letters(route: &[Dir]) -> String {
    route.iter().map(|d| d.letter()).collect()
}
