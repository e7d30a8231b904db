//! Every Grand Theft event in words, in one place (the screen and plain
//! mode both read it). The exact messages are those of docs/rules.md, Grand
//! Theft.

use super::{GrandTheftUi, view};
use crate::engine::grand_theft::{Clues, Ending, Event, GrandTheft, Reveal, View};
use crate::engine::{Game, RoomId};
use crate::front::{Summary, Words};
use crate::words::{Tone, count};

pub const BLOOD: &str = "Blood!";
pub const LIGHTS: &str = "Lights!";
pub const SIRENS: &str = "Sirens!";

pub const COPS: &str = "You ran into the cops. Game Over.";
pub const FOUND: &str = "You found the Wumpus!";
pub const RAN_INTO: &str = "You ran into the Wumpus.";
pub const WASTED: &str = "You wasted your last bullet. Game Over.";

/// A node's number as the player reads it (nodes count from 1).
pub fn num(node: RoomId) -> u32 {
    u32::from(node.0) + 1
}

/// The clues at a node, as the book shouts them.
pub fn clue_words(clues: Clues) -> Vec<&'static str> {
    [
        (clues.blood, BLOOD),
        (clues.lights, LIGHTS),
        (clues.sirens, SIRENS),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, w)| w)
    .collect()
}

/// "You are at node 12."
pub fn where_line(view: &View<'_>) -> String {
    format!("You are at node {}.", num(view.here()))
}

/// One street from the current node in words: "1 to 7   blood, lights",
/// "2 to 9   ROADBLOCK · quiet", "3 to 17  not visited".
pub fn street_line(view: &View<'_>, i: usize, to: RoomId) -> String {
    let here = view.here();
    let mut what: Vec<String> = Vec::new();
    if view.roadblock(here, to) == Some(true) {
        what.push("ROADBLOCK".into());
    }
    match view.clues(to) {
        Some(c) if c.any() => what.push(
            clue_words(c)
                .iter()
                .map(|w| w.trim_end_matches('!').to_lowercase())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Some(_) => what.push("quiet".into()),
        None => what.push("not visited".into()),
    }
    format!("{} to {:<3} {}", i + 1, num(to), what.join(" · "))
}

/// The words for one event; every event is seen.
pub fn event_line(event: &Event) -> Option<(Tone, String)> {
    let s = |tone, text: &str| Some((tone, text.to_string()));
    match *event {
        Event::Walked {
            to,
            charging: false,
        } => Some((Tone::Info, format!("You walk to node {}.", num(to)))),
        Event::Walked { to, charging: true } => Some((
            Tone::Warning,
            format!("You charge into node {}, gun drawn!", num(to)),
        )),
        Event::Cops => s(Tone::Danger, COPS),
        Event::FoundWumpus => s(Tone::Good, FOUND),
        Event::RanIntoWumpus => s(Tone::Danger, RAN_INTO),
        Event::WastedLastBullet => s(Tone::Danger, WASTED),
        Event::BulletSpent { left } => Some((
            Tone::Warning,
            format!(
                "Nobody here: your bullet is spent. {}",
                crate::words::count(left, "bullet left.", "bullets left.")
            ),
        )),
        Event::Kidnapped { to } => Some((
            Tone::Danger,
            format!("You ran into a Glow Worm Gang! You're now at {}.", num(to)),
        )),
        Event::GameOver(_) => None,
    }
}

/// The ending in a sentence, for the game-over panel.
pub fn ending_cause(ending: Ending) -> &'static str {
    match ending {
        Ending::Won => "You found the Wumpus! The loot and the car are yours again.",
        Ending::Cops => "You ran into the cops at a roadblock.",
        Ending::RanIntoWumpus => "You ran into the Wumpus, and his AK-47.",
        Ending::WastedBullet => "You wasted your last bullet on an empty node.",
    }
}

/// Where everything was, in one line.
pub fn truth(reveal: Reveal<'_>) -> String {
    let gangs: Vec<String> = reveal.gangs().iter().map(|&g| num(g).to_string()).collect();
    let cops: Vec<String> = reveal
        .streets()
        .iter()
        .filter(|s| s.cops)
        .map(|s| format!("{}–{}", num(s.a), num(s.b)))
        .collect();
    format!(
        "The Wumpus at {} · gangs at {} · cops on {}",
        num(reveal.wumpus()),
        if gangs.is_empty() {
            "none".to_string()
        } else {
            gangs.join(", ")
        },
        if cops.is_empty() {
            "no street".to_string()
        } else {
            cops.join(", ")
        }
    )
}

/// What the node panel should still say after a command: where gangs took
/// the player, or a bullet spent. `None` after a plain walk.
pub fn note(events: &[Event]) -> Option<String> {
    let drops: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Kidnapped { to } => Some(num(*to).to_string()),
            _ => None,
        })
        .collect();
    let spent = events.iter().find_map(|e| match e {
        Event::BulletSpent { left } => Some(*left),
        _ => None,
    });
    match (drops.is_empty(), spent) {
        (false, _) => Some(format!("Kidnapped! Dropped at {}.", drops.join(" → "))),
        (true, Some(left)) => Some(format!(
            "Your charge found nobody: {}.",
            crate::words::count(left, "bullet left", "bullets left")
        )),
        (true, None) => None,
    }
}

impl Words for GrandTheftUi {
    fn event_line(_game: &GrandTheft, event: &Event, _cheat: bool) -> Option<(Tone, String)> {
        event_line(event)
    }

    fn arrival(game: &GrandTheft) -> Vec<(Tone, String)> {
        // One line, so a small log keeps what happened on the way.
        let v = view(game);
        let clues = clue_words(v.clues_here());
        if clues.is_empty() {
            vec![(Tone::Info, where_line(&v))]
        } else {
            vec![(
                Tone::Warning,
                format!("{} {}", where_line(&v), clues.join(" ")),
            )]
        }
    }

    fn status(game: &GrandTheft) -> String {
        let v = view(game);
        format!(
            "turn {} · {} · node {}",
            Self::turn_now(game),
            count(v.bullets(), "bullet", "bullets"),
            num(v.here())
        )
    }

    fn summary(game: &GrandTheft, _last: &[Event]) -> Summary {
        let v = view(game);
        let visited = v.node_ids().filter(|&r| v.visited(r)).count();
        Summary {
            cause: game.outcome().map_or("", ending_cause).to_string(),
            detail: format!(
                "{} · {visited} of {} nodes visited",
                count(Self::turns_taken(game), "turn", "turns"),
                v.nodes()
            ),
            truth: truth(game.reveal()),
        }
    }
}
