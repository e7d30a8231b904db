//! The labyrinth rule set's knobs (docs/rules.md, Labyrinth).

use super::{Base, RuleTable};
use crate::config::blame::{Problem, biggest_first};
use crate::config::error::ConfigError;
use crate::config::knobs::{Field, Kind, Knob, Value, flag};
use crate::config::merged::Merged;
use crate::config::reach::Layers;
use crate::engine::labyrinth::{Labyrinth, LabyrinthRules};
use crate::formats::labyrinth::{BUILTIN_LABYRINTHS, find_builtin, parse_labyrinth};
use std::sync::Arc;

/// The labyrinth played when a variant names none.
const DEFAULT_LABYRINTH: &str = "medium";

impl RuleTable for Labyrinth {
    /// `labyrinth`: a built-in one by name ("small", "medium", "large"),
    /// its shipped path ("assets/labyrinths/large.txt", compiled in, so it
    /// is found from anywhere), or the path of a labyrinth file relative to
    /// the config file naming it. Ignored when `generate = true`.
    /// `generate = true` instead makes a new labyrinth each game, of
    /// `width` x `height` with `wormholes` and `treasures`; these show in
    /// the menu only for such a variant.
    const FIELDS: &'static [Field] = &[
        Field {
            name: "labyrinth",
            kind: Kind::Text,
        },
        Field {
            name: "generate",
            kind: Kind::Flag,
        },
        Field {
            name: "width",
            kind: Kind::Count,
        },
        Field {
            name: "height",
            kind: Kind::Count,
        },
        Field {
            name: "wormholes",
            kind: Kind::Count,
        },
        Field {
            name: "treasures",
            kind: Kind::Count,
        },
    ];

    const KNOBS: &'static [Knob<LabyrinthRules>] = &[
        // Unset: the built-in labyrinth's own limit, else the automatic
        // one. `"auto"` asks for the automatic one (twice the shortest
        // solution from the start, plus 20) even on a built-in.
        Knob {
            name: "move_limit",
            kind: Kind::CountOr("auto"),
            apply: |r, v| match v {
                Value::Count(n) => r.move_limit = Some(*n),
                _ => r.move_limit = None,
            },
            show: |r| r.move_limit.map_or("auto".into(), |n| n.to_string()),
        },
        Knob {
            name: "reveal_wormhole_numbers",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.reveal_wormhole_numbers),
            show: |r| r.reveal_wormhole_numbers.to_string(),
        },
    ];

    fn base(m: &Merged, files: &Layers<'_>) -> Result<Base<LabyrinthRules>, ConfigError> {
        if m.flag("generate") == Some(true) {
            let mut rules = LabyrinthRules::generated();
            rules.grid = None;
            rules.width = m.count("width").unwrap_or(rules.width);
            rules.height = m.count("height").unwrap_or(rules.height);
            rules.wormholes = m.count("wormholes").unwrap_or(rules.wormholes);
            rules.treasures = m.count("treasures").unwrap_or(rules.treasures);
            let shown = vec![
                ("generate".to_string(), "true".to_string()),
                ("width".into(), rules.width.to_string()),
                ("height".into(), rules.height.to_string()),
                ("wormholes".into(), rules.wormholes.to_string()),
                ("treasures".into(), rules.treasures.to_string()),
            ];
            return Ok((rules, shown));
        }
        let text = m.text("labyrinth").unwrap_or(DEFAULT_LABYRINTH).to_string();
        let at = m
            .get("labyrinth")
            .map_or_else(|| m.header.clone(), |s| s.key_at.clone());
        let fail =
            |reason: String| ConfigError::invalid(at.clone(), format!("labyrinth: {reason}"));
        // A built-in brings its own move limit; a file has none, so its
        // limit is the automatic one unless `move_limit` says otherwise.
        let rules = match find_builtin(&text).and_then(|b| b.rules()) {
            Some(rules) => rules,
            None if text.trim().is_empty() => {
                let names: Vec<&str> = BUILTIN_LABYRINTHS.iter().map(|b| b.name).collect();
                return Err(fail(format!(
                    "must be a built-in labyrinth ({}) or the path of a labyrinth file",
                    names.join(", ")
                )));
            }
            None => {
                let (contents, shown) = files
                    .read_named(
                        m.get("labyrinth").map(|s| s.source),
                        &text,
                        "labyrinth file",
                    )
                    .map_err(fail)?;
                let parsed = parse_labyrinth(&contents, &shown)
                    .map_err(|e| fail(format!("cannot use labyrinth file: {e}")))?;
                LabyrinthRules::on(Arc::new(parsed.grid))
            }
        };
        Ok((rules, vec![("labyrinth".into(), text)]))
    }

    fn problems(rules: &LabyrinthRules) -> Vec<Problem> {
        (rules.problems().into_iter())
            .map(|(key, reason)| Problem {
                keys: culprits(rules, key),
                reason,
            })
            .collect()
    }

    /// The default labyrinth with the limit it carries, so a variant that
    /// sets nothing shows as unchanged.
    fn defaults() -> LabyrinthRules {
        find_builtin(DEFAULT_LABYRINTH)
            .and_then(|b| b.rules())
            .unwrap_or_else(|| {
                let mut rules = LabyrinthRules::generated();
                rules.generate = false;
                rules
            })
    }

    fn default_field(key: &str) -> Option<String> {
        let d = LabyrinthRules::generated();
        Some(match key {
            "labyrinth" => DEFAULT_LABYRINTH.to_string(),
            "generate" => "false".into(),
            "width" => d.width.to_string(),
            "height" => d.height.to_string(),
            "wormholes" => d.wormholes.to_string(),
            "treasures" => d.treasures.to_string(),
            _ => return None,
        })
    }
}

/// The knobs behind a problem the engine names `key`, most to blame first.
fn culprits(r: &LabyrinthRules, key: &'static str) -> Vec<&'static str> {
    match key {
        // More things than a generated labyrinth has cells.
        "wormholes" | "treasures" => {
            let mut keys = biggest_first(&[
                ("wormholes", u64::from(r.wormholes)),
                ("treasures", u64::from(r.treasures)),
            ]);
            keys.extend(["width", "height"]);
            keys
        }
        _ => vec![key],
    }
}
