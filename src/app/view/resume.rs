//! The menu's saved game: its Resume entry (and any notice about it) at
//! the top of the variants, and its details while that entry is chosen.

use crate::app::{App, Saved};
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The notice and the Resume entry, as lines `width` wide (none when there
/// is neither). The entry is broken after the turn, so the date stays
/// whole, and is followed by a blank line.
pub fn entry_lines(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = Vec::new();
    if let Some(notice) = &app.notice {
        for l in wrap_words(notice, width) {
            lines.push(Line::from(Span::styled(l, theme.style(Role::Warning))));
        }
    }
    let Some(entry) = app.saved.entry() else {
        return lines;
    };
    let (marker, role) = if app.on_resume {
        ("› ", Role::Selected)
    } else {
        ("  ", Role::Title)
    };
    let room = width.saturating_sub(4).max(4);
    let pieces: Vec<String> = match entry.rsplit_once(", ") {
        Some((head, date)) if entry.chars().count() > room => {
            vec![format!("{head},"), date.to_string()]
        }
        _ => vec![entry.clone()],
    };
    let wrapped = pieces.iter().flat_map(|p| wrap_words(p, room));
    for (i, l) in wrapped.enumerate() {
        let lead = if i == 0 { marker } else { "    " };
        lines.push(Line::from(Span::styled(
            format!("{lead}{l}"),
            theme.style(role),
        )));
    }
    lines.push(Line::raw(""));
    lines
}

/// The saved game's details in the menu's details pane, while its entry
/// is chosen; false (nothing drawn) otherwise.
pub fn details(app: &App, area: Rect, buf: &mut Buffer) -> bool {
    let (true, Saved::Game(save)) = (app.on_resume, &app.saved) else {
        return false;
    };
    let theme = &app.theme;
    let block = panel("Details: the saved game", theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let record = &save.record;
    let text = [
        format!("{} ({})", record.variant.name, record.variant.id),
        format!("Turn {} · seed {}", save.turn(), record.seed),
        format!(
            "Saved {}",
            save.saved.replace('T', " ").replace('Z', " UTC")
        ),
        String::new(),
        "Enter goes on exactly where it was left (wumpus resume does too). \
         A new game files this one in the scores as abandoned, after asking."
            .to_string(),
    ];
    let lines: Vec<Line> = (text.iter())
        .flat_map(|t| match t.as_str() {
            "" => vec![String::new()],
            t => wrap_words(t, usize::from(inner.width).max(8)),
        })
        .map(|l| Line::from(Span::styled(l, theme.style(Role::Normal))))
        .collect();
    Paragraph::new(lines).render(inner, buf);
    true
}
