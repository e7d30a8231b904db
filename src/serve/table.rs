//! A table of a game with seats across terminals: people take its seats
//! from the lobby, and it starts when every person's seat is taken. The
//! table holds the one game that counts (recorded, saved, scored in the
//! server's `tables/` data dir) and every input it took, in order; each
//! seat and spectator plays those inputs on a copy of their own
//! (`seat::TableSeat`) and draws from it what their eyes may see. A thread
//! per table does what no key does: lifts a person's curtain (each seat
//! has a screen of its own), paces the bots, plays the turn of a person
//! whose timer ran out, and gives a bot the seat of a person gone longer
//! than the server keeps seats.

pub mod discussion;
mod drive;
mod listed;
pub mod talk;
#[cfg(test)]
mod tests;
mod timer;

use super::outbox;
use crate::engine::{AnyRules, Seat};
use crate::front::{self, Files, Front, Input, Keep, Opening};
use crate::record::Save;
use std::sync::mpsc::SyncSender;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// What a table is opened with.
pub struct Setup {
    /// The variant's id and menu name.
    pub id: String,
    pub name: String,
    /// Its rules as the opener's setup form left them.
    pub rules: AnyRules,
    pub seed: u64,
    /// Where the table's game keeps its record, save and score.
    pub files: Option<Files>,
    /// How long a person who left keeps their seat before a bot takes it.
    pub keep_seat: Duration,
    /// How long a bot's step stays on screen before the next.
    pub bot_pace: Duration,
    /// `Some(t)`: a person who has not played after `t` has a bot play
    /// that turn.
    pub timer: Option<Duration>,
    /// `Some(t)`: after each turn the table talks until every living
    /// person is ready, or for `t` at most (`discussion`).
    pub discussion: Option<Duration>,
}

pub struct Table {
    pub id: u64,
    setup: Setup,
    /// The saved game the table went on from after a restart; its inputs
    /// follow that game, not a new one.
    base: Option<Save>,
    state: Mutex<State>,
    /// Rung on every input and every person coming or going.
    news: Condvar,
}

struct State {
    /// One per person's seat, in seat order.
    places: Vec<Place>,
    /// The game that counts, once every person's seat is taken.
    game: Option<Box<dyn Front>>,
    /// Every input `game` took, in order: a copy that plays them all is
    /// the same game.
    stream: Vec<Input>,
    /// The connections to wake on news, by connection.
    wakers: Vec<(u64, SyncSender<outbox::Input>)>,
    /// The turn now.
    turn: Option<Turn>,
    /// When a bot last played.
    last_step: Instant,
    /// The game ended and its record is settled.
    finished: bool,
    stopping: bool,
    /// The table's talk, the newest `talk::KEPT` lines; `talk_dropped`
    /// older ones are gone from it (not from the record).
    talk: Vec<talk::Said>,
    talk_dropped: usize,
    /// Each speaker's allowance of lines.
    allowances: std::collections::HashMap<String, crate::serve::talk::rate::Allowance>,
    /// Who watches, by name; who the opener sent away.
    spectators: Vec<String>,
    kicked: Vec<String>,
    /// Who opened the table (the first person to take a seat).
    opener: Option<String>,
    discussion: Option<discussion::Discussion>,
}

/// A seat's turn.
#[derive(Clone, Copy)]
struct Turn {
    seat: Seat,
    began: Instant,
    /// A bot plays the rest of it (the person's timer ran out).
    bot: bool,
}

/// A person's seat.
struct Place {
    seat: Seat,
    /// Who took it.
    name: Option<String>,
    /// Their screen is open on it.
    present: bool,
    /// When they left it (their seat is kept a while).
    left_at: Option<Instant>,
    /// A bot plays it now: its person was gone too long.
    bot: bool,
}

impl Table {
    /// A table that has no thread yet (`Tables::open` starts one).
    pub(super) fn new(id: u64, setup: Setup, people: Vec<Seat>) -> Table {
        Table {
            id,
            setup,
            base: None,
            state: Mutex::new(State {
                places: people
                    .into_iter()
                    .map(|seat| Place {
                        seat,
                        name: None,
                        present: false,
                        left_at: None,
                        bot: false,
                    })
                    .collect(),
                game: None,
                stream: Vec::new(),
                wakers: Vec::new(),
                turn: None,
                last_step: Instant::now(),
                finished: false,
                stopping: false,
                talk: Vec::new(),
                talk_dropped: 0,
                allowances: Default::default(),
                spectators: Vec::new(),
                kicked: Vec::new(),
                opener: None,
                discussion: None,
            }),
            news: Condvar::new(),
        }
    }

