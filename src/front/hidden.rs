//! The hidden rule set's front: seats taking turns at one keyboard. Before
//! a person's turn only the hand-off curtain shows; lifted, that seat's
//! private screen (role, room, tunnels, senses, notes, its own notebook
//! map); when the turn ends the private screen is gone. Bot seats play by
//! themselves at a pace a person can follow (a key hurries them), and
//! their public actions go to the table's log. With no person at the table
//! the screen shows the public table and, marked, the truth; at game over
//! everything is revealed.
//!
//! The log holds public happenings only. What one seat alone may know is
//! drawn from that seat's own view, on its private screen, and nowhere
//! else. A command a person types is tried on a copy of the game first, so
//! a refusal (which could say something about the seat's room) is told on
//! that seat's screen, never in the public log.

mod guess;
mod hints;
pub mod keys;
mod look;
mod map;
mod panels;
mod plain;
mod public;
mod seats;
mod setup;
mod talk;
mod turn;
pub mod words;

use super::{Fronted, Intent, Plays, marks};
use crate::engine::hidden::{Hidden, HiddenCommand, HiddenView, MAX_CLAIM, Role};
use crate::engine::{Dice, Game, Seat};
use crate::keymap::Action;
use crate::record::Ammo;
use crate::ui::map::{KnownMap, MapLayout};
use crate::ui::text_input::TextInput;
use std::time::Duration;
use words::{is_bot, name, watching};

pub use seats::SeatView;
pub use turn::bot_step;

pub use words::{SENSES_SHORT, happening_line, sense_lines, senses_short};

impl Fronted for Hidden {
    type Front = HiddenUi;
}

/// How long a bot's step stays on screen before the next: long enough to
/// read a claim or a death.
pub const PACE: Duration = Duration::from_millis(900);

/// Who may see the screen now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// This person's private screen: the curtain was lifted for them.
    Private(Seat),
    /// A bot plays (or a person has not sat down yet): the public table.
    Public,
    /// No person at the table: the public table and the truth, marked.
    Watch,
    /// The game is over: everything.
    Over,
}

/// The text prompt a seat is typing into.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Prompt {
    #[default]
    None,
    Claim(TextInput),
    Aim(String),
    MoveTo(String),
}

/// The hidden play screen's own state.
pub struct HiddenUi {
    pub cheat: bool,
    /// The person whose curtain was lifted this turn.
    pub shown: Option<Seat>,
    pub mode: Mode,
    /// The desk of the person at the keyboard.
    pub desk: Desk,
    /// Nobody's desk: what a seat view shows of a seat not at the keyboard.
    blank: Desk,
    /// Per seat: its notebook map's layout (grows as it explores) and map.
    layouts: Vec<MapLayout>,
    maps: Vec<KnownMap>,
    /// Yob's drawing, for the truth while watching bots or cheating.
    truth_layout: MapLayout,
    /// The last person whose screen was shown: at game over the truth is
    /// drawn on their layout.
    last_person: Option<Seat>,
    /// At game over: that seat, and its layout grown to the whole cave.
    over: Option<(usize, MapLayout)>,
    /// Hints are on (`h`) for the person at the keyboard.
    hints: bool,
    /// The table's map notes (at a table across terminals), laid on each
    /// person's notebook map.
    told: Vec<crate::front::table_map::MapNote>,
}

/// What a person has before them at the table and nobody else sees: a
/// half-typed prompt, the tunnel picked, why their last try was refused,
/// their marks and their odds.
#[derive(Default)]
pub struct Desk {
    pub prompt: Prompt,
    /// The selected tunnel (0-based).
    pub cursor: usize,
    /// Why the last try did nothing.
    pub refused: Option<String>,
    /// The seat's own marks, and the mark cursor.
    pub board: marks::Board,
    /// The seat's odds, while hints are on.
    odds: Option<crate::ai::hidden::Odds>,
    /// The odds last shown, kept when hints go off: (turn, seat, odds), for
    /// `h` to show again in the same turn at no cost.
    kept: Option<(u32, Seat, crate::ai::hidden::Odds)>,
}

impl Plays for HiddenUi {
    type Game = Hidden;

    fn new(game: &Hidden, cheat: bool) -> HiddenUi {
        let mut ui = HiddenUi {
            cheat,
            shown: None,
            mode: Mode::Public,
            desk: Desk::default(),
            blank: Desk::default(),
            layouts: Vec::new(),
            maps: Vec::new(),
            truth_layout: map::yob_layout(|label| game.reveal().yob_number(label)),
            last_person: None,
            over: None,
            hints: false,
            told: Vec::new(),
        };
        ui.refresh(game);
        ui
    }

    /// The humans' arrows used, all seats together (for the scores, at the
    /// end: it reads the revealed game).
    fn ammo(game: &Hidden) -> Option<Ammo> {
        let r = game.reveal();
        let start = u32::from(game.rules().arrows);
        let count = (r.roles().iter().zip(r.arrows()))
            .filter(|(role, _)| **role == Role::Human)
            .map(|(_, &left)| start.saturating_sub(u32::from(left)))
            .sum();
        Some(Ammo {
            count,
            word: "arrows".into(),
        })
    }

    /// Replaying the save's commands showed no one's screen, but the
    /// next seat starts at the curtain whatever the replay left.
    fn resumed(&mut self, game: &Hidden) {
        self.shown = None;
        self.desk.prompt = Prompt::None;
        self.refresh(game);
    }
}

/// The summary names every seat's role; nothing more to keep.
impl crate::front::Ending for HiddenUi {}
