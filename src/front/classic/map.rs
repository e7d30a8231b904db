//! What the classic map shows, as a `KnownMap`: built from the player's
//! `View`, and from the reveal only in cheat mode and at game over.
//!
//! Marks beside a room: a self-loop `↺`, then the senses last felt there
//! (`w` smell, `~` draft, `b` bats, once per warning), then hazards met in
//! person (`W!` bumped the wumpus, `P!` pit, `B!` bats), then the hidden
//! truth in braces (`W` awake wumpus, `Wz` asleep, `Wx` dead, `P`, `B`).
//!
//! A tunnel gets an arrowhead only when the player can tell it is one-way:
//! both ends visited and the far room has no tunnel back. A tunnel into an
//! unvisited room is a plain line, since its way back is not known yet.

use super::input::met;
use crate::engine::RoomId;
use crate::engine::classic::{Cheat, Marks, View};
use crate::ui::map::{KnownMap, MapRoom, MapTunnel, Mark, Shown};
use crate::ui::theme::Role;

const CHEAT: &str = "CHEAT";
const REVEALED: &str = "REVEALED";

pub(super) fn known(view: &View<'_>, reveal: Option<Cheat<'_>>, bats_met: &[RoomId]) -> KnownMap {
    let n = view.rooms();
    let mut rooms = vec![MapRoom::default(); n];
    for room in view.room_ids() {
        if let Some(tunnels) = view.known_tunnels(room) {
            for t in tunnels {
                if let Some(r) = rooms.get_mut(t.index()) {
                    r.shown = r.shown.max(Shown::Seen);
                }
            }
            if let Some(r) = rooms.get_mut(room.index()) {
                r.shown = r.shown.max(Shown::Visited);
                r.exits = tunnels.to_vec();
            }
        }
    }
    // A room the player met a hazard in is known even if never stood in:
    // bats can drop the player into more bats, straight on to a third room.
    for (i, r) in rooms.iter_mut().enumerate() {
        if met(view, bats_met, RoomId(i as u16)) != Marks::default() {
            r.shown = r.shown.max(Shown::Seen);
        }
    }
    if let Some(r) = rooms.get_mut(view.here().index()) {
        r.shown = Shown::Here;
    }
    let hidden = reveal.map(hazards).unwrap_or_default();
    for (i, r) in rooms.iter_mut().enumerate() {
        let room = RoomId(i as u16);
        if reveal.is_some() {
            r.shown = r.shown.max(Shown::CheatOnly);
        }
        r.label = view.label(room).to_string();
        let met = met(view, bats_met, room);
        r.marks = marks(view, reveal, room, met, hidden.get(i).copied().unwrap_or(0));
    }
    KnownMap {
        rooms,
        tunnels: tunnels(view, reveal),
        stamp: reveal.map(|_| {
            if view.ending().is_some() {
                REVEALED
            } else {
                CHEAT
            }
        }),
    }
}

// Cheat-mode overlay bits, one byte per room.
const PIT: u8 = 1;
const BATS: u8 = 2;
const AWAKE: u8 = 4;
const ASLEEP: u8 = 8;
const DEAD: u8 = 16;
const TERMITES: u8 = 32;

fn hazards(cheat: Cheat<'_>) -> Vec<u8> {
    let mut bits = Vec::new();
    let mut mark = |room: RoomId, bit: u8| {
        if bits.len() <= room.index() {
            bits.resize(room.index() + 1, 0);
        }
        bits[room.index()] |= bit;
    };
    for room in cheat.pits() {
        mark(room, PIT);
    }
    for room in cheat.bats() {
        mark(room, BATS);
    }
    for room in cheat.termites() {
        mark(room, TERMITES);
    }
    for w in cheat.wumpi() {
        let bit = match (w.alive, w.awake) {
            (false, _) => DEAD,
            (true, true) => AWAKE,
            (true, false) => ASLEEP,
        };
        mark(w.room, bit);
    }
    bits
}

fn marks(
    view: &View<'_>,
    reveal: Option<Cheat<'_>>,
    room: RoomId,
    met: Marks,
    hidden: u8,
) -> Vec<Mark> {
    let mut out = Vec::new();
    let mut push = |text, role, danger| out.push(Mark { text, role, danger });
    let tunnels = view
        .known_tunnels(room)
        .or_else(|| reveal.map(|c| c.tunnels(room)));
    if tunnels.is_some_and(|t| t.contains(&room)) {
        push("↺", Role::Normal, false);
    }
    if let Some(senses) = view.note(room) {
        for (count, glyph) in [
            (senses.smell, "w"),
            (senses.draft, "~"),
            (senses.bats, "b"),
            (senses.chewing, "c"),
        ] {
            for _ in 0..count.min(3) {
                push(glyph, Role::Warning, false);
            }
        }
    }
    for (hit, text) in [(met.wumpus, "W!"), (met.pit, "P!"), (met.bats, "B!")] {
        if hit {
            push(text, Role::Danger, true);
        }
    }
    if hidden != 0 {
        push("{", Role::Cheat, true);
        let mut first = true;
        for (bit, text) in [
            (AWAKE, "W"),
            (ASLEEP, "Wz"),
            (DEAD, "Wx"),
            (PIT, "P"),
            (BATS, "B"),
            (TERMITES, "T"),
        ] {
            if hidden & bit != 0 {
                if !first {
                    push(",", Role::Cheat, true);
                }
                push(text, Role::Cheat, true);
                first = false;
            }
        }
        push("}", Role::Cheat, true);
    }
    out
}

/// One line per tunnel the map may draw: a two-way pair once, from its
/// lower room; self-loops are a mark and repeats one line.
fn tunnels(view: &View<'_>, reveal: Option<Cheat<'_>>) -> Vec<MapTunnel> {
    let mut out = Vec::new();
    for a in view.room_ids() {
        let from = match (view.known_tunnels(a), reveal) {
            (Some(t), _) => t,
            (None, Some(cheat)) => cheat.tunnels(a),
            (None, None) => continue,
        };
        let known_forth = view.visited(a);
        for (i, &b) in from.iter().enumerate() {
            if b == a || from[..i].contains(&b) {
                continue;
            }
            let known_back = view.known_tunnels(b).map(|t| t.contains(&a));
            let back = match reveal {
                Some(cheat) => cheat.tunnels(b).contains(&a),
                None => known_back == Some(true),
            };
            if back && b < a {
                continue;
            }
            let arrow = if back {
                None
            } else if known_forth && known_back == Some(false) {
                Some(Role::Normal)
            } else if reveal.is_some() {
                Some(Role::Cheat)
            } else {
                None
            };
            out.push(MapTunnel {
                from: a,
                to: b,
                known: known_forth || known_back == Some(true),
                arrow,
            });
        }
    }
    out
}
