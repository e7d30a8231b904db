//! The play screen's layout: the map and the side panels on top, the arrow
//! editor and the log below (or the game-over panel in their place), the
//! key hints at the bottom, all inside a frame whose title is the status.

use crate::app::map::MapWidget;
use crate::app::{App, Session};
use crate::ui::panels;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Widget};

pub fn render(app: &App, s: &Session, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let outer = panels::status_block(app, s);
    let inner = outer.inner(area);
    outer.render(area, buf);

    let editor_rows = if s.editor.is_some() { 4 } else { 3 };
    // The log grows with the screen, but the map keeps the most room.
    let log_rows = (inner.height / 4).clamp(4, 16);
    let bottom_rows = if s.is_over() {
        (editor_rows + log_rows).max(8)
    } else {
        editor_rows + log_rows
    };
    let [top, bottom, hints] = Layout::vertical([
        Constraint::Min(8),
        Constraint::Length(bottom_rows),
        Constraint::Length(1),
    ])
    .areas(inner);

    let side_width = (inner.width * 2 / 5).clamp(34, 64);
    let [map_area, side] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(side_width)]).areas(top);

    let exits = s.view().tunnels_here().len() as u16;
    let [senses_area, tunnels_area] = Layout::vertical([
        Constraint::Min(3),
        Constraint::Length(exits.div_ceil(2).clamp(1, 5) + 2),
    ])
    .areas(side);

    let map_block = Block::bordered()
        .title(" Map ")
        .border_style(theme.style(Role::Muted));
    let map_inner = map_block.inner(map_area);
    map_block.render(map_area, buf);
    let view = s.view();
    let plan_rooms = s
        .editor
        .as_ref()
        .map(|e| e.plan(&view).rooms)
        .unwrap_or_default();
    let cursor = if s.editor.is_some() {
        Some(s.map_cursor)
    } else {
        s.selected_tunnel()
    };
    MapWidget {
        view,
        cheat: s.reveal().then(|| s.game.cheat()),
        layout: &s.layout,
        theme,
        cursor,
        path: &plan_rooms,
    }
    .render(map_inner, buf);

    panels::senses(s, theme, senses_area, buf);
    panels::tunnels(s, theme, tunnels_area, buf);

    if s.is_over() {
        panels::game_over(app, s, bottom, buf);
    } else {
        let [editor_area, log_area] =
            Layout::vertical([Constraint::Length(editor_rows), Constraint::Fill(1)]).areas(bottom);
        panels::arrow_editor(app, s, editor_area, buf);
        panels::log(s, theme, log_area, buf);
    }
    panels::hint_bar(app, hints, buf);
}