    /// The table a save of its game was left by a stopped server:
    /// in play, with every person away, keeping their seats as though they
    /// had left now.
    pub(super) fn restored(
        id: u64,
        save: &Save,
        files: Files,
        limits: super::Limits,
    ) -> Result<Table, String> {
        let record = &save.record;
        let game = front::resume(save, Some(&files))?;
        let people: Vec<(Seat, String)> = (front::seats(&record.rules).into_iter())
            .filter(|s| s.person)
            .map(|s| (s.seat, s.name))
            .collect();
        let (turn_timer, discussion) = timer::kept(&files, &record.id);
        let setup = Setup {
            id: record.variant.id.clone(),
            name: record.variant.name.clone(),
            rules: record.rules.clone(),
            seed: record.seed,
            timer: turn_timer,
            discussion,
            files: Some(files),
            keep_seat: limits.keep_seat,
            bot_pace: limits.bot_pace,
        };
        let mut table = Table::new(id, setup, people.iter().map(|(s, _)| *s).collect());
        table.base = Some(save.clone());
        {
            let state = table
                .state
                .get_mut()
                .unwrap_or_else(PoisonError::into_inner);
            let now = Instant::now();
            for (place, (_, name)) in state.places.iter_mut().zip(people) {
                place.name = Some(name);
                place.left_at = Some(now);
            }
            state.opener = state.places.first().and_then(|p| p.name.clone());
            // The talk before the stop, for every screen to read again
            // (each by its own channels), before anything said since.
            state.talk = (crate::record::talk::talk_of(record).into_iter())
                .map(|talk| talk::Said { pos: 0, talk })
                .collect();
            let mut game = game;
            lift_curtain(game.as_mut(), &mut state.stream);
            state.game = Some(game);
        }
        Ok(table)
    }

