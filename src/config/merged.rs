//! One variant after the layers are merged: its settings as written, then
//! typed against its rule set's table. The tables, the blame for a bad
//! combination and the merge itself all read it, so it sits below them.

use super::error::{ConfigError, Location};
use super::knobs::{self, Value};
use super::layer::{RawSetting, Setting};
use super::reach::Layers;
use super::words;
use crate::engine::Cave;
use crate::formats::builtin::{BUILTIN_CAVES, shared};
use crate::formats::caves::parse_caves;
use std::sync::Arc;

/// One variant after merging: the last header that named it, for each key
/// the last setting as written, and (once typed) the checked settings.
pub(super) struct Merged {
    pub id: String,
    pub header: Location,
    /// The source of `header`: the newest file that touched this variant.
    pub header_source: usize,
    pub(super) raw: Vec<RawSetting>,
    pub(super) settings: Vec<Setting>,
}

impl Merged {
    /// A merged variant with these typed settings, for tests of what is
    /// made of them.
    #[cfg(test)]
    pub fn typed(header: Location, header_source: usize, settings: Vec<Setting>) -> Merged {
        Merged {
            id: "test".into(),
            header,
            header_source,
            raw: Vec::new(),
            settings,
        }
    }

    pub fn get(&self, name: &str) -> Option<&Setting> {
        self.settings.iter().find(|s| s.name == name)
    }

    pub fn text(&self, name: &str) -> Option<&str> {
        match self.get(name).map(|s| &s.value) {
            Some(Value::Text(t)) => Some(t),
            Some(Value::Word(w)) => Some(w),
            _ => None,
        }
    }

    pub fn count(&self, name: &str) -> Option<u32> {
        match self.get(name).map(|s| &s.value) {
            Some(Value::Count(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.get(name).map(|s| &s.value) {
            Some(Value::Flag(b)) => Some(*b),
            _ => None,
        }
    }

    /// Types every key written for this variant against `fields` (name and
    /// kind). A key no field names is refused, naming `rule_set` and the
    /// closest key it has.
    pub fn check(
        &mut self,
        rule_set: &str,
        fields: &[(&'static str, knobs::Kind)],
    ) -> Result<(), ConfigError> {
        let mut typed = Vec::with_capacity(self.raw.len());
        for raw in &self.raw {
            let Some(&(name, kind)) = fields.iter().find(|(n, _)| *n == raw.name) else {
                let all: Vec<&str> = fields.iter().map(|(n, _)| *n).collect();
                let hint = match words::closest(&raw.name, &all) {
                    Some(near) => format!(" (did you mean {near:?}?)"),
                    None => format!("; a {rule_set} variant may set {}", all.join(", ")),
                };
                return Err(ConfigError::invalid(
                    raw.key_at.clone(),
                    format!(
                        "unknown key {:?} in variant {:?}: the {rule_set} rules have no such knob{hint}",
                        raw.name, self.id
                    ),
                ));
            };
            typed.push(Setting {
                name,
                value: knobs::typed(name, kind, &raw.raw, &raw.value_at)?,
                key_at: raw.key_at.clone(),
                value_at: raw.value_at.clone(),
                source: raw.source,
            });
        }
        self.settings = typed;
        Ok(())
    }
}

/// A cave named in the config: a built-in one by name, else a caves file
/// at a path relative to the file that named it. `key` is the knob.
pub(super) fn cave_by_name(
    m: &Merged,
    key: &str,
    text: &str,
    files: &Layers<'_>,
) -> Result<Arc<Cave>, ConfigError> {
    let at = m
        .get(key)
        .map_or_else(|| m.header.clone(), |s| s.key_at.clone());
    let fail = |reason: String| ConfigError::invalid(at.clone(), format!("{key}: {reason}"));
    if BUILTIN_CAVES.iter().any(|(name, _)| *name == text) {
        return shared(text)
            .ok_or_else(|| fail(format!("the built-in cave {text:?} did not load")));
    }
    if text.trim().is_empty() {
        let names: Vec<&str> = BUILTIN_CAVES.iter().map(|(n, _)| *n).collect();
        return Err(fail(format!(
            "must be a built-in cave ({}) or the path of a caves file",
            names.join(", ")
        )));
    }
    let (contents, shown) = files
        .read_named(m.get(key).map(|s| s.source), text, "caves file")
        .map_err(fail)?;
    let parsed =
        parse_caves(&contents, &shown).map_err(|e| fail(format!("cannot use caves file: {e}")))?;
    Ok(Arc::new(parsed))
}
