//! Yes/no questions, drawn over the middle of the screen.

use crate::app::{App, Confirm};
use crate::ui::panels::Panel;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

pub fn question(confirm: &Confirm) -> String {
    match confirm {
        Confirm::Quit => "Quit? (y/n)".to_string(),
        Confirm::Game(question) => format!("{question} (y/n)"),
    }
}

/// The question on leaving a game that can be saved.
pub const LEAVE: &str = "Leave this game? Save it to resume later (from the menu, or wumpus resume), or abandon it (the scores say so).";

/// Leaving a game that can be saved: save, abandon, or stay.
pub fn render_leave(app: &App, area: Rect, buf: &mut Buffer) {
    popup(
        app,
        LEAVE,
        crate::keymap::Layer::Leave,
        " Leave ",
        area,
        buf,
    );
}

pub fn render(app: &App, confirm: &Confirm, area: Rect, buf: &mut Buffer) {
    popup(
        app,
        &question(confirm),
        crate::keymap::Layer::Confirm,
        " Confirm ",
        area,
        buf,
    );
}

fn popup(
    app: &App,
    text: &str,
    layer: crate::keymap::Layer,
    title: &str,
    area: Rect,
    buf: &mut Buffer,
) {
    let theme = &app.theme;
    let keys = app
        .hints_for(layer)
        .into_iter()
        .map(|(keys, word)| format!("{keys} {word}"))
        .collect::<Vec<_>>()
        .join(" · ");
    // Room for the question and the keys as they wrap inside the frame,
    // with a blank between: never fewer rows than a one-line question had.
    let width = 50.min(area.width);
    let inner = usize::from(width.saturating_sub(2)).max(8);
    let wrapped = |t: &str| crate::ui::wrap::wrap_words(t, inner).len().max(1);
    let rows = (wrapped(text) + wrapped(&keys) + 3).max(7) as u16;
    let popup = area.centered(
        Constraint::Length(width),
        Constraint::Length(rows.min(area.height)),
    );
    Clear.render(popup, buf);
    let lines = vec![
        Line::from(Span::styled(text.to_string(), theme.style(Role::Warning))),
        Line::raw(""),
        Line::from(Span::styled(keys, theme.style(Role::Muted))),
    ];
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .centered()
        .block(Panel::new(title.to_string(), theme.style(Role::Warning)).block())
        .render(popup, buf);
}
