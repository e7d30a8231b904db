//! One screen on a table's game (`table::Table`): a person's seat, or a
//! spectator's. It keeps a copy of the game that plays every input the
//! table's game took, in the same order, and so is the same game; it
//! draws that copy as its eyes may see it: the seat's own screen on its
//! turn, else what that seat sees of the table (`Seen::Seat`); for a
//! spectator, what the table sees (`Seen::Table`); at the end, everything.
//! A person's keys go to the table on their own turn, and nowhere else;
//! the talk's keys go to the table's talk at any time (`chat`).

mod chat;

use super::table::Table;
use crate::engine::Seat;
use crate::front::{Front, HintsState, Input, Keep, Panes, PanesOf, Seen, Typing, Ui, View};
use crate::keymap::{Action, Layer, Scope};
use crate::record::{Record, SaveHandle};
use crate::ui::map::Drawn;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Paragraph, Widget, Wrap};
use std::any::Any;
use std::sync::Arc;

pub struct TableSeat {
    table: Arc<Table>,
    /// `None`: a spectator.
    seat: Option<Seat>,
    /// Who looks at this screen, as the server knows them.
    me: String,
    copy: Box<dyn Front>,
    /// How many of the table's inputs the copy has played.
    applied: usize,
    /// How many of the table's lines this screen has read.
    heard: usize,
    chat: chat::Chat,
    /// The talk pane's title as last polled.
    title: String,
}

impl TableSeat {
    /// `me`'s screen on `table`: at `seat`, or watching.
    pub fn new(table: Arc<Table>, seat: Option<Seat>, me: &str) -> Result<TableSeat, String> {
        let copy = match table.fresh_copy() {
            Ok(copy) => copy,
            Err(why) => {
                if let Some(seat) = seat {
                    table.leave(seat);
                }
                return Err(why);
            }
        };
        if seat.is_none() {
            table.spectate(me)?;
        }
        let mut screen = TableSeat {
            table,
            seat,
            me: me.to_string(),
            copy,
            applied: 0,
            heard: 0,
            chat: chat::Chat::default(),
            title: String::new(),
        };
        screen.catch_up();
        Ok(screen)
    }

    /// Plays the table's inputs the copy has not, and reads the lines
    /// said among them, each where it was said; true when there were.
    fn catch_up(&mut self) -> bool {
        let (news, said, total) = self.table.news_since(self.applied, self.heard);
        let fresh = !news.is_empty() || !said.is_empty();
        let mut said = said.into_iter().peekable();
        let count = news.len();
        for (i, input) in news.into_iter().enumerate() {
            while let Some(line) = said.next_if(|l| l.pos <= self.applied + i) {
                self.hear(line.talk);
            }
            self.copy.input(input);
        }
        self.applied += count;
        for line in said {
            self.hear(line.talk);
        }
        self.heard = total;
        self.release();
        fresh
    }

    /// The seat's own turn: its own screen, and its keys count.
    fn on_turn(&self) -> bool {
        self.seat.is_some() && self.copy.acting() == self.seat
    }
}

impl Drop for TableSeat {
    fn drop(&mut self) {
        match self.seat {
            Some(seat) => self.table.leave(seat),
            None => self.table.unspectate(&self.me),
        }
    }
}

