//! Reading the score table and asking it things.
//!
//! Rows are numbered by their line in `scores.jsonl`, from 1. The file is
//! only ever appended to, so a row number means the same game for good,
//! whichever list shows it: `wumpus scores` prints it, `wumpus replay N`
//! takes it. A skipped line keeps its number; no other row moves.
//!
//! The file is read as a stream, a block at a time, each block's lines
//! parsed in parallel into compact rows (`compact`): a table of a million
//! games opens in a fraction of a second and holds some 120 bytes a game.
//! What a list does not show (`id`, `record`) is read again from the file
//! for the one row asked for (`Scored::line`).

mod scored;

pub use scored::Scored;

use super::super::error::ReadError;
use super::super::read::open_regular;
use super::ScoreLine;
use super::compact::{self, Fields, NONE, Names, Row, Sym};
use super::lock::{Lock, lock};
use super::stream::{self, Chunk, LINE_LIMIT, Line};
use rayon::prelude::*;
use std::cmp::Ordering;
use std::fmt;
use std::fs::File;
use std::io::{ErrorKind, Read, Seek, SeekFrom};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// The score table as read, with what had to be skipped.
#[derive(Clone, Debug, Default)]
pub struct Scores {
    path: PathBuf,
    /// Where whole lines are read again from.
    source: Source,
    rows: Vec<Row>,
    names: Names,
    dates: String,
    warnings: Vec<Warning>,
}

/// What the table was read from, kept to read a whole line again.
#[derive(Clone, Debug, Default)]
enum Source {
    /// No file: no line.
    #[default]
    Nothing,
    Bytes(Arc<[u8]>),
    /// The file as opened, not the path: a file put in its place meanwhile
    /// is not mistaken for it.
    File(Arc<Mutex<File>>),
}

/// A line that was skipped, and why: `path:line: message`.
/// The outcome key of a game left for good.
const ABANDONED: &str = "abandoned";

/// One variant's games, counted (`Scores::tally`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub played: usize,
    pub won: usize,
    pub lost: usize,
    pub abandoned: usize,
    pub best_streak: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub path: PathBuf,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.path.display(), self.line, self.message)
    }
}

impl Scores {
    /// Reads the scores file at `path`; no file is an empty table. Only a
    /// file that cannot be read at all is an error: a bad line is a warning.
    pub fn load(path: &Path) -> Result<Scores, ReadError> {
        let mut scores = Scores {
            path: path.to_path_buf(),
            ..Scores::default()
        };
        let file = match open_regular(path) {
            Ok(file) => file,
            Err(e) if e.is_not_found() => return Ok(scores),
            Err(e) => return Err(e),
        };
        // Shared, so no append is half done while we read; a lock that
        // cannot be had leaves the read to take its chances.
        let held = lock(&file, Lock::Shared).ok();
        scores.read(&file).map_err(ReadError::io(path))?;
        drop(held);
        scores.source = Source::File(Arc::new(Mutex::new(file)));
        Ok(scores)
    }

    /// The table in `bytes`, as if read from the scores file at `path`.
    pub fn parse(bytes: &[u8], path: &Path) -> Scores {
        let mut scores = Scores {
            path: path.to_path_buf(),
            source: Source::Bytes(Arc::from(bytes)),
            ..Scores::default()
        };
        // Reading from memory cannot fail.
        let _ = scores.read(bytes);
        scores
    }

    fn read(&mut self, reader: impl Read) -> std::io::Result<()> {
        stream::scan(reader, |chunk| {
            match chunk {
                Chunk::Lines {
                    first,
                    offset,
                    bytes,
                } => self.take(stream::lines(first, offset, bytes).collect()),
                Chunk::Long { line, len, .. } => self.warn(line, too_long(len)),
            }
            ControlFlow::Continue(())
        })
        .map(drop)?;
        // The rows grew by doubling: give back what no row uses.
        self.rows.shrink_to_fit();
        self.dates.shrink_to_fit();
        Ok(())
    }

