//! A panel's frame and its lines, drawn without touching the cells they
//! leave alone.
//!
//! ratatui's `Block` and `Paragraph` give every cell of their area their
//! style before they draw, even the default style that changes nothing
//! (twice, for a paragraph): at 200x60 the screens' nested frames and
//! paragraphs spent a fifth of a frame there (issue 30). `Panel` and
//! `Lines` draw exactly what `Block::bordered().title(..)` and
//! `Paragraph::new(..)` draw for the way the screens use them (plain
//! borders, one title on the left, no block style; no wrap, no scroll),
//! which the tests below check cell by cell against ratatui's own.

use ratatui::buffer::{Buffer, CellWidth};
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::symbols::line;
use ratatui::text::{Line, Text};
use ratatui::widgets::{Block, Widget};
use unicode_segmentation::UnicodeSegmentation;

/// A bordered frame with a title on its top border.
#[derive(Clone, Debug)]
pub struct Panel<'a> {
    title: Line<'a>,
    border: Style,
}

impl<'a> Panel<'a> {
    pub fn new(title: impl Into<Line<'a>>, border: Style) -> Panel<'a> {
        Panel {
            title: title.into(),
            border,
        }
    }

    /// The area inside the borders.
    pub fn inner(&self, area: Rect) -> Rect {
        Block::bordered().inner(area)
    }

    /// The frame in `area` with `text` inside it, cut to fit.
    pub fn draw(self, text: impl Into<Text<'a>>, area: Rect, buf: &mut Buffer) {
        let inner = self.inner(area);
        self.render(area, buf);
        Lines::new(text).render(inner, buf);
    }

    /// The same frame as a ratatui `Block`, for a widget that wraps or
    /// scrolls inside it.
    pub fn block(self) -> Block<'a> {
        Block::bordered()
            .border_style(self.border)
            .title(self.title)
    }
}

impl Widget for Panel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        (&self).render(area, buf);
    }
}

impl Widget for &Panel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let (left, top) = (area.left(), area.top());
        let (right, bottom) = (area.right() - 1, area.bottom() - 1);
        let mut put = |x: u16, y: u16, symbol: &str| {
            buf[(x, y)].set_symbol(symbol).set_style(self.border);
        };
        // In `Block`'s order, so where sides meet (an area one cell wide or
        // high) the same symbol wins.
        for y in top..=bottom {
            put(left, y, line::VERTICAL);
        }
        for x in left..=right {
            put(x, top, line::HORIZONTAL);
        }
        for y in top..=bottom {
            put(right, y, line::VERTICAL);
        }
        for x in left..=right {
            put(x, bottom, line::HORIZONTAL);
        }
        put(right, bottom, line::BOTTOM_RIGHT);
        put(right, top, line::TOP_RIGHT);
        put(left, bottom, line::BOTTOM_LEFT);
        put(left, top, line::TOP_LEFT);
        let room = area.width.saturating_sub(2);
        let width = u16::try_from(self.title.width()).unwrap_or(u16::MAX);
        if room > 0 && width > 0 {
            let title = Rect::new(left + 1, top, width.min(room), 1);
            (&self.title).render(title, buf);
        }
    }
}

/// Lines drawn from the top of their area, each cut at its right edge:
/// `Paragraph::new(text)` without its area-wide styling.
#[derive(Clone, Debug, Default)]
pub struct Lines<'a> {
    text: Text<'a>,
}

impl<'a> Lines<'a> {
    pub fn new(text: impl Into<Text<'a>>) -> Lines<'a> {
        Lines { text: text.into() }
    }
}

impl Widget for Lines<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        (&self).render(area, buf);
    }
}

impl Widget for &Lines<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let mut kept = Vec::new();
        for (row, line) in self.text.lines.iter().take(area.height.into()).enumerate() {
            // As `Paragraph` cuts a line: a letter wider than the whole
            // area is left out, and the line ends before the first letter
            // that would cross the edge.
            kept.clear();
            let mut width = 0u16;
            let line_style = self.text.style.patch(line.style);
            for span in &line.spans {
                let style = line_style.patch(span.style);
                let content = span.content.as_ref();
                // Printable ASCII is one letter per byte, each one cell
                // wide: no need to look for grapheme clusters (most of
                // what the screens show, and the costliest part of this).
                let full = if content.bytes().all(|b| (0x20..0x7f).contains(&b)) {
                    (0..content.len())
                        .map(|i| &content[i..=i])
                        .any(|symbol| !keep(symbol, style, area.width, &mut width, &mut kept))
                } else {
                    content
                        .graphemes(true)
                        .filter(|g| !g.contains(char::is_control))
                        .any(|symbol| !keep(symbol, style, area.width, &mut width, &mut kept))
                };
                if full {
                    break;
                }
            }
            let mut x = match line.alignment.or(self.text.alignment) {
                Some(Alignment::Center) => (area.width / 2).saturating_sub(width / 2),
                Some(Alignment::Right) => area.width.saturating_sub(width),
                _ => 0,
            };
            let y = area.top() + row as u16;
            for &(symbol, style) in &kept {
                let w = symbol.cell_width();
                if w == 0 {
                    continue;
                }
                let symbol = if symbol.is_empty() { " " } else { symbol };
                buf[(area.left() + x, y)]
                    .set_symbol(symbol)
                    .set_style(style);
                x += w;
            }
        }
    }
}

