//! One scenario per rule of docs/rules.md, Classic, on hand-built states with
//! scripted dice, named after the rule it pins.

use crate::common;

use common::*;
use wumpus::engine::classic::{ArrowCost, BadHop, BatDrop, Bump, Crooked, WumpusWakes};
use wumpus::engine::classic::{Classic, Command, Senses};
use wumpus::engine::classic::{Ending, Event, Refusal, Secret};
use wumpus::engine::{Game as _, SOLO};

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

fn arrow_rooms(events: &[Event]) -> Vec<(usize, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Secret(Secret::ArrowEntered { room, random }) => {
                Some((room.index() + 1, *random))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn bump_then_wumpus_flees() {
    let mut g = game(rules(|_| {}), setup(1, 2), &[PASS, pick(1, 3)]);
    let ev = walk(&mut g, 2);
    assert_eq!(seen(&ev), vec![Event::Walked(r(2)), Event::Bumped]);
    assert_eq!(wumpus_room(&g), 3);
    assert!(!g.is_over());
    assert_eq!(g.view(SOLO).senses().smell, 1, "the wumpus fled next door");
    assert_eq!(g.scripted_draws_left(), 0, "no wumpus phase after a flee");
}

#[test]
fn bump_then_wumpus_stays_and_eats() {
    let mut g = game(rules(|_| {}), setup(1, 2), &[FAIL]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::Bumped,
            Event::EatenInItsRoom,
            Event::GameOver(Ending::EatenBump)
        ]
    );
}

#[test]
fn bump_then_pit_in_that_room_still_acts() {
    let mut s = setup(1, 2);
    s.pits = vec![2];
    let mut g = game(rules(|_| {}), s, &[PASS, pick(0, 3)]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::Bumped,
            Event::FellInPit,
            Event::GameOver(Ending::Pit)
        ]
    );
}

#[test]
fn bump_then_bats_in_that_room_still_snatch() {
    let mut s = setup(1, 2);
    s.bats = vec![2];
    let mut g = game(rules(|_| {}), s, &[PASS, pick(2, 3), pick(14, 20), FAIL]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![Event::Walked(r(2)), Event::Bumped, Event::Snatched]
    );
    assert_eq!(g.view(SOLO).here(), r(15));
    assert_eq!(wumpus_room(&g), 10);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn bump_death_mode_kills_without_a_roll() {
    let mut g = game(rules(|k| k.bump = Bump::Death), setup(1, 2), &[]);
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
fn bats_chain_into_a_pit() {
    let s = Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![4],
        bats: vec![2, 3],
    };
    let mut g = game(rules(|_| {}), s, &[pick(2, 20), pick(3, 20)]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::Snatched,
            Event::Snatched,
            Event::FellInPit,
            Event::GameOver(Ending::Pit)
        ]
    );
}

#[test]
fn bats_chain_is_bounded_then_dropped_in_an_empty_room() {
    let s = Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![],
        bats: vec![2, 3],
    };
    let mut script = vec![pick(2, 20); 100];
    script.push(pick(0, 17)); // the first of the 17 empty rooms: room 1
    let mut g = game(rules(|_| {}), s, &script);
    let ev = walk(&mut g, 2);
    let snatches = ev.iter().filter(|e| **e == Event::Snatched).count();
    assert_eq!(snatches, 100, "at most 100 snatch messages");
    assert_eq!(
        ev.iter().filter(|e| **e == Event::BatsGaveUp).count(),
        1,
        "then the bats give up, in words of their own"
    );
    assert_eq!(g.view(SOLO).here(), r(1));
    assert!(!g.is_over());
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn bat_drop_empty_picks_a_room_with_nothing_in_it() {
    let s = Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![4],
        bats: vec![2, 3],
    };
    // Empty rooms in order: 1, 5, 6, ... The second is room 5.
    let mut g = game(rules(|k| k.bat_drop = BatDrop::Empty), s, &[pick(1, 16)]);
    let ev = walk(&mut g, 2);
    assert_eq!(seen(&ev), vec![Event::Walked(r(2)), Event::Snatched]);
    assert_eq!(g.view(SOLO).here(), r(5));
}

