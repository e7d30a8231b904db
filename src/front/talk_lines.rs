//! A line of a table's talk in words, as a screen shows it: one wording
//! for the table's screens (`serve::talk::hear` picks who reads what) and
//! for a replay (`playback`), so a replay shows the table as it was.

use super::table_map::MapNote;
use crate::record::{Channel, Talk};
use crate::words::Tone;

/// How a reader reads a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// The words, as everyone on its channel reads them.
    Said,
    /// A whisper's words, by its sender.
    Sent,
    /// A whisper's words, by the seat whispered to.
    Got,
    /// A whisper's words, overheard: a replay with the truth shown.
    Overheard,
    /// That a whisper happened, not what it said.
    Noticed,
}

/// `line` as `read` reads it.
pub fn words(line: &Talk, read: Read) -> (Tone, String) {
    let (who, text) = (&line.who, &line.text);
    match (&line.channel, read) {
        (Channel::Whisper { to }, Read::Sent) => {
            (Tone::Warning, format!("you whisper to {to}: {text}"))
        }
        (Channel::Whisper { .. }, Read::Got) => {
            (Tone::Warning, format!("{who} whispers to you: {text}"))
        }
        (Channel::Whisper { to }, Read::Overheard) => {
            (Tone::Secret, format!("{who} whispers to {to}: {text}"))
        }
        (Channel::Whisper { to }, _) => (Tone::Info, format!("{who} whispered to {to}.")),
        (Channel::Table, _) => (Tone::Info, format!("{who}: {text}")),
        (Channel::Map, _) => {
            let words =
                MapNote::parse(who, text, u16::MAX).map_or_else(|_| text.clone(), |n| n.words());
            (
                Tone::Good,
                format!("{who} notes on the table's map: {words}"),
            )
        }
        (Channel::Spectators, _) => (Tone::Secret, format!("[spectators] {who}: {text}")),
        (Channel::Watchers, _) => (Tone::Secret, format!("[watchers] {who}: {text}")),
    }
}

/// A line as a replay shows it: whispers' words only with the truth shown.
pub fn replayed(line: &Talk, revealed: bool) -> (Tone, String) {
    let read = match (&line.channel, revealed) {
        (Channel::Whisper { .. }, true) => Read::Overheard,
        (Channel::Whisper { .. }, false) => Read::Noticed,
        _ => Read::Said,
    };
    words(line, read)
}
