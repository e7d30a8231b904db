//! Worlds a seat cannot tell from the real one, drawn from its view: the
//! labelling (`labels`), the pits and bats (uniform over the placements
//! the seat's facts allow), the other seats' roles (the Wumpus players
//! among the living seats no public roll showed human) and rooms (a
//! Wumpus by the odds' model of its walk, a human where the bats last
//! dropped them, else near the room their claim named this round, else
//! anywhere safe), kept when they give the seat the senses it has now.

use super::labels;
use super::likely::{self, Likely};
use crate::ai::hidden::{Belief, belief};
use crate::engine::Dice;
use crate::engine::Seat;
use crate::engine::hidden::{
    DODECAHEDRON, Happening, HiddenView, Label, Parts, ROOMS, Role, Senses, read_claim,
};

/// Draws of the other seats' roles and rooms before one is kept anyway.
const TRIES: usize = 40;

/// What the public log tells of each seat.
#[derive(Clone, Debug, Default)]
struct Seen {
    /// A public roll (a bat drop, an arrow's misfire) showed it human.
    human: bool,
    /// Where the bats dropped it in its latest turn.
    dropped: Option<Label>,
    /// The room its claim named in its latest turn.
    claimed: Option<Label>,
    /// Its turns with a misfire: arrows it surely shot.
    misfires: u8,
}

/// A seat's view read once, for many draws.
pub struct Sampler<'v> {
    view: HiddenView<'v>,
    belief: Belief,
    seen: Vec<Seen>,
    likely: Likely,
}

impl<'v> Sampler<'v> {
    pub fn new(view: HiddenView<'v>) -> Sampler<'v> {
        let n = view.seats.len();
        let mut seen = vec![Seen::default(); n];
        let mut misfired = vec![false; n];
        for h in view.public_log {
            match h {
                Happening::TurnBegins(s) => {
                    if let Some(x) = seen.get_mut(usize::from(s.0)) {
                        x.dropped = None;
                        x.claimed = None;
                    }
                    misfired.iter_mut().for_each(|m| *m = false);
                }
                Happening::Claimed(s, text) => {
                    if let Some(x) = seen.get_mut(usize::from(s.0)) {
                        x.claimed = read_claim(text).map(|c| c.0);
                    }
                }
                Happening::BatDrop { seat, roll } => {
                    if let Some(x) = seen.get_mut(usize::from(seat.0)) {
                        x.human = true;
                        x.dropped = Some(*roll);
                    }
                }
                Happening::ArrowMisfire { seat, .. } => {
                    let s = usize::from(seat.0);
                    if let Some(x) = seen.get_mut(s) {
                        x.human = true;
                        if !misfired[s] {
                            x.misfires = x.misfires.saturating_add(1);
                            misfired[s] = true;
                        }
                    }
                }
                _ => {}
            }
        }
        Sampler {
            belief: belief(&view),
            likely: likely::read(&view),
            view,
            seen,
        }
    }

    pub fn view(&self) -> &HiddenView<'v> {
        &self.view
    }

    /// One world, or `None` when the seat's facts fit none (they always
    /// should).
    pub fn draw(&self, dice: &mut Dice) -> Option<Parts> {
        let v = &self.view;
        let yob = labels::sample(&self.belief.tunnels, v.room, dice)?;
        let (pits, bats) = self.hazards(dice)?;
        let next = neighbours(&yob);
        let n = v.seats.len();
        let me = usize::from(v.seat.0);
        let mut parts = Parts {
            yob,
            pits: labels_of(pits),
            bats: labels_of(bats),
            roles: vec![Role::Human; n],
            rooms: vec![1; n],
            arrows: vec![0; n],
            notebooks: vec![Vec::new(); n],
        };
        parts.roles[me] = v.role;
        parts.rooms[me] = v.room;
        // Kept: the first draw that fits the seat's senses, taken with
        // the chance the others' latest claims had in it; else the last
        // that fits, else the last.
        let mut kept = None;
        let mut fit = None;
        for _ in 0..TRIES {
            self.seats(&mut parts, pits | bats, &next, dice);
            parts.roles[me] = v.role;
            if !self.senses_fit(&parts, &next) {
                kept = Some(parts.clone());
                continue;
            }
            let alive: Vec<bool> = v.seats.iter().map(|p| p.alive).collect();
            let w = self
                .likely
                .weight(&parts.roles, &parts.rooms, &alive, &next);
            if f64::from(dice.below(1 << 16)) < w * f64::from(1u32 << 16) {
                fit = Some(parts);
                break;
            }
            fit = Some(parts.clone());
        }
        let mut parts = fit.or(kept)?;
        self.notebooks(&mut parts, pits, bats, &next);
        Some(parts)
    }

