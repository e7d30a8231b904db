//! Layers merged into the config the game runs: later files override
//! earlier ones field by field, then each variant becomes real rules and is
//! judged as a whole.

use super::error::{ConfigError, Location};
use super::files;
use super::knobs::{self, Value};
use super::layer::{Layer, Setting};
use super::words::{self, RuleSet};
use super::{Config, KeyBinding, Source, Theme, Variant, VariantRules};
use crate::engine::cave::RandomCave;
use crate::engine::rules::{CaveSource, ClassicRules};
use crate::formats::builtin::{BUILTIN_CAVES, builtin};
use crate::formats::caves::parse_caves;
use std::sync::Arc;

/// One variant after merging: the last header that named it, and for each
/// key the last setting.
struct Merged {
    id: String,
    header: Location,
    /// The source of `header`: the newest file that touched this variant.
    header_source: usize,
    settings: Vec<Setting>,
}

impl Merged {
    fn get(&self, name: &str) -> Option<&Setting> {
        self.settings.iter().find(|s| s.name == name)
    }

    fn text(&self, name: &str) -> Option<&str> {
        match self.get(name).map(|s| &s.value) {
            Some(Value::Text(t)) => Some(t),
            Some(Value::Word(w)) => Some(w),
            _ => None,
        }
    }

    fn count(&self, name: &str) -> Option<u32> {
        match self.get(name).map(|s| &s.value) {
            Some(Value::Count(n)) => Some(*n),
            _ => None,
        }
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match self.get(name).map(|s| &s.value) {
            Some(Value::Flag(b)) => Some(*b),
            _ => None,
        }
    }

    /// Where to point at a problem with a knob: its key if the newest file
    /// touching this variant set it; else that file's header, because it is
    /// that file's changes (to the cave, say) that broke an older setting.
    /// The note says where the older setting is, if there is one.
    fn blame(&self, name: &str) -> (Location, String) {
        match self.get(name) {
            Some(s) if s.source >= self.header_source => (s.key_at.clone(), String::new()),
            Some(s) => (
                self.header.clone(),
                format!(" ({name} is set at {})", s.key_at),
            ),
            None => (self.header.clone(), String::new()),
        }
    }

    fn is_fresh(&self, name: &str) -> bool {
        self.get(name)
            .is_some_and(|s| s.source >= self.header_source)
    }
}

pub(super) fn resolve(sources: &[Source], layers: Vec<Layer>) -> Result<Config, ConfigError> {
    let mut theme = Theme::default();
    let mut keys: Vec<KeyBinding> = Vec::new();
    let mut merged: Vec<Merged> = Vec::new();
    for (index, layer) in layers.into_iter().enumerate() {
        if let Some(t) = layer.theme {
            theme = t;
        }
        for binding in layer.keys {
            match keys.iter_mut().find(|k| k.action == binding.action) {
                Some(old) => *old = binding,
                None => keys.push(binding),
            }
        }
        for raw in layer.variants {
            let Some(m) = merged.iter_mut().find(|m| m.id == raw.id) else {
                merged.push(Merged {
                    id: raw.id,
                    header: raw.header,
                    header_source: index,
                    settings: raw.settings,
                });
                continue;
            };
            m.header = raw.header;
            m.header_source = index;
            for setting in raw.settings {
                match m.settings.iter_mut().find(|s| s.name == setting.name) {
                    Some(old) => *old = setting,
                    None => m.settings.push(setting),
                }
            }
        }
    }
    let variants = merged
        .iter()
        .map(|m| variant(m, sources))
        .collect::<Result<_, _>>()?;
    Ok(Config {
        theme,
        keys,
        variants,
    })
}

fn variant(m: &Merged, sources: &[Source]) -> Result<Variant, ConfigError> {
    let missing: Vec<&str> = knobs::HEADER
        .iter()
        .map(|f| f.name)
        .filter(|name| m.get(name).is_none())
        .collect();
    if !missing.is_empty() {
        return Err(ConfigError::invalid(
            m.header.clone(),
            format!(
                "variant {:?} needs {} (a new variant must give name, description, difficulty and rules)",
                m.id,
                and_list(&missing)
            ),
        ));
    }
    let difficulty = m.text("difficulty").and_then(words::parse);
    let rule_set = m.text("rules").and_then(words::parse::<RuleSet>);
    let (Some(difficulty), Some(RuleSet::Classic)) = (difficulty, rule_set) else {
        // Both were checked against their words when read.
        return Err(ConfigError::invalid(
            m.header.clone(),
            "difficulty or rules unreadable",
        ));
    };
    let (rules, knobs) = classic(m, sources)?;
    Ok(Variant {
        id: m.id.clone(),
        name: m.text("name").unwrap_or_default().to_string(),
        description: m.text("description").unwrap_or_default().to_string(),
        difficulty,
        rules: VariantRules::Classic(rules),
        knobs,
    })
}

