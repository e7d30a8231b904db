//! The one place that lists every rule set.
//!
//! # Adding a rule set
//!
//! A rule set touches exactly these files, and nothing in the app's core,
//! the shared widgets, the simulator or plain mode:
//! - `src/engine/<name>.rs` and `src/engine/<name>/`: its rules (knobs),
//!   state, commands, events, refusals, outcomes, view and reveal, with
//!   `impl Game`, and its reference bots;
//! - `src/front/<name>.rs` and `src/front/<name>/`: its words, panels, map,
//!   keys to commands, help prose and plain-mode text, with `impl Adapter`;
//! - `src/config/tables/<name>.rs`: its knob table (`impl RuleTable`);
//! - this file: one variant of `AnyRules` and one arm in each macro below;
//! - `config.toml`: its variants; and its tests.

use super::classic::{Classic, ClassicRules};
use super::grand_theft::{GrandTheft, GrandTheftRules};
use super::grenade::{Grenade, GrenadeRules};
use super::hidden::{Hidden, HiddenRules};
use super::labyrinth::{Labyrinth, LabyrinthRules};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The rules of some rule set: what a configured variant plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "rules", content = "knobs", rename_all = "snake_case")]
pub enum AnyRules {
    Classic(Arc<ClassicRules>),
    Grenade(Arc<GrenadeRules>),
    GrandTheft(Arc<GrandTheftRules>),
    Hidden(Arc<HiddenRules>),
    Labyrinth(Arc<LabyrinthRules>),
}

impl From<ClassicRules> for AnyRules {
    fn from(rules: ClassicRules) -> AnyRules {
        AnyRules::Classic(Arc::new(rules))
    }
}

impl From<GrenadeRules> for AnyRules {
    fn from(rules: GrenadeRules) -> AnyRules {
        AnyRules::Grenade(Arc::new(rules))
    }
}

impl From<GrandTheftRules> for AnyRules {
    fn from(rules: GrandTheftRules) -> AnyRules {
        AnyRules::GrandTheft(Arc::new(rules))
    }
}

impl From<HiddenRules> for AnyRules {
    fn from(rules: HiddenRules) -> AnyRules {
        AnyRules::Hidden(Arc::new(rules))
    }
}

impl From<LabyrinthRules> for AnyRules {
    fn from(rules: LabyrinthRules) -> AnyRules {
        AnyRules::Labyrinth(Arc::new(rules))
    }
}

impl AnyRules {
    /// The rule set's word in the config.
    pub fn rule_set(&self) -> &'static str {
        crate::with_game!(self, G, _r => <G as super::Game>::RULE_SET)
    }
}

/// Runs `$body` with `$g` naming the rule set's `Game` type and `$r` its
/// `&Arc<Rules>`: `with_game!(rules, G, r => sim::run::<G>(r.clone(), ..))`.
/// Each arm is a concrete type, so `$body` may use any trait the rule set
/// implements (its front's `Adapter`, its config's `RuleTable`).
#[macro_export]
macro_rules! with_game {
    ($rules:expr, $g:ident, $r:ident => $body:expr) => {
        match $rules {
            $crate::engine::AnyRules::Classic($r) => {
                type $g = $crate::engine::classic::Classic;
                $body
            }
            $crate::engine::AnyRules::Grenade($r) => {
                type $g = $crate::engine::grenade::Grenade;
                $body
            }
            $crate::engine::AnyRules::GrandTheft($r) => {
                type $g = $crate::engine::grand_theft::GrandTheft;
                $body
            }
            $crate::engine::AnyRules::Hidden($r) => {
                type $g = $crate::engine::hidden::Hidden;
                $body
            }
            $crate::engine::AnyRules::Labyrinth($r) => {
                type $g = $crate::engine::labyrinth::Labyrinth;
                $body
            }
        }
    };
}

/// Evaluates `$body` (an `Option`) with `$g` naming each rule set's `Game`
/// type in turn, until one gives `Some`:
/// `each_game!(G => (G::RULE_SET == word).then(|| table::<G>()))`.
#[macro_export]
macro_rules! each_game {
    ($g:ident => $body:expr) => {{
        let mut found = None;
        if found.is_none() {
            type $g = $crate::engine::classic::Classic;
            found = $body;
        }
        if found.is_none() {
            type $g = $crate::engine::grenade::Grenade;
            found = $body;
        }
        if found.is_none() {
            type $g = $crate::engine::grand_theft::GrandTheft;
            found = $body;
        }
        if found.is_none() {
            type $g = $crate::engine::hidden::Hidden;
            found = $body;
        }
        if found.is_none() {
            type $g = $crate::engine::labyrinth::Labyrinth;
            found = $body;
        }
        found
    }};
}

/// Every rule set's config word, in the order the docs list them.
pub const RULE_SETS: &[&str] = &[
    <Classic as super::Game>::RULE_SET,
    <Grenade as super::Game>::RULE_SET,
    <GrandTheft as super::Game>::RULE_SET,
    <Hidden as super::Game>::RULE_SET,
    <Labyrinth as super::Game>::RULE_SET,
];
