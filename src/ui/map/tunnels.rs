//! Tunnels: the lines the front listed, each on a route that never lies,
//! the arrowheads of one-way ones, and the planned path over the tunnels
//! the player knows.

use super::MapWidget;
use super::Shown;
use super::canvas::{Taken, arrow_cell, arrow_glyph, line};
use super::rooms::Placed;
use super::route::{Route, Zones};
use crate::engine::RoomId;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// Draws every tunnel it can draw truly; returns which it drew (in the
/// map's order) and how many it left out.
pub(super) fn draw(
    map: &MapWidget<'_>,
    placed: &[Placed],
    zones: &Zones,
    taken: &mut Taken,
    buf: &mut Buffer,
) -> (Vec<bool>, usize) {
    let at = |room: RoomId| {
        placed
            .get(room.index())
            .filter(|p| p.shown != Shown::Hidden)
    };
    let normal = map.theme.style(Role::Normal);
    let cheat = map.theme.style(Role::Cheat);
    let mut routes = Vec::with_capacity(map.map.tunnels.len());
    let mut left = 0;
    for t in &map.map.tunnels {
        let route = match (at(t.from), at(t.to)) {
            (Some(a), Some(b)) => zones.route(t.from.index(), a, t.to.index(), b, taken),
            _ => Route::Left,
        };
        routes.push(route);
        // A room crowded off the map takes its tunnels with it.
        let crowded = |room: RoomId| placed.get(room.index()).is_some_and(|p| p.crowded);
        let shown = |room: RoomId| at(room).is_some() || crowded(room);
        if (crowded(t.from) || crowded(t.to)) && shown(t.from) && shown(t.to) {
            left += 1;
        }
        if let (Some(a), Some(b)) = (at(t.from), at(t.to)) {
            let style = if t.known { normal } else { cheat };
            if route == Route::Left {
                left += 1;
            }
            trace(buf, taken, a.center, route, b.center, style);
        }
    }
    draw_path(map, placed, &routes, taken, buf);
    for (t, route) in map.map.tunnels.iter().zip(&routes) {
        let (Some(role), Some(a), Some(b)) = (t.arrow, at(t.from), at(t.to)) else {
            continue;
        };
        let from = match route {
            Route::Straight => a.center,
            Route::Bent(bend) => *bend,
            Route::Left => continue,
        };
        if let Some((x, y)) = arrow_cell(taken, from, b.center, b.rect)
            && let Some(cell) = buf.cell_mut((x, y))
        {
            cell.set_char(arrow_glyph(from, b.center))
                .set_style(map.theme.style(role));
            taken.take(Rect::new(x, y, 1, 1));
        }
    }
    let drawn = map
        .map
        .tunnels
        .iter()
        .zip(&routes)
        .map(|(t, route)| *route != Route::Left && at(t.from).is_some() && at(t.to).is_some())
        .collect();
    (drawn, left)
}

fn trace(
    buf: &mut Buffer,
    taken: &Taken,
    a: (u16, u16),
    route: Route,
    b: (u16, u16),
    style: Style,
) {
    match route {
        Route::Straight => line(buf, taken, a, b, style),
        Route::Bent(bend) => {
            line(buf, taken, a, bend, style);
            line(buf, taken, bend, b, style);
        }
        Route::Left => {}
    }
}

/// The arrow's planned flight, from the player's room through the path,
/// over the tunnels the player knows, along their routes.
fn draw_path(
    map: &MapWidget<'_>,
    placed: &[Placed],
    routes: &[Route],
    taken: &Taken,
    buf: &mut Buffer,
) {
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
        let route = map
            .map
            .tunnels
            .iter()
            .zip(routes)
            .find(|(t, _)| (t.from, t.to) == (prev, next) || (t.from, t.to) == (next, prev))
            .map(|(_, r)| *r);
        let ends = (placed.get(prev.index()), placed.get(next.index()));
        if let (true, Some(route), Some(a), Some(b)) =
            (known && prev != next, route, ends.0, ends.1)
            && a.shown != Shown::Hidden
            && b.shown != Shown::Hidden
        {
            trace(buf, taken, a.center, route, b.center, style);
        }
        prev = next;
    }
}
