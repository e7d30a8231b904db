//! The discussion after each turn (Hidden Wumpus's "allow for
//! discussion"): the next turn waits until every living person at the
//! table says they are ready, or the opener's discussion timer runs out.
//! Bots never hold it up, nor does a person who is away or dead.

use super::{State, Table, wake};
use crate::engine::Seat;
use std::time::{Duration, Instant};

/// A discussion under way.
#[derive(Clone, Debug)]
pub(super) struct Discussion {
    pub until: Instant,
    /// The persons who said they are ready.
    pub ready: Vec<Seat>,
    /// The whole seconds left when the screens last looked.
    pub shown: u64,
}

impl Discussion {
    fn left(&self, now: Instant) -> u64 {
        self.until
            .saturating_duration_since(now)
            .as_secs_f64()
            .ceil() as u64
    }
}

impl Table {
    /// The turn passed from `before` to the seat acting now: a discussion
    /// begins, if the table has one and the game goes on.
    pub(super) fn turn_passed(&self, state: &mut State, before: Option<Seat>, now: Instant) {
        let Some(length) = self.setup.discussion.filter(|d| !d.is_zero()) else {
            return;
        };
        let Some(game) = &state.game else {
            return;
        };
        let acting = game.acting();
        if before.is_none() || acting.is_none() || acting == before {
            return;
        }
        state.discussion = Some(Discussion {
            until: now + length,
            ready: Vec::new(),
            shown: length.as_secs(),
        });
    }

    /// The persons whose word the discussion waits for: present, playing
    /// their own seat, and living.
    pub(super) fn waited_for(state: &State) -> Vec<Seat> {
        let living = state.game.as_ref().map(|g| g.living()).unwrap_or_default();
        (state.places.iter())
            .filter(|p| p.present && !p.bot && living.contains(&p.seat))
            .map(|p| p.seat)
            .collect()
    }

    /// Whether the discussion holds the game at `now`; one that is done
    /// ends here, and the next turn's clock starts.
    pub(super) fn discussing(&self, state: &mut State, now: Instant) -> bool {
        let waited = Table::waited_for(state);
        let Some(d) = &mut state.discussion else {
            return false;
        };
        let all_ready = waited.iter().all(|s| d.ready.contains(s));
        if all_ready || now >= d.until {
            state.discussion = None;
            if let Some(turn) = &mut state.turn {
                turn.began = now;
            }
            state.last_step = now;
            wake(state);
            return false;
        }
        // The countdown moves on every screen once a second.
        let left = d.left(now);
        if left != d.shown {
            d.shown = left;
            wake(state);
        }
        true
    }

    /// `seat` is ready for the discussion to end.
    pub fn ready(&self, seat: Seat) -> Result<String, String> {
        let mut state = self.lock();
        let waited = Table::waited_for(&state);
        let Some(d) = &mut state.discussion else {
            return Err("There is no discussion now: it is someone's turn.".into());
        };
        if !waited.contains(&seat) {
            return Err("Only a living person at the table holds the discussion.".into());
        }
        if !d.ready.contains(&seat) {
            d.ready.push(seat);
        }
        let left = waited.iter().filter(|s| !d.ready.contains(s)).count();
        // Every screen's count of who is ready moves on.
        wake(&mut state);
        drop(state);
        self.news.notify_all();
        Ok(match left {
            0 => "Everyone is ready.".to_string(),
            1 => "You are ready; one more to go.".to_string(),
            n => format!("You are ready; {n} more to go."),
        })
    }

    /// The talk pane's title for `seat` (`None`: a spectator): the
    /// discussion's countdown and who is ready.
    pub fn talk_title(&self, seat: Option<Seat>) -> String {
        let state = self.lock();
        let Some(d) = &state.discussion else {
            return "Talk (t)".into();
        };
        let waited = Table::waited_for(&state);
        let ready = waited.iter().filter(|s| d.ready.contains(s)).count();
        let left = d.left(Instant::now());
        let mine = seat.filter(|s| waited.contains(s) && !d.ready.contains(s));
        let key = if mine.is_some() { " (r)" } else { "" };
        format!("Discussion {left} s · ready {ready}/{}{key}", waited.len())
    }

    /// Whether a discussion waits for `seat`'s word now.
    pub fn waits_for(&self, seat: Seat) -> bool {
        let state = self.lock();
        state
            .discussion
            .as_ref()
            .is_some_and(|d| !d.ready.contains(&seat) && Table::waited_for(&state).contains(&seat))
    }

    /// The table talks now, between two turns.
    pub fn in_discussion(&self) -> bool {
        self.lock().discussion.is_some()
    }

    /// Why the game takes no input now, during a discussion.
    pub(super) fn held(state: &State) -> Option<String> {
        let d = state.discussion.as_ref()?;
        Some(format!(
            "The table is talking ({} s left): press r when you are ready.",
            d.left(Instant::now())
        ))
    }
}

/// The discussion's length when the opener set none: the rule book's.
pub const DEFAULT: Duration = Duration::from_secs(60);
