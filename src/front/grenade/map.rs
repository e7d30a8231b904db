//! What the grenade map shows. In play: the player's notebook, one place per
//! cave name, numbered as found, with the ways between them the player has
//! seen. In cheat mode and at game over: every cave, by number, with the
//! hidden truth in braces.
//!
//! Marks beside a place: `↺` a tunnel back to the same name, the warnings
//! last felt there (`w` smell, `b` wings, `~` draft), `?` per tunnel still
//! unknown; revealed: `{W}` a wumpus, `{Wx}` a dead one, `{P}` the pit,
//! `{B}` the bats.

use super::notebook::Notebook;
use crate::engine::RoomId;
use crate::engine::grenade::{Reveal, Senses, View};
use crate::ui::map::{KnownMap, MapRoom, MapTunnel, Mark, Shown};
use crate::ui::theme::Role;

/// The room a cave's name is given on the map when a layout is grown:
/// the map moves a longer name aside, or shortens it only when crowded
/// (the look cursor reads it whole).
pub const NAME_CELLS: usize = 8;

/// A name as the map labels it: whole, but for a leading "The ", which
/// names nothing.
pub fn short(name: &str) -> String {
    name.strip_prefix("The ").unwrap_or(name).to_string()
}

fn sense_marks(felt: Senses, out: &mut Vec<Mark>) {
    for (on, text) in [(felt.smell, "w"), (felt.wings, "b"), (felt.draft, "~")] {
        if on {
            out.push(Mark {
                text,
                role: Role::Warning,
                danger: false,
            });
        }
    }
}

/// The notebook as a map, indexed by place (in the order found).
pub fn known(book: &Notebook, slots: usize) -> KnownMap {
    let at = |i: usize| RoomId(i as u16);
    let mut rooms = vec![MapRoom::default(); slots.max(book.places.len())];
    let links = book.links();
    for (i, place) in book.places.iter().enumerate() {
        let room = &mut rooms[at(i).index()];
        room.label = short(&place.name);
        room.shown = if i == book.here {
            Shown::Here
        } else if place.listing.is_some() {
            Shown::Visited
        } else {
            Shown::Seen
        };
        if links.contains(&(i, i)) {
            room.marks.push(Mark {
                text: "↺",
                role: Role::Normal,
                danger: false,
            });
        }
        if let Some(felt) = place.felt {
            sense_marks(felt, &mut room.marks);
        }
        if place.bats {
            room.marks.push(Mark {
                text: "B!",
                role: Role::Danger,
                danger: true,
            });
        }
        for _ in 0..book.unknown_exits(i).min(3) {
            room.marks.push(Mark {
                text: "?",
                role: Role::Muted,
                danger: false,
            });
        }
    }
    let mut tunnels = Vec::new();
    for &(a, b) in &links {
        if a == b {
            continue;
        }
        let back = links.contains(&(b, a));
        if back && b < a {
            continue;
        }
        tunnels.push(MapTunnel {
            from: at(a),
            to: at(b),
            known: true,
            arrow: (!back && book.one_way(a, b)).then_some(Role::Normal),
        });
    }
    KnownMap {
        rooms,
        tunnels,
        stamp: None,
    }
}

/// A cave's label on the revealed map: its name as the notebook showed
/// it; where several caves share a name (the Lost Caverns), shorter, with
/// the cave's number, as the game-over panel names them.
pub fn cave_label(view: &View<'_>, reveal: Reveal<'_>, cave: RoomId) -> String {
    let name = reveal.name(cave);
    let shared = view.room_ids().filter(|&c| reveal.name(c) == name).count() > 1;
    if shared {
        format!("{} {}", short(name), reveal.label(cave))
    } else {
        short(name)
    }
}

/// Which cave each place of the notebook is, on the revealed map: the
/// first cave of its name the player stood in. (new, old) pairs for
/// `MapLayout::regrown`, so the places keep where the player saw them.
pub fn places_as_caves(
    book: &Notebook,
    view: &View<'_>,
    reveal: Reveal<'_>,
) -> Vec<(RoomId, RoomId)> {
    book.places
        .iter()
        .enumerate()
        .filter_map(|(place, p)| {
            let cave = view
                .room_ids()
                .find(|&c| view.visited(c) && reveal.name(c) == p.name)?;
            Some((cave, RoomId(place as u16)))
        })
        .collect()
}

/// Every cave as it really is, indexed by cave number.
pub fn revealed(view: &View<'_>, reveal: Reveal<'_>) -> KnownMap {
    let n = view.rooms();
    let mut rooms = vec![MapRoom::default(); n];
    for (i, room) in rooms.iter_mut().enumerate() {
        let cave = RoomId(i as u16);
        room.label = cave_label(view, reveal, cave);
        room.shown = if cave == reveal.player() {
            Shown::Here
        } else if view.visited(cave) {
            Shown::Visited
        } else {
            Shown::CheatOnly
        };
        if reveal.tunnels(cave).contains(&cave) {
            room.marks.push(Mark {
                text: "↺",
                role: Role::Normal,
                danger: false,
            });
        }
        let mut hidden: Vec<&'static str> = Vec::new();
        for w in reveal.wumpi().iter().filter(|w| w.room == cave) {
            hidden.push(if w.alive { "W" } else { "Wx" });
        }
        if reveal.pit_at(cave) {
            hidden.push("P");
        }
        if reveal.bats_at(cave) {
            hidden.push("B");
        }
        if !hidden.is_empty() {
            let cheat = |text| Mark {
                text,
                role: Role::Cheat,
                danger: true,
            };
            room.marks.push(cheat("{"));
            for (k, text) in hidden.into_iter().enumerate() {
                if k > 0 {
                    room.marks.push(cheat(","));
                }
                room.marks.push(cheat(text));
            }
            room.marks.push(cheat("}"));
        }
    }
    let mut tunnels = Vec::new();
    for a in view.room_ids() {
        let out = reveal.tunnels(a);
        for (k, &b) in out.iter().enumerate() {
            if b == a || out[..k].contains(&b) {
                continue;
            }
            let back = reveal.tunnels(b).contains(&a);
            if back && b < a {
                continue;
            }
            tunnels.push(MapTunnel {
                from: a,
                to: b,
                known: view.visited(a) && view.visited(b),
                arrow: (!back).then_some(Role::Cheat),
            });
        }
    }
    KnownMap {
        rooms,
        tunnels,
        stamp: Some(if view.ending().is_some() {
            "REVEALED"
        } else {
            "CHEAT"
        }),
    }
}
