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
mod grow;
mod hand;
mod layout;
mod point;
mod rooms;
mod route;
mod spots;
mod tunnels;

pub use hand::{Entry as LayoutEntry, LAYOUTS, parse as parse_layout};
pub use layout::{Direction, MIN_DISTANCE, MapLayout};
pub use point::Point;

use crate::engine::RoomId;
use crate::ui::theme::{Role, Theme};
use canvas::{Frame, Taken};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;
use route::Zones;

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
    /// Whether the screen lists every known tunnel in words beside the map,
    /// so the note about tunnels left out may point there.
    pub listed: bool,
}

/// What one frame of the map drew, for tests that hold it to the truth.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawn {
    /// Each room's box, by room index; `None` for a room not drawn.
    pub boxes: Vec<Option<Rect>>,
    /// Each of the map's tunnels (in `KnownMap::tunnels` order): whether
    /// its line is drawn.
    pub lines: Vec<bool>,
    /// The map says some tunnels are not drawn.
    pub note: bool,
}

impl Widget for MapWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.draw(area, buf);
    }
}

impl MapWidget<'_> {
    /// Draws the map, and says what it drew.
    pub fn draw(self, area: Rect, buf: &mut Buffer) -> Drawn {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return Drawn::default();
        }
        let stamp = self.map.stamp;
        // The stamp gets a row of its own, so it never covers the drawing;
        // cheat mode is fixed per game, so the map does not jump in play.
        let header = (stamp.is_some() && area.height >= 6).then_some(Rect { height: 1, ..area });
        let body = match header {
            Some(_) => Rect {
                y: area.y + 1,
                height: area.height - 1,
                ..area
            },
            None => area,
        };
        let frame = Frame::new(body, self.layout.widest());
        let mut placed = rooms::place(&self, &frame);
        spots::settle(self.map, &frame, &mut placed);
        let mut taken = Taken::new(body);
        // Boxes with the cells their danger marks reserved: other rooms'
        // marks keep off both.
        let mut boxes = Taken::new(body);
        for p in placed.iter().filter(|p| p.shown != Shown::Hidden) {
            taken.take(p.rect);
            boxes.take(p.reserve);
        }
        rooms::place_marks(&self, &frame, &mut placed, &mut taken, &boxes);
        let zones = Zones::new(body, &placed, &rooms::marks_rect(&self, &placed));
        let (lines, left) = tunnels::draw(&self, &placed, &zones, &mut taken, buf);
        rooms::draw_marks(&self, &placed, buf);
        rooms::draw_labels(&self, &placed, buf);
        if let Some(mark) = stamp {
            let spot = match header {
                Some(row) => corner(row, mark),
                None => corner(area, mark),
            };
            let style = self
                .theme
                .style(Role::Cheat)
                .add_modifier(Modifier::BOLD | Modifier::REVERSED);
            buf.set_stringn(spot.x, spot.y, mark, usize::from(spot.width), style);
        }
        if left > 0 {
            note(self.theme, self.listed, header, body, buf);
        }
        Drawn {
            boxes: placed
                .iter()
                .map(|p| (p.shown != Shown::Hidden).then_some(p.rect))
                .collect(),
            lines,
            note: left > 0,
        }
    }
}

/// Says that some tunnels are not drawn. No digits, so it never reads as a
/// room label.
const NOTE: [&str; 2] = ["some tunnels not drawn: see exits", "see exits"];
/// The same, for a screen with no list of tunnels to point to.
const NOTE_UNLISTED: [&str; 2] = ["some tunnels not drawn", "not all drawn"];

fn note(theme: &Theme, listed: bool, header: Option<Rect>, body: Rect, buf: &mut Buffer) {
    let style = theme.style(Role::Warning);
    let texts = if listed { NOTE } else { NOTE_UNLISTED };
    if let Some(row) = header {
        // Beside the stamp, never cut: a cut note could read as nonsense.
        let room = usize::from(row.width.saturating_sub(10));
        if let Some(text) = texts.iter().find(|t| t.chars().count() <= room) {
            buf.set_string(row.x, row.y, text, style);
        }
        return;
    }
    let blank = |x: u16, y: u16| buf.cell((x, y)).is_none_or(|c| c.symbol() == " ");
    for text in texts {
        let width = text.chars().count() as u16;
        if width + 2 > body.width {
            continue;
        }
        let rows = (body.y..body.bottom()).rev();
        let spot = rows
            .flat_map(|y| (body.x..=body.right() - width - 2).map(move |x| (x, y)))
            .find(|&(x, y)| (x..x + width + 2).all(|cx| blank(cx, y)));
        if let Some((x, y)) = spot {
            buf.set_string(x + 1, y, text, style);
            return;
        }
    }
    buf.set_stringn(
        body.x,
        body.bottom() - 1,
        NOTE[1],
        usize::from(body.width),
        style,
    );
}

/// Where a stamp goes: the right end of the row.
fn corner(row: Rect, mark: &str) -> Rect {
    let width = (mark.len() as u16).min(row.width);
    Rect::new(row.right().saturating_sub(width), row.y, width, 1)
}
