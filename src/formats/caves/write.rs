//! A cave as caves-file text (docs/rules.md, Grenade): `wumpus cave` prints it,
//! and `parse_caves` reads it back to the same tunnels.

use crate::engine::cave::Cave;
use std::fmt::Write as _;

/// Why a cave cannot be written in the format.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    #[error(
        "the format needs the same number of tunnels in every room, but room {room} has \
         {has} and room {first} has {expected}"
    )]
    UnevenTunnels {
        first: String,
        expected: usize,
        room: String,
        has: usize,
    },
}

/// The text of a caves file holding `cave`: the first line is the number
/// of rooms N, then one line per room, `<n> <t1> ... <tk> <name>`, rooms
/// numbered 0 to N-1 in the cave's order, each room's tunnels in the cave's
/// order (repeats and self-loops as they are).
///
/// The first line gives no tunnel count (the format of docs/rules.md, Grenade:
/// caves files, has none), so a reader learns it from the first room's line; a
/// name that starts like a number would be read as one more tunnel. Such a name
/// (a numbered room's name is its number) is written `room <name>`.
pub fn write_caves(cave: &Cave) -> Result<String, WriteError> {
    let first = cave.room_ids().next();
    let expected = first.map_or(0, |r| cave.tunnels(r).len());
    let mut text = format!("{}\n", cave.rooms());
    for room in cave.room_ids() {
        let tunnels = cave.tunnels(room);
        if tunnels.len() != expected {
            return Err(WriteError::UnevenTunnels {
                first: first.map_or_else(String::new, |f| cave.label(f).to_string()),
                expected,
                room: cave.label(room).to_string(),
                has: tunnels.len(),
            });
        }
        // Writing to a String cannot fail.
        let _ = write!(text, "{}", room.index());
        for t in tunnels {
            let _ = write!(text, " {}", t.index());
        }
        let _ = writeln!(text, " {}", name_for(cave.name(room)));
    }
    Ok(text)
}

/// A name a reader cannot mistake for a tunnel number, on one line.
fn name_for(name: &str) -> String {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let numeric = name
        .trim_start_matches('-')
        .starts_with(|c: char| c.is_ascii_digit());
    if name.is_empty() || numeric {
        format!("room {name}").trim_end().to_string()
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_get_a_word_in_front_and_words_stay() {
        assert_eq!(name_for("7"), "room 7");
        assert_eq!(name_for("-3"), "room -3");
        assert_eq!(name_for("7up"), "room 7up");
        assert_eq!(name_for("The Fountainhead"), "The Fountainhead");
        assert_eq!(name_for("  two\twords "), "two words");
        assert_eq!(name_for(""), "room");
    }

    #[test]
    fn uneven_rooms_are_refused() {
        let Ok(cave) = Cave::numbered("x", &[vec![1], vec![0, 0]]) else {
            panic!("a valid cave");
        };
        assert!(write_caves(&cave).is_err());
    }
}
