//! The keys a variant table may hold, their types, and how each rule knob
//! reaches `ClassicRules`. One table per group, so adding a knob is one line
//! here and one in the reference block of `config.toml`.

use super::Difficulty;
use super::words::{self, RuleSet, Word};
use crate::engine::rules::{ArrowCost, BadHop, BatDrop, Bump, ClassicRules, Crooked, WumpusWakes};

/// A value from a config file, already checked against its key's kind.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value {
    Text(String),
    Count(u32),
    Chance(f64),
    Flag(bool),
    /// One of the key's allowed words, spelled as the docs spell it.
    Word(&'static str),
}

#[derive(Clone, Copy)]
pub(super) enum Kind {
    Text,
    Count,
    /// A probability; whole numbers (0, 1) are welcome too.
    Chance,
    Flag,
    Word(fn() -> Vec<&'static str>),
}

impl Kind {
    /// What a value of this kind looks like, for "expected ..." messages.
    pub(super) fn expected(self) -> String {
        match self {
            Kind::Text => "a string".into(),
            Kind::Count => "a whole number".into(),
            Kind::Chance => "a number from 0 to 1".into(),
            Kind::Flag => "true or false".into(),
            Kind::Word(all) => format!("one of {}", words::either(&all())),
        }
    }
}

pub(super) struct Field {
    pub name: &'static str,
    pub kind: Kind,
}

/// What every variant says about itself, whatever its rules.
pub(super) const HEADER: &[Field] = &[
    Field {
        name: "name",
        kind: Kind::Text,
    },
    Field {
        name: "description",
        kind: Kind::Text,
    },
    Field {
        name: "difficulty",
        kind: Kind::Word(words::words::<Difficulty>),
    },
    Field {
        name: "rules",
        kind: Kind::Word(words::words::<RuleSet>),
    },
];

/// The cave knobs. The config resolves these itself, because a caves-file
/// path means something only next to the file that names it.
pub(super) const CAVE: &[Field] = &[
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

/// A classic rule knob other than the cave's.
pub(super) struct Knob {
    pub name: &'static str,
    pub kind: Kind,
    pub apply: fn(&mut ClassicRules, &Value),
    pub show: fn(&ClassicRules) -> String,
}

/// Every other classic knob, in RULES.md order (after the cave knobs).
pub(super) const CLASSIC: &[Knob] = &[
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
];

/// The kind of a variant key, by its name as spelled in the file.
pub(super) fn kind_of(key: &str) -> Option<(&'static str, Kind)> {
    let fields = HEADER.iter().chain(CAVE).map(|f| (f.name, f.kind));
    let knobs = CLASSIC.iter().map(|k| (k.name, k.kind));
    fields.chain(knobs).find(|(name, _)| *name == key)
}

/// Every key a variant table may hold, in documentation order.
pub(super) fn variant_keys() -> Vec<&'static str> {
    let fields = HEADER.iter().chain(CAVE).map(|f| f.name);
    fields.chain(CLASSIC.iter().map(|k| k.name)).collect()
}

// The values reaching these were checked against the knob's kind when the
// file was read, so a mismatch cannot happen; ignoring it keeps the default.

fn flag(v: &Value, slot: &mut bool) {
    if let Value::Flag(b) = v {
        *slot = *b;
    }
}

fn count(v: &Value, slot: &mut u32) {
    if let Value::Count(n) = v {
        *slot = *n;
    }
}

fn chance(v: &Value, slot: &mut f64) {
    if let Value::Chance(p) = v {
        *slot = *p;
    }
}

fn word<T: Word>(v: &Value, slot: &mut T) {
    if let Value::Word(w) = v
        && let Some(parsed) = words::parse::<T>(w)
    {
        *slot = parsed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cave::RandomCave;
    use crate::engine::rules::CaveSource;

    #[test]
    fn key_names_are_unique() {
        let mut keys = variant_keys();
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
    }

    #[test]
    fn every_knob_shows_what_it_was_set_to() {
        let spec = RandomCave {
            rooms: 20,
            tunnels: 3,
            one_way: false,
        };
        let mut rules = ClassicRules::on(CaveSource::Random(spec));
        for knob in CLASSIC {
            let value = match knob.kind {
                Kind::Text => Value::Text("x".into()),
                Kind::Count => Value::Count(7),
                Kind::Chance => Value::Chance(0.25),
                Kind::Flag => Value::Flag(!(knob.show)(&rules).parse::<bool>().unwrap_or(true)),
                Kind::Word(all) => Value::Word(all().last().copied().unwrap_or("")),
            };
            (knob.apply)(&mut rules, &value);
            let expected = match &value {
                Value::Text(t) => t.clone(),
                Value::Count(n) => n.to_string(),
                Value::Chance(p) => p.to_string(),
                Value::Flag(b) => b.to_string(),
                Value::Word(w) => w.to_string(),
            };
            assert_eq!((knob.show)(&rules), expected, "{}", knob.name);
        }
    }
}
