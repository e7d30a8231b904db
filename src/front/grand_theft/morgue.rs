//! The game-over panel's facts: the bullets the hunt used.

use super::{GrandTheftUi, view};
use crate::engine::grand_theft::GrandTheft;
use crate::front::Ending;
use crate::words::count;

impl Ending for GrandTheftUi {
    fn morgue(&self, game: &GrandTheft) -> Vec<(&'static str, String)> {
        let v = view(game);
        vec![(
            "Bullets",
            format!("{} left", count(v.bullets(), "bullet", "bullets")),
        )]
    }
}
