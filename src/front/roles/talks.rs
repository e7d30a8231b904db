//! The role a rule set plays at a table across terminals: who is still
//! in the game, a bot's answer, and the table's map (`Talks`).

use super::Plays;
use crate::engine::Seat;

/// What a table across terminals asks of a rule set besides its turns
/// (docs/server.md, "Table talk"): who is still in the game (the dead talk
/// with the spectators), what a bot says when a person asks it something,
/// and the table's public map on the seat's own. A rule set without seats
/// has none of it.
pub trait Talks: Plays {
    /// The seats still in the game.
    fn living(_game: &Self::Game) -> Vec<Seat> {
        Vec::new()
    }

    /// What bot `seat` answers when asked `question` out of its turn: a
    /// claim, true or false as its role's play decides.
    fn answer(_game: &Self::Game, _seat: Seat, _question: &str) -> Option<String> {
        None
    }

    /// The rooms a note on the table's map may name (1 to this); 0: the
    /// rule set has no table map.
    fn map_rooms(_game: &Self::Game) -> u16 {
        0
    }

    /// The table's map notes now, to draw beside the seat's own knowledge.
    fn table_notes(&mut self, _game: &Self::Game, _notes: &[crate::front::table_map::MapNote]) {}
}
