//! The hidden rule set's knobs (docs/rules.md, Hidden). The cave is always the
//! dodecahedron with shuffled labels, so there are no cave keys.

use super::{Base, RuleTable};
use crate::config::blame::{Problem, biggest_first};
use crate::config::error::ConfigError;
use crate::config::knobs::{Field, Kind, Knob, Value, flag};
use crate::config::merged::Merged;
use crate::config::reach::Layers;
use crate::engine::hidden::{Hidden, HiddenRules};

/// A count knob into a `u8` slot; a value past 255 keeps 255, which the
/// rules' checks then refuse with the knob's own limits.
fn small(v: &Value, slot: &mut u8) {
    if let Value::Count(n) = v {
        *slot = u8::try_from(*n).unwrap_or(u8::MAX);
    }
}

macro_rules! small_knob {
    ($name:literal, $field:ident) => {
        Knob {
            name: $name,
            kind: Kind::Count,
            apply: |r, v| {
                small(v, &mut r.$field);
                r.reseat();
            },
            show: |r| r.$field.to_string(),
        }
    };
}

impl RuleTable for Hidden {
    const FIELDS: &'static [Field] = &[];

    const KNOBS: &'static [Knob<HiddenRules>] = &[
        small_knob!("players", players),
        small_knob!("bots", bots),
        Knob {
            name: "watch",
            kind: Kind::Flag,
            apply: |r, v| {
                flag(v, &mut r.watch);
                r.reseat();
            },
            show: |r| r.watch.to_string(),
        },
        small_knob!("wumpus_players", wumpus_players),
        small_knob!("arrows", arrows),
        small_knob!("arrow_range", arrow_range),
        small_knob!("pits", pits),
        small_knob!("bats", bats),
        Knob {
            name: "names",
            kind: Kind::Names,
            apply: |r, v| {
                if let Value::Text(t) = v {
                    r.names = t
                        .split(',')
                        .map(|s| s.trim().to_string())
                        .filter(|s| !s.is_empty())
                        .collect();
                }
                r.reseat();
            },
            show: |r| r.names.join(", "),
        },
    ];

    fn base(_m: &Merged, _files: &Layers<'_>) -> Result<Base<HiddenRules>, ConfigError> {
        Ok((HiddenRules::default(), Vec::new()))
    }

    fn problems(rules: &HiddenRules) -> Vec<Problem> {
        (rules.problems().into_iter())
            .map(|(key, reason)| Problem {
                keys: culprits(rules, key),
                reason,
            })
            .collect()
    }

    fn defaults() -> HiddenRules {
        HiddenRules::default()
    }

    fn default_field(_key: &str) -> Option<String> {
        None
    }
}

/// The knobs behind a problem the engine names `key`, most to blame first.
fn culprits(r: &HiddenRules, key: &'static str) -> Vec<&'static str> {
    match key {
        // Seats and hazards that do not fit the 20 rooms: the hazards
        // first, since any number of seats from 3 to 8 is a fair ask.
        "pits" => {
            let mut keys =
                biggest_first(&[("pits", u64::from(r.pits)), ("bats", u64::from(r.bats))]);
            keys.push("players");
            keys
        }
        "wumpus_players" => vec!["wumpus_players", "players"],
        "bots" => vec!["bots", "players", "watch"],
        "names" => vec!["names", "players", "bots"],
        _ => vec![key],
    }
}
