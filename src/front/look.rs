//! The look cursor and travel (docs/playing.md, "Looking and travel").
//!
//! `;` puts a cursor on the map; the panel under the map says all the
//! player knows of the room under it, from the map the player's screen
//! draws (which holds only what they know, and hidden things only in
//! cheat mode) and the rule set's own notes (`Looks`). Enter there, or
//! `m` and a label that is not next door, travels: one real move at a
//! time, each a command like a key's, along the shortest way the player
//! knows to be safe.
//!
//! Known safe, decided here for every rule set: a step is taken only from
//! a room where the player feels nothing (then no hazard is in any room
//! next door), it goes only through rooms the player has visited, the
//! target may be a room they have only seen, and never into a room they
//! marked dangerous or met a hazard in. Travel stops at once when anything
//! is felt, when a step brings any news (a line that is not plain
//! narration), when the player is not where the step went, when the game
//! ends or the turn passes to another seat, and at any key.

use super::Plays;
use crate::engine::RoomId;
use crate::keymap::Action;
use crate::ui::look::Looked;
use crate::ui::map::{KnownMap, Shown};
use crate::ui::theme::Role;
use std::collections::VecDeque;
use std::time::Duration;

/// The wait between two steps of travel: long enough to see each step.
pub const PACE: Duration = Duration::from_millis(150);

/// What a rule set gives the look cursor and travel. Every item has a
/// default: a rule set without them has neither.
pub trait Looks: Plays {
    /// The map the look cursor goes over, as the player's screen draws it
    /// now; `None`: no look cursor here.
    fn look_map<'a>(&'a self, _game: &'a Self::Game) -> Option<&'a KnownMap> {
        None
    }
    /// Where the player knows `room`'s tunnels lead, for travel; `None`:
    /// as the map draws them (its rooms' exits).
    fn ways_from(&self, _game: &Self::Game, _room: RoomId) -> Option<Vec<RoomId>> {
        None
    }
    /// The whole name of `room`, where the map draws it cut short;
    /// `None`: the map's label is whole.
    fn look_name(&self, _game: &Self::Game, _room: RoomId) -> Option<String> {
        None
    }
    /// What the player knows of `room` besides the map's rooms and
    /// tunnels: what they felt or met there, the odds while hints are on
    /// (the same figures the hints show elsewhere).
    fn look_notes(&self, _game: &Self::Game, _room: RoomId) -> Vec<(Role, String)> {
        Vec::new()
    }
    /// The command that walks from the player's room into `room` next
    /// door, for travel; `None`: no such step (or no travel here).
    fn step_into(&self, _game: &Self::Game, _room: RoomId) -> Option<super::Cmd<Self>> {
        None
    }
    /// What the player feels where they stand, in words ("a draft");
    /// `None` when nothing. Travel steps only while nothing is felt.
    fn felt_here(&self, _game: &Self::Game) -> Option<String> {
        None
    }
    /// The room a key asked to travel to (`m` and a label that is not
    /// next door), taken once.
    fn take_travel(&mut self) -> Option<RoomId> {
        None
    }
    /// Whether the player knows the way from `from` to `to` is safe to
    /// take (a rule set may learn a way's danger only once both its ends
    /// are visited); every known way is, unless a rule set says not.
    fn safe_way(&self, _game: &Self::Game, _from: RoomId, _to: RoomId) -> bool {
        true
    }
    /// Whether a step of travel that saw `events` brought news that stops
    /// it; `None`: whatever the log says that is not plain narration.
    fn news(&self, _game: &Self::Game, _events: &[super::Ev<Self>]) -> Option<bool> {
        None
    }
    /// Whether the player met a hazard in `room` (their notes say so).
    fn met_danger(&self, _game: &Self::Game, _room: RoomId) -> bool {
        false
    }

    // A look cursor of the rule set's own, over a map that is no graph of
    // rooms (a grid of cells): the rule set keeps and draws the cursor,
    // the session gives it the keys and shows its words in the look panel.

    /// Whether the rule set has a look cursor of its own now (then
    /// `look_map` is not asked).
    fn own_look(&self, _game: &Self::Game) -> bool {
        false
    }
    /// `;`: the cursor, where the player stands.
    fn own_look_start(&mut self, _game: &Self::Game) {}
    /// An arrow key while looking: the cursor moves that way.
    fn own_look_move(&mut self, _game: &Self::Game, _toward: Action) {}
    /// What the player knows of the spot under the cursor; `None`:
    /// nothing.
    fn own_looked(&self, _game: &Self::Game) -> Option<Looked> {
        None
    }
    /// Enter while looking: why there is no travel from this cursor.
    fn own_no_travel(&self) -> String {
        "There is no travel in this game.".to_string()
    }
    /// Looking ends: the cursor goes.
    fn own_look_end(&mut self) {}
}

