//! Plain mode: the game as lines of text on stdin and stdout, like the 1972
//! original, for screen readers, scripts and teletypes. The loop is the
//! same for every rule set; the words, the description and the commands
//! are each rule set's front's.

use crate::engine::Game;
use crate::front::Adapter;
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
        match ask(io, "again> ")?.as_deref().map(str::trim) {
            Some("s") | Some("same") => game = A::Game::new(rules.clone(), game.seed()),
            Some("n") | Some("new") => {
                game = A::Game::new(rules.clone(), game.seed().wrapping_add(1))
            }
            _ => return Ok(()),
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
            if cheat {
                writeln!(io.out, "{}", A::plain_reveal(game, "[cheat]"))?;
            }
            for line in A::plain_describe(game) {
                writeln!(io.out, "{line}")?;
            }
            fresh = false;
        }
        let Some(line) = ask(io, &A::plain_prompt(game))? else {
            writeln!(io.out, "Goodbye.")?;
            return Ok(false);
        };
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
                A::summary(game).cause,
                game.seed()
            )?;
            writeln!(io.out, "{}", A::plain_reveal(game, "Revealed:"))?;
            return Ok(true);
        }
    }
}

/// Prompts and reads one line; `None` at end of input.
fn ask(io: &mut Io<'_>, prompt: &str) -> io::Result<Option<String>> {
    write!(io.out, "{prompt}")?;
    io.out.flush()?;
    let mut line = String::new();
    if io.input.read_line(&mut line)? == 0 {
        writeln!(io.out)?;
        return Ok(None);
    }
    let line = line.trim_end_matches(['\r', '\n']).to_string();
    if io.echo {
        writeln!(io.out, "{line}")?;
    }
    Ok(Some(line))
}
