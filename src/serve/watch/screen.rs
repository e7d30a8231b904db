//! One watcher's screen on a solo game: the cells the player's screen
//! last drew, as they drew them, and over or under them the watchers'
//! talk once there is any (`t` types to it, `v` hides it, `q` stops
//! watching). Drawn by ratatui like any screen, so a watcher gets only
//! what changed since their last frame, at their own size: a player's
//! screen larger than the watcher's is cut off, and the arrows pan over
//! it.

use super::Watched;
use crate::front::talk_lines::{Read, words};
use crate::serve::face::Face;
use crate::serve::input::Keys;
use crate::serve::outbox::Outbox;
use crate::serve::talk::{self, Typed, clean::MAX_CELLS, same_name};
use crate::ui::panels;
use crate::ui::text_input::TextInput;
use crate::ui::theme::Theme;
use crate::words::Tone;
use ratatui::backend::{Backend, ClearType};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::io;
use std::sync::Arc;

/// Rows the talk takes when it has to lie over the player's screen.
const OVER_ROWS: u16 = 7;
/// Rows it takes at most below the player's screen, when there is room.
const UNDER_ROWS: u16 = 10;
/// Lines a watcher's pane keeps to scroll back through.
const PANE_LINES: usize = 500;
/// Rows one PageUp scrolls.
const PAGE: usize = 5;
/// Columns and rows one arrow pans a cut-off screen by.
const PAN: (u16, u16) = (10, 4);

/// What a watcher's keys asked for.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    Stay,
    /// `q`: stop watching.
    Leave,
}

pub struct WatcherScreen<F: Face> {
    terminal: Terminal<F>,
    outbox: Arc<Outbox>,
    game: Arc<Watched>,
    /// The watcher, as the server knows them; `None`: the `watch` name,
    /// which reads and does not talk (it is nobody's name).
    me: Option<String>,
    theme: Theme,
    keys: Keys,
    /// The player's frame drawn last, by number.
    drawn: Option<u64>,
    /// Something of this screen's own changed: draw again.
    dirty: bool,
    read: usize,
    lines: Vec<(Tone, String)>,
    muted: Vec<String>,
    /// The talk is on screen.
    shown: bool,
    /// The watcher hid it (`v`): new lines do not bring it back.
    hidden: bool,
    typing: Option<TextInput>,
    back: usize,
    /// The player's cell at the watcher's top left, when their screen
    /// is larger than the watcher's.
    view: (u16, u16),
}

impl<F: Face> WatcherScreen<F> {
    /// `game` on the screen behind `outbox`, of `size`, for `me`.
    pub fn open(
        (mut face, outbox): (F, Arc<Outbox>),
        game: Arc<Watched>,
        size: (u16, u16),
        me: Option<&str>,
        theme: Theme,
    ) -> io::Result<WatcherScreen<F>> {
        // A clean screen: ratatui draws only cells that differ from blank.
        face.hide_cursor()?;
        face.clear_region(ClearType::All)?;
        Backend::flush(&mut face)?;
        let terminal = Terminal::with_options(
            face,
            TerminalOptions {
                viewport: Viewport::Fixed(Rect::new(0, 0, size.0, size.1)),
            },
        )?;
        let mut screen = WatcherScreen {
            terminal,
            outbox,
            game,
            me: me.map(str::to_string),
            theme,
            keys: Keys::default(),
            drawn: None,
            dirty: true,
            read: 0,
            lines: Vec::new(),
            muted: Vec::new(),
            shown: false,
            hidden: false,
            typing: None,
            back: 0,
            view: (0, 0),
        };
        screen.hear();
        Ok(screen)
    }

    pub fn resize(&mut self, width: u16, height: u16) -> io::Result<()> {
        self.terminal.resize(Rect::new(0, 0, width, height))?;
        self.whole()
    }

    /// The next frame is drawn whole, on a cleared screen. (Not
    /// `Terminal::clear`: it asks the terminal where its cursor is, and
    /// nobody answers through an outbox.)
    fn whole(&mut self) -> io::Result<()> {
        self.terminal.backend_mut().clear_region(ClearType::All)?;
        self.terminal.swap_buffers();
        self.dirty = true;
        Ok(())
    }

