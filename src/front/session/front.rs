//! A session as the screens hold it: the object-safe `Front`.

use super::Session;
use crate::engine::{Game, Outcome};
use crate::front::{Adapter, Front, Summary, Typing, Ui};
use crate::keymap::{Action, Layer, Scope, Verb};
use crate::record::{Record, SaveHandle};
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::sync::Arc;
use std::time::Duration;

impl<A: Adapter> Front for Session<A> {
    fn name(&self) -> &str {
        &self.name
    }

    fn seed(&self) -> u64 {
        self.game.seed()
    }

    fn cheat(&self) -> bool {
        self.cheat
    }

    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    fn scope(&self) -> Scope {
        self.ui.scope()
    }

    fn typing(&self) -> Option<Typing> {
        if let Some(m) = &self.marking {
            return m.typed.as_ref().map(|_| Typing::Label);
        }
        self.ui.typing()
    }

    fn armed(&self) -> Option<Verb> {
        if self.game.is_over() {
            return None;
        }
        if self.marking.is_some() {
            return Some(crate::front::marks::MARK);
        }
        self.ui.armed()
    }

    fn picks(&self) -> Option<usize> {
        self.ui.picks(&self.game)
    }

    fn scopes(&self) -> Vec<Scope> {
        self.ui.scopes()
    }

    fn uses(&self, layer: Layer) -> bool {
        // Mark mode arms a pick, and types a label only while it does.
        let typing = self.marking.as_ref().is_some_and(|m| m.typed.is_some());
        let marks =
            A::MARKS.is_some() && (layer == Layer::Armed || (layer == Layer::MoveTo && typing));
        marks || self.ui.uses(layer)
    }

