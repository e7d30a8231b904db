//! Layers merged into the config the game runs: later files override
//! earlier ones field by field, then each variant is typed against its rule
//! set's knob table, becomes real rules and is judged as a whole.

use super::error::ConfigError;
use super::knobs::{self, Value};
use super::layer::Layer;
use super::merged::Merged;
use super::reach::Layers;
use super::tables;
use super::words;
use super::{Config, KeyBinding, ServeConfig, Theme, Variant};
use std::collections::HashMap;

pub(super) fn resolve(files: &Layers<'_>, layers: Vec<Layer>) -> Result<Config, ConfigError> {
    let mut theme = Theme::default();
    let mut dump_on_game_over = false;
    let mut hints = false;
    let mut mouse = true;
    let mut keys: Vec<KeyBinding> = Vec::new();
    let mut serve = ServeConfig::default();
    let mut merged: Vec<Merged> = Vec::new();
    // Positions by name, so merging is linear in what the files hold (a
    // search of the merged list for every entry made big files quadratic).
    let mut key_at: HashMap<String, usize> = HashMap::new();
    let mut variant_at: HashMap<String, usize> = HashMap::new();
    for (index, layer) in layers.into_iter().enumerate() {
        if let Some(t) = layer.theme {
            theme = t;
        }
        if let Some(d) = layer.dump_on_game_over {
            dump_on_game_over = d;
        }
        hints = layer.hints.unwrap_or(hints);
        mouse = layer.mouse.unwrap_or(mouse);
        let s = &layer.serve;
        serve.listen = s.listen.unwrap_or(serve.listen);
        serve.web = s.web.or(serve.web);
        serve.max_connections = s.max_connections.unwrap_or(serve.max_connections);
        serve.per_address_per_minute = s
            .per_address_per_minute
            .unwrap_or(serve.per_address_per_minute);
        serve.idle_minutes = s.idle_minutes.unwrap_or(serve.idle_minutes);
        serve.keep_seat_minutes = s.keep_seat_minutes.unwrap_or(serve.keep_seat_minutes);
        serve.bot_pace_ms = s.bot_pace_ms.unwrap_or(serve.bot_pace_ms);
        serve.per_address_open = s.per_address_open.unwrap_or(serve.per_address_open);
        serve.login_tries_per_minute = s
            .login_tries_per_minute
            .unwrap_or(serve.login_tries_per_minute);
        serve.max_handshakes = s.max_handshakes.unwrap_or(serve.max_handshakes);
        serve.handshake_seconds = s.handshake_seconds.unwrap_or(serve.handshake_seconds);
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
        .map(|m| variant(m, files))
        .collect::<Result<_, _>>()?;
    Ok(Config {
        theme,
        dump_on_game_over,
        hints,
        mouse,
        keys,
        variants,
        serve,
        files: files.opened(),
    })
}

fn variant(mut m: Merged, files: &Layers<'_>) -> Result<Variant, ConfigError> {
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
    let built = tables::build(rule_set, &mut m, &header, files)?;
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

/// "a", "a and b", "a, b and c".
fn and_list(items: &[&str]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}
