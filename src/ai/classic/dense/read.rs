//! Reading the dense odds out: per-room chances, whole worlds for the
//! hand-over to `explicit`, and worlds drawn by chance.

use super::super::world::{Mask, World, Wumpi, Wumpus, rooms_of};
use super::Dense;

impl Dense {
    /// Whole worlds, for the hand-over to `explicit`: `None` over `cap`.
    pub fn worlds(&self, cap: usize) -> Option<Vec<(World, f64)>> {
        let mut out = Vec::new();
        let mut over = false;
        self.each_state(|_, m, s, p| {
            if out.len() >= cap {
                over = true;
                return false;
            }
            out.push((self.world(m, s), p));
            true
        });
        (!over).then_some(out)
    }

    fn world(&self, m: &[Mask; 3], s: usize) -> World {
        let mut wumpi = Wumpi::new(&[s / self.counts]);
        wumpi.all[0] = Wumpus {
            room: (s / self.counts) as u16,
            alive: true,
            awake: self.awake,
            count: if self.counts > 1 {
                (s % self.counts) as u8
            } else {
                super::super::world::BSD_COUNT_START
            },
        };
        World {
            pits: m[0],
            bats: m[1],
            termites: m[2],
            wumpi,
        }
    }

    /// Per room: the chance of a pit, bats, termites, and the wumpus.
    pub fn marginals(&self) -> [Vec<f64>; 4] {
        let n = self.n;
        let mut out = [vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]];
        let mut total = 0.0;
        for g in self.groups.iter().filter(|g| g.apart) {
            let mut mass = vec![0.0; g.cols];
            for (s, row) in g.a.chunks_exact(g.cols).enumerate() {
                for (x, &v) in mass.iter_mut().zip(row) {
                    *x += v;
                }
                out[3][s / self.counts] += row.iter().sum::<f64>();
            }
            for (m, &mass) in g.mates.iter().zip(&mass) {
                total += mass;
                for (class, &set) in m.iter().enumerate() {
                    for r in rooms_of(set) {
                        out[class][r] += mass;
                    }
                }
            }
        }
        for g in self.groups.iter().filter(|g| !g.apart) {
            let cols = g.cols;
            // u: how likely everything since the start is, per start room.
            let mut u = vec![0.0; cols];
            for row in g.a.chunks_exact(cols) {
                for (x, &v) in u.iter_mut().zip(row) {
                    *x += v;
                }
            }
            // Per room (not per column): the mass a mate loses by taking
            // it, so that the loop over mates (thousands) only walks the
            // few rooms each one holds.
            let mut ul = vec![0.0; n];
            for (j, &w) in self.starts.iter().enumerate() {
                ul[w] = u[j] * self.lw[j];
            }
            let base: f64 = ul.iter().sum();
            // Per room: how many mates take it.
            let mut taken = vec![0.0; n];
            for m in &g.mates {
                let sets = m[0] | m[1] | m[2];
                let mut mass = base;
                for x in rooms_of(sets) {
                    mass -= ul[x];
                    taken[x] += 1.0;
                }
                total += mass;
                for (class, &set) in m.iter().enumerate() {
                    for r in rooms_of(set) {
                        out[class][r] += mass;
                    }
                }
            }
            let mates = g.mates.len() as f64;
            let mut free = vec![0.0; cols];
            for (j, &w) in self.starts.iter().enumerate() {
                free[j] = mates - taken[w];
            }
            let start: Vec<f64> = (0..cols).map(|j| self.lw[j] * free[j]).collect();
            for (s, row) in g.a.chunks_exact(cols).enumerate() {
                let y: f64 = row.iter().zip(&start).map(|(a, b)| a * b).sum();
                out[3][s / self.counts] += y;
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
}

impl Dense {
    /// `count` worlds drawn by chance (for a hand-over too big to list).
    pub fn sample(&self, count: usize, dice: &mut crate::engine::Dice) -> Vec<(World, f64)> {
        let mut total = 0.0;
        self.each_state(|_, _, _, p| {
            total += p;
            true
        });
        let unit =
            |d: &mut crate::engine::Dice| f64::from(d.below(1 << 30)) / f64::from(1u32 << 30);
        let mut marks: Vec<f64> = (0..count).map(|_| unit(dice) * total).collect();
        marks.sort_by(f64::total_cmp);
        let mut out = Vec::with_capacity(count);
        let mut acc = 0.0;
        let mut next = 0;
        self.each_state(|_, m, s, p| {
            acc += p;
            while next < marks.len() && marks[next] < acc {
                out.push((self.world(m, s), 1.0 / count as f64));
                next += 1;
            }
            next < marks.len()
        });
        out
    }
}
