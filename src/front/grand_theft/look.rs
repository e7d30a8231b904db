//! The look cursor and travel in the city (`front::look`): a node's clues,
//! the gangs met there, the streets known to have cops, and the odds with
//! hints on. Travel walks only streets known free of cops (both ends
//! visited): nothing in the city moves, so clues seen again are no news.

use super::words::{clue_words, num};
use super::{GrandTheftUi, view};
use crate::engine::RoomId;
use crate::engine::grand_theft::{Command, Event, GrandTheft};
use crate::front::Looks;
use crate::ui::map::KnownMap;
use crate::ui::map::shade;
use crate::ui::theme::Role;

impl Looks for GrandTheftUi {
    fn look_map<'a>(&'a self, _game: &'a GrandTheft) -> Option<&'a KnownMap> {
        Some(&self.map)
    }

    fn look_notes(&self, game: &GrandTheft, node: RoomId) -> Vec<(Role, String)> {
        let v = view(game);
        let mut out = Vec::new();
        if let Some(clues) = v.clues(node) {
            let words = clue_words(clues);
            out.push(match words.is_empty() {
                true => (Role::Normal, "Clues here: none.".to_string()),
                false => (Role::Warning, format!("Clues here: {}", words.join(" "))),
            });
        }
        if v.gangs_met().contains(&node) {
            out.push((
                Role::Danger,
                "A Glow Worm Gang took you away from here.".to_string(),
            ));
        }
        let cops: Vec<String> = (v.neighbours(node).unwrap_or(&[]).iter())
            .filter(|&&to| v.roadblock(node, to) == Some(true))
            .map(|&to| num(to).to_string())
            .collect();
        if !cops.is_empty() {
            out.push((
                Role::Danger,
                format!("Cops on the streets to: {}", cops.join(", ")),
            ));
        }
        if let Some(o) = self.hints.as_ref().and_then(|h| h.odds.node(node)) {
            let pct = |p| shade::text(p).trim_start().to_string();
            out.push((
                Role::Hint,
                format!("Odds: wumpus {} · gang {}", pct(o.wumpus), pct(o.gang)),
            ));
        }
        out
    }

    fn step_into(&self, game: &GrandTheft, node: RoomId) -> Option<Command> {
        view(game)
            .neighbours_here()
            .contains(&node)
            .then_some(Command::Walk(node))
    }

    fn safe_way(&self, game: &GrandTheft, from: RoomId, to: RoomId) -> bool {
        view(game).roadblock(from, to) == Some(false)
    }

    fn news(&self, _game: &GrandTheft, events: &[Event]) -> Option<bool> {
        Some(events.iter().any(|e| {
            !matches!(
                e,
                Event::Walked {
                    charging: false,
                    ..
                }
            )
        }))
    }

    fn take_travel(&mut self) -> Option<RoomId> {
        self.travel.take()
    }
}
