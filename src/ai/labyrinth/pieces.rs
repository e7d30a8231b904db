//! The notebook's map in pieces, and where each piece can lie.
//!
//! The first piece holds the start, whose place the player is told, so its
//! coordinates are the labyrinth's. A wormhole drops the player somewhere
//! unknown and a new piece starts there; yet its place is not wholly
//! unknown. Each piece keeps every shift that lays it over the first one
//! without a contradiction: its floor inside the labyrinth's bounds, and
//! its walls, floor, exits and holes where the first piece has the same or
//! nothing. Each cell either piece learns strikes shifts out, and once one
//! is left the player has proved where the piece lies: it joins the first.
//! A numbered hole seen in two pieces joins them at once, and a hole fallen
//! into again leads where it led before.
//!
//! Bounds alone seldom leave one place: a piece that lies over nothing the
//! first one knows fits many places. But a piece whose cells match what
//! the first piece knows, cell after cell, is far likelier to lie there
//! than anywhere the match would be chance (each matching wall about 1 in
//! 3, each matching floor about 2 in 3; an exit or a hole rarer still), so
//! each place keeps the log-likelihood of its matches, and a place with
//! nearly all the probability (`SURE`) is taken as proved.

use super::{Fragment, Notebook, Place, Pos, Seen};

/// The share of the odds at which the planner leans on a place before it
/// is proved: it routes through what the first piece knows there and
/// looks for no frontier where the first piece has seen the cell. Leaning
/// costs nothing when wrong (a bump is free and strikes the place out).
/// Measured on 1,000 random 20x10 labyrinths from seed 1,000,000: never
/// leaning 14.8%, at 0.5 15.8%, at 0.7 16.3%, at 0.9 16.4%.
const LEAN: f64 = 0.9;

/// Log-odds above every other place together at which a place is taken as
/// proved (about 999 to 1).
const SURE: f64 = 6.9;

/// The log-likelihood ratio of a cell of a piece matching a known cell (or
/// the border) where a place lays it: how unlikely the match is by chance,
/// discounted because a labyrinth's cells are not independent (corridors
/// look alike).
fn weight(seen: Seen) -> f64 {
    0.7 * match seen {
        Seen::Wall => 1.05,
        Seen::Open => 0.45,
        Seen::Exit => 4.0,
        Seen::Hole(_) => 3.5,
    }
}

/// Whether two things seen can be the same cell.
fn same(a: Seen, b: Seen) -> bool {
    match (a, b) {
        (Seen::Hole(x), Seen::Hole(y)) => x.is_none() || y.is_none() || x == y,
        _ => a == b,
    }
}

pub(super) fn shift(c: Pos, o: Pos) -> Pos {
    (c.0 + o.0, c.1 + o.1)
}

impl Notebook {
    pub(super) fn inside(&self, t: Pos) -> bool {
        t.0 >= 0 && t.1 >= 0 && t.0 < self.size.0 && t.1 < self.size.1
    }

    /// Whether `seen` can be at `t`, in true coordinates, and if so the
    /// log-likelihood a match there adds.
    fn judge(&self, t: Pos, seen: Seen) -> Option<f64> {
        if !self.inside(t) {
            return (seen == Seen::Wall).then(|| weight(seen));
        }
        match self.fragments[0].cells.get(&t) {
            None => Some(0.0),
            Some(&known) => same(known, seen).then(|| weight(seen)),
        }
    }

    /// Piece `k` learns that `seen` is at `c`.
    pub(super) fn learn(&mut self, k: usize, c: Pos, seen: Seen) {
        let Some(piece) = self.fragments.get_mut(k) else {
            return;
        };
        let news = match piece.cells.get(&c) {
            None => true,
            // A number is news about a hole already known.
            Some(Seen::Hole(None)) if matches!(seen, Seen::Hole(Some(_))) => false,
            Some(&old) if same(old, seen) => return,
            // What the player meets wins over a place taken as proved that
            // was not (`SURE` is not certainty): never bump one wall twice.
            Some(_) => false,
        };
        piece.cells.insert(c, seen);
        if news && k == 0 {
            for piece in self.fragments.iter_mut().skip(1) {
                if piece.joined {
                    continue;
                }
                let cells = &piece.cells;
                piece
                    .places
                    .retain_mut(|p| match cells.get(&(c.0 - p.at.0, c.1 - p.at.1)) {
                        None => true,
                        Some(&v) if same(v, seen) => {
                            p.score += weight(seen);
                            true
                        }
                        Some(_) => false,
                    });
            }
        } else if news {
            let mut places = std::mem::take(&mut self.fragments[k].places);
            places.retain_mut(|p| match self.judge(shift(c, p.at), seen) {
                Some(e) => {
                    p.score += e;
                    true
                }
                None => false,
            });
            self.fragments[k].places = places;
        }
        if let Seen::Hole(Some(n)) = seen {
            match self.holes.get(&n).copied() {
                Some((j, p)) if j != k => {
                    let (keep, gone, delta) = if j < k {
                        (j, k, (p.0 - c.0, p.1 - c.1))
                    } else {
                        (k, j, (c.0 - p.0, c.1 - p.1))
                    };
                    self.join(gone, keep, delta);
                }
                Some(_) => {}
                None => {
                    self.holes.insert(n, (k, c));
                }
            }
        }
        self.settle();
        for piece in self.fragments.iter_mut().skip(1) {
            piece.lean = if piece.joined {
                None
            } else {
                likely(&piece.places)
            };
        }
    }

