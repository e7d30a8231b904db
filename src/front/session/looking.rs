//! The session's side of the look cursor and travel (`front::look`): the
//! look mode's keys, the panel's words, and travel's steps, each a real
//! command carried out as a key's would be, so the record, replays and
//! saves hold nothing but moves.

use super::Session;
use crate::engine::{Game, RoomId};
use crate::front::Adapter;
use crate::front::look::{self, Looking, Travel};
use crate::keymap::Action;
use crate::ui::look::Looked;
use crate::ui::theme::Role;
use crate::words::Tone;

impl<A: Adapter> Session<A> {
    /// Whether the player may look around now: their own screen, their
    /// turn, nothing half-made.
    pub(crate) fn can_look(&self) -> bool {
        !self.game.is_over()
            && !self.playback
            && self.marking.is_none()
            && self.ui.viewer(&self.game).is_some()
            && self.ui.curtain(&self.game).is_none()
            && self.ui.pace(&self.game).is_none()
            && self.ui.armed().is_none()
            && self.ui.typing().is_none()
            && (self.ui.look_map(&self.game).is_some() || self.ui.own_look(&self.game))
    }

    /// Looking ends, the rule set's own cursor too.
    pub(crate) fn stop_looking(&mut self) {
        self.looking = None;
        self.ui.own_look_end();
    }

    /// `;`: the look cursor, on the selected tunnel's room or here.
    pub(crate) fn start_look(&mut self) {
        if self.ui.own_look(&self.game) {
            self.ui.own_look_start(&self.game);
            self.looking = Some(Looking { cursor: None });
            return;
        }
        let here = self.ui.look_map(&self.game).and_then(|m| m.here());
        let cursor = self
            .ui
            .pick_room(&self.game, Action::Select)
            .filter(|&r| self.looked_at(r).is_some())
            .or(here);
        self.looking = Some(Looking { cursor });
        self.show_board();
    }

    /// A key while looking. `None`: the key is not look mode's.
    pub(crate) fn on_looking(&mut self, action: Action) -> Option<()> {
        let from = self.looking.as_ref()?.cursor;
        if self.ui.own_look(&self.game) {
            return self.on_own_looking(action);
        }
        match action {
            Action::Cancel | Action::Look => self.stop_looking(),
            Action::Up | Action::Down | Action::Left | Action::Right => {
                let to = from.and_then(|f| self.ui.step_room(&self.game, f, action));
                if let (Some(l), Some(to)) = (self.looking.as_mut(), to) {
                    l.cursor = Some(to);
                }
            }
            Action::Select => match from {
                Some(room) => {
                    self.stop_looking();
                    self.travel_to(room);
                }
                None => self.say(
                    Tone::Warning,
                    "No room is under the cursor to travel to.".to_string(),
                ),
            },
            _ => return None,
        }
        self.show_board();
        Some(())
    }

    /// A key while the rule set's own cursor is on.
    fn on_own_looking(&mut self, action: Action) -> Option<()> {
        match action {
            Action::Cancel | Action::Look => self.stop_looking(),
            Action::Up | Action::Down | Action::Left | Action::Right => {
                self.ui.own_look_move(&self.game, action);
            }
            Action::Select => {
                let why = self.ui.own_no_travel();
                self.say(Tone::Warning, why);
            }
            _ => return None,
        }
        Some(())
    }

    /// A click on a room while looking: the cursor goes there; a click
    /// on the room under the cursor travels there.
    pub(crate) fn look_click(&mut self, room: RoomId) {
        let Some(looking) = self.looking.as_mut() else {
            return;
        };
        if looking.cursor == Some(room) {
            self.stop_looking();
            self.travel_to(room);
        } else if self.looked_at(room).is_some()
            && let Some(l) = self.looking.as_mut()
        {
            l.cursor = Some(room);
        }
        self.show_board();
    }

    /// The mouse over `room` while looking: the cursor goes there if the
    /// map knows it, as the arrows would take it; nothing else happens.
    pub(crate) fn look_hover(&mut self, room: RoomId) {
        if self.looking.as_ref().is_none_or(|l| l.cursor == Some(room))
            || self.looked_at(room).is_none()
        {
            return;
        }
        if let Some(l) = self.looking.as_mut() {
            l.cursor = Some(room);
        }
        self.show_board();
    }