    /// The watchers' lines not read yet, into the pane.
    fn hear(&mut self) {
        let (said, read) = self.game.talk_since(self.read);
        self.read = read;
        for line in said {
            if self.muted.iter().any(|m| same_name(m, &line.who)) {
                continue;
            }
            self.note(words(&line, Read::Said));
            if !self.hidden {
                self.shown = true;
            }
        }
    }

    fn note(&mut self, line: (Tone, String)) {
        self.lines.push(line);
        if self.lines.len() > PANE_LINES {
            self.lines.remove(0);
        }
        self.dirty = true;
    }

    /// The watcher's bytes, as keys.
    pub fn bytes(&mut self, bytes: &[u8]) -> Step {
        for event in self.keys.feed(bytes) {
            if let Event::Key(key) = event
                && key.kind != KeyEventKind::Release
                && self.key(key) == Step::Leave
            {
                return Step::Leave;
            }
        }
        Step::Stay
    }

    fn key(&mut self, key: KeyEvent) -> Step {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl && matches!(key.code, KeyCode::Char('c' | 'd')) {
            return Step::Leave;
        }
        self.dirty = true;
        match key.code {
            KeyCode::PageUp => self.back = self.back.saturating_add(PAGE),
            KeyCode::PageDown => self.back = self.back.saturating_sub(PAGE),
            KeyCode::Left => self.view.0 = self.view.0.saturating_sub(PAN.0),
            KeyCode::Right => self.view.0 = self.view.0.saturating_add(PAN.0),
            KeyCode::Up => self.view.1 = self.view.1.saturating_sub(PAN.1),
            KeyCode::Down => self.view.1 = self.view.1.saturating_add(PAN.1),
            _ if self.typing.is_some() => self.typing_key(key.code, ctrl),
            KeyCode::Char('q' | 'Q') => return Step::Leave,
            KeyCode::Char('t' | 'T') => self.talk(),
            KeyCode::Char('v' | 'V') => {
                self.shown = !self.shown;
                self.hidden = !self.shown;
            }
            _ => self.dirty = false,
        }
        Step::Stay
    }

    fn talk(&mut self) {
        self.shown = true;
        self.hidden = false;
        if self.me.is_none() {
            self.note((
                Tone::Warning,
                "Only a player may talk here: connect with your own name and watch from the lobby."
                    .into(),
            ));
            return;
        }
        self.typing = Some(TextInput::new("", MAX_CELLS));
        self.back = 0;
    }

    fn typing_key(&mut self, code: KeyCode, ctrl: bool) {
        let Some(typing) = &mut self.typing else {
            return;
        };
        match code {
            KeyCode::Char(c) if !ctrl => {
                typing.type_char(c);
            }
            KeyCode::Backspace => typing.erase(),
            KeyCode::Esc => self.typing = None,
            KeyCode::Enter => self.send(),
            _ => self.dirty = false,
        }
    }

    /// Enter: the typed line to the watchers, or what it asks of this
    /// screen. Refused, it stays typed to be mended.
    fn send(&mut self) {
        let (Some(me), Some(typed)) = (&self.me, &self.typing) else {
            return;
        };
        let typed = typed.value().to_string();
        if typed.trim().is_empty() {
            return;
        }
        let done = match talk::typed(&typed) {
            Ok(Typed::Say(_)) => self.game.say(me, &typed).map(|()| None),
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
            Ok(_) => Err("That is for a table's talk; here a line goes to the watchers.".into()),
            Err(why) => Err(why),
        };
        match done {
            Ok(answer) => {
                self.typing = Some(TextInput::new("", MAX_CELLS));
                if let Some(line) = answer {
                    self.note((Tone::Good, line));
                }
            }
            Err(why) => self.note((Tone::Warning, why)),
        }
        self.back = 0;
    }