#[test]
fn each_snatch_gives_the_awake_wumpus_a_phase() {
    let s = Setup {
        player: 1,
        wumpi: vec![9],
        pits: vec![],
        bats: vec![2],
    };
    // Shoot to wake it (it stays), then walk into bats that drop us next to
    // it; its snatch phase walks it into us.
    let mut g = game(rules(|_| {}), s, &[FAIL, pick(7, 20), PASS, pick(0, 3)]);
    shoot(&mut g, &[5]);
    let ev = walk(&mut g, 2);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Walked(r(2)),
            Event::Snatched,
            Event::WumpusWalkedIn,
            Event::GameOver(Ending::EatenMoving)
        ]
    );
}

#[test]
fn awake_wumpus_eats_on_entry() {
    let mut g = game(rules(|_| {}), setup(1, 2), &[FAIL]);
    assert_eq!(seen(&shoot(&mut g, &[5])), vec![Event::Missed]);
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
fn awake_wumpus_moves_every_turn_after_the_shot() {
    let mut g = game(
        rules(|_| {}),
        setup(1, 13),
        &[PASS, pick(2, 3), PASS, pick(0, 3)],
    );
    shoot(&mut g, &[5]);
    assert_eq!(wumpus_room(&g), 20, "moved in the turn that woke it");
    walk(&mut g, 8);
    assert_eq!(wumpus_room(&g), 13, "and again after a plain move");
}

#[test]
fn wumpus_avoids_pits_and_stays_when_boxed_in() {
    let s = Setup {
        player: 20,
        wumpi: vec![1],
        pits: vec![2, 5, 8],
        bats: vec![],
    };
    let mut g = game(rules(|_| {}), s, &[PASS]);
    shoot(&mut g, &[13]);
    assert_eq!(wumpus_room(&g), 1);
    assert_eq!(
        g.scripted_draws_left(),
        0,
        "no tunnel draw when none is allowed"
    );
}

#[test]
fn wumpus_walks_over_pits_when_it_does_not_avoid_them() {
    let s = Setup {
        player: 20,
        wumpi: vec![1],
        pits: vec![2, 5, 8],
        bats: vec![],
    };
    let mut g = game(
        rules(|k| k.wumpus_avoids_pits = false),
        s,
        &[PASS, pick(1, 3)],
    );
    shoot(&mut g, &[13]);
    assert_eq!(wumpus_room(&g), 5);
}

#[test]
fn wumpus_walking_into_the_player_after_a_miss() {
    let mut g = game(rules(|_| {}), setup(1, 2), &[PASS, pick(0, 3)]);
    let ev = shoot(&mut g, &[5]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Missed,
            Event::WumpusWalkedIn,
            Event::GameOver(Ending::EatenMoving)
        ]
    );
}

