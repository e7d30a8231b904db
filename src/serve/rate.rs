//! New connections per address per minute: one address opening
//! connections in a loop is refused past its allowance, and the rest of
//! the world is not.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The window the allowance counts in.
const WINDOW: Duration = Duration::from_secs(60);

/// Addresses remembered at most; past it the oldest quiet ones go.
const ADDRESSES_MAX: usize = 4096;

/// Tries per key (an address; a name, for logins) per minute.
pub struct Rate<K = IpAddr> {
    per_minute: usize,
    seen: HashMap<K, VecDeque<Instant>>,
}

impl<K: Hash + Eq> Rate<K> {
    pub fn new(per_minute: usize) -> Rate<K> {
        Rate {
            per_minute,
            seen: HashMap::new(),
        }
    }

    /// Whether a new connection from `addr` at `now` is within its
    /// allowance (it counts, if so).
    pub fn admit(&mut self, addr: K, now: Instant) -> bool {
        if self.seen.len() >= ADDRESSES_MAX {
            self.seen.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.duration_since(*t) < WINDOW)
            });
        }
        let times = self.seen.entry(addr).or_default();
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= WINDOW)
        {
            times.pop_front();
        }
        if times.len() >= self.per_minute {
            return false;
        }
        times.push_back(now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_allowance_a_minute_and_others_are_not_held_up() {
        let mut rate = Rate::new(3);
        let start = Instant::now();
        let a: IpAddr = "10.0.0.1".parse().expect("address");
        let b: IpAddr = "10.0.0.2".parse().expect("address");
        for i in 0..3 {
            assert!(rate.admit(a, start + Duration::from_secs(i)), "{i}");
        }
        assert!(!rate.admit(a, start + Duration::from_secs(10)));
        assert!(
            rate.admit(b, start + Duration::from_secs(10)),
            "another address"
        );
        // A minute after the first, one more; then the window is full
        // again until a minute after the second.
        assert!(rate.admit(a, start + Duration::from_secs(60)));
        assert!(!rate.admit(a, start + Duration::from_millis(60_500)));
        assert!(rate.admit(a, start + Duration::from_secs(61)));
    }
}
