//! Where a key goes: the layer on top gets it, the keymap resolves it
//! to an action in that layer and the scopes of the game on screen, and
//! the layer's update (in `update`) carries it out. Apart from the model
//! so that the model reads as what the app holds.

use super::{App, Effect, Overlay, Screen};
use crate::front::{Typing, View};
use crate::keymap::{Action, Layer, Scope};
use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

impl App {
    /// The layer that gets the next key.
    pub fn layer(&self) -> Layer {
        self.layer_in(self.view().as_ref())
    }

    /// The layer that gets the next key, with the game's view at hand.
    pub fn layer_in(&self, view: Option<&View<'_>>) -> Layer {
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
            (None, Screen::Lobby(_)) => Layer::Lobby,
            (None, Screen::Replay(_)) => Layer::Replay,
            (None, Screen::Settings(s)) => s.layer(),
            (None, Screen::Setup(s)) if s.form.editing.is_some() => Layer::Text,
            (None, Screen::Setup(_)) => Layer::Setup,
            (None, Screen::Play(_)) => match view {
                None => Layer::Play,
                // A line typed at a finished table still goes to its talk.
                Some(v) if v.over && v.typing != Some(Typing::Text) => Layer::GameOver,
                Some(v) if v.curtain.is_some() => Layer::Curtain,
                Some(v) if v.looking => Layer::Look,
                Some(v) => match v.typing {
                    Some(Typing::Path) => Layer::Editor,
                    Some(Typing::Label) => Layer::MoveTo,
                    Some(Typing::Text) => Layer::Text,
                    None if v.armed.is_some() => Layer::Armed,
                    None => Layer::Play,
                },
            },
        }
    }

    /// What the game on screen shows now, if there is one.
    pub fn view(&self) -> Option<View<'_>> {
        self.session().map(|s| s.view())
    }

    /// Whose game keys apply: the game's on the play screen.
    pub fn scope(&self) -> Scope {
        self.view().map_or(Scope::GRAPH, |v| v.scope())
    }

    /// Every scope whose game keys apply, in the order they win a key.
    pub fn scopes(&self) -> Vec<Scope> {
        scopes_of(self.view().as_ref())
    }

    /// Whether the play screen's game takes `action` (the menu offers
    /// every game key, as help from it lists them all).
    pub fn offers(&self, action: Action) -> bool {
        offered(self.view().as_ref(), action)
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
        // A key shows the newest of the log again, but for the keys that
        // page through it.
        let back = std::mem::take(&mut self.pointer.log_back);
        match self.act_on(key, back) {
            Effect::Unchanged if news => Effect::None,
            effect => effect,
        }
    }

    /// `back`: how far the log panel was scrolled before this key.
    fn act_on(&mut self, key: KeyEvent, back: usize) -> Effect {
        // The game's view is read once per key: its layer and scopes.
        let (layer, scopes, over) = {
            let view = self.view();
            let layer = self.layer_in(view.as_ref());
            (
                layer,
                scopes_of(view.as_ref()),
                view.is_some_and(|v| v.over),
            )
        };
        let Some(action) = self.keymap.resolve_in(layer, &scopes, key) else {
            return Effect::Unchanged;
        };
        match action {
            Action::Abort => return Effect::Quit,
            Action::Redraw => return Effect::Clear,
            Action::PageUp | Action::PageDown if pages_log(layer) => {
                self.pointer.log_back = back;
                let page = self.log_page();
                return self.scroll_log(action == Action::PageUp, page);
            }
            _ => {}
        }
        match layer {
            Layer::TooSmall => match action {
                Action::Quit if self.session().is_some() && !over => {
                    self.ask_to_leave();
                    Effect::None
                }
                Action::Quit => Effect::Quit,
                _ => Effect::None,
            },
            Layer::Menu => self.on_menu(action),
            Layer::Lobby => self.on_lobby(action),
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
            | Layer::Look
            | Layer::Armed
            | Layer::Editor
            | Layer::MoveTo
            | Layer::Text
            | Layer::Setup => {
                self.on_play(action, layer, &scopes);
                Effect::None
            }
        }
    }
}

/// Every scope whose game keys apply in `view` (a graph's before any game).
pub fn scopes_of(view: Option<&View<'_>>) -> Vec<Scope> {
    view.map_or_else(|| vec![Scope::GRAPH], |v| v.scopes.clone())
}

/// Whether the game in `view` takes `action` (with no game, every key).
pub fn offered(view: Option<&View<'_>>, action: Action) -> bool {
    view.is_none_or(|v| (action != Action::Hints || v.hints.offered) && v.panes.offers(action))
}

/// The layers where PageUp and PageDown page the log panel in place.
fn pages_log(layer: Layer) -> bool {
    matches!(
        layer,
        Layer::Play | Layer::Armed | Layer::GameOver | Layer::Replay | Layer::Look
    )
}
