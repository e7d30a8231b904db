//! Drawing a form: its rows with the cursor marked, the accept row, and
//! notes under them. Apart from the editing, which knows nothing of the
//! screen.

use super::{FieldKind, Form};
use crate::ui::panels::panel;
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Draws the form: the rows (the cursor's marked), the accept row, and
/// `notes` (what went wrong with a remembered setup, say) under them.
pub fn render(form: &Form, notes: &[String], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let block = panel(&form.title, theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let note_rows = if notes.is_empty() { 0 } else { 4 };
    let [rows_area, notes_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(note_rows)]).areas(inner);
    let label_w = form
        .fields
        .iter()
        .map(|f| crate::ui::text_input::cells(&f.label))
        .max()
        .unwrap_or(0)
        + 2;
    let value_w = usize::from(rows_area.width).saturating_sub(label_w + 4);
    let mut lines: Vec<Line> = Vec::new();
    for (i, f) in form.fields.iter().enumerate() {
        let chosen = i == form.cursor;
        let marker = if chosen { "› " } else { "  " };
        let pad = label_w.saturating_sub(crate::ui::text_input::cells(&f.label));
        let label = format!("{marker}{}{}", f.label, " ".repeat(pad));
        let value = match (&form.editing, chosen) {
            (Some(t), true) => format!("{}▏", t.tail(value_w)),
            _ => match f.kind {
                FieldKind::Text { .. } => f.value.clone(),
                _ => format!("‹ {} ›", f.value),
            },
        };
        let role = if chosen { Role::Selected } else { Role::Normal };
        lines.push(Line::from(vec![
            Span::styled(
                label,
                theme.style(if chosen { Role::Selected } else { Role::Title }),
            ),
            Span::styled(value, theme.style(role)),
        ]));
    }
    lines.push(Line::raw(""));
    let chosen = form.cursor >= form.fields.len();
    lines.push(Line::from(Span::styled(
        format!("{}[ {} ]", if chosen { "› " } else { "  " }, form.accept),
        theme.style(if chosen { Role::Selected } else { Role::Hint }),
    )));
    // Keep the cursor's row on screen.
    let rows = usize::from(rows_area.height);
    let at = form.cursor.min(lines.len().saturating_sub(1));
    let scroll = (at + 3).saturating_sub(rows);
    Paragraph::new(lines)
        .scroll((u16::try_from(scroll).unwrap_or(0), 0))
        .render(rows_area, buf);
    let notes: Vec<Line> = notes
        .iter()
        .map(|n| Line::from(Span::styled(format!("! {n}"), theme.style(Role::Warning))))
        .collect();
    Paragraph::new(notes)
        .wrap(Wrap { trim: true })
        .render(notes_area, buf);
}
