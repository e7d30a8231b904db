//! A form of labelled rows (numbers, choices, short texts) and a last row
//! that accepts it: the setup screen before a game. The rows come from a
//! rule set's adapter; this widget only edits values and draws them.
//! Keys: Up/Down pick a row, Left/Right change a number or a choice, Enter
//! types into a text row (Enter again keeps it, Esc drops the change) or,
//! on the last row, accepts the form.

mod draw;

pub use draw::render;

use crate::ui::text_input::TextInput;
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    Number { min: i64, max: i64 },
    Choice(Vec<String>),
    Text { max_cells: usize },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The name the value is remembered by.
    pub key: String,
    pub label: String,
    pub kind: FieldKind,
    pub value: String,
}

impl Field {
    pub fn number(key: &str, label: &str, value: i64, min: i64, max: i64) -> Field {
        Field {
            key: key.to_string(),
            label: label.to_string(),
            kind: FieldKind::Number { min, max },
            value: value.clamp(min, max).to_string(),
        }
    }

    pub fn choice(key: &str, label: &str, value: &str, options: &[&str]) -> Field {
        let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
        let value = if options.iter().any(|o| o == value) {
            value.to_string()
        } else {
            options.first().cloned().unwrap_or_default()
        };
        Field {
            key: key.to_string(),
            label: label.to_string(),
            kind: FieldKind::Choice(options),
            value,
        }
    }

    pub fn text(key: &str, label: &str, value: &str, max_cells: usize) -> Field {
        Field {
            key: key.to_string(),
            label: label.to_string(),
            kind: FieldKind::Text { max_cells },
            value: TextInput::new(value, max_cells).value().to_string(),
        }
    }

    /// Whether `value` is one this row can hold.
    pub fn accepts(&self, value: &str) -> bool {
        match &self.kind {
            FieldKind::Number { min, max } => value
                .trim()
                .parse::<i64>()
                .is_ok_and(|n| (*min..=*max).contains(&n)),
            FieldKind::Choice(options) => options.iter().any(|o| o == value),
            FieldKind::Text { max_cells } => {
                let t = TextInput::new(value, *max_cells);
                t.text == value && !t.value().is_empty()
            }
        }
    }

    /// One step along a number or a choice (`up`: more, or the next).
    fn step(&mut self, up: bool) -> bool {
        let next = match &self.kind {
            FieldKind::Number { min, max } => {
                let n = self.value.parse::<i64>().unwrap_or(*min);
                let n = if up { n + 1 } else { n - 1 };
                n.clamp(*min, *max).to_string()
            }
            FieldKind::Choice(options) if !options.is_empty() => {
                let k = options.iter().position(|o| *o == self.value).unwrap_or(0);
                let n = options.len();
                options[if up { (k + 1) % n } else { (k + n - 1) % n }].clone()
            }
            _ => return false,
        };
        let changed = next != self.value;
        self.value = next;
        changed
    }
}

/// What a key on the form asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormStep {
    Nothing,
    /// A value changed: the owner may rebuild the rows from it.
    Changed,
    /// The last row: play with these values.
    Accept,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub title: String,
    pub fields: Vec<Field>,
    /// The row under the cursor; `fields.len()` is the accept row.
    pub cursor: usize,
    /// The text row being typed into.
    pub editing: Option<TextInput>,
    /// The accept row's words.
    pub accept: String,
}

