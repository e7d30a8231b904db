//! One scenario per rule that the faithful presets brought to docs/rules.md,
//! Classic (typed crookedness, last-room hits, bowstring falloff, the BSD
//! wumpus, Wumpus 3's termites, earthquakes and migrations) and per fix, on
//! hand-built states with scripted dice that must be used up.

use crate::common;

use common::*;
use std::sync::Arc;
use wumpus::engine::cave::RandomCave;
use wumpus::engine::classic::{ArrowHits, Bump, CaveSource, Crooked, WumpusWakes};
use wumpus::engine::classic::{Classic, ClassicRules, Ending, Event, Refusal};
use wumpus::engine::{Game as _, SOLO};
use wumpus::front::classic::words;

fn setup(player: usize, wumpus: usize) -> Setup {
    Setup {
        player,
        wumpi: vec![wumpus],
        pits: vec![],
        bats: vec![],
    }
}

fn wumpus_room(game: &Classic) -> usize {
    game.reveal().wumpi()[0].room.index() + 1
}

fn labels(rooms: Vec<wumpus::engine::RoomId>) -> Vec<usize> {
    rooms.iter().map(|r| r.index() + 1).collect()
}

fn used_up(game: &Classic) {
    assert_eq!(
        game.scripted_draws_left(),
        0,
        "every scripted draw was used"
    );
}

#[test]
fn crooked_typed_compares_only_the_typed_rooms() {
    let reject = game(rules(|_| {}), setup(1, 20), &[]);
    assert_eq!(reject.check_path(&rooms(&[2, 1])), Err(Refusal::TooCrooked));
    let mut g = game(rules(|k| k.crooked = Crooked::Typed), setup(1, 20), &[]);
    assert_eq!(g.check_path(&rooms(&[2, 3, 2])), Err(Refusal::TooCrooked));
    assert_eq!(
        g.check_path(&rooms(&[5, 4, 3, 4])),
        Err(Refusal::TooCrooked)
    );
    assert_eq!(g.check_path(&rooms(&[2, 1])), Ok(()));
    // The player's room does not count, so the arrow may come back: deadly.
    let ev = shoot(&mut g, &[2, 1]);
    assert_eq!(
        seen(&ev),
        vec![Event::ShotSelf, Event::GameOver(Ending::OwnArrow)]
    );
    used_up(&g);
}

#[test]
fn arrow_hits_last_room_flies_through_the_wumpus() {
    let last = |k: &mut ClassicRules| k.arrow_hits = ArrowHits::LastRoom;
    let mut g = game(rules(last), setup(1, 2), &[FAIL]);
    let ev = shoot(&mut g, &[2, 3]);
    assert_eq!(seen(&ev), vec![Event::Missed]);
    assert_eq!(wumpus_room(&g), 2, "awake now, it stayed (the roll failed)");
    used_up(&g);

    let mut g = game(rules(last), setup(1, 3), &[]);
    let ev = shoot(&mut g, &[2, 3]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::WumpusShot,
            Event::AllWumpiDead,
            Event::GameOver(Ending::Won)
        ]
    );
}

#[test]
fn arrow_hits_last_room_checks_the_archer_only_where_the_arrow_stops() {
    let tweak = |k: &mut ClassicRules| {
        k.arrow_hits = ArrowHits::LastRoom;
        k.crooked = Crooked::Allow;
    };
    let mut g = game(rules(tweak), setup(1, 20), &[FAIL]);
    let ev = shoot(&mut g, &[2, 1, 2]);
    assert_eq!(seen(&ev), vec![Event::Missed], "it passed the archer by");
    used_up(&g);
    let mut g = game(rules(tweak), setup(1, 20), &[]);
    let ev = shoot(&mut g, &[2, 1]);
    assert_eq!(
        seen(&ev),
        vec![Event::ShotSelf, Event::GameOver(Ending::OwnArrow)]
    );
}

#[test]
fn arrow_falloff_breaks_the_bowstring_before_the_listed_room() {
    // No draw for the first room (chance 0), one before the second.
    let tweak = |k: &mut ClassicRules| k.arrow_falloff = vec![0.0, 0.5];
    let mut g = game(rules(tweak), setup(1, 3), &[PASS, FAIL]);
    let ev = shoot(&mut g, &[2, 3, 4]);
    assert_eq!(seen(&ev), vec![Event::BowstringBroke, Event::Missed]);
    assert_eq!(wumpus_room(&g), 3, "the arrow never reached the wumpus");
    assert_eq!(g.view(SOLO).arrows(), 4);
    used_up(&g);

    // A failed roll lets it fly on; entries past the list's end are 0.
    let mut g = game(rules(tweak), setup(1, 4), &[FAIL]);
    let ev = shoot(&mut g, &[2, 3, 4]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::WumpusShot,
            Event::AllWumpiDead,
            Event::GameOver(Ending::Won)
        ]
    );
    used_up(&g);
}

