//! The city's side of the player's marks and the mouse (which node a pick
//! or a click names, the map drawn with the mark cursor), and typing a node.

use super::words::num;
use super::{GrandTheftUi, view};
use crate::engine::RoomId;
use crate::engine::grand_theft::{Command, GrandTheft, View};
use crate::front::marks::{self, Board};
use crate::front::{Intent, MarkRooms};
use crate::keymap::Action;
use ratatui::layout::Rect;

impl GrandTheftUi {
    /// A key while a node number is typed (`m`).
    pub(super) fn on_typing(&mut self, v: &View<'_>, action: Action) -> Intent<Command> {
        let Some(text) = self.typed.as_mut() else {
            return Intent::Nothing;
        };
        match action {
            Action::Type(c) if c.is_ascii_digit() && text.len() < 4 => text.push(c),
            Action::Type(_) => {
                self.refused = Some("Type a node number, then Enter.".into());
            }
            Action::Erase => {
                text.pop();
            }
            Action::Cancel => {
                self.typed = None;
                self.charging = false;
            }
            Action::Select => {
                let text = text.trim().to_string();
                match text.parse::<u32>() {
                    Ok(k) if k >= 1 && (k as usize) <= v.nodes() => {
                        self.typed = None;
                        return self.pick(v, RoomId((k - 1) as u16));
                    }
                    _ if text.is_empty() => {
                        self.refused = Some("Type a node number first.".into());
                    }
                    _ => {
                        self.refused = Some(format!(
                            "There is no node {text}; nodes go from 1 to {}.",
                            v.nodes()
                        ));
                    }
                }
            }
            _ => {}
        }
        Intent::Nothing
    }
}

impl MarkRooms for GrandTheftUi {
    const MARKS: Option<marks::Words> = Some(super::city_marks::CITY);

    /// Every node by its number: the city's numbers are public.
    fn markable(game: &GrandTheft) -> Vec<(RoomId, String)> {
        view(game)
            .node_ids()
            .map(|r| (r, num(r).to_string()))
            .collect()
    }

    fn pick_room(&self, game: &GrandTheft, action: Action) -> Option<RoomId> {
        let v = view(game);
        match action {
            Action::Tunnel(k) => v
                .neighbours_here()
                .get(usize::from(k).wrapping_sub(1))
                .copied(),
            Action::Select => self.selected(&v).or(Some(v.here())),
            _ => None,
        }
    }

    fn step_room(&self, _game: &GrandTheft, from: RoomId, action: Action) -> Option<RoomId> {
        crate::front::marks::step_on(&self.layout, &self.map, from, action)
    }

    /// A walk enters its node; a charge is its own question already.
    fn entering(_game: &GrandTheft, command: &Command) -> Option<RoomId> {
        match command {
            Command::Walk(to) => Some(*to),
            Command::Charge(_) => None,
        }
    }

    fn show_marks(&mut self, game: &GrandTheft, board: &Board) {
        if self.board != *board {
            self.board = board.clone();
            self.refresh(game);
        }
    }

    /// A click on a node next door walks there (or charges, when armed);
    /// any other node does nothing.
    fn click(&mut self, game: &GrandTheft, room: RoomId) -> Intent<Command> {
        let v = view(game);
        if v.ending().is_some() || !v.neighbours_here().contains(&room) {
            return Intent::Nothing;
        }
        self.typed = None;
        self.pick(&v, room)
    }

    /// Where `Panels::draw_side` lists each street from here, by its number: a click there
    /// is that number's key.
    fn pick_rows(&self, game: &GrandTheft, area: Rect) -> Vec<(Rect, u8)> {
        let view = &view(game);
        let streets = view.neighbours_here().len() as u16;
        let rows = (streets + 2).min(area.height.saturating_sub(super::panels::NODE_ROWS));
        let inner_rows = rows.saturating_sub(2);
        (0..streets.min(inner_rows).min(9))
            .map(|i| {
                let rect = Rect::new(
                    area.x + 1,
                    area.y + super::panels::NODE_ROWS + 1 + i,
                    area.width.saturating_sub(2),
                    1,
                );
                (rect, (i + 1) as u8)
            })
            .collect()
    }
}
