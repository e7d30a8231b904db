//! Table talk as a record keeps it: who said it, when, on which channel,
//! and the text, each after the number of commands carried out before it.
//! Talk changes nothing in the game: it is an annotation of the record
//! ("talk", version 1), so a replay plays the same game with or without
//! it, and a reader that does not know it keeps it unchanged.

use super::Record;
use serde::{Deserialize, Serialize};

/// The annotation's key and the version of its shape.
pub const KEY: &str = "talk";
pub const VERSION: u32 = 1;

/// One line said at a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Talk {
    /// How many commands the game had carried out when it was said.
    pub after: usize,
    /// When, RFC 3339 UTC.
    pub at: String,
    /// The speaker's name as the server knows it (never as typed).
    pub who: String,
    pub channel: Channel,
    /// The line, made harmless before it was kept.
    pub text: String,
}

/// Who reads a line (docs/server.md, "Table talk").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Channel {
    /// The living seats speak; everyone at the table, spectators included,
    /// reads it.
    Table,
    /// Spectators and dead seats; the living read it once the game is over.
    Spectators,
    /// A solo game's watchers (and its player, if they turned it on).
    Watchers,
    /// To one seat: only the two of them read it; the rest of the table
    /// reads that a whisper happened.
    Whisper { to: String },
    /// A public note on the table's map ("7 3 9 12": room 7 has tunnels to
    /// 3, 9 and 12; "7 pit": a pit is said to be in room 7).
    Map,
}

impl Channel {
    /// The channel's short word, for a line's tag.
    pub fn word(&self) -> &'static str {
        match self {
            Channel::Table => "table",
            Channel::Spectators => "spectators",
            Channel::Watchers => "watchers",
            Channel::Whisper { .. } => "whisper",
            Channel::Map => "map",
        }
    }
}

/// A record's talk, in order. An annotation this version cannot read is
/// left out: talk never changes the game.
pub fn talk_of(record: &Record) -> Vec<Talk> {
    (record.annotations.get::<Vec<Talk>>(KEY, VERSION).ok())
        .flatten()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn talk_reads_back_as_written_in_the_annotation() {
        let mut record =
            crate::record::testing::recorded::<crate::engine::classic::Classic>("classic", 3, 2)
                .1
                .snapshot()
                .expect("recordable");
        assert!(talk_of(&record).is_empty());
        let said = vec![
            Talk {
                after: 0,
                at: "2026-12-06T12:00:00Z".into(),
                who: "ann".into(),
                channel: Channel::Whisper { to: "bob".into() },
                text: "psst".into(),
            },
            Talk {
                after: 1,
                at: "2026-12-06T12:00:05Z".into(),
                who: "cy".into(),
                channel: Channel::Spectators,
                text: "gg".into(),
            },
        ];
        record.annotations.set(KEY, VERSION, &said).expect("sets");
        let text = record.to_json().expect("writes");
        let back = Record::parse(&text, std::path::Path::new("r.json")).expect("reads");
        assert_eq!(talk_of(&back), said);
        assert!(text.contains(r#""whisper":{"to":"bob"}"#) || text.contains(r#""whisper": {"#));
        // The talk is not the game: it replays the same.
        crate::record::replay::check(&back).expect("replays");
    }
}
