//! The message log, newest at the bottom, each line marked by its tone.

use super::panel;
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_indented;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

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

/// One entry as rows of at most `width` cells, wrapped under its mark (the
/// log panel and the whole history read alike).
pub fn entry_rows(tone: Tone, text: &str, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let style = theme.style(tone_role(tone));
    let full = format!("{}{text}", mark(tone));
    wrap_indented(&full, width, "  ")
        .into_iter()
        .map(|row| Line::from(Span::styled(row, style)))
        .collect()
}

pub fn log(entries: &[(Tone, String)], theme: &Theme, area: Rect, buf: &mut Buffer) {
    log_scrolled(entries, 0, theme, area, buf);
}

/// The log scrolled `back` rows up from the newest (the mouse wheel), its
/// title saying so while it does not show the newest line.
pub fn log_scrolled(
    entries: &[(Tone, String)],
    back: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let rows = usize::from(area.height.saturating_sub(2));
    let width = usize::from(area.width.saturating_sub(2));
    // Newest at the bottom: long entries wrap under their mark, and the
    // rows are taken from the end so the latest word is always shown.
    let mut lines: Vec<Line> = Vec::new();
    for (tone, text) in entries.iter().rev() {
        if lines.len() >= rows + back {
            break;
        }
        lines.extend(entry_rows(*tone, text, width, theme).into_iter().rev());
    }
    let back = back.min(lines.len().saturating_sub(rows));
    let lines: Vec<Line> = lines.into_iter().skip(back).take(rows).rev().collect();
    let title = if back > 0 {
        "Log (scrolled back)"
    } else {
        "Log"
    };
    panel(title, theme).draw(lines, area, buf);
}
