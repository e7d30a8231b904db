//! A session as the screens hold it: the object-safe `Front`, one view out
//! and one input in, and its panels as `Panes`.

use super::Session;
use crate::engine::{Game, Seat};
use crate::front::{
    Adapter, Front, HintsState, Input, Keep, Panes, PanesOf, SeatPanels, Seen, Ui, View,
};
use crate::keymap::{Action, Layer};
use crate::record::{Record, SaveHandle};
use crate::ui::map::Drawn;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;

/// The layers only some games use; a view lists those this one uses now.
const SOMETIMES: [Layer; 6] = [
    Layer::Look,
    Layer::Curtain,
    Layer::Text,
    Layer::Armed,
    Layer::Editor,
    Layer::MoveTo,
];

impl<A: Adapter> Front for Session<A> {
    fn view(&self) -> View<'_> {
        let over = self.is_over();
        View {
            name: &self.name,
            seed: self.seed(),
            cheat: self.cheat,
            over,
            curtain: self.curtain(),
            pace: self.pace(),
            typing: self.typing(),
            armed: self.armed(),
            picks: self.picks(),
            scopes: self.scopes(),
            uses: SOMETIMES.into_iter().filter(|&l| self.uses(l)).collect(),
            sections: SOMETIMES
                .into_iter()
                .filter_map(|l| self.section(l).map(|title| (l, title)))
                .collect(),
            legend: self.legend(),
            prompt_rows: if self.looking.is_some() {
                self.ui.prompt_rows().max(crate::ui::look::ROWS)
            } else {
                self.ui.prompt_rows()
            },
            looking: self.looking.is_some(),
            travelling: self.travelling(),
            log: &self.log,
            status: self.status(),
            summary: if over { self.summary() } else { None },
            morgue: if over {
                self.ui.morgue(&self.game)
            } else {
                Vec::new()
            },
            own_ending: A::OWN_ENDING,
            fresh: self.log.len().saturating_sub(self.turn_log),
            footnote: if over { self.footnote() } else { None },
            hints: HintsState {
                offered: self.has_hints(),
                on: self.hints_on(),
                seen: self.hints_were_shown(),
            },
            can_save: self.can_save(),
            can_dump: self.can_dump(),
            again: true,
            talk: None,
            panes: PanesOf::Game(self),
        }
    }

    fn view_as(&self, seen: Seen) -> View<'_> {
        let mut view = self.view();
        // Nothing on another seat's screen takes a key, or waits for one.
        view.curtain = None;
        view.typing = None;
        view.armed = None;
        view.picks = None;
        view.uses = Vec::new();
        view.looking = false;
        view.travelling = false;
        view.prompt_rows = self.ui.prompt_rows();
        view.hints = HintsState::default();
        view.can_save = false;
        view.can_dump = false;
        // The keyboard's notes are its seat's own.
        if self.private_seats() {
            view.morgue = Vec::new();
        }
        view.panes = PanesOf::Made(Box::new(SeenPanes {
            session: self,
            seat: self.ui.seen_by(&self.game, seen),
        }));
        view
    }

    fn acting(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else {
            self.game.to_act()
        }
    }

    fn private_seats(&self) -> bool {
        self.ui.seen_by(&self.game, Seen::Table).is_some()
    }

    fn input(&mut self, input: Input) -> Option<String> {
        match input {
            Input::Key(action) => return self.act(action),
            Input::Click(room) => return self.click_room(room),
            Input::Hover(room) => self.look_hover(room),
            Input::Tick => self.tick(),
            Input::Lift => self.lift(),
            Input::Answer(yes) => self.confirm(yes),
            Input::Note(text) => self.note(text),
            Input::Hints(on) => self.set_hints(on),
            Input::Stand => self.stand_in(),
            Input::Said(line) => self.keeper.talked(line),
            Input::Heard(text) => {
                crate::front::session::say_once(&mut self.log, crate::words::Tone::Info, text)
            }
        }
        None
    }

    fn keep(&mut self, step: Keep) -> Result<bool, String> {
        match step {
            Keep::SaveAndLeave => self.save_and_leave()?,
            Keep::Abandon => self.abandon(),
            Keep::Poll => return Ok(self.poll()),
            Keep::Settle => self.settle(),
            Keep::Dump => self.dump(),
            Keep::Release => {
                if self.keeper.release() {
                    self.absorb();
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    fn same_setup(&self) -> Box<dyn Front> {
        Box::new(Session::same_setup(self))
    }

    fn save_handle(&self) -> Option<SaveHandle> {
        Session::save_handle(self)
    }

    fn record(&self) -> Option<&Record> {
        Session::record(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn living(&self) -> Vec<Seat> {
        A::living(&self.game)
    }

    fn answer(&self, seat: Seat, question: &str) -> Option<String> {
        A::answer(&self.game, seat, question)
    }

    fn map_rooms(&self) -> u16 {
        A::map_rooms(&self.game)
    }

    fn table_notes(&mut self, notes: &[crate::front::table_map::MapNote]) {
        self.ui.table_notes(&self.game, notes);
    }
}

impl<A: Adapter> Panes for Session<A> {
    fn offers(&self, action: Action) -> bool {
        if self.looking.is_some() {
            // A cursor of the rule set's own has no travel to offer.
            let travel = !self.ui.own_look(&self.game);
            return match action {
                Action::Select => travel,
                _ => matches!(
                    action,
                    Action::Up
                        | Action::Down
                        | Action::Left
                        | Action::Right
                        | Action::Cancel
                        | Action::Look
                ),
            };
        }
        if action == Action::Look {
            return self.can_look();
        }
        if self.marking.is_some() {
            return matches!(
                action,
                Action::Tunnel(_)
                    | Action::Up
                    | Action::Down
                    | Action::Left
                    | Action::Right
                    | Action::Select
                    | Action::MoveByLabel
                    | Action::Cancel
                    | Action::Verb(crate::front::marks::MARK)
            );
        }
        if action == Action::Verb(crate::front::marks::MARK) {
            return self.can_mark();
        }
        match action {
            Action::Hints => self.ui.hints_offered(&self.game),
            _ => self.ui.offers(action),
        }
    }

    fn rules_text(&self) -> Vec<String> {
        A::rules_text(self.game.rules())
    }

    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        self.ui.draw_map(&self.game, ui, area, buf)
    }

    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Vec<(Rect, u8)> {
        self.ui.draw_side(&self.game, ui, area, buf);
        self.ui.pick_rows(&self.game, area)
    }

    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        if self.looking.is_some() {
            crate::ui::look::draw(self.looked_now().as_ref(), ui.theme, area, buf);
            return;
        }
        if let (Some(marking), Some(words)) = (&self.marking, A::MARKS) {
            let cursor = marking.cursor.and_then(|c| {
                self.ui
                    .mark_rooms(&self.game)
                    .into_iter()
                    .find(|(r, _)| *r == c)
                    .map(|(_, l)| l)
            });
            let board = self.board();
            crate::front::marks::prompt::draw(
                marking,
                &words,
                &board,
                cursor.as_deref(),
                ui.theme,
                area,
                buf,
            );
            return;
        }
        self.ui.draw_prompt(&self.game, ui, area, buf);
    }

    fn marks_line(&self) -> Option<String> {
        self.marks_words()
    }
}

/// Another pair of eyes' panels: the rule set's seat view where it has
/// one, else the keyboard's screen. They take no key.
struct SeenPanes<'a, A: Adapter> {
    session: &'a Session<A>,
    seat: Option<Box<dyn SeatPanels + 'a>>,
}

impl<A: Adapter> Panes for SeenPanes<'_, A> {
    fn offers(&self, _action: Action) -> bool {
        false
    }

    fn rules_text(&self) -> Vec<String> {
        self.session.rules_text()
    }

    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        match &self.seat {
            Some(seat) => seat.draw_map(ui, area, buf),
            None => self.session.draw_map(ui, area, buf),
        }
    }

    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Vec<(Rect, u8)> {
        match &self.seat {
            Some(seat) => seat.draw_side(ui, area, buf),
            None => {
                self.session.draw_side(ui, area, buf);
            }
        }
        Vec::new()
    }

    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        match &self.seat {
            Some(seat) => seat.draw_prompt(ui, area, buf),
            None => self.session.draw_prompt(ui, area, buf),
        }
    }

    fn marks_line(&self) -> Option<String> {
        None
    }
}
