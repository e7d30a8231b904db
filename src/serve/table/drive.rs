//! The table's thread: what happens at a table without a key. It lifts
//! the first turn's curtain, paces the bots, plays the turn of a person
//! whose timer ran out or whose seat a bot now has, gives a bot the seat
//! of a person gone longer than seats are kept, and settles the record
//! once the game is over.

use super::{Input, Keep, State, Table, lift_curtain, next_turn, timer, wake};
use std::time::{Duration, Instant};

/// How often the table's thread looks at its game with nothing to do.
const LOOK: Duration = Duration::from_millis(50);

impl Table {
    /// The table's thread: what happens without a key.
    pub(in crate::serve) fn drive(&self) {
        let mut state = self.lock();
        loop {
            // Over and left by everyone, or left by everyone before it
            // started: the thread's work is done.
            let empty = state.game.is_none() && state.places.iter().all(|p| p.name.is_none());
            if empty || state.stopping || state.finished && state.places.iter().all(|p| !p.present)
            {
                // The game's files are settled: its lock goes with it.
                state.game = None;
                return;
            }
            self.step(&mut state, Instant::now());
            state = match self.news.wait_timeout(state, LOOK) {
                Ok((state, _)) => state,
                Err(poisoned) => poisoned.into_inner().0,
            };
        }
    }

    /// What is due at `now`.
    pub(super) fn step(&self, state: &mut State, now: Instant) {
        let keep = self.setup.keep_seat;
        let mut said: Vec<Input> = Vec::new();
        for p in &mut state.places {
            if !p.bot && !p.present && p.left_at.is_some_and(|at| now >= at + keep) {
                p.bot = true;
                let who = p.name.clone().unwrap_or_default();
                said.push(Input::Note(format!(
                    "{who} left the table: a bot plays their seat from now on."
                )));
            }
        }
        let Some(game) = &mut state.game else {
            return;
        };
        let mut inputs = said;
        let view = game.view();
        let over = view.over;
        if over {
            drop(view);
            if !state.finished {
                let _ = game.keep(Keep::Settle);
                if let (Some(files), Some(record)) = (&self.setup.files, game.record()) {
                    timer::forget(files, &record.id);
                }
                state.finished = true;
                wake(state);
            }
            return;
        }
        let acting = game.acting();
        state.turn = next_turn(state.turn, acting, now);
        drop(view);
        // The table talks between turns: nothing plays meanwhile but the
        // notes of who left.
        if self.discussing(state, now) {
            if let Some(game) = &mut state.game {
                for input in inputs {
                    game.input(input.clone());
                    state.stream.push(input);
                }
            }
            return;
        }
        let Some(game) = &mut state.game else {
            return;
        };
        let view = game.view();
        let since = state
            .turn
            .map_or(Duration::ZERO, |t| now.saturating_duration_since(t.began));
        let stepped = now.saturating_duration_since(state.last_step);
        let person = acting.and_then(|a| state.places.iter().find(|p| p.seat == a));
        if view.curtain.is_some() {
            // The first turn's (later ones are lifted with the input
            // before them).
            inputs.push(Input::Lift);
        } else if let Some(pace) = view.pace {
            if stepped >= pace.min(self.setup.bot_pace) {
                inputs.push(Input::Tick);
            }
        } else if let (Some(p), Some(turn)) = (person, &mut state.turn) {
            // A bot's turn may take several steps (a claim, then a move),
            // each at a bot's pace.
            if p.bot || turn.bot {
                let pace = self.setup.bot_pace;
                if since >= pace && stepped >= pace {
                    inputs.push(Input::Stand);
                }
            } else if let Some(limit) = self.setup.timer
                && since >= limit
            {
                turn.bot = true;
                let who = p.name.clone().unwrap_or_default();
                inputs.push(Input::Note(format!(
                    "Time is up for {who}: a bot plays this turn."
                )));
                inputs.push(Input::Stand);
            }
        }
        drop(view);
        if inputs.is_empty() {
            return;
        }
        for input in inputs {
            if matches!(input, Input::Tick | Input::Stand) {
                state.last_step = now;
            }
            game.input(input.clone());
            state.stream.push(input);
        }
        lift_curtain(game.as_mut(), &mut state.stream);
        // The save follows the game, written off this thread.
        let _ = game.keep(Keep::Release);
        let before = state.turn.map(|t| t.seat);
        state.turn = next_turn(state.turn, game.acting(), now);
        self.turn_passed(state, before, now);
        wake(state);
    }
}
