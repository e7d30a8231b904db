//! The roles a rule set's front plays, one small trait each: the game as a
//! whole (`Plays`, which holds the game type), its rules, its words, its keys, its
//! panels, its plain-mode text, its marks and its hints. Each rule set
//! implements each role in the module that holds that part of its front;
//! a role it has nothing for is an empty impl, every item defaulted to
//! "none". `Adapter` (in `front`) is all of them together.

use super::{Cmd, Ev, Intent, Rules, Seen, Summary, Typing, Ui, marks};
use crate::engine::{Game, RoomId, Seat};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};
use crate::record::{Ammo, End, Record};
use crate::ui::form::Form;
use crate::ui::map::Drawn;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::time::Duration;

mod talks;
pub use talks::Talks;

/// A rule set's front as a whole. `Self` is its own state on the play
/// screen (map layout, cursors, a half-typed path); the game and its
/// record live in `Session`, which hands both in.
pub trait Plays: Sized + Send + 'static {
    type Game: Game;

    /// The front state for a new game; `cheat` shows hidden things.
    fn new(game: &Self::Game, cheat: bool) -> Self;
    /// What the player spent to kill, for the score table ("2 arrows"):
    /// `None` when the rule set has nothing to count.
    fn ammo(_game: &Self::Game) -> Option<Ammo> {
        None
    }
    /// A game rebuilt from its save is about to be shown: whatever screen
    /// state replaying its commands left must not show anything a seat's
    /// own screen would (the next seat starts at the hand-off curtain).
    fn resumed(&mut self, _game: &Self::Game) {}
}

/// A seat of a game's rules, before the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatPlan {
    pub seat: Seat,
    pub name: String,
    /// A person takes it (else a bot).
    pub person: bool,
}

/// The rules before a game: in prose for help, and the form that sets
/// them up.
pub trait Rulebook: Plays {
    /// The rules of this variant in a few paragraphs, from its knobs.
    fn rules_text(rules: &Rules<Self>) -> Vec<String>;
    /// A form to fill before a game of `rules` (who sits where), built
    /// from those rules; `None`: the game starts at once.
    fn setup(_rules: &Rules<Self>) -> Option<Form> {
        None
    }
    /// The rules the filled-in `form` asks for, or why they cannot be.
    fn from_setup(rules: &Rules<Self>, _form: &Form) -> Result<Rules<Self>, String> {
        Ok(rules.clone())
    }
    /// The seats of `rules` in seat order, with the names the rules give
    /// them and whether a person takes each: empty for a game one person
    /// plays.
    fn seats(_rules: &Rules<Self>) -> Vec<SeatPlan> {
        Vec::new()
    }
    /// `rules` with seat `seat` named `name` (a player who took it at a
    /// server's table).
    fn seat_named(rules: &Rules<Self>, _seat: Seat, _name: &str) -> Rules<Self> {
        rules.clone()
    }
}

/// The words for what happens, shared by the full screen and plain mode.
pub trait Words: Plays {
    /// Whether the log heads each command's lines with the turn number.
    /// A game where what a seat did is its secret (whether it shot) says
    /// no: a heading over nothing would tell the table a command was made.
    const TURN_HEADINGS: bool = true;

    /// The words for one event; `None` for what the player does not see.
    fn event_line(game: &Self::Game, event: &Ev<Self>, cheat: bool) -> Option<(Tone, String)>;
    /// The screen log's words for an event: the plain words, unless the
    /// screen can say more (plain mode describes the room each turn).
    fn log_line(game: &Self::Game, event: &Ev<Self>, cheat: bool) -> Option<(Tone, String)> {
        Self::event_line(game, event, cheat)
    }
    /// What the player did, for the log ("You shoot: 5 › 12 › 13"); said
    /// before the events it caused.
    fn command_line(_game: &Self::Game, _command: &Cmd<Self>) -> Option<(Tone, String)> {
        None
    }
    /// Said when the game starts and after each command the player lives
    /// through ("You are in room 4.").
    fn arrival(game: &Self::Game) -> Vec<(Tone, String)>;
    /// The right side of the status line ("turn 3 · arrows 4").
    fn status(game: &Self::Game) -> String;
    /// The turn a player reads ("turn 3", docs/playing.md): the one being
    /// played now, from 1; once the game is over, the last one played, so
    /// it equals the turns the game-over summary counts.
    fn turn_now(game: &Self::Game) -> u32 {
        Self::turns_taken(game) + u32::from(!game.is_over())
    }
    /// Turns played so far: what the game-over summary, the dump and the
    /// log's turn headings count.
    fn turns_taken(game: &Self::Game) -> u32 {
        game.turn()
    }
    /// The turn the log's newest lines belong to (its headings, a dump's
    /// turn column): the one that just made them.
    fn log_turn(game: &Self::Game) -> u32 {
        Self::turns_taken(game)
    }
    /// `turn_now` of the game `record` holds, as the menu and "Resumed"
    /// say it, without playing the record when the counter alone tells.
    fn saved_turn(record: &Record) -> u32 {
        record.turn() + u32::from(record.end == End::Playing)
    }
    /// `last` holds the events of the final command, which can tell
    /// apart endings the outcome alone does not (a drop onto the Wumpus).
    fn summary(game: &Self::Game, last: &[Ev<Self>]) -> Summary;
}

