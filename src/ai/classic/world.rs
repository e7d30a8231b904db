//! One complete guess at the hidden state of a classic game: where every
//! hazard and wumpus is, which wumpi are awake, and NetBSD's counts. The
//! odds weigh sets of these (`explicit`), or count them without listing
//! them (`frontier`).

/// Rooms as a bit set: the odds handle caves of up to 128 rooms exactly.
pub type Mask = u128;

/// The most rooms the exact odds handle (one bit each in a `Mask`).
pub const MAX_ROOMS: usize = 128;

/// The most wumpi the listed guesses handle.
pub const MAX_WUMPI: usize = 8;

pub fn bit(room: usize) -> Mask {
    1u128 << room
}

/// Every room of `mask`, lowest first.
pub fn rooms_of(mut mask: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let r = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(r)
    })
}

/// One wumpus's hidden state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Wumpus {
    pub room: u16,
    pub alive: bool,
    pub awake: bool,
    /// `wumpus_wakes = "bsd"`'s count.
    pub count: u8,
}

/// NetBSD's count at the start (docs/rules.md, Classic).
pub const BSD_COUNT_START: u8 = 2;

impl Wumpus {
    pub fn at(room: usize) -> Wumpus {
        Wumpus {
            room: room as u16,
            alive: true,
            awake: false,
            count: BSD_COUNT_START,
        }
    }
}

/// The wumpi, in set-up order (the order their phases run in).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Wumpi {
    pub len: u8,
    pub all: [Wumpus; MAX_WUMPI],
}

impl Wumpi {
    pub fn new(rooms: &[usize]) -> Wumpi {
        let mut w = Wumpi::default();
        for (slot, &r) in w.all.iter_mut().zip(rooms) {
            *slot = Wumpus::at(r);
        }
        w.len = rooms.len().min(MAX_WUMPI) as u8;
        w
    }

    pub fn iter(&self) -> impl Iterator<Item = &Wumpus> {
        self.all[..usize::from(self.len)].iter()
    }

    pub fn living_in(&self, room: usize) -> bool {
        self.iter().any(|w| w.alive && usize::from(w.room) == room)
    }

    /// Rooms holding a living wumpus.
    pub fn mask(&self) -> Mask {
        self.iter()
            .filter(|w| w.alive)
            .fold(0, |m, w| m | bit(usize::from(w.room)))
    }
}

/// Pits, bats and termites as room sets, and the wumpi.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct World {
    pub pits: Mask,
    pub bats: Mask,
    pub termites: Mask,
    pub wumpi: Wumpi,
}

impl World {
    pub fn hazards(&self) -> Mask {
        self.pits | self.bats | self.termites
    }

    /// The three static sets, as the key a guess is grouped by.
    pub fn key(&self) -> (Mask, Mask, Mask) {
        (self.pits, self.bats, self.termites)
    }
}
