//! "Customise this variant": its knobs in a form, each value judged as it
//! is entered by the config loader's own checks, then saved under a new
//! name as a `[variant.<id>]` of the player's config, which is read again
//! so the new variant is in the menu at once.

use super::{Message, SettingsView};
use crate::app::{App, Effect, Overlay, Screen};
use crate::config::edit::{self, Draft, KnobKind, Target};
use crate::config::{Reach, Variant};
use crate::keymap::Action;
use crate::ui::text_input::TextInput;
use std::path::PathBuf;

/// The most cells a typed value or name may take.
const VALUE_CELLS: usize = 100;
const NAME_CELLS: usize = 40;

pub struct KnobForm {
    /// The variant it started from.
    pub id: String,
    pub draft: Draft,
    /// Rows: description, difficulty, the knobs, then "save".
    pub cursor: usize,
    /// The value being typed into the cursor's row.
    pub editing: Option<TextInput>,
    /// The new variant's name being typed, after "save".
    pub naming: Option<TextInput>,
    /// Why the values as they stand make no game (the loader's words).
    pub refusal: Option<String>,
    /// What saving did, or why it did not.
    pub message: Option<Message>,
    /// Where caves-file paths start from: the config file's directory.
    base_dir: PathBuf,
    /// Which files those paths may open.
    reach: Reach,
}

impl KnobForm {
    pub fn new(variant: &Variant, target: Option<&Target>, reach: &Reach) -> KnobForm {
        let base_dir = target
            .and_then(|t| t.path.parent())
            .map(PathBuf::from)
            .unwrap_or_default();
        let mut form = KnobForm {
            id: variant.id.clone(),
            draft: Draft::of(variant),
            cursor: 0,
            editing: None,
            naming: None,
            refusal: None,
            message: None,
            base_dir,
            reach: reach.clone(),
        };
        form.judge();
        form
    }

    /// Rows before the save row.
    pub fn rows(&self) -> usize {
        2 + self.draft.knobs.len()
    }

    /// A row's name, value and kind.
    pub fn row(&self, i: usize) -> Option<(String, String, KnobKind)> {
        match i {
            0 => Some((
                "description".into(),
                self.draft.description.clone(),
                KnobKind::Text,
            )),
            1 => Some((
                "difficulty".into(),
                self.draft.difficulty.to_string(),
                KnobKind::Words(edit::difficulties()),
            )),
            _ => (self.draft.knobs.get(i - 2))
                .map(|k| (k.name.clone(), k.value.clone(), k.kind.clone())),
        }
    }

    /// The meaning of a row, as the config reference explains it.
    pub fn meaning(&self, i: usize) -> String {
        match i {
            0 | 1 => edit::meaning(
                self.draft.rule_set,
                if i == 0 { "description" } else { "difficulty" },
            ),
            _ => (self.draft.knobs.get(i - 2)).map_or_else(String::new, |k| k.meaning.clone()),
        }
    }

    fn set(&mut self, i: usize, value: String) {
        match i {
            0 => self.draft.description = value,
            1 => {
                if let Some(d) = edit::difficulty(&value) {
                    self.draft.difficulty = d;
                }
            }
            _ => {
                if let Some(k) = self.draft.knobs.get_mut(i - 2) {
                    k.value = value;
                }
            }
        }
    }

    /// Judges the values, with the one being typed in place of its row's.
    fn judge(&mut self) {
        let mut draft = self.draft.clone();
        if let Some(t) = &self.editing {
            swap_value(&mut draft, self.cursor, t.text.clone());
        }
        self.refusal = draft.check_within(&self.base_dir, &self.reach).err();
    }

    /// The row a refusal names ("pits: ..." is the pits row).
    pub fn refused_row(&self) -> Option<usize> {
        let reason = self.refusal.as_deref()?;
        let key = reason.split(':').next()?;
        (0..self.rows()).find(|&i| self.row(i).is_some_and(|(name, _, _)| name == key))
    }

    /// Left or Right: the previous or next choice, or a count one less or
    /// more.
    fn step(&mut self, forward: bool) {
        let Some((_, value, kind)) = self.row(self.cursor) else {
            return;
        };
        let next = match (&kind, kind.choices()) {
            (_, Some(choices)) => {
                let n = choices.len();
                let k = choices.iter().position(|c| *c == value).unwrap_or(0);
                choices
                    .get(if forward {
                        (k + 1) % n
                    } else {
                        (k + n - 1) % n
                    })
                    .cloned()
            }
            (KnobKind::Count | KnobKind::CountOr(_), None) => {
                value.trim().parse::<u32>().ok().map(|n| {
                    if forward {
                        n.saturating_add(1)
                    } else {
                        n.saturating_sub(1)
                    }
                    .to_string()
                })
            }
            _ => None,
        };
        if let Some(next) = next {
            self.set(self.cursor, next);
            self.judge();
        }
    }
}

