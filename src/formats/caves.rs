//! The caves-file format of docs/rules.md, Grenade.
//!
//! ```text
//! 20 3                       <- number of caves, optionally the tunnels per cave
//! 0 1 4 9 The Fountainhead   <- cave number, its tunnels, its name
//! ...
//! ```
//!
//! The tunnel count on the first line is our extension: without it the first
//! cave line fixes the count (its leading numbers minus one), which cannot
//! work when names are numbers, as in Yob's Wumpus 2 caves.
//!
//! Self-loops, one-way and repeated tunnels are all allowed (Yob's dendrite
//! has them); only a cave where some room cannot reach another is refused.
//!
//! Labels: when every name is a single word (no spaces, no commas) and no two
//! are equal, a room's label is its name; otherwise it is the cave number.

pub mod file;
mod kind;
mod line;
mod write;

pub use write::{WriteError, write_caves};

pub(super) use kind::KIND;

use crate::engine::cave::{Cave, CaveError, MAX_ROOMS};
use line::{
    Num, Problem, Shape, Token, classify, kind_of, leading_numbers, parse_cave_line, tokenize,
    value,
};
use std::collections::HashSet;
use std::fmt;
use std::path::Path;

/// A problem in a file, located by line and column (both 1-based; both 0
/// when the file could not be read at all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for FormatError {}

/// Reads and parses a caves file. A file that cannot be read (missing, too
/// large, not a regular file) is reported at line 0, column 0; bytes that
/// are not UTF-8 at their line and column.
pub fn read_caves_file(path: &Path) -> Result<Cave, FormatError> {
    let shown = path.display().to_string();
    let bytes = file::read_small(path).map_err(|e| FormatError {
        path: shown.clone(),
        line: 0,
        column: 0,
        message: format!("cannot read the file: {}", file::describe(&e)),
    })?;
    match file::utf8(bytes) {
        Ok(text) => parse_caves(&text, &shown),
        Err((line, column)) => Err(FormatError {
            path: shown,
            line,
            column,
            message: "the file is not valid UTF-8 text".into(),
        }),
    }
}

/// Parses the text of a caves file; `path` names it in errors and becomes
/// the cave's title.
pub fn parse_caves(text: &str, path: &str) -> Result<Cave, FormatError> {
    parse(text, path).map_err(|(line, column, message)| FormatError {
        path: path.to_string(),
        line,
        column,
        message,
    })
}

type Located = (usize, usize, String);

fn parse(text: &str, path: &str) -> Result<Cave, Located> {
    // Editors on Windows may save a byte-order mark; it is not part of the text.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let Some(last) = lines.iter().rposition(|l| !l.trim().is_empty()) else {
        return Err((1, 1, "the file is empty".into()));
    };
    let header = lines.first().copied().unwrap_or("");
    let (caves, tunnels) = parse_header(&tokenize(header)).map_err(|p| (1, p.column, p.message))?;
    let mut shape = Shape {
        caves,
        tunnels: tunnels.unwrap_or(1),
        inferred: tunnels.is_none(),
    };

    let mut adjacency = Vec::with_capacity(caves);
    let mut names = Vec::with_capacity(caves);
    let mut columns = Vec::with_capacity(caves);
    for index in 0..caves {
        let line_no = index + 2;
        let line = match lines.get(index + 1) {
            Some(line) if index < last => *line,
            _ => {
                let message = format!(
                    "expected cave {index}, found the end of the file (the first line says {caves} caves)"
                );
                return Err((line_no, 1, message));
            }
        };
        let tokens = tokenize(line);
        if shape.inferred && index == 0 {
            shape.tunnels = leading_numbers(&tokens).max(2) - 1;
        }
        let cave = parse_cave_line(line, &tokens, index, &shape)
            .map_err(|p| (line_no, p.column, p.message))?;
        columns.push(tokens.first().map_or(1, |t| t.column));
        adjacency.push(cave.tunnels);
        names.push(cave.name);
    }
    if let Some((at, extra)) = lines
        .iter()
        .enumerate()
        .skip(caves + 1)
        .find(|(_, l)| !l.trim().is_empty())
    {
        let column = tokenize(extra).first().map_or(1, |t| t.column);
        let message =
            format!("unexpected line after the last cave (the first line says {caves} caves)");
        return Err((at + 1, column, message));
    }

    let labels = labels_for(&names);
    let names = names.iter().map(|n| n.to_string()).collect();
    Cave::new(path, labels.clone(), names, &adjacency).map_err(|e| locate(e, &labels, &columns))
}

