//! A screen's share of its table's talk: the lines its reader may read
//! (`talk::hear`), the spectators' lines held back from the living until
//! the game is over or they are out of it, the names it muted, the line
//! being typed, and the table's map notes for its map.

use super::TableSeat;
use crate::front::table_map::MapNote;
use crate::front::{Input, TalkPane};
use crate::keymap::Action;
use crate::record::{Channel, Talk};
use crate::serve::talk::{self, Heard, Reader, Typed, same_name};
use crate::ui::text_input::TextInput;
use crate::words::Tone;

/// Lines a pane keeps to scroll back through.
const PANE_LINES: usize = 500;
/// Rows one PageUp scrolls.
const PAGE: usize = 5;

#[derive(Default)]
pub struct Chat {
    /// What this screen may read, newest last.
    lines: Vec<(Tone, String)>,
    /// The spectators' lines, until this reader may read them.
    held: Vec<Talk>,
    muted: Vec<String>,
    pub typing: Option<TextInput>,
    back: usize,
    notes: Vec<MapNote>,
}

impl Chat {
    fn say(&mut self, tone: Tone, text: String) {
        self.lines.push((tone, text));
        if self.lines.len() > PANE_LINES {
            self.lines.remove(0);
        }
    }
}

impl TableSeat {
    /// Whether this screen's seat is still in the game.
    pub(super) fn living(&self) -> bool {
        self.seat.is_some_and(|s| self.copy.living().contains(&s)) && self.copy.acting().is_some()
    }

    fn reader(&self) -> Reader<'_> {
        Reader {
            name: &self.me,
            living: self.living(),
            over: self.copy.acting().is_none(),
        }
    }

    /// A line said at the table reaches this screen.
    pub(super) fn hear(&mut self, line: Talk) {
        if self.chat.muted.iter().any(|m| same_name(m, &line.who)) {
            return;
        }
        if line.channel == Channel::Map {
            let rooms = self.copy.map_rooms();
            if let Ok(note) = MapNote::parse(&line.who, &line.text, rooms) {
                self.chat.notes.push(note);
                let notes = self.chat.notes.clone();
                self.copy.table_notes(&notes);
            }
        }
        match talk::hear(&line, self.reader()) {
            Heard::Now(tone, text) => {
                // The public log has the table's lines where a claim goes;
                // a whisper's words and the spectators' stay in the pane.
                let public = match &line.channel {
                    Channel::Table | Channel::Map => true,
                    Channel::Whisper { to } => line.who != self.me && *to != self.me,
                    _ => false,
                };
                if public {
                    self.copy.input(Input::Heard(text.clone()));
                }
                self.chat.say(tone, text);
            }
            Heard::Later => self.chat.held.push(line),
        }
    }

    /// The spectators' lines held back, once this reader may read them
    /// (the game is over, or their seat is out of it).
    pub(super) fn release(&mut self) {
        if self.chat.held.is_empty() || self.reader().living && !self.reader().over {
            return;
        }
        self.chat
            .say(Tone::Secret, "What the spectators said meanwhile:".into());
        for line in std::mem::take(&mut self.chat.held) {
            if let Heard::Now(tone, text) = talk::hear(&line, self.reader()) {
                self.chat.say(tone, text);
            }
        }
    }

    /// A key for the talk, if it is one: `true` when it was.
    pub(super) fn talk_key(&mut self, action: Action) -> bool {
        if self.chat.typing.is_none() {
            match action {
                // A visitor not logged in (a table watched by its link)
                // reads the talk and does not talk: no name to answer for.
                Action::Talk if self.me == crate::serve::watch::WATCHER => {
                    self.chat
                        .say(Tone::Warning, "Log in to talk at a table.".into());
                }
                Action::Talk => {
                    self.chat.typing = Some(TextInput::new("", talk::clean::MAX_CELLS));
                    self.chat.back = 0;
                }
                Action::Ready => self.ready(),
                _ => return false,
            }
            return true;
        }
        match action {
            Action::Type(c) => {
                if let Some(t) = &mut self.chat.typing {
                    t.type_char(c);
                }
            }
            Action::Erase => {
                if let Some(t) = &mut self.chat.typing {
                    t.erase();
                }
            }
            Action::Cancel => self.chat.typing = None,
            Action::Select => self.send(),
            Action::PageUp => self.chat.back = self.chat.back.saturating_add(PAGE),
            Action::PageDown => self.chat.back = self.chat.back.saturating_sub(PAGE),
            // Anything else the prompt has no use for stays there.
            _ => {}
        }
        true
    }

    fn ready(&mut self) {
        let said = match self.seat {
            Some(seat) => self.table.ready(seat),
            None => Err("Spectators do not hold the discussion.".into()),
        };
        match said {
            Ok(line) => self.chat.say(Tone::Good, line),
            Err(why) => self.chat.say(Tone::Warning, why),
        }
    }

    /// Enter: the typed line goes to the table, or does what it asks on
    /// this screen. Refused, it stays typed to be mended.
    fn send(&mut self) {
        let Some(typed) = self.chat.typing.as_ref().map(|t| t.value().to_string()) else {
            return;
        };
        if typed.trim().is_empty() {
            return;
        }
        let done = match talk::typed(&typed) {
            Ok(Typed::Mute(name)) => {
                if !self.chat.muted.iter().any(|m| same_name(m, name)) {
                    self.chat.muted.push(name.to_string());
                }
                Ok(Some(format!(
                    "You no longer see {name}'s lines (/unmute {name})."
                )))
            }
            Ok(Typed::Unmute(name)) => {
                self.chat.muted.retain(|m| !same_name(m, name));
                Ok(Some(format!("You see {name}'s lines again.")))
            }
            Ok(Typed::Help) => Ok(Some(talk::HELP.to_string())),
            Ok(Typed::Ready) => {
                self.ready();
                Ok(None)
            }
            Ok(_) => self.table.say(&self.me, self.seat, &typed),
            Err(why) => Err(why),
        };
        match done {
            Ok(answer) => {
                if let Some(t) = &mut self.chat.typing {
                    *t = TextInput::new("", talk::clean::MAX_CELLS);
                }
                if let Some(line) = answer {
                    self.chat.say(Tone::Good, line);
                }
            }
            Err(why) => self.chat.say(Tone::Warning, why),
        }
        self.chat.back = 0;
    }

    /// The talk pane as this screen shows it now.
    pub(super) fn pane(&self) -> TalkPane {
        let from = self.chat.lines.len().saturating_sub(200 + self.chat.back);
        TalkPane {
            title: self.table.talk_title(self.seat.filter(|_| self.living())),
            lines: self.chat.lines[from..].to_vec(),
            typing: self.chat.typing.clone(),
            back: self.chat.back,
        }
    }
}
