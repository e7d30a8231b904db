//! Pointing a problem with a variant's knobs at the value that causes it.
//! A problem comes with the knobs whose values together make the variant
//! impossible, most to blame first. The error names the first of them the
//! newest file touching the variant set, at that value; failing that, one
//! an older file set, or (all defaults) the first, at the newest file's
//! header, with a note saying where that value comes from.

use super::error::{ConfigError, Location};
use super::merged::Merged;

/// Why a variant's knobs cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Problem {
    /// The knobs whose values together cause it, most to blame first.
    pub keys: Vec<&'static str>,
    pub reason: String,
}

impl Problem {
    pub fn among(keys: &[&'static str], reason: String) -> Problem {
        Problem {
            keys: keys.to_vec(),
            reason,
        }
    }
}

/// Count knobs that add up to too much, biggest share first (ties keep
/// the order given); a knob adding nothing is not to blame.
pub(super) fn biggest_first(parts: &[(&'static str, u64)]) -> Vec<&'static str> {
    let mut parts: Vec<(&'static str, u64)> =
        parts.iter().copied().filter(|&(_, n)| n > 0).collect();
    parts.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    parts.into_iter().map(|(key, _)| key).collect()
}

impl Merged {
    fn is_fresh(&self, name: &str) -> bool {
        self.get(name)
            .is_some_and(|s| s.source >= self.header_source)
    }

    /// Where to point for `key`, and a note for the message. Set by the
    /// newest file touching this variant: its value. Set only by an older
    /// file, or not at all: the newest file's header, because it is that
    /// file's changes (to the cave, say) that broke the older setting or
    /// the default; the note says which.
    fn blame(&self, key: &str, shown: &[(String, String)]) -> (Location, String) {
        let value = shown
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str());
        match (self.get(key), value) {
            (Some(s), _) if s.source >= self.header_source => (s.value_at.clone(), String::new()),
            (Some(s), Some(v)) => (
                self.header.clone(),
                format!(" ({key} = {v} is set at {})", s.value_at),
            ),
            (Some(s), None) => (
                self.header.clone(),
                format!(" ({key} is set at {})", s.value_at),
            ),
            (None, Some(v)) => (self.header.clone(), format!(" ({key} is {v} by default)")),
            (None, None) => (self.header.clone(), String::new()),
        }
    }

    /// The first problem in `problems`, pointed at: of several, one that a
    /// setting of the newest file caused says most plainly what to fix.
    /// `shown` holds every key's value in force, for the notes.
    pub fn judge(
        &self,
        problems: &[Problem],
        shown: &[(String, String)],
    ) -> Result<(), ConfigError> {
        let fresh = problems.iter().find_map(|p| {
            let key = p.keys.iter().copied().find(|k| self.is_fresh(k))?;
            Some((p, Some(key)))
        });
        let first = || {
            let p = problems.first()?;
            let set = p.keys.iter().copied().find(|k| self.get(k).is_some());
            Some((p, set.or(p.keys.first().copied())))
        };
        match fresh.or_else(first) {
            Some((p, Some(key))) => {
                let (at, note) = self.blame(key, shown);
                Err(ConfigError::invalid(
                    at,
                    format!("{key}: {}{note}", p.reason),
                ))
            }
            Some((p, None)) => Err(ConfigError::invalid(self.header.clone(), p.reason.clone())),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::knobs::Value;
    use crate::config::layer::Setting;

    #[test]
    fn biggest_share_first_ties_in_order_zeros_dropped() {
        let parts = [("pits", 2), ("bats", 9), ("wumpi", 2), ("termites", 0)];
        assert_eq!(biggest_first(&parts), ["bats", "pits", "wumpi"]);
    }

    fn at(line: usize, column: usize) -> Location {
        Location {
            path: "mine.toml".into(),
            line,
            column,
        }
    }

    fn problem() -> Vec<Problem> {
        vec![Problem::among(&["pits", "bats"], "too many".into())]
    }

    fn shown() -> Vec<(String, String)> {
        vec![("pits".into(), "2".into()), ("bats".into(), "9".into())]
    }

    fn bats(source: usize) -> Setting {
        Setting {
            name: "bats",
            value: Value::Count(9),
            key_at: at(3, 1),
            value_at: at(3, 8),
            source,
        }
    }

    fn judged(m: &Merged) -> Option<String> {
        m.judge(&problem(), &shown()).err().map(|e| e.to_string())
    }

    #[test]
    fn a_knob_the_newest_file_set_is_blamed_at_its_value() {
        let m = Merged::typed(at(1, 1), 1, vec![bats(1)]);
        assert_eq!(judged(&m).as_deref(), Some("mine.toml:3:8: bats: too many"));
    }

    #[test]
    fn a_knob_an_older_file_set_is_blamed_at_the_header_with_its_place() {
        let m = Merged::typed(at(7, 1), 2, vec![bats(1)]);
        assert_eq!(
            judged(&m).as_deref(),
            Some("mine.toml:7:1: bats: too many (bats = 9 is set at mine.toml:3:8)")
        );
    }

    #[test]
    fn when_every_culprit_is_a_default_the_header_says_the_default_value() {
        let m = Merged::typed(at(4, 1), 0, Vec::new());
        assert_eq!(
            judged(&m).as_deref(),
            Some("mine.toml:4:1: pits: too many (pits is 2 by default)")
        );
    }
}
