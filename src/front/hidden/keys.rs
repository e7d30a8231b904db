//! Hidden Wumpus's own keys: a seat's scope, where `c` posts a claim and
//! `.` stays, ahead of the graph's (walking, `m`) and classic's `s` to
//! shoot; the layers only this game has; and `Controls`: the hand-off
//! curtain, bots' pace, and a seat's keys to commands.

use super::words::{is_bot, name};
use super::{HiddenUi, Mode, PACE, Prompt, bot_step};
use crate::engine::Game;
use crate::engine::hidden::{Hidden, HiddenCommand, HiddenEvent, MAX_CLAIM, Role};
use crate::front::classic::keys::{SHOOT, SHOOT_ROW};
use crate::front::{Controls, Intent, Typing};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};
use crate::ui::text_input::TextInput;
use std::time::Duration;

/// A seat at the table: its keys win over the graph's.
pub const SEATS: Scope = Scope("seats");

/// Post a public claim (opens the text prompt).
pub const CLAIM: Verb = Verb("claim");
/// Stay in this room: the turn ends.
pub const STAY: Verb = Verb("stay");

#[rustfmt::skip]
pub const KEYS: &[(Slot, Row)] = &[
    (Slot::Lead, Row::new(Action::Verb(CLAIM), "claim", &[Layer::Play], Some(SEATS), &["c"], "post a public claim", "claim")),
    (Slot::Lead, Row::new(Action::Verb(STAY), "stay", &[Layer::Play], Some(SEATS), &["."], "stay in this room: end the turn", "stay")),
    SHOOT_ROW,
];

/// The path editor aims arrows here too.
pub const SECTIONS: &[(Layer, &str)] = &[(Layer::Editor, "Arrow editor")];

/// What a seat's map and the truth map draw beside their rooms.
pub const LEGEND: &[(&str, &str)] = &[
    ("w", "a stench: a Wumpus within two rooms (humans)"),
    ("m", "a delicious meal: a human within two rooms (Wumpuses)"),
    ("~", "a breeze: a pit next door"),
    ("b", "flapping: bats next door"),
    (
        "<A> <WA>",
        "the truth: seat A, seat A a Wumpus; x after a dead seat",
    ),
    ("{P} {B}", "the truth: a pit, bats"),
];

impl Controls for HiddenUi {
    const KEYS: &'static [(Slot, Row)] = KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = SECTIONS;

    fn scope(&self) -> Scope {
        SEATS
    }

    /// A seat claims (`c`), and moves and shoots as on any cave.
    fn scopes(&self) -> Vec<Scope> {
        vec![SEATS, Scope::GRAPH]
    }

    /// The hand-off curtain always; the text prompt on a seat's own
    /// screen, where it claims.
    fn uses(&self, layer: Layer) -> bool {
        match layer {
            Layer::Curtain => true,
            Layer::Text | Layer::Editor | Layer::MoveTo => matches!(self.mode, Mode::Private(_)),
            _ => false,
        }
    }

    fn typing(&self) -> Option<Typing> {
        match self.desk.prompt {
            Prompt::None => None,
            Prompt::Claim(_) => Some(Typing::Text),
            Prompt::Aim(_) => Some(Typing::Path),
            Prompt::MoveTo(_) => Some(Typing::Label),
        }
    }

    fn curtain(&self, game: &Hidden) -> Option<String> {
        let seat = game.to_act()?;
        (!is_bot(game, seat) && self.shown != Some(seat)).then(|| name(game, seat))
    }

    fn lift(&mut self, game: &Hidden) {
        self.shown = game.to_act();
        self.refresh(game);
    }

    /// Bots wait a readable while before each step, except a move right
    /// after their own shot (shown together, so the table cannot tell a
    /// shot by the time it took).
    fn pace(&self, game: &Hidden) -> Option<Duration> {
        let seat = game.to_act()?;
        if !is_bot(game, seat) {
            return None;
        }
        Some(if game.view(seat).shot {
            Duration::ZERO
        } else {
            PACE
        })
    }