    /// A block's lines, parsed in parallel, kept in order. Their names
    /// are looked up in parallel too; only new ones wait for `keep`.
    fn take(&mut self, lines: Vec<Line<'_>>) {
        let names = &self.names;
        let parsed: Vec<Result<Option<Parsed>, String>> = (lines.par_iter())
            .map(|l| match l.bytes.len() {
                len if len > LINE_LIMIT => Err(too_long(len as u64)),
                _ => compact::parse_fields(l.bytes).map(|f| f.map(|f| Parsed::new(f, names))),
            })
            .collect();
        for (line, parsed) in lines.iter().zip(parsed) {
            match parsed {
                Ok(Some(parsed)) => self.keep(line, parsed),
                Ok(None) => {}
                Err(message) => self.warn(line.number, message),
            }
        }
    }

    fn keep(&mut self, line: &Line<'_>, Parsed { fields: f, known }: Parsed<'_>) {
        let names = &mut self.names;
        let mut name = |i: usize, text: &str| known[i].unwrap_or_else(|| names.intern(text));
        let (ammo_count, ammo_word) = match &f.ammo {
            Some(a) => (a.count, name(4, &a.word)),
            None => (0, NONE),
        };
        let row = Row {
            row: line.number,
            offset: line.offset,
            len: line.bytes.len() as u32,
            seed: f.seed,
            turns: f.turns,
            ammo_count,
            ammo_word,
            variant: name(0, &f.variant),
            name: name(1, &f.name),
            rules: name(2, &f.rules),
            outcome: name(3, &f.outcome),
            date_key: compact::date_key(&f.date),
            date_at: self.dates.len(),
            date_len: f.date.len() as u32,
            win: f.win,
            cheat: f.cheat,
            hints: f.hints,
            hand_seeded: f.hand_seeded,
            has_record: f.record.is_some(),
        };
        self.dates.push_str(&f.date);
        self.rows.push(row);
    }

    fn warn(&mut self, line: usize, message: String) {
        self.warnings.push(Warning {
            path: self.path.clone(),
            line,
            message,
        });
    }