    /// A pit set and a bat set that fit the facts and do not meet.
    fn hazards(&self, dice: &mut Dice) -> Option<(u32, u32)> {
        let (ps, bs) = (&self.belief.pits, &self.belief.bats);
        if ps.is_empty() || bs.is_empty() {
            return None;
        }
        for _ in 0..200 {
            let p = ps[dice.below(ps.len() as u32) as usize];
            let b = bs[dice.below(bs.len() as u32) as usize];
            if p & b == 0 {
                return Some((p, b));
            }
        }
        None
    }

    /// The other seats' roles, rooms and arrows.
    fn seats(&self, parts: &mut Parts, hazard: u32, next: &[[Label; 3]; ROOMS], dice: &mut Dice) {
        let v = &self.view;
        let n = v.seats.len();
        let me = usize::from(v.seat.0);
        let dead_wumpi = v
            .seats
            .iter()
            .filter(|p| !p.alive && p.role == Some(Role::Wumpus))
            .count();
        let mut wumpi = usize::from(v.rules.wumpus_players).saturating_sub(dead_wumpi);
        if v.role == Role::Wumpus {
            wumpi = wumpi.saturating_sub(1);
        }
        let open: Vec<usize> = (0..n)
            .filter(|&s| s != me && v.seats[s].alive && !self.seen[s].human)
            .collect();
        for s in 0..n {
            parts.roles[s] = v.seats[s].role.unwrap_or(Role::Human);
        }
        for s in self.likely.wumpi(&open, wumpi, dice) {
            parts.roles[s] = Role::Wumpus;
        }
        // The Wumpuses first: a human is never left in a Wumpus's room.
        let mut wumpus_rooms = 0u32;
        for s in (0..n).filter(|&s| s != me && parts.roles[s] == Role::Wumpus) {
            let room = self.wumpus_room(s, next, dice);
            parts.rooms[s] = room;
            wumpus_rooms |= bit(room);
        }
        if v.role == Role::Wumpus {
            wumpus_rooms |= bit(v.room);
        }
        let unsafe_ = hazard | wumpus_rooms;
        for s in (0..n).filter(|&s| s != me && parts.roles[s] == Role::Human) {
            parts.rooms[s] = self.human_room(s, unsafe_, next, dice);
            let used = self.seen[s].misfires;
            parts.arrows[s] = if v.seats[s].alive {
                v.rules.arrows.saturating_sub(used).max(1)
            } else {
                0
            };
        }
    }

    /// A Wumpus player's room: by the odds for a human seat, anywhere for
    /// a fellow Wumpus; never the seat's own.
    fn wumpus_room(&self, s: usize, next: &[[Label; 3]; ROOMS], dice: &mut Dice) -> Label {
        let v = &self.view;
        let mut w = self.belief.wumpus;
        if w.iter().all(|&x| x <= 0.0) {
            w = [1.0; ROOMS];
        }
        // It ate a seat last turn: it is where that seat was.
        if let Some(&Some((at, exact))) = self.likely.ate_near.get(s) {
            let mut room = bit(at);
            if !exact {
                room |= next[index(at)].iter().fold(0, |m, &a| m | bit(a));
            }
            let mut only = w;
            for (r, x) in only.iter_mut().enumerate() {
                if room & (1 << r) == 0 {
                    *x = 0.0;
                } else if *x <= 0.0 {
                    *x = 0.05;
                }
            }
            only[index(v.room)] = 0.0;
            if let Some(l) = pick(&only, dice) {
                return l;
            }
        }
        w[index(v.room)] = 0.0;
        pick(&w, dice).unwrap_or(v.room)
    }

    fn human_room(
        &self,
        s: usize,
        unsafe_: u32,
        next: &[[Label; 3]; ROOMS],
        dice: &mut Dice,
    ) -> Label {
        let seen = &self.seen[s];
        let mut w = [0.0; ROOMS];
        if let Some(at) = seen.dropped {
            w[index(at)] = 1.0;
        } else if let Some(at) = seen.claimed {
            w[index(at)] = 1.0;
            for t in next[index(at)] {
                w[index(t)] = 1.0;
            }
        } else {
            w = [1.0; ROOMS];
        }
        for (r, x) in w.iter_mut().enumerate() {
            if unsafe_ & (1 << r) != 0 {
                *x = 0.0;
            }
        }
        if self.view.role == Role::Wumpus {
            w[index(self.view.room)] = 0.0;
        }
        pick(&w, dice).unwrap_or_else(|| dice.below(ROOMS as u32) as Label + 1)
    }

