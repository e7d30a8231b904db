//! The Grand Theft knobs (docs/rules.md, Grand Theft), their defaults (the
//! book's numbers), and the checks that refuse knobs no city can be drawn for.
//!
//! What can go wrong when drawing a city, and how each is kept from play:
//! - `nodes < 2`: no street can exist, so nothing to walk; refused.
//! - `cop_odds = 0` has no meaning; `cop_odds = 1` puts cops on every
//!   street, so every node hears sirens and no start is clue-free; refused.
//! - No clue-free start: the Wumpus's blood reaches every node within
//!   `blood_radius` streets, a gang's lights every node within
//!   `lights_radius`. A connected city of n nodes has nodes at most n - 1
//!   streets apart, so a radius of n - 1 or more leaves no start whatever
//!   the draw; refused. Below that a start exists with positive chance (a
//!   chain city, no cops, everything at one end).
//! - With `fair_city`, roadblocks are redrawn until the cop-free streets
//!   connect the city; with `cop_odds >= 2` each redraw succeeds with
//!   positive chance.
//!
//! Positive chance is not enough for bounded retries, so the config also
//! draws cities for a few seeds at load (`City::generate` with
//! `Limits::LOAD`) and refuses knobs for which any draw runs out of tries.
//! That check (`problems`, `load_check`) is written in `city.rs`, by the
//! draw it runs: the knobs name nothing of the city, which reads them.
//! Play uses `Limits::PLAY`, twenty times as many tries of each kind, so a failure at
//! play time would need odds far below one in a billion; even then
//! `City::deal` falls back to a plain valid city rather than fail.

use serde::{Deserialize, Serialize};

/// The most nodes a city may have (labels stay short, ids fit a `u16`).
pub const MAX_NODES: u32 = 999;
/// The most street draws (keeps a draw fast).
pub const MAX_EDGES: u32 = 100_000;
/// The most gangs (with replacement, so they may outnumber the nodes).
pub const MAX_WORMS: u32 = 1000;

/// Every knob of the Grand Theft rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrandTheftRules {
    pub nodes: u32,
    pub edges: u32,
    pub worms: u32,
    /// A street has cops with probability 1 - (1 - 1/cop_odds)^2.
    pub cop_odds: u32,
    pub blood_radius: u32,
    pub lights_radius: u32,
    pub bullets: u32,
    pub fair_city: bool,
}

impl Default for GrandTheftRules {
    /// The book's numbers.
    fn default() -> GrandTheftRules {
        GrandTheftRules {
            nodes: 30,
            edges: 45,
            worms: 3,
            cop_odds: 15,
            blood_radius: 2,
            lights_radius: 1,
            bullets: 1,
            fair_city: true,
        }
    }
}

impl GrandTheftRules {
    /// The chance that one street has a roadblock.
    pub fn cop_chance(&self) -> f64 {
        if self.cop_odds == 0 {
            return 1.0;
        }
        let miss = 1.0 - 1.0 / f64::from(self.cop_odds);
        1.0 - miss * miss
    }

    /// Why these knobs can never give a valid city, found without drawing
    /// one: (knob, reason).
    pub fn structural_problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let n = self.nodes;
        if n < 2 {
            out.push(("nodes", format!("a city needs at least 2 nodes, not {n}")));
        }
        if n > MAX_NODES {
            out.push(("nodes", format!("at most {MAX_NODES} nodes, not {n}")));
        }
        if self.edges > MAX_EDGES {
            out.push((
                "edges",
                format!("at most {MAX_EDGES} street draws, not {}", self.edges),
            ));
        }
        if self.worms > MAX_WORMS {
            out.push((
                "worms",
                format!("at most {MAX_WORMS} gangs, not {}", self.worms),
            ));
        }
        match self.cop_odds {
            0 => out.push(("cop_odds", "must be at least 1 (one in cop_odds)".into())),
            1 => out.push((
                "cop_odds",
                "1 puts cops on every street: every node hears sirens, so no start is clue-free"
                    .into(),
            )),
            _ => {}
        }
        if self.bullets == 0 {
            out.push(("bullets", "the player needs at least one bullet".into()));
        }
        if (2..=MAX_NODES).contains(&n) {
            let far = n - 1;
            if self.blood_radius >= far {
                out.push((
                    "blood_radius",
                    format!(
                        "blood reaches every node of a {n}-node city (no node is more than {far} streets away), so no start is clue-free"
                    ),
                ));
            }
            if self.worms > 0 && self.lights_radius >= far {
                out.push((
                    "lights_radius",
                    format!(
                        "lights reach every node of a {n}-node city (no node is more than {far} streets away), so no start is clue-free"
                    ),
                ));
            }
        }
        out
    }
}
