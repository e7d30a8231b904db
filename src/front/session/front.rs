//! What a session answers the screens with: the questions and commands
//! `Front` (in `face`) gathers into one view and one input, and what tests
//! of a known rule set ask directly.

use super::Session;
use crate::engine::{Game, Outcome};
use crate::front::{Adapter, Summary, Typing};
use crate::keymap::{Action, Layer, Scope, Verb};
use crate::record::{Record, SaveHandle};
use crate::words::Tone;
use std::sync::Arc;
use std::time::Duration;

impl<A: Adapter> Session<A> {
    pub fn seed(&self) -> u64 {
        self.game.seed()
    }

    pub fn cheat(&self) -> bool {
        self.cheat
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    pub fn scope(&self) -> Scope {
        self.ui.scope()
    }

    pub fn typing(&self) -> Option<Typing> {
        if self.looking.is_some() {
            return None;
        }
        if let Some(m) = &self.marking {
            return m.typed.as_ref().map(|_| Typing::Label);
        }
        self.ui.typing()
    }

    pub fn armed(&self) -> Option<Verb> {
        if self.game.is_over() {
            return None;
        }
        if self.marking.is_some() {
            return Some(crate::front::marks::MARK);
        }
        self.ui.armed()
    }

    pub fn picks(&self) -> Option<usize> {
        self.ui.picks(&self.game)
    }

    pub fn scopes(&self) -> Vec<Scope> {
        self.ui.scopes()
    }

    pub fn uses(&self, layer: Layer) -> bool {
        // Mark mode arms a pick, and types a label only while it does.
        let typing = self.marking.as_ref().is_some_and(|m| m.typed.is_some());
        let marks =
            A::MARKS.is_some() && (layer == Layer::Armed || (layer == Layer::MoveTo && typing));
        let look = layer == Layer::Look && self.looks();
        marks || look || self.ui.uses(layer)
    }

    /// Whether this game has a look cursor (on the player's own screen).
    pub fn looks(&self) -> bool {
        self.ui.look_map(&self.game).is_some() || self.ui.own_look(&self.game)
    }

    pub fn section(&self, layer: Layer) -> Option<&'static str> {
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

    pub fn legend(&self) -> Vec<(&'static str, &'static str)> {
        let mut out = crate::front::legend_of::<A>();
        if A::HINTS {
            out.extend(A::HINT_LEGEND);
        }
        out
    }

    pub fn curtain(&self) -> Option<String> {
        if self.game.is_over() || self.playback {
            return None;
        }
        self.ui.curtain(&self.game)
    }

    pub fn lift(&mut self) {
        self.stop_looking();
        self.travel = None;
        self.ui.lift(&self.game);
        self.show_board();
    }

    pub fn pace(&self) -> Option<Duration> {
        if self.game.is_over() || self.playback {
            return None;
        }
        if self.travel.is_some() {
            return Some(crate::front::look::PACE);
        }
        self.ui.pace(&self.game)
    }

    /// Whether travel is under way (a key stops it).
    pub fn travelling(&self) -> bool {
        self.travel.is_some()
    }

    pub fn tick(&mut self) {
        if self.travel.is_some() {
            self.travel_step();
            return;
        }
        match self.ui.tick(&self.game) {
            crate::front::Intent::Command(command) | crate::front::Intent::Confirm(_, command) => {
                let _ = self.command(command);
            }
            crate::front::Intent::Refuse(why) => self.say(Tone::Warning, why),
            crate::front::Intent::Nothing => {}
        }
    }

    /// A bot plays the turn of the person to act (`Controls::stand_in`).
    pub fn stand_in(&mut self) {
        if self.game.is_over() || self.playback {
            return;
        }
        match self.ui.stand_in(&self.game) {
            crate::front::Intent::Command(command) | crate::front::Intent::Confirm(_, command) => {
                let _ = self.command(command);
            }
            crate::front::Intent::Refuse(why) => self.say(Tone::Warning, why),
            crate::front::Intent::Nothing => {}
        }
    }

    pub fn act(&mut self, action: Action) -> Option<String> {
        if self.travel.is_some() {
            self.stop_travel(Tone::Info, "You stop travelling.".to_string());
            return None;
        }
        if self.looking.is_some() && self.on_looking(action).is_some() {
            return None;
        }
        if action == Action::Look {
            if self.can_look() {
                self.start_look();
            }
            return None;
        }
        if self.marking.is_some() && self.on_marking(action).is_some() {
            return None;
        }
        if action == Action::Verb(crate::front::marks::MARK) && self.can_mark() {
            self.arm_mark();
            return None;
        }
        let intent = self.ui.act(&self.game, action);
        let asked = self.carry_out(intent);
        if let Some(room) = self.ui.take_travel() {
            self.travel_to(room);
        }
        asked
    }

    pub fn click_room(&mut self, room: crate::engine::RoomId) -> Option<String> {
        if self.game.is_over() || self.playback {
            return None;
        }
        if self.looking.is_some() {
            self.look_click(room);
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
        let asked = self.carry_out(intent);
        if let Some(room) = self.ui.take_travel() {
            self.travel_to(room);
        }
        asked
    }

    pub fn confirm(&mut self, yes: bool) {
        if let Some(command) = self.pending.take()
            && yes
        {
            let _ = self.command(command);
        }
    }

    pub fn note(&mut self, text: String) {
        self.say(Tone::Warning, text);
    }

    /// The same cave and placements again: the player has seen them all at
    /// game over, so the new game counts as seeded by hand.
    pub fn same_setup(&self) -> Session<A> {
        let mut opening = self.opening.clone();
        opening.seed = self.game.seed();
        opening.hand_seeded = true;
        let mut next = Session::<A>::open(Arc::clone(self.game.rules()), &opening);
        // Hints stay as the player left them.
        next.set_hints(self.hints);
        next
    }

    pub fn log(&self) -> &[(Tone, String)] {
        &self.log
    }

    pub fn status(&self) -> String {
        A::status(&self.game)
    }

    pub fn summary(&self) -> Option<Summary> {
        self.game.outcome().map(|o| {
            let last = self.events.get(self.last..).unwrap_or(&[]);
            let mut s = A::summary(&self.game, last);
            if s.cause.is_empty() {
                s.cause = o.key().to_string();
            }
            s
        })
    }

    pub fn can_save(&self) -> bool {
        self.keeper.can_save()
    }

    pub fn save_and_leave(&mut self) -> Result<(), String> {
        self.keeper.save_and_leave()
    }

    pub fn abandon(&mut self) {
        self.keeper.abandon(&self.game);
        self.absorb();
    }

    pub fn save_handle(&self) -> Option<SaveHandle> {
        self.keeper.save_handle()
    }

    pub fn poll(&mut self) -> bool {
        let changed = self.keeper.poll();
        self.absorb();
        changed
    }

    pub fn settle(&mut self) {
        self.keeper.settle();
        self.absorb();
    }

    pub fn can_dump(&self) -> bool {
        self.keeper.has_files()
    }

    pub fn dump(&mut self) {
        let line = match self.keeper.dump() {
            Ok(path) => (Tone::Info, format!("Dump written: {}", path.display())),
            Err(why) => (Tone::Warning, format!("No dump: {why}")),
        };
        self.absorb();
        self.log.push(line);
    }

    pub fn footnote(&self) -> Option<String> {
        self.keeper.footnote()
    }

    pub fn record(&self) -> Option<&Record> {
        self.keeper.record()
    }

    pub fn has_hints(&self) -> bool {
        self.ui.hints_offered(&self.game)
    }

    pub fn hints_on(&self) -> bool {
        self.hints
    }

    pub fn hints_were_shown(&self) -> bool {
        self.hints_seen || self.keeper.record().is_some_and(|r| r.flags.hints)
    }

    /// `h`: hints switched; the state after.
    pub fn toggle_hints(&mut self) -> bool {
        self.set_hints(!self.hints);
        self.hints
    }

    /// Hints on or off (for a game with none, nothing happens). Turning
    /// them on marks the game.
    pub fn set_hints(&mut self, on: bool) {
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
