//! The labyrinth as lines of text: n, e, s, w, wait.

use super::words;
use crate::engine::labyrinth::solve::{letters, solve_from};
use crate::engine::labyrinth::{Command, Dir, Reveal, View};

pub(super) fn describe(view: &View<'_>) -> Vec<String> {
    let mut out = vec![words::moves_line(view)];
    match view.on_wormhole() {
        Some(Some(k)) => out.push(format!("You stand on wormhole {k}.")),
        Some(None) => out.push("You stand on a wormhole.".into()),
        None => {}
    }
    out
}

pub(super) fn command(line: &str) -> Result<Command, String> {
    let lower = line.trim().to_ascii_lowercase();
    Ok(match lower.as_str() {
        "n" | "north" => Command::Go(Dir::N),
        "e" | "east" => Command::Go(Dir::E),
        "s" | "south" => Command::Go(Dir::S),
        "w" | "west" => Command::Go(Dir::W),
        "wait" | "." => Command::Wait,
        _ => {
            return Err(format!(
                "I don't understand {:?}. Type n, e, s, w or wait (? for help).",
                line.trim()
            ));
        }
    })
}

/// The shortest route from the start, in one line.
pub(super) fn reveal(r: Reveal<'_>, prefix: &str) -> String {
    match solve_from(r.grid(), r.start(), false) {
        Some(route) => format!(
            "{prefix} shortest route from your start: {} moves, {}",
            route.len(),
            letters(&route)
        ),
        None => format!("{prefix} no route from your start wins"),
    }
}

/// The labyrinth, row by row, with the player as '@'.
pub(super) fn picture(r: Reveal<'_>) -> Vec<String> {
    let g = r.grid();
    (0..g.height())
        .map(|y| {
            (0..g.width())
                .map(|x| {
                    let at = g.at(x, y);
                    if at == r.at() {
                        '@'
                    } else {
                        r.cell(at).symbol()
                    }
                })
                .collect()
        })
        .collect()
}
