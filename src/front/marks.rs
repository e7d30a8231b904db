//! The player's own marks: a note on a room ("pit?", "safe"), as on paper
//! or in Minesweeper. `x` then a room cycles the mark on it; the map and
//! the tunnels list show it; a move into a room marked dangerous asks
//! first. Marks never change a rule, so they are no command: the record
//! keeps them as an annotation ("marks", version 1), each after the number
//! of commands made before it, as it keeps the asides, and a rebuilt game
//! (resume, replay, dump) makes them again in their places.
//!
//! A seat's marks are its own: each is kept with the seat that made it,
//! and a screen shows only the marks of the seat whose screen it is.

mod mode;
pub mod plain;
pub mod prompt;

pub use mode::{KEYS, MARK, Marking, SECTION};

use crate::engine::{RoomId, Seat};
use crate::keymap::Action;
use crate::record::{Annotations, Record};
use crate::ui::map::{KnownMap, Mark};
use crate::ui::theme::Role;
use serde::{Deserialize, Serialize};

const KEY: &str = "marks";
const VERSION: u32 = 1;

/// One word a mark can say, in the order `x` cycles them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guess {
    /// As the player reads and types it ("pit?").
    pub word: &'static str,
    /// As the tunnels list shows it ("p?").
    pub short: &'static str,
    /// As the map draws it after the room's other marks (" p?"): the
    /// space keeps it from reading as part of the label.
    pub tag: &'static str,
    /// A move into a room marked so asks first.
    pub danger: bool,
}

/// A rule set's mark words, and their line in the map's key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    pub guesses: &'static [Guess],
    /// The map's key: what is drawn, what it means.
    pub key: (&'static str, &'static str),
}

/// The words of a cave's hazards.
pub const CAVE: Words = Words {
    guesses: &[
        Guess {
            word: "pit?",
            short: "p?",
            tag: " p?",
            danger: true,
        },
        Guess {
            word: "bats?",
            short: "b?",
            tag: " b?",
            danger: true,
        },
        Guess {
            word: "wumpus?",
            short: "w?",
            tag: " w?",
            danger: true,
        },
        Guess {
            word: "safe",
            short: "ok",
            tag: " ok",
            danger: false,
        },
    ],
    key: ("p? b? w? ok", "your own marks (x): pit? bats? wumpus? safe"),
};

/// Where a game's marks are kept (the session's keeper, which records
/// them): plain mode's `mark` reads and adds marks through this, so the
/// marks need not name the keeper, which names the marks' `Book`.
pub trait Notebook {
    /// Every mark made so far.
    fn book(&self) -> &Book;
    /// `seat` marked `room` with `word` (empty: cleared it).
    fn marked(&mut self, seat: Seat, room: RoomId, word: &str);
}

/// The words that clear a mark in plain mode.
pub const CLEAR: &[&str] = &["none", "clear"];

impl Words {
    /// The mark after `now` in the cycle; `None` clears it.
    pub fn next(&self, now: Option<&str>) -> Option<Guess> {
        match now.and_then(|w| self.guesses.iter().position(|g| g.word == w)) {
            Some(i) => self.guesses.get(i + 1).copied(),
            None => self.guesses.first().copied(),
        }
    }

    pub fn find(&self, word: &str) -> Option<Guess> {
        self.guesses.iter().find(|g| g.word == word).copied()
    }

    /// A typed word as a mark (`Ok(None)`: clear), case and a missing
    /// question mark forgiven; or why not, with the nearest word.
    pub fn parse(&self, typed: &str) -> Result<Option<Guess>, String> {
        let t = typed.trim().to_ascii_lowercase();
        if CLEAR.contains(&t.as_str()) {
            return Ok(None);
        }
        if let Some(g) = self
            .guesses
            .iter()
            .find(|g| g.word == t || g.word.trim_end_matches('?') == t || g.short == t)
        {
            return Ok(Some(*g));
        }
        let mut all: Vec<&str> = self.guesses.iter().map(|g| g.word).collect();
        all.extend(CLEAR);
        let near = crate::config::closest(&t, &all)
            .map(|w| format!(" (did you mean {w:?}?)"))
            .unwrap_or_default();
        Err(format!(
            "{typed:?} is no mark{near}; the marks are {}",
            all.join(", ")
        ))
    }
}

/// One mark made, as the record keeps it: the word is empty when the mark
/// was cleared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marked {
    /// How many commands were made before it.
    pub after: usize,
    pub seat: u8,
    pub room: u16,
    pub word: String,
}

/// Every mark made in a game, in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Book {
    made: Vec<Marked>,
}

impl Book {
    /// A record's marks. An annotation this version cannot read is left
    /// out: marks never change the game.
    pub fn of_record(record: &Record) -> Book {
        let made = record
            .annotations
            .get::<Vec<Marked>>(KEY, VERSION)
            .ok()
            .flatten()
            .unwrap_or_default();
        Book { made }
    }

    /// Into a record's annotations.
    pub fn write(&self, annotations: &mut Annotations) {
        // A list of plain data always serializes.
        let _ = annotations.set(KEY, VERSION, &self.made);
    }

