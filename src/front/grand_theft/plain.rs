//! Grand Theft Wumpus as lines of text: the node, its clues, its
//! neighbours, and the commands `walk N` and `charge N`.

use super::words::{self, num};
use super::{GrandTheftUi, view};
use crate::engine::grand_theft::{Command, GrandTheft, View};
use crate::engine::{Game, RoomId};
use crate::front::{PlainText, Words};

pub const HELP: &str = "GRAND THEFT WUMPUS: the Wumpus ran off with the loot and your car, \
and lies low somewhere in Congestion City. Blood shows within two streets of him (by \
default), a Glowworm gang's lights within one street of it, and sirens where a street \
from your node has a police roadblock. A gang kidnaps you to a random node.\n\
Commands:\n\
  walk N    walk to neighbouring node N (also: w N, or just N)\n\
  charge N  charge into node N with your bullet (also: c N)\n\
  ?         this help";

/// Which node a typed number names, if it is a node at all.
fn node(view: &View<'_>, text: &str) -> Result<RoomId, String> {
    let text = text.trim();
    match text.parse::<u32>() {
        Ok(k) if k >= 1 && (k as usize) <= view.nodes() => Ok(RoomId((k - 1) as u16)),
        Ok(_) => Err(format!(
            "There is no node {text}; nodes go from 1 to {}.",
            view.nodes()
        )),
        Err(_) if text.is_empty() => Err("Which node? Give its number, as in walk 7.".into()),
        Err(_) => Err(format!("{text:?} is not a node number.")),
    }
}

impl PlainText for GrandTheftUi {
    fn plain_help() -> &'static str {
        HELP
    }

    fn plain_describe(game: &GrandTheft) -> Vec<String> {
        let view = &view(game);
        let mut out = vec![words::where_line(view)];
        let clues = words::clue_words(view.clues_here());
        out.push(if clues.is_empty() {
            "No clues here.".to_string()
        } else {
            format!("Clues: {}", clues.join(" "))
        });
        let near: Vec<String> = view
            .neighbours_here()
            .iter()
            .map(|&m| {
                let mut s = num(m).to_string();
                if view.roadblock(view.here(), m) == Some(true) {
                    s.push_str(" (cops!)");
                } else if view.visited(m) {
                    s.push_str(" (visited)");
                }
                s
            })
            .collect();
        out.push(format!("Streets lead to: {}", near.join(", ")));
        out.push(format!(
            "{} · turn {}",
            crate::words::count(view.bullets(), "bullet", "bullets"),
            Self::turn_now(game)
        ));
        out
    }

    fn plain_prompt(_game: &GrandTheft) -> String {
        "What now? ".to_string()
    }

    fn plain_follow_up(_game: &GrandTheft, line: &str) -> Option<&'static str> {
        match line.trim().to_ascii_lowercase().as_str() {
            "w" | "walk" => Some("Walk to which node? "),
            "c" | "charge" => Some("Charge which node? "),
            _ => None,
        }
    }

    /// "walk 7", "w 7" or "7" walks; "charge 7" or "c 7" charges. A node that
    /// is no neighbour is the engine's to refuse.
    fn plain_command(game: &GrandTheft, line: &str) -> Result<Command, String> {
        let view = &view(game);
        let lower = line.trim().to_ascii_lowercase();
        let (word, rest) = match lower.find(|c: char| c.is_ascii_digit()) {
            Some(i) => (lower[..i].trim(), &lower[i..]),
            None => (lower.as_str(), ""),
        };
        match word {
            "" | "w" | "walk" => node(view, rest).map(Command::Walk),
            "c" | "charge" => node(view, rest).map(Command::Charge),
            _ => Err(format!(
                "I don't understand {:?}. Type ? for the commands.",
                line.trim()
            )),
        }
    }

    fn plain_line(_game: &GrandTheft, command: &Command) -> String {
        match *command {
            Command::Walk(node) => format!("walk {}", num(node)),
            Command::Charge(node) => format!("charge {}", num(node)),
        }
    }

    fn plain_reveal(game: &GrandTheft, prefix: &str) -> String {
        format!("{prefix} {}", words::truth(game.reveal()))
    }
}
