//! A variant being customised: its knobs as text, each with its kind and
//! meaning, and the check that judges the whole with the config loader's
//! own code (so the form refuses exactly what a file would).

use super::meanings::meaning;
use crate::config::knobs::Kind;
use crate::config::tables::RuleTable;
use crate::config::words::{self, Word};
use crate::config::{Difficulty, Source, Variant};
use std::path::Path;
use toml_edit::{Item, Table, Value};

/// What values a knob takes, as the form edits them: words and flags are
/// cycled, the rest typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnobKind {
    Text,
    Count,
    Chance,
    Flag,
    Words(Vec<&'static str>),
    /// A whole number, or this one word.
    CountOr(&'static str),
    Chances,
}

impl KnobKind {
    fn of(kind: Kind) -> KnobKind {
        match kind {
            // Names are edited as one line with commas, which the loader takes.
            Kind::Text | Kind::Names => KnobKind::Text,
            Kind::Count => KnobKind::Count,
            Kind::Chance => KnobKind::Chance,
            Kind::Flag => KnobKind::Flag,
            Kind::Word(all) => KnobKind::Words(all()),
            Kind::CountOr(word) => KnobKind::CountOr(word),
            Kind::Chances => KnobKind::Chances,
        }
    }

    /// The values it takes, short, for the form's "allowed" column.
    pub fn allowed(&self) -> String {
        match self {
            KnobKind::Text => "text".into(),
            KnobKind::Count => "whole number".into(),
            KnobKind::Chance => "0 to 1".into(),
            KnobKind::Flag => "true | false".into(),
            KnobKind::Words(all) => all.join(" | "),
            KnobKind::CountOr(word) => format!("number | {word}"),
            KnobKind::Chances => "[0 to 1, ...]".into(),
        }
    }

    /// The choices Enter cycles through, when the kind is a choice.
    pub fn choices(&self) -> Option<Vec<String>> {
        match self {
            KnobKind::Flag => Some(vec!["true".into(), "false".into()]),
            KnobKind::Words(all) => Some(all.iter().map(|w| w.to_string()).collect()),
            _ => None,
        }
    }
}

/// One row of the form: a knob, its value as text (empty: not set, the
/// rule set's default), what it takes and what it means.
#[derive(Clone, Debug, PartialEq)]
pub struct KnobRow {
    pub name: String,
    pub value: String,
    pub kind: KnobKind,
    pub meaning: String,
}

/// A variant as the form holds it, ready to be judged or written.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    /// The name of the variant it was made from.
    pub from: String,
    pub rule_set: &'static str,
    pub name: String,
    pub description: String,
    pub difficulty: Difficulty,
    pub knobs: Vec<KnobRow>,
}

impl Draft {
    /// `variant` as a draft: every knob it shows, with its value in force,
    /// so the draft written out plays the same game.
    pub fn of(variant: &Variant) -> Draft {
        let rule_set = variant.rules.rule_set();
        let kinds = crate::with_game!(&variant.rules, G, _r => kinds::<G>());
        let knobs = (variant.knobs.iter())
            .map(|(name, value)| KnobRow {
                name: name.clone(),
                value: value.clone(),
                kind: (kinds.iter())
                    .find(|(n, _)| n == name)
                    .map_or(KnobKind::Text, |(_, k)| KnobKind::of(*k)),
                meaning: meaning(rule_set, name),
            })
            .collect();
        Draft {
            from: variant.name.clone(),
            rule_set,
            name: variant.name.clone(),
            description: variant.description.clone(),
            difficulty: variant.difficulty,
            knobs,
        }
    }

    /// The `[variant.<id>]` table this draft writes: the header, then
    /// every knob that has a value, in the form's order.
    pub fn table(&self) -> Result<Table, String> {
        let mut t = Table::new();
        t.insert("name", Item::Value(self.name.as_str().into()));
        t.insert("description", Item::Value(self.description.as_str().into()));
        t.insert("difficulty", Item::Value(self.difficulty.word().into()));
        t.insert("rules", Item::Value(self.rule_set.into()));
        for row in &self.knobs {
            if let Some(v) = value(row)? {
                t.insert(&row.name, Item::Value(v));
            }
        }
        Ok(t)
    }