/// Keys to commands on the play screen, with confirmations and live
/// refusals, and the steps that need no key (bots, the hand-off).
pub trait Controls: Plays {
    /// This rule set's own key rows: its verbs (`Action::Verb`) in its
    /// scopes, each with the slot it takes among the common rows (the
    /// order help and the hint bar list keys in). A row two rule sets
    /// declare alike is one row; the config's `[keys]` rebinds rows by
    /// name, and `wumpus check` knows every rule set's names.
    const KEYS: &'static [(Slot, Row)] = &[];
    /// Help's own titles for layers this rule set names its way (its path
    /// editor is an "Arrow editor").
    const SECTIONS: &'static [(Layer, &'static str)] = &[];

    /// Which bindings of the play screen apply.
    fn scope(&self) -> Scope {
        Scope::GRAPH
    }
    /// Every scope whose bindings apply, the first winning a key two of
    /// them bind (a seat that claims with `c` and moves and shoots as on a
    /// graph offers its own scope, then the graph's).
    fn scopes(&self) -> Vec<Scope> {
        vec![self.scope()]
    }
    /// Whether the play screen uses `layer` now, of the layers only some
    /// games have (the hand-off curtain, the text prompt): help lists
    /// their keys only then.
    fn uses(&self, _layer: Layer) -> bool {
        false
    }
    /// The text prompt that has the keyboard (digits and `?` are text).
    fn typing(&self) -> Option<Typing> {
        None
    }
    /// The verb a key armed (`t` to toss, `c` to charge): the next pick
    /// carries it out. The app gives the keyboard to `Layer::Armed`, whose
    /// hint bar lists what a pick does now and how to take it back.
    fn armed(&self) -> Option<Verb> {
        None
    }
    /// How many numbered tunnels the player may pick from now, for the
    /// hint bar's "1-3" (`None`: the game has no numbered tunnels).
    fn picks(&self, _game: &Self::Game) -> Option<usize> {
        None
    }
    /// `Some(name)`: the keyboard must pass to `name` before anything else
    /// is drawn; the screen shows only the hand-off line until `lift`.
    fn curtain(&self, _game: &Self::Game) -> Option<String> {
        None
    }
    /// Enter on the hand-off screen: the named player has the keyboard.
    fn lift(&mut self, _game: &Self::Game) {}
    /// `Some(wait)`: the game goes on without keys (bots); after `wait`
    /// with no key, or at once on a key, the app calls `tick`.
    fn pace(&self, _game: &Self::Game) -> Option<Duration> {
        None
    }
    /// One step that needs no key (a bot's command, or the next line of
    /// what it did); a command is carried out as a key's would be.
    fn tick(&mut self, _game: &Self::Game) -> Intent<Cmd<Self>> {
        Intent::Nothing
    }
    /// A bot's command for the seat to act, though a person sits there
    /// (a table's turn timer ran out, or the person left it): `Nothing`
    /// in a game without seats.
    fn stand_in(&mut self, _game: &Self::Game) -> Intent<Cmd<Self>> {
        Intent::Nothing
    }
    /// Whether this rule set has a use for a game key of its scope (the
    /// hint bar and help list only those).
    fn offers(&self, action: Action) -> bool;
    /// A key on the play screen; a refusal the front can see coming is
    /// kept in its own state (shown in its prompt) and gives `Nothing`.
    fn act(&mut self, game: &Self::Game, action: Action) -> Intent<Cmd<Self>>;
    /// A command about to be played, whether a key made it or a record
    /// being played again (which makes no key).
    fn sending(&mut self, _command: &Cmd<Self>) {}
    /// After a command: the events the player saw, or the engine's refusal
    /// in words.
    fn after(&mut self, game: &Self::Game, result: Result<&[Ev<Self>], String>);
}

