//! The object-safe face of a game on the play screen: what the app asks of
//! any game without knowing its rule set. One value out (`View`: what this
//! seat's screen shows now, plain data beside the game's own panels), one
//! call in (`Input`), and the game's files (`Keep`). `Session<A>` wears it
//! for every adapter `A`.

use super::{Summary, Typing, Ui};
use crate::engine::{RoomId, Seat};
use crate::keymap::{Action, Layer, Scope, Verb};
use crate::record::{Record, SaveHandle};
use crate::ui::map::Drawn;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::time::Duration;

/// A game on the play screen, whatever its rule set.
pub trait Front: Send {
    /// What the screen of the seat at the keyboard shows now.
    fn view(&self) -> View<'_>;
    /// What `seen` sees of this game now, whoever has the keyboard: a
    /// seat's own screen, or the table's for a spectator. Nothing on it
    /// takes a key (the keyboard's `view` does).
    fn view_as(&self, seen: Seen) -> View<'_>;
    /// Whether the keyboard's screen shows secrets of a seat (each seat
    /// has a screen of its own): then a spectator must get the table's
    /// view (`view_as(Seen::Table)`), never the screen itself.
    fn private_seats(&self) -> bool;
    /// The seat whose turn it is, while the game goes on.
    fn acting(&self) -> Option<Seat>;
    /// Something for the game. `Some(question)`: ask it, then answer with
    /// `Input::Answer`.
    fn input(&mut self, input: Input) -> Option<String>;
    /// A step of the game's files. `Ok(true)`: the screen changed (news
    /// from the record's thread); `Err`: why a save could not be written.
    fn keep(&mut self, step: Keep) -> Result<bool, String>;
    /// The same cave and placements again (docs/rules.md, Common).
    fn same_setup(&self) -> Box<dyn Front>;
    /// The newest save, for a signal or a panic to write from anywhere.
    fn save_handle(&self) -> Option<SaveHandle>;
    /// The game's record so far.
    fn record(&self) -> Option<&Record>;
    /// For tests and tools that know the rule set: the concrete session.
    fn as_any(&self) -> &dyn Any;
    /// The seats still in the game (`Talks::living`); none in a game for
    /// one.
    fn living(&self) -> Vec<Seat> {
        Vec::new()
    }
    /// What bot `seat` says when a person asks it `question` at a table
    /// (`Talks::answer`).
    fn answer(&self, _seat: Seat, _question: &str) -> Option<String> {
        None
    }
    /// The rooms a table map note may name (`Talks::map_rooms`).
    fn map_rooms(&self) -> u16 {
        0
    }
    /// Why this screen is gone from its table (a kicked spectator's): the
    /// app leaves it for the lobby, saying so.
    fn gone(&self) -> Option<String> {
        None
    }
    /// The table's public map notes now, for the map to draw beside the
    /// seat's own (`Talks::table_notes`).
    fn table_notes(&mut self, _notes: &[crate::front::table_map::MapNote]) {}
}

/// Whose eyes a view of a game is for, besides the keyboard's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// One seat's own screen: its secrets and nobody else's.
    Seat(Seat),
    /// What everyone at the table, or watching it, sees.
    Table,
}

/// What reaches a game from outside: a key's action, a click, the clock.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// A key on the play screen, as the keymap read it.
    Key(Action),
    /// The wait is over (`View::pace`): the game goes on by one step.
    Tick,
    /// Enter on the hand-off screen.
    Lift,
    /// The answer to the question a key or a click asked.
    Answer(bool),
    /// A click on the map's room.
    Click(RoomId),
    /// The mouse came to rest over the map's room: the look cursor goes
    /// there (never further: only a click travels).
    Hover(RoomId),
    /// A line for the log from outside the game (a key that did nothing).
    Note(String),
    /// Hints on or off (a game without hints ignores it). Turning them on
    /// marks the game as played with hints.
    Hints(bool),
    /// A bot plays the turn of the person to act (a table's turn timer, a
    /// seat its person left); a game without seats ignores it.
    Stand,
    /// A line said at the table: the game's record keeps it; nothing in
    /// the game changes.
    Said(crate::record::Talk),
    /// A line of the table's talk for this screen's log, as its reader
    /// may read it.
    Heard(String),
}

/// What the app asks of a game's files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The player leaves, keeping the game: the save is on disk when this
    /// returns.
    SaveAndLeave,
    /// The player leaves for good: the game goes in the scores as
    /// abandoned, and its save is removed.
    Abandon,
    /// Take what the record's background work finished.
    Poll,
    /// Wait for the record's background work.
    Settle,
    /// Write a plain-text dump; the log says where, or why not.
    Dump,
    /// The frame of the last input is drawn: what it offered to the files
    /// may be written now (until then the write waits, briefly, so it takes
    /// no time from the frame).
    Release,
}

/// Hints, as the screen shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HintsState {
    /// `h` does something in this game now.
    pub offered: bool,
    pub on: bool,
    /// They were on at some moment of this game.
    pub seen: bool,
}

