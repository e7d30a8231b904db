//! What each layer does with an action: the update half of the loop.

use super::{App, Confirm, Effect, Overlay, Screen};
use crate::front::{Input, Keep};
use crate::keymap::{self, Action, Layer, Scope};
use crate::ui::form::FormStep;

impl App {
    pub(super) fn on_menu(&mut self, action: Action) -> Effect {
        // Tables (on a server) and Settings sit below the variants, the
        // last of `n`.
        let n = self.variants.len() + self.menu_extras();
        // The Resume entries, when there are some, sit above the variants.
        let saves = self.saved.len();
        self.notice = None;
        match action {
            Action::Up if self.on_resume && self.resume_at > 0 => self.resume_at -= 1,
            Action::Up if self.on_resume => {
                self.on_resume = false;
                self.selected = n - 1;
            }
            Action::Up if saves > 0 && self.selected == 0 => {
                self.on_resume = true;
                self.resume_at = saves - 1;
            }
            Action::Up => self.selected = (self.selected + n - 1) % n,
            Action::Down if self.on_resume && self.resume_at + 1 < saves => self.resume_at += 1,
            Action::Down if self.on_resume => {
                self.on_resume = false;
                self.selected = 0;
            }
            Action::Down if saves > 0 && self.selected == n - 1 => {
                self.on_resume = true;
                self.resume_at = 0;
            }
            Action::Down => self.selected = (self.selected + 1) % n,
            Action::Select if self.on_resume => self.resume_saved(),
            Action::Select if self.on_lobby_entry() => self.open_lobby(),
            Action::Select if self.on_settings_entry() => self.open_settings(),
            Action::Select => self.start_or_ask(),
            Action::Scores if self.files.is_some() => self.open_scores(),
            Action::Settings => self.open_settings(),
            Action::Customise
                if !self.on_resume && !self.on_settings_entry() && !self.on_lobby_entry() =>
            {
                self.open_customise()
            }
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Quit | Action::Cancel => return Effect::Quit,
            _ => return Effect::Unchanged,
        }
        Effect::None
    }

    pub(super) fn on_reader(&mut self, action: Action) {
        if matches!(action, Action::Cancel | Action::Quit) {
            self.overlay = None;
            return;
        }
        let page = self.size.1.saturating_sub(4).max(1);
        // How far it may go is worked out only for a key that scrolls.
        let moves = matches!(
            action,
            Action::Up | Action::Down | Action::PageUp | Action::PageDown
        );
        match self.overlay {
            Some(Overlay::Help { scroll }) if moves => {
                let max = super::view::help::max_scroll(self);
                let scroll = match action {
                    Action::Up => scroll.saturating_sub(1),
                    Action::Down => scroll.saturating_add(1).min(max),
                    Action::PageUp => scroll.saturating_sub(page),
                    _ => scroll.saturating_add(page).min(max),
                };
                self.overlay = Some(Overlay::Help { scroll });
            }
            Some(Overlay::History { back }) if moves => {
                let max = super::view::history::max_back(self);
                let page = usize::from(page);
                let back = match action {
                    Action::Up => back.saturating_add(1).min(max),
                    Action::Down => back.saturating_sub(1),
                    Action::PageUp => back.saturating_add(page).min(max),
                    _ => back.saturating_sub(page),
                };
                self.overlay = Some(Overlay::History { back });
            }
            _ => {}
        }
    }

    /// Keys on the play screen: help and history here, quit asks first,
    /// everything else is the game's. A key this game has no use for says
    /// so in the log rather than doing nothing in silence.
    pub(super) fn on_play(&mut self, action: Action, layer: Layer, scopes: &[Scope]) {
        // What the game shows now, read once for this key.
        let Some((paced, travelling, hints_offered, armed, takes)) = self.view().map(|v| {
            (
                v.pace.is_some(),
                v.travelling,
                v.hints.offered,
                v.armed,
                v.panes.offers(action),
            )
        }) else {
            return;
        };
        let unused = match action {
            Action::Unknown(key) => Some(key.to_string()),
            a if matches!(layer, Layer::Play | Layer::Armed)
                && self.scoped(a, layer, scopes)
                && !takes =>
            {
                Some(self.keymap_keys(a))
            }
            _ => None,
        };
        // The words of the "does nothing" line, worked out only for a key
        // that needs it: a move or a shot never builds the hint bar.
        let unused = unused.map(|key| {
            let help = self.help_keys();
            // With a verb armed, the reason says what the keys do now.
            let armed = (layer == Layer::Armed)
                .then_some(armed)
                .flatten()
                .and_then(|v| self.keymap.verb_word(v));
            let cancel = self.keymap.keys_in("cancel", Layer::Armed, Scope::GRAPH);
            match armed {
                Some(word) => format!(
                    "{key} does nothing while you choose where to {word}; {cancel} takes it back, {help} lists the keys."
                ),
                None => format!("{key} does nothing here; {help} lists the keys."),
            }
        });
        let Screen::Play(s) = &mut self.screen else {
            return;
        };
        // While the game goes on by itself, a key (other than help, the
        // log or quit) hurries it along: the next step comes now.
        // Travel goes on by itself too, but any key stops it.
        if travelling {
            s.input(Input::Key(action));
            return;
        }
        if paced
            && !matches!(action, Action::Help | Action::History | Action::Quit)
            && !(action == Action::Hints && hints_offered)
        {
            s.input(Input::Tick);
            return;
        }
        if let Some(line) = unused {
            s.input(Input::Note(line));
            return;
        }
        self.overlay = match action {
            Action::Help => Some(Overlay::Help { scroll: 0 }),
            Action::History => Some(Overlay::History { back: 0 }),
            Action::Quit => {
                self.ask_to_leave();
                return;
            }
            // The one place `h` switches hints; the next game starts so.
            Action::Hints => {
                let was = s.view().hints.on;
                s.input(Input::Hints(!was));
                self.hints = s.view().hints.on;
                // Remembered for the games to come, in the config file.
                self.prefs.hints = self.hints;
                // Off the keypress path: a write that fails is said when
                // the app polls, and a game with no config file to write
                // to says nothing (the toggle shows on the screen at once).
                let on = self.hints;
                self.save_setting(crate::config::edit::Setting::Hints(on), &on.to_string());
                None
            }
            _ => s
                .input(Input::Key(action))
                .map(|q| Overlay::Confirm(Confirm::Game(q))),
        };
    }

