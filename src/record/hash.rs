//! The final-state hash of a record: SHA-256 over the game's history as
//! the engine told it, written `sha256:<64 hex digits>`.
//!
//! What is hashed: for each command carried out, a `#` line then each of
//! its events' `Debug` text on a line of its own; then `turn N` and
//! `outcome KEY` (or `outcome -`). Why the events and not a dump of the
//! state: events are the observable truth of a game (every message, every
//! room entered, every hidden happening that cheat mode shows), and their
//! `Debug` text is already pinned by the conformance suite's golden events,
//! so it changes only when the game itself changes. A state dump would also
//! change with every renamed private field or reordered struct, and call a
//! harmless refactor "the rules changed". What the hash cannot see is the
//! set-up before the first command; the first command's events show most
//! of it (the room reached, the senses), and a record with no commands has
//! nothing to check.
//!
//! A command's check (format 2 records) is the first `CHECK_DIGITS` hex
//! digits of the hash the record would have if it ended after that
//! command. The running hash covers every earlier command's events, so the
//! checks form a chain: a replay finds the first command that plays
//! differently, not only that something did by the end. The last
//! command's check is the start of the record's own hash.
//!
//! SHA-256, not `std`'s `DefaultHasher`: the hash is written in files and
//! compared on other machines and by later versions, so it must be the
//! same everywhere and forever.

use sha2::{Digest, Sha256};
use std::fmt::{self, Debug, Write as _};

/// The hash of a history so far; cheap to clone, so a record in progress
/// can say its hash after every command without hashing it all again.
#[derive(Clone)]
pub struct StateHash {
    sha: Sha256,
}

/// Feeds formatted text straight into the hash, without a string between.
struct Feed<'a>(&'a mut Sha256);

impl fmt::Write for Feed<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.update(s.as_bytes());
        Ok(())
    }
}

impl StateHash {
    /// The hash of a game before its first command.
    pub fn new() -> StateHash {
        let mut sha = Sha256::new();
        // Names the scheme, so a later scheme can never collide with this one.
        sha.update(b"wumpus state hash 1\n");
        StateHash { sha }
    }

    /// One command's events, in order.
    pub fn command<E: Debug>(&mut self, events: &[E]) {
        let mut feed = Feed(&mut self.sha);
        // Writing to a hash cannot fail; a `Debug` impl that reports an
        // error would leave its text short, the same on every run.
        let _ = feed.write_str("#\n");
        for event in events {
            let _ = writeln!(feed, "{event:?}");
        }
    }

    /// One command as a format 3 record hashes it: the seat that gave it
    /// and the command itself, then its events. An edited command that
    /// happens to reach the same state (a missed shot's room changed) no
    /// longer passes as the one played.
    pub fn covered<E: Debug>(&mut self, seat: u8, command: &serde_json::Value, events: &[E]) {
        let mut feed = Feed(&mut self.sha);
        let _ = writeln!(feed, "# seat {seat} command {command}");
        for event in events {
            let _ = writeln!(feed, "{event:?}");
        }
    }

    /// The check of the history so far, ending at `turn` with `outcome`:
    /// the start of `finish`'s digits.
    pub fn check(&self, turn: u32, outcome: Option<&str>) -> String {
        check_of(&self.finish(turn, outcome)).to_string()
    }

    /// The hash of the history so far, ending at `turn` with `outcome` (a
    /// rule set's outcome key, `None` for a game in progress).
    pub fn finish(&self, turn: u32, outcome: Option<&str>) -> String {
        let mut sha = self.sha.clone();
        let mut feed = Feed(&mut sha);
        let _ = writeln!(feed, "turn {turn}\noutcome {}", outcome.unwrap_or("-"));
        let digest = sha.finalize();
        let mut text = String::with_capacity(7 + 64);
        text.push_str("sha256:");
        for byte in digest {
            let _ = write!(text, "{byte:02x}");
        }
        text
    }
}

impl Default for StateHash {
    fn default() -> StateHash {
        StateHash::new()
    }
}

impl Debug for StateHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("StateHash")
    }
}

/// How many hex digits a command's check keeps: 64 bits, so an edited
/// command passes by chance once in 2^64, while its line stays short.
pub const CHECK_DIGITS: usize = 16;

/// The hash shown in messages: its first 12 hex digits are plenty to tell
/// two apart by eye.
pub fn short(hash: &str) -> &str {
    short_by(hash, 12)
}

/// The check a state hash makes: its first `CHECK_DIGITS` hex digits.
pub fn check_of(hash: &str) -> &str {
    short_by(hash, CHECK_DIGITS)
}

fn short_by(hash: &str, digits: usize) -> &str {
    let all = hash.strip_prefix("sha256:").unwrap_or(hash);
    all.get(..digits).unwrap_or(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_pinned() {
        // Fixed here for good: a change means every stored record fails.
        let mut h = StateHash::new();
        h.command(&["Moved(3)", "Sensed"]);
        h.command::<&str>(&[]);
        assert_eq!(
            h.finish(2, Some("won")),
            "sha256:ac27dbbb9cbec53b3183a5c8b8c012fade565331dbbf3157f53161eab2dbb80d"
        );
    }

    #[test]
    fn the_covered_hash_is_pinned_and_sees_the_command() {
        let mut h = StateHash::new();
        let shot = serde_json::json!({"shoot": [3, 4]});
        h.covered(0, &shot, &["Missed"]);
        assert_eq!(
            h.finish(1, None),
            "sha256:7ed499e002673a68d7c128819e9a908c573865c45c61edf1bfd301b9a0f35666"
        );
        // The same events after another command, or from another seat,
        // are another history.
        let mut other = StateHash::new();
        other.covered(0, &serde_json::json!({"shoot": [3, 5]}), &["Missed"]);
        assert_ne!(other.finish(1, None), h.finish(1, None));
        let mut seat = StateHash::new();
        seat.covered(1, &shot, &["Missed"]);
        assert_ne!(seat.finish(1, None), h.finish(1, None));
        // And never the events-only scheme's.
        let mut old = StateHash::new();
        old.command(&["Missed"]);
        assert_ne!(old.finish(1, None), h.finish(1, None));
    }

    #[test]
    fn every_part_counts() {
        let mut a = StateHash::new();
        a.command(&[1, 2]);
        let mut b = StateHash::new();
        b.command(&[1]);
        b.command(&[2]);
        assert_ne!(a.finish(2, None), b.finish(2, None));
        assert_ne!(a.finish(2, None), a.finish(3, None));
        assert_ne!(a.finish(2, None), a.finish(2, Some("-x")));
        assert_eq!(short(&a.finish(2, None)).len(), 12);
    }

    #[test]
    fn a_check_is_the_start_of_the_hash_there() {
        let mut h = StateHash::new();
        h.command(&["Moved(3)", "Sensed"]);
        let check = h.check(1, None);
        assert_eq!(check.len(), CHECK_DIGITS);
        assert!(h.finish(1, None).starts_with(&format!("sha256:{check}")));
        // It chains: the same last command after another history differs.
        let mut other = StateHash::new();
        other.command(&["Moved(4)"]);
        other.command(&["Moved(3)", "Sensed"]);
        assert_ne!(other.check(1, None), check);
    }
}
