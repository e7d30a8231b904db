//! The safest ways from where the player stands: the bots plan a walk to
//! a goal (a cave to explore, a place to shoot from) as the path that most
//! likely survives, the product of each step's chance, not the shortest.

/// From one start: per place, the best chance of getting there alive, the
/// steps it takes, and the first step of that way.
#[derive(Clone, Debug)]
pub struct Routes {
    pub safe: Vec<f64>,
    pub hops: Vec<u32>,
    pub first: Vec<Option<usize>>,
}

impl Routes {
    /// Dijkstra on -ln(chance) over `n` places, from `start`. `steps(x,
    /// add)` calls `add(y, chance)` for each step out of `x`, with the
    /// chance of living through it; only the start and places `through`
    /// accepts are walked through (others are goals only). Between ways
    /// of equal chance the one with fewer steps wins.
    pub fn from(
        start: usize,
        n: usize,
        through: impl Fn(usize) -> bool,
        mut steps: impl FnMut(usize, &mut dyn FnMut(usize, f64)),
    ) -> Routes {
        let mut cost = vec![f64::INFINITY; n];
        let mut hops = vec![u32::MAX; n];
        let mut first = vec![None; n];
        let mut done = vec![false; n];
        if start >= n {
            return Routes {
                safe: vec![0.0; n],
                hops,
                first,
            };
        }
        cost[start] = 0.0;
        hops[start] = 0;
        loop {
            let next = (0..n)
                .filter(|&x| !done[x] && cost[x].is_finite())
                .min_by(|&a, &b| key(cost[a], hops[a]).total_cmp(&key(cost[b], hops[b])));
            let Some(x) = next else { break };
            done[x] = true;
            if x != start && !through(x) {
                continue;
            }
            let (cx, hx, fx) = (cost[x], hops[x], first[x]);
            steps(x, &mut |y, chance| {
                if y >= n || done[y] || chance <= 0.0 {
                    return;
                }
                let c = cx - chance.min(1.0).ln();
                if key(c, hx + 1) < key(cost[y], hops[y]) {
                    cost[y] = c;
                    hops[y] = hx + 1;
                    first[y] = if x == start { Some(y) } else { fx };
                }
            });
        }
        Routes {
            safe: cost.iter().map(|c| (-c).exp()).collect(),
            hops,
            first,
        }
    }
}

/// A way's rank: its risk, then a hair per step.
fn key(cost: f64, hops: u32) -> f64 {
    cost + 1e-9 * f64::from(hops.min(1 << 20))
}

#[cfg(test)]
mod tests {
    use super::Routes;

    #[test]
    fn the_safest_way_wins_over_the_shortest() {
        // 0-1 is risky; 0-2-3-1 is safe.
        let edges: [(usize, usize, f64); 4] = [(0, 1, 0.5), (0, 2, 1.0), (2, 3, 1.0), (3, 1, 1.0)];
        let r = Routes::from(
            0,
            4,
            |_| true,
            |x, add| {
                for &(a, b, p) in &edges {
                    if a == x {
                        add(b, p);
                    }
                    if b == x {
                        add(a, p);
                    }
                }
            },
        );
        assert_eq!(r.first[1], Some(2));
        assert_eq!(r.hops[1], 3);
        assert!((r.safe[1] - 1.0).abs() < 1e-12);
    }

    #[test]
    fn goals_are_not_walked_through() {
        let r = Routes::from(0, 3, |x| x != 1, |x, add| add(x + 1, 1.0));
        assert_eq!(r.first[1], Some(1));
        assert_eq!(r.first[2], None);
        assert_eq!(r.safe[2], 0.0);
    }
}
