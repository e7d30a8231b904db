//! The rules of a Grand Theft variant in a few paragraphs, written from its
//! knobs so the help never disagrees with the game being played.

use super::GrandTheftUi;
use crate::engine::grand_theft::GrandTheftRules;
use crate::front::Rulebook;
use crate::words::count;

impl Rulebook for GrandTheftUi {
    fn rules_text(r: &GrandTheftRules) -> Vec<String> {
        let streets = |k: u32| count(k, "street", "streets");
        vec![
            format!(
                "Congestion City has {} nodes, joined by streets drawn at random ({} draws; \
                 islands are linked so every node can be reached). The Wumpus lies low at one \
                 node and never moves; {} work the city.",
                r.nodes,
                r.edges,
                count(r.worms, "Glowworm gang", "Glowworm gangs"),
            ),
            format!(
                "Clues at a node, once you have been there: Blood! when the Wumpus is within {} \
                 (but not here); Lights! when a gang is within {} (but not here); Sirens! when a \
                 street from here has a police roadblock. You start at a node with no clue.",
                streets(r.blood_radius),
                streets(r.lights_radius),
            ),
            format!(
                "About one street in {:.0} has a roadblock. {} A roadblock shows on the map once \
                 you have visited both ends of its street.",
                1.0 / r.cop_chance().max(1e-9),
                if r.fair_city {
                    "The streets without cops still reach every node."
                } else {
                    "The cops may cut some nodes off entirely (the book's plain draw)."
                }
            ),
            format!(
                "Walk to a neighbouring node, or charge into it with your gun ({}). Arriving, in \
                 order: cops on that street end the game; the Wumpus kills you if you walked in \
                 and dies if you charged; a charge into an empty node spends a bullet (the last \
                 one ends the game); a gang at a node you had not visited before kidnaps you and \
                 drops you at a random node, where all this is checked again.",
                count(r.bullets, "bullet", "bullets"),
            ),
            format!(
                "On the map: {}.",
                super::LEGEND
                    .iter()
                    .map(|(mark, what)| format!("{mark} {what}"))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
        ]
    }
}
