//! Plain mode for Hidden Wumpus: the seat to act's private facts as lines,
//! its typed commands, and the truth in one line.

use super::*;
use crate::front::PlainText;

pub(super) const HELP: &str = "Hidden Wumpus. On your turn: c TEXT posts a public claim, s 3 7 3 shoots an \
     arrow through those rooms (humans), m 7 walks into room 7, w stays. Bot seats \
     play by themselves: you read what the table may. Before a person's turn, pass them \
     the keyboard: their secrets show after Enter. q quits.";

pub(super) fn parse_labels(text: &str) -> Result<Vec<u8>, String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<u8>()
                .map_err(|_| format!("\"{t}\" is no room label; rooms are 1 to 20."))
        })
        .collect()
}

/// Who was what and where everything is.
pub(super) fn truth(game: &Hidden) -> String {
    let r = game.reveal();
    let rooms = r.rooms();
    let seats: Vec<String> = (0..r.roles().len())
        .map(|s| {
            format!(
                "{} {} in {}{}",
                name(game, Seat(s as u8)),
                match r.roles()[s] {
                    Role::Human => "human",
                    Role::Wumpus => "Wumpus",
                },
                rooms.get(s).copied().unwrap_or(0),
                if r.alive().get(s).copied().unwrap_or(false) {
                    ""
                } else {
                    " (dead)"
                }
            )
        })
        .collect();
    let list = |v: Vec<u8>| v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
    format!(
        "{} · pits: {} · bats: {}",
        seats.join(" · "),
        list(r.pits()),
        list(r.bats())
    )
}

impl PlainText for HiddenUi {
    fn plain_help() -> &'static str {
        HELP
    }

    /// Before each person's turn (not a bot's): nothing done yet this turn.
    /// The person to hand the keyboard to, at the start of their turn: a
    /// claim or a shot already made means they have it.
    fn plain_curtain(game: &Hidden) -> Option<String> {
        let seat = game.to_act()?;
        let v = game.view(seat);
        (!is_bot(game, seat) && !v.claimed && !v.shot).then(|| name(game, seat))
    }

    /// A bot's commands: the table reads what they did, and nothing
    /// private is shown, so no one is asked for a key.
    fn plain_auto(game: &Hidden) -> Option<HiddenCommand> {
        game.to_act()
            .filter(|&s| is_bot(game, s))
            .and_then(|_| bot_step(game))
    }

    /// The seat to act's private facts, or whose turn it is (a bot's).
    fn plain_describe(game: &Hidden) -> Vec<String> {
        let Some(seat) = game.to_act() else {
            return vec!["The game is over.".into()];
        };
        if is_bot(game, seat) {
            return vec![format!("— {}'s turn —", name(game, seat))];
        }
        let v = game.view(seat);
        // A Wumpus never has arrows: "with 0 arrows" would suggest it had.
        let who = match v.role {
            Role::Human => format!(
                "{}: you are a human with {} arrow{}.",
                name(game, seat),
                v.arrows,
                if v.arrows == 1 { "" } else { "s" }
            ),
            Role::Wumpus => format!(
                "{}: you are a Wumpus (no arrows: you eat humans).",
                name(game, seat)
            ),
        };
        let mut out = vec![
            who,
            format!(
                "You are in room {}. Tunnels lead to {}, {} and {}.",
                v.room, v.adjacent[0], v.adjacent[1], v.adjacent[2]
            ),
        ];
        out.extend(sense_lines(v.senses).into_iter().map(str::to_string));
        out
    }

    fn plain_prompt(game: &Hidden) -> String {
        match game.to_act() {
            Some(s) => format!("{}> ", name(game, s)),
            None => "> ".into(),
        }
    }

    fn plain_command(game: &Hidden, line: &str) -> Result<HiddenCommand, String> {
        if let Some(auto) = Self::plain_auto(game) {
            return Ok(auto);
        }
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word.to_ascii_lowercase().as_str() {
            "c" | "claim" => Ok(HiddenCommand::Claim(rest.to_string())),
            "s" | "shoot" => Ok(HiddenCommand::Shoot(parse_labels(rest)?)),
            "m" | "move" => match parse_labels(rest)?.as_slice() {
                [room] => Ok(HiddenCommand::Move(*room)),
                _ => Err("Move where? Give one room, as in m 7.".into()),
            },
            "w" | "wait" | "stay" => Ok(HiddenCommand::Stay),
            w => match w.parse::<u8>() {
                Ok(room) => Ok(HiddenCommand::Move(room)),
                Err(_) => Err(format!(
                    "I don't understand {line:?}. Type ? for the commands."
                )),
            },
        }
    }

    /// A command as plain mode types it (a bot's is never typed).
    fn plain_line(game: &Hidden, command: &HiddenCommand) -> String {
        if game.to_act().is_some_and(|s| is_bot(game, s)) {
            return String::new();
        }
        let labels = |rooms: &[u8]| {
            rooms
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        match command {
            HiddenCommand::Claim(text) => format!("c {text}"),
            HiddenCommand::Shoot(rooms) => format!("s {}", labels(rooms)),
            HiddenCommand::Move(room) => format!("m {room}"),
            HiddenCommand::Stay => "w".into(),
        }
    }

    fn plain_reveal(game: &Hidden, prefix: &str) -> String {
        format!("{prefix} {}", truth(game))
    }
}