/// The first line: the number of caves, then maybe the tunnels per cave.
fn parse_header(tokens: &[Token<'_>]) -> Result<(usize, Option<usize>), Problem> {
    let fail = |token: &Token<'_>, message: String| Problem {
        column: token.column,
        message,
    };
    let Some(first) = tokens.first() else {
        return Err(Problem {
            column: 1,
            message: "expected the number of caves on the first line, found a blank line".into(),
        });
    };
    let caves = match classify(first.text) {
        Num::Digits(d) => match value(d) {
            Some(n) if n < 2 => {
                return Err(fail(first, "a caves file needs at least 2 caves".into()));
            }
            Some(n) if n <= MAX_ROOMS => n,
            _ => {
                let message = format!(
                    "a caves file may have at most {MAX_ROOMS} caves, the first line says more"
                );
                return Err(fail(first, message));
            }
        },
        Num::Negative => {
            return Err(fail(first, "the number of caves cannot be negative".into()));
        }
        Num::Glued(_) | Num::Word => {
            return Err(fail(
                first,
                format!(
                    "expected the number of caves, found {}",
                    kind_of(first.text)
                ),
            ));
        }
    };
    let tunnels = match tokens.get(1) {
        None => None,
        Some(token) => match classify(token.text) {
            Num::Digits(d) => match value(d) {
                Some(0) => {
                    return Err(fail(
                        token,
                        "every cave needs at least 1 tunnel, found 0".into(),
                    ));
                }
                Some(k) => Some(k),
                None => return Err(fail(token, "too many tunnels per cave".into())),
            },
            Num::Negative => {
                let message = "the number of tunnels per cave cannot be negative".to_string();
                return Err(fail(token, message));
            }
            Num::Glued(_) | Num::Word => {
                let message = format!(
                    "expected the number of tunnels per cave, found {}",
                    kind_of(token.text)
                );
                return Err(fail(token, message));
            }
        },
    };
    if let Some(extra) = tokens.get(2) {
        let message = format!(
            "found {} after the counts: the first line holds only the number of caves and, \
             optionally, the number of tunnels per cave",
            match classify(extra.text) {
                Num::Digits(_) | Num::Negative => "a third number",
                _ => kind_of(extra.text),
            }
        );
        return Err(fail(extra, message));
    }
    Ok((caves, tunnels))
}

/// Names make good labels only when a player can type each one as a single
/// word and it picks out one cave.
fn labels_for(names: &[&str]) -> Vec<String> {
    let one_word = names
        .iter()
        .all(|n| !n.contains(|c: char| c.is_whitespace() || c == ','));
    let distinct = names.iter().collect::<HashSet<_>>().len() == names.len();
    if one_word && distinct {
        names.iter().map(|n| n.to_string()).collect()
    } else {
        (0..names.len()).map(|i| i.to_string()).collect()
    }
}

/// Points a refusal from `Cave::new` at the line of the cave it concerns.
fn locate(error: CaveError, labels: &[String], columns: &[usize]) -> Located {
    match error {
        CaveError::NotConnected { from, to } => {
            let index = |label: &str| labels.iter().position(|l| l == label).unwrap_or(0);
            let (from, to) = (index(&from), index(&to));
            // Cave::new searches from cave 0, so the other end is the odd one out.
            let culprit = if from == 0 { to } else { from };
            let message = format!(
                "the caves are not strongly connected: cave {to} cannot be reached from cave {from}"
            );
            (
                culprit + 2,
                columns.get(culprit).copied().unwrap_or(1),
                message,
            )
        }
        // The labels are the file's own names: the message names none.
        _ => (1, 1, "the caves do not make a cave a game can use".into()),
    }
}
