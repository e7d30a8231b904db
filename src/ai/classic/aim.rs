//! Arrows judged by the odds: for a planned path, the chance it hits a
//! wumpus and the chance it comes back into the player's own room; and the
//! best paths the known tunnels allow.

use super::flight::courses;
use super::sim::Ctx;
use crate::engine::classic::{ArrowCost, ArrowHits, Crooked};

/// A planned arrow, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub path: Vec<u16>,
    /// The chance it kills a wumpus.
    pub hit: f64,
    /// The chance it flies back into the player's room (and kills them,
    /// unless it hit a wumpus first).
    pub back: f64,
    /// Arrows it costs.
    pub cost: u32,
}

/// Judges `path` shot from `from`, with `wumpus[r]` the chance of a wumpus
/// in room r. Exact for one wumpus; with several, the chance of a kill is
/// taken as the chance that some room on the course holds one, room by
/// room as if independent.
pub fn judge(ctx: &Ctx, wumpus: &[f64], from: usize, path: &[u16]) -> Judged {
    let every = ctx.rules.arrow_hits == ArrowHits::EveryRoom;
    let single = ctx.rules.wumpi <= 1;
    let mut hit = 0.0;
    let mut back = 0.0;
    for c in courses(&ctx.rules, &ctx.cave, from, path) {
        let rooms: Vec<usize> = if every {
            c.rooms.iter().map(|&r| usize::from(r)).collect()
        } else {
            c.last().into_iter().collect()
        };
        // The arrow stops at the first room with a wumpus, or the player.
        let mut miss = 1.0;
        let mut kill = 0.0;
        for &r in &rooms {
            if r == from {
                back += c.chance * miss;
                break;
            }
            let w = wumpus.get(r).copied().unwrap_or(0.0);
            if single {
                kill += w;
                miss = (1.0 - kill).max(0.0);
            } else {
                kill += miss * w;
                miss *= 1.0 - w;
            }
        }
        hit += c.chance * kill.min(1.0);
    }
    let cost = match ctx.rules.arrow_cost {
        ArrowCost::PerShot => 1,
        ArrowCost::PerRoom => path.len() as u32,
    };
    Judged {
        path: path.to_vec(),
        hit: hit.min(1.0),
        back: back.min(1.0),
        cost,
    }
}

/// How many of the best paths `shots` keeps.
pub const KEEP: usize = 12;

/// The best `KEEP` paths along known tunnels that the crooked rule allows,
/// that the quiver can pay for and that never fly back into the player's
/// room, judged, best chance of a kill first.
pub fn shots(ctx: &Ctx, wumpus: &[f64], from: usize, arrows: u32) -> Vec<Judged> {
    let range = (ctx.rules.arrow_range as usize).min(10);
    let mut kept: Vec<Candidate> = Vec::with_capacity(KEEP + 1);
    let mut path = Candidate {
        rooms: [0; 10],
        len: 0,
        hit: 0.0,
    };
    let plain = ctx.rules.arrow_falloff.iter().all(|&p| p <= 0.0);
    extend(
        ctx, wumpus, from, arrows, range, plain, &mut path, &mut kept,
    );
    kept.into_iter()
        .map(|c| {
            let rooms = &c.rooms[..c.len];
            if plain {
                let cost = match ctx.rules.arrow_cost {
                    ArrowCost::PerShot => 1,
                    ArrowCost::PerRoom => c.len as u32,
                };
                Judged {
                    path: rooms.to_vec(),
                    hit: c.hit.min(1.0),
                    back: 0.0,
                    cost,
                }
            } else {
                judge(ctx, wumpus, from, rooms)
            }
        })
        .collect()
}

/// A path being built, with the chance of a kill so far.
#[derive(Clone, Copy)]
struct Candidate {
    rooms: [u16; 10],
    len: usize,
    hit: f64,
}

/// The chance of a kill of `c` flying its course exactly (no bowstring to
/// break): rooms as entered, each room once.
fn plain_hit(ctx: &Ctx, wumpus: &[f64], c: &Candidate) -> f64 {
    let rooms = &c.rooms[..c.len];
    let w = |r: u16| wumpus.get(usize::from(r)).copied().unwrap_or(0.0);
    if ctx.rules.arrow_hits == ArrowHits::LastRoom {
        return rooms.last().map_or(0.0, |&r| w(r));
    }
    let single = ctx.rules.wumpi <= 1;
    let mut kill = 0.0;
    let mut miss = 1.0;
    for (i, &r) in rooms.iter().enumerate() {
        if rooms[..i].contains(&r) {
            continue;
        }
        if single {
            kill += w(r);
        } else {
            kill += miss * w(r);
            miss *= 1.0 - w(r);
        }
    }
    kill
}

#[allow(clippy::too_many_arguments)]
fn extend(
    ctx: &Ctx,
    wumpus: &[f64],
    from: usize,
    arrows: u32,
    range: usize,
    plain: bool,
    path: &mut Candidate,
    kept: &mut Vec<Candidate>,
) {
    let at = if path.len == 0 {
        from
    } else {
        usize::from(path.rooms[path.len - 1])
    };
    let Some(tunnels) = ctx.cave.tunnels(at) else {
        return;
    };
    let mut tried: [u16; 16] = [u16::MAX; 16];
    for (ti, &t) in tunnels.iter().enumerate() {
        if usize::from(t) == from || tried[..ti.min(16)].contains(&t) {
            continue;
        }
        if ti < 16 {
            tried[ti] = t;
        }
        let k = path.len + 1;
        let two_back = |i: usize| -> u16 {
            // Room i of the path, room 0 being the player's.
            if i == 0 {
                from as u16
            } else {
                path.rooms[i - 1]
            }
        };
        let crooked = match ctx.rules.crooked {
            Crooked::Reject => k >= 2 && two_back(k - 2) == t,
            Crooked::Typed => k >= 3 && path.rooms[k - 3] == t,
            Crooked::Allow => false,
        };
        let cost = match ctx.rules.arrow_cost {
            ArrowCost::PerShot => 1,
            ArrowCost::PerRoom => k as u32,
        };
        if crooked || cost > arrows {
            continue;
        }
        path.rooms[path.len] = t;
        path.len = k;
        path.hit = if plain {
            plain_hit(ctx, wumpus, path)
        } else {
            judge(ctx, wumpus, from, &path.rooms[..k]).hit
        };
        keep(kept, *path);
        if k < range {
            extend(ctx, wumpus, from, arrows, range, plain, path, kept);
        }
        path.len -= 1;
    }
}

/// Keeps the best `KEEP` candidates, best first (a shorter one first on a
/// tie: it costs no more and flies less far).
fn keep(kept: &mut Vec<Candidate>, c: Candidate) {
    let at = kept
        .iter()
        .position(|k| c.hit > k.hit + 1e-12)
        .unwrap_or(kept.len());
    if at < KEEP {
        kept.insert(at, c);
        kept.truncate(KEEP);
    }
}