/// What the play screen draws: the map, the side panel, the prompt.
pub trait Panels: Plays {
    /// Marks this rule set's map draws besides the common ones, for the
    /// map's key in help: (what is drawn, what it means).
    const LEGEND: &'static [(&'static str, &'static str)] = &[];
    /// Whether the map is a graph (rooms and tunnels): its key then has
    /// the common graph marks around `LEGEND`; a grid map's key is
    /// `LEGEND` alone.
    const GRAPH: bool = true;

    /// The map: what the player knows, plus everything in cheat mode and
    /// at game over; saying what it drew (each room's box) for the mouse.
    fn draw_map(&self, game: &Self::Game, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn;
    fn draw_side(&self, game: &Self::Game, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    /// Rows the prompt panel under the map needs now.
    fn prompt_rows(&self) -> u16;
    fn draw_prompt(&self, game: &Self::Game, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    /// The panels as `seen` sees them, for a rule set with secrets between
    /// seats (each seat its own screen, the table's for a spectator).
    /// `None`: everyone sees the screen at the keyboard, as a spectator of
    /// a solo game sees exactly what its player sees.
    fn seen_by<'a>(
        &'a self,
        _game: &'a Self::Game,
        _seen: Seen,
    ) -> Option<Box<dyn SeatPanels + 'a>> {
        None
    }
}

/// The panels of one seat's view (`Panels::seen_by`), drawn from the game
/// they were made from.
pub trait SeatPanels {
    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn;
    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
}

/// Plain mode's text: the situation, the prompt, typed lines to commands
/// and back.
pub trait PlainText: Plays {
    /// Plain mode: the commands, for `?`.
    fn plain_help() -> &'static str;
    /// Plain mode: `Some(name)` when the keyboard must pass to `name`
    /// before the situation is described (a person's turn in a game of
    /// secrets): plain mode prints the hand-off line and waits for Enter.
    fn plain_curtain(_game: &Self::Game) -> Option<String> {
        None
    }
    /// Plain mode: the command the seat to act plays by itself (a bot
    /// seat's), played at once without a prompt: plain mode says only
    /// what the table may read of it, so no one need be asked for a key.
    fn plain_auto(_game: &Self::Game) -> Option<Cmd<Self>> {
        None
    }
    /// Plain mode: the lines describing the situation before a prompt.
    fn plain_describe(game: &Self::Game) -> Vec<String>;
    /// Plain mode: the prompt.
    fn plain_prompt(game: &Self::Game) -> String;
    /// Plain mode: the question to ask when `line` is a command word
    /// without what it needs ("Which rooms? "); its answer is appended.
    fn plain_follow_up(_game: &Self::Game, _line: &str) -> Option<&'static str> {
        None
    }
    /// Plain mode: a typed line as a command, or why not (one line).
    fn plain_command(game: &Self::Game, line: &str) -> Result<Cmd<Self>, String>;
    /// Plain mode: the line that types `command` in `game` (the game before
    /// it), for a replay's transcript. `plain_command` must read it back as
    /// the same command; the default is the command's JSON, which it does
    /// not, so every rule set writes its own.
    fn plain_line(_game: &Self::Game, command: &Cmd<Self>) -> String {
        serde_json::to_string(command).unwrap_or_default()
    }
    /// Where everything is, in one line (cheat mode, game over).
    fn plain_reveal(game: &Self::Game, prefix: &str) -> String;
}

