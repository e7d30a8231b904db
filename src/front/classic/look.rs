//! The look cursor and travel in the classic cave (`front::look`): what
//! was felt and met in a room, its odds with hints on, and a step of
//! travel is a move through a tunnel of the player's room.

use super::hints::pct;
use super::input::{marked_dangerous, met};
use super::{ClassicUi, view};
use crate::engine::RoomId;
use crate::engine::classic::{Classic, Command, Senses};
use crate::front::Looks;
use crate::ui::map::KnownMap;
use crate::ui::theme::Role;

/// Senses in words, with how many of each ("a draft (twice)").
pub(super) fn felt(s: Senses) -> Vec<String> {
    let kinds = [
        (s.smell, "a wumpus smell"),
        (s.draft, "a draft"),
        (s.bats, "bats nearby"),
        (s.chewing, "chewing"),
    ];
    kinds
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|&(n, word)| match n {
            1 => word.to_string(),
            2 => format!("{word} (twice)"),
            n => format!("{word} ({n} times)"),
        })
        .collect()
}

impl Looks for ClassicUi {
    fn look_map<'a>(&'a self, _game: &'a Classic) -> Option<&'a KnownMap> {
        Some(&self.map)
    }

    fn look_notes(&self, game: &Classic, room: RoomId) -> Vec<(Role, String)> {
        let v = view(game);
        let mut out = Vec::new();
        if let Some(s) = v.note(room) {
            let words = felt(s);
            out.push(match words.is_empty() {
                true => (Role::Normal, "Felt here: nothing.".to_string()),
                false => (Role::Warning, format!("Felt here: {}.", words.join(", "))),
            });
        }
        let m = met(&v, &self.bats_met, room);
        let kinds = [(m.wumpus, "the wumpus"), (m.pit, "a pit"), (m.bats, "bats")];
        let met: Vec<&str> = kinds.iter().filter(|(b, _)| *b).map(|(_, w)| *w).collect();
        if !met.is_empty() {
            out.push((Role::Danger, format!("You met {} here.", met.join(", "))));
        }
        if let Some(h) = self.hints.as_ref().filter(|_| v.ending().is_none()) {
            let o = h.odds.room(room);
            out.push((
                Role::Hint,
                format!(
                    "Odds: death {} · pit {} · bats {} · wumpus {}",
                    pct(h.odds.death(room)),
                    pct(o.pit),
                    pct(o.bats),
                    pct(o.wumpus)
                ),
            ));
        }
        out
    }

    fn step_into(&self, game: &Classic, room: RoomId) -> Option<Command> {
        view(game)
            .tunnels_here()
            .contains(&room)
            .then_some(Command::Move(room))
    }

    fn felt_here(&self, game: &Classic) -> Option<String> {
        let words = felt(view(game).senses());
        (!words.is_empty()).then(|| words.join(", "))
    }

    fn met_danger(&self, game: &Classic, room: RoomId) -> bool {
        marked_dangerous(&view(game), &self.bats_met, room)
    }

    fn take_travel(&mut self) -> Option<RoomId> {
        self.travel.take()
    }
}
