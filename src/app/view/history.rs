//! The whole message log, scrollable, over the play screen. Entries wrap
//! under their marks as in the log panel, so nothing is cut at the edge;
//! it scrolls by rows.

use crate::app::App;
use crate::ui::panels::Lines;
use crate::ui::panels::log::entry_rows;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Widget};

/// Every entry of the log as rows `width` cells wide, oldest first.
fn rows(app: &App, width: u16) -> Vec<Line<'static>> {
    let view = app.view();
    let log = view.as_ref().map_or(&[][..], |v| v.log);
    log.iter()
        .flat_map(|(tone, text)| entry_rows(*tone, text, usize::from(width), &app.theme))
        .collect()
}

/// The box inside the overlay's frame, for a screen of the app's size.
fn inner(app: &App) -> (u16, u16) {
    (app.size.0.saturating_sub(2), app.size.1.saturating_sub(2))
}

/// How far up the history scrolls (in rows from the newest) on a screen
/// of the app's size: until its first row is the top row.
pub fn max_back(app: &App) -> usize {
    let (width, height) = inner(app);
    rows(app, width).len().saturating_sub(usize::from(height))
}

pub fn render(app: &App, back: usize, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let block = crate::ui::panels::overlay_block(" Message history ", theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let lines = rows(app, inner.width);
    let height = usize::from(inner.height);
    // A resize may leave the old scroll past the new top.
    let back = back.min(lines.len().saturating_sub(height));
    let end = lines.len().saturating_sub(back);
    let start = end.saturating_sub(height);
    let shown: Vec<Line> = lines.get(start..end).unwrap_or(&[]).to_vec();
    Lines::new(shown).render(inner, buf);
}
