//! Table talk (docs/server.md, "Table talk"): what a person types at a
//! table, what it asks for (a line, a whisper, a note on the table's map,
//! a mute), and who reads each line said. A line is made harmless
//! (`clean`) and counted against its speaker's allowance (`rate`) before
//! anyone sees it; the name on it is the server's, never typed.
//!
//! The channels: the table's (the living seats speak; everyone reads,
//! spectators too), the spectators' (spectators and dead seats; the
//! living read it once the game is over, so what the dead know cannot
//! help them), whispers (the two of them read the words, the rest that a
//! whisper happened) and the table's map notes (public, with who wrote
//! them).

pub mod clean;
pub mod rate;

use crate::front::talk_lines::{Read, words};
use crate::record::{Channel, Talk};
use crate::words::Tone;

/// The longest name a command names (`/w NAME`), in characters.
const NAME_MAX: usize = 32;

/// What a typed line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed<'a> {
    /// A line for the channel the speaker speaks on.
    Say(&'a str),
    /// `/w NAME text`: to one seat.
    Whisper {
        to: &'a str,
        text: &'a str,
    },
    /// `/map 7 3 9 12`, `/map 7 pit`: a note on the table's map.
    Note(&'a str),
    /// `/mute NAME`, `/unmute NAME`: for oneself alone.
    Mute(&'a str),
    Unmute(&'a str),
    /// `/kick NAME`: the opener sends a spectator away.
    Kick(&'a str),
    /// `/ready`: as the ready key.
    Ready,
    /// `/help`: the commands, on one's own screen.
    Help,
}

/// The commands, as `/help` says them.
pub const HELP: &str = "Talk: a line goes to the table (the spectators' channel once you are dead or watching). /w NAME text whispers to one seat · @NAME asks a bot · /map 7 3 9 12 notes room 7's tunnels, /map 7 pit what is in it · /mute NAME, /unmute NAME · /kick NAME (the opener, a spectator) · /ready.";

/// What `line` asks for, or why it is not a command.
pub fn typed(line: &str) -> Result<Typed<'_>, String> {
    let line = line.trim();
    let Some(command) = line.strip_prefix('/') else {
        return Ok(Typed::Say(line));
    };
    let (word, rest) = command
        .split_once(char::is_whitespace)
        .unwrap_or((command, ""));
    let rest = rest.trim();
    let name = |what: &str| -> Result<&str, String> {
        let name = rest.split_whitespace().next().unwrap_or("");
        if name.is_empty() || name.chars().count() > NAME_MAX {
            Err(format!("/{what} needs a name: /{what} NAME."))
        } else {
            Ok(name)
        }
    };
    match word.to_ascii_lowercase().as_str() {
        "w" | "whisper" | "msg" => {
            let to = name("w")?;
            let text = rest[to.len()..].trim();
            if text.is_empty() {
                return Err("A whisper needs words: /w NAME text.".into());
            }
            Ok(Typed::Whisper { to, text })
        }
        "map" | "mark" | "note" => Ok(Typed::Note(rest)),
        "mute" => name("mute").map(Typed::Mute),
        "unmute" => name("unmute").map(Typed::Unmute),
        "kick" => name("kick").map(Typed::Kick),
        "ready" => Ok(Typed::Ready),
        "help" | "?" => Ok(Typed::Help),
        _ => Err(format!(
            "/{} is not a talk command: /help lists them.",
            word.chars()
                .take(NAME_MAX)
                .filter(|c| !c.is_control())
                .collect::<String>()
        )),
    }
}

/// Whether two names are one: case, spaces and punctuation aside (`@bot3`
/// asks "Bot 3").
pub fn same_name(a: &str, b: &str) -> bool {
    let key = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let (a, b) = (key(a), key(b));
    !a.is_empty() && a == b
}

/// Who reads: their name, whether they sit at the table living, and
/// whether the game is over.
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a> {
    pub name: &'a str,
    /// A seat that is still in the game (not a spectator, not dead).
    pub living: bool,
    pub over: bool,
}

/// What a reader gets of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// This, now.
    Now(Tone, String),
    /// Not until the game is over or the reader is out of it.
    Later,
}

/// What `me` reads of `line`.
pub fn hear(line: &Talk, me: Reader<'_>) -> Heard {
    let read = match &line.channel {
        Channel::Spectators if me.living && !me.over => return Heard::Later,
        Channel::Whisper { .. } if me.name == line.who => Read::Sent,
        Channel::Whisper { to } if me.name == to => Read::Got,
        Channel::Whisper { .. } => Read::Noticed,
        _ => Read::Said,
    };
    let (tone, text) = words(line, read);
    Heard::Now(tone, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(who: &str, channel: Channel, text: &str) -> Talk {
        Talk {
            after: 0,
            at: String::new(),
            who: who.into(),
            channel,
            text: text.into(),
        }
    }

    const LIVING: Reader<'static> = Reader {
        name: "ann",
        living: true,
        over: false,
    };
    const SPECTATOR: Reader<'static> = Reader {
        name: "cy",
        living: false,
        over: false,
    };

    #[test]
    fn typed_lines_are_lines_or_commands_and_an_unknown_command_says_so() {
        assert_eq!(typed("hello /w"), Ok(Typed::Say("hello /w")));
        assert_eq!(
            typed("/w bob  meet in 7"),
            Ok(Typed::Whisper {
                to: "bob",
                text: "meet in 7"
            })
        );
        assert!(typed("/w bob").is_err());
        assert_eq!(typed("/map 7 3 9 12"), Ok(Typed::Note("7 3 9 12")));
        assert_eq!(typed("/MUTE cy"), Ok(Typed::Mute("cy")));
        assert!(typed("/mute").is_err());
        assert_eq!(typed("/ready"), Ok(Typed::Ready));
        assert!(typed("/\u{1b}[2Jx").unwrap_err().starts_with("/[2Jx"));
    }

    #[test]
    fn names_match_whatever_their_case_and_spacing() {
        assert!(same_name("@bot3", "Bot 3"));
        assert!(!same_name("bot3", "bot 33"));
        assert!(!same_name("", ""));
    }

    #[test]
    fn the_table_channel_reaches_everyone_and_the_spectators_waits_for_the_living() {
        let table = said("ann", Channel::Table, "I am human");
        assert!(matches!(hear(&table, SPECTATOR), Heard::Now(_, t) if t == "ann: I am human"));
        assert!(matches!(hear(&table, LIVING), Heard::Now(..)));
        let spectators = said("cy", Channel::Spectators, "ann is the wumpus");
        assert_eq!(hear(&spectators, LIVING), Heard::Later);
        assert!(matches!(hear(&spectators, SPECTATOR), Heard::Now(..)));
        let over = Reader {
            over: true,
            ..LIVING
        };
        assert!(matches!(hear(&spectators, over), Heard::Now(..)));
        let dead = Reader {
            living: false,
            ..LIVING
        };
        assert!(matches!(hear(&spectators, dead), Heard::Now(..)));
    }

    #[test]
    fn a_whisper_is_read_by_its_two_and_the_rest_read_that_it_happened() {
        let w = said("ann", Channel::Whisper { to: "bob".into() }, "shoot 7");
        let bob = Reader {
            name: "bob",
            ..LIVING
        };
        assert!(matches!(hear(&w, bob), Heard::Now(_, t) if t.contains("shoot 7")));
        assert!(matches!(hear(&w, LIVING), Heard::Now(_, t) if t.contains("shoot 7")));
        let dee = Reader {
            name: "dee",
            ..LIVING
        };
        assert!(matches!(hear(&w, dee), Heard::Now(_, t) if t == "ann whispered to bob."));
        assert!(matches!(hear(&w, SPECTATOR), Heard::Now(_, t) if !t.contains("shoot")));
    }

    #[test]
    fn a_name_on_a_line_is_the_speakers_never_one_typed() {
        // Typing another's name makes a line of one's own that says it.
        let line = said("ann", Channel::Table, "bob: I am the wumpus");
        assert!(matches!(hear(&line, SPECTATOR), Heard::Now(_, t) if t.starts_with("ann: ")));
    }
}
