//! What the player may know (`View`) and the one door to everything else
//! (`Reveal`).

use super::grid::{Cell, Grid};
use super::{Labyrinth, LabyrinthRules};
use std::fmt;

/// The player's view: the labyrinth's size and their start (both told at
/// the start), moves, whether they carry treasure, and whether they stand
/// on a wormhole they came out of (with its number if the rules say so).
/// Not where they are: after a wormhole they do not know.
#[derive(Clone, Copy)]
pub struct View<'a> {
    game: &'a Labyrinth,
}

impl<'a> View<'a> {
    pub(super) fn new(game: &'a Labyrinth) -> View<'a> {
        View { game }
    }

    /// The interior's width and height.
    pub fn size(&self) -> (usize, usize) {
        (self.game.grid.width() - 2, self.game.grid.height() - 2)
    }

    /// The start, in interior coordinates (x east, y south, from 0).
    pub fn start(&self) -> (usize, usize) {
        let (x, y) = self.game.grid.xy(self.game.start);
        (x - 1, y - 1)
    }

    pub fn moves(&self) -> u32 {
        self.game.moves
    }

    pub fn move_limit(&self) -> u32 {
        self.game.limit
    }

    pub fn moves_left(&self) -> u32 {
        self.game.limit.saturating_sub(self.game.moves)
    }

    pub fn carrying(&self) -> bool {
        self.game.carrying()
    }

    /// `Some` when standing on the wormhole just come out of: `Some(k)`
    /// is its number under `reveal_wormhole_numbers`.
    pub fn on_wormhole(&self) -> Option<Option<u8>> {
        self.game.on_hole
    }

    pub fn reveals_numbers(&self) -> bool {
        self.game.rules.reveal_wormhole_numbers
    }

    pub fn is_over(&self) -> bool {
        self.game.ending.is_some()
    }

    pub fn rules(&self) -> &'a LabyrinthRules {
        &self.game.rules
    }
}

impl fmt::Debug for View<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("View")
            .field("size", &self.size())
            .field("start", &self.start())
            .field("moves", &self.moves())
            .field("move_limit", &self.move_limit())
            .field("carrying", &self.carrying())
            .field("on_wormhole", &self.on_wormhole())
            .field("over", &self.is_over())
            .finish()
    }
}

/// Everything: the labyrinth, where the player is and has been.
#[derive(Clone, Copy)]
pub struct Reveal<'a> {
    game: &'a Labyrinth,
}

impl<'a> Reveal<'a> {
    pub(super) fn new(game: &'a Labyrinth) -> Reveal<'a> {
        Reveal { game }
    }

    pub fn grid(&self) -> &'a Grid {
        &self.game.grid
    }

    /// The player's cell (grid index, ring included).
    pub fn at(&self) -> usize {
        self.game.at
    }

    pub fn start(&self) -> usize {
        self.game.start
    }

    /// Every cell stood on, in order; a wormhole fallen into is listed
    /// before the one come out of.
    pub fn trail(&self) -> &'a [usize] {
        &self.game.trail
    }

    /// A cell as it is now (taken treasure is open floor).
    pub fn cell(&self, at: usize) -> Cell {
        self.game.cell(at)
    }

    pub fn taken(&self) -> &'a [usize] {
        &self.game.taken
    }

    /// The length of the shortest win from the start, if any.
    pub fn shortest(&self) -> Option<u32> {
        super::solve::solve_from(&self.game.grid, self.game.start, false).map(|r| r.len() as u32)
    }
}