fn swap_value(draft: &mut Draft, row: usize, value: String) {
    match row {
        0 => draft.description = value,
        1 => {}
        _ => {
            if let Some(k) = draft.knobs.get_mut(row - 2) {
                k.value = value;
            }
        }
    }
}

impl App {
    pub(super) fn on_customise(&mut self, action: Action) -> Effect {
        let Screen::Settings(view) = &mut self.screen else {
            return Effect::Unchanged;
        };
        let Some(form) = &mut view.form else {
            return Effect::Unchanged;
        };
        if let Some(name) = &mut form.naming {
            match action {
                Action::Type(c) => {
                    name.type_char(c);
                }
                Action::Erase => name.erase(),
                Action::Cancel => form.naming = None,
                Action::Select => {
                    let name = name.value().to_string();
                    self.save_as(name);
                }
                _ => return Effect::Unchanged,
            }
            return Effect::None;
        }
        if let Some(text) = &mut form.editing {
            match action {
                Action::Type(c) => {
                    text.type_char(c);
                }
                Action::Erase => text.erase(),
                Action::Cancel => form.editing = None,
                Action::Select => {
                    let value = text.value().to_string();
                    form.editing = None;
                    form.set(form.cursor, value);
                }
                _ => return Effect::Unchanged,
            }
            form.judge();
            return Effect::None;
        }
        let rows = form.rows() + 1;
        form.message = None;
        match action {
            Action::Up => form.cursor = (form.cursor + rows - 1) % rows,
            Action::Down => form.cursor = (form.cursor + 1) % rows,
            Action::Left => form.step(false),
            Action::Right => form.step(true),
            Action::Select if form.cursor >= form.rows() => match &form.refusal {
                Some(_) => {
                    form.message = Some(Message {
                        text: "Not saved: change the value marked ! first.".into(),
                        ok: false,
                    })
                }
                None => {
                    let name = format!("{} (custom)", form.draft.from);
                    form.naming = Some(TextInput::new(&name, NAME_CELLS));
                }
            },
            Action::Select => match form.row(form.cursor) {
                Some((_, _, kind)) if kind.choices().is_some() => form.step(true),
                // A number is retyped whole; text is added to.
                Some((_, value, KnobKind::Text)) => {
                    form.editing = Some(TextInput::new(&value, VALUE_CELLS))
                }
                Some((_, value, _)) => {
                    form.editing = Some(TextInput::replacing(&value, VALUE_CELLS))
                }
                None => {}
            },
            Action::Help => self.overlay = Some(Overlay::Help { scroll: 0 }),
            Action::Cancel | Action::Quit => {
                if view.form_only {
                    self.screen = Screen::Menu;
                } else {
                    view.form = None;
                }
            }
            _ => return Effect::Unchanged,
        }
        Effect::None
    }

    /// Saves the form as a new variant called `name`, reads the config
    /// again, and shows the menu on the new variant.
    fn save_as(&mut self, name: String) {
        let clash = edit::clash(&name, &self.variants);
        let target = self.prefs.target.clone();
        let Screen::Settings(view) = &mut self.screen else {
            return;
        };
        let Some(form) = &mut view.form else {
            return;
        };
        let fail = |form: &mut KnobForm, text: String| {
            form.message = Some(Message { text, ok: false });
        };
        if let Some(why) = clash {
            return fail(form, why);
        }
        let Some(target) = target else {
            return fail(form, "Not saved: there is no config file to save to".into());
        };
        let id = edit::id_from(&name);
        let mut draft = form.draft.clone();
        draft.name = name.trim().to_string();
        if let Err(e) = edit::add_variant(&target.path, &id, &draft) {
            form.naming = None;
            return fail(form, format!("Not saved: {e}"));
        }
        match crate::config::check_file_within(&target.path, &self.prefs.reach) {
            Ok(config) => {
                self.variants = crate::config::menu_variants(&self.prefs.house, &config.variants);
                self.selected = self.variants.iter().position(|v| v.id == id).unwrap_or(0);
                self.on_resume = false;
                // The settings list says where it went; Esc from there is
                // the menu, on the new variant.
                view.form = None;
                view.form_only = false;
                view.variant = self.selected;
                view.message = Some(Message {
                    text: format!(
                        "Saved \"{}\" as [variant.{id}] to {}: it is in the menu.",
                        draft.name, target.shown
                    ),
                    ok: true,
                });
            }
            Err(e) => {
                form.naming = None;
                fail(
                    form,
                    format!("Saved, but the config did not load again: {e}"),
                );
            }
        }
    }
}

impl SettingsView {
    /// The form on screen, if any.
    pub fn knob_form(&self) -> Option<&KnobForm> {
        self.form.as_ref()
    }
}
