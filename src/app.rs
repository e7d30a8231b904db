//! The full-screen game as a TEA loop: a model (`App`), keys resolved to
//! actions by the keymap, `handle` to update, `render` to draw. Nothing in
//! here touches the terminal, so tests drive it with key events and a
//! `TestBackend`. A game is held behind `Front`: the app never asks which
//! rule set it plays.

mod hints;
mod keep;
mod keys;
pub mod lobby;
pub mod mouse;
pub mod replay;
pub mod scores;
mod seeds;
pub mod settings;
pub mod setup;
mod update;
pub mod view;

pub use keep::Saved;
pub use lobby::{Chosen, Clocks, GameLine, Lobby, LobbyView, Played, TableLine};
pub use replay::Replay;
pub use scores::ScoresView;
pub use seeds::{Seeds, fresh_seed};
pub use settings::{Prefs, SettingsView};
pub use setup::Setup;

use crate::config::Variant;
use crate::engine::AnyRules;
use crate::front::{self, Files, Front, Input, Opening};
use crate::keymap::Keymap;
use crate::ui::theme::Theme;
use ratatui::Frame;
use std::path::PathBuf;
use std::time::Duration;

/// The smallest screen every panel fits on.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// What the terminal loop should do after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Redraw as usual.
    None,
    /// Nothing on screen changed: the loop skips the draw, which on a big
    /// cave in cheat mode is most of the cost of a key.
    Unchanged,
    /// Clear the screen, then redraw (Ctrl-L).
    Clear,
    /// Leave the program.
    Quit,
}

pub enum Screen {
    Menu,
    /// The form before a game whose rule set asks who sits where.
    Setup(Box<Setup>),
    Play(Box<dyn Front>),
    /// The score table.
    Scores(Box<ScoresView>),
    /// A recorded game playing back.
    Replay(Box<Replay>),
    /// The settings, and the form that customises a variant.
    Settings(Box<SettingsView>),
    /// A server's tables (`app::lobby`).
    Lobby(Box<LobbyView>),
}

/// A modal layer over the screen; it gets keys first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    Help {
        scroll: u16,
    },
    /// `back` counts lines scrolled up from the newest.
    History {
        back: usize,
    },
    Confirm(Confirm),
    /// Leaving a game that can be saved: save it, abandon it, or stay.
    Leave,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirm {
    Quit,
    /// The game's own question (the last arrow, a move into known danger);
    /// the game holds the command that a yes carries out.
    Game(String),
}

pub struct App {
    pub variants: Vec<Variant>,
    pub keymap: Keymap,
    pub theme: Theme,
    pub screen: Screen,
    pub overlay: Option<Overlay>,
    /// The menu index; the variant the current game plays.
    pub selected: usize,
    /// Games return to the menu at their end only when started from it.
    pub from_menu: bool,
    pub size: (u16, u16),
    pub seeds: Seeds,
    /// Where setups are remembered; `None` remembers nothing.
    pub data_dir: Option<PathBuf>,
    /// Where games keep their records, saves and dumps; `None`: nothing
    /// is written. The command line names it (`WUMPUS_DATA`); the app
    /// never reads the environment.
    pub files: Option<Files>,
    /// The saved games the menu offers to resume, the newest first.
    pub saved: Vec<Saved>,
    /// The saves another screen was playing when `saved` was read: the
    /// menu looks again once one is let go (a page closed and opened
    /// again comes back before its old connection has saved).
    held_saves: Vec<String>,
    /// The menu's cursor is on a Resume entry (not on a variant)...
    pub on_resume: bool,
    /// ...this one of `saved`.
    pub resume_at: usize,
    /// A line for the menu: why a save could not be resumed, or filed.
    pub notice: Option<String>,
    /// The rules the current game plays when a setup screen chose them
    /// (new games at its end keep them); `None`: the variant's own.
    pub playing: Option<AnyRules>,
    /// The player's settings and the config file they are saved to.
    pub prefs: Prefs,
    /// The mouse: whether to capture it, and what the last frame drew.
    pub pointer: mouse::Pointer,
    /// Hints on at the start of the next game: the config's `hints`, then
    /// as `h` last left them.
    pub hints: bool,
    /// Writes changed settings to the config file, off the keypress path.
    pub(crate) settings_writer: settings::Writer,
    /// A server's tables; `None` in local play.
    pub lobby: Option<Box<dyn Lobby>>,
    /// A server player's web password and SSH key, set from Settings;
    /// `None` in local play.
    pub ways_in: Option<Box<dyn settings::WaysIn>>,
    /// A screen with no lobby to go back to (a visitor watching a table
    /// by its link) ended: why, as the connection's last word.
    pub last_word: Option<String>,
}

impl App {
    /// An app showing the title menu.
    pub fn menu(variants: Vec<Variant>, keymap: Keymap, theme: Theme) -> App {
        App {
            variants,
            keymap,
            theme,
            screen: Screen::Menu,
            overlay: None,
            selected: 0,
            from_menu: true,
            size: (MIN_WIDTH, MIN_HEIGHT),
            seeds: Seeds::Clock,
            data_dir: None,
            files: None,
            saved: Vec::new(),
            held_saves: Vec::new(),
            on_resume: false,
            resume_at: 0,
            notice: None,
            playing: None,
            prefs: Prefs::default(),
            pointer: mouse::Pointer::default(),
            hints: false,
            settings_writer: settings::Writer::default(),
            lobby: None,
            ways_in: None,
            last_word: None,
        }
    }

    /// This app keeping its games' records in `files` (and its setups in
    /// the same directory); the saved games, if any, are read for the menu.
    pub fn with_files(mut self, files: Option<Files>) -> App {
        self.data_dir = files.as_ref().map(|f| f.data.root().to_path_buf());
        self.files = files;
        self.refresh_saved();
        self
    }

