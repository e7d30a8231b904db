//! The app's side of saved games: the menu's Resume entry, resuming, the
//! question on leaving a game that can be saved (save, abandon, stay), and
//! a new game while another is saved (the saved one is filed in the scores
//! as abandoned first, never lost in silence).

use super::{App, Confirm, Effect, Overlay, Screen};
use crate::front;
use crate::keymap::Action;
use crate::record::{Save, SaveHandle, read_save, remove_save};

/// The saved game the menu offers.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Saved {
    #[default]
    None,
    Game(Box<Save>),
    /// A save that cannot be read: why, in a line.
    Unreadable(String),
}

impl Saved {
    /// The menu's first entry, when there is a save.
    pub fn entry(&self) -> Option<String> {
        match self {
            Saved::None => None,
            Saved::Game(save) => Some(save.resume_line()),
            Saved::Unreadable(why) => Some(format!("Resume: the save cannot be read ({why})")),
        }
    }
}

impl App {
    /// Reads the save again (the menu is about to show it).
    pub fn refresh_saved(&mut self) {
        let had = self.saved != Saved::None;
        self.saved = match &self.files {
            None => Saved::None,
            Some(files) => match read_save(&files.data.save()) {
                Ok(None) => Saved::None,
                Ok(Some(save)) => Saved::Game(Box::new(save)),
                Err(e) => Saved::Unreadable(e.to_string()),
            },
        };
        // A save that just appeared is what the player most likely wants.
        if !had && self.saved != Saved::None {
            self.on_resume = true;
        }
        if self.saved == Saved::None {
            self.on_resume = false;
        }
    }

    /// Resumes the saved game, from the menu. A save that cannot be
    /// resumed stays where it is, and the menu says why.
    pub(super) fn resume_saved(&mut self) {
        let Saved::Game(save) = &self.saved else {
            if let Saved::Unreadable(why) = &self.saved {
                self.notice = Some(format!("The saved game cannot be read: {why}"));
            }
            return;
        };
        match front::resume(save, self.files.as_ref()) {
            Ok(game) => {
                self.selected = (self.variants.iter())
                    .position(|v| v.id == save.record.variant.id)
                    .unwrap_or(self.selected);
                // New games after it keep its rules, whatever the config
                // says now.
                self.playing = Some(save.record.rules.clone());
                self.screen = Screen::Play(game);
                self.overlay = None;
                self.notice = None;
            }
            Err(why) => self.notice = Some(why),
        }
    }

    /// `q` in a game: save-or-abandon when it can be saved, else yes/no.
    pub(super) fn ask_to_leave(&mut self) {
        let can_save = self.session().is_some_and(|s| s.can_save());
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
            Action::SaveQuit => match s.save_and_leave() {
                Ok(()) => self.leave_game(),
                // Not saved: the game stays, and says why.
                Err(why) => {
                    s.note(format!("The game was not saved: {why}"));
                    Effect::None
                }
            },
            Action::Abandon => {
                s.abandon();
                s.settle();
                self.leave_game()
            }
            Action::Cancel => Effect::None,
            _ => {
                self.overlay = Some(Overlay::Leave);
                Effect::Unchanged
            }
        }
    }

    /// Enter on a variant while a game is saved: ask first.
    pub(super) fn start_or_ask(&mut self) {
        if matches!(self.saved, Saved::Game(_)) {
            self.overlay = Some(Overlay::Confirm(Confirm::Replace));
            return;
        }
        let seed = self.next_seed();
        self.setup_or_start(seed);
    }

    /// Yes to a new game over the saved one: the saved game goes in the
    /// scores as abandoned (its record kept), then the new game starts. If
    /// it cannot be filed, the save stays and nothing starts.
    pub(super) fn replace_saved(&mut self) {
        if let (Saved::Game(save), Some(files)) = (&self.saved, &self.files) {
            if let Err(why) = front::keep::file_abandoned(&files.data, save) {
                self.notice = Some(format!("The saved game was kept: {why}"));
                return;
            }
            if let Err(why) = remove_save(&files.data.save()) {
                self.notice = Some(format!("The saved game is in the scores, but {why}"));
            }
        }
        self.saved = Saved::None;
        self.on_resume = false;
        let seed = self.next_seed();
        self.setup_or_start(seed);
    }

    /// Takes the record's finished background work; true when the screen
    /// changed. The terminal loop calls this when idle.
    pub fn poll(&mut self) -> bool {
        match &mut self.screen {
            Screen::Play(s) => s.poll(),
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
