//! Odds for Hidden Wumpus (docs/rules.md, Hidden), for the seat to act, from
//! its own notebook and the public log.
//!
//! The pits and bats: exact given what the seat itself sensed where it
//! stood, what it met where it walked (its own bat rides, a Wumpus's
//! immunities), and the public bat rolls other humans survived (a survived
//! roll holds no pit and no bats; one followed by another roll holds bats),
//! over every placement. What they leave out: the other seats' walks,
//! whose survival (or a death, cause untold) depends on hazards those
//! seats sensed. So the odds are exact at a seat's first turn, and only
//! approximate after (tests/it/calibration.rs measures both).
//!
//! Approximate (for a human seat): the Wumpus players' rooms. Their moves
//! are people's or bots' choices, not chance, and the seat knows only the
//! tunnels of rooms it stood in, so the odds use a stated model: each
//! living Wumpus, once per round of the table, stays or takes one of its
//! three tunnels, each a quarter; a tunnel the seat has not seen leads to
//! a uniformly random other room; the Wumpuses move independently. A
//! stench (a Wumpus within two rooms) counts the two-room ring from the
//! tunnels the seat knows, and the rest of the ring spread evenly over the
//! rooms it may be. Deaths' causes are never told, so deaths are left out,
//! except that a Wumpus killed by the seat's own arrow was in a room the
//! arrow passed.

// A room's index is its label less one, in every per-room table here.
#![allow(clippy::needless_range_loop)]

mod facts;
mod wumpi;

use crate::engine::hidden::{HiddenView, Label, ROOMS, Role};

/// A room's odds for the seat.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RoomOdds {
    pub pit: f64,
    pub bats: f64,
    /// The chance a Wumpus player is there (humans only; 0 for a Wumpus).
    pub wumpus: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    /// Per label (index 0 is label 1).
    rooms: [RoomOdds; ROOMS],
    /// Per label: the seat knows the room (stood there, or next to it).
    known: [bool; ROOMS],
    human: bool,
}

/// The odds of the seat whose view this is.
pub fn odds(view: &HiddenView<'_>) -> Odds {
    let facts = facts::Facts::read(view);
    let [pit, bats] = facts.hazards(view.rules.pits, view.rules.bats);
    let human = view.role == Role::Human;
    let wumpus = if human {
        wumpi::density(view, &facts)
    } else {
        [0.0; ROOMS]
    };
    let mut rooms = [RoomOdds::default(); ROOMS];
    for r in 0..ROOMS {
        rooms[r] = RoomOdds {
            pit: pit[r],
            bats: bats[r],
            wumpus: wumpus[r].clamp(0.0, 1.0),
        };
    }
    Odds {
        rooms,
        known: facts.known,
        human,
    }
}

impl Odds {
    pub fn room(&self, label: Label) -> RoomOdds {
        let i = usize::from(label.saturating_sub(1)).min(ROOMS - 1);
        self.rooms[i]
    }

    pub fn knows(&self, label: Label) -> bool {
        let i = usize::from(label.saturating_sub(1));
        self.known.get(i).copied().unwrap_or(false)
    }

    /// Plain mode's `odds` lines: one per room the seat knows, in label
    /// order: `room <label>: pit <p> bats <p> wumpus <p>` (a Wumpus seat's
    /// lines stop after bats).
    pub fn lines(&self) -> Vec<String> {
        (1..=ROOMS as Label)
            .filter(|&l| self.knows(l))
            .map(|l| {
                let o = self.room(l);
                if self.human {
                    format!(
                        "room {l}: pit {:.4} bats {:.4} wumpus {:.4}",
                        o.pit, o.bats, o.wumpus
                    )
                } else {
                    format!("room {l}: pit {:.4} bats {:.4}", o.pit, o.bats)
                }
            })
            .collect()
    }
}

/// What a seat's notebook and the public log leave open, for bots that
/// sample worlds the seat cannot tell from the real one.
pub struct Belief {
    /// The rooms (bit r: label r + 1) that may hold the pits, and the bats:
    /// each set fits the facts alone, and a pair fits when they do not meet.
    pub pits: Vec<u32>,
    pub bats: Vec<u32>,
    /// Per label: the odds' chance some Wumpus player is there (a human's).
    pub wumpus: [f64; ROOMS],
    /// Per label: its tunnels, once the seat stood there.
    pub tunnels: [Option<[Label; 3]>; ROOMS],
}

pub fn belief(view: &HiddenView<'_>) -> Belief {
    let facts = facts::Facts::read(view);
    let [pits, bats] = facts.placements(view.rules.pits, view.rules.bats);
    let wumpus = if view.role == Role::Human {
        wumpi::density(view, &facts)
    } else {
        [0.0; ROOMS]
    };
    Belief {
        pits,
        bats,
        wumpus,
        tunnels: facts.tunnels,
    }
}

pub fn plain_lines(view: &HiddenView<'_>) -> Vec<String> {
    odds(view).lines()
}
