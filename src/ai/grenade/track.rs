//! The grenade odds kept up to date command by command, from the view's
//! perception history: guesses (`World`) weighed by how well they explain
//! what the player saw, caves listed only as the player's senses reach
//! them.

use super::world::{MAX_LISTED, World, caves, none_in};
use crate::ai::classic::world::{MAX_ROOMS, Mask, bit};
use crate::ai::hash::{Map, map};
use crate::engine::Dice;
use crate::engine::grenade::{Command, Event, Senses, View, WumpiCount};

/// Most guesses kept exactly; past it the odds sample.
const CAP: usize = 200_000;
const PARTICLES: usize = 20_000;

#[derive(Clone, Debug)]
pub struct Tracker {
    n: usize,
    tunnels: Vec<Vec<u16>>,
    listed: Mask,
    worlds: Vec<(World, f64)>,
    seen: usize,
    kills: usize,
    tosses: u32,
    per_wumpus: u32,
    here: usize,
    over: bool,
    exact: bool,
    /// The counts the rules tell (`reveal_counts`) were checked.
    told: bool,
}

impl Tracker {
    pub fn new(view: &View<'_>) -> Tracker {
        let rules = view.rules();
        let cave = &rules.cave;
        let n = cave.rooms();
        let tunnels = cave
            .room_ids()
            .map(|r| cave.tunnels(r).iter().map(|t| t.0).collect())
            .collect();
        let start = view.history(0).map_or(view.here(), |h| h.here).index();
        let counts: Vec<u32> = match rules.wumpi {
            WumpiCount::Random => (1..=rules.max_wumpi()).collect(),
            WumpiCount::Fixed(k) => vec![k],
        };
        let (p, b) = (rules.pits as usize, rules.bats as usize);
        let worlds: Vec<(World, f64)> = counts
            .iter()
            .filter(|&&k| (k as usize) + p + b < n && (k as usize) < 256 && p < 256 && b < 256)
            .map(|&k| (World::start(k as usize, p, b), 1.0))
            .collect();
        let mut t = Tracker {
            n,
            tunnels,
            listed: bit(start.min(MAX_ROOMS - 1)),
            worlds,
            seen: 0,
            kills: 0,
            tosses: 0,
            per_wumpus: rules.grenades_per_wumpus,
            here: start,
            over: n > MAX_ROOMS,
            exact: n <= MAX_ROOMS,
            told: false,
        };
        if !t.over {
            let senses = view.history(0).map_or(view.senses(), |h| h.senses);
            t.sense(start, senses);
        }
        t.update(view);
        t
    }

    /// Takes in the commands played since the last update.
    pub fn update(&mut self, view: &View<'_>) {
        for i in self.seen + 1..view.history_len() {
            self.seen = i;
            let Some(entry) = view.history(i) else {
                break;
            };
            if self.over {
                continue;
            }
            if entry.events.iter().any(|e| matches!(e, Event::GameOver(_))) {
                self.over = true;
                continue;
            }
            let Some(command) = entry.command else {
                continue;
            };
            self.take(command, entry.events, entry.here.index(), entry.senses);
        }
        if !self.told && !self.over {
            if let (Some(left), Some(grenades)) = (view.wumpi_left(), view.grenades()) {
                let (kills, tosses, g) = (self.kills, self.tosses, self.per_wumpus);
                self.keep(|w| {
                    w.alive() == left as usize
                        && (w.alive() + kills) as u32 * g == grenades + tosses
                });
            }
            self.told = view.wumpi_left().is_none();
        }
    }

