//! A server player's ways in, on their settings screen (docs/server.md,
//! "One player, two ways in"): a player who came in over SSH gives their
//! name a web password, to log in on the server's page; a player of the
//! page gives theirs an SSH public key, to come in with `ssh`. Either way
//! it is the one name, with its one save list, score list and seat.

use super::{Message, SettingsView};
use crate::app::{App, Effect, Screen};
use crate::keymap::Action;
use crate::ui::text_input::TextInput;

/// What the server keeps of a name's ways in, asked from its screen.
pub trait WaysIn: Send {
    /// The name has a web password.
    fn has_password(&self) -> bool;
    /// The fingerprint of the name's SSH key, if it has one.
    fn key(&self) -> Option<String>;
    /// Gives the name `password` (a new one replaces the old): the line
    /// saying so, or why not.
    fn set_password(&self, password: &str) -> Result<String, String>;
    /// Gives the name the SSH key `key` (a line of `authorized_keys`).
    fn add_key(&self, key: &str) -> Result<String, String>;
}

/// The rows below `ROWS` when there are ways in to set.
pub const WAY_ROWS: [&str; 2] = ["Web password", "SSH key"];

/// The longest line typed: an RSA key of 16384 bits, with a comment.
const TYPED_MAX: usize = 3000;

/// Which way in is being typed, and what is typed so far.
#[derive(Clone, Debug)]
pub struct Typing {
    pub password: bool,
    pub input: TextInput,
}

impl Typing {
    /// What the row shows while typing: a password only as dots.
    pub fn shown(&self, cells: usize) -> String {
        if self.password {
            "•".repeat(self.input.value().chars().count().min(cells))
        } else {
            self.input.tail(cells)
        }
    }
}

impl App {
    /// The names of the settings rows, the ways in after the rest.
    pub fn setting_rows(&self) -> Vec<&'static str> {
        let mut rows = super::ROWS.to_vec();
        if self.ways_in.is_some() {
            rows.extend(WAY_ROWS);
        }
        rows
    }

    /// The value each way-in row shows.
    pub fn ways_in_values(&self) -> Option<[String; 2]> {
        let ways = self.ways_in.as_ref()?;
        Some([
            if ways.has_password() { "set" } else { "none" }.to_string(),
            ways.key().unwrap_or_else(|| "none".to_string()),
        ])
    }

    /// Enter on a way-in row (`0`: the password, `1`: the key).
    pub(super) fn start_typing(view: &mut SettingsView, row: usize) {
        view.typing = Some(Typing {
            password: row == 0,
            input: TextInput::new("", TYPED_MAX),
        });
        view.message = Some(Message {
            text: if row == 0 {
                "Type a web password, then Enter (it is never shown); Esc leaves it as it was."
                    .into()
            } else {
                "Paste your public key (a line such as ssh-ed25519 AAAA… you@host), then Enter."
                    .into()
            },
            ok: true,
        });
    }

    /// A key while a way in is typed.
    pub(super) fn on_typing(&mut self, action: Action) -> Effect {
        let Screen::Settings(view) = &mut self.screen else {
            return Effect::Unchanged;
        };
        let Some(typing) = &mut view.typing else {
            return Effect::Unchanged;
        };
        match action {
            Action::Type(c) => {
                typing.input.type_char(c);
            }
            Action::Erase => typing.input.erase(),
            Action::Cancel => {
                view.typing = None;
                view.message = None;
            }
            Action::Select => {
                let Some(typing) = view.typing.take() else {
                    return Effect::None;
                };
                let Some(ways) = &self.ways_in else {
                    return Effect::None;
                };
                let typed = typing.input.value();
                let done = if typing.password {
                    ways.set_password(typed)
                } else {
                    ways.add_key(typed)
                };
                view.message = Some(match done {
                    Ok(text) => Message { text, ok: true },
                    Err(why) => {
                        // Refused, a key stays typed to be mended; a
                        // password is typed again, unseen.
                        if !typing.password {
                            view.typing = Some(typing);
                        }
                        Message {
                            text: format!("Not done: {why}."),
                            ok: false,
                        }
                    }
                });
            }
            _ => return Effect::Unchanged,
        }
        Effect::None
    }
}
