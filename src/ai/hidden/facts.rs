//! What a seat's notebook and the public log tell: the rooms it knows and
//! their tunnels, the senses where it stood, and hard facts about pits and
//! bats; the pits and bats weighed exactly over every placement.

// A room's index is its label less one, in every per-room table here.
#![allow(clippy::needless_range_loop)]

use crate::engine::game::Seat;
use crate::engine::hidden::{Happening, Hazard, HiddenView, Label, ROOMS, Role, Senses};

pub type Rooms = u32;

pub fn bit(label: Label) -> Rooms {
    if (1..=ROOMS as Label).contains(&label) {
        1 << (label - 1)
    } else {
        0
    }
}

/// One of the seat's turns: where it stood and what it sensed.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    pub room: Label,
    pub adjacent: [Label; 3],
    pub senses: Senses,
    /// Rounds of the table since the seat's previous turn.
    pub rounds: u32,
    /// Rooms its arrow passed last turn with no Wumpus dying: none there.
    pub arrow_clear: Rooms,
}

#[derive(Clone, Debug, Default)]
pub struct Facts {
    pub known: [bool; ROOMS],
    /// Per label: its tunnels, once the seat stood there.
    pub tunnels: [Option<[Label; 3]>; ROOMS],
    pub turns: Vec<Turn>,
    start: Label,
    pit_in: Rooms,
    pit_out: Rooms,
    bats_in: Rooms,
    bats_out: Rooms,
    /// (rooms, felt): a pit (resp. bats) next to a room stood in, or not.
    pit_sums: Vec<(Rooms, bool)>,
    bats_sums: Vec<(Rooms, bool)>,
}

impl Facts {
    pub fn read(view: &HiddenView<'_>) -> Facts {
        let me = view.seat;
        let mut f = Facts::default();
        let human = view.role == Role::Human;
        for h in view.notebook {
            match h {
                Happening::Sensed {
                    room,
                    adjacent,
                    senses,
                    ..
                } => {
                    if f.turns.is_empty() {
                        f.start = *room;
                        f.pit_out |= bit(*room);
                        f.bats_out |= bit(*room);
                    }
                    let r = usize::from(room.saturating_sub(1)).min(ROOMS - 1);
                    f.tunnels[r] = Some(*adjacent);
                    f.known[r] = true;
                    let near = adjacent.iter().fold(0, |m, &a| m | bit(a));
                    for &a in adjacent {
                        if let Some(k) = f.known.get_mut(usize::from(a.saturating_sub(1))) {
                            *k = true;
                        }
                    }
                    f.pit_sums.push((near, senses.pit));
                    f.bats_sums.push((near, senses.bats));
                    if human {
                        f.pit_out |= bit(*room);
                        f.bats_out |= bit(*room);
                    } else {
                        mark(&mut f.pit_in, &mut f.pit_out, *room, senses.with_pit);
                        mark(&mut f.bats_in, &mut f.bats_out, *room, senses.with_bats);
                    }
                }
                Happening::Immune(_, Hazard::Pit) | Happening::Immune(_, Hazard::Bats) => {}
                _ => {}
            }
        }
        f.walks(view, me, human);
        f.rolls(view, me);
        f.rounds(view, me);
        f
    }

    /// The seat's own walks: a human survived the room it walked into
    /// (bats there when a roll followed); a Wumpus is told of its
    /// immunities.
    fn walks(&mut self, view: &HiddenView<'_>, me: Seat, human: bool) {
        let turns = turns_of(view.public_log, me);
        let mut t: usize = 0;
        let mut moved: Option<Label> = None;
        let mut immune = (false, false);
        let settle = |f: &mut Facts, moved: Option<Label>, immune: (bool, bool), t: usize| {
            let Some(to) = moved else { return };
            if human {
                let rolls = turns.get(t).map_or(0, |r| r.len());
                if rolls == 0 {
                    f.pit_out |= bit(to);
                    f.bats_out |= bit(to);
                } else {
                    f.bats_in |= bit(to);
                }
            } else {
                mark(&mut f.pit_in, &mut f.pit_out, to, immune.0);
                mark(&mut f.bats_in, &mut f.bats_out, to, immune.1);
            }
        };
        for h in view.notebook {
            match h {
                Happening::Sensed { .. } => {
                    settle(self, moved.take(), immune, t.saturating_sub(1));
                    immune = (false, false);
                    t += 1;
                }
                Happening::Moved { to, .. } => moved = Some(*to),
                Happening::Immune(_, Hazard::Pit) => immune.0 = true,
                Happening::Immune(_, Hazard::Bats) => immune.1 = true,
                _ => {}
            }
        }
        settle(self, moved, immune, t.saturating_sub(1));
    }

    /// Every human's bat rolls in the public log: a roll followed by
    /// another in the same turn landed in bats; the last one of a turn
    /// whose human did not die then landed where nothing waits.
    fn rolls(&mut self, view: &HiddenView<'_>, _me: Seat) {
        let log = view.public_log;
        for (i, h) in log.iter().enumerate() {
            let Happening::BatDrop { seat, roll } = h else {
                continue;
            };
            let mut again = false;
            let mut died = false;
            for later in &log[i + 1..] {
                match later {
                    Happening::BatDrop { seat: s, .. } if s == seat => {
                        again = true;
                        break;
                    }
                    Happening::Died { seat: s, .. } if s == seat => died = true,
                    Happening::TurnBegins(_) => break,
                    _ => {}
                }
            }
            if again {
                self.bats_in |= bit(*roll);
            } else if !died {
                self.pit_out |= bit(*roll);
                self.bats_out |= bit(*roll);
            }
        }
    }

