//! The labyrinth's cells: a rectangle whose outer ring is all walls, with
//! entrances, exits, treasures and numbered wormholes inside (docs/rules.md,
//! Labyrinth). Files are read in `formats::labyrinth`; this type only
//! holds a labyrinth that already meets the rules.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Interior bounds of docs/rules.md, Labyrinth.
pub const MIN_SIDE: usize = 2;
pub const MAX_WIDTH: usize = 40;
pub const MAX_HEIGHT: usize = 25;
/// Wormholes are the digits 0..9.
pub const MAX_WORMHOLES: usize = 10;

/// One cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Wall,
    Open,
    Entrance,
    Exit,
    Treasure,
    Wormhole(u8),
}

impl Cell {
    /// The cell's symbol in a labyrinth file.
    pub fn symbol(self) -> char {
        match self {
            Cell::Wall => '#',
            Cell::Open => ' ',
            Cell::Entrance => 'S',
            Cell::Exit => 'E',
            Cell::Treasure => 'T',
            Cell::Wormhole(k) => char::from(b'0' + k.min(9)),
        }
    }

    /// The cell a file symbol stands for.
    pub fn from_symbol(c: char) -> Option<Cell> {
        Some(match c {
            '#' => Cell::Wall,
            ' ' => Cell::Open,
            'S' => Cell::Entrance,
            'E' => Cell::Exit,
            'T' => Cell::Treasure,
            '0'..='9' => Cell::Wormhole(c as u8 - b'0'),
            _ => return None,
        })
    }
}

/// A compass move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn letter(self) -> char {
        match self {
            Dir::N => 'N',
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
        }
    }

    /// (dx, dy) with y growing southwards.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }
}

/// A labyrinth that meets docs/rules.md, Labyrinth: sizes include the wall
/// ring.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<String>", into = "Vec<String>")]
pub struct Grid {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
    /// The cell of wormhole k, by k.
    wormholes: Vec<usize>,
    /// Entrances in reading order.
    entrances: Vec<usize>,
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.rows()).finish()
    }
}

impl Grid {
    /// A labyrinth from its cells in reading order, `width` x `height`
    /// including the ring; `Err` says the first rule it breaks.
    pub fn new(width: usize, height: usize, cells: Vec<Cell>) -> Result<Grid, String> {
        if width < MIN_SIDE + 2 || height < MIN_SIDE + 2 {
            return Err(format!(
                "the interior is {}x{}, it must be at least {MIN_SIDE}x{MIN_SIDE}",
                width.saturating_sub(2),
                height.saturating_sub(2)
            ));
        }
        if width > MAX_WIDTH + 2 || height > MAX_HEIGHT + 2 {
            return Err(format!(
                "the interior is {}x{}, it may be at most {MAX_WIDTH}x{MAX_HEIGHT}",
                width - 2,
                height - 2
            ));
        }
        if cells.len() != width * height {
            return Err(format!(
                "{} cells for a {width}x{height} labyrinth",
                cells.len()
            ));
        }
        let mut holes: Vec<Option<usize>> = vec![None; MAX_WORMHOLES];
        let mut entrances = Vec::new();
        let (mut exits, mut treasures) = (0, 0);
        for (i, &cell) in cells.iter().enumerate() {
            let (x, y) = (i % width, i / width);
            let ring = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            if ring && cell != Cell::Wall {
                return Err(format!("the border at ({x}, {y}) is not a wall"));
            }
            match cell {
                Cell::Entrance => entrances.push(i),
                Cell::Exit => exits += 1,
                Cell::Treasure => treasures += 1,
                Cell::Wormhole(k) => match holes.get_mut(usize::from(k)) {
                    Some(slot @ None) => *slot = Some(i),
                    _ => return Err(format!("wormhole {k} appears twice")),
                },
                _ => {}
            }
        }
        let k = holes.iter().take_while(|h| h.is_some()).count();
        if holes[k..].iter().any(Option::is_some) {
            return Err(format!("wormhole {k} is missing"));
        }
        if entrances.is_empty() {
            return Err("no entrance (S)".into());
        }
        if exits == 0 {
            return Err("no exit (E)".into());
        }
        if treasures == 0 {
            return Err("no treasure (T)".into());
        }
        Ok(Grid {
            width,
            height,
            cells,
            wormholes: holes.into_iter().flatten().collect(),
            entrances,
        })
    }

    /// A labyrinth from lines of its file format (no leniency).
    pub fn from_rows<S: AsRef<str>>(rows: &[S]) -> Result<Grid, String> {
        let width = rows.first().map_or(0, |r| r.as_ref().chars().count());
        let mut cells = Vec::with_capacity(width * rows.len());
        for (y, row) in rows.iter().enumerate() {
            let row = row.as_ref();
            if row.chars().count() != width {
                return Err(format!("row {y} is not {width} cells wide"));
            }
            for c in row.chars() {
                cells.push(Cell::from_symbol(c).ok_or_else(|| format!("no cell {c:?}"))?);
            }
        }
        Grid::new(width, rows.len(), cells)
    }

    /// The labyrinth in its file format, one string a line.
    pub fn rows(&self) -> Vec<String> {
        self.cells
            .chunks(self.width)
            .map(|row| row.iter().map(|c| c.symbol()).collect())
            .collect()
    }

    /// Width including the ring.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height including the ring.
    pub fn height(&self) -> usize {
        self.height
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    pub fn cell(&self, at: usize) -> Cell {
        self.cells.get(at).copied().unwrap_or(Cell::Wall)
    }

    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn xy(&self, at: usize) -> (usize, usize) {
        (at % self.width, at / self.width)
    }

    pub fn at(&self, x: usize, y: usize) -> usize {
        y * self.width + x
    }

    /// The cell next to `at` in `dir`; the ring keeps every step inside.
    /// (A step off the rectangle stays put.)
    #[inline]
    pub fn neighbour(&self, at: usize, dir: Dir) -> usize {
        let w = self.width;
        match dir {
            Dir::N if at >= w => at - w,
            Dir::S if at + w < self.cells.len() => at + w,
            Dir::E if !(at + 1).is_multiple_of(w) => at + 1,
            Dir::W if !at.is_multiple_of(w) => at - 1,
            _ => at,
        }
    }

    /// How many wormholes.
    pub fn wormholes(&self) -> usize {
        self.wormholes.len()
    }

    /// The cell of wormhole `k`.
    pub fn wormhole(&self, k: u8) -> Option<usize> {
        self.wormholes.get(usize::from(k)).copied()
    }

    /// Where falling into wormhole `k` puts the player: wormhole k+1, the
    /// last one leading to 0.
    pub fn wormhole_exit(&self, k: u8) -> (u8, usize) {
        let n = self.wormholes.len().max(1);
        let next = ((usize::from(k) + 1) % n) as u8;
        (next, self.wormhole(next).unwrap_or(0))
    }

    /// Entrances in reading order.
    pub fn entrances(&self) -> &[usize] {
        &self.entrances
    }

    pub fn count(&self, cell: Cell) -> usize {
        self.cells.iter().filter(|&&c| c == cell).count()
    }
}

impl TryFrom<Vec<String>> for Grid {
    type Error = String;
    fn try_from(rows: Vec<String>) -> Result<Grid, String> {
        Grid::from_rows(&rows)
    }
}

impl From<Grid> for Vec<String> {
    fn from(grid: Grid) -> Vec<String> {
        grid.rows()
    }
}
