//! One scenario per NetBSD rule of docs/rules.md, Classic that the `bsd` preset
//! plays (wall bumps, the BSD wake count, the quiver checked first), per
//! rule about several wumpi, and per quirk of NetBSD's caves (a tunnel
//! held twice, a self-loop), on hand-built states with scripted dice.

use crate::common;

use common::*;
use std::sync::Arc;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules, Command};
use wumpus::engine::classic::{Ending, Event, Refusal, Secret, WallBump, WumpusWakes};
use wumpus::engine::{Cave, Game as _, SOLO};

fn setup(player: usize, wumpi: &[usize]) -> Setup {
    Setup {
        player,
        wumpi: wumpi.to_vec(),
        pits: vec![],
        bats: vec![],
    }
}

/// Where each wumpus is, by Yob's room numbers.
fn wumpi(game: &Classic) -> Vec<usize> {
    game.reveal()
        .wumpi()
        .iter()
        .map(|w| w.room.index() + 1)
        .collect()
}

fn moved(events: &[Event]) -> Vec<(u8, usize, usize)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Secret(Secret::WumpusMoved { wumpus, from, to }) => {
                Some((*wumpus, from.index() + 1, to.index() + 1))
            }
            _ => None,
        })
        .collect()
}

fn bsd_bumps(k: &mut ClassicRules) {
    k.wall_bump = WallBump::Bsd;
}

#[test]
fn bsd_wall_bump_spends_a_command_and_wakes_the_wumpus_one_time_in_six() {
    // The default refuses the move before anything is drawn.
    let mut free = game(rules(|_| {}), setup(1, &[3]), &[PASS]);
    let mut out = Vec::new();
    let refused = free.apply(&Command::Move(r(3)), &mut out);
    assert_eq!(refused, Err(Refusal::NotAdjacent));
    assert_eq!((free.turn(), free.scripted_draws_left()), (0, 1));

    // Room 3 (tunnels 2, 4, 12) is not next to room 1; a pit waits in 12.
    let mut s = setup(1, &[3]);
    s.pits = vec![12];
    let script = [pick(1, 6), pick(0, 6), pick(2, 3), pick(1, 6), FAIL];
    let mut g = game(rules(bsd_bumps), s, &script);
    let ev = walk(&mut g, 3);
    assert_eq!(seen(&ev), vec![Event::HitWall]);
    assert_eq!(
        (g.turn(), g.view(SOLO).here()),
        (1, r(1)),
        "a turn, no step"
    );
    assert_eq!(wumpi(&g), vec![3]);

    // One time in six: it wakes and walks, into a pit room too (the seed
    // 000 wumpus avoids pits; this walk does not ask).
    let ev = walk(&mut g, 3);
    assert_eq!(
        seen(&ev),
        vec![Event::HitWall, Event::CommentsWakeWumpus],
        "no wumpus phase, no move of the player"
    );
    assert_eq!(moved(&ev), vec![(0, 3, 12)]);
    assert!(g.reveal().wumpi()[0].awake, "shot_or_bump: awake for good");
    assert_eq!((g.turn(), g.view(SOLO).here()), (2, r(1)));

    // Awake now, yet a bump still has no wumpus phase: one draw, the
    // roll of the six, and the last scripted draw is left over.
    let ev = walk(&mut g, 3);
    assert_eq!(seen(&ev), vec![Event::HitWall]);
    assert_eq!(wumpi(&g), vec![12]);
    assert_eq!((g.turn(), g.scripted_draws_left()), (3, 1));
}

