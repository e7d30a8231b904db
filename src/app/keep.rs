//! The app's side of saved games: the menu's Resume entries (one per game
//! saved in the data dir and played by no one, the newest first), resuming
//! one, and the question on leaving a game that can be saved (save,
//! abandon, stay). A new game leaves every save alone: each game has its
//! own (`record::saves`).

use super::{App, Confirm, Effect, Overlay, Screen};
use crate::front::{self, Input, Keep};
use crate::keymap::Action;
use crate::record::saves::{self, Listed};
use crate::record::{End, Save, SaveHandle};

/// A saved game the menu offers.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Game(Box<Save>),
    /// A save that cannot be read: its id, and why in a line.
    Unreadable {
        id: String,
        why: String,
    },
}

impl Saved {
    /// Its menu entry.
    pub fn entry(&self) -> String {
        match self {
            // The start of its id tells two games of one minute apart.
            Saved::Game(save) => {
                let id = &save.record.id;
                format!(
                    "{} · {}",
                    front::keep::resume_line(save),
                    &id[..id.len().min(6)]
                )
            }
            Saved::Unreadable { id, why } => {
                format!("Resume: the save of game {id} cannot be read ({why})")
            }
        }
    }

    /// The menu's entry for `listed`, unless it is not for resuming (a
    /// game whose ending waits to be filed).
    fn of(listed: Listed) -> Option<Saved> {
        match listed.save {
            Ok(save) if save.record.end == End::Playing => Some(Saved::Game(save)),
            Ok(_) => None,
            Err(why) => Some(Saved::Unreadable { id: listed.id, why }),
        }
    }
}

impl App {
    /// Reads the saves again (the menu is about to show them).
    pub fn refresh_saved(&mut self) {
        let had = self.saved.len();
        (self.saved, self.held_saves) = match &self.files {
            None => (Vec::new(), Vec::new()),
            Some(files) => (
                (saves::list(&files.data).into_iter())
                    .filter_map(Saved::of)
                    .collect(),
                (saves::ids(&files.data).into_iter())
                    .filter(|id| saves::is_live(&files.data, id))
                    .collect(),
            ),
        };
        // A save that just appeared (the newest, first) is what the player
        // most likely wants.
        if self.saved.len() > had {
            self.on_resume = true;
            self.resume_at = 0;
        }
        if self.saved.is_empty() {
            self.on_resume = false;
        }
        self.resume_at = self.resume_at.min(self.saved.len().saturating_sub(1));
    }

    /// The save the menu's cursor is on, if it is on one.
    pub fn chosen_save(&self) -> Option<&Saved> {
        self.on_resume
            .then(|| self.saved.get(self.resume_at))
            .flatten()
    }

    /// Resumes the chosen saved game, from the menu. A save that cannot be
    /// resumed stays where it is, and the menu says why.
    pub(super) fn resume_saved(&mut self) {
        let save = match self.chosen_save() {
            Some(Saved::Game(save)) => save.clone(),
            Some(Saved::Unreadable { why, .. }) => {
                self.notice = Some(format!("The saved game cannot be read: {why}"));
                return;
            }
            None => return,
        };
        match front::resume(&save, self.files.as_ref()) {
            Ok(mut game) => {
                // Hints as a new game has them (the config's, or as `h`
                // last left them), as `wumpus resume` does.
                game.input(Input::Hints(self.hints));
                self.selected = (self.variants.iter())
                    .position(|v| v.id == save.record.variant.id)
                    .unwrap_or(self.selected);
                // New games after it keep its rules, whatever the config
                // says now.
                self.playing = Some(save.record.rules.clone());
                self.screen = Screen::Play(self.solo(game));
                self.overlay = None;
                self.notice = None;
            }
            Err(why) => {
                self.notice = Some(why);
                self.refresh_saved();
            }
        }
    }

    /// `q` in a game: save-or-abandon when it can be saved, else yes/no.
    pub(super) fn ask_to_leave(&mut self) {
        let can_save = self.view().is_some_and(|v| v.can_save);
        self.overlay = Some(if can_save {
            Overlay::Leave
        } else {
            Overlay::Confirm(Confirm::Quit)
        });
    }

    pub(super) fn on_leave(&mut self, action: Action) -> Effect {
        self.overlay = None;
        let Screen::Play(s) = &mut self.screen else {
            return Effect::None;
        };
        match action {
            Action::SaveQuit => match s.keep(Keep::SaveAndLeave) {
                Ok(_) => self.leave_game(),
                // Not saved: the game stays, and says why.
                Err(why) => {
                    s.input(Input::Note(format!("The game was not saved: {why}")));
                    Effect::None
                }
            },
            Action::Abandon => {
                let _ = s.keep(Keep::Abandon);
                let _ = s.keep(Keep::Settle);
                self.leave_game()
            }
            Action::Cancel => Effect::None,
            _ => {
                self.overlay = Some(Overlay::Leave);
                Effect::Unchanged
            }
        }
    }

    /// Enter on a variant: its game (other saved games stay as they are).
    pub(super) fn start_or_ask(&mut self) {
        let seed = self.next_seed();
        self.setup_or_start(seed);
    }

    /// Takes the finished background work of the game's record and of the
    /// settings writer; true when the screen changed. The terminal loop
    /// calls this when idle.
    pub fn poll(&mut self) -> bool {
        let record = match &mut self.screen {
            Screen::Play(s) => s.keep(Keep::Poll).unwrap_or(false),
            _ => false,
        };
        // A screen its table sent away goes back to the lobby, saying why.
        if let Screen::Play(s) = &self.screen
            && let Some(why) = s.gone()
        {
            self.leave_for_lobby(why);
            return true;
        }
        record | self.take_settings_news() | self.poll_lobby() | self.poll_held_saves()
    }

    /// On the menu, a save another screen held and has let go is read
    /// again, to be offered. True when the menu changed.
    fn poll_held_saves(&mut self) -> bool {
        if !matches!(self.screen, Screen::Menu) {
            return false;
        }
        let Some(files) = &self.files else {
            return false;
        };
        let data = &files.data;
        if !(self.held_saves.iter()).any(|id| !saves::is_live(data, id)) {
            return false;
        }
        let before = self.saved.clone();
        self.refresh_saved();
        self.saved != before
    }

    /// A frame is drawn: the settings and the save changed for it may be
    /// written now. True when that has news for the screen (a save that
    /// failed): draw again.
    pub fn frame_drawn(&mut self) -> bool {
        self.settings_writer.release();
        match &mut self.screen {
            Screen::Play(s) => s.keep(Keep::Release).unwrap_or(false),
            _ => false,
        }
    }

    /// The game's newest save, for a signal or a panic to write.
    pub fn save_handle(&self) -> Option<SaveHandle> {
        match &self.screen {
            Screen::Play(s) => s.save_handle(),
            _ => None,
        }
    }
}