#[test]
fn arrow_falloff_with_last_room_checks_where_the_arrow_fell() {
    let tweak = |k: &mut ClassicRules| {
        k.arrow_falloff = vec![0.0, 0.5];
        k.arrow_hits = ArrowHits::LastRoom;
    };
    let mut g = game(rules(tweak), setup(1, 2), &[PASS]);
    let ev = shoot(&mut g, &[2, 3]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::BowstringBroke,
            Event::WumpusShot,
            Event::AllWumpiDead,
            Event::GameOver(Ending::Won)
        ]
    );
    used_up(&g);
}

#[test]
fn wumpus_wakes_bsd_never_moves_after_a_move() {
    let mut g = game(
        rules(|k| k.wumpus_wakes = WumpusWakes::Bsd),
        setup(1, 10),
        &[],
    );
    walk(&mut g, 2);
    walk(&mut g, 3);
    assert_eq!(wumpus_room(&g), 10);
    used_up(&g);
}

#[test]
fn wumpus_wakes_bsd_moves_after_misses_with_rising_odds() {
    // Misses 1..4 move it with chance 1/3, 1/2, 2/3, 5/6: a draw just
    // above each fails, one just below passes.
    let script = [0.34, 0.51, 0.67, 0.84, 0.83, pick(0, 3)];
    let mut g = game(
        rules(|k| {
            k.wumpus_wakes = WumpusWakes::Bsd;
            k.arrows = 9;
        }),
        setup(1, 10),
        &script,
    );
    for _ in 0..4 {
        shoot(&mut g, &[5]);
        assert_eq!(wumpus_room(&g), 10);
    }
    // The fifth miss (chance 1 from here on) passes with 0.83 and walks to
    // room 2.
    shoot(&mut g, &[5]);
    assert_eq!(wumpus_room(&g), 2);
    used_up(&g);
}

#[test]
fn wumpus_wakes_bsd_is_yob_at_a_bump_and_never_bumps_with_bump_death() {
    let bsd = |k: &mut ClassicRules| k.wumpus_wakes = WumpusWakes::Bsd;
    let mut g = game(rules(bsd), setup(1, 2), &[FAIL, PASS, pick(1, 3)]);
    shoot(&mut g, &[5]);
    let ev = walk(&mut g, 2);
    assert_eq!(seen(&ev), vec![Event::Walked(r(2)), Event::Bumped]);
    assert_eq!(wumpus_room(&g), 3);
    used_up(&g);

    let death = |k: &mut ClassicRules| {
        bsd(k);
        k.bump = Bump::Death;
    };
    let mut g = game(rules(death), setup(1, 2), &[]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::EatenInItsRoom,
            Event::GameOver(Ending::EatenBump)
        ]
    );
}

#[test]
fn termites_eat_an_arrow_on_arrival_after_bats_and_are_heard_next_door() {
    let mut s = setup(1, 20);
    s.bats = vec![2];
    let g = game(rules(|_| {}), s, &[pick(4, 20)]);
    let mut g = g.with_termites(&rooms(&[5]));
    assert_eq!(g.view(SOLO).senses().chewing, 1);
    assert!(words::sense_lines(g.view(SOLO).senses()).contains(&"I hear chewing"));
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::Snatched,
            Event::TermitesAteArrow
        ]
    );
    assert_eq!(g.view(SOLO).here(), r(5));
    assert_eq!(g.view(SOLO).arrows(), 4);
    assert_eq!(labels(g.reveal().termites()), vec![5], "they stay");
    used_up(&g);
}

#[test]
fn termites_eating_the_last_arrow_run_the_quiver_out() {
    let g = game(rules(|k| k.arrows = 1), setup(1, 20), &[]);
    let mut g = g.with_termites(&rooms(&[2]));
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::TermitesAteArrow,
            Event::OutOfArrows,
            Event::GameOver(Ending::OutOfArrows)
        ]
    );
}

#[test]
fn termites_are_placed_at_set_up_in_rooms_of_their_own() {
    let rules = rules(|k| k.termites = 3);
    for seed in 0..200 {
        let g = Classic::new(rules.clone(), seed);
        let c = g.reveal();
        let mut all = vec![c.player(), c.wumpi()[0].room];
        all.extend(c.pits());
        all.extend(c.bats());
        all.extend(c.termites());
        assert_eq!(c.termites().len(), 3);
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n, "seed {seed}: distinct rooms");
    }
}

