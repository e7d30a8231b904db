//! A solo game on the server, as its player sees it: the game itself,
//! and its watchers' talk once the player turns it on (`"`). Until then
//! nothing the watchers say reaches the player's screen, so a game is
//! never interrupted by people it did not ask to hear (docs/server.md,
//! "A solo game's watchers").

use super::talk::{self, Typed, clean::MAX_CELLS, same_name};
use super::watch::Watched;
use crate::engine::Seat;
use crate::front::talk_lines::{Read, words};
use crate::front::{Front, Input, Keep, Panes, PanesOf, Seen, TalkPane, Typing, Ui, View};
use crate::keymap::{Action, Layer, Scope};
use crate::record::{Record, SaveHandle};
use crate::ui::map::Drawn;
use crate::ui::text_input::TextInput;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::sync::Arc;

/// Lines the pane keeps to scroll back through.
const PANE_LINES: usize = 500;
/// Rows one PageUp scrolls.
const PAGE: usize = 5;

/// `/help` on the player's side of the watchers' talk.
const HELP: &str = "Watchers' talk: a line goes to everyone watching your game. /hide hides the talk (\" shows it again) · /mute NAME, /unmute NAME for yourself.";

pub struct WatchedGame {
    inner: Box<dyn Front>,
    game: Arc<Watched>,
    me: String,
    /// The player turned the talk on: its pane shows and its lines are
    /// read. Off, lines wait unread for when it is turned on.
    on: bool,
    typing: Option<TextInput>,
    read: usize,
    lines: Vec<(Tone, String)>,
    muted: Vec<String>,
    back: usize,
    /// Watchers as last polled.
    watching: usize,
}

impl WatchedGame {
    /// `me`'s `inner` game, watched through `game`.
    pub fn new(inner: Box<dyn Front>, game: Arc<Watched>, me: &str) -> WatchedGame {
        let watching = game.watching();
        WatchedGame {
            inner,
            game,
            me: me.to_string(),
            on: false,
            typing: None,
            read: 0,
            lines: Vec::new(),
            muted: Vec::new(),
            back: 0,
            watching,
        }
    }

    fn say(&mut self, tone: Tone, text: String) {
        self.lines.push((tone, text));
        if self.lines.len() > PANE_LINES {
            self.lines.remove(0);
        }
    }

    /// The lines not read yet, into the pane: true when there were.
    fn hear(&mut self) -> bool {
        let (said, read) = self.game.talk_since(self.read);
        self.read = read;
        let mut heard = false;
        for line in said {
            if self.muted.iter().any(|m| same_name(m, &line.who)) {
                continue;
            }
            let (tone, text) = words(&line, Read::Said);
            self.say(tone, text);
            heard = true;
        }
        heard
    }

    /// A key for the talk, if it is one: `true` when it was.
    fn talk_key(&mut self, action: Action) -> bool {
        if self.typing.is_none() {
            if action != Action::Talk {
                return false;
            }
            if !self.on {
                self.on = true;
                self.hear();
            }
            self.typing = Some(TextInput::new("", MAX_CELLS));
            self.back = 0;
            return true;
        }
        match action {
            Action::Type(c) => {
                if let Some(t) = &mut self.typing {
                    t.type_char(c);
                }
            }
            Action::Erase => {
                if let Some(t) = &mut self.typing {
                    t.erase();
                }
            }
            Action::Cancel => self.typing = None,
            Action::Select => self.send(),
            Action::PageUp => self.back = self.back.saturating_add(PAGE),
            Action::PageDown => self.back = self.back.saturating_sub(PAGE),
            // Anything else the prompt has no use for stays there.
            _ => {}
        }
        true
    }

    /// Enter: the typed line to the watchers, or what it asks of this
    /// screen. Refused, it stays typed to be mended.
    fn send(&mut self) {
        let Some(typed) = self.typing.as_ref().map(|t| t.value().trim().to_string()) else {
            return;
        };
        if typed.is_empty() {
            return;
        }
        if typed.eq_ignore_ascii_case("/hide") {
            self.on = false;
            self.typing = None;
            return;
        }
        let done = match talk::typed(&typed) {
            Ok(Typed::Say(_)) => self.game.say(&self.me, &typed).map(|()| None),
            Ok(Typed::Mute(name)) => {
                if !self.muted.iter().any(|m| same_name(m, name)) {
                    self.muted.push(name.to_string());
                }
                Ok(Some(format!(
                    "You no longer see {name}'s lines (/unmute {name})."
                )))
            }
            Ok(Typed::Unmute(name)) => {
                self.muted.retain(|m| !same_name(m, name));
                Ok(Some(format!("You see {name}'s lines again.")))
            }
            Ok(Typed::Help) => Ok(Some(HELP.to_string())),
            Ok(_) => Err("That is for a table's talk; here a line goes to your watchers.".into()),
            Err(why) => Err(why),
        };
        match done {
            Ok(answer) => {
                self.typing = Some(TextInput::new("", MAX_CELLS));
                // The line said comes back with the others, in order.
                self.hear();
                if let Some(line) = answer {
                    self.say(Tone::Good, line);
                }
            }
            Err(why) => self.say(Tone::Warning, why),
        }
        self.back = 0;
    }

