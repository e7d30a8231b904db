//! The city's side of the player's marks and the mouse (which node a pick
//! or a click names, the map drawn with the mark cursor), and typing a node.

use super::words::num;
use super::{GrandTheftUi, view};
use crate::engine::RoomId;
use crate::engine::grand_theft::{Command, GrandTheft, View};
use crate::front::{Intent, Ui};
use crate::keymap::Action;
use crate::ui::map::{Drawn, MapWidget};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Every node by its number: the city's numbers are public.
pub(super) fn markable(game: &GrandTheft) -> Vec<(RoomId, String)> {
    view(game)
        .node_ids()
        .map(|r| (r, num(r).to_string()))
        .collect()
}

/// A walk enters its node; a charge is its own question already.
pub(super) fn entering(command: &Command) -> Option<RoomId> {
    match command {
        Command::Walk(to) => Some(*to),
        Command::Charge(_) => None,
    }
}

impl GrandTheftUi {
    pub(super) fn drawn(
        &self,
        game: &GrandTheft,
        ui: &Ui<'_>,
        area: Rect,
        buf: &mut Buffer,
    ) -> Drawn {
        let v = view(game);
        MapWidget {
            map: &self.map,
            layout: &self.layout,
            theme: ui.theme,
            cursor: self.board.cursor.or(self.selected(&v)),
            path: &[],
            listed: true,
        }
        .draw(area, buf)
    }

    pub(super) fn pick_for_mark(&self, game: &GrandTheft, action: Action) -> Option<RoomId> {
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

    pub(super) fn step(&self, from: RoomId, action: Action) -> Option<RoomId> {
        crate::front::marks::step_on(&self.layout, &self.map, from, action)
    }

    /// A click on a node next door walks there (or charges, when armed);
    /// any other node does nothing.
    pub(super) fn clicked(&mut self, game: &GrandTheft, room: RoomId) -> Intent<Command> {
        let v = view(game);
        if v.ending().is_some() || !v.neighbours_here().contains(&room) {
            return Intent::Nothing;
        }
        self.typed = None;
        self.pick(&v, room)
    }

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
