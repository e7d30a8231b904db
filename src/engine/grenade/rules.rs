//! The grenade rule set's knobs (docs/rules.md, Grenade), with their defaults
//! and the checks that refuse knobs no game can be played with.

use crate::engine::cave::Cave;
use crate::engine::counted;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// How many wumpi a game starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WumpiCount {
    /// Uniform in `1..=max(1, N / 4)` for a cave of N caves (seed 001).
    Random,
    Fixed(u32),
}

/// Every knob of the grenade rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrenadeRules {
    pub cave: Arc<Cave>,
    #[serde(default = "default_wumpi")]
    pub wumpi: WumpiCount,
    #[serde(default = "default_grenades_per_wumpus")]
    pub grenades_per_wumpus: u32,
    #[serde(default = "one")]
    pub pits: u32,
    #[serde(default = "one")]
    pub bats: u32,
    #[serde(default)]
    pub reveal_counts: bool,
}

fn default_wumpi() -> WumpiCount {
    WumpiCount::Random
}

fn default_grenades_per_wumpus() -> u32 {
    4
}

fn one() -> u32 {
    1
}

/// Events and secrets name a wumpus by a `u8` index, and commands a tunnel
/// by a `u8` number, so neither may go past this.
pub const MAX_INDEX: u32 = u8::MAX as u32;

impl GrenadeRules {
    /// Seed 001's game on the given cave: the defaults of docs/rules.md.
    pub fn on(cave: Arc<Cave>) -> GrenadeRules {
        GrenadeRules {
            cave,
            wumpi: default_wumpi(),
            grenades_per_wumpus: default_grenades_per_wumpus(),
            pits: one(),
            bats: one(),
            reveal_counts: false,
        }
    }

    pub fn rooms(&self) -> usize {
        self.cave.rooms()
    }

    /// The most wumpi a game of these rules can start with.
    pub fn max_wumpi(&self) -> u32 {
        match self.wumpi {
            WumpiCount::Random => (self.rooms() as u32 / 4).max(1),
            WumpiCount::Fixed(n) => n,
        }
    }

    /// Why these knobs cannot make a game, if they cannot: (knob, reason).
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let rooms = self.rooms() as u64;
        let wumpi = u64::from(self.max_wumpi());
        let (pits, bats) = (u64::from(self.pits), u64::from(self.bats));
        if self.wumpi == WumpiCount::Fixed(0) {
            out.push(("wumpi", "there must be at least one wumpus".into()));
        }
        if wumpi > u64::from(MAX_INDEX) {
            out.push((
                "wumpi",
                format!("at most {MAX_INDEX} wumpi, these rules allow {wumpi}"),
            ));
        }
        if self.grenades_per_wumpus == 0 {
            out.push((
                "grenades_per_wumpus",
                "the player needs at least one grenade".into(),
            ));
        }
        let needed = 1 + wumpi + pits + bats;
        if 1 + wumpi > rooms {
            out.push((
                "wumpi",
                format!(
                    "the player and {} need {} caves, the cave has {rooms}",
                    counted(wumpi, "wumpus", "wumpi"),
                    1 + wumpi
                ),
            ));
        } else if needed > rooms {
            out.push((
                "pits",
                format!(
                    "the player, {}, {} and {} need {needed} caves, the cave has {rooms}",
                    counted(wumpi, "wumpus", "wumpi"),
                    counted(pits, "pit", "pits"),
                    counted(bats, "bat colony", "bats"),
                ),
            ));
        } else if bats > 0 && needed + 1 > rooms {
            // The bats' drop must find an empty cave besides the one the
            // player came from, or they would have nowhere to go.
            out.push((
                "bats",
                format!(
                    "bats need an empty cave to drop the player in: {} caves needed, the cave has {rooms}",
                    needed + 1
                ),
            ));
        }
        if let Some(widest) = self
            .cave
            .room_ids()
            .map(|r| self.cave.tunnels(r).len())
            .max()
            .filter(|&k| k > MAX_INDEX as usize)
        {
            out.push((
                "caves",
                format!("a cave may have at most {MAX_INDEX} tunnels, one has {widest}"),
            ));
        }
        out
    }
}
