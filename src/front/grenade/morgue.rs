//! The game-over panel's facts: the places walked, by name as the
//! notebook has them, and the bats met in person.

use super::{GrenadeUi, view};
use crate::engine::grenade::Grenade;
use crate::front::Ending;
use crate::words::count;

impl Ending for GrenadeUi {
    fn morgue(&self, game: &Grenade) -> Vec<(&'static str, String)> {
        let v = view(game);
        let walked = v.room_ids().filter(|&r| v.visited(r)).count();
        let places = &self.notebook.places;
        let bats: Vec<&str> = places
            .iter()
            .filter(|p| p.bats)
            .map(|p| p.name.as_str())
            .collect();
        vec![
            (
                "Explored",
                format!(
                    "{walked} of {} ({} by name)",
                    count(v.rooms() as u32, "cave", "caves"),
                    count(
                        places.iter().filter(|p| p.listing.is_some()).count() as u32,
                        "place",
                        "places"
                    )
                ),
            ),
            (
                "Met",
                if bats.is_empty() {
                    "no bats".into()
                } else {
                    format!("bats in {}", bats.join(", "))
                },
            ),
        ]
    }
}
