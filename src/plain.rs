//! Plain mode: the game as lines of text on stdin and stdout, like the 1972
//! original, for screen readers, scripts and teletypes. The loop is the
//! same for every rule set; the words, the description and the commands
//! are each rule set's front's. A game is kept as the full screen keeps it
//! (`front::Keeper`: its record, its save after every command, its score
//! line at the end), and a record plays back as the transcript plain mode
//! printed (`replay`).

mod game;
mod replay;

pub use replay::{Transcript, replay};

use crate::engine::{AnyRules, Game};
use crate::front::{Adapter, Files, Fronted, Keeper, Opening};
use crate::record::{Save, replay as replay_record};
use game::{Feed, play_one};
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

/// Plays `rules` in plain mode, through its rule set's adapter, keeping
/// nothing on disk.
pub fn run(
    rules: &AnyRules,
    name: &str,
    seed: u64,
    cheat: bool,
    io: &mut Io<'_>,
) -> io::Result<()> {
    run_kept(rules, &Opening::unkept(name, seed, cheat), io)
}

/// Plays `rules` in plain mode as `opening` says (its files, its seed).
pub fn run_kept(rules: &AnyRules, opening: &Opening, io: &mut Io<'_>) -> io::Result<()> {
    crate::with_game!(rules, G, r => {
        play_kept::<<G as Fronted>::Front>(Arc::clone(r), opening, io)
    })
}

/// Plays games until the player quits or input ends, keeping nothing.
pub fn play<A: Adapter>(
    title: &str,
    rules: Arc<<A::Game as Game>::Rules>,
    seed: u64,
    cheat: bool,
    io: &mut Io<'_>,
) -> io::Result<()> {
    play_kept::<A>(rules, &Opening::unkept(title, seed, cheat), io)
}

/// Plays games until the player quits or input ends. The seed is the
/// first game's; a new game after it uses the next seed, so a scripted
/// session with `--seed` is the same transcript everywhere.
fn play_kept<A: Adapter>(
    rules: Arc<<A::Game as Game>::Rules>,
    opening: &Opening,
    io: &mut Io<'_>,
) -> io::Result<()> {
    let mut opening = opening.clone();
    let mut game = A::Game::new(rules.clone(), opening.seed);
    let mut events = Vec::new();
    loop {
        let mut keeper = Keeper::<A>::new(&game, &opening);
        header::<A>(&opening.name, game.seed(), opening.cheat, io)?;
        say(&mut keeper, io)?;
        let mut feed = Feed::Typed;
        let cheat = opening.cheat;
        if !play_one::<A>(&mut game, &mut keeper, cheat, &mut events, io, &mut feed)? {
            return Ok(());
        }
        writeln!(io.out, "Play again? s = same setup, n = new game, q = quit")?;
        loop {
            match game::ask(io, "again> ")?.as_deref().map(str::trim) {
                // The player has seen this seed's cave: chosen by hand.
                Some("s") | Some("same") => {
                    game = A::Game::new(rules.clone(), game.seed());
                    opening.hand_seeded = true;
                }
                // The next seed: as chosen as the first one was.
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
        opening.seed = game.seed();
        writeln!(io.out)?;
    }
}

/// A game's first lines: its name, seed, cheat mode, and the commands.
fn header<A: Adapter>(title: &str, seed: u64, cheat: bool, io: &mut Io<'_>) -> io::Result<()> {
    writeln!(io.out, "Hunt the Wumpus - {title} - seed {seed}")?;
    if cheat {
        writeln!(io.out, "[cheat] cheat mode is on: hidden things are shown")?;
    }
    writeln!(io.out, "{}", A::plain_help())
}

/// The keeper's news (a saved game waiting, a save that failed), as lines.
fn say<A: Adapter>(keeper: &mut Keeper<A>, io: &mut Io<'_>) -> io::Result<()> {
    for (_, line) in keeper.take_lines() {
        writeln!(io.out, "{line}")?;
    }
    Ok(())
}

/// Goes on with the saved game in plain mode, from where it was left; it
/// keeps its save and record in `files`. `Ok(Err(why))`: the save cannot
/// be resumed (it stays as it is).
pub fn resume(
    save: &Save,
    files: Option<&Files>,
    io: &mut Io<'_>,
) -> io::Result<Result<(), String>> {
    let (lock, save) = match crate::front::take_save(save, files) {
        Ok(taken) => taken,
        Err(why) => return Ok(Err(why)),
    };
    crate::with_game!(&save.record.rules, G, _r => {
        resume_as::<<G as Fronted>::Front>(&save, files, lock, io)
    })
}

fn resume_as<A: Adapter>(
    save: &Save,
    files: Option<&Files>,
    lock: Option<crate::record::GameLock>,
    io: &mut Io<'_>,
) -> io::Result<Result<(), String>> {
    let record = &save.record;
    let replayed = match replay_record::<A::Game>(record) {
        Ok(r) => r,
        Err(e) => return Ok(Err(format!("the save cannot be resumed: {e}"))),
    };
    if replayed.game.is_over() {
        return Ok(Err(
            "the saved game has ended; there is nothing to resume".into()
        ));
    }
    let mut game = replayed.game.clone();
    let mut keeper = Keeper::<A>::resumed(record.clone(), &replayed, files, lock, true);
    let cheat = record.flags.cheat;
    header::<A>(&record.variant.name, record.seed, cheat, io)?;
    writeln!(
        io.out,
        "Resumed: {}.",
        crate::front::keep::describe_save(save)
    )?;
    let mut events = Vec::new();
    play_one::<A>(
        &mut game,
        &mut keeper,
        cheat,
        &mut events,
        io,
        &mut Feed::Typed,
    )?;
    Ok(Ok(()))
}
