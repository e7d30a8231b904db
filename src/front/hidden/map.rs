//! The hidden maps. A seat's notebook map: only what that seat has seen
//! (rooms it stood in with their tunnels, rooms seen through them, what it
//! sensed where), indexed by label and placed as found, so nothing on it
//! depends on the secret shuffle. The truth map (watch mode, cheat mode,
//! game over): every room on Yob's drawing of the dodecahedron, with the
//! seats (by letter) and the hazards in braces.

use crate::engine::hidden::{Happening, HiddenReveal, HiddenView, Role, Senses};
use crate::engine::{RoomId, Seat};
use crate::ui::map::{KnownMap, MapLayout, MapRoom, MapTunnel, Mark, Shown};
use crate::ui::theme::Role as Paint;

pub const ROOMS: usize = 20;

fn at(label: u8) -> RoomId {
    RoomId(u16::from(label.clamp(1, ROOMS as u8) - 1))
}

fn sense_marks(felt: Senses, out: &mut Vec<Mark>) {
    for (on, text) in [
        (felt.stench, "w"),
        (felt.meal, "m"),
        (felt.pit, "~"),
        (felt.bats, "b"),
    ] {
        if on {
            out.push(Mark {
                text,
                role: Paint::Warning,
                danger: false,
            });
        }
    }
}

/// What seat `view.seat` has written down, as a map.
pub fn notebook(view: &HiddenView<'_>) -> KnownMap {
    let mut rooms = vec![MapRoom::default(); ROOMS];
    let mut links: Vec<(u8, u8)> = Vec::new();
    let mut felt: Vec<Option<Senses>> = vec![None; ROOMS];
    let link = |a: u8, b: u8, links: &mut Vec<(u8, u8)>| {
        let key = (a.min(b), a.max(b));
        if a != b && !links.contains(&key) {
            links.push(key);
        }
    };
    let mut last: Option<u8> = None;
    for h in view.notebook {
        match *h {
            Happening::Sensed {
                room,
                adjacent,
                senses,
                ..
            } => {
                let i = at(room).index();
                rooms[i].shown = Shown::Visited;
                rooms[i].exits = adjacent.iter().map(|&a| at(a)).collect();
                for a in adjacent {
                    link(room, a, &mut links);
                    let j = at(a).index();
                    if rooms[j].shown < Shown::Seen {
                        rooms[j].shown = Shown::Seen;
                    }
                }
                felt[i] = Some(senses);
                last = Some(room);
            }
            Happening::Moved { to, .. } => {
                if let Some(from) = last {
                    link(from, to, &mut links);
                }
                let j = at(to).index();
                if rooms[j].shown < Shown::Seen {
                    rooms[j].shown = Shown::Seen;
                }
                last = Some(to);
            }
            _ => {}
        }
    }
    for (i, room) in rooms.iter_mut().enumerate() {
        room.label = (i + 1).to_string();
        if let Some(f) = felt[i] {
            sense_marks(f, &mut room.marks);
        }
    }
    if view.alive {
        let here = at(view.room).index();
        rooms[here].shown = Shown::Here;
    }
    let tunnels = links
        .into_iter()
        .map(|(a, b)| MapTunnel {
            from: at(a),
            to: at(b),
            known: true,
            arrow: None,
        })
        .collect();
    KnownMap {
        rooms,
        tunnels,
        stamp: None,
    }
}

/// An empty growing layout for one seat's notebook map.
pub fn growing() -> MapLayout {
    MapLayout::growing(ROOMS, 4)
}

/// Yob's drawing of the dodecahedron, rooms by Yob's numbers.
pub fn yob_layout() -> MapLayout {
    let labels: Vec<String> = (1..=ROOMS).map(|n| n.to_string()).collect();
    let refs: Vec<&str> = labels.iter().map(String::as_str).collect();
    MapLayout::new(&refs, Some("dodecahedron"))
}

const HUMAN: [&str; 8] = ["A", "B", "C", "D", "E", "F", "G", "H"];
const WUMPUS: [&str; 8] = ["WA", "WB", "WC", "WD", "WE", "WF", "WG", "WH"];
const HUMAN_DEAD: [&str; 8] = ["Ax", "Bx", "Cx", "Dx", "Ex", "Fx", "Gx", "Hx"];
const WUMPUS_DEAD: [&str; 8] = ["WAx", "WBx", "WCx", "WDx", "WEx", "WFx", "WGx", "WHx"];

/// The seat's mark on the truth map: its letter, `W` before a Wumpus's,
/// `x` after a dead seat's.
pub fn seat_mark(seat: Seat, role: Role, alive: bool) -> &'static str {
    let i = usize::from(seat.0).min(7);
    match (role, alive) {
        (Role::Human, true) => HUMAN[i],
        (Role::Wumpus, true) => WUMPUS[i],
        (Role::Human, false) => HUMAN_DEAD[i],
        (Role::Wumpus, false) => WUMPUS_DEAD[i],
    }
}

/// Everything as it is, on Yob's drawing (indexed by Yob's numbers, each
/// room showing its label of this game). `stamp` says why it is shown.
pub fn truth(reveal: HiddenReveal<'_>, stamp: &'static str) -> KnownMap {
    let yob = |label: u8| RoomId(u16::from(reveal.yob_number(label).clamp(1, 20) - 1));
    let mut rooms = vec![MapRoom::default(); ROOMS];
    let seat_rooms = reveal.rooms();
    let pits = reveal.pits();
    let bats = reveal.bats();
    let mut tunnels = Vec::new();
    for label in 1..=ROOMS as u8 {
        let i = yob(label).index();
        let room = &mut rooms[i];
        room.label = label.to_string();
        let mut hidden: Vec<&'static str> = Vec::new();
        for (s, &r) in seat_rooms.iter().enumerate() {
            if r == label {
                let seat = Seat(s as u8);
                let role = reveal.roles().get(s).copied().unwrap_or(Role::Human);
                let alive = reveal.alive().get(s).copied().unwrap_or(false);
                hidden.push(seat_mark(seat, role, alive));
            }
        }
        if pits.contains(&label) {
            hidden.push("P");
        }
        if bats.contains(&label) {
            hidden.push("B");
        }
        room.shown = if hidden.is_empty() {
            Shown::CheatOnly
        } else {
            Shown::Visited
        };
        if !hidden.is_empty() {
            let cheat = |text| Mark {
                text,
                role: Paint::Cheat,
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
        for b in reveal.adjacent(label) {
            if b > label {
                tunnels.push(MapTunnel {
                    from: yob(label),
                    to: yob(b),
                    known: true,
                    arrow: None,
                });
            }
        }
    }
    KnownMap {
        rooms,
        tunnels,
        stamp: Some(stamp),
    }
}

/// The truth marks explained, for the seat list beside the truth map.
pub fn truth_key() -> &'static str {
    "{A} seat A · {WA} seat A, a Wumpus · x dead · {P} pit · {B} bats"
}
