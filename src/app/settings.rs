//! The settings screen: theme, hints, mouse and dumps, each saved to the
//! player's config file the moment it changes (comments kept, atomically:
//! `config::edit`); the key bindings with where each came from; and the
//! way into the form that customises a variant (`customise`).

mod customise;
mod ways_in;
mod writer;

pub use customise::KnobForm;
pub use ways_in::{Typing, WAY_ROWS, WaysIn};
pub use writer::Writer;

use super::{App, Effect, Overlay, Screen};
use crate::config::edit::{Setting, Target};
use crate::config::{self, Config};
use crate::front::Input;
use crate::keymap::{Action, Layer, join_keys};
use crate::ui::theme::{Theme, ThemeName};

/// The player's settings as the app holds them, and the file they are
/// saved to. The hint and mouse settings are kept here for the odds
/// display and mouse capture to read.
#[derive(Clone, Debug, PartialEq)]
pub struct Prefs {
    /// Where changes are saved; `None`: nowhere (kept for the session).
    pub target: Option<Target>,
    pub theme: config::Theme,
    pub hints: bool,
    pub mouse: bool,
    pub dump_on_game_over: bool,
    /// NO_COLOR is set: the screen stays mono whatever the theme says.
    pub no_color: bool,
    /// The `[keys]` overrides: the action's name and where it was set.
    pub key_origins: Vec<(String, String)>,
    /// Which files the customise form's paths may open: any at home, on a
    /// server only what it offers and the player's own directory.
    pub reach: config::Reach,
    /// The variants a server offers everyone, before the player's own in
    /// the menu (`config::menu_variants`); none at home.
    pub house: Vec<config::Variant>,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            target: None,
            theme: config::Theme::Dark,
            hints: false,
            mouse: true,
            dump_on_game_over: false,
            no_color: false,
            key_origins: Vec::new(),
            reach: config::Reach::Anywhere,
            house: Vec::new(),
        }
    }
}

impl Prefs {
    /// The settings of `config`, saved to `target`.
    pub fn new(config: &Config, target: Option<Target>, no_color: bool) -> Prefs {
        Prefs {
            target,
            theme: config.theme,
            hints: config.hints,
            mouse: config.mouse,
            dump_on_game_over: config.dump_on_game_over,
            no_color,
            key_origins: (config.keys.iter())
                .map(|k| (k.action.clone(), origin(&k.origin)))
                .collect(),
            reach: config::Reach::Anywhere,
            house: Vec::new(),
        }
    }

    /// The screen's theme for a configured one.
    pub fn screen_theme(&self, theme: config::Theme) -> Theme {
        Theme::new(match theme {
            _ if self.no_color => ThemeName::Mono,
            config::Theme::Dark => ThemeName::Dark,
            config::Theme::Light => ThemeName::Light,
            config::Theme::Mono => ThemeName::Mono,
        })
    }
}

/// Where a binding was set, short: the file's name, line and column.
fn origin(at: &config::Location) -> String {
    let file = std::path::Path::new(&at.path)
        .file_name()
        .map_or_else(|| at.path.clone(), |n| n.to_string_lossy().into_owned());
    format!("{file}:{}:{}", at.line, at.column)
}

/// The rows of the settings list above the keys, in order.
pub const ROWS: [&str; 5] = [
    "Theme",
    "Hints (danger odds)",
    "Mouse",
    "Dump every game",
    "Customise a variant",
];
const THEMES: [config::Theme; 3] = [
    config::Theme::Dark,
    config::Theme::Light,
    config::Theme::Mono,
];

/// One line of the settings screen: a message and whether it is good news.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub ok: bool,
}

/// A key binding as the settings screen lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyRow {
    pub name: &'static str,
    pub keys: String,
    pub description: &'static str,
    /// "built in", or the config file and line that set it.
    pub origin: String,
}

