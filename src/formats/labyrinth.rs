//! The labyrinth-file format of docs/rules.md, Labyrinth.
//!
//! ```text
//! ##########
//! #S  #   E#      # wall, space empty, S entrance, E exit, T treasure,
//! # # # ## #      0..9 wormholes (numbered 0..k-1, each once, k <= 10)
//! #T#   0 1#
//! ##########      the outer ring all walls; interior 2x2 up to 40x25
//! ```
//!
//! Lenient, each with a warning, where the meaning is clear: trailing blank
//! lines, `\r\n` line ends, a byte-order mark, and short lines, which are
//! read as padded with spaces. Everything else is refused with a reason at
//! a line and column (1-based, columns in characters).
//!
//! How it is read, so that every file gets one definite answer:
//! - Lines are split at `\n`; one `\r` ending a line is dropped. Blank
//!   lines (nothing but spaces and tabs) at the end are dropped; a file
//!   that is nothing but blank lines is empty; a blank first line is
//!   refused (the top wall must come first).
//! - The width is the FIRST line's length. A shorter line is padded with
//!   spaces to it; the padding then stands where the right border's wall
//!   should be, so a short line is always refused as a ragged border (the
//!   ring must be all walls, and padding never adds a wall). A longer line
//!   is refused as ragged at its first extra character.
//! - Checks in this order, each reporting its first offence in reading
//!   order: wrong symbols (tabs, lowercase letters, non-ASCII, a stray
//!   `\r`: anything but `# SET0123456789`); size (interior under 2x2 or
//!   over 40x25); ragged lines; the border (a ring cell that is not `#`);
//!   wormholes (an 11th wormhole, a repeated number, then a gap); then a
//!   missing entrance, exit or treasure.

mod builtin;
mod checks;
mod kind;
pub mod winnable;

pub(super) use kind::KIND;

pub use builtin::{
    BUILTIN_LABYRINTHS, BuiltinLabyrinth, builtin_labyrinth, builtin_path, find_builtin,
};

use super::caves::FormatError;
use super::caves::file;
use crate::engine::labyrinth::grid::{Cell, Grid, MAX_HEIGHT, MAX_WIDTH, MIN_SIDE};
use std::path::Path;

/// Something accepted but worth saying, at a line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A labyrinth read from a file, with what was forgiven on the way.
#[derive(Debug, Clone)]
pub struct Parsed {
    pub grid: Grid,
    pub warnings: Vec<Warning>,
}

/// Reads and parses a labyrinth file; unreadable files are reported at
/// line 0, column 0, bytes that are not UTF-8 at their line and column.
pub fn read_labyrinth_file(path: &Path) -> Result<Parsed, FormatError> {
    let shown = path.display().to_string();
    let bytes = file::read_small(path).map_err(|e| FormatError {
        path: shown.clone(),
        line: 0,
        column: 0,
        message: format!("cannot read the file: {}", file::describe(&e)),
    })?;
    match file::utf8(bytes) {
        Ok(text) => parse_labyrinth(&text, &shown),
        Err((line, column)) => Err(FormatError {
            path: shown,
            line,
            column,
            message: "the file is not valid UTF-8 text".into(),
        }),
    }
}

/// Whether `text` is more likely a labyrinth than a caves file: a caves
/// file starts with a line of numbers ("20" or "20 3").
pub fn looks_like_labyrinth(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.lines().find(|l| !l.trim().is_empty());
    match first {
        Some(line) => {
            let t = line.trim();
            !(t.starts_with(|c: char| c.is_ascii_digit())
                && t.chars().all(|c| c.is_ascii_digit() || c.is_whitespace()))
        }
        // Empty: say so in the labyrinth's words.
        None => true,
    }
}

/// Parses the text of a labyrinth file; `path` names it in errors.
pub fn parse_labyrinth(text: &str, path: &str) -> Result<Parsed, FormatError> {
    parse(text).map_err(|(line, column, message)| FormatError {
        path: path.to_string(),
        line,
        column,
        message,
    })
}

