//! How long a city draw may try, and why it gave up: the knobs to blame
//! when no city comes out.

/// How many tries a draw may take before it gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Whole cities drawn (a city with no clue-free start is drawn again).
    pub cities: u32,
    /// Roadblock draws per city until the cop-free streets connect it.
    pub roadblocks: u32,
}

impl Limits {
    /// What the config's load check allows.
    pub const LOAD: Limits = Limits {
        cities: 100,
        roadblocks: 100,
    };
    /// What a game allows: twenty times the load check's.
    pub const PLAY: Limits = Limits {
        cities: 2000,
        roadblocks: 2000,
    };
}

/// Seeds the load check draws a city for.
pub(in crate::engine::grand_theft) const LOAD_SEEDS: u64 = 16;

/// Why no city came out of the bounded tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenError {
    #[error(
        "no roadblock draw in {roadblocks} tries left the cop-free streets connecting the city, in {cities} cities: cops are too likely for a fair city (raise cop_odds or set fair_city = false)"
    )]
    Unfair { cities: u32, roadblocks: u32 },
    #[error(
        "none of {cities} cities drawn had a start with no Wumpus, no gang and no clue; {}",
        worst.why()
    )]
    NoStart { cities: u32, worst: Barrier },
}

/// What keeps a node from being a start, as tallied over the cities that
/// had none: the one that ruled out the most nodes says what to change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Barrier {
    /// Cops on a street of the node.
    Sirens,
    /// The Wumpus here or within `blood_radius`.
    Blood,
    /// A gang here or within `lights_radius`.
    Lights,
}

impl Barrier {
    fn why(self) -> &'static str {
        match self {
            Barrier::Sirens => {
                "sirens ruled out the most nodes (rarer cops or fewer streets per node would help)"
            }
            Barrier::Blood => {
                "blood ruled out the most nodes (a smaller blood_radius, fewer streets per node or more nodes would help)"
            }
            Barrier::Lights => {
                "gangs and their lights ruled out the most nodes (fewer gangs, a smaller lights_radius, fewer streets per node or more nodes would help)"
            }
        }
    }
}

impl GenError {
    /// The knobs whose values cause this, most to blame first: the config
    /// points at the first one the player set.
    pub fn knobs(&self) -> &'static [&'static str] {
        match self {
            GenError::Unfair { .. } => &["cop_odds", "fair_city", "edges", "nodes"],
            GenError::NoStart {
                worst: Barrier::Sirens,
                ..
            } => &["cop_odds", "edges", "nodes"],
            GenError::NoStart {
                worst: Barrier::Blood,
                ..
            } => &["blood_radius", "edges", "nodes"],
            GenError::NoStart {
                worst: Barrier::Lights,
                ..
            } => &["worms", "lights_radius", "edges", "nodes"],
        }
    }

    /// The knob most to blame.
    pub fn knob(&self) -> &'static str {
        self.knobs().first().copied().unwrap_or("nodes")
    }
}
