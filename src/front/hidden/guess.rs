//! A seat's own marks and the mouse on its private screen: its marks are
//! drawn on its notebook map and tunnels only, never on the public table,
//! the truth or another seat's screen.

use super::map::{self, ROOMS};
use super::{HiddenUi, Mode, Prompt, panels};
use crate::engine::RoomId;
use crate::engine::Seat;
use crate::engine::hidden::{Hidden, HiddenCommand};
use crate::front::{Intent, Ui};
use crate::keymap::Action;
use crate::ui::map::{Drawn, MapWidget};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Every room by its label: labels are the table's common words.
pub(super) fn markable() -> Vec<(RoomId, String)> {
    (1..=ROOMS as u8)
        .map(|l| (map::at(l), l.to_string()))
        .collect()
}

/// A move enters its room; a shot, a claim or a stay enters none.
pub(super) fn entering(command: &HiddenCommand) -> Option<RoomId> {
    match command {
        HiddenCommand::Move(label) => Some(map::at(*label)),
        _ => None,
    }
}

impl HiddenUi {
    /// The seat whose private screen is up: only its marks are shown.
    pub(super) fn private_seat(&self) -> Option<Seat> {
        match self.mode {
            Mode::Private(seat) => Some(seat),
            _ => None,
        }
    }

    /// The map on screen now, saying what it drew; the public table's has
    /// nothing to click.
    pub(super) fn drawn(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        let Some((known, layout)) = self.map_now(game) else {
            panels::public_map(game, ui, area, buf);
            return Drawn::default();
        };
        let private = self.private_seat().is_some();
        MapWidget {
            map: &known,
            layout,
            theme: ui.theme,
            cursor: self.board.cursor.filter(|_| private),
            path: &[],
            // A seat's screen lists its known tunnels in words.
            listed: private && known.stamp.is_none(),
        }
        .draw(area, buf)
    }

    pub(super) fn pick(&self, game: &Hidden, action: Action) -> Option<RoomId> {
        let view = self.seat_view(game)?;
        match action {
            Action::Tunnel(k) => view
                .adjacent
                .get(usize::from(k).wrapping_sub(1))
                .map(|l| map::at(*l)),
            Action::Select => view.adjacent.get(self.cursor.min(2)).map(|l| map::at(*l)),
            _ => None,
        }
    }

    pub(super) fn step(&self, from: RoomId, action: Action) -> Option<RoomId> {
        let Mode::Private(seat) = self.mode else {
            return None;
        };
        let s = usize::from(seat.0);
        crate::front::marks::step_on(self.layouts.get(s)?, self.maps.get(s)?, from, action)
    }

    /// A click on the seat's own map: a room next door is walked to (or
    /// added to the path being aimed, or taken as the typed room).
    pub(super) fn clicked(&mut self, game: &Hidden, room: RoomId) -> Intent<HiddenCommand> {
        let Some(view) = self.seat_view(game) else {
            return Intent::Nothing;
        };
        let label = room.0 as u8 + 1;
        match &mut self.prompt {
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
    pub(super) fn tunnel_cells(&self, game: &Hidden, area: Rect) -> Vec<(Rect, u8)> {
        let Some(view) = self.seat_view(game) else {
            return Vec::new();
        };
        let y = area.bottom().saturating_sub(2);
        let mut x = area.x + 1;
        let right = area.right().saturating_sub(1);
        let mut out = Vec::new();
        for (i, text) in panels::tunnel_texts(self, &view).iter().enumerate() {
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
