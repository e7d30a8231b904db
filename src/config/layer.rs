//! One config file, read into checked settings that remember where they
//! were written. Layers are merged later; here each file is judged alone.

use super::error::{ConfigError, Location};
use super::knobs::{self, Kind, Value};
use super::words::{self, Word};
use super::{KeyBinding, Source, Theme};
use std::ops::Range;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

pub(super) struct Layer {
    pub theme: Option<Theme>,
    pub keys: Vec<KeyBinding>,
    pub variants: Vec<RawVariant>,
}

/// A `[variant.<id>]` table as one file wrote it.
pub(super) struct RawVariant {
    pub id: String,
    pub header: Location,
    pub settings: Vec<Setting>,
}

pub(super) struct Setting {
    pub name: &'static str,
    pub value: Value,
    pub key_at: Location,
    /// Index of the source that wrote it, for paths relative to that file.
    pub source: usize,
}

const TOP_KEYS: &[&str] = &["theme", "keys", "variant"];

/// Reads `source`, the `index`th layer.
pub(super) fn read(source: &Source, index: usize) -> Result<Layer, ConfigError> {
    let cx = Cx { source, index };
    let root = DeTable::parse(&source.text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        // toml's messages are one line today; keep ours one line whatever it does.
        let message = e.message().trim().replace('\n', "; ");
        ConfigError::invalid(cx.loc(start..start), message)
    })?;
    let mut layer = Layer {
        theme: None,
        keys: Vec::new(),
        variants: Vec::new(),
    };
    for (key, value) in root.get_ref() {
        match key.get_ref().as_ref() {
            "theme" => layer.theme = Some(cx.word::<Theme>("theme", value)?),
            "keys" => layer.keys = cx.keys(value)?,
            "variant" => layer.variants = cx.variants(value)?,
            other => {
                let hint = match words::closest(other, TOP_KEYS) {
                    Some(near) => format!(" (did you mean {near:?}?)"),
                    None => {
                        "; the top level holds only theme, [keys] and [variant.<id>] tables".into()
                    }
                };
                return Err(cx.error(key.span(), format!("unknown key {other:?}{hint}")));
            }
        }
    }
    Ok(layer)
}

type Entry<'a> = (
    &'a Spanned<std::borrow::Cow<'a, str>>,
    &'a Spanned<DeValue<'a>>,
);

struct Cx<'s> {
    source: &'s Source,
    index: usize,
}

