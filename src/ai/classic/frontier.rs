//! Exact odds while nothing has moved: the facts (`facts`) constrain only
//! the rooms near where the player has been, so the set-ups are counted
//! without being listed. Rooms the facts never mention are alike, and only
//! how many of each hazard they hold matters (a count of ways); the rest
//! are listed per hazard and joined on disjointness (bit masks).

use super::facts::{Class, Facts, Sum};
use super::world::{Mask, bit, rooms_of};

/// One joint choice over the listed rooms: per class (pits, bats,
/// termites, wumpi) the rooms it holds among them (known ones included)
/// and how many more lie in the unmentioned rooms.
#[derive(Clone, Copy, Debug)]
pub struct Combo {
    pub sets: [Mask; 4],
    pub spread: [u8; 4],
    /// Its share of the chance (combos sum to 1).
    pub weight: f64,
}

/// The static odds.
#[derive(Clone, Debug)]
pub struct Frontier {
    pub n: usize,
    /// The rooms no fact tells apart.
    pub loose: Mask,
    pub combos: Vec<Combo>,
}

/// One class's choices over the listed rooms: (set, its likelihood).
type Choices = Vec<(Mask, f64)>;

impl Frontier {
    /// `None` when no set-up fits the facts (never for a real game on a
    /// known cave) or the cave is too big to list.
    pub fn solve(n: usize, facts: &Facts) -> Option<Frontier> {
        if n > super::world::MAX_ROOMS {
            return None;
        }
        let all: Mask = if n == 128 { !0 } else { bit(n) - 1 };
        let settled = facts.settled();
        let mut listed: Mask = 0;
        for c in [&facts.pits, &facts.bats, &facts.termites] {
            for (m, _) in &c.sums {
                listed |= *m;
            }
            listed |= c.inside | c.outside;
        }
        for (courses, _) in &facts.wumpi.shots {
            for c in courses {
                for &r in &c.rooms {
                    listed |= bit(usize::from(r));
                }
            }
        }
        listed |= facts.wumpi.outside;
        // Unmentioned rooms must also smell alike; a room that differs
        // from the usual profile is listed.
        let open = all & !settled & !listed;
        let profile = |r: usize| -> Vec<u64> {
            facts
                .wumpi
                .smells
                .iter()
                .map(|(p, _)| p[r].to_bits())
                .collect()
        };
        let mut groups: Vec<(Vec<u64>, Mask)> = Vec::new();
        for r in rooms_of(open) {
            let p = profile(r);
            match groups.iter_mut().find(|g| g.0 == p) {
                Some(g) => g.1 |= bit(r),
                None => groups.push((p, bit(r))),
            }
        }
        let loose = groups
            .iter()
            .max_by_key(|g| g.1.count_ones())
            .map_or(0, |g| g.1);
        let listed = all & !settled & !loose;
        let background: Vec<f64> = match rooms_of(loose).next() {
            Some(r) => facts.wumpi.smells.iter().map(|(p, _)| p[r]).collect(),
            None => vec![0.0; facts.wumpi.smells.len()],
        };
        let u = loose.count_ones() as usize;
        let pits = choices(&facts.pits, listed, u)?;
        let bats = choices(&facts.bats, listed, u)?;
        let termites = choices(&facts.termites, listed, u)?;
        let wumpi = wumpus_choices(facts, listed, u, &background)?;
        let mut combos = Vec::new();
        let counts = [
            facts.pits.count,
            facts.bats.count,
            facts.termites.count,
            facts.wumpi.count,
        ];
        for &(p, lp) in &pits {
            for &(b, lb) in &bats {
                if p & b != 0 {
                    continue;
                }
                for &(t, lt) in &termites {
                    if (p | b) & t != 0 {
                        continue;
                    }
                    for &(w, lw) in &wumpi {
                        if (p | b | t) & w != 0 {
                            continue;
                        }
                        let sets = [p, b, t, w];
                        let mut spread = [0u8; 4];
                        for i in 0..4 {
                            let placed = sets[i].count_ones() as usize;
                            spread[i] = counts[i].saturating_sub(placed) as u8;
                        }
                        let ways = multinomial(u, &spread);
                        let weight = lp * lb * lt * lw * ways;
                        if weight > 0.0 {
                            combos.push(Combo {
                                sets,
                                spread,
                                weight,
                            });
                        }
                    }
                }
            }
        }
        let total: f64 = combos.iter().map(|c| c.weight).sum();
        if combos.is_empty() || total <= 0.0 {
            return None;
        }
        for c in &mut combos {
            c.weight /= total;
        }
        Some(Frontier { n, loose, combos })
    }

