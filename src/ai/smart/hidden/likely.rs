//! How likely the other seats' public moves were, seat by seat, if it is a
//! Wumpus and if it is a human, with the baseline bots' own rules as the
//! model of how each side speaks and acts (their code is public; what they
//! saw is not). What tells: a human bot speaks the truth (a stench claim
//! names its own room, a shooting claim comes before every arrow, and its
//! first turn's claim tells its stench); a Wumpus bot passes for a human
//! but never shoots, only it says "All quiet", and its first claim is
//! always "No stench here". A seat in whose turn another seat died without
//! a shooting claim ate them. What does not: a claimed stench later in a
//! game or a silent turn (each side's rates are alike), and the public
//! rolls, which the sampler already counts (a bat drop or a misfire shows
//! a human for certain).

use crate::engine::Dice;
use crate::engine::hidden::{Happening, HiddenView, Label, ROOMS, Role, read_claim};

/// The chance the model gives to what its side never does (people, and
/// smart seats, do not keep to the baseline's words).
const NEVER: f64 = 0.02;

/// What a seat's public moves tell.
#[derive(Clone, Debug)]
pub struct Likely {
    /// Per seat: the chance of its public moves if a Wumpus over the chance
    /// if a human.
    pub wumpus_odds: Vec<f64>,
    /// Per seat: where the seat it ate in its latest turn was last placed
    /// by the log (a bat drop it had not moved from, or the room its
    /// latest stench claim named, give or take a tunnel).
    pub ate_near: Vec<Option<(Label, bool)>>,
    /// The stench claims of the other seats' latest turns: (seat, room).
    pub stench: Vec<(usize, Label)>,
}

/// One seat's turn, as the public log tells it.
#[derive(Default)]
struct Turn {
    seat: usize,
    first: bool,
    claims: Vec<Claim>,
    ate: Option<usize>,
}

#[derive(Clone, Copy, PartialEq)]
enum Claim {
    Stench(Label),
    Shooting,
    Quiet,
    Other,
}

fn claim(text: &str) -> Claim {
    if let Some((room, true)) = read_claim(text) {
        return Claim::Stench(room);
    }
    let lower = text.to_ascii_lowercase();
    if shooting(text) {
        Claim::Shooting
    } else if lower.contains("all quiet") {
        Claim::Quiet
    } else {
        Claim::Other
    }
}

fn shooting(text: &str) -> bool {
    text.to_ascii_lowercase().contains("shooting")
}

/// Where the public log last placed each seat: a bat drop (exact), or its
/// stench claim's room (give or take a tunnel), until its next turn.
type Placed = Vec<Option<(Label, bool)>>;

pub fn read(view: &HiddenView<'_>) -> Likely {
    let n = view.seats.len();
    let me = usize::from(view.seat.0);
    let mut out = Likely {
        wumpus_odds: vec![1.0; n],
        ate_near: vec![None; n],
        stench: Vec::new(),
    };
    let mut turns_of = vec![0u32; n];
    let mut placed: Placed = vec![None; n];
    let mut turn: Option<Turn> = None;
    for h in view.public_log {
        match h {
            Happening::TurnBegins(s) => {
                if let Some(t) = turn.take() {
                    out.close(t, me);
                }
                let s = usize::from(s.0).min(n.saturating_sub(1));
                turns_of[s] += 1;
                placed[s] = None;
                out.ate_near[s] = None;
                out.stench.retain(|c| c.0 != s);
                turn = Some(Turn {
                    seat: s,
                    first: turns_of[s] == 1,
                    ..Turn::default()
                });
            }
            Happening::Claimed(s, text) => {
                let c = claim(text);
                let s = usize::from(s.0);
                if let (Claim::Stench(room), Some(p)) = (c, placed.get_mut(s)) {
                    *p = Some((room, false));
                    out.stench.push((s, room));
                }
                if let Some(t) = turn.as_mut().filter(|t| t.seat == s) {
                    t.claims.push(c);
                    // A smart human tells its stench and its shot at once.
                    if c != Claim::Shooting && shooting(text) {
                        t.claims.push(Claim::Shooting);
                    }
                }
            }
            Happening::BatDrop { seat, roll } => {
                if let Some(p) = placed.get_mut(usize::from(seat.0)) {
                    *p = Some((*roll, true));
                }
            }
            Happening::Died { seat, .. } => {
                let dead = usize::from(seat.0);
                if let Some(t) = turn.as_mut().filter(|t| t.seat != dead) {
                    t.ate = Some(dead);
                    if let Some(at) = placed.get(dead).copied().flatten() {
                        out.ate_near[t.seat] = Some(at);
                    }
                }
                out.stench.retain(|c| c.0 != dead);
            }
            _ => {}
        }
    }
    if let Some(t) = turn {
        out.close(t, me);
    }
    out
}

