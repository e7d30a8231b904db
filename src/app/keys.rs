//! Where a key goes: the layer on top gets it, the keymap resolves it
//! to an action in that layer and the scopes of the game on screen, and
//! the layer's update (in `update`) carries it out. Apart from the model
//! so that the model reads as what the app holds.

use super::{App, Effect, Overlay, Screen};
use crate::front::Typing;
use crate::keymap::{Action, Layer, Scope};
use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

impl App {
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
            (None, Screen::Settings(s)) => s.layer(),
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
        // A key shows the newest of the log again.
        self.pointer.log_back = 0;
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
            Layer::Settings | Layer::Customise => self.on_settings(action),
            Layer::Text if matches!(self.screen, Screen::Settings(_)) => self.on_settings(action),
            Layer::Play
            | Layer::Armed
            | Layer::Editor
            | Layer::MoveTo
            | Layer::Text
            | Layer::Setup => {
                self.on_play(action, layer);
                Effect::None
            }
        }
    }
}
