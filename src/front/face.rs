//! The object-safe face of a game on the play screen: what the app asks of
//! any game without knowing its rule set. `Session<A>` wears it for every
//! adapter `A`.

use super::{Summary, Typing, Ui};
use crate::keymap::{Action, Layer, Scope, Verb};
use crate::record::{Record, SaveHandle};
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::time::Duration;

/// A game on the play screen, whatever its rule set.
pub trait Front: Send {
    /// The variant's name, as the menu shows it.
    fn name(&self) -> &str;
    fn seed(&self) -> u64;
    fn cheat(&self) -> bool;
    fn is_over(&self) -> bool;
    fn scope(&self) -> Scope;
    /// Every scope whose bindings apply, in the order they win.
    fn scopes(&self) -> Vec<Scope> {
        vec![self.scope()]
    }
    fn typing(&self) -> Option<Typing>;
    /// The verb armed (see `Adapter::armed`).
    fn armed(&self) -> Option<Verb> {
        None
    }
    /// How many numbered tunnels there are to pick from now.
    fn picks(&self) -> Option<usize> {
        None
    }
    /// Whether the play screen uses `layer` now (see `Adapter::uses`).
    fn uses(&self, _layer: Layer) -> bool {
        false
    }
    /// Help's title for `layer`, if this rule set names it its own way.
    fn section(&self, _layer: Layer) -> Option<&'static str> {
        None
    }
    /// The key to this game's map: (what is drawn, what it means).
    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        Vec::new()
    }
    /// The hand-off screen's name, when only that may be drawn.
    fn curtain(&self) -> Option<String> {
        None
    }
    /// Enter on the hand-off screen.
    fn lift(&mut self) {}
    /// How long the game waits for a key before it goes on by itself.
    fn pace(&self) -> Option<Duration> {
        None
    }
    /// The game goes on by one step without a key.
    fn tick(&mut self) {}
    fn offers(&self, action: Action) -> bool;
    /// A key on the play screen. `Some(question)`: ask it, then `confirm`.
    fn act(&mut self, action: Action) -> Option<String>;
    fn confirm(&mut self, yes: bool);
    /// A line for the log from outside the game (a key that did nothing).
    fn note(&mut self, text: String);
    /// The same cave and placements again (docs/rules.md, Common).
    fn same_setup(&self) -> Box<dyn Front>;
    fn log(&self) -> &[(Tone, String)];
    fn status(&self) -> String;
    fn summary(&self) -> Option<Summary>;
    fn rules_text(&self) -> Vec<String>;
    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    fn prompt_rows(&self) -> u16;
    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer);
    /// For tests and tools that know the rule set: the concrete session.
    fn as_any(&self) -> &dyn Any;

    /// Whether this game can be saved to resume later (it has files, a
    /// command was made, it has not ended): leaving then asks to save or
    /// abandon it.
    fn can_save(&self) -> bool {
        false
    }
    /// The player leaves, keeping the game: the save is on disk when this
    /// returns. The error in a line, if it could not be written.
    fn save_and_leave(&mut self) -> Result<(), String> {
        Err("this game cannot be saved".into())
    }
    /// The player leaves for good: the game goes in the scores as
    /// abandoned, and its save is removed.
    fn abandon(&mut self) {}
    /// The newest save, for a signal or a panic to write from anywhere.
    fn save_handle(&self) -> Option<SaveHandle> {
        None
    }
    /// Takes what the record's background work finished (the scores row,
    /// an error to log); true when the screen changed.
    fn poll(&mut self) -> bool {
        false
    }
    /// Waits for the record's background work.
    fn settle(&mut self) {}
    /// Whether this game can write a dump (it has a data directory).
    fn can_dump(&self) -> bool {
        false
    }
    /// Writes a plain-text dump of the game; the log says where, or why not.
    fn dump(&mut self) {}
    /// What became of a finished game's record: its row in the scores, its
    /// dump, or that it could not be written.
    fn footnote(&self) -> Option<String> {
        None
    }
    /// Hints were shown: the record says so from now on. (The hint engine
    /// is to come; this is its hook.)
    fn hints_shown(&mut self) {}
    /// The game's record so far.
    fn record(&self) -> Option<&Record> {
        None
    }

    /// `draw_map`, saying what it drew: each room's box, for the mouse.
    fn draw_map_drawn(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> crate::ui::map::Drawn {
        self.draw_map(ui, area, buf);
        crate::ui::map::Drawn::default()
    }
    /// Where the side panel in `area` lists the numbered tunnels.
    fn pick_rows(&self, _area: Rect) -> Vec<(Rect, u8)> {
        Vec::new()
    }
    /// A click on the map's room `room`. `Some(question)`: ask it, then
    /// `confirm`.
    fn click_room(&mut self, _room: crate::engine::RoomId) -> Option<String> {
        None
    }
    /// The seat's marks now, in words (for plain mode and tests).
    fn marks_line(&self) -> Option<String> {
        None
    }
    /// Whether this game has hints to show (`h`).
    fn has_hints(&self) -> bool {
        false
    }
    /// Whether hints are on now.
    fn hints_on(&self) -> bool {
        false
    }
    /// Whether hints were shown at any moment of this game.
    fn hints_were_shown(&self) -> bool {
        false
    }
    /// Hints on or off (for a game with none, nothing happens). Turning
    /// them on marks the game (`hints_shown`).
    fn set_hints(&mut self, _on: bool) {}
    /// `h`: the one place hints are switched. The state after.
    fn toggle_hints(&mut self) -> bool {
        let on = !self.hints_on();
        self.set_hints(on);
        self.hints_on()
    }
}