    fn pane(&self) -> TalkPane {
        let who = match self.watching {
            0 => "nobody watches".to_string(),
            1 => "1 watching".to_string(),
            n => format!("{n} watching"),
        };
        // While typing, the hint bar has the prompt's keys.
        let keys = if self.typing.is_some() {
            ""
        } else {
            " · \" talks"
        };
        let from = self.lines.len().saturating_sub(200 + self.back);
        TalkPane {
            title: format!("Watchers' talk · {who}{keys}"),
            lines: self.lines[from..].to_vec(),
            typing: self.typing.clone(),
            back: self.back,
        }
    }
}

impl Front for WatchedGame {
    fn view(&self) -> View<'_> {
        let mut view = self.inner.view();
        // Last: the game's own keys win any the talk would share.
        view.scopes.push(Scope::WATCHED);
        if self.typing.is_some() {
            view.typing = Some(Typing::Text);
            view.armed = None;
            view.looking = false;
            if !view.uses.contains(&Layer::Text) {
                view.uses.push(Layer::Text);
            }
        }
        if self.on {
            view.talk = Some(self.pane());
        }
        // The player sees how many watch, as a spectator count in the
        // status line, talk shown or not.
        if self.watching > 0 {
            view.status = format!("{} · {} watching", view.status, self.watching);
        }
        let offered = self.on || self.watching > 0;
        View {
            panes: PanesOf::Made(Box::new(WatchersPanes {
                inner: view.panes,
                offered,
            })),
            ..view
        }
    }

    fn view_as(&self, seen: Seen) -> View<'_> {
        self.inner.view_as(seen)
    }

    fn private_seats(&self) -> bool {
        self.inner.private_seats()
    }

    fn acting(&self) -> Option<Seat> {
        self.inner.acting()
    }

    fn input(&mut self, input: Input) -> Option<String> {
        if let Input::Key(action) = input
            && self.talk_key(action)
        {
            return None;
        }
        self.inner.input(input)
    }

    fn keep(&mut self, step: Keep) -> Result<bool, String> {
        let mut changed = self.inner.keep(step)?;
        if step == Keep::Poll {
            let watching = self.game.watching();
            if watching != self.watching {
                if self.watching == 0 && !self.on {
                    self.inner.input(Input::Note(
                        "Someone is watching your game: \" talks with them.".into(),
                    ));
                }
                self.watching = watching;
                changed = true;
            }
            if self.on {
                changed |= self.hear();
            }
        }
        Ok(changed)
    }

    fn same_setup(&self) -> Box<dyn Front> {
        let mut again = WatchedGame::new(self.inner.same_setup(), Arc::clone(&self.game), &self.me);
        // The talk goes on from game to game, as the watchers' does.
        again.on = self.on;
        again.read = self.read;
        again.lines = self.lines.clone();
        again.muted = self.muted.clone();
        Box::new(again)
    }

    fn save_handle(&self) -> Option<SaveHandle> {
        self.inner.save_handle()
    }

    fn record(&self) -> Option<&Record> {
        self.inner.record()
    }

    fn as_any(&self) -> &dyn Any {
        self.inner.as_any()
    }

    fn living(&self) -> Vec<Seat> {
        self.inner.living()
    }

    fn answer(&self, seat: Seat, question: &str) -> Option<String> {
        self.inner.answer(seat, question)
    }

    fn map_rooms(&self) -> u16 {
        self.inner.map_rooms()
    }

    fn gone(&self) -> Option<String> {
        self.inner.gone()
    }

    fn table_notes(&mut self, notes: &[crate::front::table_map::MapNote]) {
        self.inner.table_notes(notes);
    }
}

/// The game's panels, with the talk's key offered while anyone watches
/// or the talk is on.
struct WatchersPanes<'a> {
    inner: PanesOf<'a>,
    offered: bool,
}

impl Panes for WatchersPanes<'_> {
    fn offers(&self, action: Action) -> bool {
        match action {
            Action::Talk => self.offered,
            _ => self.inner.offers(action),
        }
    }

    fn rules_text(&self) -> Vec<String> {
        self.inner.rules_text()
    }

    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        self.inner.draw_map(ui, area, buf)
    }

    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Vec<(Rect, u8)> {
        self.inner.draw_side(ui, area, buf)
    }

    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.inner.draw_prompt(ui, area, buf)
    }

    fn marks_line(&self) -> Option<String> {
        self.inner.marks_line()
    }
}
