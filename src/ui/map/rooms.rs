//! Room boxes and the marks beside them: which rooms are shown and how,
//! where their text goes, and the text itself.

use super::MapWidget;
use super::canvas::{Frame, Taken};
use crate::engine::RoomId;
use crate::engine::classic::Marks;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Span;

/// How much the map may say about a room, least first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Shown {
    /// Unknown to the player: not drawn at all.
    #[default]
    Hidden,
    /// Unknown to the player, drawn only in cheat mode.
    CheatOnly,
    /// Seen through a tunnel from a visited room: label only, marked unknown.
    Seen,
    Visited,
    /// The player's room.
    Here,
}

// Cheat-mode overlay bits, one byte per room.
pub(super) const PIT: u8 = 1;
pub(super) const BATS: u8 = 2;
pub(super) const AWAKE: u8 = 4;
pub(super) const ASLEEP: u8 = 8;
pub(super) const DEAD: u8 = 16;

/// One room as this frame draws it.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Placed {
    pub shown: Shown,
    pub center: (u16, u16),
    pub rect: Rect,
    pub hazards: u8,
    /// Where the room's marks start, and whether all of them fit there or
    /// only the ones about danger (see `marks`).
    pub marks_at: Option<(u16, u16, bool)>,
}

/// Every room's place this frame, by room index.
pub(super) fn place(map: &MapWidget<'_>, frame: &Frame) -> Vec<Placed> {
    let view = &map.view;
    let mut placed = vec![Placed::default(); view.rooms()];
    for room in view.room_ids() {
        if let Some(tunnels) = view.known_tunnels(room) {
            for t in tunnels {
                if let Some(p) = placed.get_mut(t.index()) {
                    p.shown = p.shown.max(Shown::Seen);
                }
            }
            if let Some(p) = placed.get_mut(room.index()) {
                p.shown = p.shown.max(Shown::Visited);
            }
        }
    }
    // A room the player met a hazard in is known even if never stood in:
    // bats can drop the player into more bats, straight on to a third room.
    for (i, p) in placed.iter_mut().enumerate() {
        if view.marks(RoomId(i as u16)) != Marks::default() {
            p.shown = p.shown.max(Shown::Seen);
        }
    }
    if let Some(p) = placed.get_mut(view.here().index()) {
        p.shown = Shown::Here;
    }
    if let Some(cheat) = map.cheat {
        for p in placed.iter_mut() {
            p.shown = p.shown.max(Shown::CheatOnly);
        }
        let mut mark = |room: RoomId, bit: u8| {
            if let Some(p) = placed.get_mut(room.index()) {
                p.hazards |= bit;
            }
        };
        for room in cheat.pits() {
            mark(room, PIT);
        }
        for room in cheat.bats() {
            mark(room, BATS);
        }
        for w in cheat.wumpi() {
            let bit = match (w.alive, w.awake) {
                (false, _) => DEAD,
                (true, true) => AWAKE,
                (true, false) => ASLEEP,
            };
            mark(w.room, bit);
        }
    }
    for (i, p) in placed.iter_mut().enumerate() {
        if p.shown == Shown::Hidden {
            continue;
        }
        let room = RoomId(i as u16);
        let point = map
            .layout
            .position(room)
            .unwrap_or(super::Point { x: 0.5, y: 0.5 });
        p.center = frame.center(point);
        p.rect = frame.box_at(p.center, box_width(map, room, p.shown));
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

fn box_width(map: &MapWidget<'_>, room: RoomId, shown: Shown) -> u16 {
    let (open, close) = brackets(shown);
    let label = Span::raw(map.view.label(room)).width();
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

/// The marks beside a room. All: a self-loop `↺`, then the senses last felt
/// there (`w` smell, `~` draft, `b` bats, once per warning), then hazards
/// met in person (`W!` bumped the wumpus, `P!` pit, `B!` bats), then the
/// cheat overlay in braces (`W` awake, `Wz` asleep, `Wx` dead, `P`, `B`).
/// Danger only: the last two groups, for when space is short.
fn marks(map: &MapWidget<'_>, room: RoomId, p: &Placed, all: bool) -> Pieces {
    let view = &map.view;
    let mut out = Pieces::new();
    if all {
        let tunnels = view
            .known_tunnels(room)
            .or_else(|| map.cheat.map(|c| c.tunnels(room)));
        if tunnels.is_some_and(|t| t.contains(&room)) {
            out.push("↺", Role::Normal);
        }
        if let Some(senses) = view.note(room) {
            for (count, glyph) in [(senses.smell, "w"), (senses.draft, "~"), (senses.bats, "b")] {
                for _ in 0..count.min(3) {
                    out.push(glyph, Role::Warning);
                }
            }
        }
    }
    let met = view.marks(room);
    for (hit, text) in [(met.wumpus, "W!"), (met.pit, "P!"), (met.bats, "B!")] {
        if hit {
            out.push(text, Role::Danger);
        }
    }
    if p.hazards != 0 {
        out.push("{", Role::Cheat);
        let mut first = true;
        for (bit, text) in [
            (AWAKE, "W"),
            (ASLEEP, "Wz"),
            (DEAD, "Wx"),
            (PIT, "P"),
            (BATS, "B"),
        ] {
            if p.hazards & bit != 0 {
                if !first {
                    out.push(",", Role::Cheat);
                }
                out.push(text, Role::Cheat);
                first = false;
            }
        }
        out.push("}", Role::Cheat);
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
            let width = marks(map, room, p, all).width();
            if width == 0 {
                break;
            }
            let r = p.rect;
            let (x, y) = (i32::from(r.x), i32::from(r.y));
            let centred = x + (i32::from(r.width) - i32::from(width)) / 2;
            let spot = [
                (i32::from(r.right()), y),
                (x - i32::from(width), y),
                (centred, y + 1),
                (centred, y - 1),
            ]
            .into_iter()
            .filter_map(|(x, y)| frame.fits(x, y, width))
            .find(|spot| taken.is_free(*spot) && !touches_other_box(*spot, r, boxes));
            if let Some(spot) = spot {
                taken.take(spot);
                p.marks_at = Some((spot.x, spot.y, all));
                break;
            }
        }
    }
}

fn touches_other_box(spot: Rect, own: Rect, boxes: &Taken) -> bool {
    [spot.x.checked_sub(1), Some(spot.right())]
        .into_iter()
        .flatten()
        .any(|x| boxes.is_taken(x, spot.y) && !own.contains((x, spot.y).into()))
}

pub(super) fn draw_marks(map: &MapWidget<'_>, placed: &[Placed], buf: &mut Buffer) {
    for (i, p) in placed.iter().enumerate() {
        let Some((mut x, y, all)) = p.marks_at else {
            continue;
        };
        let pieces = marks(map, RoomId(i as u16), p, all);
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
        write_label(buf, p, map.view.label(room), style);
    }
}

fn write_label(buf: &mut Buffer, p: &Placed, label: &str, style: Style) {
    let (open, close) = brackets(p.shown);
    let (mut x, y) = (p.rect.x, p.rect.y);
    for part in [open, label, close] {
        let room = usize::from(p.rect.right().saturating_sub(x));
        (x, _) = buf.set_stringn(x, y, part, room, style);
    }
}
