//! The rules of a classic variant in a few paragraphs, written from its
//! knobs so the help never disagrees with the game being played.

use super::ClassicUi;
use crate::engine::classic::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, CaveSource, ClassicRules, Crooked, WallBump,
    WumpusWakes,
};
use crate::front::Rulebook;

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn percent(p: f64) -> String {
    format!("{:.0}%", (p * 100.0).clamp(0.0, 100.0))
}

impl Rulebook for ClassicUi {
    fn rules_text(r: &ClassicRules) -> Vec<String> {
        let cave = match &r.cave {
            CaveSource::Fixed(c) => format!("the cave \"{}\" ({} rooms)", c.title(), c.rooms()),
            CaveSource::Random(c) => format!("a new random cave of {} rooms each game", c.rooms),
            CaveSource::Bsd(c) => format!(
                "a new cave of {} rooms each game, dug as NetBSD's wump digs them",
                c.rooms
            ),
        };
        let one_way = match &r.cave {
            CaveSource::Random(c) if c.one_way => " Some tunnels are one-way.",
            CaveSource::Bsd(_) => {
                " Some tunnels are one-way, and a few lead straight back into the room they leave."
            }
            _ => "",
        };
        let labels = if r.shuffle_labels {
            " Room numbers are shuffled in secret: only what you have seen is drawn."
        } else {
            ""
        };
        let mut out = vec![format!(
            "You hunt {} in {cave}, with {} and {} of super bats. You carry {}.{one_way}{labels}",
            plural(r.wumpi, "Wumpus", "Wumpi"),
            plural(r.pits, "bottomless pit", "bottomless pits"),
            plural(r.bats, "colony", "colonies"),
            plural(r.arrows, "crooked arrow", "crooked arrows"),
        )];
        let smell = if r.smell_radius == 1 {
            "in a room next to you".to_string()
        } else {
            format!("up to {} tunnels away", r.smell_radius)
        };
        let per = if r.warn_per_hazard {
            "once for each hazard"
        } else {
            "once for each kind"
        };
        let wall = match r.wall_bump {
            WallBump::Free => "",
            WallBump::Bsd => {
                " A move to a room that is not next to you hits the wall: it costs a turn, and one \
                 time in six your colorful comments wake the Wumpus, which walks through a random \
                 tunnel, pits or not."
            }
        };
        out.push(format!(
            "Each turn you sense what is next to you, {per}: \"I smell a Wumpus!\" (a Wumpus {smell}), \
             \"I feel a draft\" (a pit), \"Bats nearby!\" (bats). Each move goes through one tunnel.{wall}"
        ));
        let bump = match r.bump {
            Bump::FleeOrEat => format!(
                "Walking into a sleeping Wumpus wakes it; it flees with chance {}, otherwise it eats you.",
                percent(r.wumpus_move_chance)
            ),
            Bump::Death => "Walking into the Wumpus is death.".to_string(),
        };
        let pit = if r.pit_survival > 0.0 {
            format!(
                "A pit kills you, except that with chance {} you grab a rocky outcrop and stay in its room.",
                percent(r.pit_survival)
            )
        } else {
            "A pit kills you.".to_string()
        };
        let drop = match r.bat_drop {
            BatDrop::Any => "any room (maybe more bats)",
            BatDrop::Empty => "an empty room",
        };
        out.push(format!("{bump} {pit} Bats carry you to {drop}."));
        let crooked = match r.crooked {
            Crooked::Reject => " A path that doubles straight back (A-B-A) is refused.",
            Crooked::Allow => "",
            Crooked::Typed => {
                " A path that doubles straight back (A-B-A) among the rooms you list is refused; \
                 your own room does not count, so an arrow may come back to you."
            }
        };
        let hits = match r.arrow_hits {
            ArrowHits::EveryRoom => "",
            ArrowHits::LastRoom => " Only the room where the arrow stops is hit.",
        };
        let falloff = falloff(&r.arrow_falloff);
        let hop = match r.bad_hop {
            BadHop::RandomRest => "from there on it flies through random tunnels",
            BadHop::RandomResume => "it takes one random tunnel, then tries the rest of your list",
            BadHop::RandomStop => "it takes one random tunnel and falls",
        };
        let cost = match r.arrow_cost {
            ArrowCost::PerShot => "Each shot costs one arrow",
            ArrowCost::PerRoom => "Each shot costs one arrow per room listed",
        };
        out.push(format!(
            "To shoot, list 1 to {} rooms for the arrow to fly through.{crooked} If a listed room \
             is not next to the arrow, {hop}.{hits}{falloff} The arrow may hit you. {cost}; with none \
             left, you lose.",
            r.arrow_range
        ));
        let wakes = match r.wumpus_wakes {
            WumpusWakes::ShotOrBump => format!(
                "The Wumpus sleeps until a shot{} or a bump wakes it; then each turn it moves with chance {}",
                if r.wake_on_shot {
                    ""
                } else {
                    " that hits nothing"
                },
                percent(r.wumpus_move_chance)
            ),
            WumpusWakes::Yob => format!(
                "The Wumpus moves (chance {}) only after a missed shot and when bumped",
                percent(r.wumpus_move_chance)
            ),
            WumpusWakes::Bsd => {
                "The Wumpus never moves after your moves; after each missed shot it \
                may move, more likely with each miss since it last moved (1 in 3, 1 in 2, 2 in 3, \
                5 in 6, then always; after a move the odds start again from 1 in 6 to 1 in 3). The \
                last arrow missing loses the game before the Wumpus can move"
                    .to_string()
            }
        };
        let pits = if r.wumpus_avoids_pits {
            ", never into a pit"
        } else {
            ""
        };
        out.push(format!(
            "{wakes}{pits}. If it walks into your room, it eats you. Shoot it to win."
        ));
        out.extend(wumpus3(r));
        if r.wumpus_wakes == WumpusWakes::Bsd {
            out.push(match r.wall_bump {
                WallBump::Bsd => "As in NetBSD's wump, with one deliberate difference: everything \
                    starts in a room of its own."
                    .to_string(),
                WallBump::Free => {
                    "As in NetBSD's wump, with two deliberate differences: everything \
                    starts in a room of its own, and a move to a room that is not next to you is \
                    refused and costs nothing."
                        .to_string()
                }
            });
        }
        out
    }
}

