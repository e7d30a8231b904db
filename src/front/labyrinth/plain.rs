//! The labyrinth as lines of text: n, e, s, w, wait.

use super::{LabyrinthUi, view, words};
use crate::engine::Game;
use crate::engine::labyrinth::solve::{letters, solve_from};
use crate::engine::labyrinth::{Command, Dir, Labyrinth};
use crate::front::{PlainText, Words};

impl PlainText for LabyrinthUi {
    fn plain_help() -> &'static str {
        words::INTRO
    }

    fn plain_describe(game: &Labyrinth) -> Vec<String> {
        let view = &view(game);
        let mut out = vec![words::moves_line(view)];
        match view.on_wormhole() {
            Some(Some(k)) => out.push(format!("You stand on wormhole {k}.")),
            Some(None) => out.push("You stand on a wormhole.".into()),
            None => {}
        }

        if game.turn() == 0 {
            out.extend(Self::arrival(game).into_iter().map(|(_, l)| l));
        }
        out
    }

    fn plain_prompt(_game: &Labyrinth) -> String {
        "Which way (n, e, s, w, wait)? ".to_string()
    }

    fn plain_command(_game: &Labyrinth, line: &str) -> Result<Command, String> {
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

    fn plain_line(_game: &Labyrinth, command: &Command) -> String {
        match command {
            Command::Go(Dir::N) => "n",
            Command::Go(Dir::E) => "e",
            Command::Go(Dir::S) => "s",
            Command::Go(Dir::W) => "w",
            Command::Wait => "wait",
        }
        .to_string()
    }

    /// The shortest route from the start, in one line, then the
    /// labyrinth row by row, with the player as '@'.
    fn plain_reveal(game: &Labyrinth, prefix: &str) -> String {
        let r = game.reveal();
        let mut text = match solve_from(r.grid(), r.start(), false) {
            Some(route) => format!(
                "{prefix} shortest route from your start: {} moves, {}",
                route.len(),
                letters(&route)
            ),
            None => format!("{prefix} no route from your start wins"),
        };
        let g = r.grid();
        for y in 0..g.height() {
            let row: String = (0..g.width())
                .map(|x| {
                    let at = g.at(x, y);
                    if at == r.at() {
                        '@'
                    } else {
                        r.cell(at).symbol()
                    }
                })
                .collect();
            text.push('\n');
            text.push_str(&row);
        }
        text
    }
}
