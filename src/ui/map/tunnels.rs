//! Tunnels: which ones the map may draw, and how.
//!
//! Outside cheat mode a tunnel is drawn only from a visited room's known
//! tunnels. It gets an arrowhead only when the player can tell it is one-way:
//! both ends visited and the far room has no tunnel back. A tunnel into an
//! unvisited room is a plain line, since its way back is not known yet.

use super::MapWidget;
use super::canvas::{Taken, arrow_cell, arrow_glyph, line};
use super::rooms::{Placed, Shown};
use crate::engine::RoomId;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;

/// One line to draw, from `from` to `to`.
#[derive(Clone, Copy, Debug)]
struct Tunnel {
    from: RoomId,
    to: RoomId,
    /// The player knows this tunnel (else only cheat mode draws it).
    known: bool,
    /// One-way from `from` to `to`: the arrowhead's role, player-known
    /// (`Normal`) or cheat-only (`Cheat`).
    arrow: Option<Role>,
}

/// Calls `f` once per line: a two-way pair once, from its lower room.
fn each_tunnel(map: &MapWidget<'_>, mut f: impl FnMut(Tunnel)) {
    let view = &map.view;
    for a in view.room_ids() {
        let out = match (view.known_tunnels(a), map.cheat) {
            (Some(t), _) => t,
            (None, Some(cheat)) => cheat.tunnels(a),
            (None, None) => continue,
        };
        let known_forth = view.visited(a);
        for (i, &b) in out.iter().enumerate() {
            // Self-loops are a mark beside the room; repeats are one line.
            if b == a || out[..i].contains(&b) {
                continue;
            }
            let known_back = view.known_tunnels(b).map(|t| t.contains(&a));
            let back = match map.cheat {
                Some(cheat) => cheat.tunnels(b).contains(&a),
                None => known_back == Some(true),
            };
            if back && b < a {
                continue;
            }
            let arrow = if back {
                None
            } else if known_forth && known_back == Some(false) {
                Some(Role::Normal)
            } else if map.cheat.is_some() {
                Some(Role::Cheat)
            } else {
                None
            };
            f(Tunnel {
                from: a,
                to: b,
                known: known_forth || known_back == Some(true),
                arrow,
            });
        }
    }
}

pub(super) fn draw(map: &MapWidget<'_>, placed: &[Placed], taken: &mut Taken, buf: &mut Buffer) {
    let at = |room: RoomId| {
        placed
            .get(room.index())
            .filter(|p| p.shown != Shown::Hidden)
    };
    let normal = map.theme.style(Role::Normal);
    let cheat = map.theme.style(Role::Cheat);
    each_tunnel(map, |t| {
        if let (Some(a), Some(b)) = (at(t.from), at(t.to)) {
            line(
                buf,
                taken,
                a.center,
                b.center,
                if t.known { normal } else { cheat },
            );
        }
    });
    draw_path(map, placed, taken, buf);
    each_tunnel(map, |t| {
        let (Some(role), Some(a), Some(b)) = (t.arrow, at(t.from), at(t.to)) else {
            return;
        };
        if let Some((x, y)) = arrow_cell(taken, a.center, b.center, b.rect)
            && let Some(cell) = buf.cell_mut((x, y))
        {
            cell.set_char(arrow_glyph(a.center, b.center))
                .set_style(map.theme.style(role));
            taken.take(ratatui::layout::Rect::new(x, y, 1, 1));
        }
    });
}

/// The arrow's planned flight, from the player's room through the path,
/// over the tunnels the player knows.
fn draw_path(map: &MapWidget<'_>, placed: &[Placed], taken: &Taken, buf: &mut Buffer) {
    let style = map.theme.style(Role::Selected);
    let here = map.view.here();
    let mut prev = here;
    for &next in map.path {
        let known = map
            .view
            .known_tunnels(prev)
            .is_some_and(|t| t.contains(&next));
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
