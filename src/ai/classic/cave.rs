//! The cave as the player knows it. A fixed cave with its own labels is
//! public (docs/rules.md, Classic: cave, names Yob's caves room by room; a
//! caves file is the player's to read), so every tunnel is known. A secret cave
//! (random, NetBSD's, or shuffled labels) shows a room's tunnels only once the
//! player has stood there; for the others the odds use a stated model
//! (`Cave::unseen`), so they are approximate exactly where the player's
//! knowledge of the cave runs out.

use crate::engine::RoomId;
use crate::engine::classic::{CaveSource, View};

/// Where the tunnels of a room the player has not seen lead, in the model
/// of a secret cave: each of its `per_room` tunnels independently to a
/// uniformly random room (itself included only when `self_loops`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Unseen {
    pub per_room: usize,
    pub self_loops: bool,
}

/// The tunnels the odds may use.
#[derive(Clone, Debug, PartialEq)]
pub struct Cave {
    n: usize,
    /// Per room: its tunnels in the game's order, if known.
    tunnels: Vec<Option<Vec<u16>>>,
    /// The model for the rest (`None` when every tunnel is known).
    unseen: Option<Unseen>,
}

impl Cave {
    /// Every tunnel known: a public cave.
    pub fn public(tunnels: Vec<Vec<u16>>) -> Cave {
        Cave {
            n: tunnels.len(),
            tunnels: tunnels.into_iter().map(Some).collect(),
            unseen: None,
        }
    }

    /// The cave of `view`: all of it when public, else the rooms stood in.
    pub fn of(view: &View<'_>) -> Cave {
        let rules = view.rules();
        let n = view.rooms();
        if let CaveSource::Fixed(cave) = &rules.cave
            && !rules.shuffle_labels
            && cave.rooms() == n
        {
            let tunnels = cave
                .room_ids()
                .map(|r| cave.tunnels(r).iter().map(|t| t.0).collect())
                .collect();
            return Cave::public(tunnels);
        }
        let tunnels: Vec<Option<Vec<u16>>> = view
            .room_ids()
            .map(|r| {
                view.known_tunnels(r)
                    .map(|ts| ts.iter().map(|t| t.0).collect())
            })
            .collect();
        let per_room = match &rules.cave {
            CaveSource::Random(spec) => spec.tunnels as usize,
            CaveSource::Bsd(spec) => spec.tunnels as usize,
            CaveSource::Fixed(cave) => {
                let total: usize = cave.room_ids().map(|r| cave.tunnels(r).len()).sum();
                (total as f64 / n.max(1) as f64).round().max(1.0) as usize
            }
        };
        let self_loops = matches!(rules.cave, CaveSource::Bsd(_));
        let all_known = tunnels.iter().all(Option::is_some);
        Cave {
            n,
            tunnels,
            unseen: (!all_known).then_some(Unseen {
                per_room,
                self_loops,
            }),
        }
    }

    pub fn rooms(&self) -> usize {
        self.n
    }

    /// True when the odds use only known tunnels.
    pub fn is_known(&self) -> bool {
        self.unseen.is_none()
    }

    pub fn tunnels(&self, room: usize) -> Option<&[u16]> {
        self.tunnels.get(room).and_then(|t| t.as_deref())
    }

    /// The chance `to` is through a tunnel of `from` (1 or 0 for a known
    /// room).
    pub fn adjacent(&self, from: usize, to: usize) -> f64 {
        match (self.tunnels(from), self.unseen) {
            (Some(ts), _) => f64::from(u8::from(ts.contains(&(to as u16)))),
            (None, Some(u)) => self.one_tunnel_hits(u, from, to),
            (None, None) => 0.0,
        }
    }

    /// Under the model: the chance that at least one of `from`'s unseen
    /// tunnels leads to `to`.
    fn one_tunnel_hits(&self, u: Unseen, from: usize, to: usize) -> f64 {
        let targets = self.targets(u);
        if from == to && !u.self_loops || targets == 0 {
            return 0.0;
        }
        1.0 - (1.0 - 1.0 / targets as f64).powi(u.per_room as i32)
    }

    /// Rooms an unseen tunnel may lead to.
    fn targets(&self, u: Unseen) -> usize {
        if u.self_loops { self.n } else { self.n - 1 }
    }

