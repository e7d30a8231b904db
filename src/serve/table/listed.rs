//! A table as one player's lobby lists it: who sits where, its state,
//! and the player's own seat there.

use super::Table;
use crate::engine::Seat;
use crate::front;

/// A table as a player's lobby lists it.
pub struct Listed {
    pub id: u64,
    pub title: String,
    pub state: String,
    /// The player's seat there, if they have one.
    pub mine: Option<Seat>,
    /// Their screen is open on it.
    pub present: bool,
    /// Whether a seat is free (before the start).
    pub open_seat: bool,
    pub started: bool,
    pub over: bool,
}

impl Table {
    pub fn listed(&self, me: &str) -> Listed {
        let state = self.lock();
        let people: Vec<String> = (state.places.iter())
            .map(|p| p.name.clone().unwrap_or_else(|| "(open)".into()))
            .collect();
        let bots = (front::seats(&self.setup.rules).iter())
            .filter(|s| !s.person)
            .count();
        let bots = match bots {
            0 => String::new(),
            1 => ", 1 bot".into(),
            n => format!(", {n} bots"),
        };
        let title = format!("{}: {}{bots}", self.setup.name, people.join(", "));
        let free = state.places.iter().filter(|p| p.name.is_none()).count();
        let over = state.game.as_ref().is_some_and(|g| g.view().over);
        let state_line = match &state.game {
            None if free == 1 => "waiting for 1 more person".to_string(),
            None => format!("waiting for {free} more people"),
            Some(_) if over => "over".into(),
            Some(g) => format!("in play, {}", g.view().status),
        };
        let mine = (state.places.iter()).find(|p| p.name.as_deref() == Some(me) && !p.bot);
        Listed {
            id: self.id,
            title,
            state: state_line,
            mine: mine.map(|p| p.seat),
            present: mine.is_some_and(|p| p.present),
            open_seat: free > 0,
            started: state.game.is_some(),
            over,
        }
    }
}
