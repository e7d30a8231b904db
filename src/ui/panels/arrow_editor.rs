//! The arrow-path line: closed it says how to aim; open it shows the path,
//! the rooms left and, live, why firing would be refused. It says nothing
//! about tunnels the player has not seen: the checks are the engine's
//! public ones.

use super::panel;
use crate::app::{App, EditorKind, Session};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub fn arrow_editor(app: &App, s: &Session, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let keys = &app.keymap;
    let Some(editor) = &s.editor else {
        let text = format!(
            "{} to aim an arrow · {} moves by room label",
            keys.keys_of("shoot"),
            keys.keys_of("move")
        );
        Paragraph::new(Span::styled(text, theme.style(Role::Muted)))
            .block(panel("Arrow path", theme))
            .render(area, buf);
        return;
    };
    let view = s.view();
    let (title, first, status) = match editor.kind {
        EditorKind::MoveTo => {
            let first = Line::from(vec![
                Span::raw("Move to room: "),
                Span::styled(format!("{}_", editor.text), theme.style(Role::Selected)),
            ]);
            let status = match &editor.refused {
                Some(why) => refusal(why),
                None => (
                    Role::Muted,
                    format!(
                        "{} walks · {} cancels",
                        keys.keys_of("fire"),
                        keys.keys_of("cancel")
                    ),
                ),
            };
            ("Move", first, status)
        }
        EditorKind::Aim => {
            let plan = editor.plan(&view);
            let range = view.rules().arrow_range as usize;
            let tokens: Vec<&str> = editor
                .text
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
                .collect();
            let mut path = tokens.join(" › ");
            if editor.text.ends_with([' ', ',']) && !tokens.is_empty() {
                path.push_str(" › ");
            }
            path.push('_');
            let left = format!(
                "   ({} of {range} rooms, {} rooms left)",
                tokens.len(),
                range.saturating_sub(tokens.len())
            );
            let first = Line::from(vec![
                Span::styled(path, theme.style(Role::Selected)),
                Span::styled(left, theme.style(Role::Muted)),
            ]);
            let status = match (&editor.refused, &plan.problem) {
                (Some(why), _) => refusal(why),
                (None, Some(problem)) => refusal(&problem.to_string()),
                (None, None) => (
                    Role::Muted,
                    format!(
                        "type rooms, or pick with arrows + {} · {} fires · {} cancels",
                        keys.keys_of("add_room"),
                        keys.keys_of("fire"),
                        keys.keys_of("cancel")
                    ),
                ),
            };
            ("Arrow path", first, status)
        }
    };
    let (role, text) = status;
    let lines = vec![first, Line::from(Span::styled(text, theme.style(role)))];
    Paragraph::new(lines)
        .block(panel(title, theme))
        .render(area, buf);
}

/// A refusal in words, marked with a symbol so it is not colour alone.
fn refusal(why: &str) -> (Role, String) {
    (Role::Danger, format!("✗ {why}"))
}