pub struct SettingsView {
    /// The row under the cursor: `ROWS`, then the key rows.
    pub cursor: usize,
    /// The variant the customise row offers.
    pub variant: usize,
    pub message: Option<Message>,
    pub form: Option<KnobForm>,
    /// The form was opened from the menu: leaving it goes back there.
    pub form_only: bool,
    /// A way in (a web password, an SSH key) being typed.
    pub typing: Option<Typing>,
}

impl SettingsView {
    pub fn layer(&self) -> Layer {
        match &self.form {
            Some(f) if f.editing.is_some() || f.naming.is_some() => Layer::Text,
            None if self.typing.is_some() => Layer::Text,
            Some(_) => Layer::Customise,
            None => Layer::Settings,
        }
    }
}

impl App {
    /// Every binding once by name, with its keys and where they came from.
    pub fn key_rows(&self) -> Vec<KeyRow> {
        let mut rows: Vec<KeyRow> = Vec::new();
        for b in self.keymap.bindings() {
            if rows.iter().any(|r| r.name == b.name) {
                continue;
            }
            let origin = (self.prefs.key_origins.iter())
                .find(|(action, _)| action == b.name)
                .map_or_else(|| "built in".to_string(), |(_, at)| at.clone());
            rows.push(KeyRow {
                name: b.name,
                keys: join_keys(&b.keys),
                description: b.description,
                origin,
            });
        }
        rows
    }

    /// The menu's cursor is on its Settings entry, below the variants.
    pub fn on_settings_entry(&self) -> bool {
        !self.on_resume && self.selected + 1 >= self.variants.len() + self.menu_extras()
    }

    pub(super) fn open_settings(&mut self) {
        self.screen = Screen::Settings(Box::new(SettingsView {
            cursor: 0,
            variant: self.selected.min(self.variants.len().saturating_sub(1)),
            message: None,
            form: None,
            form_only: false,
            typing: None,
        }));
    }

    /// Straight into the customise form of the menu's variant.
    pub(super) fn open_customise(&mut self) {
        let Some(variant) = self.variants.get(self.selected) else {
            return;
        };
        let form = KnobForm::new(variant, self.prefs.target.as_ref(), &self.prefs.reach);
        self.screen = Screen::Settings(Box::new(SettingsView {
            cursor: ROWS.len() - 1,
            variant: self.selected,
            message: None,
            form: Some(form),
            form_only: true,
            typing: None,
        }));
    }

    pub(super) fn on_settings(&mut self, action: Action) -> Effect {
        let Screen::Settings(view) = &self.screen else {
            return Effect::Unchanged;
        };
        if view.form.is_some() {
            return self.on_customise(action);
        }
        if view.typing.is_some() {
            return self.on_typing(action);
        }
        let ways = self.setting_rows().len() - ROWS.len();
        let rows = ROWS.len() + ways + self.key_rows().len();
        let n = self.variants.len().max(1);
        let Screen::Settings(view) = &mut self.screen else {
            return Effect::Unchanged;
        };
        let step = match action {
            Action::Up => {
                view.cursor = (view.cursor + rows - 1) % rows;
                return Effect::None;
            }
            Action::Down => {
                view.cursor = (view.cursor + 1) % rows;
                return Effect::None;
            }
            Action::Help => {
                self.overlay = Some(Overlay::Help { scroll: 0 });
                return Effect::None;
            }
            Action::Cancel | Action::Quit => {
                self.screen = Screen::Menu;
                return Effect::None;
            }
            Action::Left => -1,
            Action::Right => 1,
            Action::Select => 0,
            _ => return Effect::Unchanged,
        };
        let forward = step >= 0;
        let setting = match view.cursor {
            0 => {
                let at = THEMES.iter().position(|t| *t == self.prefs.theme);
                let k = at.unwrap_or(0);
                let next = if forward { k + 1 } else { k + THEMES.len() - 1 };
                Setting::Theme(THEMES[next % THEMES.len()])
            }
            1 => Setting::Hints(!self.prefs.hints),
            2 => Setting::Mouse(!self.prefs.mouse),
            3 => Setting::DumpOnGameOver(!self.prefs.dump_on_game_over),
            4 if step == 0 => {
                if let Some(variant) = self.variants.get(view.variant) {
                    view.form = Some(KnobForm::new(
                        variant,
                        self.prefs.target.as_ref(),
                        &self.prefs.reach,
                    ));
                }
                return Effect::None;
            }
            4 => {
                view.variant = if forward {
                    (view.variant + 1) % n
                } else {
                    (view.variant + n - 1) % n
                };
                return Effect::None;
            }
            n if n < ROWS.len() + ways => {
                if step == 0 {
                    Self::start_typing(view, n - ROWS.len());
                }
                return Effect::None;
            }
            _ => {
                view.message = Some(Message {
                    text: "Keys are changed in the [keys] table of the config file.".into(),
                    ok: true,
                });
                return Effect::None;
            }
        };
        self.change(setting);
        Effect::None
    }

