//! The play screen's layout: the map and the side panels on top, the
//! game's prompt and the log below (or the game-over panel in their place),
//! the key hints at the bottom, all inside a frame whose title is the
//! status. What goes in the map, the side and the prompt is the game's.

use crate::app::App;
use crate::front::{Front, Ui};
use crate::ui::panels;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Widget};

pub fn render(app: &App, s: &dyn Front, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let ui = Ui {
        theme,
        keymap: &app.keymap,
    };
    let outer = panels::status_block(app, s);
    let inner = outer.inner(area);
    outer.render(area, buf);

    let prompt_rows = s.prompt_rows();
    // The log grows with the screen, but the map keeps the most room.
    let log_rows = (inner.height / 4).clamp(4, 16);
    let bottom_rows = if s.is_over() {
        (prompt_rows + log_rows).max(8)
    } else {
        prompt_rows + log_rows
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

    let map_block = Block::bordered()
        .title(" Map ")
        .border_style(theme.style(Role::Muted));
    let map_inner = map_block.inner(map_area);
    map_block.render(map_area, buf);
    s.draw_map(&ui, map_inner, buf);
    s.draw_side(&ui, side, buf);

    if s.is_over() {
        panels::game_over(app, s, bottom, buf);
    } else {
        let [prompt_area, log_area] =
            Layout::vertical([Constraint::Length(prompt_rows), Constraint::Fill(1)]).areas(bottom);
        s.draw_prompt(&ui, prompt_area, buf);
        panels::log(s, theme, log_area, buf);
    }
    panels::hint_bar(app, hints, buf);
}