impl Front for TableSeat {
    fn view(&self) -> View<'_> {
        let over = self.copy.acting().is_none();
        let mut view = if over || self.on_turn() {
            self.copy.view()
        } else {
            self.copy.view_as(self.seat.map_or(Seen::Table, Seen::Seat))
        };
        // The table's thread lifts curtains and paces bots; hints are a
        // seat's own and the copy is everyone's; the table's game keeps
        // the files and ends for everyone.
        view.curtain = None;
        view.pace = None;
        view.hints = HintsState::default();
        view.can_save = false;
        view.can_dump = false;
        view.again = false;
        // The table's talk: its keys first, its pane beside the log.
        view.scopes.insert(0, Scope::TABLE);
        if self.chat.typing.is_some() {
            view.typing = Some(Typing::Text);
            view.armed = None;
            view.looking = false;
            if !view.uses.contains(&Layer::Text) {
                view.uses.push(Layer::Text);
            }
        }
        view.talk = Some(self.pane());
        let ready = self.seat.is_some_and(|s| self.table.waits_for(s));
        View {
            panes: PanesOf::Made(Box::new(TalkPanes {
                inner: view.panes,
                ready,
                discussing: self.table.in_discussion(),
            })),
            ..view
        }
    }

    fn view_as(&self, seen: Seen) -> View<'_> {
        self.copy.view_as(seen)
    }

    fn private_seats(&self) -> bool {
        // A person's screen shows their seat's secrets; a spectator's
        // shows only the table's.
        self.seat.is_some()
    }

    fn acting(&self) -> Option<Seat> {
        self.copy.acting()
    }

    fn input(&mut self, input: Input) -> Option<String> {
        if let Input::Key(action) = input
            && self.talk_key(action)
        {
            self.catch_up();
            return None;
        }
        match input {
            Input::Key(_) | Input::Click(_) | Input::Answer(_) | Input::Lift => {
                let seat = self.seat.filter(|_| self.on_turn())?;
                match self.table.submit(seat, input) {
                    Ok(asked) => {
                        self.catch_up();
                        asked
                    }
                    Err(why) => {
                        self.catch_up();
                        self.copy.input(Input::Note(why));
                        None
                    }
                }
            }
            // The look cursor follows the mouse only on the seat's own
            // turn; a refusal (the turn just passed) is not worth a line.
            Input::Hover(_) => {
                let seat = self.seat.filter(|_| self.on_turn())?;
                let _ = self.table.submit(seat, input);
                self.catch_up();
                None
            }
            // A line for this screen's log only.
            Input::Note(_) => self.copy.input(input),
            Input::Tick | Input::Hints(_) | Input::Stand | Input::Said(_) | Input::Heard(_) => None,
        }
    }

    fn keep(&mut self, step: Keep) -> Result<bool, String> {
        if step != Keep::Poll {
            return Ok(false);
        }
        let news = self.catch_up();
        // The discussion's countdown and who is ready are news too.
        let title = self.table.talk_title(self.seat.filter(|_| self.living()));
        let retitled = title != self.title;
        self.title = title;
        Ok(news || retitled)
    }

    /// A table is not played again from a screen (`View::again`); a
    /// spectator's copy of it, should anything ask.
    fn same_setup(&self) -> Box<dyn Front> {
        match TableSeat::new(Arc::clone(&self.table), None, &self.me) {
            Ok(copy) => Box::new(copy),
            Err(_) => self.copy.same_setup(),
        }
    }

    fn save_handle(&self) -> Option<SaveHandle> {
        None
    }

    fn living(&self) -> Vec<Seat> {
        self.copy.living()
    }

    fn map_rooms(&self) -> u16 {
        self.copy.map_rooms()
    }

    fn gone(&self) -> Option<String> {
        (self.seat.is_none() && self.table.kicked(&self.me)).then(|| {
            format!(
                "The opener of table {} asked you to stop watching it.",
                self.table.id
            )
        })
    }

    fn record(&self) -> Option<&Record> {
        None
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The game's panels at a table: the same, and the talk's keys offered
/// (`ready` only while a discussion waits for this seat's word); while
/// the table talks, the prompt says so, not whose turn comes next.
struct TalkPanes<'a> {
    inner: PanesOf<'a>,
    ready: bool,
    discussing: bool,
}

impl Panes for TalkPanes<'_> {
    fn offers(&self, action: Action) -> bool {
        match action {
            Action::Talk => true,
            Action::Ready => self.ready,
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
        if !self.discussing {
            return self.inner.draw_prompt(ui, area, buf);
        }
        let talk = ui.keymap.keys_of("talk");
        let line = if self.ready {
            let ready = ui.keymap.keys_of("ready_to_play");
            format!(
                "The table talks before the next turn: {talk} talk · {ready} when you are ready."
            )
        } else {
            format!(
                "The table talks before the next turn ({talk} talk); it ends when everyone is ready or the time is up."
            )
        };
        Paragraph::new(line)
            .style(ui.theme.style(Role::Normal))
            .wrap(Wrap { trim: false })
            .block(panel("Discussion", ui.theme).block())
            .render(area, buf);
    }

    fn marks_line(&self) -> Option<String> {
        self.inner.marks_line()
    }
}
