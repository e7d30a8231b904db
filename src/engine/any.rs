//! The one place that lists every rule set: `rule_sets!` below. Everything
//! that goes through every rule set is generated from it: `AnyRules` and
//! its `From`s, `RULE_SETS`, and the `with_game!`, `each_game!` and
//! `all_games!` macros that the front, the config, plain mode and the
//! simulator dispatch with.
//!
//! # Adding a rule set
//!
//! A rule set touches exactly these files, and nothing in the app's core,
//! the shared widgets, the simulator or plain mode:
//! - `src/engine/<name>.rs` and `src/engine/<name>/`: its rules (knobs),
//!   state, commands, events, refusals, outcomes, view and reveal, with
//!   `impl Game`, and its reference bots;
//! - `src/front/<name>.rs` and `src/front/<name>/`: its words, panels, map,
//!   keys (its own verbs and key rows) to commands, help prose and
//!   plain-mode text, with `impl Adapter` and `impl Fronted`;
//! - `src/config/tables/<name>.rs`: its knob table (`impl RuleTable`);
//! - one line in `rule_sets!` below;
//! - `config.toml`: its variants; and its tests.
//!
//! A line here without `impl Fronted` or `impl RuleTable` fails to compile
//! with an error naming the rule set and the file to add it in.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The one list of rule sets, in the order the docs list them: the
/// `AnyRules` variant (its config word is the `Game`'s `RULE_SET`), the
/// `Game` type and its rules type. `rule_sets!([callback] (args))` expands
/// to `callback! { (args) Variant => Game, Rules; ... }`.
#[doc(hidden)]
#[macro_export]
macro_rules! rule_sets {
    ([$($callback:tt)*] $args:tt) => {
        $($callback)*! { $args
            Classic => $crate::engine::classic::Classic, $crate::engine::classic::ClassicRules;
            Grenade => $crate::engine::grenade::Grenade, $crate::engine::grenade::GrenadeRules;
            GrandTheft => $crate::engine::grand_theft::GrandTheft, $crate::engine::grand_theft::GrandTheftRules;
            Hidden => $crate::engine::hidden::Hidden, $crate::engine::hidden::HiddenRules;
            Labyrinth => $crate::engine::labyrinth::Labyrinth, $crate::engine::labyrinth::LabyrinthRules;
        }
    };
}

/// `AnyRules`, its `From`s, each rules type's `InAnyRules` and `RULE_SETS`,
/// from the list.
macro_rules! define_any_rules {
    (() $($variant:ident => $game:ty, $rules:ty;)*) => {
        /// The rules of some rule set: what a configured variant plays.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "rules", content = "knobs", rename_all = "snake_case")]
        pub enum AnyRules {
            $($variant(Arc<$rules>),)*
        }

        $(impl From<$rules> for AnyRules {
            fn from(rules: $rules) -> AnyRules {
                AnyRules::$variant(Arc::new(rules))
            }
        }

        impl super::InAnyRules for $rules {
            fn into_any(rules: Arc<$rules>) -> AnyRules {
                AnyRules::$variant(rules)
            }

            fn from_any(rules: &AnyRules) -> Option<Arc<$rules>> {
                match rules {
                    AnyRules::$variant(r) => Some(Arc::clone(r)),
                    _ => None,
                }
            }
        })*

        /// Every rule set's config word, in the order the docs list them.
        pub const RULE_SETS: &[&str] = &[$(<$game as super::Game>::RULE_SET,)*];
    };
}

crate::rule_sets!([define_any_rules]());

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
        $crate::rule_sets!([$crate::__with_game_arms]($rules, $g, $r, $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __with_game_arms {
    (($rules:expr, $g:ident, $r:ident, $body:expr) $($variant:ident => $game:ty, $_rules:ty;)*) => {
        match $rules {
            $($crate::engine::AnyRules::$variant($r) => {
                type $g = $game;
                $body
            })*
        }
    };
}

/// Evaluates `$body` (an `Option`) with `$g` naming each rule set's `Game`
/// type in turn, until one gives `Some`:
/// `each_game!(G => (G::RULE_SET == word).then(|| table::<G>()))`.
#[macro_export]
macro_rules! each_game {
    ($g:ident => $body:expr) => {
        $crate::rule_sets!([$crate::__each_game_arms]($g, $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __each_game_arms {
    (($g:ident, $body:expr) $($variant:ident => $game:ty, $_rules:ty;)*) => {{
        let mut found = None;
        $(if found.is_none() {
            type $g = $game;
            found = $body;
        })*
        found
    }};
}

/// `$body` for every rule set, `$g` naming its `Game` type, as an array in
/// list order: `all_games!(G => <G as Game>::BOTS)`.
#[macro_export]
macro_rules! all_games {
    ($g:ident => $body:expr) => {
        $crate::rule_sets!([$crate::__all_games_arms]($g, $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __all_games_arms {
    (($g:ident, $body:expr) $($variant:ident => $game:ty, $_rules:ty;)*) => {
        [$({
            type $g = $game;
            $body
        }),*]
    };
}
