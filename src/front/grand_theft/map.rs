//! The known city as a `KnownMap`: built from the player's `View`, and from
//! the reveal only in cheat mode and at game over.
//!
//! Marks beside a node: its clues once visited (`b` blood, `l` lights, `s`
//! sirens); `✕7` a roadblock on the street to node 7, once both ends are
//! visited; revealed, `{W}` the Wumpus and `{G}` a gang (`{G2}` two), and
//! every roadblock as `✕7`.

use crate::engine::RoomId;
use crate::engine::grand_theft::{Reveal, View};
use crate::ui::map::{KnownMap, MapRoom, MapTunnel, Mark, Shown};
use crate::ui::theme::Role;
use std::sync::OnceLock;

/// The marks that mean the same on every map, for the legend.
pub const LEGEND: &[(&str, &str)] = &[
    ("[4]", "you are here"),
    ("(4)", "a node you visited"),
    ("4?", "a neighbour not yet visited"),
    ("b", "blood: the Wumpus is near"),
    ("l", "lights: a gang is near"),
    ("s", "sirens: cops on a street here"),
    ("✕7", "roadblock on the street to 7"),
];

/// "✕1" to "✕999": the mark for a roadblock on the street to that node.
/// Marks are `&'static str`, so the texts are made once.
fn cops_to(node: RoomId) -> &'static str {
    static TEXTS: OnceLock<Vec<String>> = OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        (1..=crate::engine::grand_theft::MAX_NODES)
            .map(|n| format!("✕{n}"))
            .collect()
    });
    texts.get(node.index()).map_or("✕", String::as_str)
}

fn gangs_mark(k: usize) -> &'static str {
    match k {
        1 => "G",
        2 => "G2",
        3 => "G3",
        4 => "G4",
        _ => "G5+",
    }
}

pub(super) fn known(view: &View<'_>, reveal: Option<Reveal<'_>>) -> KnownMap {
    let n = view.nodes();
    let mut rooms = vec![MapRoom::default(); n];
    for node in view.node_ids() {
        let room = &mut rooms[node.index()];
        room.label = super::words::num(node).to_string();
        if view.visited(node) {
            room.shown = Shown::Visited;
        } else if view.known(node) {
            room.shown = Shown::Seen;
        } else if reveal.is_some() {
            room.shown = Shown::CheatOnly;
        }
        if let Some(near) = view.neighbours(node) {
            room.exits = near.to_vec();
        }
    }
    if let Some(r) = rooms.get_mut(view.here().index()) {
        r.shown = Shown::Here;
    }
    for node in view.node_ids() {
        let marks = &mut rooms[node.index()].marks;
        if let Some(clues) = view.clues(node) {
            for (on, text) in [(clues.blood, "b"), (clues.lights, "l"), (clues.sirens, "s")] {
                if on {
                    marks.push(Mark {
                        text,
                        role: Role::Warning,
                        danger: false,
                    });
                }
            }
        }
        // Roadblocks the player knows of: both ends visited.
        if let Some(near) = view.neighbours(node) {
            for &m in near {
                if view.roadblock(node, m) == Some(true) {
                    marks.push(Mark {
                        text: cops_to(m),
                        role: Role::Danger,
                        danger: true,
                    });
                }
            }
        }
        if let Some(r) = reveal {
            let cheat = |text| Mark {
                text,
                role: Role::Cheat,
                danger: true,
            };
            let mut hidden = Vec::new();
            if r.wumpus() == node {
                hidden.push("W");
            }
            let gangs = r.gangs().iter().filter(|&&g| g == node).count();
            if gangs > 0 {
                hidden.push(gangs_mark(gangs));
            }
            if !hidden.is_empty() {
                marks.push(cheat("{"));
                for (k, text) in hidden.into_iter().enumerate() {
                    if k > 0 {
                        marks.push(cheat(","));
                    }
                    marks.push(cheat(text));
                }
                marks.push(cheat("}"));
            }
            for &m in r.city().neighbours(node) {
                let shown = view.roadblock(node, m).is_some();
                if !shown && r.city().street(node, m).is_some_and(|s| s.cops) {
                    marks.push(cheat(cops_to(m)));
                }
            }
        }
    }
    let mut tunnels = Vec::new();
    let mut street = |a: RoomId, b: RoomId, known: bool| {
        tunnels.push(MapTunnel {
            from: a,
            to: b,
            known,
            arrow: None,
        });
    };
    match reveal {
        Some(r) => {
            for s in r.streets() {
                street(s.a, s.b, view.knows_street(s.a, s.b));
            }
        }
        None => {
            for a in view.node_ids() {
                for &b in view.neighbours(a).unwrap_or(&[]) {
                    // Each street once: from its lower end, unless only the
                    // higher end is visited.
                    if a < b || !view.visited(b) {
                        street(a, b, true);
                    }
                }
            }
        }
    }
    KnownMap {
        rooms,
        tunnels,
        stamp: reveal.map(|_| {
            if view.ending().is_some() {
                "REVEALED"
            } else {
                "CHEAT"
            }
        }),
    }
}
