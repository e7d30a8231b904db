//! The adjacency bit matrix random caves are built in.

/// Tunnels as an adjacency bit matrix: O(1) duplicate checks even for 1000
/// rooms, and rows come out already sorted.
#[derive(Clone)]
pub(super) struct Links {
    pub rooms: usize,
    words: usize,
    bits: Vec<u64>,
}

impl Links {
    pub fn new(rooms: usize) -> Links {
        let words = rooms.div_ceil(64);
        Links {
            rooms,
            words,
            bits: vec![0; rooms * words],
        }
    }

    pub fn has(&self, from: usize, to: usize) -> bool {
        self.bits[from * self.words + to / 64] >> (to % 64) & 1 == 1
    }

    pub fn set(&mut self, from: usize, to: usize) {
        self.bits[from * self.words + to / 64] |= 1 << (to % 64);
    }

    pub fn unset(&mut self, from: usize, to: usize) {
        self.bits[from * self.words + to / 64] &= !(1 << (to % 64));
    }

    pub fn join(&mut self, a: usize, b: usize) {
        self.set(a, b);
        self.set(b, a);
    }

    pub fn part(&mut self, a: usize, b: usize) {
        self.unset(a, b);
        self.unset(b, a);
    }

    pub fn adjacency(&self) -> Vec<Vec<usize>> {
        (0..self.rooms)
            .map(|room| {
                let row = &self.bits[room * self.words..(room + 1) * self.words];
                let mut targets = Vec::new();
                for (w, &word) in row.iter().enumerate() {
                    let mut rest = word;
                    while rest != 0 {
                        targets.push(w * 64 + rest.trailing_zeros() as usize);
                        rest &= rest - 1;
                    }
                }
                targets
            })
            .collect()
    }
}
