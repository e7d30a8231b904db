//! Parsers for the files players write: caves files and labyrinths, and
//! the list of their kinds the file commands go through, `wumpus check`
//! and `wumpus solve` naming none of them.

pub mod builtin;
pub mod caves;
pub mod kinds;
pub mod labyrinth;

use kinds::FileKind;
use std::path::Path;

/// Every kind, the one a file is tried as first at the top. The last
/// takes any file the others do not claim.
pub const KINDS: [&FileKind; 2] = [&labyrinth::KIND, &caves::KIND];

/// The kind of the file at `path`, by its text; a file that cannot be read
/// goes to the first kind, whose reader says why as well as any.
pub fn kind_of(path: &Path) -> &'static FileKind {
    let Ok(bytes) = caves::file::read_small(path) else {
        return KINDS[0];
    };
    let text = String::from_utf8_lossy(&bytes);
    KINDS
        .iter()
        .find(|k| (k.looks_like)(&text))
        .copied()
        .unwrap_or(KINDS[KINDS.len() - 1])
}

/// The kinds `wumpus solve` solves.
pub fn solvable() -> impl Iterator<Item = &'static FileKind> {
    KINDS.into_iter().filter(|k| k.solve.is_some())
}
