//! Where new games' seeds come from, and whether the player chose them.

use super::App;

/// Where new games get their seeds: the clock when playing, a counter in
/// tests so screens are reproducible.
pub enum Seeds {
    Clock,
    Counter(u64),
}

impl App {
    pub(crate) fn next_seed(&mut self) -> u64 {
        match &mut self.seeds {
            Seeds::Clock => fresh_seed(),
            Seeds::Counter(n) => {
                let seed = *n;
                *n = n.wrapping_add(1);
                seed
            }
        }
    }

    /// Whether seeds come from a counter the player set (`--seed` on the
    /// menu): then every game's seed was chosen by hand.
    pub(crate) fn counted_seeds(&self) -> bool {
        matches!(self.seeds, Seeds::Counter(_))
    }
}

/// A seed for a game the player did not seed: from the clock, which is fine
/// here (outside the engine) since the seed is shown and can be replayed.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Spread the bits so nearby start times give unrelated-looking seeds,
    // and keep seeds short enough to type.
    (nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 44) % 1_000_000
}
