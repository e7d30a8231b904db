//! The title menu: the configured variants, and the knobs of the selected
//! one.

use crate::app::App;
use crate::ui::panels::{hint_bar, panel};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let outer = Block::bordered()
        .border_style(theme.style(Role::Muted))
        .title(Span::styled(" Hunt the Wumpus ", theme.style(Role::Title)));
    let inner = outer.inner(area);
    outer.render(area, buf);
    let [body, hints] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    let details_width = (body.width * 2 / 5).clamp(38, 60);
    let [list_area, details_area] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(details_width)]).areas(body);

    let mut lines = vec![
        Line::from(Span::styled(
            "Choose a game. You are in a cave with a Wumpus, pits and bats; shoot the Wumpus with a crooked arrow.",
            theme.style(Role::Muted),
        )),
        Line::raw(""),
    ];
    for (i, v) in app.variants.iter().enumerate() {
        let chosen = i == app.selected;
        let marker = if chosen { "› " } else { "  " };
        let role = if chosen { Role::Selected } else { Role::Title };
        lines.push(Line::from(vec![
            Span::styled(format!("{marker}{}", v.name), theme.style(role)),
            Span::styled(format!("  [{}]", v.difficulty), theme.style(Role::Hint)),
        ]));
        lines.push(Line::from(Span::styled(
            format!("    {}", v.description),
            theme.style(Role::Normal),
        )));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(panel("Variants", theme))
        .render(list_area, buf);

    let mut details = Vec::new();
    if let Some(v) = app.variant() {
        details.push(Line::from(Span::styled(
            format!("{} ({})", v.name, v.id),
            theme.style(Role::Title),
        )));
        for (knob, value) in &v.knobs {
            details.push(Line::from(vec![
                Span::styled(format!("{knob:<19}"), theme.style(Role::Muted)),
                Span::raw(value.clone()),
            ]));
        }
    }
    Paragraph::new(details)
        .block(panel("Details", theme))
        .render(details_area, buf);
    hint_bar(app, hints, buf);
}
