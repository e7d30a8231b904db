//! The look cursor on a seat's own screen (`front::look`): its notebook
//! map, what it sensed where, and its odds with hints on. A seat moves
//! once a turn, so travel takes one step toward the target and ends with
//! the turn: the next seat's hand-off comes as after any move, and
//! nothing of this seat's screen outlives it.

use super::map::at;
use super::{HiddenUi, Mode};
use crate::engine::RoomId;
use crate::engine::hidden::{Hidden, HiddenCommand};
use crate::front::Looks;
use crate::ui::map::{KnownMap, shade};
use crate::ui::theme::Role;

/// A sense as the seat's map marks it, in words.
fn sensed(mark: &str) -> Option<&'static str> {
    match mark {
        "w" => Some("a horrible stench"),
        "m" => Some("a delicious meal"),
        "~" => Some("a breeze"),
        "b" => Some("flapping"),
        _ => None,
    }
}

fn label(room: RoomId) -> Option<u8> {
    u8::try_from(room.index() + 1).ok()
}

impl Looks for HiddenUi {
    fn look_map<'a>(&'a self, _game: &'a Hidden) -> Option<&'a KnownMap> {
        let Mode::Private(seat) = self.mode else {
            return None;
        };
        self.maps.get(usize::from(seat.0))
    }

    fn look_notes(&self, game: &Hidden, room: RoomId) -> Vec<(Role, String)> {
        let mut out = Vec::new();
        let felt: Vec<&str> = self
            .look_map(game)
            .and_then(|m| m.rooms.get(room.index()))
            .map(|r| r.marks.iter().filter_map(|m| sensed(m.text)).collect())
            .unwrap_or_default();
        if !felt.is_empty() {
            out.push((Role::Warning, format!("Sensed here: {}.", felt.join(", "))));
        }
        if let (Some(odds), Some(l)) = (&self.desk.odds, label(room))
            && odds.knows(l)
        {
            let o = odds.room(l);
            let pct = |p| shade::text(p).trim_start().to_string();
            out.push((
                Role::Hint,
                format!(
                    "Odds: pit {} · bats {} · wumpus {}",
                    pct(o.pit),
                    pct(o.bats),
                    pct(o.wumpus)
                ),
            ));
        }
        out
    }

    fn step_into(&self, game: &Hidden, room: RoomId) -> Option<HiddenCommand> {
        let l = label(room)?;
        let view = self.seat_view(game)?;
        (view.adjacent.contains(&l) && at(l) == room).then_some(HiddenCommand::Move(l))
    }

    fn felt_here(&self, game: &Hidden) -> Option<String> {
        let s = self.seat_view(game)?.senses;
        let felt: Vec<&str> = [
            (s.stench, "a horrible stench"),
            (s.pit, "a breeze"),
            (s.bats, "flapping"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|&(_, w)| w)
        .collect();
        (!felt.is_empty()).then(|| felt.join(", "))
    }
}
