//! The grenade game as lines of text, in the seed's transcript style:
//! "You are currently in ...", the tunnels by number, the warnings, then
//! "What do you want to do? m 2".

use super::words;
use crate::engine::RoomId;
use crate::engine::grenade::{Command, Reveal, View};

pub(super) fn describe(view: &View<'_>) -> Vec<String> {
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

/// "m 2" or "2" moves, "t 2" tosses; anything else, one line why not. A
/// number past this cave's tunnels is the engine's to refuse.
pub(super) fn command(line: &str) -> Result<Command, String> {
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

/// Caves by name and number, "A (1), B (2)".
fn list(reveal: Reveal<'_>, rooms: impl Iterator<Item = RoomId>) -> String {
    rooms
        .map(|r| words::cave(reveal, r))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where the hidden things were, in a sentence for the game-over panel.
pub(super) fn truth(reveal: Reveal<'_>) -> String {
    let wumpi = reveal.wumpi();
    format!(
        "{} in {} · pit in {} · bats in {}",
        if wumpi.len() == 1 {
            "The wumpus"
        } else {
            "Wumpi"
        },
        list(reveal, wumpi.iter().map(|w| w.room)),
        list(reveal, reveal.pits().iter().copied()),
        list(reveal, reveal.bats().iter().copied())
    )
}

/// Where everything was, by name and cave number.
pub(super) fn reveal(reveal: Reveal<'_>, prefix: &str) -> String {
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
        list(reveal, reveal.pits().iter().copied()),
        list(reveal, reveal.bats().iter().copied()),
        reveal.grenades(),
        reveal.grenades_at_start()
    )
}
