//! The labyrinth's simple explorers (a wall follower, a depth-first
//! explorer), which the smart bot is measured against: the smart bot beats
//! each on each built-in labyrinth over a fixed set of games, and the
//! explorers, like the smart bot, read only what the player meets (two
//! labyrinths the player cannot tell apart get the same commands).

use crate::labyrinth_smart::{alike, on, rules, wins};
use wumpus::ai::Smart;
use wumpus::engine::labyrinth::Labyrinth;

type Bot = <Labyrinth as Smart>::Bot;

fn explorer(name: &str) -> Bot {
    <Labyrinth as Smart>::lineup(name).unwrap_or_else(|| panic!("no line-up {name}"))
}

#[test]
fn the_simple_explorers_are_line_ups_of_the_labyrinth() {
    assert_eq!(
        <Labyrinth as Smart>::LINEUPS,
        &["wall-follower", "depth-first"]
    );
    assert!(<Labyrinth as Smart>::lineup("nobody").is_none());
}

#[test]
fn the_smart_bot_beats_each_simple_explorer_on_each_built_in_labyrinth() {
    // Fixed games, so fixed counts. Measured on these seeds: small smart
    // 11 of 30, medium 8 of 30, both explorers none. The large labyrinth
    // is won about 1 game in 50 (docs/bots.md), none of these 12 by any
    // bot: there the smart bot only must not lose to them.
    for (id, games, margin) in [
        ("labyrinth-small", 30, 8),
        ("labyrinth", 30, 5),
        ("labyrinth-large", 12, 0),
    ] {
        let on = rules(id);
        let smart = wins(&on, 1..1 + games, &mut Bot::default());
        for name in <Labyrinth as Smart>::LINEUPS {
            let simple = wins(&on, 1..1 + games, &mut explorer(name));
            assert!(
                smart >= simple + margin,
                "{id}: smart won {smart} of {games}, {name} {simple}"
            );
        }
    }
}

#[test]
fn the_wall_follower_reads_only_what_the_player_meets() {
    let alike_for = alike(12, || explorer("wall-follower"));
    // It reaches the far end, where the two differ, in every game.
    assert!(alike_for.iter().all(|&n| n >= 10), "{alike_for:?}");
}

#[test]
fn the_depth_first_explorer_reads_only_what_the_player_meets() {
    let alike_for = alike(12, || explorer("depth-first"));
    assert!(alike_for.iter().any(|&n| n >= 10), "{alike_for:?}");
}

#[test]
fn the_smart_bot_reads_only_what_the_player_meets_whatever_its_draws() {
    let alike_for = alike(12, Bot::default);
    assert!(alike_for.iter().any(|&n| n >= 10), "{alike_for:?}");
}

#[test]
fn the_depth_first_explorer_backs_up_out_of_a_dead_end() {
    // A corridor east of the start ends in a wall; the treasure and the
    // exit lie west. The explorer walks east first (its first way for this
    // seed may be any), so a win means it backed up out of the dead end.
    let rows: Vec<String> = ["#########", "#T E S  #", "#########", "#########"]
        .iter()
        .map(|r| r.to_string())
        .collect();
    let rules = on(&rows);
    let mut bot = explorer("depth-first");
    assert_eq!(wins(&rules, 1..9, &mut bot), 8);
}

#[test]
#[ignore = "the 1,000-game table of docs/bots.md: about a minute"]
fn the_smart_bot_beats_the_simple_explorers_over_a_thousand_games() {
    // `cargo test --test it thousand -- --ignored`; the figures
    // are docs/bots.md's (smart, then the best explorer).
    for (id, smart_won, best_explorer) in [
        ("labyrinth-small", 396, 0),
        ("labyrinth", 164, 0),
        ("labyrinth-large", 22, 0),
        ("labyrinth-random", 155, 96),
        ("labyrinth-file", 10, 0),
    ] {
        let on = rules(id);
        assert_eq!(wins(&on, 1..1001, &mut Bot::default()), smart_won, "{id}");
        let best = <Labyrinth as Smart>::LINEUPS
            .iter()
            .map(|name| wins(&on, 1..1001, &mut explorer(name)))
            .max();
        assert_eq!(best, Some(best_explorer), "{id}");
    }
}