    /// Whether `action` is a game key of the play screen's scopes in
    /// `layer`.
    fn scoped(&self, action: Action, layer: Layer, scopes: &[Scope]) -> bool {
        self.keymap.bindings().iter().any(|b| {
            b.action == action
                && b.scope.is_some_and(|s| scopes.contains(&s))
                && b.layers.contains(&layer)
        })
    }

    /// The hand-off screen: Enter shows the named player's screen.
    pub(super) fn on_curtain(&mut self, action: Action) -> Effect {
        match action {
            Action::Select => {
                if let Screen::Play(s) = &mut self.screen {
                    s.input(Input::Lift);
                }
            }
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Quit => self.ask_to_leave(),
            _ => return Effect::Unchanged,
        }
        Effect::None
    }

    /// The setup form: rows, values, typing a name, and the start row.
    pub(super) fn on_setup(&mut self, action: Action) -> Effect {
        let Screen::Setup(setup) = &mut self.screen else {
            return Effect::Unchanged;
        };
        let form = &mut setup.form;
        let step = if form.editing.is_some() {
            match action {
                Action::Type(c) => {
                    form.type_char(c);
                    FormStep::Nothing
                }
                Action::Erase => {
                    form.erase();
                    FormStep::Nothing
                }
                Action::Select => form.keep(),
                Action::Cancel => {
                    form.drop_edit();
                    FormStep::Nothing
                }
                _ => return Effect::Unchanged,
            }
        } else {
            match action {
                Action::Up => {
                    form.up();
                    FormStep::Nothing
                }
                Action::Down => {
                    form.down();
                    FormStep::Nothing
                }
                Action::Left => form.step(false),
                Action::Right => form.step(true),
                Action::Select => form.select(),
                Action::Help => {
                    self.overlay = Some(Overlay::Help { scroll: 0 });
                    return Effect::None;
                }
                Action::Cancel | Action::Quit => {
                    self.screen = Screen::Menu;
                    return Effect::None;
                }
                _ => return Effect::Unchanged,
            }
        };
        if let Some(rules) = setup.stepped(step) {
            let seed = setup.seed;
            if setup.table {
                let clocks = setup.clocks();
                self.open_table(rules, seed, clocks);
                return Effect::None;
            }
            self.playing = Some(rules);
            self.start(seed, false, self.counted_seeds());
        }
        Effect::None
    }

    fn keymap_keys(&self, action: Action) -> String {
        self.keymap
            .bindings()
            .iter()
            .find(|b| {
                b.action == action
                    && (b.layers.contains(&Layer::Play) || b.layers.contains(&Layer::Armed))
            })
            .map(|b| keymap::join_keys(&b.keys))
            .unwrap_or_default()
    }

    /// The help keys of the current layer, as the hint bar shows them.
    pub fn help_keys(&self) -> String {
        self.hints()
            .into_iter()
            .find(|(_, w)| *w == "help")
            .map_or_else(|| "help".to_string(), |(k, _)| k)
    }

    pub(super) fn on_confirm(&mut self, action: Action) -> Effect {
        let Some(Overlay::Confirm(question)) = self.overlay.take() else {
            return Effect::None;
        };
        let answer = match action {
            Action::Yes => true,
            Action::No | Action::Cancel => false,
            // Any other key leaves the question up.
            _ => {
                self.overlay = Some(Overlay::Confirm(question));
                return Effect::None;
            }
        };
        match (question, &mut self.screen) {
            (Confirm::Quit, _) if answer => return self.leave_game(),
            (Confirm::Game(_), Screen::Play(s)) => {
                s.input(Input::Answer(answer));
            }
            _ => {}
        }
        Effect::None
    }

    pub(super) fn on_game_over(&mut self, action: Action) -> Effect {
        let again = self.view().is_some_and(|v| v.again);
        match action {
            Action::SameSetup | Action::NewGame if !again => return Effect::Unchanged,
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::History => self.overlay = Some(Overlay::History { back: 0 }),
            Action::SameSetup => {
                if let Screen::Play(s) = &mut self.screen {
                    // The ended game's record and save are dealt with
                    // first: the next game must not find its save.
                    let _ = s.keep(Keep::Settle);
                    *s = s.same_setup();
                }
            }
            Action::NewGame => {
                if let Screen::Play(s) = &mut self.screen {
                    let _ = s.keep(Keep::Settle);
                }
                let cheat = self.view().is_some_and(|v| v.cheat);
                let seed = self.next_seed();
                self.start(seed, cheat, self.counted_seeds());
            }
            Action::Dump => {
                if let Screen::Play(s) = &mut self.screen {
                    let _ = s.keep(Keep::Dump);
                }
            }
            Action::Menu => return self.leave_game(),
            Action::Quit => return Effect::Quit,
            // The finished game's own keys, and a table's talk: the front
            // decides what they do.
            Action::Verb(_) | Action::Talk => {
                if let Screen::Play(s) = &mut self.screen {
                    let _ = s.input(Input::Key(action));
                }
            }
            _ => {}
        }
        Effect::None
    }
}
