//! The frames and bars every screen shares: a panel's frame, a scrolling
//! overlay's frame, the hint bar and the log. They draw what they are
//! given; which keys or lines that is, the screens decide.

pub mod frame;
pub mod log;
pub mod title;

pub use frame::{Lines, Panel};
pub use log::{log, tone_line};
pub use title::{Status, status_title};

use crate::ui::fit::width;
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

pub fn panel<'a>(title: &'a str, theme: &Theme) -> Panel<'a> {
    Panel::new(format!(" {title} "), theme.style(Role::Muted))
}

/// The hint bar: (keys, word) pairs, as many as fit, with only their
/// first keys when that is what fits. When some still do not, "…" says
/// so, and the help key keeps its place: it lists the rest.
pub fn hint_bar(hints: &[(String, &str)], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let room = usize::from(area.width);
    let total = |hints: &[(String, &str)]| {
        hints
            .iter()
            .map(|(k, w)| width(k) + 1 + width(w))
            .sum::<usize>()
            + 3 * hints.len().saturating_sub(1)
    };
    // Short of room, each action's first key is enough ("?" for "?/F1").
    let first_keys: Vec<(String, &str)>;
    let hints = if total(hints) > room {
        first_keys = hints
            .iter()
            .map(|(k, w)| (k.split('/').next().unwrap_or(k).to_string(), *w))
            .collect();
        &first_keys[..]
    } else {
        hints
    };
    let piece = |(keys, word): &(String, &str)| width(keys) + 1 + width(word);
    let mut shown: Vec<usize> = (0..hints.len()).collect();
    if total(hints) > room {
        let help = hints.iter().position(|(_, w)| *w == "help");
        // Room for " · …" and the help key at the end.
        let mut budget = room.saturating_sub(4);
        if let Some(h) = help {
            budget = budget.saturating_sub(piece(&hints[h]) + 3);
        }
        shown.clear();
        let mut used = 0;
        for (i, hint) in hints.iter().enumerate() {
            if Some(i) == help {
                continue;
            }
            let w = piece(hint) + if shown.is_empty() { 0 } else { 3 };
            if used + w > budget {
                break;
            }
            used += w;
            shown.push(i);
        }
        if let Some(h) = help {
            shown.push(h);
        }
    }
    let mut spans = Vec::new();
    for &i in &shown {
        let (keys, word) = &hints[i];
        if !spans.is_empty() {
            spans.push(Span::styled(" · ", theme.style(Role::Muted)));
        }
        spans.push(Span::styled(keys.clone(), theme.style(Role::Title)));
        spans.push(Span::styled(format!(" {word}"), theme.style(Role::Muted)));
    }
    if shown.len() < hints.len() {
        spans.push(Span::styled(" · …", theme.style(Role::Muted)));
    }
    Lines::new(Line::from(spans)).render(area, buf);
}

/// (keys, word) pairs laid out in rows of `cells`, breaking between pairs,
/// never inside one (a panel that lists every key, as the game-over one).
pub fn key_rows(hints: &[(String, &str)], theme: &Theme, cells: usize) -> Vec<Line<'static>> {
    let mut rows: Vec<Line<'static>> = Vec::new();
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for (keys, word) in hints {
        let w = width(keys) + 1 + width(word);
        if !spans.is_empty() && used + 3 + w > cells {
            rows.push(Line::from(std::mem::take(&mut spans)));
            used = 0;
        }
        if !spans.is_empty() {
            spans.push(Span::raw(" · "));
            used += 3;
        }
        spans.push(Span::styled(keys.clone(), theme.style(Role::Title)));
        spans.push(Span::raw(format!(" {word}")));
        used += w;
    }
    if !spans.is_empty() {
        rows.push(Line::from(spans));
    }
    rows
}

/// Text lines for a panel `rows` high and `cells` wide, each wrapped at
/// spaces; when they do not all fit, the last row says how many more
/// there are instead of losing them in silence. Put what matters most
/// first.
pub fn fitted(
    items: &[(String, Role)],
    theme: &Theme,
    cells: usize,
    rows: usize,
) -> Vec<Line<'static>> {
    let wrapped: Vec<Line<'static>> = items
        .iter()
        .flat_map(|(text, role)| {
            wrap_words(text, cells)
                .into_iter()
                .map(move |row| Line::from(Span::styled(row, theme.style(*role))))
        })
        .collect();
    if wrapped.len() <= rows {
        return wrapped;
    }
    let keep = rows.saturating_sub(1);
    let more = wrapped.len() - keep;
    let mut out: Vec<Line<'static>> = wrapped.into_iter().take(keep).collect();
    if rows > 0 {
        out.push(Line::from(Span::styled(
            format!("… {more} more lines"),
            theme.style(Role::Muted),
        )));
    }
    out
}

/// The frame of a full-screen scrolling overlay (help, history): its title
/// on top, the scroll keys along the bottom.
pub fn overlay_block<'a>(title: &'a str, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .border_style(theme.style(Role::Muted))
        .title(Span::styled(title, theme.style(Role::Title)))
        .title_bottom(Span::styled(
            " ↑/↓ scroll · PageUp/PageDown · Esc closes ",
            theme.style(Role::Muted),
        ))
}
