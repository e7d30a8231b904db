//! The checks of a labyrinth file after its lines are read (and padded),
//! each reporting its first offence in reading order.

use super::Located;
use crate::engine::labyrinth::grid::{Cell, MAX_WORMHOLES};

/// A character as a message shows it: what kind it is, never the
/// character, since a labyrinth file may be any file a player named and a
/// refusal must not show what it holds (docs/server.md). The line and
/// column point at it.
pub(super) fn shown(c: char) -> String {
    match c {
        '\t' => "a tab",
        '\r' => "a carriage return",
        '\u{feff}' => "a byte-order mark",
        c if c.is_control() => "a control character",
        c if c.is_whitespace() => "a space other than ' '",
        c if c.is_ascii_lowercase() => "a lowercase letter",
        c if c.is_ascii_uppercase() => "a capital letter not among S, E and T",
        c if c.is_ascii_punctuation() => "a punctuation mark other than '#'",
        c if c.is_ascii() => "a character that is not a symbol",
        _ => "a character outside ASCII",
    }
    .to_string()
}

/// Anything but `# SET0123456789`.
pub(super) fn symbols(lines: &[Vec<char>]) -> Result<(), Located> {
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

    Ok(())
}

/// The ring must be all walls; a short line's padding is reported as the
/// ragged line it is. `padded`: the first padded line and its length.
pub(super) fn border(
    lines: &[Vec<char>],
    padded: Option<(usize, usize)>,
    width: usize,
) -> Result<(), Located> {
    let height = lines.len();
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
                    // Every symbol is a legal one by now: its meaning is no secret.
                    match c {
                        ' ' => "a space".to_string(),
                        'S' => "the start S".to_string(),
                        'E' => "the exit E".to_string(),
                        'T' => "a treasure T".to_string(),
                        c if c.is_ascii_digit() => "a wormhole".to_string(),
                        c => shown(c),
                    }
                ),
            };
            return Err((y + 1, x + 1, message));
        }
    }

    Ok(())
}

/// At most ten, each number once, then no gap.
pub(super) fn wormholes(lines: &[Vec<char>]) -> Result<(), Located> {
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

    Ok(())
}

/// At least one entrance, exit and treasure.
pub(super) fn required(lines: &[Vec<char>]) -> Result<(), Located> {
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

    Ok(())
}
