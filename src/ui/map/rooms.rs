//! Room boxes and the marks beside them: which rooms are shown and how,
//! where their text goes, and the text itself.

use super::canvas::{Frame, Taken};
use super::{MapWidget, Mark, Shown};
use crate::engine::RoomId;
use crate::ui::fit::{shorten_keeping_number, width};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

/// One room as this frame draws it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Placed {
    pub shown: Shown,
    pub center: (u16, u16),
    pub rect: Rect,
    /// Cells of the label drawn in the box (less than the whole label
    /// when the box had to give some up: the rest is "…").
    pub label_cells: u16,
    /// Shown on the map, but no room for its box this frame: not drawn.
    pub crowded: bool,
    /// The box and, right of it, the cells its danger marks reserved.
    pub reserve: Rect,
    /// Where the room's marks start, and whether all of them fit there or
    /// only the ones about danger (see `marks`).
    pub marks_at: Option<(u16, u16, bool)>,
}

/// Every room's place this frame, by room index, as the layout puts it
/// (`spots::settle` then keeps the boxes apart).
pub(super) fn place(map: &MapWidget<'_>, frame: &Frame) -> Vec<Placed> {
    let mut placed = vec![Placed::default(); map.map.rooms.len()];
    for (i, (p, room)) in placed.iter_mut().zip(&map.map.rooms).enumerate() {
        p.shown = room.shown;
        if p.shown == Shown::Hidden {
            continue;
        }
        // A growing layout places a room after a command: until then it is
        // not drawn, rather than drawn somewhere it will not stay.
        let Some(point) = map.layout.position(RoomId(i as u16)) else {
            p.shown = Shown::Hidden;
            continue;
        };
        p.center = frame.center(point);
        p.rect = frame.box_at(p.center, box_width(&room.label, p.shown));
        p.label_cells = width(&room.label).min(usize::from(u16::MAX)) as u16;
    }
    placed
}

fn brackets(shown: Shown) -> (&'static str, &'static str) {
    match shown {
        Shown::Here => ("[", "]"),
        Shown::Visited => ("(", ")"),
        Shown::Seen => ("", "?"),
        Shown::CheatOnly | Shown::Hidden => ("", ""),
    }
}

pub(super) fn box_width(label: &str, shown: Shown) -> u16 {
    let (open, close) = brackets(shown);
    let label = width(label);
    (label + open.len() + close.len()).min(usize::from(u16::MAX)) as u16
}

