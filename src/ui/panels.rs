//! The panels every game's play screen shares: the status frame, the log,
//! the game-over panel and the hint bar.

pub mod log;

pub use log::{game_over, log};

use crate::app::App;
use crate::front::Front;
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

/// The outer frame; its title is the status line.
pub fn status_block<'a>(app: &App, s: &dyn Front) -> Block<'a> {
    let theme = &app.theme;
    let left = format!(" Hunt the Wumpus · {} · seed {} ", s.name(), s.seed());
    let mut right = vec![Span::styled(
        format!(" {} ", s.status()),
        theme.style(Role::Title),
    )];
    if s.cheat() {
        right.push(Span::styled(
            " CHEAT ",
            theme
                .style(Role::Cheat)
                .add_modifier(ratatui::style::Modifier::REVERSED),
        ));
    }
    Block::bordered()
        .border_style(theme.style(Role::Muted))
        .title(Span::styled(left, theme.style(Role::Title)))
        .title_top(Line::from(right).right_aligned())
}

pub fn panel<'a>(title: &'a str, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .title(format!(" {title} "))
        .border_style(theme.style(Role::Muted))
}

/// The keys that act now, from the keymap, as many as fit.
pub fn hint_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let mut spans = Vec::new();
    let mut used = 0usize;
    for (keys, word) in app.hints() {
        let piece = format!("{keys} {word}");
        let width = piece.chars().count() + if spans.is_empty() { 0 } else { 3 };
        if used + width > usize::from(area.width) {
            break;
        }
        if !spans.is_empty() {
            spans.push(Span::styled(" · ", theme.style(Role::Muted)));
        }
        spans.push(Span::styled(keys, theme.style(Role::Title)));
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