    /// Rounds between the seat's turns, and what its arrows showed.
    fn rounds(&mut self, view: &HiddenView<'_>, me: Seat) {
        let log = view.public_log;
        let mut begins: Vec<usize> = Vec::new();
        for (i, h) in log.iter().enumerate() {
            if *h == Happening::TurnBegins(me) {
                begins.push(i);
            }
        }
        let mut passed: Vec<Rooms> = Vec::new();
        let mut current: Rooms = 0;
        let mut shot = false;
        for h in view.notebook {
            match h {
                Happening::Sensed { .. } => {
                    passed.push(if shot { current } else { 0 });
                    current = 0;
                    shot = false;
                }
                Happening::Shot { .. } => shot = true,
                Happening::ArrowPassed(l) => current |= bit(*l),
                _ => {}
            }
        }
        let mut turns = Vec::new();
        let mut k = 0;
        for h in view.notebook {
            if let Happening::Sensed {
                room,
                adjacent,
                senses,
                ..
            } = h
            {
                let rounds = if k == 0 { 0 } else { 1 };
                // The arrow shot on the previous turn, and what died then.
                let arrow = if k > 0 {
                    passed.get(k).copied().unwrap_or(0)
                } else {
                    0
                };
                let killed = k > 0
                    && begins.get(k - 1).is_some_and(|&from| {
                        let to = begins.get(k).copied().unwrap_or(log.len());
                        log[from..to].iter().any(|x| {
                            matches!(
                                x,
                                Happening::Died {
                                    role: Role::Wumpus,
                                    ..
                                }
                            )
                        })
                    });
                turns.push(Turn {
                    room: *room,
                    adjacent: *adjacent,
                    senses: *senses,
                    rounds,
                    arrow_clear: if killed { 0 } else { arrow },
                });
                k += 1;
            }
        }
        self.turns = turns;
    }

    /// Per label: the chance of a pit and of bats, over every placement of
    /// `pits` pits and `bats` bat colonies in distinct rooms other than the
    /// seat's start that fits the facts.
    pub fn hazards(&self, pits: u8, bats: u8) -> [[f64; ROOMS]; 2] {
        let [pit_sets, bat_sets] = self.placements(pits, bats);
        let mut out = [[0.0; ROOMS]; 2];
        let mut total = 0.0;
        for &p in &pit_sets {
            for &b in &bat_sets {
                if p & b != 0 {
                    continue;
                }
                total += 1.0;
                for r in 0..ROOMS {
                    if p & (1 << r) != 0 {
                        out[0][r] += 1.0;
                    }
                    if b & (1 << r) != 0 {
                        out[1][r] += 1.0;
                    }
                }
            }
        }
        if total > 0.0 {
            for class in &mut out {
                for x in class.iter_mut() {
                    *x /= total;
                }
            }
        }
        out
    }

    /// Every set of `pits` rooms, and of `bats` rooms, that fits the
    /// facts on its own (a pair of them fits when they do not meet).
    pub fn placements(&self, pits: u8, bats: u8) -> [Vec<Rooms>; 2] {
        let all: Rooms = (1 << ROOMS) - 1;
        let start = bit(self.start);
        let pit_sets = sets(
            all & !start & !self.pit_out,
            self.pit_in,
            usize::from(pits),
            &self.pit_sums,
        );
        let bat_sets = sets(
            all & !start & !self.bats_out,
            self.bats_in,
            usize::from(bats),
            &self.bats_sums,
        );
        [pit_sets, bat_sets]
    }
}

fn mark(inside: &mut Rooms, outside: &mut Rooms, room: Label, there: bool) {
    if there {
        *inside |= bit(room);
    } else {
        *outside |= bit(room);
    }
}

/// Every set of `k` rooms within `allowed` holding `must`, that meets the
/// sensed sums (`true`: at least one of the rooms, `false`: none).
fn sets(allowed: Rooms, must: Rooms, k: usize, sums: &[(Rooms, bool)]) -> Vec<Rooms> {
    let free: Vec<u32> = (0..ROOMS as u32)
        .filter(|&r| allowed & (1 << r) != 0 && must & (1 << r) == 0)
        .collect();
    let need = k.saturating_sub(must.count_ones() as usize);
    let mut out = Vec::new();
    fn go(free: &[u32], k: usize, set: Rooms, sums: &[(Rooms, bool)], out: &mut Vec<Rooms>) {
        if k == 0 {
            if sums.iter().all(|&(m, felt)| (set & m != 0) == felt) {
                out.push(set);
            }
            return;
        }
        for (i, &r) in free.iter().enumerate() {
            go(&free[i + 1..], k - 1, set | (1 << r), sums, out);
        }
    }
    if must.count_ones() as usize <= k {
        go(&free, need, must, sums, &mut out);
    }
    out
}

/// Per turn of `me` (from the public log): the seat's own bat rolls in it.
fn turns_of(log: &[Happening], me: Seat) -> Vec<Vec<Label>> {
    let mut out: Vec<Vec<Label>> = Vec::new();
    let mut mine = false;
    for h in log {
        match h {
            Happening::TurnBegins(s) => {
                mine = *s == me;
                if mine {
                    out.push(Vec::new());
                }
            }
            Happening::BatDrop { seat, roll } if *seat == me && mine => {
                if let Some(last) = out.last_mut() {
                    last.push(*roll);
                }
            }
            _ => {}
        }
    }
    out
}
