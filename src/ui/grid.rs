//! The grid map: panels of cells side by side, each cell one glyph with a
//! theme role. It knows nothing of any rule set: a front fills the panels
//! with what the player knows (or, revealed, with everything).

use super::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;

/// One drawn cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridCell {
    pub glyph: char,
    pub role: Role,
}

/// A rectangle of cells (`None`: nothing known there), with a title over
/// it and a cell to keep in sight when it does not fit.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GridPanel {
    pub title: String,
    pub width: usize,
    pub height: usize,
    /// Reading order, `width * height` of them.
    pub cells: Vec<Option<GridCell>>,
    pub focus: Option<(usize, usize)>,
}

impl GridPanel {
    pub fn new(title: impl Into<String>, width: usize, height: usize) -> GridPanel {
        GridPanel {
            title: title.into(),
            width,
            height,
            cells: vec![None; width * height],
            focus: None,
        }
    }

    pub fn set(&mut self, x: usize, y: usize, cell: GridCell) {
        if x < self.width
            && y < self.height
            && let Some(slot) = self.cells.get_mut(y * self.width + x)
        {
            *slot = Some(cell);
        }
    }

    pub fn get(&self, x: usize, y: usize) -> Option<GridCell> {
        if x >= self.width || y >= self.height {
            return None;
        }
        self.cells.get(y * self.width + x).copied().flatten()
    }
}

/// Draws panels left to right, a gap between them, as many as fit; the
/// last panels are the newest, so when they do not all fit the first ones
/// give way.
pub struct GridWidget<'a> {
    pub panels: &'a [GridPanel],
    pub theme: &'a Theme,
}

/// Columns between two panels.
const GAP: u16 = 3;

impl Widget for GridWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width == 0 || area.height < 2 {
            return;
        }
        // From the newest panel back, as many as fit (at least one).
        let mut shown = Vec::new();
        let mut used: u16 = 0;
        for panel in self.panels.iter().rev() {
            let w = (panel.width.max(panel.title.chars().count()) as u16).min(area.width);
            let need = if shown.is_empty() { w } else { w + GAP };
            if !shown.is_empty() && used + need > area.width {
                break;
            }
            used += need;
            shown.push((panel, w));
        }
        shown.reverse();
        let mut x = area.x;
        for (panel, w) in shown {
            let cells_area = Rect {
                x,
                y: area.y + 1,
                width: w.min(area.right().saturating_sub(x)),
                height: area.height - 1,
            };
            buf.set_stringn(
                x,
                area.y,
                &panel.title,
                usize::from(cells_area.width),
                self.theme.style(Role::Title).add_modifier(Modifier::BOLD),
            );
            draw_panel(panel, cells_area, buf, self.theme);
            x = x.saturating_add(w + GAP);
            if x >= area.right() {
                break;
            }
        }
    }
}

/// The first shown index along one axis: 0 when all fit, else so that
/// `focus` sits in the middle, clamped to the panel.
fn scroll(len: usize, room: usize, focus: Option<usize>) -> usize {
    if len <= room {
        return 0;
    }
    let f = focus.unwrap_or(0);
    f.saturating_sub(room / 2).min(len - room)
}

/// How one axis of a panel is shown in `room` cells: the first index, how
/// many, and whether a mark says more lies before or after. A clipped
/// side gives a row (or column) of its room to its mark, so the player
/// knows the map goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    first: usize,
    shown: usize,
    before: bool,
    after: bool,
}

fn span(len: usize, room: usize, focus: Option<usize>) -> Span {
    if len <= room {
        return Span {
            first: 0,
            shown: len,
            before: false,
            after: false,
        };
    }
    // One mark at least; two if the focus leaves both sides clipped.
    for marks in 1..=2 {
        let shown = room.saturating_sub(marks).max(1);
        let first = scroll(len, shown, focus);
        let (before, after) = (first > 0, first + shown < len);
        if usize::from(before) + usize::from(after) <= marks {
            return Span {
                first,
                shown,
                before,
                after,
            };
        }
    }
    let shown = room.saturating_sub(2).max(1);
    Span {
        first: scroll(len, shown, focus),
        shown,
        before: true,
        after: true,
    }
}

