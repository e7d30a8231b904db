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
    // rows are taken from the end so the latest word is always shown. Each
    // row says whether it begins its entry.
    let mut lines: Vec<(Line, bool)> = Vec::new();
    for (tone, text) in entries.iter().rev() {
        if lines.len() >= rows + back {
            break;
        }
        let entry = entry_rows(*tone, text, width, theme);
        lines.extend(
            entry
                .into_iter()
                .enumerate()
                .rev()
                .map(|(i, l)| (l, i == 0)),
        );
    }
    let back = back.min(lines.len().saturating_sub(rows));
    let mut window: Vec<(Line, bool)> = lines.into_iter().skip(back).take(rows).rev().collect();
    // A message cut off at the top would start the panel mid-sentence:
    // its tail gives way to blank rows, unless it is all there is to show.
    let tail = window.iter().take_while(|(_, first)| !first).count();
    if tail < window.len() {
        for row in window.iter_mut().take(tail) {
            *row = (Line::default(), false);
        }
    }
    let lines: Vec<Line> = window.into_iter().map(|(l, _)| l).collect();
    let title = if back > 0 {
        "Log (scrolled back)"
    } else {
        "Log"
    };
    panel(title, theme).draw(lines, area, buf);
}

#[cfg(test)]
mod tests {
    use super::log;
    use crate::ui::theme::{Theme, ThemeName};
    use crate::words::Tone;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;

    /// The panel's inner rows as text, trimmed.
    fn rows(entries: &[(Tone, String)], width: u16, height: u16) -> Vec<String> {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        log(entries, &Theme::new(ThemeName::Mono), area, &mut buf);
        (1..height - 1)
            .map(|y| {
                (1..width - 1)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    fn entry(text: &str) -> (Tone, String) {
        (Tone::Info, text.to_string())
    }

    #[test]
    fn a_message_cut_off_at_the_top_gives_way_to_blank_rows() {
        // The first message wraps to three rows; only two rows are left
        // for it above the two newest.
        let long = "one two three four five six seven eight nine ten eleven";
        let entries = [entry(long), entry("newer"), entry("newest")];
        let shown = rows(&entries, 24, 6);
        assert_eq!(shown, ["", "", "  newer", "  newest"]);
    }

    #[test]
    fn a_message_taller_than_the_panel_still_shows_its_latest_words() {
        let long = "one two three four five six seven eight nine ten eleven twelve";
        let shown = rows(&[entry(long)], 24, 4);
        assert!(shown.iter().all(|r| !r.is_empty()), "{shown:?}");
        assert!(shown[1].contains("twelve"), "{shown:?}");
    }

    #[test]
    fn whole_messages_fill_the_panel_from_the_bottom() {
        let entries = [entry("first"), entry("second"), entry("third")];
        assert_eq!(rows(&entries, 24, 5), ["  first", "  second", "  third"]);
    }
}
