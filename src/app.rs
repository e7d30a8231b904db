//! The full-screen game as a TEA loop: a model (`App`), keys resolved to
//! actions by the keymap, `handle` to update, `render` to draw. Nothing in
//! here touches the terminal, so tests drive it with key events and a
//! `TestBackend`. A game is held behind `Front`: the app never asks which
//! rule set it plays.

mod hints;
mod keep;
pub mod replay;
pub mod scores;
mod seeds;
pub mod setup;
mod update;
pub mod view;

pub use keep::Saved;
pub use replay::Replay;
pub use scores::ScoresView;
pub use seeds::{Seeds, fresh_seed};
pub use setup::Setup;

use crate::config::Variant;
use crate::engine::AnyRules;
use crate::front::{self, Files, Front, Opening, Typing};
use crate::keymap::{Action, Keymap, Layer, Scope};
use crate::ui::theme::Theme;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyEvent, KeyEventKind};
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
    /// A new game from the menu while a game is saved: the saved one goes
    /// in the scores as abandoned first.
    Replace,
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
    /// The saved game the menu offers to resume.
    pub saved: Saved,
    /// The menu's cursor is on the Resume entry (not on a variant).
    pub on_resume: bool,
    /// A line for the menu: why a save could not be resumed, or filed.
    pub notice: Option<String>,
    /// The rules the current game plays when a setup screen chose them
    /// (new games at its end keep them); `None`: the variant's own.
    pub playing: Option<AnyRules>,
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
            saved: Saved::None,
            on_resume: false,
            notice: None,
            playing: None,
        }
    }

    /// This app keeping its games' records in `files` (and its setups in
    /// the same directory); the saved game, if any, is read for the menu.
    pub fn with_files(mut self, files: Option<Files>) -> App {
        self.data_dir = files.as_ref().map(|f| f.data.root().to_path_buf());
        self.files = files;
        self.refresh_saved();
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
            Screen::Menu | Screen::Setup(_) | Screen::Scores(_) => None,
        }
    }

    pub fn variant(&self) -> Option<&Variant> {
        self.variants.get(self.selected)
    }

    /// The layer that gets the next key.
    pub fn layer(&self) -> Layer {
        if self.too_small() {
            // A question stays answerable: the too-small screen shows it.
            return match self.overlay {
                Some(Overlay::Confirm(_)) => Layer::Confirm,
                Some(Overlay::Leave) => Layer::Leave,
                _ => Layer::TooSmall,
            };
        }
        match (&self.overlay, &self.screen) {
            (Some(Overlay::Confirm(_)), _) => Layer::Confirm,
            (Some(Overlay::Leave), _) => Layer::Leave,
            (Some(_), _) => Layer::Reader,
            (None, Screen::Menu) => Layer::Menu,
            (None, Screen::Scores(_)) => Layer::Scores,
            (None, Screen::Replay(_)) => Layer::Replay,
            (None, Screen::Setup(s)) if s.form.editing.is_some() => Layer::Text,
            (None, Screen::Setup(_)) => Layer::Setup,
            (None, Screen::Play(s)) if s.is_over() => Layer::GameOver,
            (None, Screen::Play(s)) if s.curtain().is_some() => Layer::Curtain,
            (None, Screen::Play(s)) => match s.typing() {
                Some(Typing::Path) => Layer::Editor,
                Some(Typing::Label) => Layer::MoveTo,
                Some(Typing::Text) => Layer::Text,
                None if s.armed().is_some() => Layer::Armed,
                None => Layer::Play,
            },
        }
    }

    /// Whose game keys apply: the game's on the play screen.
    pub fn scope(&self) -> Scope {
        self.session().map_or(Scope::GRAPH, |s| s.scope())
    }

    /// Every scope whose game keys apply, in the order they win a key.
    pub fn scopes(&self) -> Vec<Scope> {
        self.session()
            .map_or_else(|| vec![Scope::GRAPH], |s| s.scopes())
    }

    /// How long to wait for a key before the game goes on by itself
    /// (`tick`); `None` while it waits for the player, a dialog or help is
    /// up, the hand-off screen shows, or the screen is too small to see.
    pub fn pace(&self) -> Option<Duration> {
        if self.too_small() || self.overlay.is_some() {
            return None;
        }
        match &self.screen {
            Screen::Play(s) if s.curtain().is_none() => s.pace(),
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
            Screen::Play(s) => s.tick(),
            Screen::Replay(r) => r.tick(),
            _ => return false,
        }
        true
    }

    /// Whether the play screen's game takes `action` (the menu offers
    /// every game key, as help from it lists them all).
    pub fn offers(&self, action: Action) -> bool {
        self.session().is_none_or(|s| s.offers(action))
    }

    pub fn handle(&mut self, key: KeyEvent) -> Effect {
        // Key repeats and releases (where the terminal reports them) are
        // not presses: acting on them would double moves.
        if key.kind != KeyEventKind::Press {
            return Effect::Unchanged;
        }
        // News from the record's thread (the scores row) is taken here
        // too; then the screen changed, whatever the key does.
        let news = self.poll();
        match self.act_on(key) {
            Effect::Unchanged if news => Effect::None,
            effect => effect,
        }
    }

    fn act_on(&mut self, key: KeyEvent) -> Effect {
        let layer = self.layer();
        let Some(action) = self.keymap.resolve_in(layer, &self.scopes(), key) else {
            return Effect::Unchanged;
        };
        match action {
            Action::Abort => return Effect::Quit,
            Action::Redraw => return Effect::Clear,
            _ => {}
        }
        match layer {
            Layer::TooSmall => match action {
                Action::Quit if self.session().is_some_and(|s| !s.is_over()) => {
                    self.ask_to_leave();
                    Effect::None
                }
                Action::Quit => Effect::Quit,
                _ => Effect::None,
            },
            Layer::Menu => self.on_menu(action),
            Layer::Reader => {
                self.on_reader(action);
                Effect::None
            }
            Layer::Confirm => self.on_confirm(action),
            Layer::Leave => self.on_leave(action),
            Layer::Scores => self.on_scores(action),
            Layer::Replay => self.on_replay(action),
            Layer::GameOver => self.on_game_over(action),
            Layer::Curtain => self.on_curtain(action),
            Layer::Setup | Layer::Text if matches!(self.screen, Screen::Setup(_)) => {
                self.on_setup(action)
            }
            Layer::Play
            | Layer::Armed
            | Layer::Editor
            | Layer::MoveTo
            | Layer::Text
            | Layer::Setup => {
                self.on_play(action);
                Effect::None
            }
        }
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
        self.screen = Screen::Play(front::open(rules, &opening));
        self.overlay = None;
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
