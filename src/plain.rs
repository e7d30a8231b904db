//! Plain mode: the game as lines of text on stdin and stdout, like the 1972
//! original, for screen readers, scripts and teletypes. The loop is the
//! same for every rule set; the words, the description and the commands
//! are each rule set's front's.

use crate::engine::{AnyRules, Game};
use crate::front::{Adapter, Fronted};
use std::io::{self, BufRead, Write};
use std::sync::Arc;

/// Where commands come from and where the game goes. `echo` repeats each
/// line after the prompt, for input that is not a terminal (a terminal
/// already shows what was typed), so a scripted transcript reads like a
/// session.
pub struct Io<'a> {
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
    pub echo: bool,
}

/// Plays `rules` in plain mode, through its rule set's adapter.
pub fn run(
    rules: &AnyRules,
    name: &str,
    seed: u64,
    cheat: bool,
    io: &mut Io<'_>,
) -> io::Result<()> {
    crate::with_game!(rules, G, r => {
        play::<<G as Fronted>::Front>(name, Arc::clone(r), seed, cheat, io)
    })
}

/// Plays games until the player quits or input ends. `seed` is the first
/// game's; a new game after it uses the next seed, so a scripted session
/// with `--seed` is the same transcript everywhere.
pub fn play<A: Adapter>(
    title: &str,
    rules: Arc<<A::Game as Game>::Rules>,
    seed: u64,
    cheat: bool,
    io: &mut Io<'_>,
) -> io::Result<()> {
    let mut game = A::Game::new(rules.clone(), seed);
    let mut events = Vec::new();
    loop {
        writeln!(io.out, "Hunt the Wumpus - {title} - seed {}", game.seed())?;
        if cheat {
            writeln!(io.out, "[cheat] cheat mode is on: hidden things are shown")?;
        }
        writeln!(io.out, "{}", A::plain_help())?;
        if !play_one::<A>(&mut game, cheat, &mut events, io)? {
            return Ok(());
        }
        writeln!(io.out, "Play again? s = same setup, n = new game, q = quit")?;
        loop {
            match ask(io, "again> ")?.as_deref().map(str::trim) {
                Some("s") | Some("same") => game = A::Game::new(rules.clone(), game.seed()),
                Some("n") | Some("new") => {
                    game = A::Game::new(rules.clone(), game.seed().wrapping_add(1))
                }
                None | Some("q") | Some("quit") => return Ok(()),
                Some(other) => {
                    writeln!(io.out, "{other:?} is none of s, n or q.")?;
                    continue;
                }
            }
            break;
        }
        writeln!(io.out)?;
    }
}

/// One game; false when the player quit or input ended.
fn play_one<A: Adapter>(
    game: &mut A::Game,
    cheat: bool,
    events: &mut Vec<<A::Game as Game>::Event>,
    io: &mut Io<'_>,
) -> io::Result<bool> {
    let mut fresh = true;
    loop {
        // Describe the situation after each turn; after a refusal only the
        // reason and a new prompt, as the 1972 game did.
        if fresh {
            writeln!(io.out)?;
            // The next person's secrets are printed only once they have
            // the keyboard (the lines above them still scroll back, which
            // the README says).
            if let Some(name) = A::plain_curtain(game) {
                let prompt = format!("{} ", crate::ui::curtain::words(&name));
                match ask(io, &prompt)?.as_deref().map(str::trim) {
                    None | Some("q") | Some("quit") => {
                        writeln!(io.out, "Goodbye.")?;
                        return Ok(false);
                    }
                    Some(_) => writeln!(io.out)?,
                }
            }
            if cheat {
                writeln!(io.out, "{}", A::plain_reveal(game, "[cheat]"))?;
            }
            for line in A::plain_describe(game) {
                writeln!(io.out, "{line}")?;
            }
            fresh = false;
        }
        let Some(mut line) = ask(io, &A::plain_prompt(game))? else {
            writeln!(io.out, "Goodbye.")?;
            return Ok(false);
        };
        // A command word alone ("s") asks for the rest, as the 1972 game
        // asked for the rooms.
        if let Some(question) = A::plain_follow_up(game, &line) {
            let Some(rest) = ask(io, question)? else {
                writeln!(io.out, "Goodbye.")?;
                return Ok(false);
            };
            line = format!("{} {rest}", line.trim());
        }
        let first = line.split_whitespace().next().unwrap_or("");
        match first.to_ascii_lowercase().as_str() {
            "q" | "quit" => {
                writeln!(io.out, "Goodbye.")?;
                return Ok(false);
            }
            "?" | "h" | "help" => {
                writeln!(io.out, "{}", A::plain_help())?;
                continue;
            }
            _ => {}
        }
        events.clear();
        let done = A::plain_command(game, &line)
            .and_then(|c| game.apply(&c, events).map_err(|r| r.to_string()));
        if let Err(why) = done {
            writeln!(io.out, "{why}")?;
            continue;
        }
        fresh = true;
        for event in events.iter() {
            if let Some((_, line)) = A::event_line(game, event, cheat) {
                writeln!(io.out, "{line}")?;
            }
        }
        if game.is_over() {
            let turns = game.turn();
            writeln!(
                io.out,
                "Game over after {turns} turn{}: {} (seed {})",
                if turns == 1 { "" } else { "s" },
                A::summary(game, events).cause,
                game.seed()
            )?;
            writeln!(io.out, "{}", A::plain_reveal(game, "Revealed:"))?;
            return Ok(true);
        }
    }
}

/// Prompts and reads one line; `None` at end of input. A line that is
/// not UTF-8 gets a reason and the prompt again: the game goes on.
fn ask(io: &mut Io<'_>, prompt: &str) -> io::Result<Option<String>> {
    loop {
        write!(io.out, "{prompt}")?;
        io.out.flush()?;
        let mut bytes = Vec::new();
        if io.input.read_until(b'\n', &mut bytes)? == 0 {
            writeln!(io.out)?;
            return Ok(None);
        }
        let text = String::from_utf8(bytes);
        if io.echo {
            let shown = match &text {
                Ok(t) => t.clone(),
                Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
            };
            writeln!(io.out, "{}", shown.trim_end_matches(['\r', '\n']))?;
        }
        match text {
            Ok(line) => return Ok(Some(line.trim_end_matches(['\r', '\n']).to_string())),
            Err(_) => writeln!(io.out, "That line is not UTF-8 text; type it again.")?,
        }
    }
}
