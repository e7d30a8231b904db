//! The game-over panel's facts: how much of the cave was walked, and
//! the hazards met in person (what the Senses panel's "Met" line said).

use super::{ClassicUi, view};
use crate::engine::classic::Classic;
use crate::front::Ending;
use crate::words::count;

impl Ending for ClassicUi {
    fn morgue(&self, game: &Classic) -> Vec<(&'static str, String)> {
        let v = view(game);
        let walked = v.room_ids().filter(|&r| v.visited(r)).count();
        let met = super::panels::marks(&v, &self.bats_met);
        vec![
            (
                "Explored",
                format!("{walked} of {}", count(v.rooms() as u32, "room", "rooms")),
            ),
            (
                "Met",
                if met.is_empty() {
                    "no hazard".into()
                } else {
                    met
                },
            ),
        ]
    }
}
