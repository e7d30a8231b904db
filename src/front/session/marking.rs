//! The session's side of the player's marks (`front::marks`): the mark
//! mode's keys, the marks kept through the keeper, the board handed to the
//! adapter, and the question before a move into a room marked dangerous.

use super::Session;
use crate::engine::{Game, RoomId};
use crate::front::marks::{self, Board, MARK, Marking};
use crate::front::{Adapter, Cmd, Intent};
use crate::keymap::Action;
use crate::words::Tone;

impl<A: Adapter> Session<A> {
    /// Whether the player can mark rooms now.
    pub(crate) fn can_mark(&self) -> bool {
        A::MARKS.is_some()
            && !self.game.is_over()
            && !self.playback
            && self.ui.viewer(&self.game).is_some()
            // Not over the game's own armed verb or prompt.
            && self.ui.armed().is_none()
            && self.ui.typing().is_none()
    }

    /// The viewing seat's marks, and the mark cursor.
    pub(crate) fn board(&self) -> Board {
        let (Some(words), Some(seat)) = (A::MARKS, self.ui.viewer(&self.game)) else {
            return Board::default();
        };
        Board {
            marks: self.keeper.book().of(seat, &words),
            cursor: self
                .marking
                .as_ref()
                .and_then(|m| m.cursor)
                .or_else(|| self.looking.as_ref().and_then(|l| l.cursor)),
        }
    }

    /// Hands the adapter what it should show of the marks now.
    pub(crate) fn show_board(&mut self) {
        if A::MARKS.is_none() {
            return;
        }
        let board = self.board();
        self.ui.show_marks(&self.game, &board);
    }

    /// Cycles the viewing seat's mark on `room`, and leaves mark mode.
    pub(crate) fn mark(&mut self, room: RoomId) {
        let (Some(words), Some(seat)) = (A::MARKS, self.ui.viewer(&self.game)) else {
            return;
        };
        let next = words.next(self.keeper.book().on(seat, room));
        self.set_mark(room, next.map_or("", |g| g.word));
        self.marking = None;
        self.show_board();
    }

    /// A mark from the record made again, by the seat that made it.
    pub(crate) fn mark_again(&mut self, marked: &marks::Marked) {
        let seat = crate::engine::Seat(marked.seat);
        self.keeper.marked(seat, RoomId(marked.room), &marked.word);
        self.show_board();
    }

    /// Sets the viewing seat's mark on `room` (`""`: clears it).
    pub(crate) fn set_mark(&mut self, room: RoomId, word: &str) {
        if let Some(seat) = self.ui.viewer(&self.game) {
            self.keeper.marked(seat, room, word);
            self.show_board();
        }
    }

    /// A key while a mark is armed. `None`: the key is not mark mode's.
    pub(crate) fn on_marking(&mut self, action: Action) -> Option<()> {
        let marking = self.marking.as_mut()?;
        if let Some(text) = marking.typed.as_mut() {
            match action {
                Action::Type(c) if text.chars().count() < 40 => text.push(c),
                Action::Erase => {
                    text.pop();
                }
                Action::Cancel => marking.typed = None,
                Action::Select => {
                    let typed = text.trim().to_string();
                    match self.room_named(&typed) {
                        Ok(room) => self.mark(room),
                        Err(why) => self.say(Tone::Warning, why),
                    }
                }
                _ => {}
            }
            return Some(());
        }
        match action {
            Action::Cancel | Action::Verb(MARK) => self.marking = None,
            Action::MoveByLabel => marking.typed = Some(String::new()),
            Action::Up | Action::Down | Action::Left | Action::Right => {
                let from = marking
                    .cursor
                    .or_else(|| self.ui.pick_room(&self.game, Action::Select));
                let to = from.and_then(|f| self.ui.step_room(&self.game, f, action));
                if let (Some(m), Some(to)) = (self.marking.as_mut(), to.or(from)) {
                    m.cursor = Some(to);
                }
            }
            Action::Select => {
                let room = marking
                    .cursor
                    .or_else(|| self.ui.pick_room(&self.game, Action::Select));
                match room {
                    Some(room) => self.mark(room),
                    None => self.say(
                        Tone::Warning,
                        "No room is under the cursor to mark.".to_string(),
                    ),
                }
            }
            Action::Tunnel(k) => match self.ui.pick_room(&self.game, action) {
                Some(room) => self.mark(room),
                None => self.say(
                    Tone::Warning,
                    format!("No room you know lies through tunnel {k} to mark."),
                ),
            },
            _ => return None,
        }
        self.show_board();
        Some(())
    }

    /// `x` on the play screen: mark mode, or why not.
    pub(crate) fn arm_mark(&mut self) {
        if !self.can_mark() {
            return;
        }
        self.marking = Some(Marking {
            cursor: self.ui.pick_room(&self.game, Action::Select),
            typed: None,
        });
        self.show_board();
    }

    /// The room the player names by `label`, among those they may mark;
    /// or why not, with the nearest label.
    pub(crate) fn room_named(&self, label: &str) -> Result<RoomId, String> {
        if label.is_empty() {
            return Err("Type a room label first.".to_string());
        }
        let rooms = self.ui.mark_rooms(&self.game);
        if let Some((room, _)) = rooms.iter().find(|(_, l)| l.eq_ignore_ascii_case(label)) {
            return Ok(*room);
        }
        let labels: Vec<&str> = rooms.iter().map(|(_, l)| l.as_str()).collect();
        let near = crate::config::closest(label, &labels)
            .map(|l| format!(" (did you mean {l}?)"))
            .unwrap_or_default();
        Err(format!("There is no room {label:?} to mark{near}."))
    }

    /// A command about to be carried out for the player: a move into a
    /// room they marked dangerous asks first.
    pub(crate) fn guarded(&self, intent: Intent<Cmd<A>>) -> Intent<Cmd<A>> {
        let Intent::Command(command) = intent else {
            return intent;
        };
        let board = self.board();
        match self.ui.enters(&self.game, &command) {
            Some(room) if board.dangerous(room) => {
                let label = self
                    .ui
                    .mark_rooms(&self.game)
                    .into_iter()
                    .find(|(r, _)| *r == room)
                    .map_or_else(|| format!("{}", room.0 + 1), |(_, l)| l);
                let word = board.on(room).map_or("", |g| g.word);
                Intent::Confirm(
                    format!("You marked room {label} \"{word}\". Go anyway?"),
                    command,
                )
            }
            _ => Intent::Command(command),
        }
    }

    /// The viewing seat's marks in words.
    pub(crate) fn marks_words(&self) -> Option<String> {
        A::MARKS?;
        let labels = self.ui.mark_rooms(&self.game);
        let label = |r: RoomId| {
            labels
                .iter()
                .find(|(room, _)| *room == r)
                .map_or_else(|| format!("{}", r.0 + 1), |(_, l)| l.clone())
        };
        Some(marks::listing(&self.board().marks, label))
    }
}
