//! Hidden Wumpus rule scenarios (RULES.md section 5), on hand-placed games
//! with Yob's labels and scripted dice.

use std::sync::Arc;
use wumpus::engine::hidden::{Hidden, HiddenRules};
use wumpus::engine::{Game, Seat};

#[test]
fn the_shuffled_cave_is_a_dodecahedron_with_two_way_tunnels() {
    let rules = Arc::new(HiddenRules::default());
    for seed in 0..50 {
        let game = Hidden::new(rules.clone(), seed);
        let r = game.reveal();
        for room in 1..=20u8 {
            for a in r.adjacent(room) {
                assert_ne!(a, room);
                assert!(r.adjacent(a).contains(&room), "seed {seed}: {room}-{a}");
            }
        }
        let _ = game.view(Seat(0));
    }
}
