//! Parsers for the files players write: caves files (and, later, labyrinths).

pub mod caves;
