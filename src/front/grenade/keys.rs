//! The grenade game's own keys: `t` then a tunnel number tosses, on the
//! graph; the mark its map adds; and keys to commands (`Controls`).

use super::{GrenadeUi, view};
use crate::engine::grenade::{Command, Event, Grenade};
use crate::front::{Controls, Intent};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};

/// Toss a hand grenade (then a tunnel number).
pub const TOSS: Verb = Verb("toss");

pub const KEYS: &[(Slot, Row)] = &[
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(TOSS),
            "toss",
            &[Layer::Play],
            Some(Scope::GRAPH),
            &["t"],
            "toss a grenade (then a tunnel number)",
            "toss",
        ),
    ),
    // The same key again, once armed, takes the toss back.
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(TOSS),
            "toss",
            &[Layer::Armed],
            Some(Scope::GRAPH),
            &["t"],
            "take the toss back",
            "",
        ),
    ),
];

/// Help's title for the keys while a toss is armed.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Armed, "Tossing a grenade")];

/// What the grenade map draws beside its places.
pub const LEGEND: &[(&str, &str)] = &[
    ("w", "a wumpus smelled here"),
    ("b", "wings heard here: bats are near"),
    ("~", "a draft felt here: a pit is near"),
    ("?", "a tunnel from here still unexplored"),
    ("B!", "the bats carried you off from here"),
    ("{W} {Wx}", "hidden truth: a wumpus, a dead one"),
    ("{P} {B}", "hidden truth: the pit, the bats"),
    (
        "Lost… 15",
        "one of the caves sharing a name, with its number",
    ),
];

impl Controls for GrenadeUi {
    const KEYS: &'static [(Slot, Row)] = KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = SECTIONS;

    fn armed(&self) -> Option<Verb> {
        self.tossing.then_some(TOSS)
    }

    fn picks(&self, game: &Grenade) -> Option<usize> {
        Some(view(game).tunnels_here().len())
    }

    fn uses(&self, layer: Layer) -> bool {
        layer == Layer::Armed
    }

    fn offers(&self, action: Action) -> bool {
        match action {
            Action::Tunnel(_) | Action::Select | Action::Verb(TOSS) => true,
            Action::Cancel => self.tossing,
            _ => false,
        }
    }

    fn act(&mut self, game: &Grenade, action: Action) -> Intent<Command> {
        let n = view(game).tunnels_here().len();
        self.refused = None;
        match action {
            Action::Tunnel(k) => self.go(game, usize::from(k).wrapping_sub(1)),
            Action::Select => self.go(game, self.cursor),
            Action::Verb(TOSS) => {
                self.tossing = !self.tossing;
                Intent::Nothing
            }
            Action::Cancel => {
                self.tossing = false;
                Intent::Nothing
            }
            Action::Up | Action::Left if n > 0 => {
                self.cursor = (self.cursor + n - 1) % n;
                Intent::Nothing
            }
            Action::Down | Action::Right if n > 0 => {
                self.cursor = (self.cursor + 1) % n;
                Intent::Nothing
            }
            _ => Intent::Nothing,
        }
    }

    fn after(&mut self, game: &Grenade, result: Result<&[Event], String>) {
        match result {
            Ok(events) => {
                self.notebook.observe(&view(game), events);
                self.cursor = 0;
                self.refused = None;
            }
            Err(why) => self.refused = Some(why),
        }
        self.refresh(game);
    }
}
