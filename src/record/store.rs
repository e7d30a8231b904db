//! A game that ended: its record kept under `records/`, one file each,
//! named to sort by date, and its line in the score table.

use super::ammo::Ammo;
use super::atomic::write_new_atomic;
use super::date::Utc;
use super::error::WriteError;
use super::format::{Record, checked};
use super::paths::DataDir;
use super::scores::{ScoreLine, Scores, append};
use std::io;
use std::path::PathBuf;

/// `20260414-101530-classic-81723.json`: the date first (UTC), so the
/// files sort by date; the variant id (letters, digits, `-` and `_` only)
/// and the seed to tell them apart by eye.
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
    format!("{}-{id}-{}.json", when.stamp(), record.seed)
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

/// What `finish` did: the record's file name if it was kept, and every
/// error met (each one line for the log; the game goes on regardless).
#[derive(Debug, Default)]
pub struct Finished {
    pub record_file: Option<String>,
    pub errors: Vec<WriteError>,
}

/// Everything to do when a game ends (over or abandoned): keep its record
/// under `records/`, then append its score line naming that file. The
/// save is the autosaver's to remove (`Autosaver::discard`), so that no
/// pending autosave can write it again after.
pub fn finish(data: &DataDir, record: &Record, ammo: Option<Ammo>, when: Utc) -> Finished {
    let mut done = Finished::default();
    match store_record(data, record, when) {
        Ok(name) => done.record_file = Some(name),
        Err(e) => done.errors.push(e),
    }
    let line = ScoreLine::new(record, ammo, when, done.record_file.clone());
    if let Err(e) = data.ensure().and_then(|()| append(&data.scores(), &line)) {
        done.errors.push(e);
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
