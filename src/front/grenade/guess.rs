//! The player's marks and the mouse in the grenade caves: a mark goes on a
//! place of the notebook (caves are known by their names, so a place is
//! what the player can name), drawn while the map is the notebook's; a
//! click on a place a tunnel from here leads to goes through it.

use super::{GrenadeUi, view};
use crate::engine::grenade::{Command, Grenade};
use crate::engine::{Game, RoomId};
use crate::front::marks::{self, Board};
use crate::front::{Intent, MarkRooms};
use crate::keymap::Action;
use ratatui::layout::{Constraint, Layout, Rect};

impl GrenadeUi {
    /// Whether the map on screen is the notebook's (not the whole cave).
    fn notebook_map(&self, game: &Grenade) -> bool {
        !(self.cheat || game.is_over())
    }

    /// The place tunnel `i` (0-based) of here leads to, if known.
    pub(super) fn through(&self, i: usize) -> Option<RoomId> {
        let here = self.notebook.places.get(self.notebook.here)?;
        let to = (*here.listing.as_ref()?.get(i)?)?;
        Some(RoomId(to as u16))
    }

    /// The marks onto the notebook's map; the whole cave's map is laid
    /// out by cave, not by place, so it shows none.
    pub(super) fn lay_marks(&mut self, game: &Grenade) {
        if self.notebook_map(game) {
            self.board.lay(&mut self.map);
        }
    }

    /// The mark's word on the place named `name`, for the lists.
    pub(super) fn mark_on(&self, name: &str) -> Option<&'static str> {
        let i = self.notebook.places.iter().position(|p| p.name == name)?;
        self.board.on(RoomId(i as u16)).map(|g| g.word)
    }
}

impl MarkRooms for GrenadeUi {
    const MARKS: Option<marks::Words> = Some(marks::CAVE);

    /// The places of the notebook, by their names.
    fn mark_rooms(&self, game: &Grenade) -> Vec<(RoomId, String)> {
        if !self.notebook_map(game) {
            return Vec::new();
        }
        (self.notebook.places.iter().enumerate())
            .map(|(i, p)| (RoomId(i as u16), p.name.clone()))
            .collect()
    }

    fn pick_room(&self, game: &Grenade, action: Action) -> Option<RoomId> {
        if !self.notebook_map(game) {
            return None;
        }
        match action {
            Action::Tunnel(k) => self.through(usize::from(k).wrapping_sub(1)),
            Action::Select => self
                .through(self.cursor)
                .or(Some(RoomId(self.notebook.here as u16))),
            _ => None,
        }
    }

    fn step_room(&self, _game: &Grenade, from: RoomId, action: Action) -> Option<RoomId> {
        crate::front::marks::step_on(&self.layout, &self.map, from, action)
    }

    fn enters(&self, _game: &Grenade, command: &Command) -> Option<RoomId> {
        match *command {
            Command::Move { tunnel } => self.through(usize::from(tunnel)),
            Command::Toss { .. } => None,
        }
    }

    fn show_marks(&mut self, game: &Grenade, board: &Board) {
        if self.board != *board {
            self.board = board.clone();
            self.refresh(game);
        }
    }

    /// A click on a place: through the first tunnel from here that leads
    /// there (a toss, when armed); elsewhere nothing.
    fn click(&mut self, game: &Grenade, room: RoomId) -> Intent<Command> {
        if !self.notebook_map(game) {
            return Intent::Nothing;
        }
        let n = view(game).tunnels_here().len();
        match (0..n).find(|&i| self.through(i) == Some(room)) {
            Some(i) => self.go(game, i),
            None => Intent::Nothing,
        }
    }

    /// Where `Panels::draw_side` lists each tunnel in `area`.
    fn pick_rows(&self, game: &Grenade, area: Rect) -> Vec<(Rect, u8)> {
        let exits = view(game).tunnels_here().len() as u16;
        let [_, tunnels] = Layout::vertical([
            Constraint::Min(4),
            Constraint::Length(exits.clamp(1, 9) + 2),
        ])
        .areas(area);
        (0..exits.min(9).min(tunnels.height.saturating_sub(2)))
            .map(|i| {
                let rect = Rect::new(
                    tunnels.x + 1,
                    tunnels.y + 1 + i,
                    tunnels.width.saturating_sub(2),
                    1,
                );
                (rect, (i + 1) as u8)
            })
            .collect()
    }
}
