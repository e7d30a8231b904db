//! The classic rule set's knobs (docs/rules.md, Classic).

mod choices;

use super::{Base, RuleTable};
use crate::config::blame::{Problem, biggest_first};
use crate::config::error::ConfigError;
use crate::config::knobs::{Field, Kind, Knob, chance, chances, count, flag, word};
use crate::config::layer::Setting;
use crate::config::merged::{Merged, cave_by_name};
use crate::config::reach::Layers;
use crate::config::words::{self, Word};
use crate::engine::cave::{BsdCave, RandomCave};
use crate::engine::classic::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, CaveSource, Classic, ClassicRules, Crooked,
    WallBump, WumpusWakes,
};

impl RuleTable for Classic {
    /// The cave knobs: a caves-file path means something only next to the
    /// file that names it, `rooms` and `tunnels` only for generated caves
    /// (`"random"`, `"bsd"`), and `one_way` only for random ones.
    const FIELDS: &'static [Field] = &[
        Field {
            name: "cave",
            kind: Kind::Text,
        },
        Field {
            name: "rooms",
            kind: Kind::Count,
        },
        Field {
            name: "tunnels",
            kind: Kind::Count,
        },
        Field {
            name: "one_way",
            kind: Kind::Flag,
        },
    ];

    const KNOBS: &'static [Knob<ClassicRules>] = &[
        Knob {
            name: "shuffle_labels",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.shuffle_labels),
            show: |r| r.shuffle_labels.to_string(),
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
            name: "wumpi",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.wumpi),
            show: |r| r.wumpi.to_string(),
        },
        Knob {
            name: "arrows",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.arrows),
            show: |r| r.arrows.to_string(),
        },
        Knob {
            name: "smell_radius",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.smell_radius),
            show: |r| r.smell_radius.to_string(),
        },
        Knob {
            name: "warn_per_hazard",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.warn_per_hazard),
            show: |r| r.warn_per_hazard.to_string(),
        },
        Knob {
            name: "wall_bump",
            kind: Kind::Word(words::words::<WallBump>),
            apply: |r, v| word(v, &mut r.wall_bump),
            show: |r| r.wall_bump.word().into(),
        },
        Knob {
            name: "bump",
            kind: Kind::Word(words::words::<Bump>),
            apply: |r, v| word(v, &mut r.bump),
            show: |r| r.bump.word().into(),
        },
        Knob {
            name: "wumpus_move_chance",
            kind: Kind::Chance,
            apply: |r, v| chance(v, &mut r.wumpus_move_chance),
            show: |r| r.wumpus_move_chance.to_string(),
        },
        Knob {
            name: "pit_survival",
            kind: Kind::Chance,
            apply: |r, v| chance(v, &mut r.pit_survival),
            show: |r| r.pit_survival.to_string(),
        },
        Knob {
            name: "bat_drop",
            kind: Kind::Word(words::words::<BatDrop>),
            apply: |r, v| word(v, &mut r.bat_drop),
            show: |r| r.bat_drop.word().into(),
        },
        Knob {
            name: "arrow_range",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.arrow_range),
            show: |r| r.arrow_range.to_string(),
        },
        Knob {
            name: "crooked",
            kind: Kind::Word(words::words::<Crooked>),
            apply: |r, v| word(v, &mut r.crooked),
            show: |r| r.crooked.word().into(),
        },
        Knob {
            name: "bad_hop",
            kind: Kind::Word(words::words::<BadHop>),
            apply: |r, v| word(v, &mut r.bad_hop),
            show: |r| r.bad_hop.word().into(),
        },
        Knob {
            name: "arrow_cost",
            kind: Kind::Word(words::words::<ArrowCost>),
            apply: |r, v| word(v, &mut r.arrow_cost),
            show: |r| r.arrow_cost.word().into(),
        },
        Knob {
            name: "wake_on_shot",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.wake_on_shot),
            show: |r| r.wake_on_shot.to_string(),
        },
        Knob {
            name: "wumpus_wakes",
            kind: Kind::Word(words::words::<WumpusWakes>),
            apply: |r, v| word(v, &mut r.wumpus_wakes),
            show: |r| r.wumpus_wakes.word().into(),
        },
        Knob {
            name: "wumpus_avoids_pits",
            kind: Kind::Flag,
            apply: |r, v| flag(v, &mut r.wumpus_avoids_pits),
            show: |r| r.wumpus_avoids_pits.to_string(),
        },
        Knob {
            name: "arrow_hits",
            kind: Kind::Word(words::words::<ArrowHits>),
            apply: |r, v| word(v, &mut r.arrow_hits),
            show: |r| r.arrow_hits.word().into(),
        },
        Knob {
            name: "arrow_falloff",
            kind: Kind::Chances,
            apply: |r, v| chances(v, &mut r.arrow_falloff),
            show: |r| show_chances(&r.arrow_falloff),
        },
        Knob {
            name: "termites",
            kind: Kind::Count,
            apply: |r, v| count(v, &mut r.termites),
            show: |r| r.termites.to_string(),
        },
        Knob {
            name: "earthquake_chance",
            kind: Kind::Chance,
            apply: |r, v| chance(v, &mut r.earthquake_chance),
            show: |r| r.earthquake_chance.to_string(),
        },
        Knob {
            name: "bat_migration_chance",
            kind: Kind::Chance,
            apply: |r, v| chance(v, &mut r.bat_migration_chance),
            show: |r| r.bat_migration_chance.to_string(),
        },
        Knob {
            name: "termite_migration_chance",
            kind: Kind::Chance,
            apply: |r, v| chance(v, &mut r.termite_migration_chance),
            show: |r| r.termite_migration_chance.to_string(),
        },
    ];

    fn base(m: &Merged, files: &Layers<'_>) -> Result<Base<ClassicRules>, ConfigError> {
        let (cave, text) = cave(m, files)?;
        let mut shown = vec![("cave".to_string(), text)];
        match &cave {
            CaveSource::Random(spec) => {
                shown.push(("rooms".into(), spec.rooms.to_string()));
                shown.push(("tunnels".into(), spec.tunnels.to_string()));
                shown.push(("one_way".into(), spec.one_way.to_string()));
            }
            CaveSource::Bsd(spec) => {
                shown.push(("rooms".into(), spec.rooms.to_string()));
                shown.push(("tunnels".into(), spec.tunnels.to_string()));
            }
            CaveSource::Fixed(_) => {}
        }
        Ok((ClassicRules::on(cave), shown))
    }

    fn problems(rules: &ClassicRules) -> Vec<Problem> {
        (rules.problems().into_iter())
            .map(|(key, reason)| Problem {
                keys: culprits(rules, key),
                reason,
            })
            .collect()
    }

    fn defaults() -> ClassicRules {
        let spec = RandomCave {
            rooms: 20,
            tunnels: 3,
            one_way: false,
        };
        ClassicRules::on(CaveSource::Random(spec))
    }

    fn default_field(key: &str) -> Option<String> {
        (key == "cave").then(|| "dodecahedron".to_string())
    }
}

