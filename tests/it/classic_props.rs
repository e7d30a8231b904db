//! Property tests: any knobs, any command sequence; the engine never panics
//! and keeps its invariants.

use crate::common;

use common::dodecahedron;
use proptest::prelude::*;
use std::sync::Arc;
use wumpus::engine::RoomId;
use wumpus::engine::cave::BsdCave;
use wumpus::engine::classic::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, Crooked, WallBump, WumpusWakes,
};
use wumpus::engine::classic::{ArrowPath, Classic, Command};
use wumpus::engine::classic::{CaveSource, ClassicRules, Event, Refusal};
use wumpus::engine::{Game as _, SOLO};

fn any_rules() -> impl Strategy<Value = ClassicRules> {
    (
        (0u32..5, 0u32..5, 1u32..4, 1u32..7, 1u32..4, any::<bool>()),
        (
            any::<bool>(),
            0.0f64..=1.0,
            0.0f64..=1.0,
            any::<bool>(),
            1u32..=10,
        ),
        (
            any::<bool>(),
            0u8..3,
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        ),
        any::<bool>(),
        (
            0u8..3,
            0u8..3,
            any::<bool>(),
            proptest::collection::vec(0.0f64..=1.0, 0..7),
            0u32..4,
            (0.0f64..=1.0, 0.0f64..=1.0, 0.0f64..=1.0),
            (any::<bool>(), any::<bool>()),
        ),
    )
        .prop_map(|(a, b, c, shuffle, d)| {
            let mut k = ClassicRules::on(CaveSource::Fixed(dodecahedron()));
            (
                k.pits,
                k.bats,
                k.wumpi,
                k.arrows,
                k.smell_radius,
                k.warn_per_hazard,
            ) = a;
            let (death, chance, survival, empty, range) = b;
            k.bump = if death { Bump::Death } else { Bump::FleeOrEat };
            k.wumpus_move_chance = chance;
            k.pit_survival = survival;
            k.bat_drop = if empty { BatDrop::Empty } else { BatDrop::Any };
            k.arrow_range = range;
            let (allow, hop, per_room, wake, yob, avoid) = c;
            k.crooked = if allow {
                Crooked::Allow
            } else {
                Crooked::Reject
            };
            k.bad_hop =
                [BadHop::RandomRest, BadHop::RandomResume, BadHop::RandomStop][hop as usize];
            k.arrow_cost = if per_room {
                ArrowCost::PerRoom
            } else {
                ArrowCost::PerShot
            };
            k.wake_on_shot = wake;
            k.wumpus_wakes = if yob {
                WumpusWakes::Yob
            } else {
                WumpusWakes::ShotOrBump
            };
            k.wumpus_avoids_pits = avoid;
            k.shuffle_labels = shuffle;
            let (crooked, wakes, last_room, falloff, termites, chances, netbsd) = d;
            let (bumps, bsd_cave) = netbsd;
            if bumps {
                k.wall_bump = WallBump::Bsd;
            }
            if bsd_cave {
                // NetBSD's caves: one-way tunnels and self-loops.
                k.cave = CaveSource::Bsd(BsdCave {
                    rooms: 20,
                    tunnels: 3,
                });
            }
            k.crooked = [k.crooked, Crooked::Allow, Crooked::Typed][crooked as usize];
            k.wumpus_wakes = [k.wumpus_wakes, WumpusWakes::Yob, WumpusWakes::Bsd][wakes as usize];
            if last_room {
                k.arrow_hits = ArrowHits::LastRoom;
            }
            k.arrow_falloff = falloff;
            k.termites = termites;
            (
                k.earthquake_chance,
                k.bat_migration_chance,
                k.termite_migration_chance,
            ) = chances;
            k
        })
}

#[derive(Debug, Clone)]
enum Act {
    /// Through tunnel i of the current room (mod the tunnel count).
    Tunnel(usize),
    /// To any room by index (often not adjacent: must be refused cleanly).
    AnyRoom(u16),
    Shoot(Vec<u16>),
}

