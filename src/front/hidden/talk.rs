//! Hidden Wumpus at a table across terminals: who is still in the game as
//! the table knows it, a bot's answer when a person asks it something
//! between turns (a claim, true or false as its role plays), and the
//! table's map notes on each seat's notebook map, in a style of their own.

use super::map::at;
use super::words::is_bot;
use super::{HiddenUi, map};
use crate::engine::hidden::Hidden;
use crate::engine::{Game, Seat};
use crate::front::Talks;
use crate::front::table_map::{MapNote, Said};
use crate::ui::map::{KnownMap, MapTunnel, Mark, Shown};
use crate::ui::theme::Role as Paint;

impl Talks for HiddenUi {
    /// A death is the table's news at the end of its turn: until then the
    /// seat is living to everyone, itself included.
    fn living(game: &Hidden) -> Vec<Seat> {
        (0..game.rules().players)
            .map(Seat)
            .filter(|&s| game.view(s).alive)
            .collect()
    }

    fn answer(game: &Hidden, seat: Seat, _question: &str) -> Option<String> {
        let view = game.view(seat);
        (is_bot(game, seat) && view.alive && !game.is_over())
            .then(|| crate::ai::smart::hidden::answer(&view))
    }

    fn map_rooms(_game: &Hidden) -> u16 {
        map::ROOMS as u16
    }

    fn table_notes(&mut self, game: &Hidden, notes: &[MapNote]) {
        if self.told != notes {
            self.told = notes.to_vec();
            self.refresh(game);
        }
    }
}

/// What the table said, laid on a seat's own notebook map: rooms it has
/// not seen are drawn as seen, the tunnels as the unknown ones are (the
/// map's dim style), and what is said to be in a room as a mark ending in
/// `?`, in the hint colour, so a person tells what they know from what
/// others said.
pub(super) fn lay_notes(notes: &[MapNote], known: &mut KnownMap) {
    for note in notes {
        let Ok(label) = u8::try_from(note.room) else {
            continue;
        };
        if usize::from(label) > map::ROOMS || label == 0 {
            continue;
        }
        let room = at(label);
        if let Some(r) = known.rooms.get_mut(room.index())
            && r.shown < Shown::Seen
        {
            r.shown = Shown::Seen;
        }
        for &to in &note.links {
            let Some(to) = u8::try_from(to)
                .ok()
                .filter(|&t| t >= 1 && usize::from(t) <= map::ROOMS)
            else {
                continue;
            };
            let to = at(to);
            if let Some(r) = known.rooms.get_mut(to.index())
                && r.shown < Shown::Seen
            {
                r.shown = Shown::Seen;
            }
            let there = known
                .tunnels
                .iter()
                .any(|t| (t.from, t.to) == (room, to) || (t.from, t.to) == (to, room));
            if !there {
                known.tunnels.push(MapTunnel {
                    from: room,
                    to,
                    known: false,
                    arrow: None,
                });
            }
        }
        if let Some(said) = note.said
            && let Some(r) = known.rooms.get_mut(room.index())
        {
            let text = match said {
                Said::Pit => "P?",
                Said::Bats => "B?",
                Said::Wumpus => "W?",
                Said::Safe => "ok?",
            };
            if !r.marks.iter().any(|m| m.text == text) {
                r.marks.push(Mark {
                    text,
                    role: Paint::Hint,
                    danger: false,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_notes_are_drawn_apart_from_what_the_seat_knows() {
        let mut known = KnownMap {
            rooms: vec![Default::default(); map::ROOMS],
            ..KnownMap::default()
        };
        known.rooms[6].shown = Shown::Visited;
        known.tunnels.push(MapTunnel {
            from: at(7),
            to: at(3),
            known: true,
            arrow: None,
        });
        let note = |text: &str| MapNote::parse("ann", text, 20).expect("a note");
        lay_notes(&[note("7 3 9"), note("9 pit")], &mut known);
        // The seat's own tunnel stays its own; the told one is not known.
        let t73 = known.tunnels.iter().find(|t| t.to == at(3)).expect("7-3");
        assert!(t73.known);
        let t79 = known.tunnels.iter().find(|t| t.to == at(9)).expect("7-9");
        assert!(!t79.known);
        assert_eq!(known.rooms[8].shown, Shown::Seen);
        assert_eq!(known.rooms[6].shown, Shown::Visited);
        let mark = known.rooms[8].marks.first().expect("a mark");
        assert_eq!((mark.text, mark.role), ("P?", Paint::Hint));
    }
}
