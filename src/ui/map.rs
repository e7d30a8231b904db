//! The map, the heart of the play screen: the rooms and tunnels the player
//! knows, drawn on a layout fixed per cave.
//!
//! The widget draws a `KnownMap`, which each game's front builds from what
//! the player knows (and, in cheat mode or at game over, from the reveal,
//! marked with a stamp). The widget itself knows no rule set: fog of war is
//! the front's to keep, by putting nothing hidden in the `KnownMap`.
//!
//! What a room looks like:
//! - `[4]` the player's room, `(4)` a visited room, `4?` a room seen through
//!   a tunnel but not visited, `4` (cheat mode) a room the player never saw;
//! - beside a room, the marks its front gives (senses, hazards met, cheat
//!   overlays); when space is short only the ones about danger.
//!
//! Tunnels are braille lines; an arrowhead marks a tunnel known to be one-way.

mod canvas;
mod hand;
mod layout;
mod rooms;
mod tunnels;

pub use hand::{Entry as LayoutEntry, LAYOUTS, parse as parse_layout};
pub use layout::{Direction, MIN_DISTANCE, MapLayout, Point};

use crate::engine::RoomId;
use crate::ui::theme::{Role, Theme};
use canvas::{Frame, Taken};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;

/// How much the map may say about a room, least first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shown {
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

/// A short piece of text beside a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub text: &'static str,
    pub role: Role,
    /// Kept when space is short.
    pub danger: bool,
}

/// One room as the map draws it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MapRoom {
    pub shown: Shown,
    pub label: String,
    pub marks: Vec<Mark>,
    /// Where its tunnels are known to lead (visited rooms): the arrow path
    /// is drawn only along these.
    pub exits: Vec<RoomId>,
}

/// One line between two rooms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapTunnel {
    pub from: RoomId,
    pub to: RoomId,
    /// The player knows this tunnel (else only cheat mode draws it).
    pub known: bool,
    /// One-way from `from` to `to`: the arrowhead's role.
    pub arrow: Option<Role>,
}

/// What a game's map shows: rooms by index, the lines between them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KnownMap {
    pub rooms: Vec<MapRoom>,
    pub tunnels: Vec<MapTunnel>,
    /// Drawn on the map whenever it shows hidden things ("CHEAT",
    /// "REVEALED").
    pub stamp: Option<&'static str>,
}

impl KnownMap {
    /// Rooms the player has at least seen, for the map cursor.
    pub fn seen(&self) -> Vec<RoomId> {
        self.rooms
            .iter()
            .enumerate()
            .filter(|(_, r)| r.shown >= Shown::Seen)
            .map(|(i, _)| RoomId(i as u16))
            .collect()
    }

    /// The player's room, if the map shows one.
    pub fn here(&self) -> Option<RoomId> {
        self.rooms
            .iter()
            .position(|r| r.shown == Shown::Here)
            .map(|i| RoomId(i as u16))
    }
}

/// The map of one game, for one frame.
pub struct MapWidget<'a> {
    pub map: &'a KnownMap,
    pub layout: &'a MapLayout,
    pub theme: &'a Theme,
    /// The room under the map cursor, highlighted.
    pub cursor: Option<RoomId>,
    /// A planned path (an arrow's): its rooms are highlighted, and so are
    /// the known tunnels along it, starting from the player's room.
    pub path: &'a [RoomId],
}

impl Widget for MapWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let frame = Frame::new(area, self.layout.widest());
        let mut placed = rooms::place(&self, &frame);
        let mut taken = Taken::new(area);
        for p in placed.iter().filter(|p| p.shown != Shown::Hidden) {
            taken.take(p.rect);
        }
        let boxes = taken.clone();
        let stamp = self.map.stamp;
        let stamp_spot = stamp.and_then(|mark| cheat_spot(&frame, &taken, mark));
        if let Some(spot) = stamp_spot {
            taken.take(spot);
        }
        rooms::place_marks(&self, &frame, &mut placed, &mut taken, &boxes);
        tunnels::draw(&self, &placed, &mut taken, buf);
        rooms::draw_marks(&self, &placed, buf);
        rooms::draw_labels(&self, &placed, buf);
        if let Some(mark) = stamp {
            // With no free spot the mark goes top right anyway: saying
            // that hidden state is shown matters more than one label.
            let spot = stamp_spot.unwrap_or_else(|| corner(&frame, mark));
            let style = self
                .theme
                .style(Role::Cheat)
                .add_modifier(Modifier::BOLD | Modifier::REVERSED);
            buf.set_stringn(spot.x, spot.y, mark, usize::from(spot.width), style);
        }
    }
}

/// Where the cheat mark goes when no cell of the map is free for it.
fn corner(frame: &Frame, mark: &str) -> Rect {
    let a = frame.area;
    let width = (mark.len() as u16).min(a.width);
    Rect::new(a.right().saturating_sub(width), a.y, width, 1)
}

/// A free place for the cheat mark: the top row from the right, then the
/// bottom row, then any row, so it sits out of the way when it can.
fn cheat_spot(frame: &Frame, taken: &Taken, mark: &str) -> Option<Rect> {
    let a = frame.area;
    let width = mark.len() as u16;
    if a.width < width {
        return None;
    }
    let last = a.bottom().saturating_sub(1);
    let rows = [a.y, last].into_iter().chain(a.y.saturating_add(1)..last);
    rows.flat_map(|y| {
        (a.x..=a.right().saturating_sub(width))
            .rev()
            .map(move |x| Rect::new(x, y, width, 1))
    })
    .find(|r| {
        // A cell of space each side, so it never reads as part of a label.
        let left = r.x.saturating_sub(1).max(a.x);
        let right = r.right().saturating_add(1).min(a.right());
        taken.is_free(Rect::new(left, r.y, right - left, 1))
    })
}