    /// What the player knows of `room`: the map's words, the rule set's
    /// notes, their own mark.
    pub(crate) fn looked_at(&self, room: RoomId) -> Option<Looked> {
        let map = self.ui.look_map(&self.game)?;
        let name =
            |r: RoomId| (self.ui.look_name(&self.game, r)).unwrap_or_else(|| look::label(map, r));
        let mut looked = look::looked(map, room, name)?;
        let mut more = self.ui.look_notes(&self.game, room);
        if let Some(g) = self.board().on(room) {
            more.push((Role::Hint, format!("Your mark: {}", g.word)));
        }
        // After how the player knows it, before its ways on.
        let at = looked.lines.len().min(1);
        looked.lines.splice(at..at, more);
        Some(looked)
    }

    /// The room under the look cursor, described.
    pub(crate) fn looked_now(&self) -> Option<Looked> {
        if self.ui.own_look(&self.game) {
            return self.ui.own_looked(&self.game);
        }
        self.looked_at(self.looking.as_ref()?.cursor?)
    }

    fn unsafe_room(&self, room: RoomId) -> bool {
        self.board().dangerous(room) || self.ui.met_danger(&self.game, room)
    }

    /// Starts travel to `room`, taking the first step now; or says in the
    /// log why not, and changes nothing.
    pub(crate) fn travel_to(&mut self, room: RoomId) {
        let route = match self.ui.look_map(&self.game) {
            Some(map) => look::route(
                map,
                room,
                |r| (self.ui.ways_from(&self.game, r)).unwrap_or_else(|| look::exits(map, r)),
                |r| self.unsafe_room(r),
                |a, b| self.ui.safe_way(&self.game, a, b),
            ),
            None => Err("There is no travel in this game.".to_string()),
        };
        let why = match route {
            Err(why) => Some(why),
            Ok(path) if path.first().is_none_or(|&r| self.ui.step_into(&self.game, r).is_none()) => {
                Some("There is no travel in this game.".to_string())
            }
            Ok(_) => self.ui.felt_here(&self.game).map(|felt| {
                format!("Here you feel {felt}: travel starts only where you feel nothing. Take the step yourself.")
            }),
        };
        if let Some(why) = why {
            self.say(Tone::Warning, why);
            return;
        }
        let name = (self.ui.look_name(&self.game, room))
            .or_else(|| self.ui.look_map(&self.game).map(|m| look::label(m, room)))
            .unwrap_or_default();
        self.travel = Some(Travel {
            to: room,
            name,
            seat: self.game.to_act(),
        });
        self.travel_step();
    }

    /// Ends travel, saying why in the log.
    pub(crate) fn stop_travel(&mut self, tone: Tone, why: String) {
        self.travel = None;
        self.say(tone, why);
    }

    /// One step of travel, or why it ends.
    pub(crate) fn travel_step(&mut self) {
        let Some(travel) = self.travel.clone() else {
            return;
        };
        if self.game.is_over() || self.game.to_act() != travel.seat {
            self.travel = None;
            return;
        }
        if let Some(felt) = self.ui.felt_here(&self.game) {
            return self.stop_travel(Tone::Warning, format!("Travel stops: you feel {felt}."));
        }
        let route = match self.ui.look_map(&self.game) {
            Some(map) => look::route(
                map,
                travel.to,
                |r| (self.ui.ways_from(&self.game, r)).unwrap_or_else(|| look::exits(map, r)),
                |r| self.unsafe_room(r),
                |a, b| self.ui.safe_way(&self.game, a, b),
            ),
            None => Err("the map is gone.".to_string()),
        };
        let next = match route {
            Ok(path) => path.first().copied(),
            Err(why) => return self.stop_travel(Tone::Warning, format!("Travel stops: {why}")),
        };
        let Some((next, command)) =
            next.and_then(|r| self.ui.step_into(&self.game, r).map(|c| (r, c)))
        else {
            return self.stop_travel(Tone::Warning, "Travel stops: no step leads on.".into());
        };
        let before = self.log.len();
        if self.command(command).is_err() {
            self.travel = None;
            return;
        }
        if self.game.is_over() || self.game.to_act() != travel.seat {
            // The game's own lines say what happened; the turn is over.
            self.travel = None;
            return;
        }
        let here = self.ui.look_map(&self.game).and_then(|m| m.here());
        let said = self
            .log
            .get(before..)
            .is_some_and(|lines| lines.iter().any(|(tone, _)| *tone != Tone::Info));
        let seen = self.events.get(self.last..).unwrap_or(&[]);
        let news = self.ui.news(&self.game, seen).unwrap_or(said);
        if here == Some(travel.to) {
            self.stop_travel(Tone::Info, format!("You arrive at {}.", travel.name));
        } else if here != Some(next) || news {
            self.stop_travel(Tone::Info, "Travel stops here.".to_string());
        }
    }
}