/// Up to a fixed number of short, styled pieces: no allocation per room.
pub(super) struct Pieces {
    items: [(&'static str, Role); 16],
    len: usize,
}

impl Pieces {
    fn new() -> Pieces {
        Pieces {
            items: [("", Role::Normal); 16],
            len: 0,
        }
    }

    fn push(&mut self, text: &'static str, role: Role) {
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = (text, role);
            self.len += 1;
        }
    }

    fn width(&self) -> u16 {
        self.items[..self.len]
            .iter()
            .map(|(t, _)| t.chars().count() as u16)
            .sum()
    }
}

/// The marks beside a room: all of them, or only those about danger.
fn marks(map: &MapWidget<'_>, room: RoomId, all: bool) -> Pieces {
    let mut out = Pieces::new();
    let given: &[Mark] = map
        .map
        .rooms
        .get(room.index())
        .map_or(&[], |r| r.marks.as_slice());
    for m in given.iter().filter(|m| all || m.danger) {
        out.push(m.text, m.role);
    }
    out
}

/// Finds each room's marks a free spot: right of its box, else left, below,
/// above; with all marks if they fit, else only the danger ones. Marks never
/// touch another room's box, so they cannot read as part of its label.
pub(super) fn place_marks(
    map: &MapWidget<'_>,
    frame: &Frame,
    placed: &mut [Placed],
    taken: &mut Taken,
    boxes: &Taken,
) {
    for (i, p) in placed.iter_mut().enumerate() {
        if p.shown == Shown::Hidden {
            continue;
        }
        let room = RoomId(i as u16);
        for all in [true, false] {
            let width = marks(map, room, all).width();
            if width == 0 {
                break;
            }
            let r = p.rect;
            let (x, y) = (i32::from(r.x), i32::from(r.y));
            let centred = x + (i32::from(r.width) - i32::from(width)) / 2;
            // Beside the box, marks are glued to it and read as its own
            // unless another box touches them on the row; above or below,
            // no other box may touch them at all.
            let spot = [
                (i32::from(r.right()), y, true),
                (x - i32::from(width), y, true),
                (centred, y + 1, false),
                (centred, y - 1, false),
            ]
            .into_iter()
            .filter_map(|(x, y, glued)| Some((frame.fits(x, y, width)?, glued)))
            .find(|(spot, glued)| {
                taken.is_free(*spot) && !touches_other_box(*spot, p.reserve, boxes, *glued)
            })
            .map(|(spot, _)| spot);
            if let Some(spot) = spot {
                taken.take(spot);
                p.marks_at = Some((spot.x, spot.y, all));
                break;
            }
        }
    }
}

/// Whether marks at `spot` would touch another room's box: beside them
/// on their row, and unless `glued` to their own box, above or below them
/// too. There they could read as that room's.
fn touches_other_box(spot: Rect, own: Rect, boxes: &Taken, glued: bool) -> bool {
    let x0 = spot.x.saturating_sub(1);
    let rows = if glued {
        spot.y..=spot.y
    } else {
        spot.y.saturating_sub(1)..=spot.y.saturating_add(1)
    };
    rows.into_iter()
        .any(|y| (x0..=spot.right()).any(|x| boxes.is_taken(x, y) && !own.contains((x, y).into())))
}

pub(super) fn draw_marks(map: &MapWidget<'_>, placed: &[Placed], buf: &mut Buffer) {
    for (i, p) in placed.iter().enumerate() {
        let Some((mut x, y, all)) = p.marks_at else {
            continue;
        };
        let pieces = marks(map, RoomId(i as u16), all);
        for &(text, role) in &pieces.items[..pieces.len] {
            (x, _) = buf.set_stringn(x, y, text, usize::MAX, map.theme.style(role));
        }
    }
}

pub(super) fn draw_labels(map: &MapWidget<'_>, placed: &[Placed], buf: &mut Buffer) {
    let on_path = |room: RoomId| map.path.contains(&room);
    for (i, p) in placed.iter().enumerate() {
        if p.shown == Shown::Hidden || p.rect.is_empty() {
            continue;
        }
        let room = RoomId(i as u16);
        let role = match p.shown {
            Shown::Here => Role::Player,
            Shown::Visited => Role::Visited,
            Shown::Seen => Role::Muted,
            Shown::CheatOnly | Shown::Hidden => Role::Cheat,
        };
        let mut style = map.theme.style(role);
        if on_path(room) {
            style = map.theme.style(Role::Selected);
        }
        if map.cursor == Some(room) {
            style = map
                .theme
                .style(Role::Selected)
                .add_modifier(Modifier::UNDERLINED | Modifier::BOLD);
        }
        let label = map.map.rooms.get(i).map_or("", |r| r.label.as_str());
        write_label(buf, p, label, style);
    }
}

fn write_label(buf: &mut Buffer, p: &Placed, label: &str, style: Style) {
    let (open, close) = brackets(p.shown);
    let (mut x, y) = (p.rect.x, p.rect.y);
    let label = shorten_keeping_number(label, usize::from(p.label_cells))
        .unwrap_or_else(|| label.to_string());
    for part in [open, label.as_str(), close] {
        let room = usize::from(p.rect.right().saturating_sub(x));
        (x, _) = buf.set_stringn(x, y, part, room, style);
    }
}

/// Where a room's marks are drawn this frame.
pub(super) fn marks_rect(map: &MapWidget<'_>, placed: &[Placed]) -> Vec<Option<Rect>> {
    placed
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (x, y, all) = p.marks_at?;
            let width = marks(map, RoomId(i as u16), all).width();
            Some(Rect::new(x, y, width, 1))
        })
        .collect()
}
