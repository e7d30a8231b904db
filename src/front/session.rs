//! One game on the play screen: the game, the commands played, the events
//! seen, the log derived from them, and the adapter's own state. A game is
//! (rules, seed, commands): the record here is enough to replay it.

use super::{Adapter, Cmd, Ev, Front, Intent, Summary, Typing, Ui};
use crate::engine::{Game, Outcome};
use crate::keymap::{Action, Layer, Scope, Verb};
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::any::Any;
use std::sync::Arc;
use std::time::Duration;

pub struct Session<A: Adapter> {
    pub name: String,
    pub game: A::Game,
    pub cheat: bool,
    /// Every command carried out, in order.
    pub commands: Vec<Cmd<A>>,
    /// Every event seen, in order.
    pub events: Vec<Ev<A>>,
    /// The message log, derived from the events by the adapter's words.
    pub log: Vec<(Tone, String)>,
    /// The adapter's state: cursors, prompts, the map layout.
    pub ui: A,
    /// The command waiting on a yes or no.
    pending: Option<Cmd<A>>,
    scratch: Vec<Ev<A>>,
    /// Where the last command's events start in `events`.
    last: usize,
}

impl<A: Adapter> Session<A> {
    pub fn new(
        name: &str,
        rules: Arc<<A::Game as Game>::Rules>,
        seed: u64,
        cheat: bool,
    ) -> Session<A> {
        Session::from_game(name, A::Game::new(rules, seed), cheat)
    }

    pub fn from_game(name: &str, game: A::Game, cheat: bool) -> Session<A> {
        let mut log = Vec::new();
        if cheat {
            log.push((
                Tone::Secret,
                "[cheat] cheat mode is on: hidden things are shown".to_string(),
            ));
        }
        log.extend(A::arrival(&game));
        Session {
            name: name.to_string(),
            ui: A::new(&game, cheat),
            game,
            cheat,
            commands: Vec::new(),
            events: Vec::new(),
            log,
            pending: None,
            scratch: Vec::new(),
            last: 0,
        }
    }

    /// Carries out a command; a refusal goes to the log and changes nothing.
    pub fn command(&mut self, command: Cmd<A>) -> Result<(), String> {
        self.scratch.clear();
        match self.game.apply(&command, &mut self.scratch) {
            Ok(()) => {
                let first = self.log.len();
                self.log.extend(A::command_line(&self.game, &command));
                for event in &self.scratch {
                    if let Some(line) = A::log_line(&self.game, event, self.cheat) {
                        self.log.push(line);
                    }
                }
                self.commands.push(command);
                if !self.game.is_over() {
                    self.log.extend(A::arrival(&self.game));
                }
                // The turn just played, as the status line counts it, on
                // its first line: a heading line would cost the small log
                // panel a row every turn.
                if A::TURN_HEADINGS {
                    let turn = format!("Turn {} · ", self.game.turn());
                    match self.log.get_mut(first) {
                        Some((_, text)) => text.insert_str(0, &turn),
                        None => self.log.push((Tone::Info, turn)),
                    }
                }
                self.ui.after(&self.game, Ok(&self.scratch));
                self.last = self.events.len();
                self.events.append(&mut self.scratch);
                Ok(())
            }
            Err(refusal) => {
                let why = refusal.to_string();
                self.log.push((Tone::Warning, why.clone()));
                self.ui.after(&self.game, Err(why.clone()));
                Err(why)
            }
        }
    }
}

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
        super::legend_of::<A>()
    }

    fn curtain(&self) -> Option<String> {
        if self.game.is_over() {
            return None;
        }
        self.ui.curtain(&self.game)
    }

    fn lift(&mut self) {
        self.ui.lift(&self.game);
    }

    fn pace(&self) -> Option<Duration> {
        if self.game.is_over() {
            return None;
        }
        self.ui.pace(&self.game)
    }

    fn tick(&mut self) {
        match self.ui.tick(&self.game) {
            Intent::Command(command) | Intent::Confirm(_, command) => {
                let _ = self.command(command);
            }
            Intent::Refuse(why) => self.log.push((Tone::Warning, why)),
            Intent::Nothing => {}
        }
    }

    fn offers(&self, action: Action) -> bool {
        self.ui.offers(action)
    }

    fn act(&mut self, action: Action) -> Option<String> {
        match self.ui.act(&self.game, action) {
            Intent::Nothing => None,
            Intent::Refuse(why) => {
                self.log.push((Tone::Warning, why));
                None
            }
            Intent::Command(command) => {
                let _ = self.command(command);
                None
            }
            Intent::Confirm(question, command) => {
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
        self.log.push((Tone::Warning, text));
    }

    fn same_setup(&self) -> Box<dyn Front> {
        let game = A::Game::new(Arc::clone(self.game.rules()), self.game.seed());
        Box::new(Session::<A>::from_game(&self.name, game, self.cheat))
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
}
