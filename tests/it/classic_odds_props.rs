//! Properties of the classic odds on the dodecahedron and random caves:
//! each hazard's chances sum to its count, rooms known empty are 0, the
//! odds are bit-identical for games the player cannot tell apart, and
//! plain mode's lines have their exact shape.

use std::sync::Arc;
use wumpus::ai::classic::{Tracker, odds, plain_lines};
use wumpus::engine::classic::*;
use wumpus::engine::{Dice, Game, RoomId, SOLO};

fn dodecahedron() -> Arc<wumpus::engine::Cave> {
    wumpus::formats::builtin::shared("dodecahedron").expect("built in")
}

fn rules(tweak: impl FnOnce(&mut ClassicRules)) -> Arc<ClassicRules> {
    let mut r = ClassicRules::on(CaveSource::Fixed(dodecahedron()));
    tweak(&mut r);
    Arc::new(r)
}

/// A few moves and (sometimes) shots by chance.
fn wander(game: &mut Classic, dice: &mut Dice, turns: u32) {
    while !game.is_over() && game.turn() < turns {
        let view = game.view(SOLO);
        let ts = view.tunnels_here();
        let command = if dice.below(6) == 0 {
            let to = ts[dice.below(ts.len() as u32) as usize];
            Command::Shoot(ArrowPath::new(&[to]).expect("one room"))
        } else {
            Command::Move(ts[dice.below(ts.len() as u32) as usize])
        };
        let _ = game.apply(&command, &mut Vec::new());
    }
}

#[test]
fn chances_sum_to_the_counts_and_known_rooms_are_empty() {
    for seed in 0..300 {
        let r = rules(|r| {
            r.wumpus_wakes = if seed % 2 == 0 {
                WumpusWakes::ShotOrBump
            } else {
                WumpusWakes::Yob
            };
        });
        let mut game = Classic::new(r.clone(), seed);
        let mut dice = Dice::new(seed);
        let mut tracker = Tracker::new(&game.view(SOLO));
        for turns in 1..8 {
            wander(&mut game, &mut dice, turns);
            if game.is_over() {
                break;
            }
            let view = game.view(SOLO);
            tracker.update(&view);
            let [pit, bats, _, wumpus] = tracker.marginals().clone();
            let sum = |v: &[f64]| v.iter().sum::<f64>();
            assert!(
                (sum(&pit) - 2.0).abs() < 1e-9,
                "seed {seed}: pits sum {}",
                sum(&pit)
            );
            assert!(
                (sum(&bats) - 2.0).abs() < 1e-9,
                "seed {seed}: bats sum {}",
                sum(&bats)
            );
            assert!(
                (sum(&wumpus) - 1.0).abs() < 1e-9,
                "seed {seed}: wumpus sum {}",
                sum(&wumpus)
            );
            for room in view.room_ids() {
                if view.visited(room) {
                    let i = room.index();
                    assert!(
                        pit[i] == 0.0 && bats[i] == 0.0,
                        "seed {seed}: room {i} visited"
                    );
                }
            }
            assert_eq!(view.here().index(), view.here().index());
            assert_eq!(
                wumpus[view.here().index()],
                0.0,
                "seed {seed}: the player's room"
            );
        }
    }
}

#[test]
fn games_the_player_cannot_tell_apart_get_identical_odds() {
    let r = rules(|_| {});
    let cave = dodecahedron();
    let mut pairs = 0;
    for seed in 0..400u64 {
        let mut pick = Dice::new(seed);
        let mut place = || -> Placement {
            let mut rooms: Vec<u16> = (1..20).collect();
            pick.shuffle(&mut rooms);
            Placement {
                player: RoomId(0),
                wumpi: vec![RoomId(rooms[0])],
                pits: vec![RoomId(rooms[1]), RoomId(rooms[2])],
                bats: vec![RoomId(rooms[3]), RoomId(rooms[4])],
            }
        };
        // The same set-up but one bat colony elsewhere: often out of the
        // player's senses for a while.
        let a = place();
        let mut b = a.clone();
        let taken: Vec<RoomId> = [a.wumpi.clone(), a.pits.clone(), a.bats.clone()].concat();
        let free: Vec<u16> = (1..20).filter(|&r| !taken.contains(&RoomId(r))).collect();
        b.bats[1] = RoomId(free[pick.below(free.len() as u32) as usize]);
        let mut ga = Classic::from_placement(r.clone(), cave.clone(), &a, Dice::new(seed));
        let mut gb = Classic::from_placement(r.clone(), cave.clone(), &b, Dice::new(seed));
        let mut dice = Dice::new(seed + 1);
        for _ in 0..6 {
            if ga.is_over() || gb.is_over() {
                break;
            }
            let ts = ga.view(SOLO).tunnels_here().to_vec();
            let command = Command::Move(ts[dice.below(ts.len() as u32) as usize]);
            let (ra, rb) = (
                ga.apply(&command, &mut Vec::new()),
                gb.apply(&command, &mut Vec::new()),
            );
            if ra.is_err() || rb.is_err() {
                break;
            }
            let (va, vb) = (ga.view(SOLO), gb.view(SOLO));
            if format!("{va:?}") != format!("{vb:?}") {
                break;
            }
            let (oa, ob) = (odds(&va), odds(&vb));
            for room in va.room_ids() {
                let (x, y) = (oa.room(room), ob.room(room));
                for (p, q) in [(x.pit, y.pit), (x.bats, y.bats), (x.wumpus, y.wumpus)] {
                    assert_eq!(p.to_bits(), q.to_bits(), "seed {seed}: room {room}");
                }
            }
            assert_eq!(plain_lines(&va), plain_lines(&vb));
            pairs += 1;
        }
    }
    assert!(pairs > 100, "only {pairs} indistinguishable positions");
}

#[test]
fn plain_lines_have_their_shape_in_label_order() {
    let game = Classic::new(rules(|_| {}), 5);
    let view = game.view(SOLO);
    let lines = plain_lines(&view);
    assert_eq!(lines.len(), 20);
    for (i, line) in lines.iter().enumerate() {
        let want = format!("room {}: pit ", i + 1);
        assert!(line.starts_with(&want), "{line}");
        let parts: Vec<&str> = line.split(' ').collect();
        assert_eq!(parts.len(), 8, "{line}");
        assert_eq!((parts[2], parts[4], parts[6]), ("pit", "bats", "wumpus"));
        for p in [parts[3], parts[5], parts[7]] {
            assert_eq!(p.len(), 6, "four decimals: {line}");
            let x: f64 = p.parse().expect("a number");
            assert!((0.0..=1.0).contains(&x));
        }
    }
    // The start room holds nothing.
    let here = view.label(view.here());
    assert!(lines.contains(&format!(
        "room {here}: pit 0.0000 bats 0.0000 wumpus 0.0000"
    )));
}
