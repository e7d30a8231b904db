//! What the whole table may read (`Words`): the log's lines, the opening
//! lines, the status line and the game-over summary. Nothing here reads
//! one seat's private view.

use super::words::{self, happening_line, is_bot, name};
use super::{HiddenUi, plain};
use crate::engine::hidden::{Audience, Happening, Hidden, HiddenEvent, HiddenOutcome};
use crate::engine::{Game, Seat};
use crate::front::{Summary, Words};
use crate::record::Record;
use crate::words::Tone;

impl Words for HiddenUi {
    /// What a seat did is its own secret: no turn number over commands
    /// that told the table nothing.
    const TURN_HEADINGS: bool = false;

    /// Plain mode's words: the public happenings, and a person's own
    /// (plain mode is one text stream at the table: the person reads what
    /// their command did). Bots' private happenings are never said.
    fn event_line(game: &Hidden, event: &HiddenEvent, _cheat: bool) -> Option<(Tone, String)> {
        match event.to {
            Audience::Only(seat) if is_bot(game, seat) => None,
            Audience::Only(_) if matches!(event.what, Happening::Sensed { .. }) => None,
            _ => Some(happening_line(game, &event.what)),
        }
    }

    /// The screen's log is the public table's: a seat's own happenings
    /// are on its private screen only.
    fn log_line(game: &Hidden, event: &HiddenEvent, _cheat: bool) -> Option<(Tone, String)> {
        match event.to {
            Audience::All => Some(happening_line(game, &event.what)),
            Audience::Only(_) => None,
        }
    }

    fn arrival(game: &Hidden) -> Vec<(Tone, String)> {
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

    /// Public facts only: the turn and whose it is.
    fn status(game: &Hidden) -> String {
        let turn = Self::turn_now(game);
        match game.to_act() {
            Some(seat) => format!("turn {turn} · {}'s turn", name(game, seat)),
            None => format!("turn {turn} · game over"),
        }
    }

    /// A turn is a seat's (its claim, shot and move), not each command:
    /// the turns begun, less the one being played.
    fn turns_taken(game: &Hidden) -> u32 {
        let begun = game.view(Seat(0)).turn;
        begun.saturating_sub(u32::from(!game.is_over()))
    }

    /// A seat's turn says its lines as it goes (its claim, the table's
    /// news): they belong to the turn being played.
    fn log_turn(game: &Hidden) -> u32 {
        Self::turn_now(game)
    }

    /// The record counts commands, not seats' turns: played to tell.
    fn saved_turn(record: &Record) -> u32 {
        match crate::record::replay::<Hidden>(record) {
            Ok(replayed) => Self::turn_now(&replayed.game),
            Err(_) => record.turn() + 1,
        }
    }

    fn summary(game: &Hidden, _last: &[HiddenEvent]) -> Summary {
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
}