    /// Applies `setting` now and saves it; the line under the list says
    /// where, or why it holds for this session only.
    fn change(&mut self, setting: Setting) {
        let shown = match setting {
            Setting::Theme(t) => {
                self.prefs.theme = t;
                self.theme = self.prefs.screen_theme(t);
                t.to_string()
            }
            Setting::Hints(on) => {
                self.prefs.hints = on;
                // The next game starts so (a game in play keeps its own).
                self.hints = on;
                on.to_string()
            }
            Setting::Mouse(on) => {
                self.prefs.mouse = on;
                // The terminal follows at the next frame.
                self.pointer.capture = on;
                on.to_string()
            }
            Setting::DumpOnGameOver(on) => {
                self.prefs.dump_on_game_over = on;
                if let Some(files) = &mut self.files {
                    files.dump_on_game_over = on;
                }
                on.to_string()
            }
        };
        let message = self.save_setting(setting, &shown);
        let mono = matches!(setting, Setting::Theme(_)) && self.prefs.no_color;
        if let Screen::Settings(view) = &mut self.screen {
            view.message = Some(if mono && message.ok {
                Message {
                    text: format!("{} (NO_COLOR is set: the screen stays mono)", message.text),
                    ok: true,
                }
            } else {
                message
            });
        }
    }

    /// Writes `setting` (shown as `shown`) to the player's config file, on
    /// the settings writer's thread; the line saying where, or why it holds
    /// for this session only. A write that then fails says so when the app
    /// polls (`take_settings_news`).
    pub(crate) fn save_setting(&mut self, setting: Setting, shown: &str) -> Message {
        let key = setting.key();
        match &self.prefs.target {
            Some(target) => {
                self.settings_writer
                    .offer(target.path.clone(), setting, shown.to_string());
                Message {
                    text: format!("{key} = {shown}: saved to {}", target.shown),
                    ok: true,
                }
            }
            None => Message {
                text: format!("{key} = {shown} for this session only: no config file to save to"),
                ok: false,
            },
        }
    }

    /// What the settings writer has to say: each write that failed. True
    /// when the screen changed.
    pub(crate) fn take_settings_news(&mut self) -> bool {
        let failed = self.settings_writer.take_failures();
        let Some(last) = failed.last().cloned() else {
            return false;
        };
        match &mut self.screen {
            Screen::Settings(view) => {
                view.message = Some(Message {
                    text: last,
                    ok: false,
                })
            }
            Screen::Play(s) => {
                for line in failed {
                    s.input(Input::Note(line));
                }
            }
            _ => self.notice = Some(last),
        }
        true
    }

    /// Waits until every changed setting is in the config file (or has
    /// failed, which is then said); true when the screen changed.
    pub fn settle_settings(&mut self) -> bool {
        self.settings_writer.flush();
        self.take_settings_news()
    }
}