    /// One command the player survived.
    pub fn take(&mut self, command: Command, events: &[Event], here: usize, senses: Senses) {
        let from = self.here;
        match command {
            Command::Move { tunnel } => {
                let Some(to) = self.tunnel(from, tunnel) else {
                    return;
                };
                self.list(to);
                if events.contains(&Event::CarriedOff) {
                    self.keep(|w| w.bats & bit(to) != 0);
                    self.list(here);
                    let n = self.n;
                    let things = self.worlds.first().map_or(0, |(w, _)| {
                        usize::from(w.loose[1])
                            + usize::from(w.loose[2])
                            + (w.pits | w.bats).count_ones() as usize
                    });
                    self.keep(|w| w.empty(here) && here != from);
                    for (w, p) in &mut self.worlds {
                        let empty = n.saturating_sub(w.alive() + things + 1).max(1);
                        *p /= empty as f64;
                    }
                } else {
                    self.keep(|w| w.empty(to));
                }
            }
            Command::Toss { tunnel } => {
                let Some(t) = self.tunnel(from, tunnel) else {
                    return;
                };
                self.list(t);
                let near: Vec<usize> = self.tunnels[t].iter().map(|&x| usize::from(x)).collect();
                for &x in &near {
                    self.list(x);
                    let far: Vec<usize> = self.tunnels[x].iter().map(|&y| usize::from(y)).collect();
                    for y in far {
                        self.list(y);
                    }
                }
                self.tosses += 1;
                if events.contains(&Event::Scream) {
                    self.keep(|w| w.wumpus_mask() & bit(t) != 0);
                    for (w, _) in &mut self.worlds {
                        w.kill(t);
                    }
                    self.kills += 1;
                } else {
                    self.keep(|w| w.wumpus_mask() & bit(t) == 0);
                }
                self.alert(&near, from);
                let (kills, tosses, g) = (self.kills, self.tosses, self.per_wumpus);
                self.keep(|w| ((w.alive() + kills) as u32) * g > tosses && w.alive() > 0);
            }
        }
        self.here = here;
        self.sense(here, senses);
    }

    fn tunnel(&self, from: usize, tunnel: u8) -> Option<usize> {
        self.tunnels
            .get(from)?
            .get(usize::from(tunnel))
            .map(|&t| usize::from(t))
    }

    /// Lists cave `c` in every guess, if it is not yet.
    fn list(&mut self, c: usize) {
        if self.listed & bit(c) != 0 || c >= self.n {
            return;
        }
        let u = self.n - self.listed.count_ones() as usize;
        let mut next: Vec<(World, f64)> = Vec::with_capacity(self.worlds.len() * 2);
        for (w, p) in &self.worlds {
            w.list(c, u, |x, q| next.push((x, p * q)));
        }
        self.worlds = next;
        self.listed |= bit(c);
        self.tidy();
    }

    /// The senses felt in `here`: its neighbours listed, and the guesses
    /// that would not give them dropped.
    fn sense(&mut self, here: usize, felt: Senses) {
        let near: Vec<usize> = self.neighbours(here);
        for &c in &near {
            self.list(c);
        }
        let mask: Mask = near.iter().fold(0, |m, &c| m | bit(c));
        self.keep(|w| {
            (w.wumpus_mask() & mask != 0) == felt.smell
                && (w.bats & mask != 0) == felt.wings
                && (w.pits & mask != 0) == felt.draft
        });
    }

    fn neighbours(&self, c: usize) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for &t in &self.tunnels[c] {
            let t = usize::from(t);
            if t != c && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }

    /// The wumpi next to the blast run, one at a time in their order, each
    /// to a random open cave among its tunnels' (none that eats the player).
    fn alert(&mut self, near: &[usize], player: usize) {
        let mut next: Map<World, f64> = map();
        for (w, p) in &self.worlds {
            let order: Vec<usize> = (0..usize::from(w.listed))
                .filter(|&i| near.contains(&usize::from(w.wumpi[i])))
                .collect();
            run(&self.tunnels, *w, *p, &order, player, &mut next);
        }
        let mut worlds: Vec<(World, f64)> = next.into_iter().collect();
        worlds.sort_by_key(|a| order_key(&a.0));
        self.worlds = worlds;
        self.tidy();
    }

    fn keep(&mut self, ok: impl Fn(&World) -> bool) {
        self.worlds.retain(|(w, _)| ok(w));
        self.tidy();
    }