    fn section(&self, layer: Layer) -> Option<&'static str> {
        // Armed is mark mode's layer here unless the game arms verbs too.
        let marks_only = A::MARKS.is_some() && !self.ui.uses(Layer::Armed);
        if layer == Layer::Armed && (self.marking.is_some() || marks_only) {
            return Some(crate::front::marks::SECTION);
        }
        A::SECTIONS
            .iter()
            .find(|(l, _)| *l == layer)
            .map(|&(_, title)| title)
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        let mut out = crate::front::legend_of::<A>();
        if A::HINTS {
            out.extend(A::HINT_LEGEND);
        }
        out
    }

    fn curtain(&self) -> Option<String> {
        if self.game.is_over() || self.playback {
            return None;
        }
        self.ui.curtain(&self.game)
    }

    fn lift(&mut self) {
        self.ui.lift(&self.game);
        self.show_board();
    }

    fn pace(&self) -> Option<Duration> {
        if self.game.is_over() || self.playback {
            return None;
        }
        self.ui.pace(&self.game)
    }

    fn tick(&mut self) {
        match self.ui.tick(&self.game) {
            crate::front::Intent::Command(command) | crate::front::Intent::Confirm(_, command) => {
                let _ = self.command(command);
            }
            crate::front::Intent::Refuse(why) => self.say(Tone::Warning, why),
            crate::front::Intent::Nothing => {}
        }
    }

    fn offers(&self, action: Action) -> bool {
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

    fn act(&mut self, action: Action) -> Option<String> {
        if self.marking.is_some() && self.on_marking(action).is_some() {
            return None;
        }
        if action == Action::Verb(crate::front::marks::MARK) && self.can_mark() {
            self.arm_mark();
            return None;
        }
        let intent = self.ui.act(&self.game, action);
        self.carry_out(intent)
    }

    fn click_room(&mut self, room: crate::engine::RoomId) -> Option<String> {
        if self.game.is_over() || self.playback {
            return None;
        }
        if self.marking.is_some() {
            if self
                .ui
                .mark_rooms(&self.game)
                .iter()
                .any(|(r, _)| *r == room)
            {
                self.mark(room);
            }
            return None;
        }
        let intent = self.ui.click(&self.game, room);
        self.carry_out(intent)
    }

    fn draw_map_drawn(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> crate::ui::map::Drawn {
        self.ui.draw_map_drawn(&self.game, ui, area, buf)
    }

    fn pick_rows(&self, area: Rect) -> Vec<(Rect, u8)> {
        self.ui.pick_rows(&self.game, area)
    }

    fn marks_line(&self) -> Option<String> {
        self.marks_words()
    }

    fn confirm(&mut self, yes: bool) {
        if let Some(command) = self.pending.take()
            && yes
        {
            let _ = self.command(command);
        }
    }

    fn note(&mut self, text: String) {
        self.say(Tone::Warning, text);
    }

    /// The same cave and placements again: the player has seen them all at
    /// game over, so the new game counts as seeded by hand.
    fn same_setup(&self) -> Box<dyn Front> {
        let mut opening = self.opening.clone();
        opening.seed = self.game.seed();
        opening.hand_seeded = true;
        let mut next = Session::<A>::open(Arc::clone(self.game.rules()), &opening);
        // Hints stay as the player left them.
        Front::set_hints(&mut next, self.hints);
        Box::new(next)
    }

    fn log(&self) -> &[(Tone, String)] {
        &self.log
    }

    fn status(&self) -> String {
        A::status(&self.game)
    }

    fn summary(&self) -> Option<Summary> {
        self.game.outcome().map(|o| {
            let last = self.events.get(self.last..).unwrap_or(&[]);
            let mut s = A::summary(&self.game, last);
            if s.cause.is_empty() {
                s.cause = o.key().to_string();
            }
            s
        })
    }

    fn rules_text(&self) -> Vec<String> {
        A::rules_text(self.game.rules())
    }

    fn draw_map(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.ui.draw_map(&self.game, ui, area, buf);
    }

    fn draw_side(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.ui.draw_side(&self.game, ui, area, buf);
    }

    fn prompt_rows(&self) -> u16 {
        self.ui.prompt_rows()
    }

    fn draw_prompt(&self, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
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

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn can_save(&self) -> bool {
        self.keeper.can_save()
    }

    fn save_and_leave(&mut self) -> Result<(), String> {
        self.keeper.save_and_leave()
    }

    fn abandon(&mut self) {
        self.keeper.abandon(&self.game);
        self.absorb();
    }

    fn save_handle(&self) -> Option<SaveHandle> {
        self.keeper.save_handle()
    }

    fn poll(&mut self) -> bool {
        let changed = self.keeper.poll();
        self.absorb();
        changed
    }

    fn settle(&mut self) {
        self.keeper.settle();
        self.absorb();
    }

    fn can_dump(&self) -> bool {
        self.keeper.has_files()
    }

    fn dump(&mut self) {
        let line = match self.keeper.dump() {
            Ok(path) => (Tone::Info, format!("Dump written: {}", path.display())),
            Err(why) => (Tone::Warning, format!("No dump: {why}")),
        };
        self.absorb();
        self.log.push(line);
    }

    fn footnote(&self) -> Option<String> {
        self.keeper.footnote()
    }

    fn hints_shown(&mut self) {
        self.keeper.hints_shown();
    }

    fn record(&self) -> Option<&Record> {
        self.keeper.record()
    }

    fn has_hints(&self) -> bool {
        self.ui.hints_offered(&self.game)
    }

    fn hints_on(&self) -> bool {
        self.hints
    }

    fn hints_were_shown(&self) -> bool {
        self.hints_seen || self.keeper.record().is_some_and(|r| r.flags.hints)
    }

    fn set_hints(&mut self, on: bool) {
        if !A::HINTS {
            return;
        }
        self.hints = on;
        self.ui.set_hints(&self.game, on);
        if on {
            self.hints_seen = true;
            self.keeper.hints_shown();
        }
    }
}

impl<A: Adapter> Session<A> {
    /// What a key or a click asked of the game, carried out (a move into a
    /// room marked dangerous asks first). `Some(question)`: ask it.
    fn carry_out(&mut self, intent: crate::front::Intent<crate::front::Cmd<A>>) -> Option<String> {
        match self.guarded(intent) {
            crate::front::Intent::Nothing => None,
            crate::front::Intent::Refuse(why) => {
                self.say(Tone::Warning, why);
                None
            }
            crate::front::Intent::Command(command) => {
                let _ = self.command(command);
                None
            }
            crate::front::Intent::Confirm(question, command) => {
                self.pending = Some(command);
                Some(question)
            }
        }
    }
}