fn draw_panel(panel: &GridPanel, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let (room_w, room_h) = (usize::from(area.width), usize::from(area.height));
    let across = span(panel.width, room_w, panel.focus.map(|f| f.0));
    let down = span(panel.height, room_h, panel.focus.map(|f| f.1));
    // Cells start after the marks of clipped sides.
    let x0 = area.x + u16::from(across.before);
    let y0 = area.y + u16::from(down.before);
    for dy in 0..down.shown {
        for dx in 0..across.shown {
            if let Some(cell) = panel.get(across.first + dx, down.first + dy) {
                let (cx, cy) = (x0 + dx as u16, y0 + dy as u16);
                if let Some(c) = buf.cell_mut((cx, cy)) {
                    c.set_char(cell.glyph).set_style(theme.style(cell.role));
                }
            }
        }
    }
    let mark = theme.style(Role::Hint);
    let width = (across.shown + usize::from(across.before) + usize::from(across.after)) as u16;
    // The longest of these that fits: a number is never cut.
    let rows_text = |arrow: &str, n: usize, dir: &str| {
        let rows = if n == 1 { "row" } else { "rows" };
        [
            format!("{arrow} {n} more {rows} {dir}"),
            format!("{arrow} {n} more"),
            arrow.to_string(),
        ]
        .into_iter()
        .find(|t| crate::ui::fit::width(t) <= usize::from(width))
        .unwrap_or_default()
    };
    if down.before {
        let text = rows_text("▲", down.first, "above");
        buf.set_string(area.x, area.y, &text, mark);
    }
    if down.after {
        let hidden = panel.height - down.first - down.shown;
        let text = rows_text("▼", hidden, "below");
        buf.set_string(area.x, y0 + down.shown as u16, &text, mark);
    }
    for dy in 0..down.shown as u16 {
        if across.before {
            buf.set_string(area.x, y0 + dy, "◀", mark);
        }
        if across.after {
            buf.set_string(x0 + across.shown as u16, y0 + dy, "▶", mark);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::theme::ThemeName;

    fn text(buf: &Buffer) -> Vec<String> {
        let area = buf.area;
        (0..area.height)
            .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    #[test]
    fn a_panel_too_tall_scrolls_to_keep_its_focus_in_sight() {
        let mut panel = GridPanel::new("P", 3, 10);
        for y in 0..10 {
            panel.set(
                0,
                y,
                GridCell {
                    glyph: char::from(b'0' + y as u8),
                    role: Role::Normal,
                },
            );
        }
        panel.focus = Some((0, 9));
        let theme = Theme::new(ThemeName::Mono);
        let mut buf = Buffer::empty(Rect::new(0, 0, 5, 4));
        GridWidget {
            panels: &[panel],
            theme: &theme,
        }
        .render(buf.area, &mut buf);
        assert_eq!(text(&buf), ["P    ", "▲    ", "8    ", "9    "]);
    }

    #[test]
    fn clipped_sides_are_marked() {
        let mut panel = GridPanel::new("P", 10, 10);
        for y in 0..10 {
            for x in 0..10 {
                panel.set(
                    x,
                    y,
                    GridCell {
                        glyph: '.',
                        role: Role::Normal,
                    },
                );
            }
        }
        panel.focus = Some((5, 5));
        let theme = Theme::new(ThemeName::Mono);
        let mut buf = Buffer::empty(Rect::new(0, 0, 8, 7));
        GridWidget {
            panels: &[panel],
            theme: &theme,
        }
        .render(buf.area, &mut buf);
        let rows = text(&buf);
        assert!(rows[1].starts_with("▲ 3"), "{rows:?}");
        assert!(
            rows[2].starts_with('◀') && rows[2].ends_with('▶'),
            "{rows:?}"
        );
        assert!(rows[6].starts_with("▼ 3"), "{rows:?}");
    }

    #[test]
    fn panels_that_do_not_fit_give_way_to_the_newest() {
        let theme = Theme::new(ThemeName::Mono);
        let mut a = GridPanel::new("A", 2, 1);
        a.set(
            0,
            0,
            GridCell {
                glyph: 'a',
                role: Role::Normal,
            },
        );
        let mut b = GridPanel::new("B", 2, 1);
        b.set(
            0,
            0,
            GridCell {
                glyph: 'b',
                role: Role::Normal,
            },
        );
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 2));
        GridWidget {
            panels: &[a, b],
            theme: &theme,
        }
        .render(buf.area, &mut buf);
        assert_eq!(text(&buf), ["B     ", "b     "]);
        // Set out of range: ignored, never a panic.
        let mut c = GridPanel::new("C", 1, 1);
        c.set(
            5,
            5,
            GridCell {
                glyph: 'c',
                role: Role::Normal,
            },
        );
        assert_eq!(c.get(5, 5), None);
    }
}
