//! Union-find over node indices, for islands and cop-free connectivity.

pub(super) struct Sets(Vec<usize>);

impl Sets {
    pub(super) fn new(n: usize) -> Sets {
        Sets((0..n).collect())
    }

    pub(super) fn find(&mut self, mut x: usize) -> usize {
        while self.0[x] != x {
            self.0[x] = self.0[self.0[x]];
            x = self.0[x];
        }
        x
    }

    /// Joins the sets of `x` and `y`; true when they were apart.
    pub(super) fn join(&mut self, x: usize, y: usize) -> bool {
        let (rx, ry) = (self.find(x), self.find(y));
        if rx == ry {
            return false;
        }
        // The smaller root wins, so a set's root is its lowest node.
        let (lo, hi) = (rx.min(ry), rx.max(ry));
        self.0[hi] = lo;
        true
    }
}
