//! A seat's own marks and the mouse on its private screen: its marks are
//! drawn on its notebook map and tunnels only, never on the public table,
//! the truth or another seat's screen.

use super::map::{self, ROOMS};
use super::{HiddenUi, Mode, Prompt, panels};
use crate::engine::hidden::{Hidden, HiddenCommand};
use crate::engine::{RoomId, Seat};
use crate::front::{Intent, MarkRooms, marks};
use crate::keymap::Action;
use ratatui::layout::Rect;

impl HiddenUi {
    /// The seat whose private screen is up: only its marks are shown.
    pub(super) fn private_seat(&self) -> Option<Seat> {
        match self.mode {
            Mode::Private(seat) => Some(seat),
            _ => None,
        }
    }
}

impl MarkRooms for HiddenUi {
    const MARKS: Option<marks::Words> = Some(marks::CAVE);

    /// The seat whose private screen is up: only its marks are shown.
    fn viewer(&self, _game: &Hidden) -> Option<Seat> {
        self.private_seat()
    }

    /// Every room by its label: labels are the table's common words.
    fn markable(_game: &Hidden) -> Vec<(RoomId, String)> {
        (1..=ROOMS as u8)
            .map(|l| (map::at(l), l.to_string()))
            .collect()
    }

    fn pick_room(&self, game: &Hidden, action: Action) -> Option<RoomId> {
        let view = self.seat_view(game)?;
        match action {
            Action::Tunnel(k) => view
                .adjacent
                .get(usize::from(k).wrapping_sub(1))
                .map(|l| map::at(*l)),
            Action::Select => view
                .adjacent
                .get(self.desk.cursor.min(2))
                .map(|l| map::at(*l)),
            _ => None,
        }
    }

    fn step_room(&self, _game: &Hidden, from: RoomId, action: Action) -> Option<RoomId> {
        let Mode::Private(seat) = self.mode else {
            return None;
        };
        let s = usize::from(seat.0);
        crate::front::marks::step_on(self.layouts.get(s)?, self.maps.get(s)?, from, action)
    }

    /// A move enters its room; a shot, a claim or a stay enters none.
    fn entering(_game: &Hidden, command: &HiddenCommand) -> Option<RoomId> {
        match command {
            HiddenCommand::Move(label) => Some(map::at(*label)),
            _ => None,
        }
    }

    fn show_marks(&mut self, _game: &Hidden, board: &marks::Board) {
        self.desk.board = board.clone();
    }

    /// A click on the seat's own map: a room next door is walked to (or
    /// added to the path being aimed, or taken as the typed room).
    fn click(&mut self, game: &Hidden, room: RoomId) -> Intent<HiddenCommand> {
        let Some(view) = self.seat_view(game) else {
            return Intent::Nothing;
        };
        let label = room.0 as u8 + 1;
        match &mut self.desk.prompt {
            Prompt::Aim(s) => {
                if !s.is_empty() && !s.ends_with([' ', ',']) {
                    s.push(' ');
                }
                s.push_str(&format!("{label} "));
                Intent::Nothing
            }
            Prompt::MoveTo(s) => {
                *s = label.to_string();
                self.submit(game)
            }
            Prompt::Claim(_) => Intent::Nothing,
            Prompt::None if view.adjacent.contains(&label) => {
                self.propose(game, HiddenCommand::Move(label))
            }
            Prompt::None => Intent::Nothing,
        }
    }

    /// Where the tunnels panel (the side's last three rows) lists each.
    fn pick_rows(&self, game: &Hidden, area: Rect) -> Vec<(Rect, u8)> {
        let Some(view) = self.seat_view(game) else {
            return Vec::new();
        };
        let y = area.bottom().saturating_sub(2);
        let mut x = area.x + 1;
        let right = area.right().saturating_sub(1);
        let mut out = Vec::new();
        for (i, text) in panels::tunnel_texts(&self.desk, &view).iter().enumerate() {
            let width = text.chars().count() as u16;
            let cell = Rect::new(x, y, width.min(right.saturating_sub(x)), 1);
            if !cell.is_empty() {
                out.push((cell, (i + 1) as u8));
            }
            x = x.saturating_add(width);
        }
        out
    }
}
