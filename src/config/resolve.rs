//! Layers merged into the config the game runs: later files override
//! earlier ones field by field, then each variant is typed against its rule
//! set's knob table, becomes real rules and is judged as a whole.

use super::error::{ConfigError, Location};
use super::files;
use super::knobs::{self, Value};
use super::layer::{Layer, RawSetting, Setting};
use super::tables;
use super::words;
use super::{Config, KeyBinding, Source, Theme, Variant};
use crate::engine::Cave;
use crate::formats::builtin::{BUILTIN_CAVES, shared};
use crate::formats::caves::parse_caves;
use std::collections::HashMap;
use std::sync::Arc;

/// One variant after merging: the last header that named it, for each key
/// the last setting as written, and (once typed) the checked settings.
pub(super) struct Merged {
    pub id: String,
    pub header: Location,
    /// The source of `header`: the newest file that touched this variant.
    pub header_source: usize,
    raw: Vec<RawSetting>,
    settings: Vec<Setting>,
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

pub(super) fn resolve(sources: &[Source], layers: Vec<Layer>) -> Result<Config, ConfigError> {
    let mut theme = Theme::default();
    let mut keys: Vec<KeyBinding> = Vec::new();
    let mut merged: Vec<Merged> = Vec::new();
    // Positions by name, so merging is linear in what the files hold (a
    // search of the merged list for every entry made big files quadratic).
    let mut key_at: HashMap<String, usize> = HashMap::new();
    let mut variant_at: HashMap<String, usize> = HashMap::new();
    for (index, layer) in layers.into_iter().enumerate() {
        if let Some(t) = layer.theme {
            theme = t;
        }
        for binding in layer.keys {
            match key_at.get(&binding.action).and_then(|&i| keys.get_mut(i)) {
                Some(old) => *old = binding,
                None => {
                    key_at.insert(binding.action.clone(), keys.len());
                    keys.push(binding);
                }
            }
        }
        for raw in layer.variants {
            let Some(m) = variant_at.get(&raw.id).and_then(|&i| merged.get_mut(i)) else {
                variant_at.insert(raw.id.clone(), merged.len());
                merged.push(Merged {
                    id: raw.id,
                    header: raw.header,
                    header_source: index,
                    raw: raw.settings,
                    settings: Vec::new(),
                });
                continue;
            };
            m.header = raw.header;
            m.header_source = index;
            let mut setting_at: HashMap<String, usize> = (m.raw.iter().enumerate())
                .map(|(i, s)| (s.name.clone(), i))
                .collect();
            for setting in raw.settings {
                match setting_at
                    .get(&setting.name)
                    .and_then(|&i| m.raw.get_mut(i))
                {
                    Some(old) => *old = setting,
                    None => {
                        setting_at.insert(setting.name.clone(), m.raw.len());
                        m.raw.push(setting);
                    }
                }
            }
        }
    }
    let variants = merged
        .into_iter()
        .map(|m| variant(m, sources))
        .collect::<Result<_, _>>()?;
    Ok(Config {
        theme,
        keys,
        variants,
    })
}

fn variant(mut m: Merged, sources: &[Source]) -> Result<Variant, ConfigError> {
    // The header first: `rules` says which table types the rest.
    let header: Vec<(&'static str, knobs::Kind)> =
        knobs::HEADER.iter().map(|f| (f.name, f.kind)).collect();
    let rule_set = match m.raw.iter().find(|s| s.name == "rules") {
        Some(s) => match knobs::typed("rules", knobs::HEADER[3].kind, &s.raw, &s.value_at)? {
            Value::Word(w) => Some(w),
            _ => None,
        },
        None => None,
    };
    let missing: Vec<&str> = header
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| !m.raw.iter().any(|s| s.name == *name))
        .collect();
    let Some(rule_set) = rule_set.filter(|_| missing.is_empty()) else {
        return Err(ConfigError::invalid(
            m.header.clone(),
            format!(
                "variant {:?} needs {} (a new variant must give name, description, difficulty and rules)",
                m.id,
                and_list(&missing)
            ),
        ));
    };
    let built = tables::build(rule_set, &mut m, &header, sources)?;
    let difficulty = m.text("difficulty").and_then(words::parse);
    let Some(difficulty) = difficulty else {
        // Checked against its words when typed.
        return Err(ConfigError::invalid(
            m.header.clone(),
            "difficulty unreadable",
        ));
    };
    Ok(Variant {
        id: m.id.clone(),
        name: m.text("name").unwrap_or_default().to_string(),
        description: m.text("description").unwrap_or_default().to_string(),
        difficulty,
        rules: built.rules,
        knobs: built.knobs,
        changed: built.changed,
    })
}

/// A cave named in the config: a built-in one by name, else a caves file
/// at a path relative to the file that named it. `key` is the knob.
pub(super) fn cave_by_name(
    m: &Merged,
    key: &str,
    text: &str,
    sources: &[Source],
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
    let base = m
        .get(key)
        .and_then(|s| sources.get(s.source))
        .map(|s| s.base_dir.clone())
        .unwrap_or_default();
    let path = base.join(text);
    let shown = path.display().to_string();
    let contents = files::read_text(&path).map_err(|e| {
        fail(format!(
            "cannot read caves file {shown}: {}",
            e.describe(&path)
        ))
    })?;
    let parsed =
        parse_caves(&contents, &shown).map_err(|e| fail(format!("cannot use caves file: {e}")))?;
    Ok(Arc::new(parsed))
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[&str]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}
