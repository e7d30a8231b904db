//! The score table's "ammo used": what the rule set's player spends to
//! kill (arrows, grenades, bullets...), as a number and its word.
//!
//! The hook: `used` asks each rule set in turn, by the game's type, and a
//! rule set that does not answer has no ammo column (`None`). To give a
//! rule set one, add an arm below reading its view at the game's end.
//! It lives here, not in `Game`, so the engine's contract stays the rules'
//! own and the score table's wishes stay with the score table.

use crate::engine::classic::Classic;
use crate::engine::{Game, SOLO};
use serde::{Deserialize, Serialize};
use std::any::Any;

/// How much of what was spent: `{"count": 3, "word": "arrows"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ammo {
    pub count: u32,
    /// Plural, lower case: "arrows", "grenades".
    pub word: String,
}

/// What `game`'s player used, where its rule set says.
pub fn used<G: Game>(game: &G) -> Option<Ammo> {
    let game = game as &dyn Any;
    if let Some(classic) = game.downcast_ref::<Classic>() {
        return Some(classic_arrows(classic));
    }
    None
}

/// Arrows gone: shot, or eaten by Wumpus 3's termites (a loss all the same).
fn classic_arrows(game: &Classic) -> Ammo {
    let left = game.view(SOLO).arrows();
    Ammo {
        count: game.rules().arrows.saturating_sub(left),
        word: "arrows".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::AnyRules;
    use crate::engine::grenade::Grenade;
    use crate::record::testing::builtin;

    #[test]
    fn classic_counts_arrows_and_others_have_none_yet() {
        let AnyRules::Classic(rules) = builtin("classic") else {
            panic!("classic ships classic rules");
        };
        let game = Classic::new(rules, 1);
        assert_eq!(
            used(&game),
            Some(Ammo {
                count: 0,
                word: "arrows".into()
            })
        );
        let AnyRules::Grenade(rules) = builtin("grenade") else {
            panic!("grenade ships grenade rules");
        };
        assert_eq!(used(&Grenade::new(rules, 1)), None);
    }
}