/// The look cursor, while it is on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looking {
    pub cursor: Option<RoomId>,
}

/// Travel under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Travel {
    pub to: RoomId,
    /// The target's name, for the log.
    pub name: String,
    /// The seat travelling: when the turn passes on, travel ends.
    pub seat: Option<crate::engine::Seat>,
}

fn shown(map: &KnownMap, room: RoomId) -> Shown {
    map.rooms
        .get(room.index())
        .map_or(Shown::Hidden, |r| r.shown)
}

/// Where the map knows `room`'s tunnels lead.
pub fn exits(map: &KnownMap, room: RoomId) -> Vec<RoomId> {
    map.rooms
        .get(room.index())
        .map_or_else(Vec::new, |r| r.exits.clone())
}

/// The map's label of `room`.
pub fn label(map: &KnownMap, room: RoomId) -> String {
    map.rooms
        .get(room.index())
        .map_or_else(|| "?".to_string(), |r| r.label.clone())
}

/// The rooms whose tunnels the player knows lead into `room`.
fn known_from(map: &KnownMap, room: RoomId) -> Vec<RoomId> {
    (0..map.rooms.len())
        .map(|i| RoomId(i as u16))
        .filter(|&r| r != room && shown(map, r) >= Shown::Visited)
        .filter(|&r| map.rooms[r.index()].exits.contains(&room))
        .collect()
}

/// What the map says of `room`: its name, how the player knows it, and
/// its known ways on, each room named by `name`. `None` for a room the
/// map does not show.
pub fn looked(map: &KnownMap, room: RoomId, name: impl Fn(RoomId) -> String) -> Option<Looked> {
    let how = match shown(map, room) {
        Shown::Hidden => return None,
        Shown::CheatOnly => (
            Role::Cheat,
            "[cheat] You do not know this room: cheat mode shows it.".to_string(),
        ),
        Shown::Here => (Role::Player, "You are here.".to_string()),
        Shown::Visited => (Role::Visited, "You have been here.".to_string()),
        Shown::Seen => {
            let from: Vec<String> = known_from(map, room).into_iter().map(&name).collect();
            let text = match from.as_slice() {
                [] => "You have not been here.".to_string(),
                _ => format!(
                    "You have not been here; you know a way here from {}.",
                    from.join(", ")
                ),
            };
            (Role::Muted, text)
        }
    };
    let mut lines = vec![how];
    // Cheat mode's truth, as the map draws it beside the room.
    let truth: String = map
        .rooms
        .get(room.index())
        .map(|r| {
            (r.marks.iter())
                .filter(|m| m.role == Role::Cheat)
                .map(|m| m.text)
                .collect()
        })
        .unwrap_or_default();
    if !truth.is_empty() {
        lines.push((Role::Cheat, format!("[cheat] hidden here: {truth}")));
    }
    if shown(map, room) >= Shown::Visited {
        let ways: Vec<String> = crate::ui::exits::ways_from(map, room, &name)
            .into_iter()
            .map(|(_, word)| word)
            .collect();
        if !ways.is_empty() {
            lines.push((Role::Normal, format!("Ways on: {}", ways.join(", "))));
        }
    }
    Some(Looked {
        name: name(room),
        lines,
    })
}

