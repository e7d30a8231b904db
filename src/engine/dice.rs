//! The game's only source of chance: a seeded ChaCha8 stream, optionally
//! preceded by scripted draws so tests can force any outcome.

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// Seeded, portable randomness. Every draw goes through `below` or `roll`,
/// built on `next_u32` only, so a seed means the same game on every machine.
#[derive(Clone, Debug)]
pub struct Dice {
    rng: ChaCha8Rng,
    /// Draws to hand out before the seeded stream, each a fraction in [0, 1).
    script: VecDeque<f64>,
    /// Test support (`Dice::strict`): once the script runs dry, a draw
    /// does not fall through to the seeded stream but unwinds with the
    /// `Draw` it needed, so a test can enumerate every outcome of every draw.
    strict: bool,
}

/// A draw a strict script had no answer for (see `Dice::strict`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Draw {
    /// `below(n)`: n equally likely outcomes.
    Below(u32),
    /// `roll(p)`: true with chance p.
    Roll(f64),
}

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
            script: VecDeque::new(),
            strict: false,
        }
    }

    /// Test support: dice that hand out `draws` and then, at the first draw
    /// they have no answer for, unwind (`std::panic::resume_unwind`, which
    /// prints nothing) with that `Draw` as the payload. A test catches it
    /// (`std::panic::catch_unwind`), throws the half-played game away, and
    /// plays the command again with each answer to that draw: every
    /// outcome of every draw, with no draw answered at random. Never used
    /// by a game in play.
    pub fn strict(draws: impl IntoIterator<Item = f64>) -> Dice {
        let mut dice = Dice::new(0);
        dice.strict = true;
        dice.script(draws);
        dice
    }

    #[cold]
    fn ran_dry(&self, draw: Draw) -> ! {
        std::panic::resume_unwind(Box::new(draw))
    }

    /// A second, independent stream from the same seed (bots, flavour), so
    /// that drawing from it never shifts the game's own draws.
    pub fn side_stream(seed: u64, stream: u64) -> Dice {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(stream);
        Dice {
            rng,
            script: VecDeque::new(),
            strict: false,
        }
    }

    /// These dice as `Dice::side_stream(seed, stream)` makes them (stream 0
    /// is `Dice::new(seed)`'s), reusing their memory: the simulator starts
    /// a game this way millions of times, and a generator is large enough
    /// that building a new one and moving it in shows.
    pub fn reseed(&mut self, seed: u64, stream: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        if stream != 0 {
            self.rng.set_stream(stream);
        }
        self.script.clear();
        self.strict = false;
    }

    /// Queues draws that come before the seeded stream. A draw `x` makes
    /// `below(n)` return `floor(x * n)` and `roll(p)` return `x < p`:
    /// 0.0 picks the first choice and passes any roll with p > 0, 0.999
    /// picks the last choice and fails any roll with p < 0.999.
    pub fn script(&mut self, draws: impl IntoIterator<Item = f64>) {
        self.script.extend(draws);
    }

    /// How many scripted draws are still queued (tests check all were used).
    pub fn scripted_left(&self) -> usize {
        self.script.len()
    }

    /// A uniform integer in `0..n`; `n` must be at least 1.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        if let Some(x) = self.script.pop_front() {
            return ((x.clamp(0.0, 1.0) * f64::from(n)) as u32).min(n.saturating_sub(1));
        }
        if self.strict {
            self.ran_dry(Draw::Below(n));
        }
        // Lemire's multiply-and-reject: unbiased, one draw almost always.
        let mut m = u64::from(self.rng.next_u32()) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = u64::from(self.rng.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    /// One uniform draw in [0, 1), true when below `p`.
    #[inline]
    pub fn roll(&mut self, p: f64) -> bool {
        if let Some(x) = self.script.pop_front() {
            return x < p;
        }
        if self.strict {
            self.ran_dry(Draw::Roll(p));
        }
        f64::from(self.rng.next_u32()) / 4_294_967_296.0 < p
    }

    /// Fisher-Yates shuffle with `below`, so it is portable too.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Dice;

    fn draws(dice: &mut Dice) -> Vec<u32> {
        (0..200).map(|_| dice.below(1_000_003)).collect()
    }

    #[test]
    fn reseeded_dice_draw_as_fresh_ones() {
        // Used, scripted and strict dice forget all of it when reseeded.
        let mut dice = Dice::strict([0.5, 0.25]);
        dice.below(7);
        for (seed, stream) in [(7, 0), (7, 1), (u64::MAX, 3), (0, 0)] {
            dice.script([0.9]);
            dice.reseed(seed, stream);
            let fresh = if stream == 0 {
                Dice::new(seed)
            } else {
                Dice::side_stream(seed, stream)
            };
            assert_eq!(dice.scripted_left(), 0);
            assert_eq!(
                draws(&mut dice),
                draws(&mut fresh.clone()),
                "seed {seed} stream {stream}"
            );
        }
    }
}
