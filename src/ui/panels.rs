//! The small panels of the play screen.

mod arrow_editor;
pub mod log;

pub use arrow_editor::arrow_editor;
pub use log::{game_over, log};

use crate::app::{App, Session};
use crate::engine::RoomId;
use crate::engine::classic::{Senses, View};
use crate::ui::theme::{Role, Theme};
use crate::words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

/// The outer frame; its title is the status line.
pub fn status_block<'a>(app: &App, s: &Session) -> Block<'a> {
    let theme = &app.theme;
    let view = s.view();
    let left = format!(" Hunt the Wumpus · {} · seed {} ", s.variant, view.seed());
    let mut right = vec![Span::styled(
        format!(" turn {} · arrows {} ", view.turn(), view.arrows()),
        theme.style(Role::Title),
    )];
    if s.cheat {
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

pub fn senses(s: &Session, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let view = s.view();
    let mut lines: Vec<Line> = words::sense_lines(view.senses())
        .into_iter()
        .map(|w| Line::from(Span::styled(format!("! {w}"), theme.style(Role::Warning))))
        .collect();
    if lines.is_empty() {
        lines.push(Line::from(Span::styled(
            "Nothing unusual here.",
            theme.style(Role::Muted),
        )));
    }
    let notes = notes(&view);
    if !notes.is_empty() {
        lines.push(Line::from(Span::styled(
            format!("Notes: {notes}"),
            theme.style(Role::Hint),
        )));
    }
    let marks = marks(&view);
    if !marks.is_empty() {
        lines.push(Line::from(Span::styled(
            format!("☠ Met: {marks}"),
            theme.style(Role::Danger),
        )));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel("Senses", theme))
        .render(area, buf);
}

type SenseKind = (&'static str, fn(&Senses) -> u8);
type MarkKind = (&'static str, fn(crate::engine::classic::Marks) -> bool);

/// Where each sense was felt, from the player's own visits:
/// "smell at 2 · draft at 4, 11 · bats at 4".
pub fn notes(view: &View<'_>) -> String {
    let kinds: [SenseKind; 3] = [
        ("smell", |s| s.smell),
        ("draft", |s| s.draft),
        ("bats", |s| s.bats),
    ];
    kinds
        .iter()
        .filter_map(|(name, count)| {
            let rooms = labels_where(view, |r| view.note(r).is_some_and(|n| count(&n) > 0));
            (!rooms.is_empty()).then(|| format!("{name} at {rooms}"))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Hazards met in person: "bats in 7 · pit in 3".
fn marks(view: &View<'_>) -> String {
    let kinds: [MarkKind; 3] = [
        ("wumpus", |m| m.wumpus),
        ("pit", |m| m.pit),
        ("bats", |m| m.bats),
    ];
    kinds
        .iter()
        .filter_map(|(name, has)| {
            let rooms = labels_where(view, |r| has(view.marks(r)));
            (!rooms.is_empty()).then(|| format!("{name} in {rooms}"))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn labels_where(view: &View<'_>, keep: impl Fn(RoomId) -> bool) -> String {
    view.room_ids()
        .filter(|&r| keep(r))
        .map(|r| view.label(r))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn tunnels(s: &Session, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let view = s.view();
    let exits = view.tunnels_here();
    let selecting = s.editor.is_none() && !s.is_over();
    let mut lines = Vec::new();
    for (row, pair) in exits.chunks(2).enumerate() {
        let mut spans = Vec::new();
        for (col, &room) in pair.iter().enumerate() {
            let i = row * 2 + col;
            let chosen = selecting && i == s.tunnel_cursor;
            let marker = if chosen { "›" } else { " " };
            let number = if i < 9 {
                format!("{})", i + 1)
            } else {
                "  ".to_string()
            };
            let mut text = format!("{marker}{number} room {}", view.label(room));
            let danger = s.marked_dangerous(room);
            if danger {
                text.push_str(" ☠");
            }
            let role = match (chosen, danger) {
                (true, _) => Role::Selected,
                (false, true) => Role::Danger,
                (false, false) => Role::Normal,
            };
            spans.push(Span::styled(format!("{text:<16}"), theme.style(role)));
        }
        lines.push(Line::from(spans));
    }
    Paragraph::new(lines)
        .block(panel("Tunnels", theme))
        .render(area, buf);
}

/// The keys that act now, from the keymap, as many as fit.
pub fn hint_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let mut spans = Vec::new();
    let mut used = 0usize;
    for (keys, word) in app.keymap.hints(app.layer()) {
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
