//! The kinds of value a config key takes, the keys every variant has, and
//! the typing of a raw TOML value against a key's kind. The knobs of each
//! rule set live in its own table under `tables/`.

use super::Difficulty;
use super::error::{ConfigError, Location};
use super::words::{self, Word};

/// A value as a file wrote it, before its key's kind is known (a variant's
/// rule set, and so its knob table, may come from another file).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Raw {
    Text(String),
    /// The integer, or its text when it does not fit an `i64`.
    Integer(Result<i64, String>),
    Float(String),
    Flag(bool),
    /// An array, item by item.
    List(Vec<Raw>),
    /// Anything else, by its TOML type with an article ("a table").
    Other(String),
}

/// A value from a config file, checked against its key's kind.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value {
    Text(String),
    Count(u32),
    Chance(f64),
    Flag(bool),
    /// One of the key's allowed words, spelled as the docs spell it.
    Word(&'static str),
    Chances(Vec<f64>),
}

#[derive(Clone, Copy)]
pub(super) enum Kind {
    Text,
    Count,
    /// A probability; whole numbers (0, 1) are welcome too.
    Chance,
    Flag,
    Word(fn() -> Vec<&'static str>),
    /// A whole number, or the one word given (`wumpi = "random"`).
    CountOr(&'static str),
    /// A list of probabilities (`arrow_falloff = [0, 0.2]`).
    Chances,
    /// Names, as a list of strings (`["Ann", "Bob"]`) or one string with
    /// commas (`"Ann, Bob"`); read as the comma-joined text.
    Names,
}

impl Kind {
    /// What a value of this kind looks like, for "expected ..." messages.
    pub(super) fn expected(self) -> String {
        match self {
            Kind::Text => "a string".into(),
            Kind::Count => "a whole number".into(),
            Kind::Chance => "a number from 0 to 1".into(),
            Kind::Flag => "true or false".into(),
            Kind::Word(all) => format!("one of {}", words::either(&all())),
            Kind::CountOr(word) => format!("a whole number or {word:?}"),
            Kind::Chances => "a list of numbers from 0 to 1".into(),
            Kind::Names => "a list of names or one string with commas".into(),
        }
    }
}

pub(super) struct Field {
    pub name: &'static str,
    pub kind: Kind,
}

/// What every variant says about itself, whatever its rules.
pub(super) const HEADER: &[Field] = &[
    Field {
        name: "name",
        kind: Kind::Text,
    },
    Field {
        name: "description",
        kind: Kind::Text,
    },
    Field {
        name: "difficulty",
        kind: Kind::Word(words::words::<Difficulty>),
    },
    Field {
        name: "rules",
        kind: Kind::Word(rule_sets),
    },
];

fn rule_sets() -> Vec<&'static str> {
    crate::engine::any::RULE_SETS.to_vec()
}

/// A rule knob of rule set `R`: its name and kind, how a value reaches the
/// rules, and how the menu shows the value in force.
pub(super) struct Knob<R> {
    pub name: &'static str,
    pub kind: Kind,
    pub apply: fn(&mut R, &Value),
    pub show: fn(&R) -> String,
}

/// Checks `raw` against `kind`, reporting at `at` (the value's place).
pub(super) fn typed(
    name: &str,
    kind: Kind,
    raw: &Raw,
    at: &Location,
) -> Result<Value, ConfigError> {
    let wrong = |reason: String| ConfigError::invalid(at.clone(), format!("{name}: {reason}"));
    let count = |n: &Result<i64, String>| match n {
        Ok(n) => u32::try_from(*n).ok().map(Value::Count),
        Err(_) => None,
    };
    let shown = |n: &Result<i64, String>| match n {
        Ok(n) => n.to_string(),
        Err(text) => text.clone(),
    };
    match (kind, raw) {
        (Kind::Text, Raw::Text(s)) => {
            if (name == "name" || name == "description") && s.chars().any(char::is_control) {
                return Err(wrong("must be one line of text".into()));
            }
            if name == "name" && s.trim().is_empty() {
                return Err(wrong("must not be empty".into()));
            }
            Ok(Value::Text(s.clone()))
        }
        (Kind::Count | Kind::CountOr(_), Raw::Integer(n)) => count(n).ok_or_else(|| {
            wrong(format!(
                "must be a whole number from 0 to {}, got {}",
                u32::MAX,
                shown(n)
            ))
        }),
        (Kind::CountOr(word), Raw::Text(s)) if s == word => Ok(Value::Word(word)),
        (Kind::CountOr(word), Raw::Text(s)) => {
            Err(wrong(format!("{s:?} is not a whole number or {word:?}")))
        }
        (Kind::Chance, Raw::Float(f)) => f
            .parse::<f64>()
            .map(Value::Chance)
            .map_err(|_| wrong(format!("{f} is not a number"))),
        (Kind::Chance, Raw::Integer(n)) => match n {
            Ok(n) => Ok(Value::Chance(*n as f64)),
            Err(text) => Err(wrong(format!("{text} is not a probability"))),
        },
        (Kind::Flag, Raw::Flag(b)) => Ok(Value::Flag(*b)),
        (Kind::Word(all), Raw::Text(s)) => {
            let allowed = all();
            match allowed.iter().copied().find(|w| *w == s) {
                Some(w) => Ok(Value::Word(w)),
                None => Err(wrong(format!(
                    "{s:?} is not one of {}",
                    words::either(&allowed)
                ))),
            }
        }
        (Kind::Chances, Raw::List(items)) => {
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let p = match item {
                    Raw::Float(f) => f.parse::<f64>().ok(),
                    Raw::Integer(Ok(n)) => Some(*n as f64),
                    _ => None,
                };
                match p {
                    Some(p) if (0.0..=1.0).contains(&p) => out.push(p),
                    _ => {
                        return Err(wrong(format!(
                            "entry {} must be a number from 0 to 1",
                            i + 1
                        )));
                    }
                }
            }
            Ok(Value::Chances(out))
        }
        (Kind::Names, Raw::Text(s)) => Ok(Value::Text(s.clone())),
        (Kind::Names, Raw::List(items)) => {
            let mut names = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                match item {
                    Raw::Text(n) if n.contains(',') || n.chars().any(char::is_control) => {
                        return Err(wrong(format!(
                            "entry {} ({n:?}) must be one name: no commas or line breaks",
                            i + 1
                        )));
                    }
                    Raw::Text(n) => names.push(n.trim().to_string()),
                    other => {
                        return Err(wrong(format!(
                            "entry {} must be a string, found {}",
                            i + 1,
                            other.article()
                        )));
                    }
                }
            }
            Ok(Value::Text(names.join(", ")))
        }
        (kind, raw) => Err(wrong(format!(
            "expected {}, found {}",
            kind.expected(),
            raw.article()
        ))),
    }
}

