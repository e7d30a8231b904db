//! One config file, read into checked settings that remember where they
//! were written. Layers are merged later; here each file is judged alone.

use super::error::{ConfigError, Lines, Location};
use super::knobs::{self, Kind, Raw, Value};
use super::words::{self, Word};
use super::{KeyBinding, Source, Theme};
use std::ops::Range;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

pub(super) struct Layer {
    pub theme: Option<Theme>,
    pub dump_on_game_over: Option<bool>,
    pub hints: Option<bool>,
    pub mouse: Option<bool>,
    pub keys: Vec<KeyBinding>,
    pub variants: Vec<RawVariant>,
    pub serve: ServeLayer,
}

/// What one file's `[serve]` table sets.
#[derive(Default)]
pub(super) struct ServeLayer {
    pub listen: Option<std::net::SocketAddr>,
    pub web: Option<std::net::SocketAddr>,
    pub max_connections: Option<u32>,
    pub per_address_per_minute: Option<u32>,
    pub idle_minutes: Option<u32>,
    pub keep_seat_minutes: Option<u32>,
    pub bot_pace_ms: Option<u32>,
    pub per_address_open: Option<u32>,
    pub login_tries_per_minute: Option<u32>,
    pub max_handshakes: Option<u32>,
    pub handshake_seconds: Option<u32>,
}

const SERVE_KEYS: &[&str] = &[
    "listen",
    "web",
    "max_connections",
    "per_address_per_minute",
    "idle_minutes",
    "keep_seat_minutes",
    "bot_pace_ms",
    "per_address_open",
    "login_tries_per_minute",
    "max_handshakes",
    "handshake_seconds",
];

/// A `[variant.<id>]` table as one file wrote it.
pub(super) struct RawVariant {
    pub id: String,
    pub header: Location,
    pub settings: Vec<RawSetting>,
}

/// A key as written, typed only once the variant's rule set is known.
pub(super) struct RawSetting {
    pub name: String,
    pub raw: Raw,
    pub key_at: Location,
    pub value_at: Location,
    /// Index of the source that wrote it, for paths relative to that file.
    pub source: usize,
}

/// A key checked against its rule set's table.
#[derive(Clone)]
pub(super) struct Setting {
    pub name: &'static str,
    pub value: Value,
    pub key_at: Location,
    /// Where its value starts: a problem with the value points here.
    pub value_at: Location,
    pub source: usize,
}

const TOP_KEYS: &[&str] = &[
    "theme",
    "dump_on_game_over",
    "hints",
    "mouse",
    "keys",
    "variant",
    "serve",
];