type Knobs = Vec<(String, String)>;

fn classic(m: &Merged, sources: &[Source]) -> Result<(ClassicRules, Knobs), ConfigError> {
    let (cave, cave_text) = cave(m, sources)?;
    let mut rules = ClassicRules::on(cave);
    for knob in knobs::CLASSIC {
        if let Some(s) = m.get(knob.name) {
            (knob.apply)(&mut rules, &s.value);
        }
    }
    let problems = rules.problems();
    // Of several problems, the one the newest file's own settings caused
    // says most plainly what to fix.
    let first = problems
        .iter()
        .find(|(key, _)| m.is_fresh(key))
        .or(problems.first());
    if let Some((key, reason)) = first {
        let (at, note) = m.blame(key);
        return Err(ConfigError::invalid(at, format!("{key}: {reason}{note}")));
    }
    let mut shown = vec![("cave".to_string(), cave_text)];
    if let CaveSource::Random(spec) = &rules.cave {
        shown.push(("rooms".into(), spec.rooms.to_string()));
        shown.push(("tunnels".into(), spec.tunnels.to_string()));
        shown.push(("one_way".into(), spec.one_way.to_string()));
    }
    for knob in knobs::CLASSIC {
        shown.push((knob.name.to_string(), (knob.show)(&rules)));
    }
    Ok((rules, shown))
}

/// The variant's cave, and its value as the file wrote it.
fn cave(m: &Merged, sources: &[Source]) -> Result<(CaveSource, String), ConfigError> {
    let text = m.text("cave").unwrap_or("dodecahedron").to_string();
    let at = m
        .get("cave")
        .map_or_else(|| m.header.clone(), |s| s.key_at.clone());
    let fail = |reason: String| ConfigError::invalid(at.clone(), format!("cave: {reason}"));
    if text == "random" {
        let spec = RandomCave {
            rooms: m.count("rooms").unwrap_or(20),
            tunnels: m.count("tunnels").unwrap_or(3),
            one_way: m.flag("one_way").unwrap_or(false),
        };
        return Ok((CaveSource::Random(spec), text));
    }
    let shape = ["rooms", "tunnels", "one_way"]
        .iter()
        .find_map(|n| m.get(n));
    if let Some(shape) = shape {
        // Blame whichever came last: a player who switches a random variant
        // to a fixed cave should hear about their `cave`, not our `rooms`.
        return Err(match m.get("cave") {
            Some(c) if c.source > shape.source => fail(format!(
                "{text:?} is not \"random\", but {} is set at {}; rooms, tunnels and one_way apply only to random caves",
                shape.name, shape.key_at
            )),
            _ => ConfigError::invalid(
                shape.key_at.clone(),
                format!(
                    "{}: applies only to cave = \"random\", and this variant's cave is {text:?}",
                    shape.name
                ),
            ),
        });
    }
    if BUILTIN_CAVES.iter().any(|(name, _)| *name == text) {
        let found = builtin(&text)
            .ok_or_else(|| fail(format!("the built-in cave {text:?} did not load")))?;
        return Ok((CaveSource::Fixed(Arc::new(found)), text));
    }
    if text.trim().is_empty() {
        let names: Vec<&str> = BUILTIN_CAVES.iter().map(|(n, _)| *n).collect();
        return Err(fail(format!(
            "must be a built-in cave ({}), \"random\", or the path of a caves file",
            names.join(", ")
        )));
    }
    let base = m
        .get("cave")
        .and_then(|s| sources.get(s.source))
        .map(|s| s.base_dir.clone())
        .unwrap_or_default();
    let path = base.join(&text);
    let shown = path.display().to_string();
    let contents = files::read_text(&path).map_err(|e| {
        fail(format!(
            "cannot read caves file {shown}: {}",
            files::describe(&e)
        ))
    })?;
    let parsed =
        parse_caves(&contents, &shown).map_err(|e| fail(format!("cannot use caves file: {e}")))?;
    Ok((CaveSource::Fixed(Arc::new(parsed)), text))
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[&str]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}
