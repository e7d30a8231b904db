//! The commands made of game records: `resume`, `replay` and `scores`, and
//! where the data directory is (`WUMPUS_DATA`, else the platform's).

use super::{fail, full_screen, with_plain_io};
use crate::app::scores::{BEST_HEADING, RECENT, best_line, recent_table, tally_line};
use crate::app::{App, Replay, Screen};
use crate::config::Config;
use crate::front::Files;
use crate::front::keep::describe_save;
use crate::record::saves;
use crate::record::{DataDir, Record, Scored, Scores, resolve_replay};
use std::io::Write;
use std::process::ExitCode;

/// Where games keep their files, or `None` (said on stderr) when no data
/// directory can be named: games are then played, not kept. The data dir
/// is tidied first (`front::keep::recover`: filings a kill cut short are
/// finished, stale temporary files go), and what was done said on stderr.
pub(super) fn files(config: &Config) -> Option<Files> {
    match DataDir::locate() {
        Ok(data) => {
            for line in crate::front::keep::recover(&data) {
                eprintln!("wumpus: {line}");
            }
            Some(crate::front::files(data, config.dump_on_game_over))
        }
        Err(e) => {
            eprintln!("wumpus: {e}; games are not saved or scored");
            None
        }
    }
}

fn data() -> Result<DataDir, ExitCode> {
    DataDir::locate().map_err(|e| fail(&e.to_string()))
}

/// `wumpus resume --list`: every saved game no one is playing, the newest
/// first: its id, variant, turn and date, and any that cannot be read.
pub(super) fn list_saves(config: &Config) -> ExitCode {
    let Some(files) = files(config) else {
        return fail("no data directory, so no saved game");
    };
    let listed = saves::list(&files.data);
    if listed.is_empty() {
        println!("No saved game in {}.", files.data.saves().display());
        return ExitCode::SUCCESS;
    }
    for l in &listed {
        match &l.save {
            Ok(save) if l.resumable().is_some() => {
                println!("{}  {}", l.id, describe_save(save));
            }
            Ok(save) => println!(
                "{}  {} (it {}: filed at the next start)",
                l.id,
                describe_save(save),
                save.record.end.describe()
            ),
            Err(why) => println!("{}  cannot be read: {why}", l.id),
        }
    }
    println!("`wumpus resume ID` goes on with one (the start of its id is enough).");
    ExitCode::SUCCESS
}

/// `wumpus resume [ID]`: the newest saved game, or the one `wanted` names,
/// where it was left.
pub(super) fn resume(config: &Config, wanted: Option<&str>, plain: bool) -> ExitCode {
    let Some(files) = files(config) else {
        return fail("no data directory, so no saved game");
    };
    let listed = saves::list(&files.data);
    let resumable: Vec<_> = listed
        .iter()
        .filter_map(|l| l.resumable().cloned())
        .collect();
    // A save that is there but cannot be read is named, never passed over.
    let unreadable: String = (listed.iter())
        .filter_map(|l| l.save.as_ref().err())
        .map(|why| format!("\nwumpus: a save cannot be read: {why}"))
        .collect();
    let save = match wanted {
        Some(wanted) => match saves::find(&resumable, wanted) {
            Ok(save) => save.clone(),
            Err(why) => return fail(&format!("{why}{unreadable}")),
        },
        None => match resumable.first() {
            Some(save) => save.clone(),
            None if !unreadable.is_empty() => {
                eprintln!(
                    "wumpus: no saved game to resume in {}{unreadable}",
                    files.data.saves().display()
                );
                return ExitCode::from(1);
            }
            None => {
                eprintln!(
                    "wumpus: no saved game in {} (a game is saved when you leave it with q, then s)",
                    files.data.saves().display()
                );
                return ExitCode::from(1);
            }
        },
    };
    if plain {
        let mut refused = None;
        let code = with_plain_io(|io| {
            refused = crate::plain::resume(&save, Some(&files), io)?.err();
            Ok(())
        });
        return match refused {
            Some(why) => fail(&why),
            None => code,
        };
    }
    let game = match crate::front::resume(&save, Some(&files)) {
        Ok(game) => game,
        Err(why) => return fail(&why),
    };
    full_screen(config, |variants, keymap, theme| {
        let mut app = App::menu(variants, keymap, theme).with_files(Some(files));
        app.from_menu = false;
        app.selected = (app.variants.iter())
            .position(|v| v.id == save.record.variant.id)
            .unwrap_or(0);
        app.playing = Some(save.record.rules.clone());
        app.screen = Screen::Play(game);
        app
    })
}

