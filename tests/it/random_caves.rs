//! Random caves: the right shape, strongly connected, and the same for the
//! same seed.

use proptest::prelude::*;
use std::collections::HashSet;
use wumpus::engine::cave::{Cave, RandomCave, RandomCaveError, RoomId, generate};
use wumpus::engine::dice::Dice;

fn spec(rooms: u32, tunnels: u32, one_way: bool) -> RandomCave {
    RandomCave {
        rooms,
        tunnels,
        one_way,
    }
}

fn strongly_connected(cave: &Cave) -> bool {
    let reach_all = |next: &dyn Fn(RoomId) -> Vec<RoomId>| {
        let mut seen = vec![false; cave.rooms()];
        let mut stack = vec![RoomId(0)];
        seen[0] = true;
        while let Some(r) = stack.pop() {
            for t in next(r) {
                if !seen[t.index()] {
                    seen[t.index()] = true;
                    stack.push(t);
                }
            }
        }
        seen.iter().all(|&s| s)
    };
    let mut back = vec![Vec::new(); cave.rooms()];
    for r in cave.room_ids() {
        for &t in cave.tunnels(r) {
            back[t.index()].push(r);
        }
    }
    reach_all(&|r| cave.tunnels(r).to_vec()) && reach_all(&|r| back[r.index()].clone())
}

/// Everything a random cave promises, for one shape and seed.
fn check_cave(shape: RandomCave, seed: u64) {
    let cave = generate(&shape, &mut Dice::new(seed));
    let again = generate(&shape, &mut Dice::new(seed));
    let what = format!("{shape:?} seed {seed}");
    assert_eq!(cave, again, "{what}: same seed, same cave");
    assert_eq!(cave.rooms(), shape.rooms as usize, "{what}");
    let kind = if shape.one_way { " one-way" } else { "" };
    let title = format!(
        "random ({} rooms, {}{kind} tunnels)",
        shape.rooms, shape.tunnels
    );
    assert_eq!(cave.title(), title);
    for r in cave.room_ids() {
        let label = (r.index() + 1).to_string();
        assert_eq!(cave.label(r), label, "{what}");
        assert_eq!(cave.name(r), label, "{what}");
        let tunnels = cave.tunnels(r);
        assert_eq!(
            tunnels.len(),
            shape.tunnels as usize,
            "{what}: room {label}"
        );
        assert!(
            !tunnels.contains(&r),
            "{what}: room {label} has a self-loop"
        );
        // Sorted by label, which also rules out duplicates.
        assert!(
            tunnels.windows(2).all(|w| w[0] < w[1]),
            "{what}: room {label}: {tunnels:?}"
        );
    }
    assert!(strongly_connected(&cave), "{what}");
    if !shape.one_way {
        assert!(cave.is_two_way(), "{what}");
    }
}

#[test]
fn small_and_dense_shapes() {
    let shapes = [
        spec(20, 3, false),
        spec(20, 3, true),
        spec(3, 2, false),
        spec(3, 1, true),
        spec(3, 2, true),
        spec(4, 3, false),
        spec(4, 2, false),
        spec(5, 4, false),
        spec(5, 4, true),
        spec(6, 3, false),
        spec(6, 5, false),
        spec(8, 6, false),
        spec(10, 1, true),
        spec(10, 8, false),
        spec(12, 9, true),
        spec(20, 18, false),
        spec(21, 20, false),
        spec(22, 19, false),
        spec(30, 4, false),
    ];
    for shape in shapes {
        for seed in 0..150 {
            check_cave(shape, seed);
        }
    }
}

#[test]
fn large_shapes() {
    for shape in [
        spec(1000, 3, false),
        spec(1000, 1, true),
        spec(1000, 2, false),
        spec(1000, 7, true),
        spec(101, 98, false),
        spec(100, 99, true),
    ] {
        for seed in 0..3 {
            check_cave(shape, seed);
        }
    }
}

#[test]
fn seeds_give_different_caves() {
    let caves: HashSet<String> = (0..30)
        .map(|seed| {
            let cave = generate(&spec(20, 3, false), &mut Dice::new(seed));
            format!(
                "{:?}",
                cave.room_ids()
                    .map(|r| cave.tunnels(r).to_vec())
                    .collect::<Vec<_>>()
            )
        })
        .collect();
    assert!(
        caves.len() > 25,
        "only {} different caves in 30 seeds",
        caves.len()
    );
}

#[test]
fn check_accepts_possible_shapes() {
    for shape in [
        spec(20, 3, false),
        spec(3, 2, false),
        spec(3, 1, true),
        spec(3, 2, true),
        spec(1000, 999, false),
        spec(1000, 999, true),
        spec(7, 4, false),
    ] {
        assert_eq!(shape.check(), Ok(()), "{shape:?}");
    }
}

#[test]
fn check_refuses_impossible_shapes() {
    let cases = [
        (spec(2, 1, true), RandomCaveError::Rooms(2)),
        (spec(0, 3, false), RandomCaveError::Rooms(0)),
        (spec(1001, 3, false), RandomCaveError::Rooms(1001)),
        (spec(20, 1, false), RandomCaveError::TooFewTwoWay(1)),
        (spec(20, 0, false), RandomCaveError::NoTunnels),
        (spec(20, 0, true), RandomCaveError::NoTunnels),
        (
            spec(20, 20, false),
            RandomCaveError::TooManyTunnels {
                rooms: 20,
                tunnels: 20,
                most: 19,
            },
        ),
        (
            spec(5, 9, true),
            RandomCaveError::TooManyTunnels {
                rooms: 5,
                tunnels: 9,
                most: 4,
            },
        ),
        (
            spec(5, 3, false),
            RandomCaveError::OddEnds {
                rooms: 5,
                tunnels: 3,
            },
        ),
        (
            spec(21, 3, false),
            RandomCaveError::OddEnds {
                rooms: 21,
                tunnels: 3,
            },
        ),
    ];
    for (shape, error) in cases {
        assert_eq!(shape.check(), Err(error), "{shape:?}");
    }
}

#[test]
fn check_explains_itself() {
    let message = |shape: RandomCave| {
        shape
            .check()
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
    };
    assert_eq!(
        message(spec(1001, 3, false)),
        "a random cave needs 3 to 1000 rooms, got 1001"
    );
    assert_eq!(
        message(spec(5, 3, false)),
        "5 rooms with 3 two-way tunnels each is impossible: every tunnel joins two rooms, \
         so rooms times tunnels must be even"
    );
    assert_eq!(
        message(spec(4, 4, true)),
        "with 4 rooms a room can have at most 3 tunnels (none to itself, never two to the \
         same room), got 4"
    );
}

#[test]
fn impossible_specs_still_give_a_playable_cave() {
    for shape in [
        spec(0, 0, false),
        spec(5, 3, false),
        spec(5000, 5000, true),
        spec(2, 9, false),
    ] {
        let cave = generate(&shape, &mut Dice::new(7));
        assert!(cave.rooms() >= 3, "{shape:?}");
        assert!(strongly_connected(&cave), "{shape:?}");
    }
}

proptest! {
    #[test]
    fn any_possible_shape(rooms in 3u32..40, tunnels in 1u32..40, one_way: bool, seed: u64) {
        let shape = spec(rooms, tunnels, one_way);
        prop_assume!(shape.check().is_ok());
        check_cave(shape, seed);
    }
}
