//! Property tests for the `grenade` rule set: any playable knobs on any
//! small cave (self-loops, repeats and one-way tunnels included), any
//! command sequence; the engine never panics and keeps its invariants.

use proptest::prelude::*;
use std::sync::Arc;
use wumpus::engine::game::{Game, Seat};
use wumpus::engine::grenade::{Command, Event, Grenade, GrenadeRules, Refusal, WumpiCount};
use wumpus::engine::{Cave, Dice, RoomId};

/// A one-way ring (so always strongly connected) plus up to three extra
/// tunnels per cave to anywhere, itself included.
fn any_cave() -> impl Strategy<Value = Arc<Cave>> {
    (4usize..14).prop_flat_map(|n| {
        proptest::collection::vec(proptest::collection::vec(0..n, 0..4), n).prop_map(move |extra| {
            let adjacency: Vec<Vec<usize>> = extra
                .into_iter()
                .enumerate()
                .map(|(i, more)| {
                    let mut t = vec![(i + 1) % n];
                    t.extend(more);
                    t
                })
                .collect();
            Arc::new(Cave::numbered("prop cave", &adjacency).expect("a ring connects"))
        })
    })
}

fn any_rules() -> impl Strategy<Value = GrenadeRules> {
    (
        any_cave(),
        proptest::option::of(1u32..4),
        1u32..5,
        0u32..3,
        0u32..3,
        any::<bool>(),
    )
        .prop_map(|(cave, fixed, per, pits, bats, reveal)| {
            let mut k = GrenadeRules::on(cave);
            k.wumpi = fixed.map_or(WumpiCount::Random, WumpiCount::Fixed);
            k.grenades_per_wumpus = per;
            k.pits = pits;
            k.bats = bats;
            k.reveal_counts = reveal;
            k
        })
        .prop_filter("playable knobs", |k| k.problems().is_empty())
}

fn any_command() -> impl Strategy<Value = Command> {
    prop_oneof![
        (0u8..6).prop_map(|tunnel| Command::Move { tunnel }),
        (0u8..6).prop_map(|tunnel| Command::Toss { tunnel }),
    ]
}

/// Living wumpi, pits and bats in distinct caves, and none where a living
/// player stands.
fn one_thing_per_cave(g: &Grenade) -> Result<(), TestCaseError> {
    let rv = g.reveal();
    let mut rooms: Vec<RoomId> = rv
        .wumpi()
        .iter()
        .filter(|w| w.alive)
        .map(|w| w.room)
        .collect();
    rooms.extend(rv.pits());
    rooms.extend(rv.bats());
    if !g.is_over() {
        rooms.push(rv.player());
    }
    let total = rooms.len();
    rooms.sort();
    rooms.dedup();
    prop_assert_eq!(rooms.len(), total, "two things share a cave: {:?}", g);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn any_commands_keep_the_invariants(
        rules in any_rules(),
        seed in any::<u64>(),
        commands in proptest::collection::vec(any_command(), 0..80),
    ) {
        let mut g = Grenade::new(Arc::new(rules), seed);
        let start = g.reveal().grenades_at_start();
        prop_assert_eq!(start, g.reveal().wumpi_at_start() * g.rules().grenades_per_wumpus);
        one_thing_per_cave(&g)?;
        // `Dice` does not print its stream, so a twin that never sees the
        // refused commands checks that refusals draw nothing: any draw
        // would make the two games part ways later.
        let mut twin = g.clone();
        let mut twin_out = Vec::new();
        let mut out = Vec::new();
        for command in commands {
            let before = format!("{g:?}");
            let (turn, grenades, was_over) = (g.turn(), g.reveal().grenades(), g.is_over());
            out.clear();
            match g.apply(&command, &mut out) {
                Ok(()) => {
                    twin_out.clear();
                    prop_assert!(twin.apply(&command, &mut twin_out).is_ok());
                    prop_assert_eq!(&out, &twin_out);
                    prop_assert_eq!(format!("{twin:?}"), format!("{g:?}"));
                    prop_assert!(!was_over);
                    prop_assert_eq!(g.turn(), turn + 1);
                    let spent = u32::from(matches!(command, Command::Toss { .. }));
                    prop_assert_eq!(g.reveal().grenades() + spent, grenades);
                    let overs = out.iter().filter(|e| matches!(e, Event::GameOver(_))).count();
                    prop_assert_eq!(overs, usize::from(g.is_over()));
                    if let Some(Event::GameOver(e)) = out.last() {
                        prop_assert_eq!(Some(*e), g.outcome());
                    }
                    if g.is_over() {
                        prop_assert_eq!(g.to_act(), None);
                    } else {
                        prop_assert_eq!(g.to_act(), Some(Seat(0)));
                        prop_assert!(g.reveal().grenades() > 0);
                        prop_assert!(g.reveal().wumpi_left() > 0);
                    }
                }
                Err(refusal) => {
                    prop_assert!(out.is_empty());
                    prop_assert_eq!(format!("{g:?}"), before);
                    if was_over {
                        prop_assert_eq!(refusal, Refusal::GameOver);
                    } else {
                        let is_no_such_tunnel = matches!(refusal, Refusal::NoSuchTunnel { .. });
                        prop_assert!(is_no_such_tunnel);
                    }
                }
            }
            one_thing_per_cave(&g)?;
            let v = g.view(Seat(0));
            prop_assert!(v.visited(v.here()));
            prop_assert_eq!(v.grenades().is_some(), g.rules().reveal_counts);
        }
    }

    #[test]
    fn a_finished_game_refuses_everything(rules in any_rules(), seed in any::<u64>()) {
        let mut g = Grenade::new(Arc::new(rules), seed);
        let mut bot = Dice::side_stream(seed, 1);
        let mut out = Vec::new();
        while !g.is_over() && g.turn() < 2000 {
            let command = Grenade::bot_command(0, g.view(Seat(0)), &mut bot);
            out.clear();
            prop_assert!(g.apply(&command, &mut out).is_ok(), "the bot names real tunnels");
        }
        prop_assume!(g.is_over());
        let after = format!("{g:?}");
        for tunnel in 0..=u8::MAX {
            for command in [Command::Move { tunnel }, Command::Toss { tunnel }] {
                prop_assert_eq!(g.apply(&command, &mut out), Err(Refusal::GameOver));
            }
        }
        prop_assert_eq!(format!("{g:?}"), after);
    }

    #[test]
    fn restart_equals_new(
        rules in any_rules(),
        seeds in (any::<u64>(), any::<u64>()),
        commands in proptest::collection::vec(any_command(), 0..20),
    ) {
        let rules = Arc::new(rules);
        let mut g = Grenade::new(rules.clone(), seeds.0);
        let mut out = Vec::new();
        for command in commands {
            let _ = g.apply(&command, &mut out);
        }
        g.restart(seeds.1);
        let mut fresh = Grenade::new(rules, seeds.1);
        prop_assert_eq!(format!("{g:?}"), format!("{fresh:?}"));
        // The dice do not print their stream: play both on to compare it.
        let mut bot = Dice::side_stream(seeds.1, 1);
        let mut fresh_out = Vec::new();
        while !g.is_over() && g.turn() < 200 {
            let command = Grenade::bot_command(0, g.view(Seat(0)), &mut bot);
            out.clear();
            fresh_out.clear();
            prop_assert_eq!(g.apply(&command, &mut out), fresh.apply(&command, &mut fresh_out));
            prop_assert_eq!(&out, &fresh_out);
        }
        prop_assert_eq!(format!("{g:?}"), format!("{fresh:?}"));
    }
}
