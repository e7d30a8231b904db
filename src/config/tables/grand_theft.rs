//! The Grand Theft knobs (docs/rules.md, Grand Theft). The city is drawn fresh
//! for every game, so there is no cave to name: every key is a knob.

use super::{Base, RuleTable};
use crate::config::blame::Problem;
use crate::config::error::ConfigError;
use crate::config::knobs::{Field, Kind, Knob, count, flag};
use crate::config::merged::Merged;
use crate::config::reach::Layers;
use crate::engine::grand_theft::{GrandTheft, GrandTheftRules};

macro_rules! count_knob {
    ($name:ident) => {
        Knob {
            name: stringify!($name),
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.$name),
            show: |r| r.$name.to_string(),
        }
    };
}

impl RuleTable for GrandTheft {
    const FIELDS: &'static [Field] = &[];

    const KNOBS: &'static [Knob<GrandTheftRules>] = &[
        count_knob!(nodes),
        count_knob!(edges),
        count_knob!(worms),
        count_knob!(cop_odds),
        count_knob!(blood_radius),
        count_knob!(lights_radius),
        count_knob!(bullets),
        Knob {
            name: "fair_city",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.fair_city),
            show: |r| r.fair_city.to_string(),
        },
    ];

    fn base(_m: &Merged, _files: &Layers<'_>) -> Result<Base<GrandTheftRules>, ConfigError> {
        Ok((GrandTheftRules::default(), Vec::new()))
    }

    /// The structural checks, then cities actually drawn for a few seeds
    /// (see `engine::grand_theft::rules`).
    fn problems(rules: &GrandTheftRules) -> Vec<Problem> {
        let structural: Vec<Problem> = (rules.structural_problems().into_iter())
            .map(|(key, reason)| {
                // A radius reaches everywhere in a city too small for it.
                let keys: &[&'static str] = match key {
                    "blood_radius" => &["blood_radius", "nodes"],
                    "lights_radius" => &["lights_radius", "worms", "nodes"],
                    _ => &[key],
                };
                Problem::among(keys, reason)
            })
            .collect();
        if !structural.is_empty() {
            return structural;
        }
        match rules.load_check() {
            Ok(()) => Vec::new(),
            Err(e) => vec![Problem::among(e.knobs(), e.to_string())],
        }
    }

    fn defaults() -> GrandTheftRules {
        GrandTheftRules::default()
    }

    fn default_field(_key: &str) -> Option<String> {
        None
    }
}
