//! Where an arrow may fly: every course a path can take, with its chance,
//! on the cave as the player knows it (docs/rules.md, Classic: shooting: bad
//! hops, bowstring breaks). Hits are not checked here: a course lists the
//! rooms the arrow would enter, and the callers ask who is in them.

use super::cave::Cave;
use crate::engine::classic::{BadHop, ClassicRules};

/// One course of an arrow.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    /// The rooms entered, in order.
    pub rooms: Vec<u16>,
    pub chance: f64,
    /// The bowstring broke (the player hears it).
    pub broke: bool,
}

impl Course {
    /// Where the arrow stops, if it left the bow.
    pub fn last(&self) -> Option<usize> {
        self.rooms.last().map(|&r| usize::from(r))
    }
}

/// Every course of `path` shot from `from`.
pub fn courses(rules: &ClassicRules, cave: &Cave, from: usize, path: &[u16]) -> Vec<Course> {
    let mut out = Vec::new();
    let mut rooms = Vec::with_capacity(path.len());
    fly(
        rules, cave, path, 0, from, None, false, 1.0, &mut rooms, &mut out,
    );
    out
}

#[allow(clippy::too_many_arguments)]
fn fly(
    rules: &ClassicRules,
    cave: &Cave,
    path: &[u16],
    i: usize,
    at: usize,
    came_from: Option<usize>,
    astray: bool,
    chance: f64,
    rooms: &mut Vec<u16>,
    out: &mut Vec<Course>,
) {
    if chance <= 0.0 {
        return;
    }
    let Some(&wanted) = path.get(i) else {
        out.push(Course {
            rooms: rooms.clone(),
            chance,
            broke: false,
        });
        return;
    };
    let wanted = usize::from(wanted);
    let breaks = rules
        .arrow_falloff
        .get(i)
        .copied()
        .unwrap_or(0.0)
        .clamp(0.0, 1.0);
    if breaks > 0.0 {
        out.push(Course {
            rooms: rooms.clone(),
            chance: chance * breaks,
            broke: true,
        });
    }
    let chance = chance * (1.0 - breaks);
    let adjacent = if astray {
        0.0
    } else {
        cave.adjacent(at, wanted)
    };
    let stop = rules.bad_hop == BadHop::RandomStop;
    if adjacent > 0.0 {
        rooms.push(wanted as u16);
        fly(
            rules,
            cave,
            path,
            i + 1,
            wanted,
            Some(at),
            false,
            chance * adjacent,
            rooms,
            out,
        );
        rooms.pop();
    }
    if adjacent < 1.0 {
        let (avoid, astray) = match rules.bad_hop {
            BadHop::RandomRest => (came_from, true),
            BadHop::RandomResume | BadHop::RandomStop => (None, false),
        };
        let mut hops: Vec<(usize, f64)> = Vec::new();
        cave.random_tunnel(at, avoid, |r, p| match hops.iter_mut().find(|h| h.0 == r) {
            Some(h) => h.1 += p,
            None => hops.push((r, p)),
        });
        for (next, p) in hops {
            rooms.push(next as u16);
            let c = chance * (1.0 - adjacent) * p;
            if stop {
                out.push(Course {
                    rooms: rooms.clone(),
                    chance: c,
                    broke: false,
                });
            } else {
                fly(
                    rules,
                    cave,
                    path,
                    i + 1,
                    next,
                    Some(at),
                    astray,
                    c,
                    rooms,
                    out,
                );
            }
            rooms.pop();
        }
    }
}
