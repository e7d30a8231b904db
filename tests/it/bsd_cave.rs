//! `cave = "bsd"`: NetBSD's generator as docs/rules.md, Classic describes it.
//! Every cave keeps the promises of the steps (a two-way ring through every
//! room, t tunnels a room in increasing order, strongly connected); over
//! many seeds about 19% of the tunnels are one-way and 1.5% self-loops; and
//! the caves look like those of a tiny independent model of the four steps,
//! written here from the rule book with its own random numbers. Seeds are
//! fixed, so the tests are deterministic.

use crate::bsd_cave_model;
use crate::pcg;
use crate::stats;

use bsd_cave_model::model;
use pcg::Pcg32;
use stats::{CRITICAL, chi_square};
use wumpus::engine::cave::{BsdCave, BsdCaveError, Cave, RoomId, generate_bsd};
use wumpus::engine::dice::Dice;

/// Caves drawn per comparison.
const CAVES: u64 = 3000;

/// A cave as adjacency lists of 0-based rooms.
type Rooms = Vec<Vec<usize>>;

fn engine(rooms: u32, tunnels: u32, seed: u64) -> Rooms {
    let cave = generate_bsd(&BsdCave { rooms, tunnels }, &mut Dice::new(seed));
    adjacency(&cave)
}

fn adjacency(cave: &Cave) -> Rooms {
    cave.room_ids()
        .map(|r| cave.tunnels(r).iter().map(|t| t.index()).collect())
        .collect()
}

/// Tallies over many caves: tunnels, one-way ones (no tunnel back; a
/// self-loop is its own way back), self-loops, repeats, and rooms by how
/// many tunnels lead in (0..=5, then 6 or more).
#[derive(Default, Debug)]
struct Tally {
    tunnels: u64,
    one_way: u64,
    self_loops: u64,
    repeats: u64,
    into: [u64; 7],
}

impl Tally {
    fn add(&mut self, rooms: &Rooms) {
        let mut into = vec![0usize; rooms.len()];
        for (i, ts) in rooms.iter().enumerate() {
            for (k, &to) in ts.iter().enumerate() {
                self.tunnels += 1;
                into[to] += 1;
                if to == i {
                    self.self_loops += 1;
                } else if !rooms[to].contains(&i) {
                    self.one_way += 1;
                }
                if ts[..k].contains(&to) {
                    self.repeats += 1;
                }
            }
        }
        for n in into {
            self.into[n.min(6)] += 1;
        }
    }

    fn share(&self, n: u64) -> f64 {
        n as f64 / self.tunnels as f64
    }

    /// The tallies as seven categories for a chi-square: one-way,
    /// self-loop, two-way tunnels, then the rooms by tunnels in (0..=2,
    /// 3, 4, 5+), which say how step 3 spread its tunnels.
    fn categories(&self) -> ([u64; 3], [u64; 4]) {
        let two_way = self.tunnels - self.one_way - self.self_loops;
        let i = self.into;
        (
            [self.one_way, self.self_loops, two_way],
            [i[0] + i[1] + i[2], i[3], i[4], i[5] + i[6]],
        )
    }
}

fn engine_tally(rooms: u32, tunnels: u32) -> Tally {
    let mut tally = Tally::default();
    for seed in 0..CAVES {
        tally.add(&engine(rooms, tunnels, seed));
    }
    tally
}

fn model_tally(rooms: u32, tunnels: u32, back_link: u32) -> Tally {
    let mut rng = Pcg32::new(0xB5D, u64::from(rooms * 100 + tunnels));
    let mut tally = Tally::default();
    for _ in 0..CAVES {
        tally.add(&model(
            rooms as usize,
            tunnels as usize,
            &mut rng,
            back_link,
        ));
    }
    tally
}