#[test]
fn arrow_hits_the_wumpus_mid_path() {
    let mut g = game(rules(|_| {}), setup(1, 3), &[]);
    let ev = shoot(&mut g, &[2, 3, 4]);
    assert_eq!(
        arrow_rooms(&ev),
        vec![(2, false), (3, false)],
        "the hit stops the arrow"
    );
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
fn arrow_misses_by_one_room() {
    let mut g = game(rules(|_| {}), setup(1, 5), &[FAIL]);
    let ev = shoot(&mut g, &[2, 3, 4]);
    assert_eq!(seen(&ev), vec![Event::Missed]);
    assert_eq!(g.view(SOLO).arrows(), 4);
}

#[test]
fn arrow_comes_round_and_hits_its_archer() {
    let mut g = game(rules(|_| {}), setup(1, 20), &[]);
    let ev = shoot(&mut g, &[2, 3, 4, 5, 1]);
    assert_eq!(
        seen(&ev),
        vec![Event::ShotSelf, Event::GameOver(Ending::OwnArrow)]
    );
}

#[test]
fn first_hop_not_adjacent_flies_at_random_from_the_start() {
    let mut g = game(rules(|_| {}), setup(1, 20), &[pick(2, 3), pick(0, 2), FAIL]);
    let ev = shoot(&mut g, &[3, 4]);
    // From 1 any tunnel (8); from 8 any but back to 1 (7 or 9: 7).
    assert_eq!(arrow_rooms(&ev), vec![(8, true), (7, true)]);
    assert_eq!(seen(&ev), vec![Event::Missed]);
}

#[test]
fn later_hop_not_adjacent_random_rest_never_turns_straight_back() {
    let mut g = game(rules(|_| {}), setup(1, 20), &[pick(1, 2), pick(0, 2), FAIL]);
    let ev = shoot(&mut g, &[2, 4, 5]);
    // 2 on course; 4 is not next to 2: from 2 (not back to 1) 3 or 10: 10;
    // then from 10, not back to 2: 9 or 11: 9.
    assert_eq!(arrow_rooms(&ev), vec![(2, false), (10, true), (9, true)]);
}

#[test]
fn later_hop_not_adjacent_random_resume_returns_to_the_list() {
    let rules = rules(|k| k.bad_hop = BadHop::RandomResume);
    let mut g = game(rules, setup(1, 20), &[pick(1, 3), FAIL]);
    let ev = shoot(&mut g, &[2, 12, 4]);
    assert_eq!(arrow_rooms(&ev), vec![(2, false), (3, true), (4, false)]);
}

#[test]
fn later_hop_not_adjacent_random_stop_ends_the_flight() {
    let rules = rules(|k| k.bad_hop = BadHop::RandomStop);
    let mut g = game(rules, setup(1, 20), &[pick(1, 3), FAIL]);
    let ev = shoot(&mut g, &[2, 12, 4]);
    assert_eq!(arrow_rooms(&ev), vec![(2, false), (3, true)]);
    assert_eq!(seen(&ev), vec![Event::Missed]);
}

#[test]
fn a_b_a_paths_are_refused_at_every_position() {
    let g = game(rules(|_| {}), setup(1, 20), &[]);
    for path in [
        vec![2, 1],
        vec![2, 3, 2],
        vec![2, 3, 4, 3],
        vec![2, 3, 4, 5, 4],
        vec![5, 1, 5],
    ] {
        let rooms = rooms(&path);
        assert_eq!(g.check_path(&rooms), Err(Refusal::TooCrooked), "{path:?}");
    }
    assert_eq!(g.check_path(&rooms(&[2, 3, 4, 5, 6])), Ok(()));
}

#[test]
fn a_b_a_refusal_changes_nothing_and_costs_no_turn() {
    let mut g = game(rules(|_| {}), setup(1, 20), &[]);
    let before = format!("{g:?}");
    let path = wumpus::engine::classic::ArrowPath::new(&rooms(&[2, 1])).unwrap();
    let mut out = Vec::new();
    assert_eq!(
        g.apply(&Command::Shoot(path), &mut out),
        Err(Refusal::TooCrooked)
    );
    assert!(out.is_empty());
    assert_eq!(format!("{g:?}"), before);
    assert_eq!(g.view(SOLO).turn(), 0);
}

#[test]
fn a_b_a_through_the_players_room_when_allowed_hits_the_archer() {
    let mut g = game(rules(|k| k.crooked = Crooked::Allow), setup(1, 20), &[]);
    let ev = shoot(&mut g, &[2, 1]);
    assert_eq!(
        seen(&ev),
        vec![Event::ShotSelf, Event::GameOver(Ending::OwnArrow)]
    );
}

#[test]
fn path_checks_empty_too_long_and_unknown_labels() {
    let g = game(rules(|_| {}), setup(1, 20), &[]);
    assert_eq!(g.parse_path(" , "), Err(Refusal::EmptyPath));
    assert_eq!(
        g.parse_path("2 3 4 5 6 7"),
        Err(Refusal::PathTooLong { max: 5 })
    );
    assert_eq!(g.parse_path("2 x"), Err(Refusal::NoSuchRoom("x".into())));
    assert_eq!(g.parse_path("2,3, 4").map(|p| p.len()), Ok(3));
}

#[test]
fn per_room_arrow_cost_spends_one_arrow_per_room() {
    let mut g = game(
        rules(|k| k.arrow_cost = ArrowCost::PerRoom),
        setup(1, 20),
        &[FAIL],
    );
    shoot(&mut g, &[2, 3, 4]);
    assert_eq!(g.view(SOLO).arrows(), 2);
    assert_eq!(
        g.check_path(&rooms(&[2, 3, 4])),
        Err(Refusal::NotEnoughArrows { need: 3, have: 2 })
    );
}

#[test]
fn out_of_arrows_loses_after_the_wumpus_phase() {
    let mut g = game(rules(|k| k.arrows = 1), setup(1, 20), &[FAIL]);
    let ev = shoot(&mut g, &[2]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Missed,
            Event::OutOfArrows,
            Event::GameOver(Ending::OutOfArrows)
        ]
    );
}

