//! Every labyrinth event in words, in one place (the screen and plain mode
//! both read it). The exact messages are those of docs/rules.md, Labyrinth.

use super::{LabyrinthUi, view};
use crate::engine::Game;
use crate::engine::labyrinth::{Dir, Ending, Event, Labyrinth, LabyrinthRules, View};
use crate::front::{Rulebook, Summary, Words};

use crate::words::{Tone, count};

pub const INTRO: &str = "THE DARK LABYRINTH: find a treasure, then an exit. You see nothing: \
you feel your way. Type n, e, s or w to step north, east, south or west, and wait to stand \
still. Walking into a wall costs no move; every step and every wait does.";

pub const WALL: &str = "Wall.";
pub const TREASURE: &str = "Treasure found!";
pub const EXIT_EMPTY: &str = "Exit reached, but you do not have the treasure.";
pub const WORMHOLE: &str = "You fall into a wormhole!";
pub const OUT_OF_MOVES: &str = "You ran out of moves.";
pub const WON: &str = "You leave the labyrinth with the treasure. You win!";

pub fn dir_word(dir: Dir) -> &'static str {
    match dir {
        Dir::N => "north",
        Dir::E => "east",
        Dir::S => "south",
        Dir::W => "west",
    }
}

pub fn tone(ending: Ending) -> Tone {
    match ending {
        Ending::Won => Tone::Good,
        Ending::OutOfMoves => Tone::Danger,
    }
}

pub fn ending_cause(ending: Ending) -> &'static str {
    match ending {
        Ending::Won => WON,
        Ending::OutOfMoves => OUT_OF_MOVES,
    }
}

/// "12 moves left (of 40) · no treasure yet".
pub fn moves_line(view: &View<'_>) -> String {
    format!(
        "{} left (of {}) · {}",
        count(view.moves_left(), "move", "moves"),
        view.move_limit(),
        if view.carrying() {
            "you carry treasure"
        } else {
            "no treasure yet"
        }
    )
}

impl Words for LabyrinthUi {
    fn event_line(_game: &Labyrinth, event: &Event, _cheat: bool) -> Option<(Tone, String)> {
        Some(match *event {
            Event::Stepped(dir) => (Tone::Info, format!("You step {}.", dir_word(dir))),
            Event::Waited => (Tone::Info, "You wait.".into()),
            Event::TreasureFound => (Tone::Good, TREASURE.into()),
            Event::ExitWithoutTreasure => (Tone::Warning, EXIT_EMPTY.into()),
            Event::Wormhole { numbers: None } => (Tone::Warning, WORMHOLE.into()),
            Event::Wormhole {
                numbers: Some((a, b)),
            } => (
                Tone::Warning,
                format!("{WORMHOLE} In at hole {a}, out at hole {b}."),
            ),
            Event::GameOver(ending) => (tone(ending), ending_cause(ending).into()),
        })
    }

    fn arrival(game: &Labyrinth) -> Vec<(Tone, String)> {
        let v = view(game);
        let mut out = Vec::new();
        if v.moves() == 0 {
            let (w, h) = v.size();
            let (x, y) = v.start();
            out.push((
                Tone::Info,
                format!(
                    "You stand at an entrance of a dark labyrinth of {w}x{h} cells (column {}, row {}). Find a treasure, then an exit.",
                    x + 1,
                    y + 1
                ),
            ));
        }
        out
    }

    fn status(game: &Labyrinth) -> String {
        let v = view(game);
        let treasure = if v.carrying() { " · treasure" } else { "" };
        format!(
            "turn {} · moves left {}/{}{treasure}",
            Self::turn_now(game),
            v.moves_left(),
            v.move_limit()
        )
    }

    fn summary(game: &Labyrinth, _last: &[Event]) -> Summary {
        let r = game.reveal();
        let shortest = match r.shortest() {
            Some(n) => format!("the shortest route takes {}", count(n, "move", "moves")),
            None => "no route from your start wins".to_string(),
        };
        Summary {
            cause: game.outcome().map_or("", ending_cause).to_string(),
            detail: format!(
                "{} of {} · {shortest}",
                count(Self::turns_taken(game), "move", "moves"),
                view(game).move_limit()
            ),
            truth: "The map shows the whole labyrinth and your route.".to_string(),
        }
    }
}

impl Rulebook for LabyrinthUi {
    fn rules_text(r: &LabyrinthRules) -> Vec<String> {
        let what = match (&r.grid, r.generate) {
            (Some(g), false) => format!(
                "a labyrinth of {}x{} cells with {}",
                g.width() - 2,
                g.height() - 2,
                count(g.wormholes() as u32, "wormhole", "wormholes")
            ),
            _ => format!(
                "a new random labyrinth each game, {}x{} cells, with {} and {}",
                r.width,
                r.height,
                count(r.wormholes, "wormhole", "wormholes"),
                count(r.treasures, "treasure", "treasures")
            ),
        };
        let limit = match r.move_limit {
            Some(n) => format!("You have {} to do it.", count(n, "move", "moves")),
            None => {
                "You have twice the shortest solution from your start, plus 20 moves, to do it."
                    .into()
            }
        };
        let numbers = if r.reveal_wormhole_numbers {
            "You are told the number of every hole you fall into and come out of."
        } else {
            "Holes are not numbered for you: one looks like another."
        };
        vec![
            format!(
                "You are in {what}, in the dark. You know its size and where you start, nothing more. \
                 Find a treasure (T), then reach an exit (E). {limit}"
            ),
            "Step north, east, south or west, or wait. A step into a wall is refused (\"Wall.\") \
             and costs nothing; every other step, and every wait, costs one move. Reaching an exit \
             without treasure does nothing: you stand there and may go on."
                .into(),
            format!(
                "Stepping onto wormhole k throws you out of wormhole k+1 (the last leads to 0); \
                 standing on the hole you came out of does nothing until you step onto it again. \
                 {numbers} The map starts a new fragment after each wormhole, and joins it to an \
                 old one once you stand on a hole it knows."
            ),
        ]
    }
}
