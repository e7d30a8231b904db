//! The talk pane at a table across terminals: what this screen may read
//! of the table's talk, newest at the bottom, and under it the line being
//! typed while the pane has the keyboard. Its title carries the
//! discussion's countdown.

use super::log::entry_rows;
use super::panel;
use crate::ui::text_input::TextInput;
use crate::ui::theme::{Role, Theme};
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// Draws the pane: `lines` scrolled `back` rows up from the newest, and
/// `typing` (with a cursor) on its last row.
pub fn draw(
    title: &str,
    lines: &[(Tone, String)],
    typing: Option<&TextInput>,
    back: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = usize::from(area.width.saturating_sub(2));
    let mut rows = usize::from(area.height.saturating_sub(2));
    if typing.is_some() {
        rows = rows.saturating_sub(1);
    }
    let mut all: Vec<Line<'static>> = Vec::new();
    for (tone, text) in lines.iter().rev() {
        if all.len() >= rows + back {
            break;
        }
        let mut entry = entry_rows(*tone, text, width, theme);
        entry.reverse();
        all.extend(entry);
    }
    let back = back.min(all.len().saturating_sub(rows));
    let mut shown: Vec<Line<'static>> = all.into_iter().skip(back).take(rows).rev().collect();
    while shown.len() < rows {
        shown.insert(0, Line::default());
    }
    if let Some(input) = typing {
        let text = input.tail(width.saturating_sub(2));
        shown.push(Line::from(vec![
            Span::styled("> ", theme.style(Role::Title)),
            Span::styled(format!("{text}_"), theme.style(Role::Normal)),
        ]));
    }
    let title = if back > 0 {
        format!("{title} (scrolled back)")
    } else {
        title.to_string()
    };
    panel(&title, theme).draw(shown, area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::theme::ThemeName;

    fn rows(lines: &[(Tone, String)], typing: Option<&TextInput>, back: usize) -> Vec<String> {
        let area = Rect::new(0, 0, 30, 6);
        let mut buf = Buffer::empty(area);
        draw(
            "Talk",
            lines,
            typing,
            back,
            &Theme::new(ThemeName::Mono),
            area,
            &mut buf,
        );
        (0..6)
            .map(|y| {
                (0..30)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn the_newest_lines_show_above_the_typed_line_and_scroll_back() {
        let lines: Vec<(Tone, String)> = (1..=6)
            .map(|i| (Tone::Info, format!("ann: line {i}")))
            .collect();
        let mut input = TextInput::new("", 200);
        input.type_char('h');
        input.type_char('i');
        let shown = rows(&lines, Some(&input), 0);
        assert!(shown[0].contains("Talk"), "{shown:?}");
        assert!(shown[3].contains("ann: line 6"), "{shown:?}");
        assert!(shown[4].contains("> hi_"), "{shown:?}");
        let back = rows(&lines, None, 2);
        assert!(back[0].contains("scrolled back"), "{back:?}");
        assert!(back[4].contains("ann: line 4"), "{back:?}");
    }
}
