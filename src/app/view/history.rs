//! The whole message log, scrollable, over the play screen.

use crate::app::App;
use crate::ui::panels::log::tone_line;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Paragraph, Widget};

pub fn render(app: &App, back: usize, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let block = crate::ui::panels::overlay_block(" Message history ", theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let log = app.session().map(|s| s.log()).unwrap_or(&[]);
    let rows = usize::from(inner.height);
    let end = log
        .len()
        .saturating_sub(back.min(log.len().saturating_sub(1)));
    let start = end.saturating_sub(rows);
    let lines: Vec<_> = log
        .get(start..end)
        .unwrap_or(&[])
        .iter()
        .map(|(tone, text)| tone_line(*tone, text, theme))
        .collect();
    Paragraph::new(lines).render(inner, buf);
}
