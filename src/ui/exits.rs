//! The exits list: the map's tunnels in words, always true even where the
//! drawing had to leave a line out.

use crate::engine::RoomId;
use crate::ui::map::{KnownMap, Shown};
use std::cmp::Ordering;

/// One line per room whose tunnels the player knows, in label order: where
/// they lead, a tunnel known to have no way back marked "one-way". A room
/// the player only died in has no known tunnels, so nothing is said of it
/// or of a way back from it.
pub fn lines(map: &KnownMap) -> Vec<String> {
    lines_marked(map, |_| None)
}

/// As `lines`, each room named with the player's own mark on it, if any
/// ("5 pit?"): the list shows the marks the map shows.
pub fn lines_marked(map: &KnownMap, mark: impl Fn(RoomId) -> Option<&'static str>) -> Vec<String> {
    lines_with(map, mark, |_, _| None)
}

/// As `lines_marked`, each way on followed by what `street(from, to)` says
/// of it, if anything (a rule set's odds for that street, with hints on).
pub fn lines_with(
    map: &KnownMap,
    mark: impl Fn(RoomId) -> Option<&'static str>,
    street: impl Fn(RoomId, RoomId) -> Option<String>,
) -> Vec<String> {
    let label = |r: RoomId| {
        let name = map
            .rooms
            .get(r.index())
            .map_or("?", |room| room.label.as_str());
        match mark(r) {
            Some(word) => format!("{name} {word}"),
            None => name.to_string(),
        }
    };
    let mut rooms: Vec<RoomId> = (0..map.rooms.len())
        .map(|i| RoomId(i as u16))
        .filter(|&r| visited(map, r))
        .collect();
    let plain = |r: RoomId| {
        map.rooms
            .get(r.index())
            .map_or("?", |room| room.label.as_str())
    };
    rooms.sort_by(|&a, &b| by_label(plain(a), plain(b)));
    rooms
        .into_iter()
        .map(|r| {
            let words: Vec<String> = ways_from(map, r, label)
                .into_iter()
                .map(|(to, word)| match street(r, to) {
                    Some(said) => format!("{word} {said}"),
                    None => word,
                })
                .collect();
            format!("{} → {}", label(r), words.join(", "))
        })
        .collect()
}

/// The distinct ways on from `room` the player knows, each named by
/// `name` and marked "(itself)" for a tunnel back into it, or "(one-way)"
/// where the room it leads to was visited and has no way back.
pub fn ways_from(
    map: &KnownMap,
    room: RoomId,
    name: impl Fn(RoomId) -> String,
) -> Vec<(RoomId, String)> {
    let exits = map.rooms.get(room.index()).map_or(&[][..], |r| &r.exits);
    let mut out = Vec::new();
    for (k, &to) in exits.iter().enumerate() {
        if exits[..k].contains(&to) {
            continue;
        }
        let back = map
            .rooms
            .get(to.index())
            .is_some_and(|r| r.exits.contains(&room));
        let word = if to == room {
            format!("{} (itself)", name(to))
        } else if visited(map, to) && !back {
            format!("{} (one-way)", name(to))
        } else {
            name(to)
        };
        out.push((to, word));
    }
    out
}

/// A room whose tunnels the player knows: visited, and not only died in.
fn visited(map: &KnownMap, r: RoomId) -> bool {
    map.rooms
        .get(r.index())
        .is_some_and(|room| room.shown >= Shown::Visited && !room.exits.is_empty())
}

/// Numbers by value, then other labels alphabetically.
fn by_label(a: &str, b: &str) -> Ordering {
    match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(x), Ok(y)) => x.cmp(&y),
        (Ok(_), Err(_)) => Ordering::Less,
        (Err(_), Ok(_)) => Ordering::Greater,
        (Err(_), Err(_)) => a.cmp(b),
    }
}
