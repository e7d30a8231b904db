//! A solo game's watchers' channel (docs/server.md, "Table talk"): its
//! watchers talk among themselves, and with the player once the player
//! turns it on. Every line is made harmless and counted against its
//! speaker's allowance, as a table's are.

use crate::record::{Channel, Talk, Utc};
use crate::serve::talk::{clean::clean, rate::Allowance, same_name};
use std::collections::VecDeque;
use std::time::Instant;

/// Lines the channel keeps for a screen that comes to it late.
const KEPT: usize = 500;

#[derive(Default)]
pub struct WatchTalk {
    lines: VecDeque<Talk>,
    /// Lines ever said: the last of `lines` is number `said - 1`.
    said: usize,
    allowances: Vec<(String, Allowance)>,
}

impl WatchTalk {
    /// `who` (the server's name for them) said `typed`.
    pub fn say(&mut self, who: &str, typed: &str, now: Instant) -> Result<(), String> {
        let text = clean(typed)?;
        let at = match self.allowances.iter().position(|(n, _)| same_name(n, who)) {
            Some(at) => at,
            None => {
                self.allowances.push((who.to_string(), Allowance::new(now)));
                self.allowances.len() - 1
            }
        };
        self.allowances[at].1.take(now)?;
        self.lines.push_back(Talk {
            after: 0,
            at: Utc::now().rfc3339(),
            who: who.to_string(),
            channel: Channel::Watchers,
            text,
        });
        if self.lines.len() > KEPT {
            self.lines.pop_front();
        }
        self.said += 1;
        Ok(())
    }

    /// The lines said since a reader had read `read` of them, and how
    /// many there are now. A reader too far behind gets those still kept.
    pub fn since(&self, read: usize) -> (Vec<Talk>, usize) {
        let kept_from = self.said - self.lines.len();
        let skip = read.saturating_sub(kept_from).min(self.lines.len());
        (self.lines.iter().skip(skip).cloned().collect(), self.said)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::talk::rate::BURST;

    /// A line is kept cleaned and under its speaker's name; a reader
    /// gets only what it has not read.
    #[test]
    fn a_line_reaches_readers_cleaned_and_once() {
        let mut talk = WatchTalk::default();
        let now = Instant::now();
        talk.say("bob", "hi \u{1b}]0;owned\u{7}there\u{7}", now)
            .expect("said");
        let (lines, read) = talk.since(0);
        assert_eq!(read, 1);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].who, "bob");
        assert_eq!(lines[0].channel, Channel::Watchers);
        assert!(!lines[0].text.contains('\u{1b}') && !lines[0].text.contains('\u{7}'));
        assert!(talk.since(read).0.is_empty(), "read once");
    }

    /// A burst past the allowance is refused with a reason, per speaker.
    #[test]
    fn a_burst_is_refused_per_speaker() {
        let mut talk = WatchTalk::default();
        let now = Instant::now();
        for i in 0..BURST {
            talk.say("bob", &format!("line {i}"), now)
                .expect("within the burst");
        }
        let refused = talk.say("bob", "one more", now).expect_err("over");
        assert!(refused.starts_with("Slow down"), "{refused}");
        talk.say("cy", "mine", now)
            .expect("another speaker's own allowance");
    }

    /// The channel keeps its last lines; a reader far behind gets those.
    #[test]
    fn a_late_reader_gets_the_kept_lines() {
        let mut talk = WatchTalk::default();
        let mut now = Instant::now();
        for i in 0..KEPT + 10 {
            now += std::time::Duration::from_secs(1);
            talk.say("bob", &format!("line {i}"), now).expect("said");
        }
        let (lines, read) = talk.since(0);
        assert_eq!(read, KEPT + 10);
        assert_eq!(lines.len(), KEPT);
        assert_eq!(lines[0].text, "line 10");
        assert_eq!(talk.since(KEPT + 5).0.len(), 5);
    }
}
