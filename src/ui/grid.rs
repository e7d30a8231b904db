//! The grid map: panels of cells side by side, each cell one glyph with a
//! theme role, drawn as large as the room allows (`scale`). It knows
//! nothing of any rule set: a front fills the panels with what the player
//! knows (or, revealed, with everything).

mod scale;
mod span;
#[cfg(test)]
mod tests;

use super::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;
pub use scale::Scale;
use span::{Span, span};

/// One drawn cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridCell {
    pub glyph: char,
    pub role: Role,
    /// On a scaled map the glyph fills its cell's whole block (a wall
    /// reads as solid); otherwise it is drawn once, in the block's middle,
    /// so a mark stays one mark.
    pub fill: bool,
}

impl GridCell {
    /// A mark: one glyph in the middle of its cell.
    pub const fn mark(glyph: char, role: Role) -> GridCell {
        GridCell {
            glyph,
            role,
            fill: false,
        }
    }

    /// A solid cell: its glyph over the whole cell.
    pub const fn solid(glyph: char, role: Role) -> GridCell {
        GridCell {
            glyph,
            role,
            fill: true,
        }
    }
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
    /// A cell drawn highlighted over its whole block (a look cursor).
    pub cursor: Option<(usize, usize)>,
}

impl GridPanel {
    pub fn new(title: impl Into<String>, width: usize, height: usize) -> GridPanel {
        GridPanel {
            title: title.into(),
            width,
            height,
            cells: vec![None; width * height],
            focus: None,
            cursor: None,
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

/// Draws panels left to right, a gap between them, as many as fit, at
/// the largest scale that shows them whole, centred; the last panels are
/// the newest, so when they do not all fit the first ones give way, but
/// never the one with the look cursor.
pub struct GridWidget<'a> {
    pub panels: &'a [GridPanel],
    pub theme: &'a Theme,
}

/// What the grid map drew, for the mouse.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GridDrawn {
    /// The focus cell's block on the screen, and the block of its panel's
    /// cells in sight (`None`: no focus in sight).
    pub focus: Option<(Rect, Rect)>,
}

/// Columns between two panels.
const GAP: u16 = 3;

/// The panels drawn, in their order: as many as fit one character a cell
/// (at least one), from the newest back. A look cursor is never out of
/// sight: its panel is drawn first, then the newer ones, then the older,
/// while they fit.
fn fitting(panels: &[GridPanel], width: u16) -> Vec<&GridPanel> {
    let last = panels.len().saturating_sub(1);
    let first = panels
        .iter()
        .rposition(|p| p.cursor.is_some())
        .unwrap_or(last);
    let order = std::iter::once(first)
        .chain(first + 1..panels.len())
        .chain((0..first).rev());
    let mut picked = Vec::new();
    let mut used: usize = 0;
    for i in order {
        let Some(panel) = panels.get(i) else { break };
        let w = Scale::ONE.width(panel).min(usize::from(width));
        let need = if picked.is_empty() {
            w
        } else {
            w + usize::from(GAP)
        };
        if !picked.is_empty() && used + need > usize::from(width) {
            break;
        }
        used += need;
        picked.push(i);
    }
    picked.sort_unstable();
    picked.into_iter().filter_map(|i| panels.get(i)).collect()
}

impl Widget for GridWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.draw(area, buf);
    }
}