/// Reads `source`, the `index`th layer.
pub(super) fn read(source: &Source, index: usize) -> Result<Layer, ConfigError> {
    let cx = Cx {
        source,
        index,
        lines: Lines::new(&source.text),
    };
    let root = DeTable::parse(&source.text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        // toml's messages are one line today; keep ours one line whatever it does.
        let message = e.message().trim().replace('\n', "; ");
        ConfigError::invalid(cx.loc(start..start), message)
    })?;
    let mut layer = Layer {
        theme: None,
        dump_on_game_over: None,
        hints: None,
        mouse: None,
        keys: Vec::new(),
        variants: Vec::new(),
        serve: ServeLayer::default(),
    };
    for (key, value) in root.get_ref() {
        match key.get_ref().as_ref() {
            "theme" => layer.theme = Some(cx.word::<Theme>("theme", value)?),
            "dump_on_game_over" => {
                layer.dump_on_game_over = Some(cx.flag("dump_on_game_over", value)?)
            }
            "hints" => layer.hints = Some(cx.flag("hints", value)?),
            "mouse" => layer.mouse = Some(cx.flag("mouse", value)?),
            "keys" => layer.keys = cx.keys(value)?,
            "variant" => layer.variants = cx.variants(value)?,
            "serve" => layer.serve = cx.serve(value)?,
            other => {
                let hint = match words::closest(other, TOP_KEYS) {
                    Some(near) => format!(" (did you mean {near:?}?)"),
                    None => {
                        "; the top level holds only theme, dump_on_game_over, hints, mouse, [keys], [serve] and [variant.<id>] tables".into()
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
    lines: Lines<'s>,
}

impl Cx<'_> {
    fn loc(&self, span: Range<usize>) -> Location {
        self.lines.at(&self.source.path, span.start)
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

    fn flag(&self, name: &str, value: &Spanned<DeValue>) -> Result<bool, ConfigError> {
        match self.typed(name, Kind::Flag, value)? {
            Value::Flag(b) => Ok(b),
            _ => Err(self.error(value.span(), format!("{name}: expected true or false"))),
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

    fn serve(&self, value: &Spanned<DeValue>) -> Result<ServeLayer, ConfigError> {
        let table = self.table("serve", value)?;
        let mut serve = ServeLayer::default();
        for (key, value) in table {
            let name = key.get_ref().as_ref();
            let full = format!("serve.{name}");
            // A limit of 0 would refuse everyone or close every
            // connection at once: at least 1.
            let count = || match self.typed(&full, Kind::Count, value)? {
                Value::Count(0) => Err(self.error(value.span(), format!("{full}: at least 1"))),
                Value::Count(n) => Ok(n),
                _ => Err(self.error(value.span(), format!("{full}: expected a whole number"))),
            };
            match name {
                "listen" | "web" => {
                    let Value::Text(text) = self.typed(&full, Kind::Text, value)? else {
                        continue;
                    };
                    let like = if name == "web" {
                        "127.0.0.1:8080"
                    } else {
                        "127.0.0.1:2222"
                    };
                    let addr = text.parse().map_err(|_| {
                        self.error(
                            value.span(),
                            format!("{full}: {text:?} is not an address and port like \"{like}\""),
                        )
                    })?;
                    if name == "web" {
                        serve.web = Some(addr);
                    } else {
                        serve.listen = Some(addr);
                    }
                }
                "max_connections" => serve.max_connections = Some(count()?),
                "per_address_per_minute" => serve.per_address_per_minute = Some(count()?),
                "idle_minutes" => serve.idle_minutes = Some(count()?),
                "keep_seat_minutes" => serve.keep_seat_minutes = Some(count()?),
                "bot_pace_ms" => serve.bot_pace_ms = Some(count()?),
                "per_address_open" => serve.per_address_open = Some(count()?),
                "login_tries_per_minute" => serve.login_tries_per_minute = Some(count()?),
                "max_handshakes" => serve.max_handshakes = Some(count()?),
                "handshake_seconds" => serve.handshake_seconds = Some(count()?),
                other => {
                    let hint = match words::closest(other, SERVE_KEYS) {
                        Some(near) => format!(" (did you mean {near:?}?)"),
                        None => format!("; [serve] holds only {}", SERVE_KEYS.join(", ")),
                    };
                    return Err(self.error(
                        key.span(),
                        format!("unknown key {other:?} in [serve]{hint}"),
                    ));
                }
            }
        }
        Ok(serve)
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
        let settings = table
            .iter()
            .map(|(key, value)| RawSetting {
                name: key.get_ref().to_string(),
                raw: raw(value.get_ref()),
                key_at: self.loc(key.span()),
                value_at: self.loc(value.span()),
                source: self.index,
            })
            .collect();
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
        knobs::typed(name, kind, &raw(value.get_ref()), &self.loc(value.span()))
    }
}

/// A TOML value as a `Raw` one.
fn raw(value: &DeValue) -> Raw {
    match value {
        DeValue::String(s) => Raw::Text(s.to_string()),
        DeValue::Integer(i) => {
            Raw::Integer(i64::from_str_radix(i.as_str(), i.radix()).map_err(|_| i.to_string()))
        }
        DeValue::Float(f) => Raw::Float(f.as_str().to_string()),
        DeValue::Boolean(b) => Raw::Flag(*b),
        DeValue::Array(items) => Raw::List(items.iter().map(|v| raw(v.get_ref())).collect()),
        other => Raw::Other(a(other)),
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
