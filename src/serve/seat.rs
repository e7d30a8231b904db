//! One screen on a table's game (`table::Table`): a person's seat, or a
//! spectator's. It keeps a copy of the game that plays every input the
//! table's game took, in the same order, and so is the same game; it
//! draws that copy as its eyes may see it: the seat's own screen on its
//! turn, else what that seat sees of the table (`Seen::Seat`); for a
//! spectator, what the table sees (`Seen::Table`); at the end, everything.
//! A person's keys go to the table on their own turn, and nowhere else.

use super::table::Table;
use crate::engine::Seat;
use crate::front::{Front, HintsState, Input, Keep, Seen, View};
use crate::record::{Record, SaveHandle};
use std::any::Any;
use std::sync::Arc;

pub struct TableSeat {
    table: Arc<Table>,
    /// `None`: a spectator.
    seat: Option<Seat>,
    copy: Box<dyn Front>,
    /// How many of the table's inputs the copy has played.
    applied: usize,
}

impl TableSeat {
    pub fn new(table: Arc<Table>, seat: Option<Seat>) -> Result<TableSeat, String> {
        let copy = match table.fresh_copy() {
            Ok(copy) => copy,
            Err(why) => {
                if let Some(seat) = seat {
                    table.leave(seat);
                }
                return Err(why);
            }
        };
        let mut screen = TableSeat {
            table,
            seat,
            copy,
            applied: 0,
        };
        screen.catch_up();
        Ok(screen)
    }

    /// Plays the table's inputs the copy has not; true when there were.
    fn catch_up(&mut self) -> bool {
        let news = self.table.since(self.applied);
        for input in &news {
            self.copy.input(input.clone());
        }
        self.applied += news.len();
        !news.is_empty()
    }

    /// The seat's own turn: its own screen, and its keys count.
    fn on_turn(&self) -> bool {
        self.seat.is_some() && self.copy.acting() == self.seat
    }
}

impl Drop for TableSeat {
    fn drop(&mut self) {
        if let Some(seat) = self.seat {
            self.table.leave(seat);
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
        view
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
            Input::Tick | Input::Hints(_) | Input::Stand => None,
        }
    }

    fn keep(&mut self, step: Keep) -> Result<bool, String> {
        Ok(step == Keep::Poll && self.catch_up())
    }

    /// A table is not played again from a screen (`View::again`); a
    /// spectator's copy of it, should anything ask.
    fn same_setup(&self) -> Box<dyn Front> {
        match TableSeat::new(Arc::clone(&self.table), None) {
            Ok(copy) => Box::new(copy),
            Err(_) => self.copy.same_setup(),
        }
    }

    fn save_handle(&self) -> Option<SaveHandle> {
        None
    }

    fn record(&self) -> Option<&Record> {
        None
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
