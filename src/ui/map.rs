//! The map, the heart of the play screen: the rooms and tunnels the player
//! knows, drawn on a layout fixed per cave.
//!
//! Fog of war (RULES.md section 0) is kept by construction: outside cheat
//! mode every room, tunnel and mark drawn comes from the `View`. Only with
//! `cheat: Some(..)` (cheat mode, the game-over reveal) does the map read
//! hidden state, and then it says so on the map itself.
//!
//! What a room looks like:
//! - `[4]` the player's room, `(4)` a visited room, `4?` a room seen through
//!   a tunnel but not visited, `4` (cheat mode) a room the player never saw;
//! - beside a visited room, the senses last felt there: `w` smell, `~` draft,
//!   `b` bats (once per warning); hazards met there: `W!` `P!` `B!`; a
//!   self-loop: `↺`;
//! - in cheat mode, the hidden truth in braces: `{W}` awake wumpus, `{Wz}`
//!   asleep, `{Wx}` dead, `{P}` pit, `{B}` bats.
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
use crate::engine::classic::{Cheat, View};
use crate::ui::theme::{Role, Theme};
use canvas::{Frame, Taken};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;

/// The map of one classic game, for one frame.
pub struct MapWidget<'a> {
    /// The player's knowledge: the only source outside cheat mode.
    pub view: View<'a>,
    /// Some in cheat mode and at game over: every room, tunnel and hazard.
    pub cheat: Option<Cheat<'a>>,
    pub layout: &'a MapLayout,
    pub theme: &'a Theme,
    /// The room under the map cursor, highlighted.
    pub cursor: Option<RoomId>,
    /// The arrow path being planned: its rooms are highlighted, and so are
    /// the known tunnels along it, starting from the player's room.
    pub path: &'a [RoomId],
}

/// Shown inside the map whenever it draws hidden state.
const CHEAT_MARK: &str = "CHEAT";
/// At game over the same overlay is the reveal, not cheating.
const REVEAL_MARK: &str = "REVEALED";

impl MapWidget<'_> {
    /// What the hidden-state overlay is called on the map.
    fn mark(&self) -> &'static str {
        if self.view.ending().is_some() {
            REVEAL_MARK
        } else {
            CHEAT_MARK
        }
    }
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
        for p in placed.iter().filter(|p| p.shown != rooms::Shown::Hidden) {
            taken.take(p.rect);
        }
        let boxes = taken.clone();
        let cheat_mark = self.cheat.and(cheat_spot(&frame, &taken, self.mark()));
        if let Some(spot) = cheat_mark {
            taken.take(spot);
        }
        rooms::place_marks(&self, &frame, &mut placed, &mut taken, &boxes);
        tunnels::draw(&self, &placed, &mut taken, buf);
        rooms::draw_marks(&self, &placed, buf);
        rooms::draw_labels(&self, &placed, buf);
        if self.cheat.is_some() {
            // With no free spot the mark goes top right anyway: saying
            // that hidden state is shown matters more than one label.
            let spot = cheat_mark.unwrap_or_else(|| corner(&frame, self.mark()));
            let style = self
                .theme
                .style(Role::Cheat)
                .add_modifier(Modifier::BOLD | Modifier::REVERSED);
            let mark = self.mark();
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
