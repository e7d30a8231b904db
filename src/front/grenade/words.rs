//! Every grenade event in words, in one place (the screen and plain mode
//! both read it). The exact messages are those of docs/rules.md, Grenade.

use super::{GrenadeUi, view};
use crate::engine::grenade::{Ending, Event, Grenade, Reveal, Secret, Senses, View};
use crate::engine::{Game, Outcome, RoomId};
use crate::front::{Summary, Words};
use crate::words::{Tone, count};

pub const INTRO: &str = "HUNT THE WUMPUS: Your mission is to explore the maze of caves\n\
and destroy all of the wumpi (without getting yourself killed). To move to an adjacent \
cave, enter 'M' and the tunnel number. To toss a grenade into a cave, enter 'T' and the \
tunnel number.";

pub const SMELL: &str = "You smell a WUMPUS!";
pub const WINGS: &str = "You hear flapping wings";
pub const DRAFT: &str = "You feel a draft";

/// The warnings for the caves the tunnels lead to, each kind once.
pub fn sense_lines(senses: Senses) -> Vec<&'static str> {
    [
        (senses.smell, SMELL),
        (senses.wings, WINGS),
        (senses.draft, DRAFT),
    ]
    .into_iter()
    .filter(|(felt, _)| *felt)
    .map(|(_, line)| line)
    .collect()
}

/// A cave's name as a sentence says it: a cave named by a bare number
/// (the dodecahedron's) is "cave 7".
pub fn called(name: &str) -> String {
    if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) {
        format!("cave {name}")
    } else {
        name.to_string()
    }
}

/// "You are currently in <name>".
pub fn where_line(view: &View<'_>) -> String {
    format!("You are currently in {}", called(view.here_name()))
}

/// Tunnel `i` (0-based) as the player knows it: "(1) The Silver Mirror",
/// or "(1) unknown" until that cave is visited.
pub fn tunnel_line(view: &View<'_>, i: usize, room: RoomId) -> String {
    format!(
        "({}) {}",
        i + 1,
        view.name(room).map_or("unknown".to_string(), called)
    )
}

/// The words for one event; `None` for what the player does not see.
pub fn event_line(event: &Event, reveal: Reveal<'_>, cheat: bool) -> Option<(Tone, String)> {
    let line = |tone, text: &str| Some((tone, text.to_string()));
    match event {
        Event::Walked { .. } => None,
        Event::Devoured => line(Tone::Danger, "A wumpus devours you!"),
        Event::FellInPit => line(Tone::Danger, "You fall into a bottomless pit!"),
        Event::CarriedOff => line(Tone::Warning, "The bats carry you off to another cave"),
        Event::Scream => line(Tone::Good, "You hear a horrible scream. Got one!"),
        Event::Missed => line(Tone::Info, "Missed, dagnabit!"),
        Event::OnTheMove => line(Tone::Warning, "DANGER: Any nearby wumpi are on the move."),
        Event::Chomped => line(
            Tone::Danger,
            "A wumpus is coming toward you with big, gnarly teeth... CHOMP CHOMP CHOMP",
        ),
        Event::AllDead => line(Tone::Good, "You destroyed all the wumpi!"),
        Event::OutOfGrenades => line(Tone::Danger, "You are out of grenades."),
        Event::GameOver(ending) if ending.is_win() => None,
        Event::GameOver(_) => line(Tone::Danger, "GAME OVER"),
        Event::Secret(secret) => cheat.then(|| (Tone::Secret, secret_line(secret, reveal))),
    }
}

/// A cave as cheat mode and the reveal name it: its name and number, since
/// names repeat (the five Lost Caverns of the Wyrm).
pub fn cave(reveal: Reveal<'_>, room: RoomId) -> String {
    let (name, label) = (reveal.name(room), reveal.label(room));
    if name == label {
        called(name)
    } else {
        format!("{name} ({label})")
    }
}

fn secret_line(secret: &Secret, reveal: Reveal<'_>) -> String {
    match *secret {
        Secret::DroppedIn(room) => format!("[cheat] the bats drop you in {}", cave(reveal, room)),
        Secret::WumpusFled { wumpus, from, to } => format!(
            "[cheat] wumpus {} flees from {} to {}",
            wumpus + 1,
            cave(reveal, from),
            cave(reveal, to)
        ),
        Secret::WumpusStayed { wumpus } => {
            format!("[cheat] wumpus {} has nowhere to run and stays", wumpus + 1)
        }
        Secret::GrenadeLanded(room) => {
            format!("[cheat] the grenade lands in {}", cave(reveal, room))
        }
    }
}

/// How a game ended, in a sentence for the game-over screen.
pub fn ending_cause(ending: Ending) -> &'static str {
    match ending {
        Ending::Won => "You destroyed all the wumpi.",
        Ending::Devoured => "You walked into a wumpus's cave, and it devoured you.",
        Ending::Pit => "You fell into the bottomless pit.",
        Ending::EatenMoving => "A wumpus fled from your blast straight into your cave.",
        Ending::OutOfGrenades => "You ran out of grenades with wumpi still about.",
    }
}

/// Caves by name and number, "A (1), B (2)".
pub(super) fn list(reveal: Reveal<'_>, rooms: impl Iterator<Item = RoomId>) -> String {
    rooms
        .map(|r| cave(reveal, r))
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

impl Words for GrenadeUi {
    fn event_line(game: &Grenade, event: &Event, cheat: bool) -> Option<(Tone, String)> {
        event_line(event, game.reveal(), cheat)
    }

    fn arrival(game: &Grenade) -> Vec<(Tone, String)> {
        let v = view(game);
        let mut out = vec![(Tone::Info, where_line(&v))];
        out.extend(
            sense_lines(v.senses())
                .into_iter()
                .map(|s| (Tone::Warning, s.to_string())),
        );
        out
    }

    fn status(game: &Grenade) -> String {
        let v = view(game);
        match (v.grenades(), v.wumpi_left()) {
            (Some(g), Some(w)) => {
                format!("turn {} · grenades {g} · wumpi {w}", Self::turn_now(game))
            }
            _ => format!("turn {}", Self::turn_now(game)),
        }
    }

    fn summary(game: &Grenade, _last: &[Event]) -> Summary {
        let r = game.reveal();
        let wumpi = r.wumpi_at_start();
        Summary {
            cause: game.outcome().map_or("", ending_cause).to_string(),
            detail: format!(
                "{} · {} and {}: {} killed, {} thrown",
                count(Self::turns_taken(game), "turn", "turns"),
                count(wumpi, "wumpus", "wumpi"),
                count(r.grenades_at_start(), "grenade", "grenades"),
                wumpi.saturating_sub(r.wumpi_left()),
                r.grenades_at_start().saturating_sub(r.grenades())
            ),
            truth: truth(r),
        }
    }
}
