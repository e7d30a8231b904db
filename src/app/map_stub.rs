//! A stand-in for the map widget being written on the `map` branch, with the
//! same shape (`MapWidget`, `MapLayout`, `Direction`) so swapping it in is a
//! change of `use`. It lists what the player knows instead of drawing it.

use crate::engine::RoomId;
use crate::engine::classic::{Cheat, View};
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// Room order for cursor moves; the real layout places rooms on a plane.
#[derive(Clone, Debug, Default)]
pub struct MapLayout;

impl MapLayout {
    pub fn for_view(_view: &View<'_>) -> MapLayout {
        MapLayout
    }

    /// The candidate before or after `from` in label order, wrapping round.
    pub fn nearest(&self, from: RoomId, dir: Direction, candidates: &[RoomId]) -> Option<RoomId> {
        if candidates.is_empty() {
            return None;
        }
        let mut sorted = candidates.to_vec();
        sorted.sort();
        let at = sorted.iter().position(|&r| r == from);
        let n = sorted.len();
        let i = match (dir, at) {
            (Direction::Left | Direction::Up, Some(i)) => (i + n - 1) % n,
            (Direction::Right | Direction::Down, Some(i)) => (i + 1) % n,
            (_, None) => 0,
        };
        sorted.get(i).copied()
    }
}

pub struct MapWidget<'a> {
    pub view: View<'a>,
    pub cheat: Option<Cheat<'a>>,
    pub layout: &'a MapLayout,
    pub theme: &'a Theme,
    pub cursor: Option<RoomId>,
    pub path: &'a [RoomId],
}

impl Widget for MapWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let v = self.view;
        let t = self.theme;
        let mut cells: Vec<Vec<Span>> = Vec::new();
        for room in v.room_ids().filter(|&r| v.seen(r) || self.cheat.is_some()) {
            let mut spans = Vec::new();
            let label = v.label(room);
            let (text, role) = if room == v.here() {
                (format!("[{label}]"), Role::Player)
            } else if v.visited(room) {
                (format!("({label})"), Role::Visited)
            } else {
                (format!(" {label}?"), Role::Muted)
            };
            let mut style = t.style(role);
            if self.cursor == Some(room) || self.path.contains(&room) {
                style = t.style(Role::Selected);
            }
            spans.push(Span::styled(format!("{text:>5}"), style));
            if let Some(tunnels) = v
                .known_tunnels(room)
                .or(self.cheat.map(|c| c.tunnels(room)))
            {
                let to: Vec<&str> = tunnels.iter().map(|&r| v.label(r)).collect();
                spans.push(Span::styled(
                    format!(" → {}", to.join(" ")),
                    t.style(Role::Muted),
                ));
            }
            if let Some(cheat) = self.cheat {
                let mut what = Vec::new();
                if cheat.wumpi().iter().any(|w| w.alive && w.room == room) {
                    what.push("W");
                }
                if cheat.pits().contains(&room) {
                    what.push("P");
                }
                if cheat.bats().contains(&room) {
                    what.push("B");
                }
                if !what.is_empty() {
                    spans.push(Span::styled(
                        format!("  ☠ {}", what.join(" ")),
                        t.style(Role::Danger),
                    ));
                }
            }
            cells.push(spans);
        }
        // Columns of fixed width so a whole cave fits the smallest screen.
        const CELL: usize = 21;
        let rows = usize::from(area.height).max(1);
        let columns = cells.len().div_ceil(rows).max(1);
        let rows = cells.len().div_ceil(columns);
        let mut lines = vec![Vec::new(); rows];
        for (i, spans) in cells.into_iter().enumerate() {
            let width: usize = spans.iter().map(|s| s.content.chars().count()).sum();
            let line = &mut lines[i % rows];
            line.extend(spans);
            line.push(Span::raw(" ".repeat(CELL.saturating_sub(width))));
        }
        let lines: Vec<Line> = lines.into_iter().map(Line::from).collect();
        Paragraph::new(lines).render(area, buf);
    }
}