fn any_act() -> impl Strategy<Value = Act> {
    prop_oneof![
        4 => (0usize..10).prop_map(Act::Tunnel),
        1 => (0u16..25).prop_map(Act::AnyRoom),
        3 => proptest::collection::vec(0u16..22, 0..10).prop_map(Act::Shoot),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn any_commands_keep_the_invariants(rules in any_rules(), seed in any::<u64>(), acts in proptest::collection::vec(any_act(), 0..60)) {
        let rules = Arc::new(rules);
        let mut game = Classic::new(rules.clone(), seed);

        // Set-up: player, wumpi, pits and bats in distinct rooms.
        let cheat = game.reveal();
        let mut rooms: Vec<RoomId> = vec![cheat.player()];
        rooms.extend(cheat.wumpi().iter().map(|w| w.room));
        rooms.extend(cheat.pits());
        rooms.extend(cheat.bats());
        rooms.extend(cheat.termites());
        let total = rooms.len();
        rooms.sort();
        rooms.dedup();
        prop_assert_eq!(rooms.len(), total);
        prop_assert_eq!(total as u32, 1 + rules.wumpi + rules.pits + rules.bats + rules.termites);

        let mut events = Vec::new();
        for act in acts {
            let view = game.view(SOLO);
            let command = match act {
                Act::Tunnel(i) => {
                    let t = view.tunnels_here();
                    Command::Move(t[i % t.len()])
                }
                Act::AnyRoom(r) => Command::Move(RoomId(r)),
                Act::Shoot(path) => {
                    let rooms: Vec<RoomId> = path.into_iter().map(RoomId).collect();
                    Command::Shoot(ArrowPath::new(&rooms).unwrap_or_default())
                }
            };
            let (turn, arrows, was_over) = (view.turn(), view.arrows(), game.is_over());
            let before = format!("{game:?}");
            events.clear();
            match game.apply(&command, &mut events) {
                Ok(()) => {
                    prop_assert!(!was_over);
                    prop_assert_eq!(game.view(SOLO).turn(), turn + 1);
                    prop_assert!(game.view(SOLO).arrows() <= arrows);
                    let over_events = events.iter().filter(|e| matches!(e, Event::GameOver(_))).count();
                    prop_assert_eq!(over_events, usize::from(game.is_over()));
                    if let Some(Event::GameOver(e)) = events.last() {
                        prop_assert_eq!(Some(*e), game.view(SOLO).ending());
                    } else {
                        prop_assert!(!game.is_over());
                    }
                }
                Err(refusal) => {
                    prop_assert!(events.is_empty());
                    prop_assert_eq!(format!("{game:?}"), before, "a refusal changed the state");
                    if was_over {
                        prop_assert_eq!(refusal, Refusal::GameOver);
                    }
                }
            }
            // What the view offers is always consistent with itself.
            let view = game.view(SOLO);
            prop_assert!(view.here().index() < view.rooms());
            // Earthquakes and migrations move hazards, never merge or lose them.
            let cheat = game.reveal();
            let mut hazards = cheat.pits();
            prop_assert_eq!(hazards.len() as u32, rules.pits);
            hazards.extend(cheat.bats());
            hazards.extend(cheat.termites());
            let n = hazards.len();
            hazards.sort();
            hazards.dedup();
            prop_assert_eq!(n, hazards.len());
            prop_assert_eq!(n as u32, rules.pits + rules.bats + rules.termites);
            if !game.is_over() {
                prop_assert!(view.visited(view.here()));
                prop_assert!(view.arrows() > 0);
            }
            for room in view.room_ids() {
                prop_assert_eq!(view.known_tunnels(room).is_some(), view.visited(room));
                prop_assert_eq!(view.note(room).is_some(), view.visited(room));
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_game(seed in any::<u64>(), acts in proptest::collection::vec(0usize..6, 0..40)) {
        let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(dodecahedron())));
        let play = || {
            let mut game = Classic::new(rules.clone(), seed);
            let mut log = Vec::new();
            for &a in &acts {
                let t = game.view(SOLO).tunnels_here().to_vec();
                let command = if a < 3 {
                    Command::Move(t[a % t.len()])
                } else {
                    Command::Shoot(ArrowPath::new(&[t[a % t.len()]]).unwrap_or_default())
                };
                let _ = game.apply(&command, &mut log);
            }
            (format!("{game:?}"), log)
        };
        prop_assert_eq!(play(), play());
    }
}

proptest! {
    /// The simulator reuses games with `restart`; it must be exactly `new`.
    #[test]
    fn restart_is_the_same_as_new(first in any::<u64>(), second in any::<u64>(), cave in 0u8..3, shuffle in any::<bool>()) {
        let mut rules = ClassicRules::on(CaveSource::Fixed(dodecahedron()));
        if cave == 1 {
            rules.cave = CaveSource::Random(wumpus::engine::cave::RandomCave { rooms: 12, tunnels: 3, one_way: false });
        }
        if cave == 2 {
            rules.cave = CaveSource::Bsd(BsdCave { rooms: 12, tunnels: 3 });
        }
        rules.shuffle_labels = shuffle;
        let rules = Arc::new(rules);
        let mut reused = Classic::new(rules.clone(), first);
        let mut events = Vec::new();
        let t = reused.view(SOLO).tunnels_here()[0];
        let _ = reused.apply(&Command::Move(t), &mut events);
        reused.restart(second);
        prop_assert_eq!(format!("{reused:?}"), format!("{:?}", Classic::new(rules, second)));
    }
}
