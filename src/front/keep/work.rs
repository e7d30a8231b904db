//! The keeper's slow work, run off the keypress path: a finished game's
//! record and score line (and dump), another game's save filed as
//! abandoned. Each job says what it did in lines for the log and a
//! footnote for the game-over panel; it never fails the game.

use super::super::{Adapter, Fronted, Words};
use super::Dumper;
use crate::record::scores::Counted;
use crate::record::{DataDir, Record, Save, SaveHandle, Utc, fault, replay, store};
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

/// The turn the saved game stands at, as its status line says it (the
/// turn to be played next: docs/playing.md).
pub fn save_turn(save: &Save) -> u32 {
    crate::with_game!(&save.record.rules, G, _r => {
        <<G as Fronted>::Front as Words>::saved_turn(&save.record)
    })
}

/// "Resume: Classic, turn 7, 2026-04-14 10:15 UTC", for the menu.
pub fn resume_line(save: &Save) -> String {
    save.resume_line_at(save_turn(save))
}

/// "Classic, turn 7, saved 2026-04-14 10:15 UTC".
pub fn describe_save(save: &Save) -> String {
    let line = resume_line(save);
    let rest = line.strip_prefix("Resume: ").unwrap_or(&line);
    rest.to_string()
}

/// A game ended: filed in the fixed order, each step only after the one
/// before it held: its ending in the save (so a kill from here on is
/// finished by the next start, `recover`), its record under `records/`,
/// its score line, then its save removed. A dump if asked for.
pub(crate) fn finish(
    data: &DataDir,
    record: &Record,
    counted: Counted,
    dumper: Option<Dumper>,
    save: &SaveHandle,
) -> Done {
    let mut done = Done::default();
    let saved = fault::before("end-saved", data.saves().as_path())
        .map_err(|e| e.to_string())
        .and_then(|()| save.offer_wait(record.clone()).map_err(|e| e.to_string()));
    if let Err(e) = saved {
        done.lines.push((
            Tone::Warning,
            format!(
                "The game's end could not be saved, so it is not filed: {e}. Its save from the move before stays."
            ),
        ));
        done.footnote.push("not recorded (see the log)".into());
        return done;
    }
    fault::after("end-saved");
    let finished = store::finish(data, record, counted, Utc::now());
    done.record_file = finished.record_file.clone();
    match (finished.errors.first(), finished.row) {
        (None, Some(row)) => {
            done.row = Some(row);
            done.footnote
                .push(format!("scores row {row} (wumpus replay {row})"));
            let removed = fault::before("save-removed", data.saves().as_path())
                .map_err(|e| e.to_string())
                .and_then(|()| save.discard_wait().map_err(|e| e.to_string()));
            fault::after("save-removed");
            if let Err(e) = removed {
                done.lines.push((
                    Tone::Warning,
                    format!("The finished game's save stays (the next start removes it): {e}"),
                ));
            }
        }
        (first, _) => {
            let why = first.map_or_else(|| "no row".to_string(), ToString::to_string);
            done.lines.push((
                Tone::Warning,
                format!(
                    "The game could not be filed: {why}. Its save keeps the ending; the next start files it."
                ),
            ));
            done.footnote.push("not recorded yet (see the log)".into());
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

/// What the score line counts of `game`, as its rule set counts it.
pub(crate) fn counted<A: Adapter>(game: &A::Game) -> Counted {
    Counted {
        ammo: A::ammo(game),
        turns: A::turns_taken(game),
    }
}

/// `counted` of the saved game (if the save no longer replays: no ammo, and
/// its commands for turns).
pub(crate) fn counted_of<A: Adapter>(record: &Record) -> Counted {
    match replay::<A::Game>(record) {
        Ok(r) => counted::<A>(&r.game),
        Err(_) => Counted {
            ammo: None,
            turns: record.turn(),
        },
    }
}