/// Chi-square of two tallies on their tunnel kinds and on their rooms'
/// tunnels in, each against the p = 0.0001 critical value.
fn alike(a: &Tally, b: &Tally) -> bool {
    let pad = |xs: &[u64]| {
        let mut out = [0u64; 7];
        out[..xs.len()].copy_from_slice(xs);
        out
    };
    let ((ka, ia), (kb, ib)) = (a.categories(), b.categories());
    let (kinds, kdf) = chi_square(&pad(&ka), &pad(&kb));
    let (into, idf) = chi_square(&pad(&ia), &pad(&ib));
    eprintln!("kinds {kinds:.1} on {kdf} df, tunnels in {into:.1} on {idf} df");
    kinds < CRITICAL[kdf] && into < CRITICAL[idf]
}

#[test]
fn about_a_fifth_of_the_tunnels_are_one_way_and_a_few_are_self_loops() {
    let tally = engine_tally(20, 3);
    let (one_way, loops) = (tally.share(tally.one_way), tally.share(tally.self_loops));
    eprintln!("bsd 20x3 over {CAVES} caves: one-way {one_way:.4}, self-loops {loops:.4}");
    // 180,000 tunnels: each share is pinned to about +-0.2 points.
    assert!((0.18..0.20).contains(&one_way), "one-way {one_way}");
    assert!((0.012..0.018).contains(&loops), "self-loops {loops}");
    // Slots fill in order and a draw avoids every filled one, so no room
    // ever holds the same tunnel twice, whatever the rule book allows.
    assert_eq!(tally.repeats, 0);
}

#[test]
fn caves_look_like_the_rule_books_model() {
    for (rooms, tunnels) in [(20, 3), (10, 4), (50, 5), (3, 2), (6, 6)] {
        let engine = engine_tally(rooms, tunnels);
        let model = model_tally(rooms, tunnels, 50);
        eprintln!("{rooms}x{tunnels}: engine {engine:?}\n       model {model:?}");
        assert!(alike(&engine, &model), "{rooms}x{tunnels} differ");
    }
}

#[test]
fn the_comparison_would_notice_another_back_link_chance() {
    let engine = engine_tally(20, 3);
    for other in [40, 60] {
        let model = model_tally(20, 3, other);
        assert!(!alike(&engine, &model), "back-link {other}% passed");
    }
}

#[test]
fn every_cave_has_its_ring_its_slots_in_order_and_connects() {
    for (rooms, tunnels) in [(20, 3), (3, 2), (7, 7), (30, 2), (12, 5)] {
        for seed in 0..200 {
            let cave = generate_bsd(&BsdCave { rooms, tunnels }, &mut Dice::new(seed));
            let what = format!("{rooms}x{tunnels} seed {seed}");
            let again = generate_bsd(&BsdCave { rooms, tunnels }, &mut Dice::new(seed));
            assert_eq!(cave, again, "{what}: same seed, same cave");
            assert_eq!(
                cave.title(),
                format!("bsd ({rooms} rooms, {tunnels} tunnels)")
            );
            let a = adjacency(&cave);
            let r = rooms as usize;
            for (i, ts) in a.iter().enumerate() {
                assert_eq!(ts.len(), tunnels as usize, "{what}");
                assert!(ts.windows(2).all(|w| w[0] <= w[1]), "{what}: in order");
                assert_eq!(cave.label(RoomId(i as u16)), (i + 1).to_string());
            }
            // Step 2's ring: one hop h, coprime to r, with i -> i + h and
            // back for every room.
            let ring = (1..r).find(|&h| {
                gcd(h, r) == 1
                    && (0..r).all(|i| a[i].contains(&((i + h) % r)) && a[(i + h) % r].contains(&i))
            });
            assert!(ring.is_some(), "{what}: no two-way ring");
        }
    }
}

#[test]
fn impossible_shapes_are_refused_with_a_reason() {
    let check = |rooms, tunnels| BsdCave { rooms, tunnels }.check();
    assert_eq!(check(2, 2), Err(BsdCaveError::Rooms(2)));
    assert_eq!(check(1001, 3), Err(BsdCaveError::Rooms(1001)));
    assert_eq!(check(20, 1), Err(BsdCaveError::TooFewTunnels(1)));
    assert_eq!(
        check(20, 21),
        Err(BsdCaveError::TooManyTunnels {
            rooms: 20,
            tunnels: 21
        })
    );
    assert_eq!(check(3, 3), Ok(()));
    assert_eq!(check(1000, 3), Ok(()));
}

fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