    /// What the other seats have seen, as far as a look-ahead's bots need:
    /// they stood in the rooms next to theirs, then in their own, so that
    /// they know the tunnels around them as a seat some turns into a game
    /// does (with none, the baseline's humans would never aim).
    fn notebooks(&self, parts: &mut Parts, pits: u32, bats: u32, next: &[[Label; 3]; ROOMS]) {
        let v = &self.view;
        let me = usize::from(v.seat.0);
        let n = parts.roles.len();
        for s in (0..n).filter(|&s| s != me && v.seats[s].alive) {
            let home = parts.rooms[s];
            let mut book = Vec::with_capacity(4);
            for room in next[index(home)].into_iter().chain([home]) {
                let near = within_two(room, next);
                let other = (0..n).any(|o| {
                    o != s
                        && v.seats[o].alive
                        && parts.roles[o] != parts.roles[s]
                        && near & bit(parts.rooms[o]) != 0
                });
                let around = next[index(room)].iter().fold(0u32, |m, &a| m | bit(a));
                let human = parts.roles[s] == Role::Human;
                let mut adjacent = next[index(room)];
                adjacent.sort_unstable();
                book.push(Happening::Sensed {
                    seat: Seat(s as u8),
                    room,
                    adjacent,
                    senses: Senses {
                        bats: around & bats != 0,
                        pit: around & pits != 0,
                        stench: human && other,
                        meal: !human && other,
                        with_bats: !human && bit(room) & bats != 0,
                        with_pit: !human && bit(room) & pits != 0,
                    },
                });
            }
            parts.notebooks[s] = book;
        }
    }

    /// The seat would sense what it senses now: a human smells a living
    /// Wumpus within two rooms, a Wumpus a living human.
    fn senses_fit(&self, parts: &Parts, next: &[[Label; 3]; ROOMS]) -> bool {
        let v = &self.view;
        let me = usize::from(v.seat.0);
        let near = within_two(v.room, next);
        let other = match v.role {
            Role::Human => Role::Wumpus,
            Role::Wumpus => Role::Human,
        };
        let smelt = (0..parts.roles.len()).any(|s| {
            s != me
                && v.seats[s].alive
                && parts.roles[s] == other
                && near & bit(parts.rooms[s]) != 0
        });
        let sense = match v.role {
            Role::Human => v.senses.stench,
            Role::Wumpus => v.senses.meal,
        };
        smelt == sense
    }
}

/// Per label: the labels next to it, in the labelling `yob`.
fn neighbours(yob: &[u8; ROOMS]) -> [[Label; 3]; ROOMS] {
    let mut label_of = [0u8; ROOMS];
    for (l, &y) in yob.iter().enumerate() {
        label_of[usize::from(y).min(ROOMS - 1)] = l as u8 + 1;
    }
    std::array::from_fn(|l| {
        DODECAHEDRON[usize::from(yob[l]).min(ROOMS - 1)].map(|y| label_of[usize::from(y)])
    })
}

/// The rooms at most two tunnels from `room`, itself too.
fn within_two(room: Label, next: &[[Label; 3]; ROOMS]) -> u32 {
    let mut bits = bit(room);
    for a in next[index(room)] {
        bits |= bit(a);
        for b in next[index(a)] {
            bits |= bit(b);
        }
    }
    bits
}

/// A label drawn with chance in proportion to `w`.
fn pick(w: &[f64; ROOMS], dice: &mut Dice) -> Option<Label> {
    let total: f64 = w.iter().filter(|x| **x > 0.0).sum();
    if total <= 0.0 {
        return None;
    }
    let mut x = f64::from(dice.below(1 << 24)) / f64::from(1u32 << 24) * total;
    for (r, &p) in w.iter().enumerate() {
        if p > 0.0 {
            if x < p {
                return Some(r as Label + 1);
            }
            x -= p;
        }
    }
    w.iter().rposition(|&p| p > 0.0).map(|r| r as Label + 1)
}

fn labels_of(set: u32) -> Vec<Label> {
    (0..ROOMS as u8)
        .filter(|r| set & (1 << r) != 0)
        .map(|r| r + 1)
        .collect()
}

fn bit(label: Label) -> u32 {
    1 << index(label)
}

fn index(label: Label) -> usize {
    usize::from(label.saturating_sub(1)).min(ROOMS - 1)
}