/// The player's own marks (`marks`) and the mouse: every rule set with a
/// room map says what its rooms are; the session does the rest.
pub trait MarkRooms: Plays {
    /// The words this rule set's marks cycle through; `None`: no marks.
    const MARKS: Option<marks::Words> = None;
    /// The seat whose screen it is now (whose marks it shows); `None`
    /// while nobody's is (the hand-off curtain).
    fn viewer(&self, _game: &Self::Game) -> Option<Seat> {
        Some(crate::engine::SOLO)
    }
    /// The rooms the player may mark in `game`, with their labels (the
    /// rooms they can name: what their map may show).
    fn markable(_game: &Self::Game) -> Vec<(RoomId, String)> {
        Vec::new()
    }
    /// The rooms the player may mark now, as the screen knows them (the
    /// screen may know more names than the game alone says).
    fn mark_rooms(&self, game: &Self::Game) -> Vec<(RoomId, String)> {
        Self::markable(game)
    }
    /// The room `command` walks into, as the screen knows it.
    fn enters(&self, game: &Self::Game, command: &Cmd<Self>) -> Option<RoomId> {
        Self::entering(game, command)
    }
    /// The room a pick names (`Tunnel(n)`, or `Select`: the one under the
    /// cursor), for a mark; and where the mark cursor starts.
    fn pick_room(&self, _game: &Self::Game, _action: Action) -> Option<RoomId> {
        None
    }
    /// The mark cursor's next room from `from`, for a cursor key.
    fn step_room(&self, _game: &Self::Game, _from: RoomId, _action: Action) -> Option<RoomId> {
        None
    }
    /// The room `command` walks into, if it walks: a move into a room the
    /// player marked dangerous asks first.
    fn entering(_game: &Self::Game, _command: &Cmd<Self>) -> Option<RoomId> {
        None
    }
    /// The marks to draw from now on (the map beside the rooms, the
    /// tunnels list), and the mark cursor.
    fn show_marks(&mut self, _game: &Self::Game, _board: &marks::Board) {}
    /// A click on a room of the map: walk there if it is next door, add
    /// it to a path being made, or whatever picking it means now.
    fn click(&mut self, _game: &Self::Game, _room: RoomId) -> Intent<Cmd<Self>> {
        Intent::Nothing
    }
    /// Where the side panel (drawn in `area`) lists the numbered tunnels:
    /// a click there is that tunnel's number key.
    fn pick_rows(&self, _game: &Self::Game, _area: Rect) -> Vec<(Rect, u8)> {
        Vec::new()
    }
}

/// Hints (`h`): danger odds or advice on the screen, and plain mode's
/// `odds`.
pub trait Hinting: Plays {
    /// Whether this rule set has hints for `h` (danger odds, or advice):
    /// when true it shows them between `set_hints(.., true)` and
    /// `set_hints(.., false)`, and `plain_odds` (or a `plain_hints`
    /// keeper's `hint_lines`) answers plain mode's `odds`.
    const HINTS: bool = false;
    /// The map key's entries for what hints draw.
    const HINT_LEGEND: &'static [(&'static str, &'static str)] = crate::ui::map::shade::LEGEND;
    /// Plain mode's help for `odds`, after the rule set's own (when
    /// `HINTS`).
    const ODDS_HELP: &'static str = "odds prints the chance of each hazard in every room you know, \
from what you have sensed (the game is then marked as played with hints).";

    /// Whether `h` does anything in this game now (`HINTS`, unless the
    /// rule set shows hints only to some players: Hidden Wumpus's are a
    /// person's, so a table of bots has none).
    fn hints_offered(&self, _game: &Self::Game) -> bool {
        Self::HINTS
    }
    /// Hints on or off. Odds are worked out here and after each command
    /// (`Controls::after`), never while drawing a frame.
    fn set_hints(&mut self, _game: &Self::Game, _on: bool) {}
    /// Plain mode's `odds`: one line per place, `None` when this rule set
    /// has no hints.
    fn plain_odds(_game: &Self::Game) -> Option<Vec<String>> {
        None
    }
    /// Plain mode's hint keeper for a game, for a rule set whose `odds`
    /// needs more than the game holds (the labyrinth's wall bumps are
    /// refusals, which the game does not keep): a front that plain mode
    /// feeds every command and what came of it (`Controls::sending`,
    /// `Controls::after`), as the full screen does, and asks with
    /// `hint_lines`. `None`: `plain_odds` answers from the game alone.
    fn plain_hints(_game: &Self::Game) -> Option<Self> {
        None
    }
    /// Plain mode's `odds` from a hint keeper (`plain_hints`).
    fn hint_lines(&self, game: &Self::Game) -> Option<Vec<String>> {
        Self::plain_odds(game)
    }
}

/// How a finished game is told on its game-over screen, beside
/// `Words::summary`: the few labelled facts a morgue file keeps (rooms
/// explored, the hazards met), from what the player's own screen knew.
pub trait Ending: Plays {
    /// (label, fact) rows, in the order to show them ("Explored", "6 of
    /// 20 rooms"). Nothing by default: the summary says it all.
    fn morgue(&self, _game: &Self::Game) -> Vec<(&'static str, String)> {
        Vec::new()
    }
    /// Whether this rule set's own side panel tells the ending (and has
    /// more to say then, as a switch for the revealed map): the screen
    /// then keeps it rather than drawing the ending panel in its place.
    const OWN_ENDING: bool = false;
}