/// `wumpus replay FILE | last | N [--force]`. A record that is not the
/// game these rules play is refused (exit 1) where it parts ways, or with
/// `force` played on, marked (exit 0, with a warning).
pub(super) fn replay(config: &Config, target: &str, plain: bool, force: bool) -> ExitCode {
    let data = match data() {
        Ok(d) => d,
        Err(code) => return code,
    };
    let record = match resolve_replay(&data, target)
        .and_then(|path| Record::read(&path).map_err(|e| e.to_string()))
    {
        Ok(r) => r,
        Err(why) => return fail(&why),
    };
    if plain {
        use crate::plain::Transcript;
        let mut played = Transcript::Faithful;
        let code = with_plain_io(|io| {
            played = crate::plain::replay(&record, force, io)?;
            Ok(())
        });
        return match played {
            Transcript::Faithful => code,
            Transcript::Forced(why) => {
                eprintln!("wumpus: warning: {why}; played on as --force asked");
                code
            }
            // Its own exit code: the transcript above stops where the
            // record stops being this game (at its end, when only the end
            // tells).
            Transcript::Stopped(why) => {
                eprintln!("wumpus: {why}; --force plays it on, marked");
                ExitCode::from(1)
            }
            Transcript::Unplayable(why) => {
                eprintln!("wumpus: {why}");
                ExitCode::from(1)
            }
        };
    }
    let player = match crate::front::playback(record) {
        Ok(p) => p,
        Err(why) => return fail(&why),
    };
    if !force && let Err(e) = crate::record::replay::check(player.record()) {
        eprintln!(
            "wumpus: this record does not replay as it was played: {e}; --force plays it on, marked"
        );
        return ExitCode::from(1);
    }
    let files = files(config);
    full_screen(config, |variants, keymap, theme| {
        let mut app = App::menu(variants, keymap, theme).with_files(files);
        app.from_menu = false;
        app.screen = Screen::Replay(Box::new(Replay::new(player, None)));
        app
    })
}

/// `wumpus scores [VARIANT] [--json]`.
pub(super) fn scores(variant: Option<&str>, json: bool) -> ExitCode {
    let data = match data() {
        Ok(d) => d,
        Err(code) => return code,
    };
    let path = data.scores();
    let scores = match Scores::load(&path) {
        Ok(s) => s,
        Err(e) => return fail(&e.to_string()),
    };
    for w in scores.warnings() {
        eprintln!("wumpus: warning: {w}");
    }
    let mut kinds: Vec<(&str, &str)> = scores.variants();
    if let Some(wanted) = variant {
        kinds.retain(|(id, name)| {
            *id == wanted || id.eq_ignore_ascii_case(wanted) || name.eq_ignore_ascii_case(wanted)
        });
        if kinds.is_empty() {
            eprintln!("wumpus: no game of {wanted:?} in {}", path.display());
            return ExitCode::SUCCESS;
        }
    }
    // Buffered: a table of a million games is a million lines, and stdout
    // alone writes each as it ends.
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let printed = if json {
        print_json(&scores, &kinds, &mut out)
    } else {
        print_table(&scores, &kinds, variant.is_some(), &mut out)
    }
    .and_then(|()| out.flush());
    match printed {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&e.to_string()),
    }
}

/// Every game once, each variant's best first, then its abandoned ones
/// (which rank nowhere) in the order they were left.
fn print_json(scores: &Scores, kinds: &[(&str, &str)], out: &mut dyn Write) -> std::io::Result<()> {
    for (id, _) in kinds {
        let left = (scores.rows()).filter(|s| s.variant() == *id && s.outcome() == "abandoned");
        for s in scores.best(Some(id)).into_iter().chain(left) {
            match s.to_json() {
                Ok(json) => writeln!(out, "{json}")?,
                Err(e) => eprintln!("wumpus: warning: {e}"),
            }
        }
    }
    Ok(())
}

/// Per variant its best games, then the latest games (of that variant
/// alone when one was asked for).
fn print_table(
    scores: &Scores,
    kinds: &[(&str, &str)],
    one: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if kinds.is_empty() {
        writeln!(out, "No game has ended yet.")?;
        return Ok(());
    }
    for (id, name) in kinds {
        writeln!(out, "{name} ({id}): best games")?;
        writeln!(out, "{}", tally_line(&scores.tally(id)))?;
        writeln!(out, "{}", BEST_HEADING.trim_end())?;
        for (i, s) in scores.best(Some(id)).iter().enumerate() {
            writeln!(out, "{}", best_line(i + 1, s).trim_end())?;
        }
        writeln!(out)?;
    }
    let recent: Vec<Scored> = (scores.rows().rev())
        .filter(|s| !one || kinds.iter().any(|(id, _)| *id == s.variant()))
        .take(RECENT)
        .collect();
    writeln!(out, "Recent games")?;
    let (heading, lines) = recent_table(&recent, usize::MAX);
    writeln!(out, "{}", heading.trim_end())?;
    for line in lines {
        writeln!(out, "{}", line.trim_end())?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "`wumpus replay ROW` plays a game back (ROW is its row above)."
    )
}