#[test]
fn yob_wake_mode_moves_only_after_a_miss() {
    let rules = rules(|k| k.wumpus_wakes = WumpusWakes::Yob);
    let mut g = game(rules, setup(1, 10), &[PASS, pick(0, 3)]);
    walk(&mut g, 2);
    assert_eq!(wumpus_room(&g), 10, "no move after a plain move");
    let ev = shoot(&mut g, &[3]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Missed,
            Event::WumpusWalkedIn,
            Event::GameOver(Ending::EatenMoving)
        ]
    );
}

#[test]
fn yob_wake_mode_bumps_even_after_a_shot() {
    let rules = rules(|k| k.wumpus_wakes = WumpusWakes::Yob);
    let mut g = game(rules, setup(1, 2), &[FAIL, PASS, pick(1, 3)]);
    shoot(&mut g, &[5]);
    let ev = walk(&mut g, 2);
    assert_eq!(seen(&ev), vec![Event::Walked(r(2)), Event::Bumped]);
    assert_eq!(wumpus_room(&g), 3);
}

#[test]
fn smell_reaches_two_rooms_with_radius_two() {
    let near = game(rules(|_| {}), setup(1, 3), &[]);
    assert_eq!(near.view(SOLO).senses().smell, 0);
    let far = game(rules(|k| k.smell_radius = 2), setup(1, 3), &[]);
    assert_eq!(far.view(SOLO).senses().smell, 1);
}

#[test]
fn one_warning_line_per_hazard() {
    let s = || Setup {
        player: 1,
        wumpi: vec![8],
        pits: vec![2, 5],
        bats: vec![],
    };
    let each = game(rules(|_| {}), s(), &[]);
    assert_eq!(
        each.view(SOLO).senses(),
        Senses {
            smell: 1,
            draft: 2,
            bats: 0,
            chewing: 0
        }
    );
    let once = game(rules(|k| k.warn_per_hazard = false), s(), &[]);
    assert_eq!(once.view(SOLO).senses().draft, 1);
    let lines = wumpus::front::classic::words::sense_lines(each.view(SOLO).senses());
    assert_eq!(
        lines,
        vec!["I smell a Wumpus!", "I feel a draft", "I feel a draft"]
    );
}

#[test]
fn pit_survival_grabs_an_outcrop_and_stays() {
    let mut s = setup(1, 20);
    s.pits = vec![2];
    let mut g = game(rules(|k| k.pit_survival = 1.0 / 6.0), s, &[PASS]);
    let ev = walk(&mut g, 2);
    assert_eq!(seen(&ev), vec![Event::Walked(r(2)), Event::GrabbedOutcrop]);
    assert_eq!(g.view(SOLO).here(), r(2));
    assert!(g.view(SOLO).marks(r(2)).pit);
}

#[test]
fn move_to_a_room_without_a_tunnel_is_not_possible() {
    let mut g = game(rules(|_| {}), setup(1, 20), &[]);
    let mut out = Vec::new();
    assert_eq!(
        g.apply(&Command::Move(r(3)), &mut out),
        Err(Refusal::NotAdjacent)
    );
    assert_eq!(Refusal::NotAdjacent.to_string(), "Not possible");
    assert_eq!(g.view(SOLO).turn(), 0);
}

#[test]
fn a_finished_game_takes_no_command() {
    let mut g = game(rules(|_| {}), setup(1, 2), &[]);
    shoot(&mut g, &[2]);
    assert!(g.is_over());
    let mut out = Vec::new();
    assert_eq!(
        g.apply(&Command::Move(r(5)), &mut out),
        Err(Refusal::GameOver)
    );
}

#[test]
fn same_setup_replays_the_same_game() {
    let rules = rules(|_| {});
    let a = Classic::new(rules.clone(), 99);
    let b = a.same_setup();
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
}