impl Likely {
    /// Counts a finished turn of another seat.
    fn close(&mut self, t: Turn, me: usize) {
        if t.seat == me {
            return;
        }
        let shooting = t.claims.contains(&Claim::Shooting);
        let mut odds = 1.0;
        if shooting {
            odds *= NEVER;
        }
        if t.claims.contains(&Claim::Quiet) {
            odds /= NEVER;
        }
        if t.first && t.claims.iter().any(|c| matches!(c, Claim::Stench(_))) {
            odds *= NEVER;
        }
        if t.ate.is_some() && !shooting {
            odds /= NEVER;
        }
        if let Some(o) = self.wumpus_odds.get_mut(t.seat) {
            *o *= odds;
        }
    }
}

impl Likely {
    /// `k` of the `open` seats to be the Wumpus players, each set drawn
    /// with chance in proportion to the product of its seats' odds (the
    /// posterior, when every set was alike before the log).
    pub fn wumpi(&self, open: &[usize], k: usize, dice: &mut Dice) -> Vec<usize> {
        let mut sets: Vec<(f64, Vec<usize>)> = Vec::new();
        let mut set = Vec::with_capacity(k);
        self.subsets(open, k, 1.0, &mut set, &mut sets);
        let total: f64 = sets.iter().map(|s| s.0).sum();
        if sets.is_empty() || total <= 0.0 {
            return open.iter().copied().take(k).collect();
        }
        let mut x = f64::from(dice.below(1 << 24)) / f64::from(1u32 << 24) * total;
        for (w, s) in &sets {
            if x < *w {
                return s.clone();
            }
            x -= w;
        }
        sets.pop().map(|s| s.1).unwrap_or_default()
    }

    fn subsets(
        &self,
        open: &[usize],
        k: usize,
        w: f64,
        set: &mut Vec<usize>,
        out: &mut Vec<(f64, Vec<usize>)>,
    ) {
        if set.len() == k {
            out.push((w, set.clone()));
            return;
        }
        for (i, &s) in open.iter().enumerate() {
            set.push(s);
            let odds = self.wumpus_odds.get(s).copied().unwrap_or(1.0);
            self.subsets(&open[i + 1..], k, w * odds, set, out);
            set.pop();
        }
    }

    /// How likely the latest stench claims are in a world (`roles` and
    /// `rooms` now, `next` a room's tunnels): a human claimed one with some
    /// other living Wumpus within two rooms of it (three now: it may have
    /// moved since), and a Wumpus never names its own room, nor one it can
    /// reach in a step.
    pub fn weight(
        &self,
        roles: &[Role],
        rooms: &[Label],
        alive: &[bool],
        next: &[[Label; 3]; ROOMS],
    ) -> f64 {
        let mut w = 1.0;
        for &(s, room) in &self.stench {
            let (Some(role), Some(&at)) = (roles.get(s), rooms.get(s)) else {
                continue;
            };
            let fits = match role {
                Role::Human => {
                    let reach = spread(spread(spread(bit(room), next), next), next);
                    (0..roles.len()).any(|o| {
                        o != s
                            && alive.get(o) == Some(&true)
                            && roles[o] == Role::Wumpus
                            && rooms.get(o).is_some_and(|&r| reach & bit(r) != 0)
                    })
                }
                Role::Wumpus => at != room,
            };
            if !fits {
                w *= NEVER;
            }
        }
        w
    }
}

/// The rooms in `rooms` and one tunnel from them.
fn spread(rooms: u32, next: &[[Label; 3]; ROOMS]) -> u32 {
    (0..ROOMS)
        .filter(|r| rooms & (1 << r) != 0)
        .fold(rooms, |m, r| next[r].iter().fold(m, |m, &a| m | bit(a)))
}

fn bit(label: Label) -> u32 {
    1 << usize::from(label.saturating_sub(1)).min(ROOMS - 1)
}
