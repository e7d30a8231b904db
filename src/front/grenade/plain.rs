//! The grenade game as lines of text, in the seed's transcript style:
//! "You are currently in ...", the tunnels by number, the warnings, then
//! "What do you want to do? m 2".

use super::{GrenadeUi, view, words};
use crate::engine::Game;
use crate::engine::grenade::{Command, Grenade};
use crate::front::PlainText;

impl PlainText for GrenadeUi {
    fn plain_help() -> &'static str {
        super::words::INTRO
    }

    fn plain_describe(game: &Grenade) -> Vec<String> {
        let view = &view(game);
        let mut out = vec![words::where_line(view)];
        for (i, &room) in view.tunnels_here().iter().enumerate() {
            out.push(format!("     {}", words::tunnel_line(view, i, room)));
        }
        out.extend(
            words::sense_lines(view.senses())
                .into_iter()
                .map(str::to_string),
        );
        if let (Some(grenades), Some(wumpi)) = (view.grenades(), view.wumpi_left()) {
            out.push(format!("Grenades left: {grenades}; wumpi left: {wumpi}"));
        }
        out
    }

    fn plain_prompt(_game: &Grenade) -> String {
        "What do you want to do? ".to_string()
    }

    /// "m 2" or "2" moves, "t 2" tosses; anything else, one line why not. A
    /// number past this cave's tunnels is the engine's to refuse.
    fn plain_command(_game: &Grenade, line: &str) -> Result<Command, String> {
        let line = line.trim();
        let lower = line.to_ascii_lowercase();
        let (word, rest) = match lower.find(|c: char| c.is_ascii_digit()) {
            Some(i) => (lower[..i].trim(), lower[i..].trim()),
            None => (lower.as_str(), ""),
        };
        let which = || match rest.parse::<usize>() {
            Ok(t @ 1..=256) => Ok((t - 1) as u8),
            _ if rest.is_empty() => Err("Which tunnel? Give its number, as in m 2.".to_string()),
            _ => Err(format!("There is no tunnel {rest} here.")),
        };
        match word {
            "" | "m" | "move" => which().map(|tunnel| Command::Move { tunnel }),
            "t" | "toss" => which().map(|tunnel| Command::Toss { tunnel }),
            _ => Err(format!(
                "I don't understand {line:?}. Type ? for the commands."
            )),
        }
    }

    fn plain_line(_game: &Grenade, command: &Command) -> String {
        match *command {
            Command::Move { tunnel } => format!("m {}", u32::from(tunnel) + 1),
            Command::Toss { tunnel } => format!("t {}", u32::from(tunnel) + 1),
        }
    }

    /// Where everything was, by name and cave number.
    fn plain_reveal(game: &Grenade, prefix: &str) -> String {
        let reveal = game.reveal();
        let wumpi: Vec<String> = reveal
            .wumpi()
            .iter()
            .map(|w| {
                let state = if w.alive { "" } else { " dead" };
                format!("{}{state}", words::cave(reveal, w.room))
            })
            .collect();
        format!(
            "{prefix} {}: {} · pit: {} · bats: {} · grenades {} of {} left",
            crate::words::count(reveal.wumpi_at_start(), "wumpus", "wumpi"),
            wumpi.join(", "),
            words::list(reveal, reveal.pits().iter().copied()),
            words::list(reveal, reveal.bats().iter().copied()),
            reveal.grenades(),
            reveal.grenades_at_start()
        )
    }
}
