//! The labyrinth-file format of RULES.md section 4.
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

use super::caves::FormatError;
use super::caves::file;
use crate::engine::labyrinth::grid::{Cell, Grid, MAX_HEIGHT, MAX_WIDTH, MAX_WORMHOLES, MIN_SIDE};
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

type Located = (usize, usize, String);

fn is_blank(line: &[char]) -> bool {
    line.iter().all(|&c| c == ' ' || c == '\t')
}

fn shown(c: char) -> String {
    match c {
        '\t' => "a tab".into(),
        '\r' => "a carriage return".into(),
        '\u{feff}' => "a byte-order mark".into(),
        c if c.is_control() || c.is_whitespace() => format!("U+{:04X}", c as u32),
        c => format!("{c:?}"),
    }
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

    // Symbols.
    for (y, line) in lines.iter().enumerate() {
        if let Some((x, &c)) = line
            .iter()
            .enumerate()
            .find(|(_, c)| Cell::from_symbol(**c).is_none())
        {
            return Err((
                y + 1,
                x + 1,
                format!(
                    "wrong symbol {}: a labyrinth has only '#' walls, spaces, S, E, T and wormholes 0-9",
                    shown(c)
                ),
            ));
        }
    }

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

    // The border, in reading order.
    for (y, line) in lines.iter().enumerate() {
        for (x, &c) in line.iter().enumerate() {
            let ring = y == 0 || y == height - 1 || x == 0 || x == width - 1;
            if !ring || c == '#' {
                continue;
            }
            let message = match padded {
                Some((py, len)) if py == y + 1 && x >= len => format!(
                    "ragged border: line {} has {len} characters, the first line {width}; padded with spaces it has no wall at its end",
                    y + 1
                ),
                _ => format!(
                    "open border: the outer ring must be all walls '#', found {}",
                    if c == ' ' {
                        "a space".to_string()
                    } else {
                        shown(c)
                    }
                ),
            };
            return Err((y + 1, x + 1, message));
        }
    }

    // Wormholes: at most ten, each number once, then no gap.
    let mut holes: [Option<(usize, usize)>; MAX_WORMHOLES] = [None; MAX_WORMHOLES];
    let mut count = 0;
    for (y, line) in lines.iter().enumerate() {
        for (x, &c) in line.iter().enumerate() {
            if let Some(Cell::Wormhole(k)) = Cell::from_symbol(c) {
                count += 1;
                if count > MAX_WORMHOLES {
                    return Err((
                        y + 1,
                        x + 1,
                        format!("more than {MAX_WORMHOLES} wormholes: this is the {count}th"),
                    ));
                }
                let slot = &mut holes[usize::from(k)];
                if let Some((fy, fx)) = *slot {
                    return Err((
                        y + 1,
                        x + 1,
                        format!("repeated wormhole {k}: it is already at line {fy}, column {fx}"),
                    ));
                }
                *slot = Some((y + 1, x + 1));
            }
        }
    }
    if let Some(gap) = holes.iter().position(Option::is_none)
        && let Some((k, (y, x))) = holes
            .iter()
            .enumerate()
            .skip(gap)
            .find_map(|(k, h)| h.map(|at| (k, at)))
    {
        return Err((
            y,
            x,
            format!(
                "wormhole gap: there is a wormhole {k} but no wormhole {gap} (wormholes are numbered 0 to k-1)"
            ),
        ));
    }

    for (cell, what) in [
        (
            Cell::Entrance,
            "no entrance: a labyrinth needs at least one 'S'",
        ),
        (Cell::Exit, "no exit: a labyrinth needs at least one 'E'"),
        (
            Cell::Treasure,
            "no treasure: a labyrinth needs at least one 'T'",
        ),
    ] {
        if !lines
            .iter()
            .flatten()
            .any(|&c| Cell::from_symbol(c) == Some(cell))
        {
            return Err((1, 1, what.into()));
        }
    }

    let cells: Vec<Cell> = lines
        .iter()
        .flatten()
        .map(|&c| Cell::from_symbol(c).unwrap_or(Cell::Wall))
        .collect();
    let grid = Grid::new(width, height, cells).map_err(|why| (1, 1, why))?;
    Ok(Parsed { grid, warnings })
}

/// (name, file text) of every built-in labyrinth, compiled in.
pub const BUILTIN_LABYRINTHS: &[(&str, &str)] = &[
    ("small", include_str!("../../assets/labyrinths/small.txt")),
    ("medium", include_str!("../../assets/labyrinths/medium.txt")),
    ("large", include_str!("../../assets/labyrinths/large.txt")),
];

/// Where a built-in labyrinth ships: a config naming this path gets the
/// compiled-in one, from anywhere.
pub fn builtin_path(name: &str) -> String {
    format!("assets/labyrinths/{name}.txt")
}

/// A built-in labyrinth by name or by its shipped path (`None` for
/// neither, or for an asset that does not parse: a test parses them all).
pub fn builtin_labyrinth(name: &str) -> Option<std::sync::Arc<Grid>> {
    let (key, text) = BUILTIN_LABYRINTHS
        .iter()
        .find(|(n, _)| *n == name || builtin_path(n) == name)?;
    parse_labyrinth(text, &builtin_path(key))
        .ok()
        .map(|p| std::sync::Arc::new(p.grid))
}