    fn tick(&mut self, game: &Hidden) -> Intent<HiddenCommand> {
        match game.to_act() {
            Some(seat) if is_bot(game, seat) => {
                bot_step(game).map_or(Intent::Nothing, Intent::Command)
            }
            _ => Intent::Nothing,
        }
    }

    /// The bot plays the person's turn as it would its own seat's.
    fn stand_in(&mut self, game: &Hidden) -> Intent<HiddenCommand> {
        match game.to_act() {
            Some(seat) if !is_bot(game, seat) => {
                bot_step(game).map_or(Intent::Nothing, Intent::Command)
            }
            _ => Intent::Nothing,
        }
    }

    fn offers(&self, action: Action) -> bool {
        if !matches!(self.mode, Mode::Private(_)) {
            return false;
        }
        // The same keys whatever the seat may do now: a key "doing
        // nothing here" is said in the public log, and must not tell the
        // table that this seat is a Wumpus or has shot. The seat's own
        // prompt says what is possible now.
        match action {
            Action::Verb(CLAIM | SHOOT) => true,
            Action::Tunnel(k) => (1..=3).contains(&k),
            Action::Select | Action::MoveByLabel | Action::Verb(STAY) => true,
            Action::Cancel => self.desk.prompt != Prompt::None,
            _ => false,
        }
    }

    /// A key on the play screen, for the seat whose screen is up.
    fn act(&mut self, game: &Hidden, action: Action) -> Intent<HiddenCommand> {
        let Some(view) = self.seat_view(game) else {
            return Intent::Nothing;
        };
        if self.desk.prompt != Prompt::None {
            return self.typed(game, action);
        }
        self.desk.refused = None;
        match action {
            Action::Verb(CLAIM) if view.may_claim() => {
                self.desk.prompt = Prompt::Claim(TextInput::new("", MAX_CLAIM));
                Intent::Nothing
            }
            Action::Verb(CLAIM) => {
                self.desk.refused = Some(if view.claimed {
                    "You have already made a claim this turn.".to_string()
                } else {
                    "A claim comes before shooting.".to_string()
                });
                Intent::Nothing
            }
            Action::Verb(SHOOT) if view.may_shoot() => {
                self.desk.prompt = Prompt::Aim(String::new());
                Intent::Nothing
            }
            Action::Verb(SHOOT) => {
                self.desk.refused = Some(match (view.role, view.arrows, view.shot) {
                    (Role::Wumpus, _, _) => "Wumpuses have no arrows.".to_string(),
                    (_, 0, _) => "You have no arrows left.".to_string(),
                    _ => "You have already shot this turn.".to_string(),
                });
                Intent::Nothing
            }
            Action::MoveByLabel => {
                self.desk.prompt = Prompt::MoveTo(String::new());
                Intent::Nothing
            }
            Action::Tunnel(k) => match view.adjacent.get(usize::from(k).wrapping_sub(1)) {
                Some(&label) => self.propose(game, HiddenCommand::Move(label)),
                None => {
                    self.desk.refused = Some(format!("There is no tunnel {k}; rooms have 3."));
                    Intent::Nothing
                }
            },
            Action::Select => {
                let label = view.adjacent[self.desk.cursor.min(2)];
                self.propose(game, HiddenCommand::Move(label))
            }
            Action::Verb(STAY) => self.propose(game, HiddenCommand::Stay),
            Action::Up | Action::Left => {
                self.desk.cursor = (self.desk.cursor + 2) % 3;
                Intent::Nothing
            }
            Action::Down | Action::Right => {
                self.desk.cursor = (self.desk.cursor + 1) % 3;
                Intent::Nothing
            }
            _ => Intent::Nothing,
        }
    }

    fn after(&mut self, game: &Hidden, result: Result<&[HiddenEvent], String>) {
        if let Err(why) = result {
            self.desk.refused = Some(why);
        }
        self.refresh(game);
    }
}
