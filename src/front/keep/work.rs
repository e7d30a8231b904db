//! The keeper's slow work, run off the keypress path: a finished game's
//! record and score line (and dump), another game's save filed as
//! abandoned. Each job says what it did in lines for the log and a
//! footnote for the game-over panel; it never fails the game.

use super::super::{Adapter, Fronted};
use super::Dumper;
use crate::record::{Ammo, DataDir, End, Record, Save, Scores, Utc, replay, store};
use crate::words::Tone;
use std::path::PathBuf;
use std::thread::JoinHandle;

/// A job for the keeper's thread.
pub(crate) type Job = Box<dyn FnOnce() -> Done + Send>;

/// What the jobs did.
#[derive(Debug, Default)]
pub(crate) struct Done {
    pub lines: Vec<(Tone, String)>,
    pub footnote: Vec<String>,
    /// The finished game's record, as `records/` names it.
    pub record_file: Option<String>,
    /// Its row in the scores.
    pub row: Option<usize>,
}

impl Done {
    pub fn merge(&mut self, other: Done) {
        self.lines.extend(other.lines);
        self.footnote.extend(other.footnote);
        if other.record_file.is_some() {
            self.record_file = other.record_file;
        }
        if other.row.is_some() {
            self.row = other.row;
        }
    }

    /// A job that panicked: said, never silent.
    pub fn failed() -> Done {
        Done {
            lines: vec![(
                Tone::Warning,
                "Writing the game's record failed unexpectedly; the save is kept.".into(),
            )],
            ..Done::default()
        }
    }
}

/// `job`, after `before` (the work already under way) is done.
pub(crate) fn run(before: Option<JoinHandle<Done>>, job: Job) -> Done {
    let mut done = match before.map(JoinHandle::join) {
        None => Done::default(),
        Some(Ok(done)) => done,
        Some(Err(_)) => Done::failed(),
    };
    done.merge(job());
    done
}

/// "Classic, turn 7, saved 2026-04-14 10:15 UTC".
pub fn describe_save(save: &Save) -> String {
    let line = save.resume_line();
    let rest = line.strip_prefix("Resume: ").unwrap_or(&line);
    rest.to_string()
}

/// A game ended: its record under `records/`, its score line, a dump if
/// asked for.
pub(crate) fn finish(
    data: &DataDir,
    record: &Record,
    ammo: Option<Ammo>,
    dumper: Option<Dumper>,
) -> Done {
    let finished = store::finish(data, record, ammo, Utc::now());
    let mut done = Done {
        record_file: finished.record_file.clone(),
        ..Done::default()
    };
    let row = (finished.errors.is_empty())
        .then(|| row_of(data, finished.record_file.as_deref()))
        .flatten();
    match (finished.errors.first(), row) {
        (None, Some(row)) => {
            done.row = Some(row);
            done.footnote
                .push(format!("scores row {row} (wumpus replay {row})"));
        }
        (None, None) => done.footnote.push("recorded in the scores".into()),
        (Some(first), _) => {
            let more = finished.errors.len() - 1;
            let more = if more > 0 {
                format!(" (and {more} more)")
            } else {
                String::new()
            };
            done.lines.push((
                Tone::Warning,
                format!("The game could not be recorded: {first}{more}"),
            ));
            done.footnote.push("not recorded (see the log)".into());
        }
    }
    if let Some(dumper) = dumper {
        match dump(dumper, data, record, done.record_file.as_deref()) {
            Ok(path) => {
                done.lines
                    .push((Tone::Info, format!("Dump written: {}", path.display())));
                done.footnote.push(format!("dump: {}", path.display()));
            }
            Err(e) => done.lines.push((Tone::Warning, format!("No dump: {e}"))),
        }
    }
    done
}

/// The row the score line naming `record_file` got.
fn row_of(data: &DataDir, record_file: Option<&str>) -> Option<usize> {
    let name = record_file?;
    let scores = Scores::load(&data.scores()).ok()?;
    // Most likely the last line, else one of the few games that ended at
    // the same moment: a game filed before (`scores::file_line` found its
    // id) names another record, and reading a million lines again to miss
    // it would hold up the keeper for seconds.
    (scores.rows().rev())
        .take(64)
        .filter(|s| s.has_record())
        .find(|s| s.line().is_ok_and(|l| l.record.as_deref() == Some(name)))
        .map(|s| s.row)
}

/// Writes the dump of `record` beside its record (by name), or where a
/// record of it would be named.
pub(crate) fn dump(
    dumper: Dumper,
    data: &DataDir,
    record: &Record,
    record_file: Option<&str>,
) -> Result<PathBuf, String> {
    let name = match record_file {
        Some(name) => name.to_string(),
        None => store::record_name(record, Utc::now()),
    };
    let stem = name.strip_suffix(".json").unwrap_or(&name);
    dumper(data, stem, record)
}

/// Another game's save, filed in the scores as abandoned: its record kept,
/// so it can still be replayed. The save file itself is left to the game
/// taking the slot (its autosave replaces it).
pub(crate) fn file_prior(data: &DataDir, save: &Save) -> Done {
    let mut done = Done::default();
    match file_abandoned(data, save) {
        Ok(line) => done.lines.push((Tone::Info, line)),
        Err(e) => done.lines.push((
            Tone::Warning,
            format!("The saved game could not be filed in the scores: {e}"),
        )),
    }
    done
}

/// Files `save`'s game in the scores as abandoned; the line to say so, or
/// the first error.
pub fn file_abandoned(data: &DataDir, save: &Save) -> Result<String, String> {
    let mut record = save.record.clone();
    if record.end == End::Playing {
        record.end = End::Abandoned;
    }
    let ammo =
        crate::with_game!(&record.rules, G, _r => ammo_of::<<G as Fronted>::Front>(&save.record));
    let finished = store::finish(data, &record, ammo, Utc::now());
    if let Some(e) = finished.errors.first() {
        return Err(e.to_string());
    }
    let row = row_of(data, finished.record_file.as_deref())
        .map_or_else(String::new, |r| format!(" as row {r}"));
    Ok(format!(
        "The saved game ({}) is in the scores{row}, abandoned.",
        describe_save(save)
    ))
}

/// What the saved game's player spent, by its rule set (none if the save
/// no longer replays).
fn ammo_of<A: Adapter>(record: &Record) -> Option<Ammo> {
    replay::<A::Game>(record)
        .ok()
        .and_then(|r| A::ammo(&r.game))
}

/// An unreadable save, renamed beside itself (never deleted: its bytes may
/// still be worth something to its player).
pub(crate) fn set_aside(data: &DataDir, why: &str) -> Done {
    let from = data.save();
    let to = data
        .root()
        .join(format!("save-unreadable-{}.json", Utc::now().stamp()));
    let line = match std::fs::rename(&from, &to) {
        Ok(()) => (
            Tone::Warning,
            format!(
                "The unreadable save ({why}) was set aside as {}.",
                to.display()
            ),
        ),
        Err(e) => (
            Tone::Warning,
            format!(
                "{}: cannot set the unreadable save aside: {e}",
                from.display()
            ),
        ),
    };
    Done {
        lines: vec![line],
        ..Done::default()
    }
}
