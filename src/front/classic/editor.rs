//! The text line under the map: an arrow path being aimed, or a room label
//! to walk to. It judges the path live with the engine's own checks, which
//! use only public facts, so it never tells the player anything new.

use crate::engine::RoomId;
use crate::engine::classic::{Refusal, View};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorKind {
    Aim,
    MoveTo,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    pub kind: EditorKind,
    pub text: String,
    /// Why the last Enter was refused; cleared by the next edit.
    pub refused: Option<String>,
}

/// What the typed path amounts to so far.
pub struct Plan {
    pub rooms: Vec<RoomId>,
    /// What firing now would be refused for (never "empty" while typing).
    pub problem: Option<Refusal>,
}

impl Editor {
    pub fn new(kind: EditorKind) -> Editor {
        Editor {
            kind,
            text: String::new(),
            refused: None,
        }
    }

    pub fn type_char(&mut self, c: char) {
        // Bounded so a stuck key cannot grow the line without end.
        if self.text.chars().count() < 200 && !c.is_control() {
            self.text.push(c);
        }
        self.refused = None;
    }

    pub fn erase(&mut self) {
        self.text.pop();
        self.refused = None;
    }

    /// Adds a room's label as the next token.
    pub fn add_label(&mut self, label: &str) {
        if !self.text.is_empty() && !self.text.ends_with([' ', ',']) {
            self.text.push(' ');
        }
        self.text.push_str(label);
        self.text.push(' ');
        self.refused = None;
    }

    pub fn plan(&self, view: &View<'_>) -> Plan {
        let mut rooms = Vec::new();
        for token in self.text.split(|c: char| c.is_whitespace() || c == ',') {
            if token.is_empty() {
                continue;
            }
            match view.room_by_label(token) {
                Some(room) => rooms.push(room),
                None => {
                    return Plan {
                        rooms,
                        problem: Some(Refusal::NoSuchRoom(token.to_string())),
                    };
                }
            }
        }
        let problem = if rooms.is_empty() {
            None
        } else {
            view.check_path(&rooms).err()
        };
        Plan { rooms, problem }
    }
}
