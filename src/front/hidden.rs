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
mod map;
mod panels;
mod plain;
mod public;
mod setup;
mod turn;
pub mod words;

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui, marks};
use crate::engine::hidden::{
    Audience, Happening, Hidden, HiddenCommand, HiddenEvent, HiddenRules, HiddenView, MAX_CLAIM,
    Role,
};
use crate::engine::{Dice, Game, RoomId, Seat};
use crate::front::classic::keys::SHOOT;
use crate::keymap::{Action, Layer, Row, Scope, Slot};
use crate::record::Ammo;
use crate::ui::form::Form;
use crate::ui::map::{Drawn, KnownMap, MapLayout};
use crate::ui::text_input::TextInput;
use crate::words::Tone;
use keys::{CLAIM, SEATS, STAY};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::time::Duration;
use words::{is_bot, name, watching};

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
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
    pub prompt: Prompt,
    /// The selected tunnel (0-based).
    pub cursor: usize,
    /// Why the last try did nothing (private: the seat's screen only).
    pub refused: Option<String>,
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
    /// The shown seat's own marks, and the mark cursor.
    pub board: marks::Board,
    /// Hints are on (`h`), and the odds of the seat whose screen shows.
    hints: bool,
    odds: Option<crate::ai::hidden::Odds>,
}

impl Adapter for HiddenUi {
    type Game = Hidden;

    /// What a seat did is its own secret: no turn number over commands
    /// that told the table nothing.
    const TURN_HEADINGS: bool = false;
    const KEYS: &'static [(Slot, Row)] = keys::KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = keys::SECTIONS;
    const LEGEND: &'static [(&'static str, &'static str)] = keys::LEGEND;
    const MARKS: Option<marks::Words> = Some(marks::CAVE);

    fn new(game: &Hidden, cheat: bool) -> HiddenUi {
        let mut ui = HiddenUi {
            cheat,
            shown: None,
            mode: Mode::Public,
            prompt: Prompt::None,
            cursor: 0,
            refused: None,
            layouts: Vec::new(),
            maps: Vec::new(),
            truth_layout: map::yob_layout(|label| game.reveal().yob_number(label)),
            last_person: None,
            over: None,
            board: Default::default(),
            hints: false,
            odds: None,
        };
        ui.refresh(game);
        ui
    }

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
        match self.prompt {
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

    fn setup(rules: &HiddenRules) -> Option<Form> {
        Some(setup::form(rules))
    }

    fn from_setup(rules: &HiddenRules, form: &Form) -> Result<HiddenRules, String> {
        setup::rules(rules, form)
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
            Action::Cancel => self.prompt != Prompt::None,
            _ => false,
        }
    }

    fn act(&mut self, game: &Hidden, action: Action) -> Intent<HiddenCommand> {
        self.key(game, action)
    }

    fn after(&mut self, game: &Hidden, result: Result<&[HiddenEvent], String>) {
        if let Err(why) = result {
            self.refused = Some(why);
        }
        self.refresh(game);
    }

    /// Plain mode's words: the public happenings, and a person's own
    /// (plain mode is one text stream at the table: the person reads what
    /// their command did). Bots' private happenings are never said.
    fn event_line(game: &Hidden, event: &HiddenEvent, _cheat: bool) -> Option<(Tone, String)> {
        match event.to {
            Audience::Only(seat) if is_bot(game, seat) => None,
            Audience::Only(_) if matches!(event.what, Happening::Sensed { .. }) => None,
            _ => Some(words::happening_line(game, &event.what)),
        }
    }

    /// The screen's log is the public table's: a seat's own happenings
    /// are on its private screen only.
    fn log_line(game: &Hidden, event: &HiddenEvent, _cheat: bool) -> Option<(Tone, String)> {
        words::public_line(game, event)
    }

    fn arrival(game: &Hidden) -> Vec<(Tone, String)> {
        public::arrival(game)
    }

    /// Public facts only: the round and whose turn it is.
    fn status(game: &Hidden) -> String {
        public::status(game)
    }

    fn summary(game: &Hidden, _last: &[HiddenEvent]) -> Summary {
        public::summary(game)
    }