    /// A new copy of the table's game as it began, unkept: it plays the
    /// table's inputs to be the same game.
    pub fn fresh_copy(&self) -> Result<Box<dyn Front>, String> {
        match &self.base {
            Some(save) => front::resume(save, None),
            None => {
                let opening = Opening::unkept(&self.setup.name, self.setup.seed, false);
                Ok(front::open(&self.rules(), &opening))
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Over, settled and left by everyone: the lobby forgets it.
    pub(super) fn done(&self) -> bool {
        let state = self.lock();
        (state.finished || state.stopping) && state.places.iter().all(|p| !p.present)
            || state.game.is_none() && state.places.iter().all(|p| p.name.is_none())
    }

    /// `me` takes the first free person's seat; the last one taken starts
    /// the game.
    pub fn take(&self, me: &str) -> Result<Seat, String> {
        let mut state = self.lock();
        if state.game.is_some() {
            return Err("That table has started.".into());
        }
        if state.places.iter().any(|p| p.name.as_deref() == Some(me)) {
            return Err("You have a seat at that table already.".into());
        }
        let Some(place) = state.places.iter_mut().find(|p| p.name.is_none()) else {
            return Err("Every seat at that table is taken.".into());
        };
        place.name = Some(me.to_string());
        place.present = true;
        let seat = place.seat;
        if state.opener.is_none() {
            state.opener = Some(me.to_string());
        }
        if state.places.iter().all(|p| p.name.is_some()) {
            self.start(&mut state);
        }
        drop(state);
        self.news.notify_all();
        Ok(seat)
    }

    fn start(&self, state: &mut State) {
        let mut rules = self.setup.rules.clone();
        for p in &state.places {
            if let Some(name) = &p.name {
                rules = front::seat_named(&rules, p.seat, name);
            }
        }
        let opening = Opening {
            id: self.setup.id.clone(),
            name: self.setup.name.clone(),
            seed: self.setup.seed,
            cheat: false,
            hand_seeded: false,
            files: self.setup.files.clone(),
            plain: false,
        };
        let mut game = front::open(&rules, &opening);
        lift_curtain(game.as_mut(), &mut state.stream);
        if let (Some(files), Some(record)) = (&self.setup.files, game.record())
            && timer::keep(files, &record.id, self.setup.timer, self.setup.discussion).is_err()
        {
            // The table plays on; only a restart would lose the timer.
            let note = Input::Note(
                "The turn timer could not be kept: a restarted server will not have it.".into(),
            );
            game.input(note.clone());
            state.stream.push(note);
        }
        state.game = Some(game);
        state.last_step = Instant::now();
        wake(state);
    }

    /// The rules the game plays, the seats named (once started).
    pub fn rules(&self) -> AnyRules {
        let state = self.lock();
        let mut rules = self.setup.rules.clone();
        for p in &state.places {
            if let Some(name) = &p.name {
                rules = front::seat_named(&rules, p.seat, name);
            }
        }
        rules
    }

    pub fn started(&self) -> bool {
        self.lock().game.is_some()
    }

    /// A person leaves their seat: before the start it is free again;
    /// after, it is kept for them a while.
    pub fn leave(&self, seat: Seat) {
        let mut state = self.lock();
        let started = state.game.is_some();
        if let Some(p) = state.places.iter_mut().find(|p| p.seat == seat) {
            if started {
                p.present = false;
                p.left_at = Some(Instant::now());
            } else {
                p.name = None;
                p.present = false;
            }
        }
        drop(state);
        self.news.notify_all();
    }

    /// `me` takes their seat again (after a drop); `None` when they have
    /// none here or a bot has it now.
    pub fn sit_again(&self, me: &str) -> Option<Seat> {
        let mut state = self.lock();
        let place = (state.places.iter_mut())
            .find(|p| p.name.as_deref() == Some(me) && !p.bot && !p.present)?;
        place.present = true;
        place.left_at = None;
        Some(place.seat)
    }

    /// Wake connection `id` through `waker` on every change to the table.
    pub fn watch(&self, id: u64, waker: &SyncSender<outbox::Input>) {
        let mut state = self.lock();
        if !state.wakers.iter().any(|(w, _)| *w == id) {
            state.wakers.push((id, waker.clone()));
        }
    }

    /// A person's input for the game: taken only on their own turn.
    /// `Ok(Some(question))`: the game asks it first.
    pub fn submit(&self, seat: Seat, input: Input) -> Result<Option<String>, String> {
        let mut state = self.lock();
        let state = &mut *state;
        let held = Table::held(state);
        let Some(game) = &mut state.game else {
            return Err("The table has not started.".into());
        };
        if game.acting() != Some(seat) {
            return Err("It is not your turn.".into());
        }
        if let Some(why) = held {
            return Err(why);
        }
        let asked = game.input(input.clone());
        state.stream.push(input);
        lift_curtain(game.as_mut(), &mut state.stream);
        let _ = game.keep(Keep::Release);
        let now = Instant::now();
        let before = state.turn.map(|t| t.seat);
        state.turn = next_turn(state.turn, game.acting(), now);
        self.turn_passed(state, before, now);
        wake(state);
        self.news.notify_all();
        Ok(asked)
    }

    /// The server stops: the game saves and the thread ends.
    pub(super) fn stop(&self) {
        let mut state = self.lock();
        state.stopping = true;
        if let Some(game) = &mut state.game {
            let _ = game.keep(Keep::Settle);
        }
        drop(state);
        self.news.notify_all();
    }
}

/// The turn of `acting`: the same as `turn` while the same seat acts,
/// else one that began `now`.
fn next_turn(turn: Option<Turn>, acting: Option<Seat>, now: Instant) -> Option<Turn> {
    match (turn, acting) {
        (Some(t), Some(a)) if t.seat == a => Some(t),
        (_, Some(seat)) => Some(Turn {
            seat,
            began: now,
            bot: false,
        }),
        (_, None) => None,
    }
}

/// Each person has a screen of their own, so there is no keyboard to
/// pass: a curtain is lifted in the same breath as the input that let it
/// down, and no screen ever draws the moment between.
fn lift_curtain(game: &mut dyn Front, stream: &mut Vec<Input>) {
    if game.view().curtain.is_some() {
        game.input(Input::Lift);
        stream.push(Input::Lift);
    }
}

/// Tells every screen on the table to look again; a closed one is
/// forgotten, a full one will look at its next input anyway.
fn wake(state: &mut State) {
    use std::sync::mpsc::TrySendError;
    state.wakers.retain(|(_, w)| {
        !matches!(
            w.try_send(outbox::Input::Wake),
            Err(TrySendError::Disconnected(_))
        )
    });
}
