//! What a kind of file a player writes is to the file commands: how to
//! tell it by its text, check it and (where it has a solution) solve it.
//! The list of kinds is `formats::KINDS`.

use std::path::Path;

/// What checking a good file found.
pub struct Checked {
    /// Warnings, each `line:column: text`.
    pub warnings: Vec<String>,
    /// What the file holds, after "PATH: ok, ".
    pub summary: String,
}

/// Solves a file: its route in a line, `None` when there is none.
pub type Solve = fn(&Path) -> Result<Option<String>, String>;

/// One kind of file.
pub struct FileKind {
    /// "a caves file", as a message names one.
    pub one: &'static str,
    /// "caves files".
    pub many: &'static str,
    /// Whether a file's text is of this kind (the first kind that says
    /// yes reads it).
    pub looks_like: fn(&str) -> bool,
    pub check: fn(&Path) -> Result<Checked, String>,
    /// The shortest way through, for a kind that has one: `Ok(None)` when
    /// there is none.
    pub solve: Option<Solve>,
}
