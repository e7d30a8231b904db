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
    /// A room of the path that is not next to the one before it, where the
    /// player knows that room's exits (their own room's, a visited room's):
    /// the words that say so. Not a refusal: the arrow goes astray there.
    pub astray: Option<String>,
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
                        astray: None,
                    };
                }
            }
        }
        let problem = if rooms.is_empty() {
            None
        } else {
            view.check_path(&rooms).err()
        };
        let astray = problem.is_none().then(|| astray(view, &rooms)).flatten();
        Plan {
            rooms,
            problem,
            astray,
        }
    }
}

/// The first step of `rooms` (from the player's room) that no tunnel the
/// player knows takes, in words: "7 is not next to you (exits 1, 4, 6)".
/// Only a room the player has stood in has known exits; past any other
/// the path says nothing (whether two rooms are joined is not theirs to
/// know).
pub fn astray(view: &View<'_>, rooms: &[RoomId]) -> Option<String> {
    let mut from = view.here();
    for (i, &to) in rooms.iter().enumerate() {
        let exits = view.known_tunnels(from)?;
        if !exits.contains(&to) {
            let mut labels: Vec<&str> = Vec::new();
            for &e in exits {
                if !labels.contains(&view.label(e)) {
                    labels.push(view.label(e));
                }
            }
            let whose = if i == 0 {
                "you".to_string()
            } else {
                view.label(from).to_string()
            };
            return Some(format!(
                "{} is not next to {whose} (exits {}): the arrow goes astray there",
                view.label(to),
                labels.join(", ")
            ));
        }
        from = to;
    }
    None
}