    /// Where a step through a uniformly random tunnel of `from` goes, among
    /// the rooms `allowed` lets in; `stay` gets the chance that no tunnel is
    /// allowed (the wumpus then stays). Calls `each(room, chance)`.
    pub fn step(
        &self,
        from: usize,
        allowed: impl Fn(usize) -> bool,
        mut each: impl FnMut(usize, f64),
    ) {
        if let Some(ts) = self.tunnels(from) {
            let ok = ts.iter().filter(|&&t| allowed(usize::from(t))).count();
            if ok == 0 {
                each(from, 1.0);
                return;
            }
            let p = 1.0 / ok as f64;
            for &t in ts.iter().filter(|&&t| allowed(usize::from(t))) {
                each(usize::from(t), p);
            }
            return;
        }
        let Some(u) = self.unseen else {
            each(from, 1.0);
            return;
        };
        // Each tunnel lands on a uniform target; by symmetry the step is
        // uniform over the allowed targets, and stays only when every
        // tunnel leads somewhere not allowed.
        let targets: Vec<usize> = (0..self.n).filter(|&r| r != from || u.self_loops).collect();
        let ok = targets.iter().filter(|&&r| allowed(r)).count();
        let stay = (1.0 - ok as f64 / targets.len().max(1) as f64).powi(u.per_room as i32);
        if stay > 0.0 {
            each(from, stay);
        }
        if ok > 0 {
            let p = (1.0 - stay) / ok as f64;
            for &r in targets.iter().filter(|&&r| allowed(r)) {
                each(r, p);
            }
        }
    }

    /// An arrow's random tunnel out of `from`, never to `avoid` unless no
    /// other tunnel exists (docs/rules.md, Classic: shooting, `bad_hop`).
    pub fn random_tunnel(
        &self,
        from: usize,
        avoid: Option<usize>,
        mut each: impl FnMut(usize, f64),
    ) {
        if let Some(ts) = self.tunnels(from) {
            let ok = ts
                .iter()
                .filter(|&&t| Some(usize::from(t)) != avoid)
                .count();
            if ok == 0 {
                let p = 1.0 / ts.len().max(1) as f64;
                for &t in ts {
                    each(usize::from(t), p);
                }
                return;
            }
            let p = 1.0 / ok as f64;
            for &t in ts.iter().filter(|&&t| Some(usize::from(t)) != avoid) {
                each(usize::from(t), p);
            }
            return;
        }
        let self_loops = self.unseen.is_some_and(|u| u.self_loops);
        let targets: Vec<usize> = (0..self.n)
            .filter(|&r| (r != from || self_loops) && Some(r) != avoid)
            .collect();
        let p = 1.0 / targets.len().max(1) as f64;
        for r in targets {
            each(r, p);
        }
    }

    /// Per room: the chance it is within `radius` tunnels of `from` (0 for
    /// `from` itself, which the senses leave out). Exact on known tunnels;
    /// through unseen ones, layer by layer as if independent.
    pub fn within(&self, from: usize, radius: u32) -> Vec<f64> {
        let n = self.n;
        let mut reach = vec![0.0; n];
        reach[from] = 1.0;
        let mut layer = reach.clone();
        for _ in 0..radius {
            let mut miss = vec![1.0f64; n];
            for (x, &rho) in layer.iter().enumerate() {
                if rho == 0.0 {
                    continue;
                }
                match self.tunnels(x) {
                    Some(ts) => {
                        for &t in ts {
                            miss[usize::from(t)] *= 1.0 - rho;
                        }
                    }
                    None => {
                        for (y, m) in miss.iter_mut().enumerate() {
                            *m *= 1.0 - rho * self.adjacent(x, y);
                        }
                    }
                }
            }
            let mut next = vec![0.0; n];
            for y in 0..n {
                let hit = 1.0 - miss[y];
                next[y] = hit;
                reach[y] = 1.0 - (1.0 - reach[y]) * (1.0 - hit);
            }
            layer = next;
        }
        reach[from] = 0.0;
        // Known reachability is exactly 0 or 1; round away float dust.
        for r in &mut reach {
            if *r > 1.0 - 1e-12 {
                *r = 1.0;
            }
        }
        reach
    }

    /// The distinct rooms through `from`'s tunnels, itself left out: what
    /// the senses count (docs/rules.md, Classic: senses).
    pub fn neighbours(&self, from: usize) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for &t in self.tunnels(from).unwrap_or(&[]) {
            let t = usize::from(t);
            if t != from && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }
}

/// A room id as the odds index it.
pub fn index(room: RoomId) -> usize {
    room.index()
}
