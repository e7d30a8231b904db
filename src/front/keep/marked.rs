//! The player's marks in the record (`front::marks`): kept like the
//! asides, as an annotation after the number of commands made.

use super::Keeper;
use crate::engine::{RoomId, Seat};
use crate::front::Adapter;
use crate::front::marks::{Book, Marked, Notebook};

impl<A: Adapter> Keeper<A> {
    /// `seat` marked `room` with `word` (empty: cleared it). A game that
    /// has ended takes no more marks; one that records nothing still
    /// keeps them, for its screen.
    pub fn marked(&mut self, seat: Seat, room: RoomId, word: &str) {
        if self.ended {
            return;
        }
        self.book.push(Marked {
            after: self.commands(),
            seat: seat.0,
            room: room.0,
            word: word.to_string(),
        });
        if let Some(r) = &mut self.recorder {
            self.book.write(r.annotations_mut());
        }
        // As with asides: a game with no command yet takes no save slot.
        if self.commands() > 0 {
            self.offer();
        }
    }

    /// Every mark made so far.
    pub fn book(&self) -> &Book {
        &self.book
    }
}

impl<A: Adapter> Notebook for Keeper<A> {
    fn book(&self) -> &Book {
        Keeper::book(self)
    }

    fn marked(&mut self, seat: Seat, room: RoomId, word: &str) {
        Keeper::marked(self, seat, room, word);
    }
}
