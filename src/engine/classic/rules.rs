//! Rule knobs: plain data, one struct per rule set, defaults from
//! docs/rules.md.

use crate::engine::cave::{BsdCave, BsdCaveError, Cave, RandomCave, RandomCaveError};
use crate::engine::counted;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Where a game's cave comes from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaveSource {
    /// A fixed cave (built in, or read from a caves file by the config layer).
    Fixed(Arc<Cave>),
    /// A new random cave per game, drawn from the game's seed.
    Random(RandomCave),
    /// A new cave per game drawn as NetBSD's `wump` draws it (one-way
    /// tunnels and self-loops included), from the game's seed.
    Bsd(BsdCave),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bump {
    /// Seed 000: the wumpus wakes and may flee; if it stays, you are eaten.
    FleeOrEat,
    /// BSD `wump`: walking into the wumpus is death.
    Death,
}

/// A move to a room that is not adjacent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WallBump {
    /// Seed 000: "Not possible", refused, no turn spent, no draw.
    #[default]
    Free,
    /// NetBSD: "*Oof!*", a turn spent, and one time in six the wumpus wakes
    /// and walks.
    Bsd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BatDrop {
    /// Any room, bat rooms included (a drop into bats snatches again).
    Any,
    /// A room with no hazard and no wumpus.
    Empty,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Crooked {
    /// A-B-A paths are refused before firing.
    Reject,
    /// A-B-A paths fly as typed.
    Allow,
    /// Yob's own check: only the typed rooms are compared (room k against
    /// room k-2 for k >= 3), so a path may double back through the
    /// player's room.
    Typed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArrowHits {
    /// Every room the arrow enters is checked.
    EveryRoom,
    /// NetBSD: only the room where the arrow stops.
    LastRoom,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BadHop {
    /// Seed 000: from the bad hop on, random tunnels, never straight back.
    RandomRest,
    /// Yob 1972: one random tunnel, then keep trying the rest of the list.
    RandomResume,
    /// One random tunnel, then the flight ends.
    RandomStop,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArrowCost {
    PerShot,
    /// Wumpus 2: a shot through k rooms costs k arrows.
    PerRoom,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WumpusWakes {
    /// Seed 000: asleep until the first shot or bump, then awake for good.
    ShotOrBump,
    /// Yob 1972: no awake state; moves only after a miss, and when bumped.
    Yob,
    /// NetBSD: no awake state; a count per wumpus starts at 2 and grows by
    /// 2 after each missed shot, which moves it with chance min(1, count /
    /// 12); a move restarts the count at 0, 1 or 2. As `Yob` at a bump.
    Bsd,
}

/// The most rooms an arrow path may list, whatever `arrow_range` says.
pub const MAX_ARROW_RANGE: u32 = 10;

/// Every knob of the classic rule set (docs/rules.md, Classic).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClassicRules {
    pub cave: CaveSource,
    pub shuffle_labels: bool,
    pub pits: u32,
    pub bats: u32,
    pub wumpi: u32,
    pub arrows: u32,
    pub smell_radius: u32,
    pub warn_per_hazard: bool,
    pub wall_bump: WallBump,
    pub bump: Bump,
    pub wumpus_move_chance: f64,
    pub pit_survival: f64,
    pub bat_drop: BatDrop,
    pub arrow_range: u32,
    pub crooked: Crooked,
    pub bad_hop: BadHop,
    pub arrow_cost: ArrowCost,
    pub wake_on_shot: bool,
    pub wumpus_wakes: WumpusWakes,
    pub wumpus_avoids_pits: bool,
    pub arrow_hits: ArrowHits,
    /// Before entering the i-th room of its flight the arrow drops with
    /// chance `arrow_falloff[i-1]`; missing entries are 0.
    pub arrow_falloff: Vec<f64>,
    /// Wumpus 3: rooms of termites, and the chances of the end-of-command
    /// events.
    pub termites: u32,
    pub earthquake_chance: f64,
    pub bat_migration_chance: f64,
    pub termite_migration_chance: f64,
}

impl ClassicRules {
    /// Seed 000's game on the given cave: the defaults of docs/rules.md.
    pub fn on(cave: CaveSource) -> ClassicRules {
        ClassicRules {
            cave,
            shuffle_labels: false,
            pits: 2,
            bats: 2,
            wumpi: 1,
            arrows: 5,
            smell_radius: 1,
            warn_per_hazard: true,
            wall_bump: WallBump::Free,
            bump: Bump::FleeOrEat,
            wumpus_move_chance: 0.75,
            pit_survival: 0.0,
            bat_drop: BatDrop::Any,
            arrow_range: 5,
            crooked: Crooked::Reject,
            bad_hop: BadHop::RandomRest,
            arrow_cost: ArrowCost::PerShot,
            wake_on_shot: true,
            wumpus_wakes: WumpusWakes::ShotOrBump,
            wumpus_avoids_pits: true,
            arrow_hits: ArrowHits::EveryRoom,
            arrow_falloff: Vec::new(),
            termites: 0,
            earthquake_chance: 0.0,
            bat_migration_chance: 0.0,
            termite_migration_chance: 0.0,
        }
    }

    /// Rooms in every game of these rules.
    pub fn rooms(&self) -> usize {
        match &self.cave {
            CaveSource::Fixed(c) => c.rooms(),
            CaveSource::Random(r) => r.rooms as usize,
            CaveSource::Bsd(b) => b.rooms as usize,
        }
    }

    /// Why these knobs cannot make a game, if they cannot.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let rooms = self.rooms();
        let needed = 1
            + self.wumpi as usize
            + self.pits as usize
            + self.bats as usize
            + self.termites as usize;
        if needed > rooms {
            let termites = if self.termites > 0 {
                format!(
                    ", {}",
                    counted(self.termites, "room of termites", "rooms of termites")
                )
            } else {
                String::new()
            };
            // Blame the termites when they alone tip the cave over.
            let key = if needed - self.termites as usize <= rooms {
                "termites"
            } else {
                "pits"
            };
            out.push((
                key,
                format!(
                    "the player, {}, {} and {}{termites} need {needed} rooms, the cave has {rooms}",
                    counted(self.wumpi, "wumpus", "wumpi"),
                    counted(self.pits, "pit", "pits"),
                    counted(self.bats, "bat colony", "bats"),
                ),
            ));
        }
        if self.wumpi == 0 {
            out.push(("wumpi", "there must be at least one wumpus".into()));
        }
        if self.arrows == 0 {
            out.push(("arrows", "the player needs at least one arrow".into()));
        }
        if self.arrow_range == 0 || self.arrow_range > MAX_ARROW_RANGE {
            out.push((
                "arrow_range",
                format!(
                    "must be from 1 to {MAX_ARROW_RANGE}, got {}",
                    self.arrow_range
                ),
            ));
        }
        if self.smell_radius == 0 {
            out.push(("smell_radius", "must be at least 1".into()));
        }
        for (key, p) in [
            ("wumpus_move_chance", self.wumpus_move_chance),
            ("pit_survival", self.pit_survival),
            ("earthquake_chance", self.earthquake_chance),
            ("bat_migration_chance", self.bat_migration_chance),
            ("termite_migration_chance", self.termite_migration_chance),
        ] {
            if !(0.0..=1.0).contains(&p) {
                out.push((key, format!("is a probability, from 0 to 1, got {p}")));
            }
        }
        if let Some((i, p)) =
            (self.arrow_falloff.iter().enumerate()).find(|(_, p)| !(0.0..=1.0).contains(*p))
        {
            out.push((
                "arrow_falloff",
                format!("entry {} is a probability, from 0 to 1, got {p}", i + 1),
            ));
        }
        let shape = match &self.cave {
            CaveSource::Fixed(_) => None,
            CaveSource::Random(spec) => spec.check().err().map(|e| {
                let key = match e {
                    RandomCaveError::Rooms(_) => "rooms",
                    _ => "tunnels",
                };
                (key, e.to_string())
            }),
            CaveSource::Bsd(spec) => spec.check().err().map(|e| {
                let key = match e {
                    BsdCaveError::Rooms(_) => "rooms",
                    _ => "tunnels",
                };
                (key, e.to_string())
            }),
        };
        out.extend(shape);
        out
    }
}
