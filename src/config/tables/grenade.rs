//! The grenade rule set's knobs (docs/rules.md, Grenade).

use super::{Base, RuleTable};
use crate::config::blame::{Problem, biggest_first};
use crate::config::error::ConfigError;
use crate::config::knobs::{Field, Kind, Knob, Value, count, flag};
use crate::config::merged::{Merged, cave_by_name};
use crate::config::reach::Layers;
use crate::engine::grenade::{Grenade, GrenadeRules, WumpiCount};
use crate::formats::builtin::{SEED_CAVES_PATH, seed_caves};
use std::sync::Arc;

impl RuleTable for Grenade {
    /// `caves`: a built-in cave by name, the seed's caves file (compiled
    /// in, so it is found from anywhere), or the path of a caves file
    /// relative to the config file naming it.
    const FIELDS: &'static [Field] = &[Field {
        name: "caves",
        kind: Kind::Text,
    }];

    const KNOBS: &'static [Knob<GrenadeRules>] = &[
        Knob {
            name: "wumpi",
            kind: Kind::CountOr("random"),
            apply: |r, v| match v {
                Value::Count(n) => r.wumpi = WumpiCount::Fixed(*n),
                _ => r.wumpi = WumpiCount::Random,
            },
            show: |r| match r.wumpi {
                WumpiCount::Random => "random".into(),
                WumpiCount::Fixed(n) => n.to_string(),
            },
        },
        Knob {
            name: "grenades_per_wumpus",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.grenades_per_wumpus),
            show: |r| r.grenades_per_wumpus.to_string(),
        },
        Knob {
            name: "pits",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.pits),
            show: |r| r.pits.to_string(),
        },
        Knob {
            name: "bats",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.bats),
            show: |r| r.bats.to_string(),
        },
        Knob {
            name: "reveal_counts",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.reveal_counts),
            show: |r| r.reveal_counts.to_string(),
        },
    ];

    fn base(m: &Merged, files: &Layers<'_>) -> Result<Base<GrenadeRules>, ConfigError> {
        let text = m.text("caves").unwrap_or(SEED_CAVES_PATH).to_string();
        let cave = if text == SEED_CAVES_PATH {
            let at = m
                .get("caves")
                .map_or_else(|| m.header.clone(), |s| s.key_at.clone());
            seed_caves().ok_or_else(|| {
                ConfigError::invalid(at, "caves: the built-in caves.dat did not load")
            })?
        } else {
            cave_by_name(m, "caves", &text, files)?
        };
        Ok((GrenadeRules::on(cave), vec![("caves".to_string(), text)]))
    }

    fn problems(rules: &GrenadeRules) -> Vec<Problem> {
        (rules.problems().into_iter())
            .map(|(key, reason)| Problem {
                keys: culprits(rules, key),
                reason,
            })
            .collect()
    }

    fn defaults() -> GrenadeRules {
        GrenadeRules::on(Arc::new(crate::engine::Cave::ring(20)))
    }

    fn default_field(key: &str) -> Option<String> {
        (key == "caves").then(|| SEED_CAVES_PATH.to_string())
    }
}

/// The knobs behind a problem the engine names `key`, most to blame first.
fn culprits(r: &GrenadeRules, key: &'static str) -> Vec<&'static str> {
    match key {
        "wumpi" => vec!["wumpi", "caves"],
        // Too many things for the caves (or no empty cave left for the
        // bats' drop): whichever count the player raised, or the caves
        // file they chose.
        "pits" | "bats" => {
            let mut keys = biggest_first(&[
                ("wumpi", u64::from(r.max_wumpi())),
                ("pits", u64::from(r.pits)),
                ("bats", u64::from(r.bats)),
            ]);
            keys.push("caves");
            keys
        }
        _ => vec![key],
    }
}
