//! Exact odds for the grenade rules (docs/rules.md, Grenade), from the view:
//! over the unknown number of wumpi (uniform on 1..=max(1, N/4) unless
//! fixed, or told with `reveal_counts`) and every placement, with the
//! alerted wumpi's runs after each toss. The caves file is public (the
//! view's rules hold it); the odds are per cave, and per cave name as the
//! player knows it (the five Lost Caverns of the Wyrm stay one place: the
//! chance that at least one of them holds the hazard).

mod track;
pub mod world;

pub use track::Tracker;

use crate::ai::classic::odds::label_order;
use crate::ai::classic::world::bit;
use crate::engine::RoomId;
use crate::engine::grenade::View;

/// The chance that a cave (or a place: every cave of one name) holds at
/// least one of each hazard.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CaveOdds {
    pub pit: f64,
    pub bats: f64,
    pub wumpus: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    caves: Vec<CaveOdds>,
    /// Per name, in the order of the caves file: the place's odds.
    places: Vec<(String, CaveOdds)>,
    living: Vec<f64>,
    exact: bool,
}

/// The odds of `view`: a pure function of what the player knows.
pub fn odds(view: &View<'_>) -> Odds {
    Odds::of(&Tracker::new(view), view)
}

impl Odds {
    pub fn of(tracker: &Tracker, view: &View<'_>) -> Odds {
        let [pit, bats, wumpus] = tracker.marginals();
        let clean = |x: f64| x.clamp(0.0, 1.0);
        let caves = (0..pit.len())
            .map(|c| CaveOdds {
                pit: clean(pit[c]),
                bats: clean(bats[c]),
                wumpus: clean(wumpus[c]),
            })
            .collect();
        let cave = &view.rules().cave;
        let mut names: Vec<(String, u128)> = Vec::new();
        for r in cave.room_ids() {
            let name = cave.name(r);
            match names.iter_mut().find(|(n, _)| n == name) {
                Some((_, m)) => *m |= bit(r.index()),
                None => names.push((name.to_string(), bit(r.index()))),
            }
        }
        let places = names
            .into_iter()
            .map(|(name, group)| {
                let [p, b, w] = tracker.any_of(group);
                let odds = CaveOdds {
                    pit: clean(p),
                    bats: clean(b),
                    wumpus: clean(w),
                };
                (name, odds)
            })
            .collect();
        Odds {
            caves,
            places,
            living: tracker.living(),
            exact: tracker.is_exact(),
        }
    }

    /// One cave (by its number in the caves file).
    pub fn cave(&self, cave: RoomId) -> CaveOdds {
        self.caves.get(cave.index()).copied().unwrap_or_default()
    }

    /// Every cave called `name`, as one place.
    pub fn place(&self, name: &str) -> CaveOdds {
        self.places
            .iter()
            .find(|(n, _)| n == name)
            .map_or(CaveOdds::default(), |(_, o)| *o)
    }

    /// The cave each tunnel of the player's cave leads to, in tunnel order.
    pub fn tunnels(&self, view: &View<'_>) -> Vec<CaveOdds> {
        view.tunnels_here().iter().map(|&c| self.cave(c)).collect()
    }

    /// The chance of each number of wumpi still alive (index = count).
    pub fn living(&self) -> &[f64] {
        &self.living
    }

    pub fn is_exact(&self) -> bool {
        self.exact
    }

    /// Plain mode's `odds` lines: one per cave name, in the order the
    /// caves file first names them, `room <name>: pit <p> bats <p> wumpus
    /// <p>` with four decimals, p the chance that at least one cave of that
    /// name holds the hazard.
    pub fn lines(&self) -> Vec<String> {
        self.places
            .iter()
            .map(|(name, o)| {
                format!(
                    "room {name}: pit {:.4} bats {:.4} wumpus {:.4}",
                    o.pit, o.bats, o.wumpus
                )
            })
            .collect()
    }
}

/// Plain mode's `odds` lines for `view`.
pub fn plain_lines(view: &View<'_>) -> Vec<String> {
    odds(view).lines()
}

/// Cave numbers as the caves file gives them, in order (for callers that
/// list caves rather than names).
pub fn cave_order(view: &View<'_>) -> Vec<RoomId> {
    let cave = &view.rules().cave;
    let mut ids: Vec<RoomId> = cave.room_ids().collect();
    ids.sort_by(|a, b| label_order(cave.label(*a), cave.label(*b)));
    ids
}