/// `[0, 0.2]`: a list as a config file writes it.
fn show_chances(list: &[f64]) -> String {
    let items: Vec<String> = list.iter().map(f64::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// The variant's cave, and its value as the file wrote it.
fn cave(m: &Merged, files: &Layers<'_>) -> Result<(CaveSource, String), ConfigError> {
    let text = m.text("cave").unwrap_or("dodecahedron").to_string();
    if text == "random" {
        let spec = RandomCave {
            rooms: m.count("rooms").unwrap_or(20),
            tunnels: m.count("tunnels").unwrap_or(3),
            one_way: m.flag("one_way").unwrap_or(false),
        };
        return Ok((CaveSource::Random(spec), text));
    }
    if text == "bsd" {
        if let Some(one_way) = m.get("one_way") {
            return Err(misplaced_one_way(m, one_way, &text));
        }
        let spec = BsdCave {
            rooms: m.count("rooms").unwrap_or(20),
            tunnels: m.count("tunnels").unwrap_or(3),
        };
        return Ok((CaveSource::Bsd(spec), text));
    }
    let shape = ["rooms", "tunnels", "one_way"]
        .iter()
        .find_map(|n| m.get(n));
    if let Some(shape) = shape {
        // Blame whichever came last: a player who switches a random variant
        // to a fixed cave should hear about their `cave`, not our `rooms`.
        return Err(match m.get("cave") {
            Some(c) if c.source > shape.source => ConfigError::invalid(
                c.value_at.clone(),
                format!(
                    "cave: {text:?} is not \"random\" or \"bsd\", but {} is set at {}; rooms and tunnels apply only to generated caves (one_way only to \"random\")",
                    shape.name, shape.key_at
                ),
            ),
            _ => ConfigError::invalid(
                shape.key_at.clone(),
                format!(
                    "{}: applies only to {}, and this variant's cave is {text:?}",
                    shape.name,
                    if shape.name == "one_way" {
                        "cave = \"random\""
                    } else {
                        "cave = \"random\" or \"bsd\""
                    }
                ),
            ),
        });
    }
    if text.trim().is_empty() {
        return Err(ConfigError::invalid(
            m.get("cave")
                .map_or_else(|| m.header.clone(), |s| s.key_at.clone()),
            "cave: must be a built-in cave, \"random\", \"bsd\", or the path of a caves file"
                .to_string(),
        ));
    }
    let cave = cave_by_name(m, "cave", &text, files)?;
    Ok((CaveSource::Fixed(cave), text))
}

/// The knobs behind a problem the engine names `key`, most to blame first.
fn culprits(r: &ClassicRules, key: &'static str) -> Vec<&'static str> {
    match key {
        // Too many things for the rooms: whichever count the player raised,
        // or the cave they shrank. The engine names the termites when they
        // alone tip the cave over.
        "pits" | "termites" => {
            let mut keys = biggest_first(&[
                ("pits", u64::from(r.pits)),
                ("bats", u64::from(r.bats)),
                ("wumpi", u64::from(r.wumpi)),
                ("termites", u64::from(r.termites)),
            ]);
            if key == "termites" {
                keys.retain(|k| *k != "termites");
                keys.insert(0, "termites");
            }
            // `rooms` is set only where the cave's size is a knob.
            keys.extend(["rooms", "cave"]);
            keys
        }
        "tunnels" => vec!["tunnels", "rooms", "one_way"],
        _ => vec![key],
    }
}

/// `one_way` next to `cave = "bsd"`: that generator decides for itself
/// which tunnels are one-way. Blames whichever of the two was set last.
fn misplaced_one_way(m: &Merged, one_way: &Setting, text: &str) -> ConfigError {
    match m.get("cave") {
        Some(c) if c.source > one_way.source => ConfigError::invalid(
            c.value_at.clone(),
            format!(
                "cave: {text:?} makes its own one-way tunnels, but one_way is set at {}; \
                 one_way applies only to cave = \"random\"",
                one_way.key_at
            ),
        ),
        _ => ConfigError::invalid(
            one_way.key_at.clone(),
            format!(
                "one_way: applies only to cave = \"random\"; a {text:?} cave makes its own \
                 one-way tunnels"
            ),
        ),
    }
}
