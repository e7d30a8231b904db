//! How fast one person may talk: a burst of a few lines, then a line
//! every so often (a token bucket). A line over the allowance is refused
//! with a reason, never dropped in silence.

use std::time::{Duration, Instant};

/// Lines one may say at once.
pub const BURST: u32 = 5;
/// Then one line each this long.
pub const EVERY: Duration = Duration::from_millis(500);

#[derive(Clone, Debug)]
pub struct Allowance {
    /// Lines that may be said now, in `EVERY`-sized steps, as time.
    tokens: f64,
    at: Instant,
}

impl Allowance {
    pub fn new(now: Instant) -> Allowance {
        Allowance {
            tokens: f64::from(BURST),
            at: now,
        }
    }

    /// Takes one line at `now`, or says why not.
    pub fn take(&mut self, now: Instant) -> Result<(), String> {
        let gained = now.saturating_duration_since(self.at).as_secs_f64() / EVERY.as_secs_f64();
        self.tokens = (self.tokens + gained).min(f64::from(BURST));
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else {
            Err(format!(
                "Slow down: {BURST} lines at once, then one every {} ms. That line was not sent.",
                EVERY.as_millis()
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_goes_then_a_flood_is_refused_with_a_reason_then_time_allows_more() {
        let t0 = Instant::now();
        let mut a = Allowance::new(t0);
        for _ in 0..BURST {
            a.take(t0).expect("within the burst");
        }
        let refused = a.take(t0).expect_err("over it");
        assert!(refused.starts_with("Slow down"), "{refused}");
        // A thousand more at once: every one refused.
        assert!((0..1000).all(|_| a.take(t0).is_err()));
        a.take(t0 + EVERY).expect("one more after a step");
        assert!(a.take(t0 + EVERY).is_err());
        // A long pause gives back the burst, no more.
        let later = t0 + EVERY * 100;
        for _ in 0..BURST {
            a.take(later).expect("the burst again");
        }
        assert!(a.take(later).is_err());
    }
}