    pub fn push(&mut self, marked: Marked) {
        self.made.push(marked);
    }

    pub fn made(&self) -> &[Marked] {
        &self.made
    }

    /// The word on `room` for `seat` now.
    pub fn on(&self, seat: Seat, room: RoomId) -> Option<&str> {
        self.made
            .iter()
            .rev()
            .find(|m| m.seat == seat.0 && m.room == room.0)
            .map(|m| m.word.as_str())
            .filter(|w| !w.is_empty())
    }

    /// `seat`'s marks now, by room, as `words` knows them.
    pub fn of(&self, seat: Seat, words: &Words) -> Vec<(RoomId, Guess)> {
        let mut rooms: Vec<u16> = self
            .made
            .iter()
            .filter(|m| m.seat == seat.0)
            .map(|m| m.room)
            .collect();
        rooms.sort_unstable();
        rooms.dedup();
        rooms
            .into_iter()
            .filter_map(|r| {
                let word = self.on(seat, RoomId(r))?;
                Some((RoomId(r), words.find(word)?))
            })
            .collect()
    }

    /// The seats that made a mark, in seat order.
    pub fn seats(&self) -> Vec<Seat> {
        let mut seats: Vec<u8> = self.made.iter().map(|m| m.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        seats.into_iter().map(Seat).collect()
    }
}

/// What a screen shows of the marks: the viewing seat's, and the room
/// under the cursor while a mark is being placed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Board {
    pub marks: Vec<(RoomId, Guess)>,
    pub cursor: Option<RoomId>,
}

impl Board {
    pub fn on(&self, room: RoomId) -> Option<Guess> {
        self.marks.iter().find(|(r, _)| *r == room).map(|(_, g)| *g)
    }

    /// Whether the player marked `room` dangerous.
    pub fn dangerous(&self, room: RoomId) -> bool {
        self.on(room).is_some_and(|g| g.danger)
    }

    /// The marks onto `map`'s rooms, after each room's own marks: they
    /// reserve their cells with the room's label, so they stay beside it
    /// and nothing draws over them.
    pub fn lay(&self, map: &mut KnownMap) {
        for (room, guess) in &self.marks {
            if let Some(r) = map.rooms.get_mut(room.index()) {
                r.marks.push(Mark {
                    text: guess.tag,
                    role: Role::Hint,
                    danger: true,
                });
            }
        }
    }

    /// A room's name with its mark, for a list ("5 pit?").
    pub fn named(&self, room: RoomId, label: &str) -> String {
        match self.on(room) {
            Some(g) => format!("{label} {}", g.word),
            None => label.to_string(),
        }
    }
}

/// `marks` in plain words ("5 pit? · 9 safe"), or that there are none.
pub fn listing(marks: &[(RoomId, Guess)], label: impl Fn(RoomId) -> String) -> String {
    if marks.is_empty() {
        return "No marks yet.".to_string();
    }
    let parts: Vec<String> = marks
        .iter()
        .map(|(r, g)| format!("{} {}", label(*r), g.word))
        .collect();
    format!("Your marks: {}", parts.join(" · "))
}

/// The map cursor's next room from `from` for a cursor key: the nearest
/// room of `map` drawn that way on `layout`. Every rule set's mark cursor
/// moves so.
pub(crate) fn step_on(
    layout: &crate::ui::map::MapLayout,
    map: &crate::ui::map::KnownMap,
    from: crate::engine::RoomId,
    action: Action,
) -> Option<crate::engine::RoomId> {
    use crate::ui::map::Direction;
    let dir = match action {
        Action::Up => Direction::Up,
        Action::Down => Direction::Down,
        Action::Left => Direction::Left,
        Action::Right => Direction::Right,
        _ => return None,
    };
    layout.nearest(from, dir, &map.seen())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_cycles_through_every_word_then_clears() {
        let mut now: Option<Guess> = None;
        let mut seen = Vec::new();
        for _ in 0..5 {
            now = CAVE.next(now.map(|g| g.word));
            seen.push(now.map_or("none", |g| g.word));
        }
        assert_eq!(seen, ["pit?", "bats?", "wumpus?", "safe", "none"]);
    }

    #[test]
    fn a_bad_word_is_refused_with_the_nearest() {
        let why = CAVE.parse("wumpsu").err().unwrap_or_default();
        assert!(why.contains("did you mean \"wumpus?\""), "{why}");
        assert_eq!(
            CAVE.parse("PIT").ok().flatten().map(|g| g.word),
            Some("pit?")
        );
        assert_eq!(CAVE.parse("clear"), Ok(None));
    }

    #[test]
    fn a_seats_marks_are_its_own() {
        let mut book = Book::default();
        for (seat, word) in [(0, "pit?"), (1, "safe"), (0, "")] {
            book.push(Marked {
                after: 0,
                seat,
                room: 3,
                word: word.into(),
            });
        }
        assert_eq!(book.on(Seat(0), RoomId(3)), None);
        assert_eq!(book.on(Seat(1), RoomId(3)), Some("safe"));
        assert!(book.of(Seat(0), &CAVE).is_empty());
    }
}
