//! A labyrinth file as `wumpus check` and `wumpus solve` see it.

use super::{looks_like_labyrinth, read_labyrinth_file, winnable};
use crate::engine::labyrinth::solve;
use crate::formats::kinds::{Checked, FileKind};
use std::path::Path;

pub const KIND: FileKind = FileKind {
    one: "a labyrinth",
    many: "labyrinth files",
    looks_like: looks_like_labyrinth,
    check,
    solve: Some(solve_file),
};

/// Good when it parses; what keeps it from being won (no way to the exit,
/// a treasure walled in) is a warning, as its format's own are.
fn check(path: &Path) -> Result<Checked, String> {
    let parsed = read_labyrinth_file(path).map_err(|e| e.to_string())?;
    let unplayable = winnable::warnings(&parsed.grid);
    let g = &parsed.grid;
    Ok(Checked {
        warnings: parsed
            .warnings
            .iter()
            .chain(&unplayable)
            .map(|w| format!("{}:{}: warning: {}", w.line, w.column, w.message))
            .collect(),
        summary: format!(
            "a labyrinth of {}x{} cells with {} wormholes",
            g.width() - 2,
            g.height() - 2,
            g.wormholes()
        ),
    })
}

/// The shortest route as its length and letters ("12 NNEE...").
fn solve_file(path: &Path) -> Result<Option<String>, String> {
    let parsed = read_labyrinth_file(path).map_err(|e| e.to_string())?;
    Ok(solve::solve(&parsed.grid)
        .map(|route| format!("{} {}", route.len(), solve::letters(&route))))
}
