//! Who may begin a handshake. The server's own accept loop asks here
//! before russh reads a byte, so connections that never finish the SSH
//! handshake cannot fill the server: one address holds at most so many
//! connections at once, handshakes in progress are counted apart from the
//! players (who count against `max_connections` only once let in), and a
//! handshake that is not through by its deadline is cut (serve.rs).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// How often one address's refusals are written to the log, at most.
const TELL_EVERY: Duration = Duration::from_secs(60);

/// Addresses whose last refusal is remembered, at most.
const TOLD_MAX: usize = 4096;

pub struct Gate {
    state: Mutex<State>,
    /// Connections one address may hold open at once.
    per_address: usize,
    /// Handshakes in progress at once, over every address.
    handshakes: usize,
}

#[derive(Default)]
struct State {
    open: HashMap<IpAddr, usize>,
    handshaking: usize,
    told: HashMap<IpAddr, Instant>,
}

/// Why a connection was closed at the gate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Turned {
    #[error("refused: too many connections open from this address")]
    Address,
    #[error("refused: too many handshakes in progress")]
    Handshakes,
}

/// One connection through the gate, counted while it lives.
pub struct Pass {
    gate: Arc<Gate>,
    ip: IpAddr,
    /// Let in (its key accepted): no longer a handshake.
    through: AtomicBool,
}

impl Gate {
    pub fn new(per_address: usize, handshakes: usize) -> Arc<Gate> {
        Arc::new(Gate {
            state: Mutex::default(),
            per_address,
            handshakes,
        })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A pass for a new connection from `ip`, or why there is none.
    pub fn enter(self: &Arc<Self>, ip: IpAddr) -> Result<Pass, Turned> {
        let mut state = self.lock();
        let open = state.open.get(&ip).copied().unwrap_or(0);
        if open >= self.per_address {
            return Err(Turned::Address);
        }
        if state.handshaking >= self.handshakes {
            return Err(Turned::Handshakes);
        }
        state.open.insert(ip, open + 1);
        state.handshaking += 1;
        Ok(Pass {
            gate: Arc::clone(self),
            ip,
            through: AtomicBool::new(false),
        })
    }

    /// Whether a refusal of `ip` at `now` is worth a log line: one a
    /// minute an address, so a flood cannot fill the operator's log.
    pub fn worth_telling(&self, ip: IpAddr, now: Instant) -> bool {
        let mut state = self.lock();
        if state.told.len() >= TOLD_MAX {
            state
                .told
                .retain(|_, at| now.duration_since(*at) < TELL_EVERY);
        }
        match state.told.get(&ip) {
            Some(at) if now.duration_since(*at) < TELL_EVERY => false,
            _ => {
                state.told.insert(ip, now);
                true
            }
        }
    }

    /// Handshakes in progress now.
    #[cfg(test)]
    fn handshaking(&self) -> usize {
        self.lock().handshaking
    }
}

impl Pass {
    /// The connection's key was accepted: it is a player now.
    pub fn through(&self) {
        if !self.through.swap(true, Ordering::SeqCst) {
            let mut state = self.gate.lock();
            state.handshaking = state.handshaking.saturating_sub(1);
        }
    }

    pub fn is_through(&self) -> bool {
        self.through.load(Ordering::SeqCst)
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        let mut state = self.gate.lock();
        if !self.through.load(Ordering::SeqCst) {
            state.handshaking = state.handshaking.saturating_sub(1);
        }
        match state.open.get_mut(&self.ip) {
            Some(n) if *n > 1 => *n -= 1,
            _ => {
                state.open.remove(&self.ip);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 1));
    const AWAY: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, 2));

    #[test]
    fn one_address_holds_only_its_share_and_others_still_come_in() {
        let gate = Gate::new(3, 100);
        let held: Vec<Pass> = (0..3).map(|_| gate.enter(HOME).expect("in")).collect();
        assert_eq!(gate.enter(HOME).err(), Some(Turned::Address));
        assert!(gate.enter(AWAY).is_ok(), "another address is not held up");
        drop(held);
        assert!(
            gate.enter(HOME).is_ok(),
            "a closed connection frees its place"
        );
    }

    #[test]
    fn handshakes_are_counted_apart_from_players() {
        let gate = Gate::new(10, 2);
        let ann = gate.enter(HOME).expect("in");
        let _bob = gate.enter(AWAY).expect("in");
        assert_eq!(gate.enter(AWAY).err(), Some(Turned::Handshakes));
        ann.through();
        ann.through();
        assert_eq!(gate.handshaking(), 1, "a player is no handshake");
        let _cy = gate.enter(AWAY).expect("a place freed by Ann's login");
        drop(ann);
        assert_eq!(gate.handshaking(), 2);
    }

    #[test]
    fn a_flood_is_told_once_a_minute() {
        let gate = Gate::new(1, 1);
        let now = Instant::now();
        assert!(gate.worth_telling(HOME, now));
        assert!(!gate.worth_telling(HOME, now + Duration::from_secs(59)));
        assert!(gate.worth_telling(AWAY, now));
        assert!(gate.worth_telling(HOME, now + Duration::from_secs(61)));
    }
}