    fn at(&self, index: usize) -> Option<Scored<'_>> {
        self.rows.get(index).map(|at| Scored {
            row: at.row,
            table: self,
            at,
        })
    }

    /// How many games the table has.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Every game, in file order.
    pub fn rows(&self) -> impl DoubleEndedIterator<Item = Scored<'_>> + ExactSizeIterator {
        (self.rows.iter()).map(|at| Scored {
            row: at.row,
            table: self,
            at,
        })
    }

    /// Lines skipped, in file order.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// The game at row `row`, as `wumpus scores` lists it.
    pub fn row(&self, row: usize) -> Option<Scored<'_>> {
        (self.rows.binary_search_by_key(&row, |r| r.row).ok()).and_then(|i| self.at(i))
    }

    /// The game that ended last (`wumpus replay last`).
    pub fn last(&self) -> Option<Scored<'_>> {
        self.rows.len().checked_sub(1).and_then(|i| self.at(i))
    }

    /// The best games of `variant` (all variants with `None`): finished
    /// games only (an abandoned game is no result), wins first, then
    /// fewest turns, then the earliest, then the lower row.
    pub fn best(&self, variant: Option<&str>) -> Vec<Scored<'_>> {
        (self.ranked(variant).into_iter())
            .filter_map(|i| self.at(i))
            .collect()
    }

    /// `best`, as places in the table for `nth`: what a screen keeps, so
    /// it ranks a big table once, not at every frame.
    pub fn ranked(&self, variant: Option<&str>) -> Vec<usize> {
        let wanted = match variant {
            Some(v) => match self.names.find(v) {
                Some(sym) => Some(sym),
                None => return Vec::new(),
            },
            None => None,
        };
        let abandoned = self.names.find(ABANDONED);
        let mut ranked: Vec<usize> = (self.rows.iter().enumerate())
            .filter(|(_, r)| wanted.is_none_or(|v| r.variant == v))
            .filter(|(_, r)| Some(r.outcome) != abandoned)
            .map(|(i, _)| i)
            .collect();
        ranked.par_sort_unstable_by(|&a, &b| self.rank(&self.rows[a], &self.rows[b]));
        ranked
    }

    fn rank(&self, a: &Row, b: &Row) -> Ordering {
        (!a.win, a.turns, a.date_key)
            .cmp(&(!b.win, b.turns, b.date_key))
            .then_with(|| self.date(a).cmp(self.date(b)))
            .then(a.row.cmp(&b.row))
    }

    /// The game at place `index` of the table (as `ranked` gives them).
    pub fn nth(&self, index: usize) -> Option<Scored<'_>> {
        self.at(index)
    }

    /// How `variant`'s games went: played, won, lost, abandoned, and the
    /// longest run of wins in the order they ended (a loss or an
    /// abandoned game ends a run).
    pub fn tally(&self, variant: &str) -> Tally {
        let mut t = Tally::default();
        let (Some(v), abandoned) = (self.names.find(variant), self.names.find(ABANDONED)) else {
            return t;
        };
        let mut run = 0;
        for r in self.rows.iter().filter(|r| r.variant == v) {
            t.played += 1;
            if r.win {
                t.won += 1;
                run += 1;
                t.best_streak = t.best_streak.max(run);
            } else {
                if Some(r.outcome) == abandoned {
                    t.abandoned += 1;
                } else {
                    t.lost += 1;
                }
                run = 0;
            }
        }
        t
    }

    /// The `n` games that ended last, the latest first (file order: the
    /// order they were appended, whatever the clock said).
    pub fn recent(&self, n: usize) -> Vec<Scored<'_>> {
        self.rows().rev().take(n).collect()
    }

    /// Every variant in the table, (id, name), in order of first game.
    pub fn variants(&self) -> Vec<(&str, &str)> {
        let mut seen = vec![false; self.names.len()];
        let mut out = Vec::new();
        for r in &self.rows {
            if let Some(s) = seen.get_mut(r.variant as usize)
                && !*s
            {
                *s = true;
                out.push((self.names.get(r.variant), self.names.get(r.name)));
            }
        }
        out
    }

    fn date(&self, r: &Row) -> &str {
        let end = r.date_at + r.date_len as usize;
        self.dates.get(r.date_at..end).unwrap_or("")
    }

    /// `row`'s whole line, read again from the file.
    fn line(&self, row: &Row) -> Result<ScoreLine, ReadError> {
        let changed = |why: String| ReadError::Corrupt {
            path: self.path.clone(),
            at: Some((row.row, 1)),
            message: format!("the score line changed since the table was read ({why})"),
        };
        let end = row.offset + u64::from(row.len);
        let raw: Vec<u8> = match &self.source {
            Source::Nothing => return Err(changed("no file".into())),
            Source::Bytes(bytes) => (usize::try_from(row.offset).ok())
                .zip(usize::try_from(end).ok())
                .and_then(|(from, to)| bytes.get(from..to))
                .map(<[u8]>::to_vec)
                .ok_or_else(|| changed("the bytes are shorter".into()))?,
            Source::File(file) => {
                // A panic elsewhere while reading leaves the file as good.
                let mut file = file.lock().unwrap_or_else(PoisonError::into_inner);
                let mut raw = vec![0; row.len as usize];
                // Bytes before the end of an append-only file never
                // change, so the lock on the file is not needed.
                match (file.seek(SeekFrom::Start(row.offset)))
                    .and_then(|_| file.read_exact(&mut raw))
                {
                    Ok(()) => raw,
                    Err(e) if e.kind() == ErrorKind::UnexpectedEof => {
                        return Err(changed("the file is shorter".into()));
                    }
                    Err(e) => return Err(ReadError::io(&self.path)(e)),
                }
            }
        };
        match compact::parse_line(&raw) {
            Ok(Some(line)) if compact::same_game(&line, row, &self.names, self.date(row)) => {
                Ok(line)
            }
            Ok(Some(_)) => Err(changed("another game".into())),
            Ok(None) => Err(changed("blank".into())),
            Err(why) => Err(changed(why)),
        }
    }
}

/// A line's fields, and the numbers of its names the table already had
/// (variant, name, rules, outcome, ammo word).
struct Parsed<'a> {
    fields: Fields<'a>,
    known: [Option<Sym>; 5],
}

impl<'a> Parsed<'a> {
    fn new(fields: Fields<'a>, names: &Names) -> Parsed<'a> {
        let known = [
            names.find(&fields.variant),
            names.find(&fields.name),
            names.find(&fields.rules),
            names.find(&fields.outcome),
            fields.ammo.as_ref().and_then(|a| names.find(&a.word)),
        ];
        Parsed { fields, known }
    }
}

fn too_long(len: u64) -> String {
    format!(
        "not a valid score line: {len} bytes, more than the {LINE_LIMIT} a score line may have; skipped"
    )
}
