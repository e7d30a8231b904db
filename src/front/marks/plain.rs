//! Plain mode's marks: `mark N WORD` sets the mark on room N (`none` or
//! `clear` takes it off), `marks` lists them. The seat to act is the one
//! whose marks they are.

use super::{Notebook, listing};
use crate::engine::{Game, RoomId, SOLO};
use crate::front::Adapter;

/// `line` as a marks command: the answer to print, or `None` when it is
/// no marks command (or this rule set takes no marks).
pub fn command<A: Adapter>(
    game: &A::Game,
    keeper: &mut impl Notebook,
    line: &str,
) -> Option<String> {
    let words = A::MARKS?;
    let mut parts = line.split_whitespace();
    let verb = parts.next()?.to_ascii_lowercase();
    if verb != "mark" && verb != "marks" {
        return None;
    }
    let seat = game.to_act().unwrap_or(SOLO);
    let rooms = A::markable(game);
    if rooms.is_empty() {
        // Its places are the full screen's notebook (the grenade caves).
        return Some("This game's marks are kept on the full screen only.".to_string());
    }
    let label = |r: RoomId| {
        rooms
            .iter()
            .find(|(room, _)| *room == r)
            .map_or_else(|| format!("{}", r.0 + 1), |(_, l)| l.clone())
    };
    let usage = format!(
        "Type mark ROOM WORD, WORD one of {}, none; marks lists them.",
        words
            .guesses
            .iter()
            .map(|g| g.word)
            .collect::<Vec<_>>()
            .join(", ")
    );
    let (Some(room), Some(word)) = (parts.next(), parts.next()) else {
        if verb == "marks" {
            return Some(listing(&keeper.book().of(seat, &words), label));
        }
        return Some(usage);
    };
    if parts.next().is_some() {
        return Some(usage);
    }
    let Some(&(room_id, _)) = rooms.iter().find(|(_, l)| l.eq_ignore_ascii_case(room)) else {
        let labels: Vec<&str> = rooms.iter().map(|(_, l)| l.as_str()).collect();
        let near = crate::config::closest(room, &labels)
            .map(|l| format!(" (did you mean {l}?)"))
            .unwrap_or_default();
        return Some(format!("There is no room {room:?} to mark{near}."));
    };
    if game.is_over() {
        return Some("The game is over: there is nothing left to mark.".to_string());
    }
    match words.parse(word) {
        Ok(guess) => {
            keeper.marked(seat, room_id, guess.map_or("", |g| g.word));
            Some(match guess {
                Some(g) => format!("Marked room {}: {}.", label(room_id), g.word),
                None => format!("Room {} has no mark now.", label(room_id)),
            })
        }
        Err(why) => Some(format!("{why}.")),
    }
}

/// The marks commands, for `?` (`None`: this rule set takes no marks).
pub fn help<A: Adapter>(game: &A::Game) -> Option<String> {
    let words = A::MARKS?;
    if A::markable(game).is_empty() {
        return None;
    }
    let all: Vec<&str> = words.guesses.iter().map(|g| g.word).collect();
    Some(format!(
        "Your own notes, which change nothing in the game: mark N WORD marks room N ({}, or none to clear it); marks lists them.",
        all.join(", ")
    ))
}

/// The marks for a dump: each seat's as the game left them, one line a
/// seat that made any (`None`: nobody marked anything).
pub fn dump_line<A: Adapter>(game: &A::Game, book: &super::Book) -> Option<String> {
    let words = A::MARKS?;
    let rooms = A::markable(game);
    let label = |r: RoomId| {
        rooms
            .iter()
            .find(|(room, _)| *room == r)
            .map_or_else(|| format!("{}", r.0 + 1), |(_, l)| l.clone())
    };
    let seats = book.seats();
    let lines: Vec<String> = seats
        .iter()
        .filter_map(|&seat| {
            let marks = book.of(seat, &words);
            if marks.is_empty() {
                return None;
            }
            let line = listing(&marks, label);
            Some(if seats.len() > 1 || seat != SOLO {
                format!("Seat {}: {line}", seat.0 + 1)
            } else {
                line
            })
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}