impl GridWidget<'_> {
    /// Draws the panels, and says where the focus went.
    pub fn draw(self, area: Rect, buf: &mut Buffer) -> GridDrawn {
        let area = area.intersection(buf.area);
        let mut drawn = GridDrawn::default();
        if area.width == 0 || area.height < 2 {
            return drawn;
        }
        let shown = fitting(self.panels, area.width);
        let scale = scale::choose(&shown, area);
        // Centred on each axis where the panels leave room.
        let widths: Vec<u16> = shown
            .iter()
            .map(|p| {
                u16::try_from(scale.width(p))
                    .unwrap_or(u16::MAX)
                    .min(area.width)
            })
            .collect();
        let across = widths.iter().map(|&w| usize::from(w)).sum::<usize>()
            + usize::from(GAP) * widths.len().saturating_sub(1);
        let down = shown.iter().map(|p| scale.height(p)).max().unwrap_or(0);
        let left = usize::from(area.width).saturating_sub(across) / 2;
        let top = usize::from(area.height).saturating_sub(down) / 2;
        let mut x = area.x.saturating_add(left as u16);
        let y = area.y.saturating_add(top as u16);
        for (panel, w) in shown.into_iter().zip(widths) {
            let width = w.min(area.right().saturating_sub(x));
            buf.set_stringn(
                x,
                y,
                &panel.title,
                usize::from(width),
                self.theme.style(Role::Title).add_modifier(Modifier::BOLD),
            );
            // Cells under a title wider than them sit in its middle.
            let cells_w = (panel.width * usize::from(scale.cols)).min(usize::from(width));
            let inset = (usize::from(width) - cells_w) / 2;
            let cells_area = Rect {
                x: x + inset as u16,
                y: y + 1,
                width: width - inset as u16,
                height: area.bottom().saturating_sub(y + 1),
            };
            let focus = draw_panel(panel, cells_area, scale, buf, self.theme);
            drawn.focus = drawn.focus.or(focus);
            x = x.saturating_add(w + GAP);
            if x >= area.right() {
                break;
            }
        }
        drawn
    }
}

/// Draws one panel's cells in `area` at `scale`: the focus cell's block
/// and the block of cells in sight, when the focus is in sight.
fn draw_panel(
    panel: &GridPanel,
    area: Rect,
    scale: Scale,
    buf: &mut Buffer,
    theme: &Theme,
) -> Option<(Rect, Rect)> {
    let room_w = usize::from(area.width / scale.cols.max(1));
    let room_h = usize::from(area.height / scale.rows.max(1));
    let across = span(panel.width, room_w, panel.focus.map(|f| f.0));
    let down = span(panel.height, room_h, panel.focus.map(|f| f.1));
    // Cells start after the marks of clipped sides.
    let x0 = area.x + u16::from(across.before);
    let y0 = area.y + u16::from(down.before);
    let block = |dx: usize, dy: usize| Rect {
        x: x0 + dx as u16 * scale.cols,
        y: y0 + dy as u16 * scale.rows,
        width: scale.cols,
        height: scale.rows,
    };
    for dy in 0..down.shown {
        for dx in 0..across.shown {
            if let Some(cell) = panel.get(across.first + dx, down.first + dy) {
                draw_cell(cell, block(dx, dy), buf, theme);
            }
        }
    }
    let in_sight = |f: usize, s: Span| (s.first..s.first + s.shown).contains(&f);
    if let Some((cx, cy)) = panel.cursor
        && in_sight(cx, across)
        && in_sight(cy, down)
    {
        // The cell keeps its glyph; an unknown one shows as a blank block.
        let under = panel
            .get(cx, cy)
            .unwrap_or(GridCell::mark(' ', Role::Selected));
        let cell = GridCell {
            role: Role::Selected,
            ..under
        };
        draw_cell(cell, block(cx - across.first, cy - down.first), buf, theme);
    }
    marks(panel, area, across, down, buf, theme);
    let (fx, fy) = panel.focus?;
    (in_sight(fx, across) && in_sight(fy, down)).then(|| {
        let all = Rect {
            x: x0,
            y: y0,
            width: across.shown as u16 * scale.cols,
            height: down.shown as u16 * scale.rows,
        };
        (block(fx - across.first, fy - down.first), all)
    })
}

fn draw_cell(cell: GridCell, block: Rect, buf: &mut Buffer, theme: &Theme) {
    let style = theme.style(cell.role);
    let middle = (
        block.x + (block.width - 1) / 2,
        block.y + (block.height - 1) / 2,
    );
    for y in block.top()..block.bottom() {
        for x in block.left()..block.right() {
            let glyph = if cell.fill || (x, y) == middle {
                cell.glyph
            } else {
                ' '
            };
            if let Some(c) = buf.cell_mut((x, y)) {
                c.set_char(glyph).set_style(style);
            }
        }
    }
}

/// The marks on the clipped sides of a panel: how many rows lie above or
/// below, and arrows where columns lie left or right.
fn marks(panel: &GridPanel, area: Rect, across: Span, down: Span, buf: &mut Buffer, theme: &Theme) {
    let mark = theme.style(Role::Hint);
    let y0 = area.y + u16::from(down.before);
    let x0 = area.x + u16::from(across.before);
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
