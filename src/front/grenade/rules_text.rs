//! The rules of a grenade variant in a few paragraphs, written from its
//! knobs so the help never disagrees with the game being played.

use super::GrenadeUi;
use crate::engine::grenade::{GrenadeRules, WumpiCount};
use crate::front::Rulebook;
use crate::words::count;

impl Rulebook for GrenadeUi {
    fn rules_text(r: &GrenadeRules) -> Vec<String> {
        let wumpi = match r.wumpi {
            WumpiCount::Random => format!(
                "somewhere between 1 and {} wumpi (you are not told how many)",
                r.max_wumpi()
            ),
            WumpiCount::Fixed(n) => count(n, "wumpus", "wumpi"),
        };
        let counts = if r.reveal_counts {
            "You are told how many wumpi are left and how many grenades you hold."
        } else {
            "You are told neither how many wumpi there are nor how many grenades you hold."
        };
        vec![
            format!(
                "You hunt {wumpi} through {} caves ({}), armed with {} for each wumpus. \
                 There {} and {}. Every cave holds at most one thing, and you start in an empty one. {counts}",
                r.rooms(),
                r.cave.title(),
                count(r.grenades_per_wumpus, "hand grenade", "hand grenades"),
                if r.pits == 1 {
                    "is 1 bottomless pit"
                } else {
                    "are bottomless pits"
                },
                count(r.bats, "colony of giant bats", "colonies of giant bats"),
            ),
            "You know a cave by its name, once you have been there; until then its tunnel reads \
             \"unknown\". Some caves share a name, and some tunnels run one way or loop back. \
             Moves and tosses go by tunnel number. Next to a cave you smell a wumpus, hear the \
             bats' wings, or feel the pit's draft."
                .to_string(),
            "Walking into a wumpus or the pit is the end. The bats carry you to an empty cave, \
             never back where you came from."
                .to_string(),
            "A grenade kills a wumpus in the cave you toss it into. Every blast alerts the wumpi \
             in the caves next to it: one at a time, each runs to an empty cave next to it, if it \
             has one, and a wumpus that runs into you eats you. Kill them all to win; when the \
             last grenade is gone and a wumpus lives, you lose."
                .to_string(),
        ]
    }
}
