//! One game on the play screen: the engine, the words said so far, and the
//! player's half-typed input. Everything here is built from the `View`;
//! `Cheat` is read only when cheat mode is on or the game is over.

use super::editor::Editor;
use super::map::{Direction, MapLayout};
use crate::engine::classic::{Classic, Command, View};
use crate::engine::rules::ArrowCost;
use crate::engine::{ClassicRules, Event, Refusal, RoomId};
use crate::words::{self, Tone};
use std::sync::Arc;

pub struct Session {
    pub variant: String,
    pub rules: Arc<ClassicRules>,
    pub game: Classic,
    pub cheat: bool,
    /// Computed once per game: the cave never changes shape mid-game.
    pub layout: MapLayout,
    pub log: Vec<(Tone, String)>,
    /// Index into the current room's tunnels.
    pub tunnel_cursor: usize,
    pub editor: Option<Editor>,
    /// Where the map cursor is while aiming.
    pub map_cursor: RoomId,
    events: Vec<Event>,
}

impl Session {
    pub fn new(variant: &str, rules: Arc<ClassicRules>, seed: u64, cheat: bool) -> Session {
        Session::from_game(variant, rules.clone(), Classic::new(rules, seed), cheat)
    }

    fn from_game(variant: &str, rules: Arc<ClassicRules>, game: Classic, cheat: bool) -> Session {
        let layout = MapLayout::for_view(&game.view());
        let here = game.view().here();
        let mut s = Session {
            variant: variant.to_string(),
            rules,
            game,
            cheat,
            layout,
            log: Vec::new(),
            tunnel_cursor: 0,
            editor: None,
            map_cursor: here,
            events: Vec::new(),
        };
        if cheat {
            s.log.push((
                Tone::Secret,
                "[cheat] cheat mode is on: hidden things are shown".into(),
            ));
        }
        s.say_where();
        s
    }

    /// The same cave and placements again, as RULES section 0 asks.
    pub fn same_setup(&self) -> Session {
        Session::from_game(
            &self.variant,
            self.rules.clone(),
            self.game.same_setup(),
            self.cheat,
        )
    }

    pub fn view(&self) -> View<'_> {
        self.game.view()
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The hidden state, when the player may see it.
    pub fn reveal(&self) -> bool {
        self.cheat || self.is_over()
    }

    pub fn selected_tunnel(&self) -> Option<RoomId> {
        self.view().tunnels_here().get(self.tunnel_cursor).copied()
    }

    pub fn step_tunnel_cursor(&mut self, forward: bool) {
        let n = self.view().tunnels_here().len();
        if n == 0 {
            return;
        }
        self.tunnel_cursor = if forward {
            (self.tunnel_cursor + 1) % n
        } else {
            (self.tunnel_cursor + n - 1) % n
        };
    }

    /// Moves the aiming cursor among the rooms the player has seen.
    pub fn step_map_cursor(&mut self, dir: Direction) {
        let view = self.view();
        let seen: Vec<RoomId> = view.room_ids().filter(|&r| view.seen(r)).collect();
        if let Some(room) = self.layout.nearest(self.map_cursor, dir, &seen) {
            self.map_cursor = room;
        }
    }

    /// A room the player's own notes say is dangerous: they met bats, a pit
    /// or the wumpus there.
    pub fn marked_dangerous(&self, room: RoomId) -> bool {
        let m = self.view().marks(room);
        m.bats || m.pit || m.wumpus
    }

    /// Would this path spend the last arrow(s)?
    pub fn is_last_shot(&self, rooms: usize) -> bool {
        let cost = match self.rules.arrow_cost {
            ArrowCost::PerShot => 1,
            ArrowCost::PerRoom => rooms as u32,
        };
        self.view().arrows() <= cost
    }

    /// Carries out a command; a refusal goes to the log and changes nothing.
    pub fn command(&mut self, command: Command) -> Result<(), Refusal> {
        self.events.clear();
        if let Err(refusal) = self.game.apply(command, &mut self.events) {
            self.log.push((Tone::Warning, refusal.to_string()));
            return Err(refusal);
        }
        let view = self.game.view();
        for event in &self.events {
            if let Some(line) = words::event_line(event, &view, self.cheat) {
                self.log.push(line);
            }
        }
        self.tunnel_cursor = 0;
        self.map_cursor = self.view().here();
        if !self.is_over() {
            self.say_where();
        }
        Ok(())
    }

    fn say_where(&mut self) {
        let view = self.game.view();
        let line = format!("You are in room {}.", view.label(view.here()));
        self.log.push((Tone::Info, line));
    }
}
