//! Between a game's own rules (`Arc<G::Rules>`, generic) and the record's
//! `AnyRules` (one enum over the rule sets), without asking `Game` for
//! more than it has: the rule set is found by its type, through `Any`.

use crate::engine::{AnyRules, Game};
use std::any::Any;
use std::sync::Arc;

/// `G`'s rules as the record writes them. `None` only for a rule set
/// missing from `engine::any` (which lists them all).
pub fn to_any<G: Game>(rules: &Arc<G::Rules>) -> Option<AnyRules> {
    let rules = rules as &dyn Any;
    crate::each_game!(H => rules
        .downcast_ref::<Arc<<H as Game>::Rules>>()
        .map(|r| AnyRules::from((**r).clone())))
}

/// The record's rules as `G`'s, when they are `G`'s rule set.
pub fn of<G: Game>(rules: &AnyRules) -> Option<Arc<G::Rules>> {
    crate::with_game!(rules, _H, r => (r as &dyn Any).downcast_ref::<Arc<G::Rules>>().cloned())
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
