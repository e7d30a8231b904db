//! The hidden maps, all indexed by this game's labels. A seat's notebook
//! map: only what that seat has seen (rooms it stood in with their
//! tunnels, rooms seen through them, what it sensed where), placed as
//! found, so nothing on it depends on the secret shuffle. The truth map:
//! every room, the seats by letter in angle brackets and the hazards in
//! braces; at game over on the last person's own layout, grown to the
//! whole cave; while watching bots or cheating, on Yob's drawing of the
//! dodecahedron.

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

/// Yob's drawing of the dodecahedron, for a truth map indexed by this
/// game's labels: label `l` drawn where Yob's room `yob(l)` is.
pub fn yob_layout(yob: impl Fn(u8) -> u8) -> MapLayout {
    let labels: Vec<String> = (1..=ROOMS as u8).map(|l| yob(l).to_string()).collect();
    let refs: Vec<&str> = labels.iter().map(String::as_str).collect();
    MapLayout::new(&refs, Some("dodecahedron"))
}

/// A seat's notebook layout grown into a layout of the whole cave: every
/// room the seat saw stays where it was, the rest gather round (`learn`).
pub fn grown_from(seat: &MapLayout) -> MapLayout {
    let same: Vec<(RoomId, RoomId)> = (0..ROOMS)
        .map(|i| (RoomId(i as u16), RoomId(i as u16)))
        .collect();
    seat.regrown(ROOMS, &same)
}

const HUMAN: [&str; 8] = ["A", "B", "C", "D", "E", "F", "G", "H"];
const WUMPUS: [&str; 8] = ["WA", "WB", "WC", "WD", "WE", "WF", "WG", "WH"];
const HUMAN_DEAD: [&str; 8] = ["Ax", "Bx", "Cx", "Dx", "Ex", "Fx", "Gx", "Hx"];
const WUMPUS_DEAD: [&str; 8] = ["WAx", "WBx", "WCx", "WDx", "WEx", "WFx", "WGx", "WHx"];

/// The seat's mark on the truth map: its letter, `W` before a Wumpus's,
/// `x` after a dead seat's. Seats go in angle brackets, hazards in braces,
/// so seat B is never read as bats.
pub fn seat_mark(seat: Seat, role: Role, alive: bool) -> &'static str {
    let i = usize::from(seat.0).min(7);
    match (role, alive) {
        (Role::Human, true) => HUMAN[i],
        (Role::Wumpus, true) => WUMPUS[i],
        (Role::Human, false) => HUMAN_DEAD[i],
        (Role::Wumpus, false) => WUMPUS_DEAD[i],
    }
}

/// `texts` as one bracketed group of marks: `<A,WB>`, `{P,B}`.
fn group(out: &mut Vec<Mark>, open: &'static str, texts: &[&'static str], close: &'static str) {
    if texts.is_empty() {
        return;
    }
    let cheat = |text| Mark {
        text,
        role: Paint::Cheat,
        danger: true,
    };
    out.push(cheat(open));
    for (k, &text) in texts.iter().enumerate() {
        if k > 0 {
            out.push(cheat(","));
        }
        out.push(cheat(text));
    }
    out.push(cheat(close));
}

/// Everything as it is, indexed by this game's labels, with the seats in
/// angle brackets and the hazards in braces. `seat`: the notebook map of
/// the person whose layout the truth is drawn on (game over), whose rooms
/// keep their looks and whose tunnels are the known ones; `None` (watch
/// and cheat mode) draws every tunnel as known. `stamp` says why the
/// truth is shown.
pub fn truth(reveal: HiddenReveal<'_>, seat: Option<&KnownMap>, stamp: &'static str) -> KnownMap {
    let mut rooms = vec![MapRoom::default(); ROOMS];
    let seat_rooms = reveal.rooms();
    let pits = reveal.pits();
    let bats = reveal.bats();
    let mut tunnels = Vec::new();
    for label in 1..=ROOMS as u8 {
        let i = at(label).index();
        let room = &mut rooms[i];
        room.label = label.to_string();
        let mut seats: Vec<&'static str> = Vec::new();
        for (s, &r) in seat_rooms.iter().enumerate() {
            if r == label {
                let role = reveal.roles().get(s).copied().unwrap_or(Role::Human);
                let alive = reveal.alive().get(s).copied().unwrap_or(false);
                seats.push(seat_mark(Seat(s as u8), role, alive));
            }
        }
        let mut hazards: Vec<&'static str> = Vec::new();
        if pits.contains(&label) {
            hazards.push("P");
        }
        if bats.contains(&label) {
            hazards.push("B");
        }
        room.shown = match seat.and_then(|m| m.rooms.get(i)) {
            Some(known) => known.shown.max(Shown::CheatOnly),
            None if seats.is_empty() && hazards.is_empty() => Shown::CheatOnly,
            None => Shown::Visited,
        };
        group(&mut room.marks, "<", &seats, ">");
        group(&mut room.marks, "{", &hazards, "}");
        for b in reveal.adjacent(label) {
            if b > label {
                let known = seat.is_none_or(|m| {
                    m.tunnels.iter().any(|t| {
                        (t.from, t.to) == (at(label), at(b)) || (t.from, t.to) == (at(b), at(label))
                    })
                });
                tunnels.push(MapTunnel {
                    from: at(label),
                    to: at(b),
                    known,
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
    "<A> seat A · <WA> seat A, a Wumpus · x dead · {P} pit · {B} bats"
}
