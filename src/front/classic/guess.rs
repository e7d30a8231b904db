//! The classic screen's side of the player's marks and the mouse: which
//! room a pick or a click names, and where the tunnels panel lists each
//! tunnel.

use super::editor::{Editor, EditorKind};
use super::input::walk;
use super::{ClassicUi, view};
use crate::engine::RoomId;
use crate::engine::classic::{Classic, Command};
use crate::front::marks::{self, Board};
use crate::front::{Intent, MarkRooms};
use crate::keymap::Action;
use ratatui::layout::{Constraint, Layout, Rect};

/// Cells a tunnel takes in the tunnels panel (two to a row).
pub(super) const TUNNEL_CELLS: u16 = 16;

impl MarkRooms for ClassicUi {
    const MARKS: Option<marks::Words> = Some(marks::CAVE);

    fn markable(game: &Classic) -> Vec<(RoomId, String)> {
        let v = view(game);
        v.room_ids().map(|r| (r, v.label(r).to_string())).collect()
    }

    fn pick_room(&self, game: &Classic, action: Action) -> Option<RoomId> {
        let v = view(game);
        match action {
            Action::Tunnel(k) => v
                .tunnels_here()
                .get(usize::from(k).wrapping_sub(1))
                .copied(),
            Action::Select => self.selected_tunnel(&v).or(Some(v.here())),
            _ => None,
        }
    }

    fn step_room(&self, _game: &Classic, from: RoomId, action: Action) -> Option<RoomId> {
        crate::front::marks::step_on(&self.layout, &self.map, from, action)
    }

    /// A click on `room`: on the path being aimed, the room to walk to
    /// when a label is asked for, else a walk when it is next door.
    fn entering(game: &Classic, command: &Command) -> Option<RoomId> {
        match command {
            Command::Move(room) if view(game).tunnels_here().contains(room) => Some(*room),
            _ => None,
        }
    }

    fn show_marks(&mut self, game: &Classic, board: &Board) {
        if self.board != *board {
            self.board = board.clone();
            self.refresh(game);
        }
    }

    /// A click on `room`: on the path being aimed, the room to walk to
    /// when a label is asked for, else a walk when it is next door.
    fn click(&mut self, game: &Classic, room: RoomId) -> Intent<Command> {
        let v = view(game);
        let label = v.label(room).to_string();
        match self.editor.as_mut() {
            Some(editor) if editor.kind == EditorKind::Aim => {
                editor.add_label(&label);
                self.map_cursor = room;
                Intent::Nothing
            }
            Some(_) => {
                // As typing the label and Enter would: refused with the
                // reason in the prompt when it is not next door.
                self.editor = Some(Editor {
                    text: label,
                    ..Editor::new(EditorKind::MoveTo)
                });
                self.on_editor(game, Action::Select)
            }
            None if v.tunnels_here().contains(&room) => walk(&v, &self.bats_met, room),
            // Clicks elsewhere do nothing: no refusal for a missed click.
            None => Intent::Nothing,
        }
    }

    /// Where the side panel in `area` lists tunnel `i` (0-based), as
    /// `Panels::draw_side` lays it out.
    fn pick_rows(&self, game: &Classic, area: Rect) -> Vec<(Rect, u8)> {
        let exits = view(game).tunnels_here().len() as u16;
        let [_, tunnels] = Layout::vertical([
            Constraint::Min(3),
            Constraint::Length(exits.div_ceil(2).clamp(1, 5) + 2),
        ])
        .areas(area);
        let inner = Rect {
            x: tunnels.x + 1,
            y: tunnels.y + 1,
            width: tunnels.width.saturating_sub(2),
            height: tunnels.height.saturating_sub(2),
        };
        (0..exits.min(9))
            .filter_map(|i| {
                let cell = Rect::new(
                    inner.x + (i % 2) * TUNNEL_CELLS,
                    inner.y + i / 2,
                    TUNNEL_CELLS,
                    1,
                )
                .intersection(inner);
                (!cell.is_empty()).then_some((cell, (i + 1) as u8))
            })
            .collect()
    }
}