impl Form {
    pub fn new(title: &str, fields: Vec<Field>, accept: &str) -> Form {
        Form {
            title: title.to_string(),
            fields,
            cursor: 0,
            editing: None,
            accept: accept.to_string(),
        }
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|f| f.key == key)
            .map(|f| f.value.as_str())
    }

    /// Sets a row's value when the row exists and takes it.
    pub fn set(&mut self, key: &str, value: &str) -> bool {
        match self.fields.iter_mut().find(|f| f.key == key) {
            Some(f) if f.accepts(value) => {
                f.value = value.trim().to_string();
                true
            }
            _ => false,
        }
    }

    /// Every row's value by key.
    pub fn values(&self) -> BTreeMap<String, String> {
        self.fields
            .iter()
            .map(|f| (f.key.clone(), f.value.clone()))
            .collect()
    }

    /// Takes the values of `values` that fit a row here; the rest are
    /// ignored (a row the rules no longer have, a value out of range).
    pub fn merge(&mut self, values: &BTreeMap<String, String>) {
        for (k, v) in values {
            self.set(k, v);
        }
    }

    /// The same form with new rows (say, one more seat), the cursor kept
    /// on the row of the same key.
    pub fn rebuilt(&self, fields: Vec<Field>) -> Form {
        let key = self.fields.get(self.cursor).map(|f| f.key.clone());
        let cursor = match key {
            Some(k) => fields.iter().position(|f| f.key == k).unwrap_or(0),
            None => fields.len(),
        };
        Form {
            title: self.title.clone(),
            fields,
            cursor,
            editing: None,
            accept: self.accept.clone(),
        }
    }

    pub fn up(&mut self) {
        let n = self.fields.len() + 1;
        self.cursor = (self.cursor + n - 1) % n;
    }

    pub fn down(&mut self) {
        let n = self.fields.len() + 1;
        self.cursor = (self.cursor + 1) % n;
    }

    /// Left (`up` false) or Right on the cursor's row.
    pub fn step(&mut self, up: bool) -> FormStep {
        match self.fields.get_mut(self.cursor) {
            Some(f) => {
                if f.step(up) {
                    FormStep::Changed
                } else {
                    FormStep::Nothing
                }
            }
            None => FormStep::Nothing,
        }
    }

    /// Enter: type into a text row, step a choice, accept on the last row.
    pub fn select(&mut self) -> FormStep {
        match self.fields.get_mut(self.cursor) {
            None => FormStep::Accept,
            Some(f) => match f.kind {
                FieldKind::Text { max_cells } => {
                    self.editing = Some(TextInput::new(&f.value, max_cells));
                    FormStep::Nothing
                }
                FieldKind::Choice(_) => {
                    if f.step(true) {
                        FormStep::Changed
                    } else {
                        FormStep::Nothing
                    }
                }
                FieldKind::Number { .. } => {
                    self.down();
                    FormStep::Nothing
                }
            },
        }
    }

    pub fn type_char(&mut self, c: char) {
        if let Some(t) = &mut self.editing {
            t.type_char(c);
        }
    }

    pub fn erase(&mut self) {
        if let Some(t) = &mut self.editing {
            t.erase();
        }
    }

    /// Enter while typing: keeps the text (an empty one changes nothing).
    pub fn keep(&mut self) -> FormStep {
        let Some(t) = self.editing.take() else {
            return FormStep::Nothing;
        };
        let value = t.value().to_string();
        match self.fields.get_mut(self.cursor) {
            Some(f) if !value.is_empty() && f.value != value => {
                f.value = value;
                FormStep::Changed
            }
            _ => FormStep::Nothing,
        }
    }

    /// Esc while typing: the row keeps its old value.
    pub fn drop_edit(&mut self) {
        self.editing = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> Form {
        Form::new(
            "Setup",
            vec![
                Field::number("n", "Seats", 4, 3, 8),
                Field::choice("who", "Seat 1", "person", &["person", "bot"]),
                Field::text("name", "Name", "Ann", 12),
            ],
            "Start",
        )
    }

    #[test]
    fn numbers_stay_in_range_and_choices_wrap() {
        let mut f = form();
        for _ in 0..10 {
            f.step(true);
        }
        assert_eq!(f.get("n"), Some("8"));
        f.down();
        assert_eq!(f.step(true), FormStep::Changed);
        assert_eq!(f.get("who"), Some("bot"));
        f.step(true);
        assert_eq!(f.get("who"), Some("person"));
    }

    #[test]
    fn a_text_row_is_typed_kept_or_dropped() {
        let mut f = form();
        f.cursor = 2;
        f.select();
        f.erase();
        f.erase();
        f.erase();
        f.type_char('B');
        f.type_char('o');
        assert_eq!(f.keep(), FormStep::Changed);
        assert_eq!(f.get("name"), Some("Bo"));
        f.select();
        f.type_char('x');
        f.drop_edit();
        assert_eq!(f.get("name"), Some("Bo"));
        // An empty name is no name: the old one stays.
        f.select();
        f.erase();
        f.erase();
        assert_eq!(f.keep(), FormStep::Nothing);
        assert_eq!(f.get("name"), Some("Bo"));
    }

    #[test]
    fn merge_takes_only_values_a_row_accepts() {
        let mut f = form();
        let mut v = BTreeMap::new();
        v.insert("n".to_string(), "99".to_string());
        v.insert("who".to_string(), "bot".to_string());
        v.insert("name".to_string(), "line\nbreak".to_string());
        v.insert("gone".to_string(), "x".to_string());
        f.merge(&v);
        assert_eq!(f.get("n"), Some("4"));
        assert_eq!(f.get("who"), Some("bot"));
        assert_eq!(f.get("name"), Some("Ann"));
    }

    #[test]
    fn the_last_row_accepts() {
        let mut f = form();
        f.up();
        assert_eq!(f.select(), FormStep::Accept);
    }
}