/// What a seat's screen shows now. Plain data, besides `panes`: the
/// rule set's own panels, which draw themselves.
pub struct View<'a> {
    /// The variant's name, as the menu shows it.
    pub name: &'a str,
    pub seed: u64,
    pub cheat: bool,
    pub over: bool,
    /// `Some(name)`: only the hand-off line for `name` may be drawn.
    pub curtain: Option<String>,
    /// `Some(wait)`: the game goes on without keys (bots); after `wait`
    /// with no key, or at once on a key, the app sends `Input::Tick`.
    pub pace: Option<Duration>,
    /// The text prompt that has the keyboard.
    pub typing: Option<Typing>,
    /// The verb armed: the next pick carries it out.
    pub armed: Option<Verb>,
    /// How many numbered tunnels there are to pick from now.
    pub picks: Option<usize>,
    /// Every scope whose bindings apply, the first winning a key two bind.
    pub scopes: Vec<Scope>,
    /// The layers only some games have that the play screen uses now.
    pub uses: Vec<Layer>,
    /// Help's titles for the layers this rule set names its own way.
    pub sections: Vec<(Layer, &'static str)>,
    /// The key to the map: (what is drawn, what it means).
    pub legend: Vec<(&'static str, &'static str)>,
    /// Rows the prompt panel under the map needs now.
    pub prompt_rows: u16,
    /// The look cursor is on (`Layer::Look` has the keyboard).
    pub looking: bool,
    /// Travel is under way: a key stops it.
    pub travelling: bool,
    pub log: &'a [(Tone, String)],
    /// How many of the log's last entries the last command wrote (its
    /// turn's lines), which the log panel shows whole.
    pub fresh: usize,
    /// The right side of the status line ("turn 3 · arrows 4").
    pub status: String,
    /// The game-over panel's words, once the game is over.
    pub summary: Option<Summary>,
    /// A finished game's labelled facts, morgue-style (`Ending::morgue`).
    pub morgue: Vec<(&'static str, String)>,
    /// The game's own side panel tells its ending (`Ending::OWN_ENDING`).
    pub own_ending: bool,
    /// What became of a finished game's record: its row in the scores,
    /// its dump, or that it could not be written.
    pub footnote: Option<String>,
    pub hints: HintsState,
    /// Leaving asks to save or abandon (it has files, a command was made,
    /// it has not ended).
    pub can_save: bool,
    /// It can write a dump (it has a data directory).
    pub can_dump: bool,
    /// Once over, it can start again from its screen (the same setup, a
    /// new game): not a server's table, which ends for everyone.
    pub again: bool,
    /// The talk pane, at a table across terminals (`TalkPane`).
    pub talk: Option<TalkPane>,
    pub panes: PanesOf<'a>,
}

/// What the talk pane beside the log shows: its title (the discussion's
/// countdown, who is ready), the lines this screen may read, newest last,
/// each with its tone, and the line being typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TalkPane {
    pub title: String,
    pub lines: Vec<(Tone, String)>,
    /// `Some`: the pane has the keyboard, with this typed so far.
    pub typing: Option<crate::ui::text_input::TextInput>,
    /// How many lines it is scrolled back from the newest.
    pub back: usize,
}

impl View<'_> {
    /// The scope whose bindings win.
    pub fn scope(&self) -> Scope {
        self.scopes.first().copied().unwrap_or(Scope::GRAPH)
    }

    /// Whether the play screen uses `layer` now.
    pub fn uses(&self, layer: Layer) -> bool {
        self.uses.contains(&layer)
    }

    /// Help's title for `layer`, if this rule set names it its own way.
    pub fn section(&self, layer: Layer) -> Option<&'static str> {
        self.sections
            .iter()
            .find(|(l, _)| *l == layer)
            .map(|&(_, title)| title)
    }
}

/// A view's panels: the game's own, or a seat view's made for the view.
pub enum PanesOf<'a> {
    Game(&'a dyn Panes),
    Made(Box<dyn Panes + 'a>),
}

impl<'a> std::ops::Deref for PanesOf<'a> {
    type Target = dyn Panes + 'a;

    fn deref(&self) -> &Self::Target {
        match self {
            PanesOf::Game(panes) => *panes,
            PanesOf::Made(panes) => panes.as_ref(),
        }
    }
}

/// The rule set's own panels, and what the screen asks that depends on
/// one key or one area at a time.
pub trait Panes {
    /// Whether this game has a use for a game key now (the hint bar and
    /// help list only those; another says it does nothing).
    fn offers(&self, action: Action) -> bool;
    /// The rules of this game in a few paragraphs, for help.
    fn rules_text(&self) -> Vec<String>;
    /// The map, saying what it drew: each room's box, for the mouse.
    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn;
    /// The side panels, saying where they list the numbered tunnels: a
    /// click there is that tunnel's number key.
    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Vec<(Rect, u8)>;
    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    /// The seat's marks now, in words (for plain mode and tests).
    fn marks_line(&self) -> Option<String>;
}
