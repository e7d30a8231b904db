//! The full-screen game as a TEA loop: a model (`App`), keys resolved to
//! actions by the keymap, `handle` to update, `render` to draw. Nothing in
//! here touches the terminal, so tests drive it with key events and a
//! `TestBackend`.

mod editor;
pub mod keymap;
mod play;
mod session;

// The stand-in until the real map widget lands from the `map` branch.
pub use crate::ui::map;

pub use editor::{Editor, EditorKind, Plan};
pub use keymap::{Action, Keymap, Layer};
pub use session::Session;

use crate::config::{Variant, VariantRules};
use crate::engine::ClassicRules;
use crate::engine::RoomId;
use crate::engine::classic::ArrowPath;
use crate::ui::theme::Theme;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyEvent, KeyEventKind};
use std::sync::Arc;

/// The smallest screen every panel fits on.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// What the terminal loop should do after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Redraw as usual.
    None,
    /// Clear the screen, then redraw (Ctrl-L).
    Clear,
    /// Leave the program.
    Quit,
}

pub enum Screen {
    Menu,
    Play(Box<Session>),
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
    LastArrow(ArrowPath),
    DangerousMove(RoomId),
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

    pub fn session(&self) -> Option<&Session> {
        match &self.screen {
            Screen::Play(s) => Some(s),
            Screen::Menu => None,
        }
    }

    pub fn variant(&self) -> Option<&Variant> {
        self.variants.get(self.selected)
    }

    /// The layer that gets the next key.
    pub fn layer(&self) -> Layer {
        if self.too_small() {
            return Layer::TooSmall;
        }
        match (&self.overlay, &self.screen) {
            (Some(Overlay::Confirm(_)), _) => Layer::Confirm,
            (Some(_), _) => Layer::Reader,
            (None, Screen::Menu) => Layer::Menu,
            (None, Screen::Play(s)) if s.is_over() => Layer::GameOver,
            (None, Screen::Play(s)) if s.editor.is_some() => Layer::Editor,
            (None, Screen::Play(_)) => Layer::Play,
        }
    }

    pub fn handle(&mut self, key: KeyEvent) -> Effect {
        // Key repeats and releases (where the terminal reports them) are
        // not presses: acting on them would double moves.
        if key.kind != KeyEventKind::Press {
            return Effect::None;
        }
        let layer = self.layer();
        let Some(action) = self.keymap.resolve(layer, key) else {
            return Effect::None;
        };
        match action {
            Action::Abort => return Effect::Quit,
            Action::Redraw => return Effect::Clear,
            _ => {}
        }
        match layer {
            Layer::TooSmall => match action {
                Action::Quit => Effect::Quit,
                _ => Effect::None,
            },
            Layer::Menu => self.on_menu(action),
            Layer::Reader => {
                self.on_reader(action);
                Effect::None
            }
            Layer::Confirm => self.on_confirm(action),
            Layer::Play | Layer::Editor | Layer::GameOver => self.on_play(layer, action),
        }
    }

    pub fn render(&self, frame: &mut Frame) {
        crate::ui::screen::render(self, frame);
    }

    fn on_menu(&mut self, action: Action) -> Effect {
        let n = self.variants.len().max(1);
        match action {
            Action::Up => self.selected = (self.selected + n - 1) % n,
            Action::Down => self.selected = (self.selected + 1) % n,
            Action::Select => {
                let seed = self.next_seed();
                self.start(seed, false);
            }
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Quit | Action::Cancel => return Effect::Quit,
            _ => {}
        }
        Effect::None
    }

    fn on_reader(&mut self, action: Action) {
        let help_len = crate::ui::help::line_count(self);
        let log_len = self.session().map_or(0, |s| s.log.len());
        let page = usize::from(self.size.1.saturating_sub(4)).max(1);
        match &mut self.overlay {
            Some(Overlay::Help { scroll }) => {
                let max = help_len.saturating_sub(1) as u16;
                let page = page as u16;
                *scroll = match action {
                    Action::Up => scroll.saturating_sub(1),
                    Action::Down => scroll.saturating_add(1).min(max),
                    Action::PageUp => scroll.saturating_sub(page),
                    Action::PageDown => scroll.saturating_add(page).min(max),
                    _ => *scroll,
                };
            }
            Some(Overlay::History { back }) => {
                let max = log_len.saturating_sub(1);
                *back = match action {
                    Action::Up => back.saturating_add(1).min(max),
                    Action::Down => back.saturating_sub(1),
                    Action::PageUp => back.saturating_add(page).min(max),
                    Action::PageDown => back.saturating_sub(page),
                    _ => *back,
                };
            }
            _ => {}
        }
        if matches!(action, Action::Cancel | Action::Quit) {
            self.overlay = None;
        }
    }

    /// Starts a game of the selected variant.
    fn start(&mut self, seed: u64, cheat: bool) {
        let Some(variant) = self.variants.get(self.selected) else {
            return;
        };
        let rules = classic_rules(variant);
        let session = Session::new(&variant.name, rules, seed, cheat);
        self.screen = Screen::Play(Box::new(session));
        self.overlay = None;
    }

    fn next_seed(&mut self) -> u64 {
        match &mut self.seeds {
            Seeds::Clock => crate::cli::fresh_seed(),
            Seeds::Counter(n) => {
                let seed = *n;
                *n = n.wrapping_add(1);
                seed
            }
        }
    }

    /// Leaves a game: to the menu when it came from there, else out.
    fn leave_game(&mut self) -> Effect {
        self.overlay = None;
        if self.from_menu {
            self.screen = Screen::Menu;
            Effect::None
        } else {
            Effect::Quit
        }
    }
}

pub fn classic_rules(variant: &Variant) -> Arc<ClassicRules> {
    match &variant.rules {
        VariantRules::Classic(rules) => Arc::new(rules.clone()),
    }
}
