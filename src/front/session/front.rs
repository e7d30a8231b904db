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
        self.ui.typing()
    }

    fn armed(&self) -> Option<Verb> {
        if self.game.is_over() {
            return None;
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
        self.ui.uses(layer)
    }

    fn section(&self, layer: Layer) -> Option<&'static str> {
        A::SECTIONS
            .iter()
            .find(|(l, _)| *l == layer)
            .map(|&(_, title)| title)
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        crate::front::legend_of::<A>()
    }

    fn curtain(&self) -> Option<String> {
        if self.game.is_over() || self.playback {
            return None;
        }
        self.ui.curtain(&self.game)
    }

    fn lift(&mut self) {
        self.ui.lift(&self.game);
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
        self.ui.offers(action)
    }

    fn act(&mut self, action: Action) -> Option<String> {
        match self.ui.act(&self.game, action) {
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
        Box::new(Session::<A>::open(Arc::clone(self.game.rules()), &opening))
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
}
