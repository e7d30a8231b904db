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

/// Every path along known tunnels the crooked rule allows, that the quiver
/// can pay for and that never flies back into the player's room, judged,
/// best chance of a kill first.
pub fn shots(ctx: &Ctx, wumpus: &[f64], from: usize, arrows: u32) -> Vec<Judged> {
    let range = ctx.rules.arrow_range as usize;
    let mut out = Vec::new();
    let mut path: Vec<u16> = Vec::with_capacity(range);
    extend(ctx, wumpus, from, arrows, range, &mut path, &mut out);
    out.sort_by(|a, b| b.hit.total_cmp(&a.hit).then(a.cost.cmp(&b.cost)));
    out
}

fn extend(
    ctx: &Ctx,
    wumpus: &[f64],
    from: usize,
    arrows: u32,
    range: usize,
    path: &mut Vec<u16>,
    out: &mut Vec<Judged>,
) {
    let at = path.last().map_or(from, |&r| usize::from(r));
    let Some(tunnels) = ctx.cave.tunnels(at) else {
        return;
    };
    let mut tried: Vec<u16> = Vec::new();
    for &t in tunnels {
        if usize::from(t) == from || tried.contains(&t) {
            continue;
        }
        tried.push(t);
        path.push(t);
        let k = path.len();
        let before = |i: usize| -> Option<u16> {
            // Room i of the path, room 0 being the player's.
            if i == 0 {
                Some(from as u16)
            } else {
                path.get(i - 1).copied()
            }
        };
        let crooked = match ctx.rules.crooked {
            Crooked::Reject => k >= 2 && before(k - 2) == Some(t),
            Crooked::Typed => k >= 3 && path[k - 3] == t,
            Crooked::Allow => false,
        };
        let cost = match ctx.rules.arrow_cost {
            ArrowCost::PerShot => 1,
            ArrowCost::PerRoom => k as u32,
        };
        if !crooked && cost <= arrows {
            out.push(judge(ctx, wumpus, from, path));
            if k < range {
                extend(ctx, wumpus, from, arrows, range, path, out);
            }
        }
        path.pop();
    }
}