#[test]
fn earthquake_moves_every_pit_one_at_a_time_to_a_room_holding_nothing() {
    let mut s = setup(1, 20);
    s.pits = vec![3, 4];
    let mut g = game(
        rules(|k| k.earthquake_chance = 0.5),
        s,
        // Holding nothing while 3 moves: 1, 5..19 (2 is the player's). Its
        // first is room 1; then, for 4: 3, 5..19, first room 3.
        &[PASS, pick(0, 16), pick(0, 16)],
    );
    let ev = walk(&mut g, 2);
    assert_eq!(seen(&ev), vec![Event::Walked(r(2)), Event::GroundShook]);
    assert_eq!(labels(g.reveal().pits()), vec![1, 3]);
    assert_eq!(g.view(SOLO).senses().draft, 2);
    used_up(&g);
}

#[test]
fn migrations_follow_the_earthquake_in_order_and_termites_go_silently() {
    let s = Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![3],
        bats: vec![4],
    };
    let g = game(
        rules(|k| {
            k.earthquake_chance = 0.5;
            k.bat_migration_chance = 0.5;
            k.termite_migration_chance = 0.5;
        }),
        s,
        &[PASS, pick(0, 15), PASS, pick(0, 15), PASS, pick(14, 15)],
    );
    let mut g = g.with_termites(&rooms(&[6]));
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::GroundShook,
            Event::WingsInTheDistance
        ]
    );
    let c = g.reveal();
    assert_eq!(labels(c.pits()), vec![1]);
    assert_eq!(labels(c.bats()), vec![3]);
    assert_eq!(labels(c.termites()), vec![19]);
    used_up(&g);
}

#[test]
fn wumpus3_events_run_before_the_out_of_arrows_check() {
    let mut s = setup(1, 20);
    s.bats = vec![10];
    let mut g = game(
        rules(|k| {
            k.arrows = 1;
            k.bat_migration_chance = 1.0;
        }),
        s,
        &[FAIL, PASS, pick(0, 17)],
    );
    let ev = shoot(&mut g, &[5]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Missed,
            Event::WingsInTheDistance,
            Event::OutOfArrows,
            Event::GameOver(Ending::OutOfArrows)
        ]
    );
    used_up(&g);
}

#[test]
fn notes_of_a_moved_hazard_stay_as_they_were() {
    let mut s = setup(1, 20);
    s.pits = vec![5];
    let mut g = game(
        rules(|k| k.earthquake_chance = 1.0),
        s,
        &[PASS, pick(16, 17)],
    );
    let before = g.view(SOLO).note(r(1));
    assert_eq!(before.map(|n| n.draft), Some(1));
    walk(&mut g, 2);
    assert_eq!(g.view(SOLO).note(r(1)), before);
    used_up(&g);
}

#[test]
fn pit_survival_words_grab_an_outcrop_and_never_climb_out() {
    let mut s = setup(1, 20);
    s.pits = vec![2];
    let mut g = game(rules(|k| k.pit_survival = 1.0 / 6.0), s, &[PASS]);
    let ev = walk(&mut g, 2);
    let view = g.view(SOLO);
    let said: Vec<String> = ev
        .iter()
        .filter_map(|e| words::event_line(e, &view, false))
        .map(|(_, text)| text)
        .collect();
    assert_eq!(said, vec!["...you grab a rocky outcrop"]);
    assert!(!said.iter().any(|l| l.contains("climb")));
}

#[test]
fn a_wumpus_that_stayed_where_the_bats_dropped_the_player_is_told_as_such() {
    let mut s = setup(1, 10);
    s.bats = vec![2];
    // The miss wakes it and it stays; the bats drop the player in room 10;
    // it stays again, in its own phase.
    let mut g = game(rules(|_| {}), s, &[FAIL, pick(9, 20), FAIL]);
    shoot(&mut g, &[5]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::Snatched,
            Event::WumpusStayed,
            Event::GameOver(Ending::EatenMoving)
        ]
    );
    let view = g.view(SOLO);
    let Some((_, text)) = words::event_line(&Event::WumpusStayed, &view, false) else {
        panic!("the player is told");
    };
    assert!(text.contains("bats dropped you"), "{text}");
    used_up(&g);
}

#[test]
fn senses_never_wrap_with_hundreds_of_hazards_next_door() {
    let spec = RandomCave {
        rooms: 300,
        tunnels: 299,
        one_way: false,
    };
    let mut rules = ClassicRules::on(CaveSource::Random(spec));
    rules.pits = 270;
    rules.bats = 0;
    rules.wumpi = 28;
    assert!(rules.problems().is_empty(), "{:?}", rules.problems());
    let g = Classic::new(Arc::new(rules), 5);
    let senses = g.view(SOLO).senses();
    assert!(senses.draft > 0, "270 pits next door still warn");
    assert!(senses.smell > 0, "28 wumpi next door still smell");
}
