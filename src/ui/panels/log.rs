//! The message log (newest at the bottom) and the game-over panel that
//! takes its place when a game ends.

use super::panel;
use crate::app::{App, Layer};
use crate::front::Front;
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_indented;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub fn tone_role(tone: Tone) -> Role {
    match tone {
        Tone::Info => Role::Normal,
        Tone::Warning => Role::Warning,
        Tone::Danger => Role::Danger,
        Tone::Good => Role::Good,
        Tone::Secret => Role::Cheat,
    }
}

/// A log line, with a symbol for tones that colour alone would carry.
pub fn tone_line<'a>(tone: Tone, text: &str, theme: &Theme) -> Line<'a> {
    Line::from(Span::styled(
        format!("{}{text}", mark(tone)),
        theme.style(tone_role(tone)),
    ))
}

fn mark(tone: Tone) -> &'static str {
    match tone {
        Tone::Info | Tone::Secret => "  ",
        Tone::Warning => "! ",
        Tone::Danger => "☠ ",
        Tone::Good => "★ ",
    }
}

pub fn log(s: &dyn Front, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let rows = usize::from(area.height.saturating_sub(2));
    let width = usize::from(area.width.saturating_sub(2));
    // Newest at the bottom: long entries wrap under their mark, and the
    // rows are taken from the end so the latest word is always shown.
    let mut lines: Vec<Line> = Vec::new();
    for (tone, text) in s.log().iter().rev() {
        if lines.len() >= rows {
            break;
        }
        let style = theme.style(tone_role(*tone));
        let full = format!("{}{text}", mark(*tone));
        for row in wrap_indented(&full, width, "  ").into_iter().rev() {
            lines.push(Line::from(Span::styled(row, style)));
        }
    }
    let skip = lines.len().saturating_sub(rows);
    let lines: Vec<Line> = lines.into_iter().rev().skip(skip).collect();
    Paragraph::new(lines)
        .block(panel("Log", theme))
        .render(area, buf);
}

pub fn game_over(app: &App, s: &dyn Front, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let Some(summary) = s.summary() else {
        return;
    };
    // The verdict is the log's last word; the line before it that is not
    // narration says what happened.
    let mut told = s
        .log()
        .iter()
        .rev()
        .filter(|(t, _)| *t != Tone::Info && *t != Tone::Secret);
    let verdict = told.next();
    let last = told.next();
    let mut lines: Vec<Line> = last
        .into_iter()
        .chain(verdict)
        .map(|(t, text)| tone_line(*t, text, theme))
        .collect();
    lines.push(Line::from(Span::styled(
        summary.cause,
        theme.style(Role::Title),
    )));
    // Where the map cannot say it all, the truth is in words instead.
    let shown = if summary.truth.is_empty() {
        " · the whole cave is shown on the map"
    } else {
        ""
    };
    lines.push(Line::from(format!(
        "Seed {} · {}{shown}",
        s.seed(),
        summary.detail
    )));
    if !summary.truth.is_empty() {
        lines.push(Line::from(Span::styled(
            summary.truth,
            theme.style(Role::Hint),
        )));
    }
    // The same keys and words as the hint bar, so neither can promise
    // what the other does not.
    let mut spans = Vec::new();
    for (keys, word) in app.hints_for(Layer::GameOver) {
        if !spans.is_empty() {
            spans.push(Span::raw(" · "));
        }
        spans.push(Span::styled(keys, theme.style(Role::Title)));
        spans.push(Span::raw(format!(" {word}")));
    }
    lines.push(Line::from(spans));
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel("Game over", theme))
        .render(area, buf);
}