impl Raw {
    fn article(&self) -> String {
        match self {
            Raw::Text(_) => "a string".into(),
            Raw::Integer(_) => "an integer".into(),
            Raw::Float(_) => "a float".into(),
            Raw::Flag(_) => "a boolean".into(),
            Raw::List(_) => "an array".into(),
            Raw::Other(t) => t.clone(),
        }
    }
}

// The values reaching these were checked against the knob's kind when the
// config was resolved, so a mismatch cannot happen; ignoring it keeps the
// default.

pub(super) fn flag(v: &Value, slot: &mut bool) {
    if let Value::Flag(b) = v {
        *slot = *b;
    }
}

pub(super) fn count(v: &Value, slot: &mut u32) {
    if let Value::Count(n) = v {
        *slot = *n;
    }
}

pub(super) fn chance(v: &Value, slot: &mut f64) {
    if let Value::Chance(p) = v {
        *slot = *p;
    }
}

pub(super) fn chances(v: &Value, slot: &mut Vec<f64>) {
    if let Value::Chances(list) = v {
        slot.clone_from(list);
    }
}

pub(super) fn word<T: Word>(v: &Value, slot: &mut T) {
    if let Value::Word(w) = v
        && let Some(parsed) = words::parse::<T>(w)
    {
        *slot = parsed;
    }
}