    /// This app on a server, with its tables (a Tables entry on the menu).
    pub fn with_lobby(mut self, lobby: Box<dyn Lobby>) -> App {
        self.lobby = Some(lobby);
        self
    }

    /// An app straight into a game of `variants[index]`, as `wumpus play`.
    pub fn game(
        variants: Vec<Variant>,
        index: usize,
        keymap: Keymap,
        theme: Theme,
        seed: u64,
        cheat: bool,
    ) -> App {
        let mut app = App::menu(variants, keymap, theme);
        app.play_now(index, seed, cheat, false);
        app
    }

    /// Straight into a game of `variants[index]` (`wumpus play`); leaving
    /// it ends the program. `hand_seeded`: the player chose the seed.
    pub fn play_now(&mut self, index: usize, seed: u64, cheat: bool, hand_seeded: bool) {
        self.from_menu = false;
        self.selected = index;
        self.on_resume = false;
        self.start(seed, cheat, hand_seeded);
    }

    pub fn resize(&mut self, width: u16, height: u16) {
        self.size = (width, height);
    }

    pub fn too_small(&self) -> bool {
        self.size.0 < MIN_WIDTH || self.size.1 < MIN_HEIGHT
    }

    /// The game on screen: the one played, or the one playing back.
    pub fn session(&self) -> Option<&dyn Front> {
        match &self.screen {
            Screen::Play(s) => Some(s.as_ref()),
            Screen::Replay(r) => Some(r.player.front()),
            Screen::Menu
            | Screen::Setup(_)
            | Screen::Scores(_)
            | Screen::Settings(_)
            | Screen::Lobby(_) => None,
        }
    }

    /// What this app shows, in a line for the server's list of who is
    /// doing what: the game's name and status, or the screen's name.
    pub fn whereabouts(&self) -> String {
        let game = |front: &dyn Front| {
            let view = front.view();
            format!("{} · {}", view.name, view.status)
        };
        match &self.screen {
            Screen::Play(s) => game(s.as_ref()),
            Screen::Replay(r) => format!("a replay: {}", game(r.player.front())),
            Screen::Menu => "on the menu".into(),
            Screen::Setup(_) => "setting up a game".into(),
            Screen::Scores(_) => "reading the scores".into(),
            Screen::Settings(_) => "in the settings".into(),
            Screen::Lobby(_) => "at the tables".into(),
        }
    }

    pub fn variant(&self) -> Option<&Variant> {
        self.variants.get(self.selected)
    }

    /// How long to wait for a key before the game goes on by itself
    /// (`tick`); `None` while it waits for the player, a dialog or help is
    /// up, the hand-off screen shows, or the screen is too small to see.
    pub fn pace(&self) -> Option<Duration> {
        if self.too_small() || self.overlay.is_some() {
            return None;
        }
        match &self.screen {
            Screen::Play(s) => {
                let view = s.view();
                view.curtain.is_none().then_some(view.pace).flatten()
            }
            Screen::Replay(r) => r.pace(),
            _ => None,
        }
    }

    /// The wait is over: the game goes on by one step. True when the
    /// screen changed.
    pub fn tick(&mut self) -> bool {
        if self.pace().is_none() {
            return false;
        }
        match &mut self.screen {
            Screen::Play(s) => {
                s.input(Input::Tick);
            }
            Screen::Replay(r) => r.tick(),
            _ => return false,
        }
        true
    }

    pub fn render(&self, frame: &mut Frame) {
        view::render(self, frame);
    }

    /// Starts a game of the selected variant, with the rules a setup
    /// screen chose for it if one did.
    pub(crate) fn start(&mut self, seed: u64, cheat: bool, hand_seeded: bool) {
        let Some(variant) = self.variants.get(self.selected) else {
            return;
        };
        let rules = self.playing.as_ref().unwrap_or(&variant.rules);
        let opening = Opening {
            id: variant.id.clone(),
            name: variant.name.clone(),
            seed,
            cheat,
            hand_seeded,
            files: self.files.clone(),
            plain: false,
        };
        let mut game = front::open(rules, &opening);
        game.input(Input::Hints(self.hints));
        self.screen = Screen::Play(self.solo(game));
        self.overlay = None;
    }

    /// A game for one on this screen, as the lobby (a server's) has it
    /// shown.
    pub(crate) fn solo(&self, game: Box<dyn Front>) -> Box<dyn Front> {
        match &self.lobby {
            Some(lobby) => lobby.solo(game),
            None => game,
        }
    }

    /// Hints on or off from the start of each game (the config's
    /// `hints`), the game on screen included.
    pub fn hints_from_start(&mut self, on: bool) {
        self.hints = on;
        if let Screen::Play(s) = &mut self.screen
            && !s.view().over
        {
            s.input(Input::Hints(on));
        }
    }

    /// The selected variant's setup screen, or its game at once when its
    /// rule set asks nothing before the game.
    pub(crate) fn setup_or_start(&mut self, seed: u64) {
        self.playing = None;
        let Some(variant) = self.variants.get(self.selected) else {
            return;
        };
        match Setup::open(&variant.id, &variant.rules, self.data_dir.as_deref(), seed) {
            Some(setup) => {
                self.screen = Screen::Setup(Box::new(setup));
                self.overlay = None;
            }
            None => self.start(seed, false, self.counted_seeds()),
        }
    }

    /// Leaves a game: to the menu when it came from there, else out.
    pub(crate) fn leave_game(&mut self) -> Effect {
        self.overlay = None;
        if self.from_menu {
            self.playing = None;
            self.screen = Screen::Menu;
            self.refresh_saved();
            Effect::None
        } else {
            Effect::Quit
        }
    }
}
