//! The classic game as lines of text: the room, its tunnels and the senses
//! before each prompt; `m N` or `N` moves, `s N N N` shoots.

use super::{ClassicUi, view, words};
use crate::engine::classic::{Classic, Command, WallBump};
use crate::engine::{Game, RoomId};
use crate::front::{PlainText, Words};

impl PlainText for ClassicUi {
    fn plain_help() -> &'static str {
        "Commands: m N moves to room N (or just N); s N N N shoots an arrow \
through up to the arrow range of rooms; ? shows this; q quits."
    }

    fn plain_describe(game: &Classic) -> Vec<String> {
        let view = &view(game);
        let mut out: Vec<String> = words::sense_lines(view.senses())
            .into_iter()
            .map(str::to_string)
            .collect();
        out.push(format!("You are in room {}", view.label(view.here())));
        let exits: Vec<&str> = view.tunnels_here().iter().map(|&r| view.label(r)).collect();
        out.push(format!("Tunnels lead to {}", exits.join(" ")));
        out.push(format!("Arrows left: {}", view.arrows()));
        out
    }

    fn plain_prompt(game: &Classic) -> String {
        format!("turn {}> ", Self::turn_now(game))
    }

    /// A typed line as a command, or the one line that says why not.
    fn plain_command(game: &Classic, line: &str) -> Result<Command, String> {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((w, r)) => (w, r.trim()),
            None => (line, ""),
        };
        let unknown =
            |text: String| format!("I don't understand {text:?}. Type ? for the commands.");
        let view = view(game);
        // A room not next to the player's is the engine's to refuse too, but
        // here the words can say which rooms (under `wall_bump = "bsd"` the
        // move is a bump into the wall, and goes to the engine).
        let to = |label: &str| match view.room_by_label(label) {
            None => Err(words::no_room_to_move_to(label)),
            Some(room)
                if !view.tunnels_here().contains(&room)
                    && view.rules().wall_bump == WallBump::Free =>
            {
                Err(words::not_next_to(&view, room))
            }
            Some(room) => Ok(Command::Move(room)),
        };
        match word.to_ascii_lowercase().as_str() {
            "m" | "move" if !rest.is_empty() => to(rest),
            "s" | "shoot" if !rest.is_empty() => game
                .parse_path(rest)
                .map(Command::Shoot)
                .map_err(|r| r.to_string()),
            "m" | "move" | "s" | "shoot" => Err(unknown(format!("{line} (which rooms?)"))),
            _ if rest.is_empty()
                && !word.is_empty()
                && word.chars().all(|c| c.is_ascii_digit()) =>
            {
                to(word)
            }
            _ => Err(unknown(line.to_string())),
        }
    }

    fn plain_line(game: &Classic, command: &Command) -> String {
        let v = view(game);
        match command {
            Command::Move(room) => format!("m {}", v.label(*room)),
            Command::Shoot(path) => {
                let labels: Vec<&str> = path.rooms().iter().map(|&r| v.label(r)).collect();
                format!("s {}", labels.join(" "))
            }
        }
    }

    /// What to ask when a command word comes alone.
    fn plain_follow_up(_game: &Classic, line: &str) -> Option<&'static str> {
        match line.trim().to_ascii_lowercase().as_str() {
            "s" | "shoot" => Some("Which rooms? "),
            "m" | "move" => Some("Which room? "),
            _ => None,
        }
    }

    /// Where everything is: cheat mode every turn, everyone at game over.
    fn plain_reveal(game: &Classic, prefix: &str) -> String {
        let view = &view(game);
        let cheat = game.reveal();
        let list = |rooms: Vec<RoomId>| {
            rooms
                .iter()
                .map(|&r| view.label(r))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let wumpi: Vec<String> = cheat
            .wumpi()
            .iter()
            .map(|w| {
                let state = if !w.alive {
                    "dead"
                } else if w.awake {
                    "awake"
                } else {
                    "asleep"
                };
                format!("{} ({state})", view.label(w.room))
            })
            .collect();
        let termites = cheat.termites();
        // Only where there are any, so games without them read as they always did.
        let termites = if termites.is_empty() {
            String::new()
        } else {
            format!(" · termites {}", list(termites))
        };
        format!(
            "{prefix} wumpus {} · pits {} · bats {}{termites}",
            wumpi.join(" "),
            list(cheat.pits()),
            list(cheat.bats())
        )
    }
}
