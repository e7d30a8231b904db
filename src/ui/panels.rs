//! The frames and bars every screen shares: a panel's frame, a scrolling
//! overlay's frame, the hint bar and the log. They draw what they are
//! given; which keys or lines that is, the screens decide.

pub mod log;

pub use log::{log, tone_line};

use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

pub fn panel<'a>(title: &'a str, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .title(format!(" {title} "))
        .border_style(theme.style(Role::Muted))
}

/// The hint bar: (keys, word) pairs, as many as fit.
pub fn hint_bar(hints: &[(String, &str)], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let mut spans = Vec::new();
    let mut used = 0usize;
    for (keys, word) in hints {
        let piece = format!("{keys} {word}");
        let width = piece.chars().count() + if spans.is_empty() { 0 } else { 3 };
        if used + width > usize::from(area.width) {
            break;
        }
        if !spans.is_empty() {
            spans.push(Span::styled(" · ", theme.style(Role::Muted)));
        }
        spans.push(Span::styled(keys.clone(), theme.style(Role::Title)));
        spans.push(Span::styled(format!(" {word}"), theme.style(Role::Muted)));
        used += width;
    }
    Paragraph::new(Line::from(spans)).render(area, buf);
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
