//! Where a game may start (docs/rules.md, Labyrinth).
//!
//! An entrance from which no win exists is never a start. With a fixed
//! `move_limit`, "can win" means "can win within the limit": an entrance
//! whose shortest win is longer than the limit would hand the player a
//! lost game before the first move, which is as unfair as a walled-in
//! entrance, so it is never a start either. The start is then drawn
//! uniformly among the entrances left. With the automatic limit (twice
//! the shortest win from the start, plus 20) every entrance that can win
//! at all is a start, since its own limit always leaves room.

use super::grid::Grid;
use super::solve::solve_from;

/// An entrance and the length of its shortest win, if it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    /// The entrance's cell (grid index, ring included).
    pub at: usize,
    pub shortest: Option<u32>,
}

impl Start {
    /// `at` with its shortest win searched for.
    pub fn at(grid: &Grid, at: usize) -> Start {
        Start {
            at,
            shortest: solve_from(grid, at, false).map(|route| route.len() as u32),
        }
    }

    /// Whether a game starting here can be won within `limit` (`None`: the
    /// automatic limit, which any win fits).
    pub fn can_win(&self, limit: Option<u32>) -> bool {
        self.shortest
            .is_some_and(|n| limit.is_none_or(|limit| n <= limit))
    }
}

/// Every entrance in reading order, each with its shortest win.
pub fn entrances(grid: &Grid) -> Vec<Start> {
    grid.entrances()
        .iter()
        .map(|&at| Start::at(grid, at))
        .collect()
}

/// The entrances a game may start on under `limit`, in reading order;
/// empty when no game on this labyrinth could be won (the config refuses
/// such a variant, see `LabyrinthRules::problems`).
pub fn fair(grid: &Grid, limit: Option<u32>) -> Vec<Start> {
    entrances(grid)
        .into_iter()
        .filter(|s| s.can_win(limit))
        .collect()
}

/// The automatic move limit of a game starting on `start`: twice its
/// shortest win plus 20. A start with no win (only rules that skipped the
/// config's checks have one) gets room to walk the whole labyrinth twice,
/// so the game still ends.
pub fn automatic_limit(grid: &Grid, start: &Start) -> u32 {
    let base = start
        .shortest
        .unwrap_or((grid.width() * grid.height()) as u32);
    base.saturating_mul(2).saturating_add(20)
}
