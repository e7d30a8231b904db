//! The mouse: a click on a room of the map, or on a tunnel in the side
//! panel, the look cursor following it over the map's rooms, and the
//! wheel over the log, the history and help. What was
//! clicked is found in what the last frame drew (`Hits`, kept by the play
//! screen's view as it draws); the model holds nothing else of the
//! widgets'. Clicks anywhere else do nothing, and say nothing.

use super::{App, Confirm, Effect, Overlay, Screen};
use crate::engine::RoomId;
use crate::front::Input;
use crate::keymap::{Action, Layer};
use crate::ui::map::Drawn;
use crate::ui::panels::log::entry_rows;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};
use std::cell::RefCell;

/// Rows one turn of the wheel scrolls.
const WHEEL_ROWS: usize = 3;

/// Where the last frame drew what a click can pick.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hits {
    /// Each room's box on the map.
    pub rooms: Vec<(Rect, RoomId)>,
    /// Each numbered tunnel in the side panel.
    pub picks: Vec<(Rect, u8)>,
    /// The log panel.
    pub log: Rect,
}

impl Hits {
    /// The hits of a play screen: the map's drawn boxes, the tunnels.
    pub fn of(drawn: &Drawn, picks: Vec<(Rect, u8)>, log: Rect) -> Hits {
        let rooms = drawn
            .boxes
            .iter()
            .enumerate()
            .filter_map(|(i, b)| Some(((*b)?, RoomId(i as u16))))
            .collect();
        Hits { rooms, picks, log }
    }

    fn room_at(&self, at: Position) -> Option<RoomId> {
        self.rooms
            .iter()
            .find(|(r, _)| r.contains(at))
            .map(|(_, room)| *room)
    }

    fn pick_at(&self, at: Position) -> Option<u8> {
        self.picks
            .iter()
            .find(|(r, _)| r.contains(at))
            .map(|(_, n)| *n)
    }
}

/// The app's view state for the mouse.
#[derive(Debug)]
pub struct Pointer {
    /// Capture the mouse (the config's `mouse`); the terminal reads it.
    pub capture: bool,
    /// What the last frame drew; the view writes it as it draws.
    pub hits: RefCell<Hits>,
    /// Rows the log panel is scrolled up from the newest.
    pub log_back: usize,
    /// The room the mouse was last over, if any.
    pub hovered: Option<RoomId>,
}

impl Default for Pointer {
    fn default() -> Pointer {
        Pointer {
            capture: true,
            hits: RefCell::new(Hits::default()),
            log_back: 0,
            hovered: None,
        }
    }
}

impl App {
    /// A mouse event. Only presses of the left button and the wheel do
    /// anything.
    pub fn mouse(&mut self, event: MouseEvent) -> Effect {
        let at = Position::new(event.column, event.row);
        match event.kind {
            MouseEventKind::ScrollUp => self.wheel(true),
            MouseEventKind::ScrollDown => self.wheel(false),
            MouseEventKind::Down(MouseButton::Left) => self.click(at),
            MouseEventKind::Moved => self.hover(at),
            _ => Effect::Unchanged,
        }
    }

    /// While looking, the cursor follows the mouse over the map's rooms.
    /// The terminal reports every cell the mouse crosses: only a move onto
    /// another room than the last one is news (and costs a frame).
    fn hover(&mut self, at: Position) -> Effect {
        let room = self.pointer.hits.borrow().room_at(at);
        let was = std::mem::replace(&mut self.pointer.hovered, room);
        if self.layer() != Layer::Look || room.is_none() || room == was {
            return Effect::Unchanged;
        }
        let (Some(room), Screen::Play(s)) = (room, &mut self.screen) else {
            return Effect::Unchanged;
        };
        s.input(Input::Hover(room));
        Effect::None
    }

    fn wheel(&mut self, up: bool) -> Effect {
        let step = if up { Action::Up } else { Action::Down };
        match &self.overlay {
            Some(Overlay::Help { .. } | Overlay::History { .. }) => {
                for _ in 0..WHEEL_ROWS {
                    self.on_reader(step);
                }
                return Effect::None;
            }
            Some(_) => return Effect::Unchanged,
            None => {}
        }
        if self.session().is_none() {
            return Effect::Unchanged;
        }
        self.scroll_log(up, WHEEL_ROWS)
    }

    /// Scrolls the log panel `rows` back (`up`) or on, no further than it
    /// goes; says whether it moved.
    pub(super) fn scroll_log(&mut self, up: bool, rows: usize) -> Effect {
        let max = self.log_max_back();
        let back = &mut self.pointer.log_back;
        let was = *back;
        *back = if up {
            back.saturating_add(rows).min(max)
        } else {
            back.saturating_sub(rows)
        };
        if *back == was {
            Effect::Unchanged
        } else {
            Effect::None
        }
    }

    /// A page of the log panel, as the last frame drew it: its rows but
    /// one, so a line of the last page stays in sight.
    pub(super) fn log_page(&self) -> usize {
        let area = self.pointer.hits.borrow().log;
        usize::from(area.height.saturating_sub(3)).max(1)
    }

    /// How far the log panel can scroll up, as the last frame drew it.
    fn log_max_back(&self) -> usize {
        let area = self.pointer.hits.borrow().log;
        let width = usize::from(area.width.saturating_sub(2));
        let rows = usize::from(area.height.saturating_sub(2));
        let view = self.view();
        let log = view.as_ref().map_or(&[][..], |v| v.log);
        let all: usize = log
            .iter()
            .map(|(tone, text)| entry_rows(*tone, text, width, &self.theme).len())
            .sum();
        all.saturating_sub(rows)
    }

    fn click(&mut self, at: Position) -> Effect {
        let layer = self.layer();
        if !matches!(
            layer,
            Layer::Play | Layer::Look | Layer::Armed | Layer::Editor | Layer::MoveTo
        ) {
            return Effect::Unchanged;
        }
        let (room, pick) = {
            let hits = self.pointer.hits.borrow();
            (hits.room_at(at), hits.pick_at(at))
        };
        if let Some(room) = room {
            let Screen::Play(s) = &mut self.screen else {
                return Effect::Unchanged;
            };
            if let Some(question) = s.input(Input::Click(room)) {
                self.overlay = Some(Overlay::Confirm(Confirm::Game(question)));
            }
            self.pointer.log_back = 0;
            return Effect::None;
        }
        // A tunnel's row is its number key, where the number picks.
        if let Some(n) = pick
            && matches!(layer, Layer::Play | Layer::Armed)
        {
            let scopes = self.scopes();
            self.on_play(Action::Tunnel(n), layer, &scopes);
            self.pointer.log_back = 0;
            return Effect::None;
        }
        Effect::Unchanged
    }
}
