//! Tunnels: the lines the front listed, the arrowheads of one-way ones, and
//! the planned path over the tunnels the player knows.

use super::MapWidget;
use super::Shown;
use super::canvas::{Taken, arrow_cell, arrow_glyph, line};
use super::rooms::Placed;
use crate::engine::RoomId;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;

pub(super) fn draw(map: &MapWidget<'_>, placed: &[Placed], taken: &mut Taken, buf: &mut Buffer) {
    let at = |room: RoomId| {
        placed
            .get(room.index())
            .filter(|p| p.shown != Shown::Hidden)
    };
    let normal = map.theme.style(Role::Normal);
    let cheat = map.theme.style(Role::Cheat);
    for t in &map.map.tunnels {
        if let (Some(a), Some(b)) = (at(t.from), at(t.to)) {
            line(
                buf,
                taken,
                a.center,
                b.center,
                if t.known { normal } else { cheat },
            );
        }
    }
    draw_path(map, placed, taken, buf);
    for t in &map.map.tunnels {
        let (Some(role), Some(a), Some(b)) = (t.arrow, at(t.from), at(t.to)) else {
            continue;
        };
        if let Some((x, y)) = arrow_cell(taken, a.center, b.center, b.rect)
            && let Some(cell) = buf.cell_mut((x, y))
        {
            cell.set_char(arrow_glyph(a.center, b.center))
                .set_style(map.theme.style(role));
            taken.take(ratatui::layout::Rect::new(x, y, 1, 1));
        }
    }
}

/// The arrow's planned flight, from the player's room through the path,
/// over the tunnels the player knows.
fn draw_path(map: &MapWidget<'_>, placed: &[Placed], taken: &Taken, buf: &mut Buffer) {
    let style = map.theme.style(Role::Selected);
    let Some(here) = map.map.here() else {
        return;
    };
    let mut prev = here;
    for &next in map.path {
        let known = map
            .map
            .rooms
            .get(prev.index())
            .is_some_and(|r| r.exits.contains(&next));
        let ends = (placed.get(prev.index()), placed.get(next.index()));
        if let (true, Some(a), Some(b)) = (known && prev != next, ends.0, ends.1)
            && a.shown != Shown::Hidden
            && b.shown != Shown::Hidden
        {
            line(buf, taken, a.center, b.center, style);
        }
        prev = next;
    }
}