    /// Per room: the chance of a pit, bats, termites and a wumpus.
    pub fn marginals(&self) -> [Vec<f64>; 4] {
        let n = self.n;
        let mut out = [vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]];
        let u = self.loose.count_ones() as f64;
        for c in &self.combos {
            for (class, marg) in out.iter_mut().enumerate() {
                for r in rooms_of(c.sets[class]) {
                    marg[r] += c.weight;
                }
                if u > 0.0 && c.spread[class] > 0 {
                    let share = c.weight * f64::from(c.spread[class]) / u;
                    for r in rooms_of(self.loose) {
                        marg[r] += share;
                    }
                }
            }
        }
        out
    }
}

/// The sets a class may hold among the `listed` rooms (its known rooms
/// always in), each with likelihood 1, that meet every warning count and
/// leave at most `u` for the loose rooms.
fn choices(class: &Class, listed: Mask, u: usize) -> Option<Choices> {
    let free: Vec<usize> = rooms_of(listed & !class.outside & !class.inside).collect();
    let have = class.inside.count_ones() as usize;
    let room = class.count.checked_sub(have)?;
    let mut out = Vec::new();
    subsets(&free, room, &mut |set| {
        let set = set | class.inside;
        let placed = set.count_ones() as usize;
        if class.count - placed > u {
            return;
        }
        if class
            .sums
            .iter()
            .all(|(m, s)| s.holds((set & m).count_ones()))
        {
            out.push((set, 1.0));
        }
    });
    (!out.is_empty()).then_some(out)
}

/// The wumpi's sets among the listed rooms, each with the chance of every
/// smell and every missed arrow given it (and given the rest in loose
/// rooms, which smell like `background`).
fn wumpus_choices(facts: &Facts, listed: Mask, u: usize, background: &[f64]) -> Option<Choices> {
    let w = &facts.wumpi;
    let free: Vec<usize> = rooms_of(listed & !w.outside).collect();
    let mut out = Vec::new();
    subsets(&free, w.count, &mut |set| {
        let placed = set.count_ones() as usize;
        let loose = w.count - placed;
        if loose > u {
            return;
        }
        let mut like = 1.0;
        for (i, (within, sum)) in w.smells.iter().enumerate() {
            let mut dist = vec![1.0f64];
            let probs = rooms_of(set)
                .map(|r| within[r])
                .chain(std::iter::repeat_n(background[i], loose));
            for p in probs {
                let mut next = vec![0.0; dist.len() + 1];
                for (c, &q) in dist.iter().enumerate() {
                    next[c] += q * (1.0 - p);
                    next[c + 1] += q * p;
                }
                dist = next;
            }
            like *= match sum {
                Sum::Exactly(c) => dist.get(usize::from(*c)).copied().unwrap_or(0.0),
                Sum::Some => 1.0 - dist[0],
            };
            if like == 0.0 {
                return;
            }
        }
        for (courses, every) in &w.shots {
            let missed: f64 = courses
                .iter()
                .filter(|c| {
                    if *every {
                        !c.rooms.iter().any(|&r| set & bit(usize::from(r)) != 0)
                    } else {
                        c.last().is_none_or(|r| set & bit(r) == 0)
                    }
                })
                .map(|c| c.chance)
                .sum();
            like *= missed;
        }
        if like > 0.0 {
            out.push((set, like));
        }
    });
    (!out.is_empty()).then_some(out)
}

/// Calls `each` with every subset of `rooms` of at most `most` rooms.
fn subsets(rooms: &[usize], most: usize, each: &mut dyn FnMut(Mask)) {
    fn go(rooms: &[usize], most: usize, set: Mask, each: &mut dyn FnMut(Mask)) {
        each(set);
        if most == 0 {
            return;
        }
        for (i, &r) in rooms.iter().enumerate() {
            go(&rooms[i + 1..], most - 1, set | bit(r), each);
        }
    }
    go(rooms, most, 0, each);
}

/// Ways to put `k[0]`, `k[1]`, ... things of distinct kinds into `u`
/// rooms, one thing a room.
pub fn multinomial(u: usize, k: &[u8]) -> f64 {
    let mut left = u;
    let mut ways = 1.0;
    for &k in k {
        let k = usize::from(k);
        if k > left {
            return 0.0;
        }
        ways *= binomial(left, k);
        left -= k;
    }
    ways
}

fn binomial(n: usize, k: usize) -> f64 {
    let k = k.min(n - k);
    let mut out = 1.0;
    for i in 0..k {
        out = out * (n - i) as f64 / (i + 1) as f64;
    }
    out
}