    fn rules_text(rules: &HiddenRules) -> Vec<String> {
        words::rules_text(rules)
    }

    fn draw_map(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.draw_map_drawn(game, ui, area, buf);
    }

    fn draw_map_drawn(&self, g: &Hidden, ui: &Ui<'_>, a: Rect, b: &mut Buffer) -> Drawn {
        self.drawn(g, ui, a, b)
    }

    /// The seat whose private screen is up: only its marks are shown.
    fn viewer(&self, _game: &Hidden) -> Option<Seat> {
        self.private_seat()
    }

    fn markable(_game: &Hidden) -> Vec<(RoomId, String)> {
        guess::markable()
    }

    fn pick_room(&self, game: &Hidden, action: Action) -> Option<RoomId> {
        self.pick(game, action)
    }

    fn step_room(&self, _game: &Hidden, from: RoomId, action: Action) -> Option<RoomId> {
        self.step(from, action)
    }

    fn entering(_game: &Hidden, command: &HiddenCommand) -> Option<RoomId> {
        guess::entering(command)
    }

    fn show_marks(&mut self, _game: &Hidden, board: &marks::Board) {
        self.board = board.clone();
    }

    fn click(&mut self, game: &Hidden, room: RoomId) -> Intent<HiddenCommand> {
        self.clicked(game, room)
    }

    fn pick_rows(&self, game: &Hidden, area: Rect) -> Vec<(Rect, u8)> {
        self.tunnel_cells(game, area)
    }

    fn draw_side(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        match self.mode {
            Mode::Private(seat) => {
                panels::private_side(self, game, &game.view(seat), ui, area, buf)
            }
            Mode::Public if self.cheat => {
                panels::truth_side(game, "CHEAT: the truth", ui, area, buf)
            }
            Mode::Public => panels::public_side(game, ui, area, buf),
            Mode::Watch => panels::truth_side(game, "TRUTH (hidden from the table)", ui, area, buf),
            Mode::Over => panels::truth_side(game, "Revealed", ui, area, buf),
        }
    }

    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::prompt(self, game, ui, area, buf);
    }

    fn plain_help() -> &'static str {
        plain::HELP
    }

    /// Before each person's turn (not a bot's): nothing done yet this turn.
    fn plain_curtain(game: &Hidden) -> Option<String> {
        plain::curtain(game)
    }

    fn plain_describe(game: &Hidden) -> Vec<String> {
        plain::lines(game)
    }

    fn plain_prompt(game: &Hidden) -> String {
        plain::prompt(game)
    }

    fn plain_command(game: &Hidden, line: &str) -> Result<HiddenCommand, String> {
        plain::command(game, line)
    }

    /// A bot's turn is an Enter in plain mode: the bot decides.
    fn plain_line(game: &Hidden, command: &HiddenCommand) -> String {
        plain::line(game, command)
    }

    /// The humans' arrows, all seats together.
    fn ammo(game: &Hidden) -> Option<Ammo> {
        Some(public::ammo(game))
    }

    /// Replaying the save's commands showed no one's screen, but the
    /// next seat starts at the curtain whatever the replay left.
    fn resumed(&mut self, game: &Hidden) {
        self.shown = None;
        self.prompt = Prompt::None;
        self.refresh(game);
    }

    fn plain_reveal(game: &Hidden, prefix: &str) -> String {
        format!("{prefix} {}", plain::truth(game))
    }

    const HINTS: bool = true;
    const HINT_LEGEND: &'static [(&'static str, &'static str)] = hints::LEGEND;

    fn hints_offered(&self, game: &Hidden) -> bool {
        // Hints are the odds of a person's own turn: bots have none to show.
        !watching(game)
    }
    fn set_hints(&mut self, game: &Hidden, on: bool) {
        self.hints = on;
        self.refresh(game);
    }

    /// For the seat to act, a person: a bot's odds would tell the table
    /// what only the bot knows.
    fn plain_odds(game: &Hidden) -> Option<Vec<String>> {
        Some(match game.to_act() {
            Some(seat) if !is_bot(game, seat) => crate::ai::hidden::plain_lines(&game.view(seat)),
            _ => vec!["Odds are shown only to a person, on their own turn.".into()],
        })
    }
}