#[test]
fn a_woken_wumpus_that_walks_into_the_player_eats_them() {
    let mut g = game(rules(bsd_bumps), setup(1, &[2]), &[pick(0, 6), pick(0, 3)]);
    let ev = walk(&mut g, 3);
    assert_eq!(
        seen(&ev),
        vec![
            Event::HitWall,
            Event::CommentsWakeWumpus,
            Event::WumpusWalkedIn,
            Event::GameOver(Ending::EatenMoving)
        ]
    );
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_wall_bump_with_several_wumpi_rolls_once_and_all_walk_in_set_up_order() {
    let mut g = game(
        rules(|k| {
            bsd_bumps(k);
            k.wumpi = 2;
        }),
        setup(1, &[3, 20]),
        &[pick(1, 6), pick(0, 6), pick(0, 3), pick(2, 3)],
    );
    let ev = walk(&mut g, 9);
    assert_eq!(moved(&ev), vec![], "one roll for all: none walks");
    let ev = walk(&mut g, 9);
    assert_eq!(moved(&ev), vec![(0, 3, 2), (1, 20, 19)]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_label_that_is_no_room_is_refused_even_with_bsd_wall_bumps() {
    let mut g = game(rules(bsd_bumps), setup(1, &[3]), &[PASS]);
    let mut out = Vec::new();
    let refused = g.apply(&Command::Move(wumpus::engine::RoomId(20)), &mut out);
    assert_eq!(refused, Err(Refusal::NotAdjacent));
    assert_eq!((g.turn(), g.scripted_draws_left()), (0, 1));
}

#[test]
fn bsd_wake_count_rises_by_two_a_miss_and_restarts_after_a_move() {
    let script = [
        0.3,        // miss 1: count 4, chance 1/3: moves
        pick(0, 3), // through the first tunnel of 10: to 2
        pick(0, 3), // the count restarts at 0
        0.2,        // miss 2: count 2, chance 1/6: stays (misses gave 1/2)
        0.34,       // miss 3: count 4, chance 1/3: stays
        0.49,       // miss 4: count 6, chance 1/2: moves
        pick(2, 3), // from 2 to 10
        pick(2, 3), // the count restarts at 2
        0.34,       // miss 5: count 4, chance 1/3: stays
    ];
    let mut g = game(
        rules(|k| {
            k.wumpus_wakes = WumpusWakes::Bsd;
            k.arrows = 9;
        }),
        setup(1, &[10]),
        &script,
    );
    let after: Vec<Vec<usize>> = (0..5)
        .map(|_| {
            shoot(&mut g, &[5]);
            wumpi(&g)
        })
        .collect();
    assert_eq!(after, [[2], [2], [2], [10], [10]]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn bsd_last_arrow_missing_loses_before_the_wumpus_can_move() {
    // The wumpus in 2 would walk into room 1 if it rolled.
    let mut g = game(
        rules(|k| {
            k.wumpus_wakes = WumpusWakes::Bsd;
            k.arrows = 1;
        }),
        setup(1, &[2]),
        &[PASS, pick(0, 3)],
    );
    let ev = shoot(&mut g, &[5]);
    assert_eq!(
        seen(&ev),
        vec![
            Event::Missed,
            Event::OutOfArrows,
            Event::GameOver(Ending::OutOfArrows)
        ]
    );
    assert_eq!(wumpi(&g), vec![2]);
    assert_eq!(g.scripted_draws_left(), 2, "nothing was drawn");
}

#[test]
fn a_bump_skips_only_the_bumped_wumpus_phase() {
    let script = [
        PASS,       // the bumped wumpus in 2 flees...
        pick(2, 3), // ...to 10, and is awake
        FAIL,       // next move: its phase, it stays
        PASS,       // bump the sleeper in 8: it flees...
        pick(1, 3), // ...to 7, and that was its move
        PASS,       // the wumpus in 10 still has its phase: it moves...
        pick(1, 3), // ...to 9
    ];
    let mut g = game(rules(|k| k.wumpi = 2), setup(1, &[2, 8]), &script);
    walk(&mut g, 2);
    walk(&mut g, 1);
    assert_eq!(wumpi(&g), vec![10, 8]);
    let ev = walk(&mut g, 8);
    assert_eq!(seen(&ev), vec![Event::Walked(r(8)), Event::Bumped]);
    assert_eq!(moved(&ev), vec![(1, 8, 7), (0, 10, 9)]);
    assert_eq!(g.scripted_draws_left(), 0);
}

/// Rooms 1..=4: room 1 holds the tunnel to 2 twice, room 4 a self-loop.
fn quirky_cave() -> Arc<Cave> {
    let adjacency = [vec![1, 1, 2], vec![0, 2, 3], vec![0, 1, 3], vec![1, 2, 3]];
    Arc::new(Cave::numbered("quirky", &adjacency).expect("strongly connected"))
}

fn quirky(tweak: impl FnOnce(&mut ClassicRules)) -> Arc<ClassicRules> {
    let mut rules = ClassicRules::on(CaveSource::Fixed(quirky_cave()));
    (rules.pits, rules.bats) = (0, 0);
    tweak(&mut rules);
    Arc::new(rules)
}

#[test]
fn a_tunnel_held_twice_counts_twice_in_a_wumpus_walk() {
    // Room 1 is not next to room 4. Its three slots lead to 2, 2, 3: the
    // second slot is a tunnel of its own.
    let script = [pick(0, 6), pick(1, 3), pick(0, 6), pick(2, 3)];
    let mut g = game(quirky(bsd_bumps), setup(4, &[1]), &script);
    walk(&mut g, 1);
    assert_eq!(wumpi(&g), vec![2]);
    let mut g = game(quirky(bsd_bumps), setup(4, &[1]), &script[2..]);
    walk(&mut g, 1);
    assert_eq!(wumpi(&g), vec![3]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_stray_arrow_never_goes_straight_back_down_either_copy_of_a_tunnel() {
    // From 2 the arrow reaches 1; 4 is not next to 1, so it strays: both
    // of 1's tunnels to 2 lead back where it came from, so only 3 is left
    // (0.0 would pick a tunnel to 2 if one copy were still allowed).
    let mut g = game(quirky(|_| {}), setup(2, &[3]), &[0.0]);
    let ev = shoot(&mut g, &[1, 4]);
    assert!(seen(&ev).contains(&Event::WumpusShot), "{ev:?}");
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_self_loop_is_a_tunnel_to_walk_and_to_shoot_through() {
    let mut g = game(quirky(|_| {}), setup(4, &[1]), &[]);
    assert!(g.view(SOLO).tunnels_here().contains(&r(4)));
    let ev = walk(&mut g, 4);
    assert_eq!(seen(&ev), vec![Event::Walked(r(4))]);
    assert_eq!((g.turn(), g.view(SOLO).here()), (1, r(4)));
    let ev = shoot(&mut g, &[4]);
    assert_eq!(
        seen(&ev),
        vec![Event::ShotSelf, Event::GameOver(Ending::OwnArrow)]
    );
}