/// Keeps one letter of a line being cut to `room` cells, as `Paragraph`
/// does: one wider than the whole room is left out; false when the line is
/// full (this letter would cross the edge).
fn keep<'a>(
    symbol: &'a str,
    style: Style,
    room: u16,
    width: &mut u16,
    kept: &mut Vec<(&'a str, Style)>,
) -> bool {
    let w = symbol.cell_width();
    if w > room {
        return true;
    }
    if *width + w > room {
        return false;
    }
    *width += w;
    kept.push((symbol, style));
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use ratatui::style::{Color, Modifier};
    use ratatui::text::Span;
    use ratatui::widgets::Paragraph;

    fn style(k: u8) -> Style {
        match k % 4 {
            0 => Style::default(),
            1 => Style::default().fg(Color::Red),
            2 => Style::default()
                .bg(Color::Blue)
                .add_modifier(Modifier::BOLD),
            _ => Style::default()
                .fg(Color::Green)
                .add_modifier(Modifier::REVERSED),
        }
    }

    /// Text of plain letters, wide letters and spaces.
    fn words() -> impl Strategy<Value = String> {
        proptest::collection::vec(
            prop_oneof![
                Just("a"),
                Just("Wu"),
                Just(" "),
                Just("世"),
                Just("é"),
                Just("\t"),
                Just("e\u{301}")
            ],
            0..14,
        )
        .prop_map(|v| v.concat())
    }

    fn line() -> impl Strategy<Value = Line<'static>> {
        (
            proptest::collection::vec((words(), any::<u8>()), 0..4),
            any::<u8>(),
            0u8..4,
        )
            .prop_map(|(spans, s, a)| {
                let line = Line::from(
                    spans
                        .into_iter()
                        .map(|(t, k)| Span::styled(t, style(k)))
                        .collect::<Vec<_>>(),
                )
                .style(style(s));
                match a {
                    1 => line.left_aligned(),
                    2 => line.centered(),
                    3 => line.right_aligned(),
                    _ => line,
                }
            })
    }

    /// A buffer already drawn on, so a widget that wipes what it should
    /// leave shows it.
    fn used(area: Rect) -> Buffer {
        let mut buf = Buffer::empty(area);
        for (i, cell) in buf.content.iter_mut().enumerate() {
            cell.set_symbol(if i % 3 == 0 { "x" } else { "·" })
                .set_style(style(i as u8));
        }
        buf
    }

    fn inside(w: u16, h: u16) -> impl Strategy<Value = Rect> {
        (0..w, 0..h).prop_flat_map(move |(x, y)| {
            (Just(x), Just(y), 0..=(w - x + 2), 0..=(h - y + 2))
                .prop_map(|(x, y, w, h)| Rect::new(x, y, w, h))
        })
    }

    proptest! {
        #[test]
        fn a_panel_draws_what_a_bordered_block_draws(
            area in inside(14, 6),
            title in line().prop_filter("a title on the left", |l| l.alignment.is_none_or(|a| a == Alignment::Left)),
            border in any::<u8>(),
        ) {
            let whole = Rect::new(0, 0, 14, 6);
            let (mut ours, mut theirs) = (used(whole), used(whole));
            Panel::new(title.clone(), style(border)).render(area, &mut ours);
            Block::bordered()
                .border_style(style(border))
                .title(title.clone())
                .render(area, &mut theirs);
            prop_assert_eq!(ours, theirs);
            let panel = Panel::new(title, style(border));
            prop_assert_eq!(panel.inner(area), Block::bordered().inner(area));
        }

        #[test]
        fn lines_draw_what_a_paragraph_draws(
            area in inside(12, 5),
            lines in proptest::collection::vec(line(), 0..7),
            whole_style in 0u8..6,
            alignment in 0u8..4,
        ) {
            let whole = Rect::new(0, 0, 12, 5);
            let mut text = Text::from(lines);
            if whole_style >= 4 {
                text = text.style(style(whole_style));
            }
            text.alignment = [None, Some(Alignment::Left), Some(Alignment::Center), Some(Alignment::Right)]
                [usize::from(alignment)];
            let (mut ours, mut theirs) = (used(whole), used(whole));
            Lines::new(text.clone()).render(area, &mut ours);
            Paragraph::new(text).render(area, &mut theirs);
            prop_assert_eq!(ours, theirs);
        }
    }
}