/// "The bowstring may break before the 4th room (20%), the 5th (60%)."
fn falloff(list: &[f64]) -> String {
    let breaks: Vec<String> = (list.iter().enumerate())
        .filter(|(_, p)| **p > 0.0)
        .map(|(i, &p)| format!("the {} room ({})", ordinal(i + 1), percent(p)))
        .collect();
    if breaks.is_empty() {
        return String::new();
    }
    format!(" Your bowstring may break before {}.", breaks.join(", "))
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The Wumpus 3 events, when a variant turns any of them on.
fn wumpus3(r: &ClassicRules) -> Option<String> {
    let mut parts = Vec::new();
    if r.termites > 0 {
        parts.push(format!(
            "{} eat an arrow when you walk in (\"I hear chewing\" next to them).",
            plural(r.termites, "room of termites", "rooms of termites")
        ));
    }
    for (p, what) in [
        (r.earthquake_chance, "an earthquake moves every pit"),
        (r.bat_migration_chance, "the bats migrate"),
        (r.termite_migration_chance, "the termites migrate, silently"),
    ] {
        if p > 0.0 {
            parts.push(format!(
                "After each turn, with chance {}, {what}.",
                percent(p)
            ));
        }
    }
    (!parts.is_empty()).then(|| {
        format!(
            "{} What you noted about a hazard that moved stays as it was.",
            parts.join(" ")
        )
    })
}
