//! The full-screen game as a TEA loop: a model (`App`), keys resolved to
//! actions by the keymap, `handle` to update, `render` to draw. Nothing in
//! here touches the terminal, so tests drive it with key events and a
//! `TestBackend`. A game is held behind `Front`: the app never asks which
//! rule set it plays.

pub mod setup;
mod update;
pub mod view;

pub use setup::Setup;

use crate::config::Variant;
use crate::engine::AnyRules;
use crate::front::{self, Front, Typing};
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
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirm {
    Quit,
    /// The game's own question (the last arrow, a move into known danger);
    /// the game holds the command that a yes carries out.
    Game(String),
}

/// Where new games get their seeds: the clock when playing, a counter in
/// tests so screens are reproducible.
pub enum Seeds {
    Clock,
    Counter(u64),
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
            data_dir: setup::default_data_dir(),
            playing: None,
        }
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
        app.from_menu = false;
        app.selected = index;
        app.start(seed, cheat);
        app
    }

    pub fn resize(&mut self, width: u16, height: u16) {
        self.size = (width, height);
    }

    pub fn too_small(&self) -> bool {
        self.size.0 < MIN_WIDTH || self.size.1 < MIN_HEIGHT
    }

    pub fn session(&self) -> Option<&dyn Front> {
        match &self.screen {
            Screen::Play(s) => Some(s.as_ref()),
            Screen::Menu | Screen::Setup(_) => None,
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
                _ => Layer::TooSmall,
            };
        }
        match (&self.overlay, &self.screen) {
            (Some(Overlay::Confirm(_)), _) => Layer::Confirm,
            (Some(_), _) => Layer::Reader,
            (None, Screen::Menu) => Layer::Menu,
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
            _ => None,
        }
    }

    /// The wait is over: the game goes on by one step. True when the
    /// screen changed.
    pub fn tick(&mut self) -> bool {
        if self.pace().is_none() {
            return false;
        }
        if let Screen::Play(s) = &mut self.screen {
            s.tick();
            return true;
        }
        false
    }

    /// Whether the play screen's game takes `action` (the menu offers
    /// every game key, as help from it lists them all).
    pub fn offers(&self, action: Action) -> bool {
        self.session().is_none_or(|s| s.offers(action))
    }

    /// The hint bar's (keys, words) for the layer that has the keyboard.
    pub fn hints(&self) -> Vec<(String, &'static str)> {
        self.hints_for(self.layer())
    }

    /// The hint bar's (keys, words) for `layer`; keys with the same word
    /// are shown together.
    pub fn hints_for(&self, layer: Layer) -> Vec<(String, &'static str)> {
        let mut out: Vec<(String, &'static str)> = Vec::new();
        let scopes = self.scopes();
        // With a verb armed, a pick does what the verb says.
        let armed = (layer == Layer::Armed)
            .then(|| self.session().and_then(|s| s.armed()))
            .flatten()
            .and_then(|v| self.keymap.verb_word(v));
        for (keys, word, action) in self.keymap.hints_in(layer, &scopes, |a| self.offers(a)) {
            // Leaving a finished game goes where the game came from.
            let word = match action {
                Action::Menu if !self.from_menu => "quit",
                Action::Tunnel(_) | Action::Select => armed.unwrap_or(word),
                _ => word,
            };
            // As many numbers as there are tunnels here ("1-3").
            let keys = match (action, self.session().and_then(|s| s.picks())) {
                (Action::Tunnel(_), Some(n)) if (1..=9).contains(&n) => {
                    let first = self.keymap.keys_of("tunnel_1");
                    match n {
                        1 => first,
                        n => format!("{first}-{}", self.keymap.keys_of(&format!("tunnel_{n}"))),
                    }
                }
                _ => keys,
            };
            match out.iter_mut().find(|(_, w)| *w == word) {
                Some((k, _)) => *k = format!("{k}/{keys}"),
                None => out.push((keys, word)),
            }
        }
        out
    }

    pub fn handle(&mut self, key: KeyEvent) -> Effect {
        // Key repeats and releases (where the terminal reports them) are
        // not presses: acting on them would double moves.
        if key.kind != KeyEventKind::Press {
            return Effect::Unchanged;
        }
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
                    self.overlay = Some(Overlay::Confirm(Confirm::Quit));
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
    pub(crate) fn start(&mut self, seed: u64, cheat: bool) {
        let Some(variant) = self.variants.get(self.selected) else {
            return;
        };
        let rules = self.playing.as_ref().unwrap_or(&variant.rules);
        self.screen = Screen::Play(front::open(rules, &variant.name, seed, cheat));
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
            None => self.start(seed, false),
        }
    }

    pub(crate) fn next_seed(&mut self) -> u64 {
        match &mut self.seeds {
            Seeds::Clock => fresh_seed(),
            Seeds::Counter(n) => {
                let seed = *n;
                *n = n.wrapping_add(1);
                seed
            }
        }
    }

    /// Leaves a game: to the menu when it came from there, else out.
    pub(crate) fn leave_game(&mut self) -> Effect {
        self.overlay = None;
        if self.from_menu {
            self.playing = None;
            self.screen = Screen::Menu;
            Effect::None
        } else {
            Effect::Quit
        }
    }
}

/// A seed for a game the player did not seed: from the clock, which is fine
/// here (outside the engine) since the seed is shown and can be replayed.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Spread the bits so nearby start times give unrelated-looking seeds,
    // and keep seeds short enough to type.
    (nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 44) % 1_000_000
}
