//! Yes/no questions, drawn over the middle of the screen.

use crate::app::{App, Confirm};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

pub fn question(confirm: &Confirm) -> String {
    match confirm {
        Confirm::Quit => "Quit? (y/n)".to_string(),
        Confirm::Game(question) => format!("{question} (y/n)"),
    }
}

pub fn render(app: &App, confirm: &Confirm, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let popup = area.centered(
        Constraint::Length(50.min(area.width)),
        Constraint::Length(7),
    );
    Clear.render(popup, buf);
    let lines = vec![
        Line::from(Span::styled(question(confirm), theme.style(Role::Warning))),
        Line::raw(""),
        Line::from(Span::styled(
            app.hints_for(crate::keymap::Layer::Confirm)
                .into_iter()
                .map(|(keys, word)| format!("{keys} {word}"))
                .collect::<Vec<_>>()
                .join(" · "),
            theme.style(Role::Muted),
        )),
    ];
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .centered()
        .block(
            Block::bordered()
                .title(" Confirm ")
                .border_style(theme.style(Role::Warning)),
        )
        .render(popup, buf);
}
