//! What the player was told besides the game's own events: commands the
//! rules refused, and lines said about keys. They change nothing in the
//! game, so replaying the commands alone would lose them, yet the player
//! learned from them (a labyrinth's walls are found by bumping into them)
//! and read them in the log. They are kept in the record as an annotation
//! ("asides", version 1), each after the number of commands made before
//! it, and a rebuilt session says them again in their places.

use super::Keeper;
use crate::front::{Adapter, Cmd};
use crate::record::Record;
use crate::words::Tone;
use serde::{Deserialize, Serialize};
use serde_json::Value;

const KEY: &str = "asides";
const VERSION: u32 = 1;

/// One thing said besides the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Aside {
    /// A command the rules refused, as the rule set's serde writes it.
    Refused { after: usize, command: Value },
    /// A line for the log (a key that did nothing, a prompt's refusal).
    Said {
        after: usize,
        tone: String,
        text: String,
    },
}

impl Aside {
    /// How many commands were made before it.
    pub fn after(&self) -> usize {
        match self {
            Aside::Refused { after, .. } | Aside::Said { after, .. } => *after,
        }
    }
}

/// A record's asides, in order. An annotation this version cannot read
/// (newer, or damaged) is left out: they never change the game.
pub(crate) fn asides(record: &Record) -> Vec<Aside> {
    record
        .annotations
        .get::<Vec<Aside>>(KEY, VERSION)
        .ok()
        .flatten()
        .unwrap_or_default()
}

pub(crate) fn tone_word(tone: Tone) -> &'static str {
    match tone {
        Tone::Info => "info",
        Tone::Warning => "warning",
        Tone::Danger => "danger",
        Tone::Good => "good",
        Tone::Secret => "secret",
    }
}

pub(crate) fn tone_of(word: &str) -> Tone {
    match word {
        "warning" => Tone::Warning,
        "danger" => Tone::Danger,
        "good" => Tone::Good,
        "secret" => Tone::Secret,
        _ => Tone::Info,
    }
}

impl<A: Adapter> Keeper<A> {
    /// The rules refused `command`: kept, so a rebuilt game learns what
    /// the player learned from it.
    pub fn refused(&mut self, command: &Cmd<A>) {
        if let Ok(command) = serde_json::to_value(command) {
            self.aside(|after| Aside::Refused { after, command });
        }
    }

    /// A line was said to the player besides the game's events.
    pub fn said(&mut self, tone: Tone, text: &str) {
        let (tone, text) = (tone_word(tone).to_string(), text.to_string());
        self.aside(|after| Aside::Said { after, tone, text });
    }

    fn aside(&mut self, make: impl FnOnce(usize) -> Aside) {
        if self.ended || self.recorder.is_none() {
            return;
        }
        let aside = make(self.commands());
        self.asides.push(aside);
        if let Some(r) = &mut self.recorder {
            // A list of plain data always serializes.
            let _ = r.annotations_mut().set(KEY, VERSION, &self.asides);
        }
        // Only once the game has begun: a save of a game with no command
        // would take the save slot for nothing.
        if self.commands() > 0 {
            self.offer();
        }
    }
}
