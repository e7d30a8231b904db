//! Congestion City: drawing one (docs/rules.md, Grand Theft), and the clues
//! every node gives.

mod limits;
mod sets;

use limits::LOAD_SEEDS;
pub use limits::{Barrier, GenError, Limits};

use super::GrandTheftRules;
use crate::engine::cave::RoomId;
use crate::engine::dice::Dice;
use sets::Sets;
use std::collections::VecDeque;

/// One street, between two different nodes, `a < b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Street {
    pub a: RoomId,
    pub b: RoomId,
    pub cops: bool,
}

/// The clues at a node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Clues {
    /// "Blood!": the Wumpus is within `blood_radius` streets, not here.
    pub blood: bool,
    /// "Lights!": a gang is within `lights_radius` streets, none here.
    pub lights: bool,
    /// "Sirens!": a street of this node has cops.
    pub sirens: bool,
}

impl Clues {
    pub fn any(self) -> bool {
        self.blood || self.lights || self.sirens
    }
}

/// A whole city: streets, roadblocks, the Wumpus, the gangs, the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct City {
    /// In ascending (a, b) order.
    streets: Vec<Street>,
    /// Per node: (neighbour, street index), by neighbour.
    adjacent: Vec<Vec<(RoomId, usize)>>,
    /// Per node: its neighbours alone, by number (what the player reads).
    neighbours: Vec<Vec<RoomId>>,
    pub wumpus: RoomId,
    /// In draw order; several may share a node.
    pub gangs: Vec<RoomId>,
    gang_at: Vec<bool>,
    clues: Vec<Clues>,
    pub start: RoomId,
}

fn id(i: usize) -> RoomId {
    RoomId(i as u16)
}

impl City {
    /// A hand-built city (tests and tools): streets outside `0..nodes` or
    /// joining a node to itself are dropped, repeats merged (with cops if
    /// either had them); a start outside the city becomes node 0.
    pub fn build(
        nodes: usize,
        streets: &[(RoomId, RoomId, bool)],
        wumpus: RoomId,
        gangs: &[RoomId],
        start: RoomId,
        rules: &GrandTheftRules,
    ) -> City {
        let mut list: Vec<Street> = Vec::new();
        for &(x, y, cops) in streets {
            if x == y || x.index() >= nodes || y.index() >= nodes {
                continue;
            }
            let (a, b) = (x.min(y), x.max(y));
            match list.iter_mut().find(|s| s.a == a && s.b == b) {
                Some(s) => s.cops |= cops,
                None => list.push(Street { a, b, cops }),
            }
        }
        list.sort_by_key(|s| (s.a, s.b));
        let inside = |r: RoomId| if r.index() < nodes { r } else { id(0) };
        let mut city = City::blank(nodes, list);
        city.place(
            inside(wumpus),
            gangs.iter().map(|&g| inside(g)).collect(),
            rules,
        );
        city.start = inside(start);
        city
    }

    /// The game's city: `generate` with `Limits::PLAY`, and if that ever
    /// ran out of tries (rules that passed the load check make that far
    /// less likely than one in a billion), a chain city with no cops and
    /// everyone at node 1, so a game always starts.
    pub fn deal(rules: &GrandTheftRules, dice: &mut Dice) -> City {
        match City::generate(rules, dice, Limits::PLAY) {
            Ok(city) => city,
            Err(_) => City::fallback(rules),
        }
    }

    fn fallback(rules: &GrandTheftRules) -> City {
        let n = (rules.nodes as usize).max(2);
        let streets: Vec<(RoomId, RoomId, bool)> =
            (1..n).map(|i| (id(i - 1), id(i), false)).collect();
        let gangs = vec![id(0); rules.worms as usize];
        City::build(n, &streets, id(0), &gangs, id(n - 1), rules)
    }

