//! One game in plain mode: the situation described after each turn, a
//! prompt, a command typed (or, for a replay, taken from the record and
//! printed as if typed), the events in words, and at the end the outcome
//! and where everything was. The same code prints a game as it is played
//! and as it plays back, so the two transcripts are the same.

use super::Io;
use crate::engine::Game;
use crate::front::session::rebuild::with_refusals;
use crate::front::{Adapter, Cmd, Keeper};
use crate::record::Replayer;
use std::io;

/// Where the commands come from.
pub(crate) enum Feed<A: Adapter> {
    /// The player types them.
    Typed,
    /// A record's, in order: each printed as plain mode reads it, after
    /// the prompt, as an echoed line would be. `mark` is a line printed
    /// before the command it is due at, when `left` commands are left.
    Recorded {
        commands: std::vec::IntoIter<Cmd<A>>,
        mark: Option<Mark>,
    },
}

/// A line that tells the reader what follows (a replay past the place
/// where it stopped being the recorded game).
pub(crate) struct Mark {
    pub left: usize,
    pub line: String,
}

/// A line for `prompt`: typed, or the record's answer (Enter at a
/// hand-off, which a record passes without a word).
fn line<A: Adapter>(io: &mut Io<'_>, prompt: &str, feed: &Feed<A>) -> io::Result<Option<String>> {
    match feed {
        Feed::Typed => ask(io, prompt),
        Feed::Recorded { .. } => {
            writeln!(io.out, "{prompt}")?;
            Ok(Some(String::new()))
        }
    }
}

/// The hand-off before `name`'s turn: waits for an empty line (Enter).
/// Typed text is not taken for it, and is never a command here (the
/// player has not read their turn yet): the prompt says what it wants and
/// asks again. False when the player quits or input ends.
fn hand_off<A: Adapter>(io: &mut Io<'_>, name: &str, feed: &Feed<A>) -> io::Result<bool> {
    let prompt = format!("{} ", crate::ui::curtain::words(name));
    loop {
        match line(io, &prompt, feed)?.as_deref().map(str::trim) {
            None | Some("q") | Some("quit") => return Ok(false),
            Some("") => {
                writeln!(io.out)?;
                return Ok(true);
            }
            Some(other) => writeln!(
                io.out,
                "{other:?} is not read here: press Enter alone once {name} has the keyboard (q quits)."
            )?,
        }
    }
}

/// One game; false when the player quit or input ended.
pub(crate) fn play_one<A: Adapter>(
    game: &mut A::Game,
    keeper: &mut Keeper<A>,
    cheat: bool,
    events: &mut Vec<<A::Game as Game>::Event>,
    io: &mut Io<'_>,
    feed: &mut Feed<A>,
) -> io::Result<bool> {
    let mut fresh = true;
    let mut hints = hints_for::<A>(game, keeper);
    loop {
        // A seat that plays itself (a bot) plays at once: what it did that
        // the table may read is all plain mode prints of it.
        let auto = A::plain_auto(game);
        // Describe the situation after each turn; after a refusal only the
        // reason and a new prompt, as the 1972 game did.
        // (Before the first command the table learns whose turn opens
        // the game, whoever plays it.)
        if fresh && (auto.is_none() || game.turn() == 0) {
            writeln!(io.out)?;
            // The next person's secrets are printed only once they have
            // the keyboard (the lines above them still scroll back, which
            // docs/variants.md says).
            if let Some(name) = A::plain_curtain(game)
                && !hand_off(io, &name, feed)?
            {
                writeln!(io.out, "Goodbye.")?;
                return Ok(false);
            }
            if cheat {
                writeln!(io.out, "{}", A::plain_reveal(game, "[cheat]"))?;
            }
            for line in A::plain_describe(game) {
                writeln!(io.out, "{line}")?;
            }
            fresh = false;
        }
        let prompt = A::plain_prompt(game);
        let command = match feed {
            Feed::Recorded { commands, mark } => match commands.next() {
                Some(command) => {
                    if let Some(due) = mark.take_if(|m| m.left == commands.len() + 1) {
                        writeln!(io.out, "{}", due.line)?;
                    }
                    // A command that played itself had no prompt.
                    if auto.is_none() {
                        writeln!(io.out, "{prompt}{}", A::plain_line(game, &command))?;
                    }
                    Ok(command)
                }
                // The record ends here: a game left unfinished.
                None => return Ok(false),
            },
            Feed::Typed if auto.is_some() => auto.ok_or_else(String::new),
            Feed::Typed => {
                let Some(mut line) = ask(io, &prompt)? else {
                    writeln!(io.out, "Goodbye.")?;
                    return Ok(false);
                };
                // A blank line asks for nothing: the prompt again.
                if line.trim().is_empty() {
                    continue;
                }
                // A command word alone ("s") asks for the rest, as the
                // 1972 game asked for the rooms.
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
                        if leave::<A>(game, keeper, io)? {
                            return Ok(false);
                        }
                        continue;
                    }
                    "?" | "h" | "help" => {
                        writeln!(io.out, "{}", A::plain_help())?;
                        if let Some(help) = crate::front::marks::plain::help::<A>(game) {
                            writeln!(io.out, "{help}")?;
                        }
                        if A::HINTS {
                            writeln!(io.out, "{}", A::ODDS_HELP)?;
                        }
                        continue;
                    }
                    "odds" => {
                        let lines = match &hints {
                            Some(hints) => hints.hint_lines(game),
                            None => A::plain_odds(game),
                        };
                        match lines {
                            Some(lines) => {
                                // Seen once, the odds mark the game.
                                keeper.hints_shown();
                                for line in lines {
                                    writeln!(io.out, "{line}")?;
                                }
                            }
                            None => writeln!(io.out, "This game has no odds to show.")?,
                        }
                        continue;
                    }
                    _ => {}
                }
                // The player's own marks: no command, never a turn.
                if let Some(answer) = crate::front::marks::plain::command::<A>(game, keeper, &line)
                {
                    writeln!(io.out, "{answer}")?;
                    say(keeper, io)?;
                    continue;
                }
                A::plain_command(game, &line)
            }
        };
        events.clear();
        let done = command.and_then(|c| {
            if let Some(hints) = &mut hints {
                hints.sending(&c);
            }
            let done = match keeper.apply(game, &c, events) {
                Ok(()) => Ok(()),
                // The rules' refusal is kept (the full screen's map learns
                // from it); a line that is no command is only typing.
                Err(refusal) => {
                    keeper.refused(&c);
                    Err(refusal.to_string())
                }
            };
            if let Some(hints) = &mut hints {
                hints.after(game, done.clone().map(|()| events.as_slice()));
            }
            done
        });
        if let Err(why) = done {
            writeln!(io.out, "{why}")?;
            say(keeper, io)?;
            continue;
        }
        fresh = true;
        for event in events.iter() {
            if let Some((_, line)) = A::event_line(game, event, cheat) {
                writeln!(io.out, "{line}")?;
            }
        }
        say(keeper, io)?;
        if game.is_over() {
            let turns = A::turns_taken(game);
            writeln!(
                io.out,
                "Game over after {turns} turn{}: {} (seed {})",
                if turns == 1 { "" } else { "s" },
                A::summary(game, events).cause,
                game.seed()
            )?;
            writeln!(io.out, "{}", A::plain_reveal(game, "Revealed:"))?;
            keeper.settle();
            say(keeper, io)?;
            return Ok(true);
        }
    }
}