/// The shortest way the player knows to be safe from their room to `to`
/// (the rooms to enter, in order), or why there is none. `ways`: where
/// the player knows a room's tunnels lead; `unsafe_room`:
/// the rooms the player marked dangerous or met a hazard in; `safe_way`:
/// whether the player knows a tunnel (from, to) is safe to take.
pub fn route(
    map: &KnownMap,
    to: RoomId,
    ways: impl Fn(RoomId) -> Vec<RoomId>,
    unsafe_room: impl Fn(RoomId) -> bool,
    safe_way: impl Fn(RoomId, RoomId) -> bool,
) -> Result<Vec<RoomId>, String> {
    let target = label(map, to);
    let Some(here) = map.here() else {
        return Err("You are nowhere on the map you know.".to_string());
    };
    if here == to {
        return Err(format!("You are in {target} already."));
    }
    if shown(map, to) < Shown::Seen {
        return Err("You know no such room: travel goes only to rooms on your map.".to_string());
    }
    if unsafe_room(to) {
        return Err(format!(
            "You will not travel into {target}: your notes or marks say it is dangerous."
        ));
    }
    // Breadth first over the tunnels the player knows, entering only
    // visited rooms that are not unsafe, and the target.
    let n = map.rooms.len();
    let mut came: Vec<Option<RoomId>> = vec![None; n];
    let mut queue = VecDeque::from([here]);
    let mut seen = vec![false; n];
    if let Some(s) = seen.get_mut(here.index()) {
        *s = true;
    }
    while let Some(at) = queue.pop_front() {
        for next in ways(at) {
            if seen.get(next.index()).copied().unwrap_or(true) {
                continue;
            }
            let open = next == to || (shown(map, next) >= Shown::Visited && !unsafe_room(next));
            if !open || !safe_way(at, next) {
                continue;
            }
            seen[next.index()] = true;
            came[next.index()] = Some(at);
            if next == to {
                let mut path = vec![to];
                let mut back = at;
                while back != here {
                    path.push(back);
                    back = came[back.index()].unwrap_or(here);
                }
                path.reverse();
                return Ok(path);
            }
            queue.push_back(next);
        }
    }
    Err(format!(
        "You know no safe way to {target}: travel goes only through rooms you have visited \
and know no hazard in."
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::map::MapRoom;

    /// A map of `links` (from, to) with rooms `visited` and the player in
    /// room 0.
    fn map(n: usize, links: &[(u16, u16)], visited: &[u16]) -> KnownMap {
        let mut rooms = vec![MapRoom::default(); n];
        for (i, r) in rooms.iter_mut().enumerate() {
            r.label = format!("R{i}");
        }
        for &v in visited {
            rooms[usize::from(v)].shown = Shown::Visited;
            for &(a, b) in links {
                if a == v {
                    rooms[usize::from(v)].exits.push(RoomId(b));
                    let far = &mut rooms[usize::from(b)];
                    far.shown = far.shown.max(Shown::Seen);
                }
            }
        }
        rooms[0].shown = Shown::Here;
        KnownMap {
            rooms,
            ..KnownMap::default()
        }
    }

    fn two_way(pairs: &[(u16, u16)]) -> Vec<(u16, u16)> {
        pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect()
    }

    #[test]
    fn travel_takes_the_shortest_way_through_visited_rooms() {
        // 0-1-2-3 and a shortcut 0-4-3 through room 4, never visited.
        let links = two_way(&[(0, 1), (1, 2), (2, 3), (0, 4), (4, 3), (3, 5)]);
        let m = map(6, &links, &[0, 1, 2, 3]);
        assert_eq!(
            route(&m, RoomId(5), |r| exits(&m, r), |_| false, |_, _| true),
            Ok(vec![RoomId(1), RoomId(2), RoomId(3), RoomId(5)])
        );
        // Once room 4 is visited, the shortcut is the way.
        let m = map(6, &links, &[0, 1, 2, 3, 4]);
        assert_eq!(
            route(&m, RoomId(5), |r| exits(&m, r), |_| false, |_, _| true),
            Ok(vec![RoomId(4), RoomId(3), RoomId(5)])
        );
    }

    #[test]
    fn travel_never_goes_through_an_unsafe_room_or_an_unknown_one() {
        let links = two_way(&[(0, 1), (1, 2)]);
        let m = map(4, &links, &[0, 1, 2]);
        assert!(
            route(
                &m,
                RoomId(2),
                |r| exits(&m, r),
                |r| r == RoomId(1),
                |_, _| true
            )
            .is_err()
        );
        assert!(
            route(
                &m,
                RoomId(1),
                |r| exits(&m, r),
                |r| r == RoomId(1),
                |_, _| true
            )
            .is_err()
        );
        let why = route(&m, RoomId(3), |r| exits(&m, r), |_| false, |_, _| true)
            .err()
            .unwrap_or_default();
        assert!(why.contains("no such room"), "{why}");
    }

    #[test]
    fn a_one_way_tunnel_is_taken_only_its_way() {
        // 0 -> 1 only; 1 -> 2 -> 0.
        let m = map(3, &[(0, 1), (1, 2), (2, 0)], &[0, 1, 2]);
        assert_eq!(
            route(&m, RoomId(2), |r| exits(&m, r), |_| false, |_, _| true),
            Ok(vec![RoomId(1), RoomId(2)])
        );
        let l = looked(&m, RoomId(0), |r| label(&m, r)).unwrap_or_default();
        assert!(
            l.lines.iter().any(|(_, t)| t.contains("R1 (one-way)")),
            "{l:?}"
        );
    }

    #[test]
    fn look_on_an_unknown_room_says_nothing() {
        let m = map(4, &two_way(&[(0, 1)]), &[0]);
        assert_eq!(looked(&m, RoomId(3), |r| label(&m, r)), None);
        let seen = looked(&m, RoomId(1), |r| label(&m, r)).unwrap_or_default();
        assert_eq!(seen.lines.len(), 1, "no ways on from a room not visited");
        assert!(seen.lines[0].1.contains("from R0"), "{seen:?}");
    }
}