    /// Draws a city as docs/rules.md, Grand Theft says, within `limits`.
    pub fn generate(
        rules: &GrandTheftRules,
        dice: &mut Dice,
        limits: Limits,
    ) -> Result<City, GenError> {
        let n = rules.nodes.max(1);
        let p = rules.cop_chance();
        let mut unfair = 0;
        // Nodes ruled out by sirens, blood and lights, in the cities
        // that had no start.
        let mut barred = [0u64; 3];
        for _ in 0..limits.cities {
            let mut city = City::blank(n as usize, City::draw_streets(rules, dice));
            if !city.draw_roadblocks(rules.fair_city, p, limits.roadblocks, dice) {
                unfair += 1;
                continue;
            }
            let wumpus = id(dice.below(n) as usize);
            let gangs = (0..rules.worms)
                .map(|_| id(dice.below(n) as usize))
                .collect();
            city.place(wumpus, gangs, rules);
            let starts: Vec<usize> = (0..n as usize).filter(|&i| city.may_start(id(i))).collect();
            if starts.is_empty() {
                city.tally_barriers(&mut barred);
                continue;
            }
            city.start = id(starts[dice.below(starts.len() as u32) as usize]);
            return Ok(city);
        }
        if unfair == limits.cities {
            Err(GenError::Unfair {
                cities: limits.cities,
                roadblocks: limits.roadblocks,
            })
        } else {
            let [sirens, blood, lights] = barred;
            // A tie most often means each alone covers the whole city;
            // it goes to the gangs, then the cops: the most things placed.
            let worst = if lights >= sirens && lights >= blood {
                Barrier::Lights
            } else if sirens >= blood {
                Barrier::Sirens
            } else {
                Barrier::Blood
            };
            Err(GenError::NoStart {
                cities: limits.cities,
                worst,
            })
        }
    }

    /// Adds, per barrier (sirens, blood, lights), the nodes it rules out
    /// as a start; a node two rule out counts for both.
    fn tally_barriers(&self, barred: &mut [u64; 3]) {
        for i in 0..self.nodes() {
            let c = self.clues[i];
            barred[0] += u64::from(c.sirens);
            barred[1] += u64::from(c.blood || i == self.wumpus.index());
            barred[2] += u64::from(c.lights || self.gang_at[i]);
        }
    }

