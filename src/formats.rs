//! Parsers for the files players write: caves files (and, later, labyrinths).

pub mod builtin;
pub mod caves;
pub mod labyrinth;