    /// Normalises, and samples past `CAP`.
    fn tidy(&mut self) {
        let total: f64 = self.worlds.iter().map(|w| w.1).sum();
        if total > 0.0 {
            for w in &mut self.worlds {
                w.1 /= total;
            }
        }
        if self.worlds.len() > CAP {
            self.exact = false;
            let mut dice = Dice::side_stream(0x9e4a, self.seen as u64);
            let step = 1.0 / PARTICLES as f64;
            let mut u = f64::from(dice.below(1 << 20)) / f64::from(1u32 << 20) * step;
            let mut acc = 0.0;
            let mut kept: Vec<(World, f64)> = Vec::with_capacity(PARTICLES);
            for &(w, p) in &self.worlds {
                acc += p;
                while u < acc {
                    match kept.last_mut() {
                        Some(last) if last.0 == w => last.1 += step,
                        _ => kept.push((w, step)),
                    }
                    u += step;
                }
            }
            self.worlds = kept;
        }
    }

    /// Per cave: the chance of a pit, bats and a wumpus.
    pub fn marginals(&self) -> [Vec<f64>; 3] {
        let n = self.n;
        let mut out = [vec![0.0; n], vec![0.0; n], vec![0.0; n]];
        let loose = (0..n).filter(|&c| self.listed & bit(c) == 0).count();
        for (w, p) in &self.worlds {
            for (class, set) in [w.pits, w.bats, w.wumpus_mask()].into_iter().enumerate() {
                for c in caves(set) {
                    out[class][c] += p;
                }
            }
            if loose > 0 {
                for c in (0..n).filter(|&c| self.listed & bit(c) == 0) {
                    out[0][c] += p * f64::from(w.loose[1]) / loose as f64;
                    out[1][c] += p * f64::from(w.loose[2]) / loose as f64;
                    out[2][c] += p * f64::from(w.loose[0]) / loose as f64;
                }
            }
        }
        out
    }

    /// For caves `group` (one name): the chance at least one holds a pit,
    /// bats, a wumpus.
    pub fn any_of(&self, group: Mask) -> [f64; 3] {
        let loose_all = self.n - self.listed.count_ones() as usize;
        let m = (group & !self.listed).count_ones() as usize;
        let mut out = [0.0; 3];
        for (w, p) in &self.worlds {
            let listed = [w.pits, w.bats, w.wumpus_mask()];
            let loose = [w.loose[1], w.loose[2], w.loose[0]];
            for k in 0..3 {
                let hit = if listed[k] & group != 0 {
                    1.0
                } else {
                    1.0 - none_in(loose_all, m, usize::from(loose[k]))
                };
                out[k] += p * hit;
            }
        }
        out
    }

    /// The chance of each number of living wumpi.
    pub fn living(&self) -> Vec<f64> {
        let mut out = vec![0.0; MAX_LISTED + 256];
        for (w, p) in &self.worlds {
            out[w.alive()] += p;
        }
        while out.len() > 1 && out.last() == Some(&0.0) {
            out.pop();
        }
        out
    }

    pub fn is_exact(&self) -> bool {
        self.exact
    }

    pub fn worlds(&self) -> &[(World, f64)] {
        &self.worlds
    }

    pub fn listed(&self) -> Mask {
        self.listed
    }
}

fn order_key(w: &World) -> (u128, u128, [u16; MAX_LISTED], [u8; 3]) {
    (w.pits, w.bats, w.wumpi, w.loose)
}

/// Alerted wumpi `order[k..]` run, from `w` with chance `p`.
fn run(
    tunnels: &[Vec<u16>],
    w: World,
    p: f64,
    order: &[usize],
    player: usize,
    out: &mut Map<World, f64>,
) {
    let Some((&i, rest)) = order.split_first() else {
        *out.entry(w).or_insert(0.0) += p;
        return;
    };
    let from = usize::from(w.wumpi[i]);
    let held = w.wumpus_mask() | w.pits | w.bats;
    let mut open: Vec<usize> = Vec::new();
    for &t in &tunnels[from] {
        let t = usize::from(t);
        if !open.contains(&t) && held & bit(t) == 0 {
            open.push(t);
        }
    }
    if open.is_empty() {
        run(tunnels, w, p, rest, player, out);
        return;
    }
    let each = p / open.len() as f64;
    for t in open {
        if t == player {
            // It ran into the player: not what was seen.
            continue;
        }
        let mut next = w;
        next.wumpi[i] = t as u16;
        run(tunnels, next, each, rest, player, out);
    }
}
