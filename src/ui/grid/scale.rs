//! How big a map cell is drawn: as many terminal columns and rows as the
//! room allows, every panel whole.

use super::{GAP, GridPanel};
use ratatui::layout::Rect;

/// Terminal columns and rows one map cell takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scale {
    pub cols: u16,
    pub rows: u16,
}

impl Scale {
    pub const ONE: Scale = Scale { cols: 1, rows: 1 };

    /// Columns `panel` takes across at this scale (its title counts).
    pub(super) fn width(self, panel: &GridPanel) -> usize {
        (panel.width * usize::from(self.cols)).max(crate::ui::fit::width(&panel.title))
    }

    /// Rows `panel` takes down at this scale, its title included.
    pub(super) fn height(self, panel: &GridPanel) -> usize {
        panel.height * usize::from(self.rows) + 1
    }

    /// Whether `panels` fit side by side in `area`, every cell in sight.
    fn fits(self, panels: &[&GridPanel], area: Rect) -> bool {
        let across: usize = panels.iter().map(|p| self.width(p)).sum::<usize>()
            + usize::from(GAP) * panels.len().saturating_sub(1);
        let down = panels.iter().map(|p| self.height(p)).max().unwrap_or(0);
        across <= usize::from(area.width) && down <= usize::from(area.height)
    }
}

/// The largest scale at which `panels` all fit whole in `area`. A
/// terminal character is about twice as tall as it is wide, so a cell of
/// two columns per row looks square; one character per cell (scrolled
/// when even that does not fit) when no such scale fits.
pub(super) fn choose(panels: &[&GridPanel], area: Rect) -> Scale {
    (1..=area.height)
        .rev()
        .map(|rows| Scale {
            cols: rows.saturating_mul(2),
            rows,
        })
        .find(|s| s.fits(panels, area))
        .unwrap_or(Scale::ONE)
}
