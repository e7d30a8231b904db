//! The classic odds as the display layer reads them: per room, per tunnel
//! from here, per planned arrow, and plain mode's `odds` lines.

use super::aim::judge;
use super::track::Tracker;
use crate::engine::RoomId;
use crate::engine::classic::{Bump, Command, Event, View, WumpusWakes};

/// The chance that a room holds at least one of each hazard.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RoomOdds {
    pub pit: f64,
    pub bats: f64,
    pub wumpus: f64,
    pub termites: f64,
}

/// Walking through one tunnel of the player's room.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TunnelRisk {
    pub to: RoomId,
    pub odds: RoomOdds,
    /// The chance of dying on arrival: a pit (less an outcrop's rescue),
    /// or a wumpus that eats rather than flees.
    pub death: f64,
}

/// A planned arrow path, judged.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ArrowOdds {
    /// The chance it kills a wumpus.
    pub hit: f64,
    /// The chance it flies back into the player's own room (where it kills
    /// the player, unless it hit a wumpus first).
    pub back: f64,
}

/// Every room's odds, from the view alone.
#[derive(Clone, Debug, PartialEq)]
pub struct Odds {
    rooms: Vec<RoomOdds>,
    exact: bool,
    /// Chance of being eaten by a wumpus met on arrival.
    eaten: f64,
    survive_pit: f64,
}

/// The odds of `view`: a pure function of what the player knows.
pub fn odds(view: &View<'_>) -> Odds {
    Odds::of(&mut Tracker::new(view), view)
}

impl Odds {
    /// The odds a tracker holds (a tracker kept up to date by the caller
    /// saves re-reading the whole history every turn).
    pub fn of(tracker: &mut Tracker, view: &View<'_>) -> Odds {
        tracker.update(view);
        let [pit, bats, termites, wumpus] = tracker.marginals().clone();
        let clean = |x: f64| x.clamp(0.0, 1.0);
        let rooms = (0..pit.len())
            .map(|r| RoomOdds {
                pit: clean(pit[r]),
                bats: clean(bats[r]),
                wumpus: clean(wumpus[r]),
                termites: clean(termites[r]),
            })
            .collect();
        let rules = view.rules();
        let awake = awake(view);
        let roams = rules.wumpus_wakes == WumpusWakes::ShotOrBump && awake;
        let eaten = match (rules.bump, roams) {
            (Bump::Death, _) | (_, true) => 1.0,
            _ => 1.0 - rules.wumpus_move_chance,
        };
        Odds {
            rooms,
            exact: tracker.is_exact(),
            eaten,
            survive_pit: rules.pit_survival,
        }
    }

    pub fn room(&self, room: RoomId) -> RoomOdds {
        self.rooms.get(room.index()).copied().unwrap_or_default()
    }

    /// False where the odds are approximate (a secret cave's unseen
    /// tunnels, more worlds than can be listed, more than 128 rooms).
    pub fn is_exact(&self) -> bool {
        self.exact
    }

    /// The chance of dying on arrival in `room`.
    pub fn death(&self, room: RoomId) -> f64 {
        let o = self.room(room);
        (o.wumpus * self.eaten + o.pit * (1.0 - self.survive_pit)).min(1.0)
    }

    /// Each tunnel of the player's room, in the room's order.
    pub fn tunnels(&self, view: &View<'_>) -> Vec<TunnelRisk> {
        view.tunnels_here()
            .iter()
            .map(|&to| TunnelRisk {
                to,
                odds: self.room(to),
                death: self.death(to),
            })
            .collect()
    }

    /// Judges an arrow path the player plans (any rooms: a room not next to
    /// the arrow's flies at random, as the rules say).
    pub fn arrow(&self, view: &View<'_>, path: &[RoomId]) -> ArrowOdds {
        let tracker = Tracker::new(view);
        let wumpus: Vec<f64> = self.rooms.iter().map(|o| o.wumpus).collect();
        let rooms: Vec<u16> = path.iter().map(|r| r.0).collect();
        let j = judge(tracker.ctx(), &wumpus, view.here().index(), &rooms);
        ArrowOdds {
            hit: j.hit,
            back: j.back,
        }
    }

    /// Plain mode's `odds` lines: `room <label>: pit <p> bats <p> wumpus
    /// <p>`, four decimals, rooms in label order (numeric order for
    /// numeric labels).
    pub fn lines(&self, view: &View<'_>) -> Vec<String> {
        let mut rooms: Vec<RoomId> = view.room_ids().collect();
        rooms.sort_by(|a, b| label_order(view.label(*a), view.label(*b)));
        rooms
            .into_iter()
            .map(|r| {
                let o = self.room(r);
                format!(
                    "room {}: pit {:.4} bats {:.4} wumpus {:.4}",
                    view.label(r),
                    o.pit,
                    o.bats,
                    o.wumpus
                )
            })
            .collect()
    }
}

/// Numbers by value, before names in text order.
pub fn label_order(a: &str, b: &str) -> std::cmp::Ordering {
    match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(x), Ok(y)) => x.cmp(&y).then(a.cmp(b)),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(_), Err(_)) => a.cmp(b),
    }
}

/// True once a wumpus was woken: a shot with `wake_on_shot`, a bump, or
/// the comments after a wall bump.
pub fn awake(view: &View<'_>) -> bool {
    let wake_on_shot = view.rules().wake_on_shot;
    (1..view.history_len()).any(|i| {
        view.history(i).is_some_and(|h| {
            matches!(h.command, Some(Command::Shoot(_))) && wake_on_shot
                || h.events
                    .iter()
                    .any(|e| matches!(e, Event::Bumped | Event::CommentsWakeWumpus))
        })
    })
}

/// Plain mode's `odds` lines for `view`.
pub fn plain_lines(view: &View<'_>) -> Vec<String> {
    odds(view).lines(view)
}
