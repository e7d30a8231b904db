//! Grand Theft Wumpus's own keys: `c` then a neighbour charges with the
//! one bullet, on the graph; and keys to commands (`Controls`), a charge
//! asking first.

use super::words::num;
use super::{GrandTheftUi, view};
use crate::engine::grand_theft::{Command, Event, GrandTheft};
use crate::front::{Controls, Intent, Typing};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};
use crate::words::count;

/// Charge a neighbour with the bullet.
pub const CHARGE: Verb = Verb("charge");

pub const KEYS: &[(Slot, Row)] = &[
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(CHARGE),
            "charge",
            &[Layer::Play],
            Some(Scope::GRAPH),
            &["c"],
            "charge a neighbour with your bullet",
            "charge",
        ),
    ),
    // The same key again, once armed, takes the charge back.
    (
        Slot::Verbs,
        Row::new(
            Action::Verb(CHARGE),
            "charge",
            &[Layer::Armed],
            Some(Scope::GRAPH),
            &["c"],
            "take the charge back",
            "",
        ),
    ),
];

/// What the city map draws beside its nodes.
pub const LEGEND: &[(&str, &str)] = &[
    ("b", "blood: the Wumpus is near"),
    ("l", "lights: a gang is near"),
    ("s", "sirens: cops on a street here"),
    ("✕7", "a roadblock on the street to node 7"),
    (
        "{W} {G} {G2}",
        "hidden truth: the Wumpus, a gang, two gangs",
    ),
];

/// Help's title for the keys while a charge is armed.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Armed, "Charging")];

impl Controls for GrandTheftUi {
    const KEYS: &'static [(Slot, Row)] = KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = SECTIONS;

    fn typing(&self) -> Option<Typing> {
        self.typed.as_ref().map(|_| Typing::Label)
    }

    fn armed(&self) -> Option<Verb> {
        self.charging.then_some(CHARGE)
    }

    fn picks(&self, game: &GrandTheft) -> Option<usize> {
        Some(view(game).neighbours_here().len())
    }

    fn uses(&self, layer: Layer) -> bool {
        matches!(layer, Layer::Armed | Layer::MoveTo)
    }

    fn offers(&self, action: Action) -> bool {
        match action {
            Action::Tunnel(_) | Action::Select | Action::MoveByLabel | Action::Verb(CHARGE) => true,
            Action::Cancel => self.charging || self.typed.is_some(),
            _ => false,
        }
    }

    fn act(&mut self, game: &GrandTheft, action: Action) -> Intent<Command> {
        let v = view(game);
        self.refused = None;
        if self.typed.is_some() {
            return self.on_typing(&v, action);
        }
        let n = v.neighbours_here().len();
        match action {
            Action::Tunnel(k) => match v.neighbours_here().get(usize::from(k).wrapping_sub(1)) {
                Some(&to) => self.pick(&v, to),
                None => {
                    self.refused = Some(format!(
                        "There is no street {k} here; node {} has {}.",
                        num(v.here()),
                        count(n as u32, "street", "streets")
                    ));
                    Intent::Nothing
                }
            },
            Action::Select => match self.selected(&v) {
                Some(to) => self.pick(&v, to),
                None => Intent::Nothing,
            },
            Action::MoveByLabel => {
                self.typed = Some(String::new());
                Intent::Nothing
            }
            Action::Verb(CHARGE) => {
                self.charging = !self.charging;
                Intent::Nothing
            }
            Action::Cancel => {
                self.charging = false;
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

    fn after(&mut self, game: &GrandTheft, result: Result<&[Event], String>) {
        match result {
            Ok(events) => {
                self.cursor = 0;
                self.charging = false;
                self.typed = None;
                self.refused = None;
                self.note = super::words::note(events);
            }
            Err(why) => self.refused = Some(why),
        }
        self.refresh(game);
    }
}
