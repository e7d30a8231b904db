//! Between a game's own rules (`Arc<G::Rules>`, generic) and the record's
//! `AnyRules` (one enum over the rule sets), by the `InAnyRules` every
//! `Game::Rules` has (`rule_sets!` writes it for each rule set).

use crate::engine::{AnyRules, Game, InAnyRules};
use std::sync::Arc;

/// `G`'s rules as the record writes them.
pub fn to_any<G: Game>(rules: &Arc<G::Rules>) -> AnyRules {
    InAnyRules::into_any(Arc::clone(rules))
}

/// The record's rules as `G`'s, when they are `G`'s rule set.
pub fn of<G: Game>(rules: &AnyRules) -> Option<Arc<G::Rules>> {
    <G::Rules as InAnyRules>::from_any(rules)
}

/// Why these rules cannot make a game, in one line; `None` when they can.
/// A record's rules come from a file: they are judged as the config judges
/// a variant before a game is made of them.
pub fn problems(rules: &AnyRules) -> Option<String> {
    let found = crate::with_game!(rules, _G, r => r.problems());
    (!found.is_empty()).then(|| {
        found
            .iter()
            .map(|(key, why)| format!("{key}: {why}"))
            .collect::<Vec<_>>()
            .join("; ")
    })
}
