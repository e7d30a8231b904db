//! The hand-off screen of a game where seats take turns at one keyboard:
//! one sentence and nothing else. No map, no log, no status: whatever the
//! last seat saw is gone from the screen before the next one sits down.

use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

/// The one sentence the hand-off screen shows.
pub fn words(name: &str) -> String {
    format!("Pass the keyboard to {name}. Press Enter when ready.")
}

pub fn render(name: &str, theme: &Theme, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let [_, middle, _] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(3),
        Constraint::Fill(1),
    ])
    .areas(area);
    Paragraph::new(Line::from(Span::styled(
        words(name),
        theme.style(Role::Title),
    )))
    .centered()
    .wrap(Wrap { trim: true })
    .render(middle, buf);
}