    /// Draws the player's frame and the talk when either changed, or the
    /// whole screen again when the watcher lost frames.
    pub fn draw(&mut self) -> io::Result<()> {
        self.hear();
        if self.outbox.take_behind() {
            self.whole()?;
        }
        let (number, frame) = self.game.last_frame();
        if !self.dirty && self.drawn == Some(number) {
            return Ok(());
        }
        // Not drawn at all until the player's screen has shown a frame.
        let Some(frame) = frame else {
            return Ok(());
        };
        let title = self.title();
        let pane = self.shown.then(|| Pane {
            title: &title,
            lines: &self.lines,
            typing: self.typing.as_ref(),
            back: self.back,
            theme: &self.theme,
        });
        let view = &mut self.view;
        self.terminal
            .draw(|f| *view = compose(&frame, view, pane, f.area(), f.buffer_mut()))?;
        self.drawn = Some(number);
        self.dirty = false;
        Ok(())
    }

    fn title(&self) -> String {
        let watching = self.game.watching();
        let who = if watching == 1 {
            "you alone watch".to_string()
        } else {
            format!("{watching} watching")
        };
        match &self.typing {
            Some(_) => format!("Watchers' talk · {who} · Enter sends · Esc stops typing"),
            // The `watch` name reads only.
            None if self.me.is_none() => {
                format!("Watchers' talk · {who} · v hide · q stop watching")
            }
            None => format!("Watchers' talk · {who} · t talk · v hide · q stop watching"),
        }
    }
}

/// `/help` on a watcher's screen.
const HELP: &str = "Watchers' talk: a line goes to everyone watching this game, and to its player if they turned it on. /mute NAME, /unmute NAME for yourself.";

/// The talk as a watcher's screen shows it.
struct Pane<'a> {
    title: &'a str,
    lines: &'a [(Tone, String)],
    typing: Option<&'a TextInput>,
    back: usize,
    theme: &'a Theme,
}

/// The player's `frame` into `buf` from its cell `view` on (what does
/// not fit is cut off, and a tag says the arrows pan), and the talk under
/// it where there is room, else over its last rows. Returns `view` kept
/// within the frame.
fn compose(
    frame: &Buffer,
    view: &(u16, u16),
    pane: Option<Pane<'_>>,
    area: Rect,
    buf: &mut Buffer,
) -> (u16, u16) {
    let most = (
        frame.area.width.saturating_sub(area.width),
        frame.area.height.saturating_sub(area.height),
    );
    let view = (view.0.min(most.0), view.1.min(most.1));
    let width = area.width.min(frame.area.width - view.0);
    let height = area.height.min(frame.area.height - view.1);
    for y in 0..height {
        for x in 0..width {
            let from = (frame.area.x + view.0 + x, frame.area.y + view.1 + y);
            buf[(area.x + x, area.y + y)] = frame[from].clone();
        }
    }
    if most != (0, 0) {
        cut_tag(frame.area, view, area, buf);
    }
    let Some(pane) = pane else {
        return view;
    };
    let below = area.height.saturating_sub(frame.area.height);
    let rows = if below >= 4 {
        below.min(UNDER_ROWS)
    } else {
        OVER_ROWS.min(area.height / 2)
    };
    let top = if below >= 4 {
        frame.area.height
    } else {
        area.height - rows
    };
    let at = Rect::new(area.x, area.y + top, area.width, rows);
    Clear.render(at, buf);
    panels::talk::draw(
        pane.title,
        pane.lines,
        pane.typing,
        pane.back,
        pane.theme,
        at,
        buf,
    );
    view
}

/// On the last row's right: where the watcher's screen lies over the
/// player's larger `whole`, and that the arrows pan.
fn cut_tag(whole: Rect, view: (u16, u16), area: Rect, buf: &mut Buffer) {
    let tag = format!(
        " columns {}-{} of {}, rows {}-{} of {} · arrows pan ",
        view.0 + 1,
        view.0 + area.width.min(whole.width),
        whole.width,
        view.1 + 1,
        view.1 + area.height.min(whole.height),
        whole.height,
    );
    let width = u16::try_from(tag.chars().count()).unwrap_or(u16::MAX);
    let x = area.right().saturating_sub(width).max(area.x);
    let y = area.bottom().saturating_sub(1);
    let style = ratatui::style::Style::new().add_modifier(ratatui::style::Modifier::REVERSED);
    buf.set_stringn(x, y, &tag, usize::from(area.width), style);
}

#[cfg(test)]
mod tests;
