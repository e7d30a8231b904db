//! The table's map: public notes any living seat writes on one map the
//! whole table shares (Hidden Wumpus's "larger piece of paper at the
//! center of the table"), each with who wrote it. A note says a room's
//! tunnels ("7 3 9 12": room 7 has tunnels to 3, 9 and 12) or what is said
//! to be in it ("7 pit"). A rule set's map draws them beside the seat's own
//! knowledge, in a style of their own (`Talks::table_notes`); the notes
//! are talk (`record::Channel::Map`), kept in the record with the rest.

/// What a note says is in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    Pit,
    Bats,
    Wumpus,
    /// Nothing there: the room is said to be safe.
    Safe,
}

impl Said {
    const ALL: [(Said, &'static str); 4] = [
        (Said::Pit, "pit"),
        (Said::Bats, "bats"),
        (Said::Wumpus, "wumpus"),
        (Said::Safe, "safe"),
    ];

    pub fn word(self) -> &'static str {
        Said::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("", |(_, w)| w)
    }

    fn of(word: &str) -> Option<Said> {
        let word = word.to_ascii_lowercase();
        let word = word.trim_end_matches('?');
        Said::ALL
            .iter()
            .find(|(_, w)| *w == word || (word.len() >= 3 && w.starts_with(word)))
            .map(|(s, _)| *s)
    }
}

/// One public note on the table's map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapNote {
    /// Who wrote it (the server's name for them).
    pub who: String,
    /// The room's label, as the rule set's map numbers rooms.
    pub room: u16,
    /// Rooms it is said to have tunnels to.
    pub links: Vec<u16>,
    pub said: Option<Said>,
}

impl MapNote {
    /// A note from its text ("7 3 9 12", "7: 3, 9, 12", "7 pit"), or why
    /// the text is not one. Rooms are numbers from 1 to `rooms`.
    pub fn parse(who: &str, text: &str, rooms: u16) -> Result<MapNote, String> {
        let usage = "A map note is a room and its tunnels (7 3 9 12) or what is in it (7 pit, bats, wumpus, safe).";
        let mut words = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ':')
            .filter(|w| !w.is_empty());
        let room_of = |w: &str| -> Result<u16, String> {
            match w.parse::<u16>() {
                Ok(n) if (1..=rooms).contains(&n) => Ok(n),
                _ => Err(format!(
                    "{} is not a room: rooms are 1 to {rooms}.",
                    shown(w)
                )),
            }
        };
        let room = room_of(words.next().ok_or(usage)?)?;
        let rest: Vec<&str> = words.collect();
        if rest.is_empty() {
            return Err(usage.into());
        }
        if let [word] = rest.as_slice()
            && let Some(said) = Said::of(word)
        {
            return Ok(MapNote {
                who: who.to_string(),
                room,
                links: Vec::new(),
                said: Some(said),
            });
        }
        let mut links = Vec::new();
        for w in rest {
            let to = room_of(w)?;
            if to == room {
                return Err(format!("Room {room} cannot have a tunnel to itself."));
            }
            if !links.contains(&to) {
                links.push(to);
            }
        }
        if links.len() > 8 {
            return Err("A room has at most 8 tunnels on a note.".into());
        }
        Ok(MapNote {
            who: who.to_string(),
            room,
            links,
            said: None,
        })
    }

    /// The note as the talk keeps it: the shortest text `parse` reads back.
    pub fn text(&self) -> String {
        match self.said {
            Some(said) => format!("{} {}", self.room, said.word()),
            None => {
                let links: Vec<String> = self.links.iter().map(u16::to_string).collect();
                format!("{} {}", self.room, links.join(" "))
            }
        }
    }

    /// The note in words, for the log and the talk pane.
    pub fn words(&self) -> String {
        match self.said {
            Some(Said::Safe) => format!("room {} is safe", self.room),
            Some(said) => format!("room {}: {}", self.room, said.word()),
            None => {
                let links: Vec<String> = self.links.iter().map(u16::to_string).collect();
                format!("room {} has tunnels to {}", self.room, links.join(", "))
            }
        }
    }
}

/// A word from a refused note, short and printable, for the reason.
fn shown(word: &str) -> String {
    let short: String = word.chars().take(8).filter(|c| !c.is_control()).collect();
    format!("{short:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_says_a_rooms_tunnels_or_what_is_in_it_and_reads_back_from_its_text() {
        let n = MapNote::parse("ann", "7: 3, 9, 12", 20).expect("a note");
        assert_eq!((n.room, n.links.clone(), n.said), (7, vec![3, 9, 12], None));
        assert_eq!(n.words(), "room 7 has tunnels to 3, 9, 12");
        assert_eq!(MapNote::parse("ann", &n.text(), 20), Ok(n));
        let p = MapNote::parse("bob", "4 pit?", 20).expect("a note");
        assert_eq!(p.said, Some(Said::Pit));
        assert_eq!(p.words(), "room 4: pit");
        assert_eq!(MapNote::parse("bob", &p.text(), 20), Ok(p));
    }

    #[test]
    fn a_note_outside_the_cave_or_without_content_is_refused_with_its_reason() {
        assert_eq!(
            MapNote::parse("a", "21 3", 20),
            Err("\"21\" is not a room: rooms are 1 to 20.".into())
        );
        assert!(MapNote::parse("a", "7", 20).is_err());
        assert!(MapNote::parse("a", "", 20).is_err());
        assert!(MapNote::parse("a", "7 7", 20).is_err());
        assert!(MapNote::parse("a", "7 \u{1b}[2J", 20).is_err());
    }
}