    /// `edges` uniform pairs, self-pairs dropped, repeats merged, then the
    /// islands chained lowest node to lowest node. Sorted, no cops yet.
    fn draw_streets(rules: &GrandTheftRules, dice: &mut Dice) -> Vec<Street> {
        let n = rules.nodes.max(1) as usize;
        let mut pairs: Vec<(RoomId, RoomId)> = Vec::with_capacity(rules.edges as usize + n);
        for _ in 0..rules.edges {
            let x = dice.below(n as u32) as usize;
            let y = dice.below(n as u32) as usize;
            if x != y {
                pairs.push((id(x.min(y)), id(x.max(y))));
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        // Islands by union-find; an island's lowest node is its root's
        // smallest member, found by scanning nodes in order.
        let mut sets = Sets::new(n);
        for &(a, b) in &pairs {
            sets.join(a.index(), b.index());
        }
        let mut lowest: Vec<usize> = Vec::new();
        let mut seen = vec![false; n];
        for i in 0..n {
            let root = sets.find(i);
            if !seen[root] {
                seen[root] = true;
                lowest.push(i);
            }
        }
        for w in lowest.windows(2) {
            pairs.push((id(w[0]), id(w[1])));
        }
        pairs.sort_unstable();
        pairs.dedup();
        pairs
            .into_iter()
            .map(|(a, b)| Street { a, b, cops: false })
            .collect()
    }

    fn blank(nodes: usize, streets: Vec<Street>) -> City {
        let mut adjacent = vec![Vec::new(); nodes];
        for (k, s) in streets.iter().enumerate() {
            adjacent[s.a.index()].push((s.b, k));
            adjacent[s.b.index()].push((s.a, k));
        }
        for list in &mut adjacent {
            list.sort_unstable();
        }
        let neighbours = adjacent
            .iter()
            .map(|l| l.iter().map(|&(r, _)| r).collect())
            .collect();
        City {
            streets,
            adjacent,
            neighbours,
            wumpus: id(0),
            gangs: Vec::new(),
            gang_at: vec![false; nodes],
            clues: vec![Clues::default(); nodes],
            start: id(0),
        }
    }

    /// One `roll(p)` per street in order; with `fair`, again until the
    /// cop-free streets connect every node. False when `tries` ran out.
    fn draw_roadblocks(&mut self, fair: bool, p: f64, tries: u32, dice: &mut Dice) -> bool {
        for _ in 0..tries {
            for s in &mut self.streets {
                s.cops = dice.roll(p);
            }
            if !fair || self.cop_free_connected() {
                return true;
            }
        }
        false
    }

    /// True when the streets without cops join every node to every other.
    pub fn cop_free_connected(&self) -> bool {
        let n = self.nodes();
        let mut sets = Sets::new(n);
        let mut parts = n;
        for s in self.streets.iter().filter(|s| !s.cops) {
            if sets.join(s.a.index(), s.b.index()) {
                parts -= 1;
            }
        }
        parts <= 1
    }

    /// True when every node can reach every other along streets.
    pub fn connected(&self) -> bool {
        let n = self.nodes();
        let mut sets = Sets::new(n);
        let mut parts = n;
        for s in &self.streets {
            if sets.join(s.a.index(), s.b.index()) {
                parts -= 1;
            }
        }
        parts <= 1
    }

    /// Puts the Wumpus and the gangs, and works out every node's clues.
    fn place(&mut self, wumpus: RoomId, gangs: Vec<RoomId>, rules: &GrandTheftRules) {
        let n = self.nodes();
        self.wumpus = wumpus;
        self.gang_at = vec![false; n];
        for g in &gangs {
            self.gang_at[g.index()] = true;
        }
        self.gangs = gangs;
        let blood = self.within(&[wumpus], rules.blood_radius);
        let lights = self.within(&self.gangs, rules.lights_radius);
        self.clues = (0..n)
            .map(|i| Clues {
                blood: i != wumpus.index() && blood[i],
                lights: !self.gang_at[i] && lights[i],
                sirens: self.adjacent[i].iter().any(|&(_, k)| self.streets[k].cops),
            })
            .collect();
    }

    /// Per node: within `radius` streets of one of `from` (distance 0
    /// included).
    fn within(&self, from: &[RoomId], radius: u32) -> Vec<bool> {
        let n = self.nodes();
        let mut dist = vec![u32::MAX; n];
        let mut queue = VecDeque::new();
        for f in from {
            if dist[f.index()] != 0 {
                dist[f.index()] = 0;
                queue.push_back(*f);
            }
        }
        while let Some(at) = queue.pop_front() {
            let d = dist[at.index()];
            if d >= radius {
                continue;
            }
            for &(to, _) in &self.adjacent[at.index()] {
                if dist[to.index()] == u32::MAX {
                    dist[to.index()] = d + 1;
                    queue.push_back(to);
                }
            }
        }
        dist.into_iter().map(|d| d <= radius).collect()
    }

    /// No Wumpus, no gang, no clue.
    pub fn may_start(&self, node: RoomId) -> bool {
        node != self.wumpus && !self.gang_at(node) && !self.clues(node).any()
    }

    pub fn nodes(&self) -> usize {
        self.adjacent.len()
    }

    pub fn streets(&self) -> &[Street] {
        &self.streets
    }

    /// A node's neighbours, by number.
    pub fn neighbours(&self, node: RoomId) -> &[RoomId] {
        self.neighbours
            .get(node.index())
            .map_or(&[][..], |v| v.as_slice())
    }

    /// The street between two nodes, if there is one.
    pub fn street(&self, x: RoomId, y: RoomId) -> Option<Street> {
        let list = self.adjacent.get(x.index())?;
        let i = list.binary_search_by_key(&y, |&(r, _)| r).ok()?;
        Some(self.streets[list[i].1])
    }

    pub fn gang_at(&self, node: RoomId) -> bool {
        self.gang_at.get(node.index()).copied().unwrap_or(false)
    }

    pub fn clues(&self, node: RoomId) -> Clues {
        self.clues.get(node.index()).copied().unwrap_or_default()
    }
}

/// The load check of the knobs (see `rules.rs`), here by the draw it runs
/// so that `rules.rs` need not name the city.
impl GrandTheftRules {
    /// Why these knobs cannot make a game: the structural checks, then
    /// actual draws for a few seeds (see `rules.rs`'s module doc).
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let out = self.structural_problems();
        if !out.is_empty() {
            return out;
        }
        match self.load_check() {
            Ok(()) => Vec::new(),
            Err(e) => vec![(e.knob(), e.to_string())],
        }
    }

    /// Cities drawn for a few seeds, as the config's load check draws them:
    /// the first that ran out of tries says why.
    pub fn load_check(&self) -> Result<(), GenError> {
        for seed in 0..LOAD_SEEDS {
            let mut dice = Dice::new(seed);
            City::generate(self, &mut dice, Limits::LOAD)?;
        }
        Ok(())
    }
}