impl Cx<'_> {
    fn loc(&self, span: Range<usize>) -> Location {
        Location::at(&self.source.path, &self.source.text, span.start)
    }

    fn error(&self, span: Range<usize>, reason: impl Into<String>) -> ConfigError {
        ConfigError::invalid(self.loc(span), reason)
    }

    fn table<'v, 'i>(
        &self,
        what: &str,
        value: &'v Spanned<DeValue<'i>>,
    ) -> Result<&'v DeTable<'i>, ConfigError> {
        match value.get_ref() {
            DeValue::Table(t) => Ok(t),
            other => Err(self.error(
                value.span(),
                format!("{what}: expected a table, found {}", a(other)),
            )),
        }
    }

    fn word<T: Word>(&self, name: &str, value: &Spanned<DeValue>) -> Result<T, ConfigError> {
        match self.typed(name, Kind::Word(words::words::<T>), value)? {
            Value::Word(w) => words::parse::<T>(w)
                .ok_or_else(|| self.error(value.span(), format!("{name}: unknown word {w:?}"))),
            _ => Err(self.error(value.span(), format!("{name}: expected a word"))),
        }
    }

    fn keys(&self, value: &Spanned<DeValue>) -> Result<Vec<KeyBinding>, ConfigError> {
        let table = self.table("keys", value)?;
        let mut out = Vec::with_capacity(table.len());
        for (action, key) in table {
            let name = format!("keys.{}", action.get_ref());
            let Value::Text(text) = self.typed(&name, Kind::Text, key)? else {
                continue;
            };
            out.push(KeyBinding {
                action: action.get_ref().to_string(),
                key: text,
                origin: self.loc(action.span()),
            });
        }
        Ok(out)
    }

    fn variants(&self, value: &Spanned<DeValue>) -> Result<Vec<RawVariant>, ConfigError> {
        let table = self.table("variant", value)?;
        table.iter().map(|entry| self.variant(entry)).collect()
    }

    fn variant(&self, (id, value): Entry) -> Result<RawVariant, ConfigError> {
        let id_text = id.get_ref().as_ref();
        let valid = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
        if id_text.is_empty() || !id_text.chars().all(valid) {
            return Err(self.error(
                id.span(),
                format!("variant id {id_text:?} may use only letters, digits, \"-\" and \"_\""),
            ));
        }
        let table = self.table(&format!("variant.{id_text}"), value)?;
        let mut settings = Vec::with_capacity(table.len());
        for (key, value) in table {
            let key_text = key.get_ref().as_ref();
            let Some((name, kind)) = knobs::kind_of(key_text) else {
                let all = knobs::variant_keys();
                let hint = match words::closest(key_text, &all) {
                    Some(near) => format!(" (did you mean {near:?}?)"),
                    None => format!("; a variant may set {}", all.join(", ")),
                };
                return Err(self.error(
                    key.span(),
                    format!("unknown key {key_text:?} in variant {id_text:?}{hint}"),
                ));
            };
            let value = self.typed(name, kind, value)?;
            settings.push(Setting {
                name,
                value,
                key_at: self.loc(key.span()),
                source: self.index,
            });
        }
        Ok(RawVariant {
            id: id_text.to_string(),
            header: self.loc(value.span()),
            settings,
        })
    }

    /// Checks `value` against `kind`, reporting at the value.
    fn typed(
        &self,
        name: &str,
        kind: Kind,
        value: &Spanned<DeValue>,
    ) -> Result<Value, ConfigError> {
        let wrong = |reason: String| self.error(value.span(), format!("{name}: {reason}"));
        match (kind, value.get_ref()) {
            (Kind::Text, DeValue::String(s)) => {
                if (name == "name" || name == "description") && s.chars().any(char::is_control) {
                    return Err(wrong("must be one line of text".into()));
                }
                if name == "name" && s.trim().is_empty() {
                    return Err(wrong("must not be empty".into()));
                }
                Ok(Value::Text(s.to_string()))
            }
            (Kind::Count, DeValue::Integer(i)) => i64::from_str_radix(i.as_str(), i.radix())
                .ok()
                .and_then(|n| u32::try_from(n).ok())
                .map(Value::Count)
                .ok_or_else(|| {
                    wrong(format!(
                        "must be a whole number from 0 to {}, got {i}",
                        u32::MAX
                    ))
                }),
            (Kind::Chance, DeValue::Float(f)) => f
                .as_str()
                .parse::<f64>()
                .map(Value::Chance)
                .map_err(|_| wrong(format!("{f} is not a number"))),
            (Kind::Chance, DeValue::Integer(i)) => i64::from_str_radix(i.as_str(), i.radix())
                .map(|n| Value::Chance(n as f64))
                .map_err(|_| wrong(format!("{i} is not a probability"))),
            (Kind::Flag, DeValue::Boolean(b)) => Ok(Value::Flag(*b)),
            (Kind::Word(all), DeValue::String(s)) => {
                let allowed = all();
                match allowed.iter().copied().find(|w| *w == s.as_ref()) {
                    Some(w) => Ok(Value::Word(w)),
                    None => Err(wrong(format!(
                        "{:?} is not one of {}",
                        s.as_ref(),
                        words::either(&allowed)
                    ))),
                }
            }
            (kind, other) => Err(wrong(format!(
                "expected {}, found {}",
                kind.expected(),
                a(other)
            ))),
        }
    }
}

/// A TOML type with its article: "a string", "an integer".
fn a(value: &DeValue) -> String {
    let t = value.type_str();
    let article = if t.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {t}")
}
