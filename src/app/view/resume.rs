//! The menu's saved games: a Resume entry each (and any notice about
//! them) at the top of the variants, the newest first, and the chosen
//! one's details while its entry is chosen.

use crate::app::{App, Saved};
use crate::ui::panels::Lines;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// The notice and the Resume entries, as lines `width` wide (none when
/// there is neither), and the lines of the chosen entry (a range in the
/// lines returned). Each entry is broken after the turn, so the date stays
/// whole; a blank line follows the last.
pub fn entry_lines(app: &App, width: usize) -> (Vec<Line<'static>>, Option<(usize, usize)>) {
    let theme = &app.theme;
    let mut lines = Vec::new();
    if let Some(notice) = &app.notice {
        for l in wrap_words(notice, width) {
            lines.push(Line::from(Span::styled(l, theme.style(Role::Warning))));
        }
    }
    let mut chosen = None;
    let room = width.saturating_sub(4).max(4);
    for (k, saved) in app.saved.iter().enumerate() {
        let entry = saved.entry();
        let on = app.on_resume && k == app.resume_at;
        let (marker, role) = if on {
            ("› ", Role::Selected)
        } else {
            ("  ", Role::Title)
        };
        let pieces: Vec<String> = match entry.rsplit_once(", ") {
            Some((head, date)) if entry.chars().count() > room => {
                vec![format!("{head},"), date.to_string()]
            }
            _ => vec![entry.clone()],
        };
        let start = lines.len();
        let wrapped = pieces.iter().flat_map(|p| wrap_words(p, room));
        for (i, l) in wrapped.enumerate() {
            let lead = if i == 0 { marker } else { "    " };
            lines.push(Line::from(Span::styled(
                format!("{lead}{l}"),
                theme.style(role),
            )));
        }
        if on {
            chosen = Some((start, lines.len()));
        }
    }
    if !app.saved.is_empty() {
        lines.push(Line::raw(""));
    }
    (lines, chosen)
}

/// The chosen saved game's details in the menu's details pane, while its
/// entry is chosen; false (nothing drawn) otherwise.
pub fn details(app: &App, area: Rect, buf: &mut Buffer) -> bool {
    let Some(Saved::Game(save)) = app.chosen_save() else {
        return false;
    };
    let theme = &app.theme;
    let block = panel("Details: the saved game", theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let record = &save.record;
    let others = app.saved.len().saturating_sub(1);
    let text = [
        format!("{} ({})", record.variant.name, record.variant.id),
        format!(
            "Turn {} · seed {}",
            crate::front::keep::save_turn(save),
            record.seed
        ),
        format!(
            "Saved {}",
            save.saved.replace('T', " ").replace('Z', " UTC")
        ),
        format!("Game {}", record.id),
        String::new(),
        format!(
            "Enter goes on exactly where it was left (wumpus resume {} does too).{}",
            &record.id[..record.id.len().min(6)],
            if others > 0 {
                " Every saved game keeps its own save: starting another game leaves them all as they are."
            } else {
                " Starting another game leaves this one as it is."
            }
        ),
    ];
    let lines: Vec<Line> = (text.iter())
        .flat_map(|t| match t.as_str() {
            "" => vec![String::new()],
            t => wrap_words(t, usize::from(inner.width).max(8)),
        })
        .map(|l| Line::from(Span::styled(l, theme.style(Role::Normal))))
        .collect();
    Lines::new(lines).render(inner, buf);
    true
}
