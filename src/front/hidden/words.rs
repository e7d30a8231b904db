//! The hidden rule set's words: names, roles, senses, and each happening
//! in a line. Public happenings go to the table's log; private ones only to
//! their seat's own screen.

use crate::engine::hidden::{Faction, Happening, Hazard, Hidden, Role, Senses};
use crate::engine::{Game, Seat};
use crate::words::Tone;

pub fn name(game: &Hidden, seat: Seat) -> String {
    game.rules()
        .seats
        .get(usize::from(seat.0))
        .map_or_else(|| format!("Seat {}", seat.0 + 1), |s| s.name.clone())
}

pub fn colour(game: &Hidden, seat: Seat) -> String {
    game.rules()
        .seats
        .get(usize::from(seat.0))
        .map_or_else(String::new, |s| s.colour.clone())
}

/// A seat a bot plays (a seat the rules do not describe counts as one: no
/// person is waiting for it).
pub fn is_bot(game: &Hidden, seat: Seat) -> bool {
    game.rules()
        .seats
        .get(usize::from(seat.0))
        .is_none_or(|s| s.bot)
}

/// No person at the table: a game to watch.
pub fn watching(game: &Hidden) -> bool {
    let n = usize::from(game.rules().players);
    (0..n).all(|s| is_bot(game, Seat(s as u8)))
}

pub fn role_word(role: Role) -> &'static str {
    match role {
        Role::Human => "a human",
        Role::Wumpus => "a Wumpus",
    }
}

/// The seat's letter on the truth map and in the seat lists.
pub fn letter(seat: Seat) -> char {
    char::from(b'A' + seat.0.min(25))
}

pub fn sense_lines(senses: Senses) -> Vec<&'static str> {
    let mut out = Vec::new();
    if senses.bats {
        out.push("You hear flapping. There are bats in an adjacent room.");
    }
    if senses.pit {
        out.push("You feel a breeze. There is a pit in an adjacent room.");
    }
    if senses.stench {
        out.push("You smell a horrible stench! A Wumpus is at most two rooms away.");
    }
    if senses.meal {
        out.push("You smell a delicious meal! A human is at most two rooms away.");
    }
    if senses.with_bats {
        out.push("You are in a room with bats, but you are immune.");
    }
    if senses.with_pit {
        out.push("You are in a room with a pit, but you are immune.");
    }
    out
}

/// The senses in a few words each, for the private side panel: bats,
/// pit, stench, meal, bats here, pit here.
pub const SENSES_SHORT: [&str; 6] = [
    "Flapping: bats next door.",
    "A breeze: a pit next door.",
    "A horrible stench! A Wumpus within two rooms.",
    "A delicious meal! A human within two rooms.",
    "Bats here, but you are immune.",
    "A pit here, but you are immune.",
];

pub fn senses_short(senses: Senses) -> Vec<&'static str> {
    [
        senses.bats,
        senses.pit,
        senses.stench,
        senses.meal,
        senses.with_bats,
        senses.with_pit,
    ]
    .iter()
    .zip(SENSES_SHORT)
    .filter(|(on, _)| **on)
    .map(|(_, s)| s)
    .collect()
}

pub fn labels(path: &[u8]) -> String {
    path.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" › ")
}

/// Words for one happening, for whoever may see it.
pub fn happening_line(game: &Hidden, what: &Happening) -> (Tone, String) {
    match what {
        Happening::TurnBegins(s) => (Tone::Info, format!("— {}'s turn —", name(game, *s))),
        Happening::Sensed { room, adjacent, .. } => (
            Tone::Info,
            format!(
                "You are in room {room}; tunnels lead to {}, {} and {}.",
                adjacent[0], adjacent[1], adjacent[2]
            ),
        ),
        Happening::Claimed(s, text) => (
            Tone::Info,
            format!("{} claims: \u{201c}{text}\u{201d}", name(game, *s)),
        ),
        Happening::Shot { path, .. } => (Tone::Info, format!("You shoot: {}", labels(path))),
        Happening::ArrowMisfire { seat, roll, sides } => (
            Tone::Warning,
            format!(
                "{}'s arrow strays: the gamemaster rolls {roll} on a d{sides}.",
                name(game, *seat)
            ),
        ),
        Happening::ArrowPassed(room) => {
            (Tone::Info, format!("Your arrow flies through room {room}."))
        }
        Happening::Moved { to, .. } => (Tone::Info, format!("You walk into room {to}.")),
        Happening::BatDrop { seat, roll } => (
            Tone::Warning,
            format!(
                "Bats carry {} off! The gamemaster rolls {roll} on a d20: they land in room {roll}.",
                name(game, *seat)
            ),
        ),
        Happening::Died { seat, role } => (
            Tone::Danger,
            format!(
                "{} is dead. They were {}.",
                name(game, *seat),
                role_word(*role)
            ),
        ),
        Happening::Immune(_, Hazard::Pit) => (
            Tone::Warning,
            "You are in a room with a pit, but you are immune.".into(),
        ),
        Happening::Immune(_, Hazard::Bats) => (
            Tone::Warning,
            "You are in a room with bats, but you are immune.".into(),
        ),
        Happening::Won(Faction::Humans) => (Tone::Good, "The humans win!".into()),
        Happening::Won(Faction::Wumpuses) => (Tone::Good, "The Wumpuses win!".into()),
    }
}