    /// Judges the draft as the loader would judge it in a file whose
    /// caves-file paths start from `base_dir`: the variant it makes, or
    /// the loader's reason ("pits: the player, 1 wumpi, 19 pits and 2
    /// bats need 23 rooms, the cave has 20").
    pub fn check(&self, base_dir: &Path) -> Result<Variant, String> {
        self.check_within(base_dir, &crate::config::Reach::Anywhere)
    }

    /// `check`, its caves and labyrinth paths opening only what `reach`
    /// allows (a server's player: docs/server.md).
    pub fn check_within(
        &self,
        base_dir: &Path,
        reach: &crate::config::Reach,
    ) -> Result<Variant, String> {
        let mut variants = Table::new();
        variants.set_implicit(true);
        variants.insert("customised", Item::Table(self.table()?));
        let mut doc = toml_edit::DocumentMut::new();
        doc.insert("variant", Item::Table(variants));
        let source = Source {
            path: "<form>".into(),
            text: doc.to_string(),
            base_dir: base_dir.to_path_buf(),
        };
        let config = crate::config::from_sources_within(&[source], reach)
            .map_err(|e| e.reason().to_string())?;
        (config.variants.into_iter().next()).ok_or_else(|| "the form made no variant".to_string())
    }
}

/// Every key a rule set's variant may set, with its kind.
fn kinds<G: RuleTable>() -> Vec<(&'static str, Kind)> {
    (G::FIELDS.iter().map(|f| (f.name, f.kind)))
        .chain(G::KNOBS.iter().map(|k| (k.name, k.kind)))
        .collect()
}

/// A row's text as a TOML value, or `None` when it is blank (not set).
/// Numbers and lists are read as TOML; words and text are strings. A
/// value of the wrong type still goes through, for the loader to refuse
/// in its own words.
fn value(row: &KnobRow) -> Result<Option<Value>, String> {
    let text = row.value.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let parsed = || {
        text.parse::<Value>()
            .map_err(|_| format!("{}: {text:?} is not {}", row.name, expected(&row.kind)))
    };
    let v = match &row.kind {
        KnobKind::Text | KnobKind::Words(_) => Value::from(text),
        KnobKind::CountOr(word) if text == *word => Value::from(text),
        KnobKind::Chance => match parsed()? {
            // 0 and 1 are welcome, written as the reference writes them.
            Value::Integer(n) => Value::from(*n.value() as f64),
            v => v,
        },
        _ => parsed()?,
    };
    Ok(Some(v.decorated(" ", "")))
}

fn expected(kind: &KnobKind) -> &'static str {
    match kind {
        KnobKind::Count | KnobKind::CountOr(_) => "a whole number",
        KnobKind::Chance => "a number from 0 to 1",
        KnobKind::Flag => "true or false",
        KnobKind::Chances => "a list like [0, 0.2]",
        KnobKind::Text | KnobKind::Words(_) => "text",
    }
}

/// A variant id made from a name: lower-case letters and digits, other
/// runs of characters as one "-" ("Classic: 3 pits" is "classic-3-pits").
pub fn id_from(name: &str) -> String {
    let mut id = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            id.push(c);
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    let id = id.trim_end_matches('-');
    if id.is_empty() {
        "custom".into()
    } else {
        id.to_string()
    }
}

/// Why `name` cannot name a new variant beside `taken`: its id or its
/// name is another variant's.
pub fn clash(name: &str, taken: &[Variant]) -> Option<String> {
    let name = name.trim();
    if name.is_empty() {
        return Some("a new variant needs a name".into());
    }
    if name.chars().any(char::is_control) {
        return Some("the name must be one line of text".into());
    }
    let id = id_from(name);
    if let Some(v) = taken.iter().find(|v| v.id == id) {
        return Some(format!(
            "the id {id:?} is taken by {:?}: choose another name",
            v.name
        ));
    }
    if let Some(v) = taken
        .iter()
        .find(|v| v.name.to_lowercase() == name.to_lowercase())
    {
        return Some(format!(
            "{:?} is already a variant's name: choose another",
            v.name
        ));
    }
    None
}

/// The difficulty words, for cycling.
pub fn difficulties() -> Vec<&'static str> {
    words::words::<Difficulty>()
}

/// A difficulty by its word.
pub fn difficulty(word: &str) -> Option<Difficulty> {
    words::parse(word)
}
