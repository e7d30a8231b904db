//! What the whole table may read: the opening lines, the status line and
//! the game-over summary. Nothing here reads one seat's private view.

use super::plain;
use super::words::{self, name};
use crate::engine::hidden::Role;
use crate::engine::hidden::{Happening, Hidden, HiddenOutcome};
use crate::engine::{Game, Seat};
use crate::front::Summary;
use crate::record::Ammo;
use crate::words::Tone;

pub(super) fn arrival(game: &Hidden) -> Vec<(Tone, String)> {
    if game.turn() > 0 {
        return Vec::new();
    }
    let r = game.rules();
    let names: Vec<String> = (0..r.players).map(|s| name(game, Seat(s))).collect();
    let mut out = vec![
        (
            Tone::Info,
            format!(
                "Hidden Wumpus: {} seats, {} of them {}.",
                r.players,
                r.wumpus_players,
                if r.wumpus_players == 1 {
                    "is secretly a Wumpus"
                } else {
                    "are secretly Wumpuses"
                }
            ),
        ),
        (Tone::Info, format!("At the table: {}.", names.join(", "))),
    ];
    if let Some(seat) = game.to_act() {
        out.push((Tone::Info, format!("— {}'s turn —", name(game, seat))));
    }
    out
}

/// Public facts only: the round and whose turn it is.
pub(super) fn status(game: &Hidden) -> String {
    let public = game.view(Seat(0));
    let turns = public
        .public_log
        .iter()
        .filter(|h| matches!(h, Happening::TurnBegins(_)))
        .count();
    match game.to_act() {
        Some(seat) => format!("turn {turns} · {}'s turn", name(game, seat)),
        None => format!("turn {turns} · game over"),
    }
}

pub(super) fn summary(game: &Hidden) -> Summary {
    let cause = match game.outcome() {
        Some(HiddenOutcome::Humans) => "The humans win: every Wumpus is dead.",
        Some(HiddenOutcome::Wumpuses) => {
            "The Wumpuses win: no human is left with a life and an arrow."
        }
        None => "",
    };
    let r = game.reveal();
    let roles: Vec<String> = r
        .roles()
        .iter()
        .enumerate()
        .map(|(s, role)| {
            format!(
                "{} was {}",
                name(game, Seat(s as u8)),
                words::role_word(*role)
            )
        })
        .collect();
    Summary {
        cause: cause.to_string(),
        detail: roles.join(" · "),
        truth: plain::truth(game),
    }
}

/// The humans' arrows used, all seats together (for the scores, at the
/// end: it reads the revealed game).
pub(super) fn ammo(game: &Hidden) -> Ammo {
    let r = game.reveal();
    let start = u32::from(game.rules().arrows);
    let count = (r.roles().iter().zip(r.arrows()))
        .filter(|(role, _)| **role == Role::Human)
        .map(|(_, &left)| start.saturating_sub(u32::from(left)))
        .sum();
    Ammo {
        count,
        word: "arrows".into(),
    }
}
