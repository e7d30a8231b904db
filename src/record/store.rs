//! A game that ended: its record kept under `records/`, one file each,
//! named to sort by date, and its line in the score table.

use super::atomic::write_new_atomic;
use super::date::Utc;
use super::error::WriteError;
use super::fault;
use super::format::{Record, checked};
use super::paths::DataDir;
use super::scores::{Counted, ScoreLine, Scores, file_line};
use std::io;
use std::path::PathBuf;

/// `20260414-101530-classic-81723-0123abcd.json`: the date first (UTC),
/// so the files sort by date; the variant id (letters, digits, `-` and `_`
/// only) and the seed to tell them apart by eye; the first digits of the
/// game id, so the record of a game whose filing was cut short is found
/// again (`record_of`) instead of written twice.
pub fn record_name(record: &Record, when: Utc) -> String {
    let id: String = (record.variant.id.chars())
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .take(40)
        .collect();
    match game_tag(record) {
        Some(tag) => format!("{}-{id}-{}-{tag}.json", when.stamp(), record.seed),
        None => format!("{}-{id}-{}.json", when.stamp(), record.seed),
    }
}

/// The part of a record's name taken from its game id, if it has one.
fn game_tag(record: &Record) -> Option<&str> {
    crate::record::id::is_valid(&record.id).then(|| &record.id[..8])
}

/// The file name under `records/` of the record of `record`'s game, if one
/// was kept already: a name with its id's tag whose file holds that id.
pub fn record_of(data: &DataDir, record: &Record) -> Option<String> {
    let tag = format!("-{}.json", game_tag(record)?);
    let entries = std::fs::read_dir(data.records()).ok()?;
    (entries.flatten())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|name| name.ends_with(&tag) && !name.starts_with('.'))
        .find(|name| {
            data.record(name)
                .and_then(|path| Record::read(&path).ok())
                .is_some_and(|kept| kept.id == record.id)
        })
}

/// Writes `record` as a new file under `records/` (made if need be),
/// never over another: a second game with the same name gets `-2`, `-3`...
/// Returns the file name (what a score line keeps).
pub fn store_record(data: &DataDir, record: &Record, when: Utc) -> Result<String, WriteError> {
    let dir = data.ensure_records()?;
    let name = record_name(record, when);
    let text = checked(&dir.join(&name), record.to_json())?;
    let stem = name.trim_end_matches(".json");
    let mut last = None;
    for n in 1..=100 {
        let candidate = if n == 1 {
            name.clone()
        } else {
            format!("{stem}-{n}.json")
        };
        match write_new_atomic(&dir.join(&candidate), text.as_bytes()) {
            Ok(()) => return Ok(candidate),
            Err(e) if e.kind() == Some(io::ErrorKind::AlreadyExists) => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| WriteError::Refused {
        path: dir.join(name),
        message: "no free name".into(),
    }))
}

/// What `finish` did: the record's file name and the score row if they
/// were kept, and the error that stopped it (one line for the log; the
/// game goes on regardless).
#[derive(Debug, Default)]
pub struct Finished {
    pub record_file: Option<String>,
    /// The game's row in the scores (its line number).
    pub row: Option<usize>,
    /// It was in the scores already: a filing cut short, finished now.
    pub already: bool,
    pub errors: Vec<WriteError>,
}

/// Files a game that ended (over or abandoned), each step once whatever
/// was done before: its record under `records/` (unless a record of its
/// id is there), then its score line naming that file (unless a line of
/// its id is there). A score line is never written for a record that was
/// not: a failure stops the filing, and the save (which the caller wrote
/// with the ending first, and removes only after this succeeds) lets the
/// next start finish it.
pub fn finish(data: &DataDir, record: &Record, counted: Counted, when: Utc) -> Finished {
    let mut done = Finished::default();
    let kept = match record_of(data, record) {
        Some(name) => Ok(name),
        None => fault::before("record-kept", &data.records())
            .and_then(|()| store_record(data, record, when)),
    };
    match kept {
        Ok(name) => {
            fault::after("record-kept");
            done.record_file = Some(name);
        }
        Err(e) => {
            done.errors.push(e);
            return done;
        }
    }
    let line = ScoreLine::counted(record, counted, when, done.record_file.clone());
    let filed = (data.ensure())
        .and_then(|()| fault::before("score-filed", &data.scores()))
        .and_then(|()| file_line(&data.scores(), &line));
    match filed {
        Ok(filed) => {
            fault::after("score-filed");
            done.row = Some(filed.row);
            done.already = filed.already;
        }
        Err(e) => done.errors.push(e),
    }
    done
}

/// Which record `wumpus replay ARG` means: `last` (the game that ended
/// last), a row number N as `wumpus scores` lists it, or else a path to a
/// record file (`./17` for a file named like a row). The error is one line.
pub fn resolve_replay(data: &DataDir, arg: &str) -> Result<PathBuf, String> {
    let row = if arg == "last" {
        None
    } else if !arg.is_empty() && arg.bytes().all(|b| b.is_ascii_digit()) {
        Some(
            arg.parse::<usize>()
                .map_err(|e| format!("row {arg}: {e}"))?,
        )
    } else {
        return Ok(PathBuf::from(arg));
    };
    let path = data.scores();
    let scores = Scores::load(&path).map_err(|e| e.to_string())?;
    let scored = match row {
        None => scores
            .last()
            .ok_or_else(|| format!("no game has ended yet ({} is empty)", path.display()))?,
        Some(n) => scores.row(n).ok_or_else(|| match scores.last() {
            Some(last) => format!(
                "no row {n} in {} (rows go up to {})",
                path.display(),
                last.row
            ),
            None => format!("no row {n}: no game has ended yet"),
        })?,
    };
    let line = scored.line().map_err(|e| e.to_string())?;
    let name = (line.record.as_deref())
        .ok_or_else(|| format!("row {}: its record was not kept", scored.row))?;
    data.record(name)
        .ok_or_else(|| format!("row {}: {name:?} is not a record's file name", scored.row))
}
