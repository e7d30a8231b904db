//! Yes/no questions, drawn over the middle of the screen.

use crate::app::{App, Confirm, Screen};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

pub fn question(app: &App, confirm: &Confirm) -> String {
    let label = |room| match &app.screen {
        Screen::Play(s) => s.view().label(room).to_string(),
        Screen::Menu => String::new(),
    };
    match confirm {
        Confirm::Quit => "Quit? (y/n)".to_string(),
        Confirm::LastArrow(_) => "This is your last arrow. Fire it? (y/n)".to_string(),
        Confirm::DangerousMove(room) => format!(
            "Your notes say room {} is dangerous (you met a hazard there). Go anyway? (y/n)",
            label(*room)
        ),
    }
}

pub fn render(app: &App, confirm: &Confirm, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let popup = area.centered(
        Constraint::Length(50.min(area.width)),
        Constraint::Length(6),
    );
    Clear.render(popup, buf);
    let lines = vec![
        Line::from(Span::styled(
            question(app, confirm),
            theme.style(Role::Warning),
        )),
        Line::raw(""),
        Line::from(Span::styled(
            format!(
                "{} yes · {} no",
                app.keymap.keys_of("yes"),
                app.keymap.keys_of("no")
            ),
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