/// The hint keeper of `game` (`Hinting::plain_hints`), caught up with the
/// commands its record holds so far, refused ones included (a resumed
/// game), as the full screen's adapter is when it rebuilds one.
fn hints_for<A: Adapter>(game: &A::Game, keeper: &Keeper<A>) -> Option<A> {
    let mut hints = A::plain_hints(game)?;
    let Some(record) = keeper.record().filter(|r| !r.commands.is_empty()) else {
        return Some(hints);
    };
    let replayer = Replayer::<A::Game>::new(record).ok()?;
    let mut replayed = A::Game::new(game.rules().clone(), game.seed());
    hints = A::plain_hints(&replayed)?;
    let mut events = Vec::new();
    for command in with_refusals::<A>(record, replayer.commands().to_vec()) {
        hints.sending(&command);
        events.clear();
        let done = replayed.apply(&command, &mut events);
        let result = done.map(|()| events.as_slice()).map_err(|r| r.to_string());
        hints.after(&replayed, result);
    }
    Some(hints)
}

/// `q` in a game that can be saved: save it, abandon it, or go on. True
/// when the player leaves. Input ending here keeps the game saved.
fn leave<A: Adapter>(game: &A::Game, keeper: &mut Keeper<A>, io: &mut Io<'_>) -> io::Result<bool> {
    if !keeper.can_save() {
        writeln!(io.out, "Goodbye.")?;
        return Ok(true);
    }
    writeln!(
        io.out,
        "Leave this game? s = save it (wumpus resume --plain goes on with it), a = abandon it (the scores say so), c = go on playing"
    )?;
    loop {
        match ask(io, "leave> ")?
            .map(|l| l.trim().to_ascii_lowercase())
            .as_deref()
        {
            None | Some("s") | Some("save") => {
                match keeper.save_and_leave() {
                    Ok(()) => writeln!(io.out, "Saved. Goodbye.")?,
                    Err(why) => writeln!(io.out, "The game could not be saved: {why}. Goodbye.")?,
                }
                return Ok(true);
            }
            Some("a") | Some("abandon") => {
                keeper.abandon(game);
                keeper.settle();
                say(keeper, io)?;
                writeln!(io.out, "Abandoned. Goodbye.")?;
                return Ok(true);
            }
            Some("c") | Some("continue") => return Ok(false),
            Some(other) => writeln!(io.out, "{other:?} is none of s, a or c.")?,
        }
    }
}

/// The keeper's news, as lines.
fn say<A: Adapter>(keeper: &mut Keeper<A>, io: &mut Io<'_>) -> io::Result<()> {
    for (_, line) in keeper.take_lines() {
        writeln!(io.out, "{line}")?;
    }
    Ok(())
}

/// Prompts and reads one line; `None` at end of input. A line that is
/// not UTF-8 gets a reason and the prompt again: the game goes on.
pub(crate) fn ask(io: &mut Io<'_>, prompt: &str) -> io::Result<Option<String>> {
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