    /// Falling into the hole the player stands on, with the numbers the
    /// rules tell.
    pub(super) fn fall(&mut self, numbers: Option<(u8, u8)>) {
        self.learn(self.current, self.at, Seen::Hole(numbers.map(|n| n.0)));
        let from = (self.current, self.at);
        let known = self
            .leads
            .get(&from)
            .copied()
            .or_else(|| numbers.and_then(|(_, next)| self.holes.get(&next).copied()));
        match known {
            Some((k, p)) => {
                self.current = k;
                self.at = p;
                self.learn(k, p, Seen::Hole(numbers.map(|n| n.1)));
            }
            None => {
                let seen = Seen::Hole(numbers.map(|n| n.1));
                // Every place the landing hole can be, scored as the
                // piece's first cell.
                let places = (0..self.size.1)
                    .flat_map(|y| (0..self.size.0).map(move |x| (x, y)))
                    .filter(|&t| self.judge(t, seen).is_some())
                    .map(|at| Place { at, score: 0.0 })
                    .collect();
                self.fragments.push(Fragment {
                    places,
                    ..Fragment::default()
                });
                self.current = self.fragments.len() - 1;
                self.at = (0, 0);
                self.learn(self.current, (0, 0), seen);
            }
        }
        // Learning may have joined pieces: both ends are where they are now.
        let here = (self.current, self.at);
        let from = self.relocate(from);
        self.leads.insert(from, here);
    }

    /// Where a (piece, cell) of before the last joins is now.
    fn relocate(&self, at: (usize, Pos)) -> (usize, Pos) {
        let (mut k, mut c) = at;
        while let Some(&(to, delta)) = self.moved.get(&k) {
            k = to;
            c = shift(c, delta);
        }
        (k, c)
    }

    /// Piece `gone` joins piece `keep`: its cell c is `keep`'s c + delta.
    fn join(&mut self, gone: usize, keep: usize, delta: Pos) {
        let cells = std::mem::take(&mut self.fragments[gone].cells);
        let places = std::mem::take(&mut self.fragments[gone].places);
        self.fragments[gone].joined = true;
        self.moved.insert(gone, (keep, delta));
        let map = |(k, c): (usize, Pos)| {
            if k == gone {
                (keep, shift(c, delta))
            } else {
                (k, c)
            }
        };
        for v in self.holes.values_mut() {
            *v = map(*v);
        }
        self.leads = self
            .leads
            .drain()
            .map(|(from, to)| (map(from), map(to)))
            .collect();
        (self.current, self.at) = map((self.current, self.at));
        self.found = self.found.map(map);
        if keep != 0 {
            // keep's place o and gone's place o' agree when o = o' - delta.
            let theirs: Vec<Pos> = places
                .iter()
                .map(|p| (p.at.0 - delta.0, p.at.1 - delta.1))
                .collect();
            self.fragments[keep]
                .places
                .retain(|p| theirs.contains(&p.at));
        }
        for (c, seen) in cells {
            self.fragments[keep]
                .cells
                .entry(shift(c, delta))
                .or_insert(seen);
        }
        // Every piece's places, scored afresh against all it knows now.
        for j in 1..self.fragments.len() {
            if self.fragments[j].joined {
                continue;
            }
            let mut places = std::mem::take(&mut self.fragments[j].places);
            let piece = &self.fragments[j];
            places.retain_mut(|p| {
                let mut score = 0.0;
                for (&c, &v) in &piece.cells {
                    match self.judge(shift(c, p.at), v) {
                        Some(e) => score += e,
                        None => return false,
                    }
                }
                p.score = score;
                true
            });
            self.fragments[j].places = places;
        }
    }

    /// Joins to the first piece every piece with one place left, or one
    /// place far likelier than all the others together.
    fn settle(&mut self) {
        while let Some((j, delta)) = (1..self.fragments.len()).find_map(|j| {
            let piece = &self.fragments[j];
            if piece.joined {
                return None;
            }
            sure(&piece.places).map(|at| (j, at))
        }) {
            self.join(j, 0, delta);
        }
    }
}

/// The place with at least `LEAN` of the odds among `places`, if any.
fn likely(places: &[Place]) -> Option<Pos> {
    let best = places.iter().max_by(|a, b| a.score.total_cmp(&b.score))?;
    let all: f64 = places.iter().map(|p| (p.score - best.score).exp()).sum();
    (1.0 / all >= LEAN).then_some(best.at)
}

/// The place proved among `places`: the only one, or one whose log-odds
/// against all the others together reach `SURE`.
fn sure(places: &[Place]) -> Option<Pos> {
    let best = places.iter().max_by(|a, b| a.score.total_cmp(&b.score))?;
    let others: f64 = places
        .iter()
        .filter(|p| p.at != best.at)
        .map(|p| (p.score - best.score).exp())
        .sum();
    (others == 0.0 || -others.ln() >= SURE).then_some(best.at)
}
