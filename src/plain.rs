//! Plain mode: the game as lines of text on stdin and stdout, like the 1972
//! original, for screen readers, scripts and teletypes.

use crate::engine::classic::{Classic, Command, View};
use crate::engine::{ClassicRules, Event, Refusal};
use crate::words;
use std::io::{self, BufRead, Write};

use std::sync::Arc;

/// What the player typed, understood.
enum Input {
    Move(String),
    Shoot(String),
    Quit,
    Help,
    Unknown(String),
}

const HELP: &str = "Commands: m N moves to room N (or just N); s N N N shoots an arrow \
through up to the arrow range of rooms; ? shows this; q quits.";

/// Plays games until the player quits or input ends. `seed` is the first
/// game's; a new game after it uses the next seed, so a scripted session
/// with `--seed` is the same transcript everywhere.
pub fn play(
    title: &str,
    rules: Arc<ClassicRules>,
    seed: u64,
    cheat: bool,
    echo: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut input = Reader { input, echo };
    let input = &mut input;
    let mut game = Classic::new(rules.clone(), seed);
    let mut events = Vec::new();
    loop {
        writeln!(out, "Hunt the Wumpus - {title} - seed {}", game.seed())?;
        if cheat {
            writeln!(out, "[cheat] cheat mode is on: hidden things are shown")?;
        }
        writeln!(out, "{HELP}")?;
        if !play_one(&mut game, cheat, &mut events, input, out)? {
            return Ok(());
        }
        writeln!(out, "Play again? s = same setup, n = new game, q = quit")?;
        match ask(input, out, "again> ")?.as_deref().map(str::trim) {
            Some("s") | Some("same") => game = game.same_setup(),
            Some("n") | Some("new") => {
                game = Classic::new(rules.clone(), game.seed().wrapping_add(1))
            }
            _ => return Ok(()),
        }
        writeln!(out)?;
    }
}

/// One game; false when the player quit or input ended.
fn play_one(
    game: &mut Classic,
    cheat: bool,
    events: &mut Vec<Event>,
    input: &mut Reader<'_>,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let mut fresh = true;
    loop {
        // Describe the room after each turn; after a refusal only the
        // reason and a new prompt, as the 1972 game did.
        if fresh {
            describe(&game.view(), game, cheat, out)?;
            fresh = false;
        }
        let prompt = format!("turn {}> ", game.view().turn() + 1);
        let Some(line) = ask(input, out, &prompt)? else {
            writeln!(out, "Goodbye.")?;
            return Ok(false);
        };
        let command = match understand(&line) {
            Input::Quit => {
                writeln!(out, "Goodbye.")?;
                return Ok(false);
            }
            Input::Help => {
                writeln!(out, "{HELP}")?;
                continue;
            }
            Input::Unknown(text) => {
                writeln!(out, "I don't understand {text:?}. Type ? for the commands.")?;
                continue;
            }
            Input::Move(label) => match game.view().room_by_label(&label) {
                Some(room) => Ok(Command::Move(room)),
                None => Err(Refusal::NoSuchRoom(label)),
            },
            Input::Shoot(text) => game.parse_path(&text).map(Command::Shoot),
        };
        events.clear();
        if let Err(refusal) = command.and_then(|c| game.apply(c, events)) {
            writeln!(out, "{refusal}")?;
            continue;
        }
        fresh = true;
        let view = game.view();
        for event in events.iter() {
            if let Some((_, line)) = words::event_line(event, &view, cheat) {
                writeln!(out, "{line}")?;
            }
        }
        if let Some(ending) = view.ending() {
            let turns = view.turn();
            writeln!(
                out,
                "Game over after {turns} turn{}: {} (seed {})",
                if turns == 1 { "" } else { "s" },
                words::ending_cause(ending),
                view.seed()
            )?;
            reveal(game, "Revealed:", out)?;
            return Ok(true);
        }
    }
}

fn describe(view: &View<'_>, game: &Classic, cheat: bool, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out)?;
    if cheat {
        reveal(game, "[cheat]", out)?;
    }
    for line in words::sense_lines(view.senses()) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "You are in room {}", view.label(view.here()))?;
    let exits: Vec<&str> = view.tunnels_here().iter().map(|&r| view.label(r)).collect();
    writeln!(out, "Tunnels lead to {}", exits.join(" "))?;
    writeln!(out, "Arrows left: {}", view.arrows())
}

/// Where everything is: cheat mode every turn, everyone at game over.
fn reveal(game: &Classic, prefix: &str, out: &mut dyn Write) -> io::Result<()> {
    let cheat = game.cheat();
    let view = game.view();
    let list = |rooms: Vec<crate::engine::RoomId>| {
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
    writeln!(
        out,
        "{prefix} wumpus {} · pits {} · bats {}",
        wumpi.join(" "),
        list(cheat.pits()),
        list(cheat.bats())
    )
}

fn understand(line: &str) -> Input {
    let line = line.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    match word.to_ascii_lowercase().as_str() {
        "q" | "quit" => Input::Quit,
        "?" | "h" | "help" => Input::Help,
        "m" | "move" if !rest.is_empty() => Input::Move(rest.to_string()),
        "s" | "shoot" if !rest.is_empty() => Input::Shoot(rest.to_string()),
        "m" | "move" | "s" | "shoot" => Input::Unknown(format!("{line} (which rooms?)")),
        _ if rest.is_empty() && !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) => {
            Input::Move(word.to_string())
        }
        _ => Input::Unknown(line.to_string()),
    }
}

/// Where commands come from. `echo` repeats each line after the prompt, for
/// input that is not a terminal (a terminal already shows what was typed),
/// so a scripted transcript reads like a session.
struct Reader<'a> {
    input: &'a mut dyn BufRead,
    echo: bool,
}

/// Prompts and reads one line; `None` at end of input.
fn ask(input: &mut Reader<'_>, out: &mut dyn Write, prompt: &str) -> io::Result<Option<String>> {
    write!(out, "{prompt}")?;
    out.flush()?;
    let mut line = String::new();
    if input.input.read_line(&mut line)? == 0 {
        writeln!(out)?;
        return Ok(None);
    }
    let line = line.trim_end_matches(['\r', '\n']).to_string();
    if input.echo {
        writeln!(out, "{line}")?;
    }
    Ok(Some(line))
}