pub(super) type Located = (usize, usize, String);

fn is_blank(line: &[char]) -> bool {
    line.iter().all(|&c| c == ' ' || c == '\t')
}

fn parse(text: &str) -> Result<Parsed, Located> {
    let mut warnings = Vec::new();
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => {
            warnings.push(Warning {
                line: 1,
                column: 1,
                message: "a byte-order mark at the start is ignored".into(),
            });
            rest
        }
        None => text,
    };
    let mut crlf = None;
    let mut lines: Vec<Vec<char>> = Vec::new();
    for (i, raw) in text.split('\n').enumerate() {
        let line = match raw.strip_suffix('\r') {
            Some(l) => {
                crlf.get_or_insert(i + 1);
                l
            }
            None => raw,
        };
        lines.push(line.chars().collect());
    }
    if let Some(line) = crlf {
        warnings.push(Warning {
            line,
            column: lines[line - 1].len() + 1,
            message: "\\r\\n line ends are read as \\n".into(),
        });
    }
    let Some(last) = lines.iter().rposition(|l| !is_blank(l)) else {
        return Err((1, 1, "the file is empty".into()));
    };
    // A final newline leaves one empty piece: not worth a warning.
    let trailing = lines.len() - 1 - last - usize::from(lines.last().is_some_and(Vec::is_empty));
    if trailing > 0 {
        warnings.push(Warning {
            line: last + 2,
            column: 1,
            message: format!(
                "{trailing} blank line{} at the end ignored",
                if trailing == 1 { "" } else { "s" }
            ),
        });
    }
    lines.truncate(last + 1);

    if is_blank(&lines[0]) {
        return Err((
            1,
            1,
            "the first line is blank: a labyrinth starts with its top wall (only blank lines at the end are ignored)"
                .into(),
        ));
    }

    checks::symbols(&lines)?;

    // Size, from the first line's width and the line count.
    let width = lines[0].len();
    let height = lines.len();
    let (iw, ih) = (width.saturating_sub(2), height.saturating_sub(2));
    if iw > MAX_WIDTH {
        return Err((
            1,
            MAX_WIDTH + 3,
            format!(
                "too large: the interior is {iw} wide, at most {MAX_WIDTH} (lines of {} characters)",
                MAX_WIDTH + 2
            ),
        ));
    }
    if ih > MAX_HEIGHT {
        return Err((
            MAX_HEIGHT + 3,
            1,
            format!(
                "too large: the interior is {ih} high, at most {MAX_HEIGHT} ({} lines)",
                MAX_HEIGHT + 2
            ),
        ));
    }
    if iw < MIN_SIDE || ih < MIN_SIDE {
        return Err((
            1,
            1,
            format!(
                "too small: the interior is {iw}x{ih}, it must be at least {MIN_SIDE}x{MIN_SIDE} inside the walls"
            ),
        ));
    }

    // Ragged lines: longer ones refused, shorter ones padded (and then
    // refused at the border the padding leaves open).
    let mut padded = None;
    for (y, line) in lines.iter_mut().enumerate() {
        if line.len() > width {
            return Err((
                y + 1,
                width + 1,
                format!(
                    "ragged border: line {} has {} characters, the first line {width}",
                    y + 1,
                    line.len()
                ),
            ));
        }
        if line.len() < width {
            padded.get_or_insert((y + 1, line.len()));
            line.resize(width, ' ');
        }
    }

    checks::border(&lines, padded, width)?;
    checks::wormholes(&lines)?;
    checks::required(&lines)?;

    let cells: Vec<Cell> = lines
        .iter()
        .flatten()
        .map(|&c| Cell::from_symbol(c).unwrap_or(Cell::Wall))
        .collect();
    let grid = Grid::new(width, height, cells).map_err(|why| (1, 1, why))?;
    Ok(Parsed { grid, warnings })
}
