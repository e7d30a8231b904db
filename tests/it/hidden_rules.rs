//! Hidden Wumpus rule scenarios (docs/rules.md, Hidden), on hand-placed games
//! with Yob's labels (room 1 joins 2, 5 and 8; 2 joins 1, 3 and 10; ...)
//! and scripted dice, which every test uses up.

use std::sync::Arc;
use wumpus::engine::hidden::{
    Audience, Faction, Happening, Hazard, Hidden, HiddenCommand, HiddenEvent, HiddenOutcome,
    HiddenRules, Placement, Refusal, Role,
};
use wumpus::engine::{Dice, Game, Seat};

use HiddenCommand::{Claim, Move, Shoot, Stay};
use Role::{Human as H, Wumpus as W};

fn rules(players: u8, wumpi: u8, arrows: u8) -> Arc<HiddenRules> {
    let mut r = HiddenRules {
        players,
        wumpus_players: wumpi,
        arrows,
        bots: 0,
        ..HiddenRules::default()
    };
    r.reseat();
    assert!(r.problems().is_empty(), "{:?}", r.problems());
    Arc::new(r)
}

/// A game with `roles` in `rooms`, seat `first` to act, and `script` as
/// the dice's first draws.
fn game(
    rules: Arc<HiddenRules>,
    roles: &[Role],
    rooms: &[u8],
    pits: &[u8],
    bats: &[u8],
    first: u8,
    script: &[f64],
) -> Hidden {
    let mut dice = Dice::new(7);
    dice.script(script.iter().copied());
    let placement = Placement {
        roles: roles.to_vec(),
        rooms: rooms.to_vec(),
        pits: pits.to_vec(),
        bats: bats.to_vec(),
        first: Seat(first),
    };
    Hidden::from_placement(rules, &placement, dice)
}

fn ok(game: &mut Hidden, command: HiddenCommand) -> Vec<HiddenEvent> {
    let mut out = Vec::new();
    game.apply(&command, &mut out)
        .unwrap_or_else(|r| panic!("{command:?} refused: {r}"));
    out
}

fn public(events: &[HiddenEvent]) -> Vec<Happening> {
    events
        .iter()
        .filter(|e| e.to == Audience::All)
        .map(|e| e.what.clone())
        .collect()
}

fn died(events: &[HiddenEvent]) -> Vec<(u8, Role)> {
    events
        .iter()
        .filter_map(|e| match e.what {
            Happening::Died { seat, role } => Some((seat.0, role)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_shuffled_cave_is_a_dodecahedron_with_two_way_tunnels() {
    let rules = Arc::new(HiddenRules::default());
    for seed in 0..50 {
        let game = Hidden::new(rules.clone(), seed);
        let r = game.reveal();
        let mut far = 0;
        for room in 1..=20u8 {
            let adj = r.adjacent(room);
            for a in adj {
                assert_ne!(a, room);
                assert!(r.adjacent(a).contains(&room), "seed {seed}: {room}-{a}");
            }
            let yob = r.yob_number(room);
            let yob_adj: Vec<u8> = adj.iter().map(|&a| r.yob_number(a)).collect();
            let cave = wumpus::engine::hidden::DODECAHEDRON[usize::from(yob - 1)];
            for y in yob_adj {
                assert!(cave.contains(&(y - 1)), "seed {seed}: not Yob's tunnels");
            }
            far += usize::from(yob != room);
        }
        assert!(far > 0, "seed {seed}: the labels were not shuffled");
    }
}

#[test]
fn players_start_in_distinct_rooms_without_hazards_and_roles_are_dealt() {
    let rules = rules(6, 2, 2);
    for seed in 0..200 {
        let game = Hidden::new(rules.clone(), seed);
        let r = game.reveal();
        let rooms = r.rooms();
        let mut seen = std::collections::HashSet::new();
        for &room in &rooms {
            assert!(seen.insert(room), "seed {seed}: two players in {room}");
            assert!(!r.pits().contains(&room) && !r.bats().contains(&room));
        }
        assert_eq!(r.pits().len(), 2);
        assert_eq!(r.bats().len(), 2);
        assert!(r.pits().iter().all(|p| !r.bats().contains(p)));
        assert_eq!(r.roles().iter().filter(|&&x| x == W).count(), 2);
        for (s, role) in r.roles().iter().enumerate() {
            let want = if *role == H { 2 } else { 0 };
            assert_eq!(r.arrows()[s], want);
        }
    }
}

#[test]
fn every_seat_is_sometimes_first_and_sometimes_a_wumpus() {
    let rules = rules(4, 1, 2);
    let (mut first, mut wumpus) = ([0; 4], [0; 4]);
    for seed in 0..400 {
        let game = Hidden::new(rules.clone(), seed);
        first[usize::from(game.to_act().expect("a game starts").0)] += 1;
        let w = game.reveal().roles().iter().position(|&r| r == W);
        wumpus[w.expect("one Wumpus")] += 1;
    }
    for k in 0..4 {
        assert!((60..=140).contains(&first[k]), "{first:?}");
        assert!((60..=140).contains(&wumpus[k]), "{wumpus:?}");
    }
}

#[test]
fn an_arrow_kills_every_player_on_its_path() {
    let r = rules(5, 2, 2);
    // Seat 0 shoots 1 > 2 > 3 > 4: seat 1 (human) in 2, seat 2 (Wumpus) in 3.
    let mut g = game(r, &[H, H, W, H, W], &[1, 2, 3, 11, 20], &[], &[], 0, &[]);
    let shot = ok(&mut g, Shoot(vec![2, 3, 4]));
    let passed: Vec<_> = shot
        .iter()
        .filter_map(|e| match e.what {
            Happening::ArrowPassed(l) => Some((e.to, l)),
            _ => None,
        })
        .collect();
    assert_eq!(
        passed,
        [2, 3, 4].map(|l| (Audience::Only(Seat(0)), l)).to_vec()
    );
    // Deaths are told at the end of the turn, not before.
    assert!(died(&shot).is_empty());
    assert!(g.view(Seat(0)).seats[1].alive);
    let end = ok(&mut g, Stay);
    assert_eq!(died(&end), [(1, H), (2, W)]);
    assert_eq!(g.view(Seat(3)).seats[2].role, Some(W));
    assert_eq!(g.outcome(), None);
    // Seats 1 and 2 are dead: seat 3 is next.
    assert_eq!(g.to_act(), Some(Seat(3)));
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_shooter_is_killed_by_their_own_arrow() {
    let r = rules(4, 1, 2);
    // 1 > 2 > 1: A-B-A is allowed, and the arrow comes back to the shooter.
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[]);
    let out = ok(&mut g, Shoot(vec![2, 1]));
    assert_eq!(died(&out), [(0, H)]);
    // The turn ended with the shot: seat 1 acts.
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert!(!g.view(Seat(0)).alive);
    assert_eq!(g.outcome(), None);
}

#[test]
fn an_invalid_step_is_a_public_d3_roll_and_the_arrow_goes_on() {
    let r = rules(4, 1, 2);
    // 3 is not next to 1: the roll (1 of 3) sends the arrow to 2, the
    // first of 1's tunnels; then 10 is next to 2 and it flies on, into
    // the Wumpus.
    let mut g = game(r, &[H, H, W, H], &[1, 11, 10, 15], &[], &[], 0, &[0.0]);
    let out = ok(&mut g, Shoot(vec![3, 10]));
    assert_eq!(
        public(&out),
        [
            Happening::ArrowMisfire {
                seat: Seat(0),
                roll: 1,
                sides: 3
            },
            Happening::Died {
                seat: Seat(2),
                role: W
            },
            Happening::Won(Faction::Humans),
        ]
    );
    assert_eq!(g.outcome(), Some(HiddenOutcome::Humans));
    assert_eq!(g.to_act(), None);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_misfire_may_fly_back_into_the_shooters_room() {
    let r = rules(4, 1, 2);
    // From 2 the roll 1 of 3 picks 2's first tunnel: room 1, the shooter's.
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[0.0]);
    let out = ok(&mut g, Shoot(vec![2, 20]));
    assert_eq!(died(&out), [(0, H)]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn one_arrow_killing_the_last_wumpus_and_the_last_human_is_a_human_win() {
    let r = rules(3, 1, 2);
    let mut g = game(r, &[H, W, H], &[1, 2, 8], &[], &[], 0, &[]);
    // Seat 2 (the other human) is in 8; the path 2 > 1 > 8 kills everyone.
    let out = ok(&mut g, Shoot(vec![2, 1, 8]));
    assert_eq!(died(&out), [(0, H), (1, W), (2, H)]);
    assert_eq!(g.outcome(), Some(HiddenOutcome::Humans));
}

#[test]
fn one_arrow_that_kills_the_last_wumpus_and_the_last_humans_is_a_human_win() {
    // docs/rules.md, Hidden. Two Wumpuses left (seats 1 and 3), and the
    // shooter's last arrow: the path 2 > 1 > 8 > 7 passes both Wumpuses,
    // the other human and the shooter. Every human dies and no human has
    // an arrow, but every Wumpus is dead too: the humans win.
    let r = rules(4, 2, 1);
    let mut g = game(r, &[H, W, H, W], &[1, 2, 8, 7], &[], &[], 0, &[]);
    let out = ok(&mut g, Shoot(vec![2, 1, 8, 7]));
    assert_eq!(died(&out), [(0, H), (1, W), (2, H), (3, W)]);
    assert_eq!(public(&out).last(), Some(&Happening::Won(Faction::Humans)));
    assert_eq!(g.outcome(), Some(HiddenOutcome::Humans));
    assert_eq!(g.to_act(), None);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_human_arriving_checks_a_wumpus_then_a_pit_then_bats() {
    let r = rules(4, 1, 2);
    // A Wumpus and bats in 2: the human is eaten, never carried off.
    let mut g = game(r.clone(), &[H, H, W, H], &[1, 11, 2, 15], &[], &[2], 0, &[]);
    let out = ok(&mut g, Move(2));
    assert_eq!(died(&out), [(0, H)]);
    assert!(
        !out.iter()
            .any(|e| matches!(e.what, Happening::BatDrop { .. }))
    );
    assert_eq!(g.scripted_draws_left(), 0);
    // A pit and bats in 5: the human falls, never carried off.
    let mut g = game(
        r.clone(),
        &[H, H, W, H],
        &[1, 11, 17, 15],
        &[5],
        &[5],
        0,
        &[],
    );
    let out = ok(&mut g, Move(5));
    assert_eq!(died(&out), [(0, H)]);
    assert!(
        !out.iter()
            .any(|e| matches!(e.what, Happening::BatDrop { .. }))
    );
    assert_eq!(g.scripted_draws_left(), 0);
    // Bats in 8 drop the human in 17, where a Wumpus stands with bats of
    // its own: the checks run again there, and the Wumpus comes first.
    let mut g = game(
        r,
        &[H, H, W, H],
        &[1, 11, 17, 15],
        &[],
        &[8, 17],
        0,
        &[16.5 / 20.0],
    );
    let out = ok(&mut g, Move(8));
    let drops: Vec<u8> = out
        .iter()
        .filter_map(|e| match e.what {
            Happening::BatDrop { roll, .. } => Some(roll),
            _ => None,
        })
        .collect();
    assert_eq!(drops, [17]);
    assert_eq!(died(&out), [(0, H)]);
    assert_eq!(g.reveal().rooms()[0], 17);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_wumpus_is_immune_to_a_pit_and_to_bats() {
    let r = rules(3, 1, 2);
    let mut g = game(r, &[W, H, H], &[1, 11, 15], &[2], &[3], 0, &[]);
    let out = ok(&mut g, Move(2));
    assert!(out.contains(&HiddenEvent {
        to: Audience::Only(Seat(0)),
        what: Happening::Immune(Seat(0), Hazard::Pit)
    }));
    assert!(died(&out).is_empty());
    ok(&mut g, Stay);
    ok(&mut g, Stay);
    // Its next turn: in a room with a pit, next to bats.
    let v = g.view(Seat(0));
    assert!(v.senses.with_pit && v.senses.bats && !v.senses.with_bats);
    let out = ok(&mut g, Move(3));
    assert!(
        out.iter()
            .any(|e| e.what == Happening::Immune(Seat(0), Hazard::Bats))
    );
    assert!(
        !out.iter()
            .any(|e| matches!(e.what, Happening::BatDrop { .. }))
    );
    assert_eq!(g.reveal().rooms()[0], 3);
}

#[test]
fn a_human_dropped_by_bats_into_a_wumpus_room_dies() {
    let r = rules(4, 1, 2);
    // Bats in 2; the public d20 says 17, where the Wumpus is.
    let mut g = game(
        r,
        &[H, H, W, H],
        &[1, 11, 17, 15],
        &[],
        &[2],
        0,
        &[16.5 / 20.0],
    );
    let out = ok(&mut g, Move(2));
    assert_eq!(
        public(&out)[0],
        Happening::BatDrop {
            seat: Seat(0),
            roll: 17
        }
    );
    assert_eq!(died(&out), [(0, H)]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn bats_drop_a_human_into_bats_again_and_into_a_pit() {
    let r = rules(4, 1, 2);
    // Bats in 2 and 3, a pit in 20: 2 drops into 3, 3 drops into 20.
    let script = [2.5 / 20.0, 19.5 / 20.0];
    let mut g = game(
        r,
        &[H, H, W, H],
        &[1, 11, 17, 15],
        &[20],
        &[2, 3],
        0,
        &script,
    );
    let out = ok(&mut g, Move(2));
    let drops: Vec<u8> = out
        .iter()
        .filter_map(|e| match e.what {
            Happening::BatDrop { roll, .. } => Some(roll),
            _ => None,
        })
        .collect();
    assert_eq!(drops, [3, 20]);
    assert_eq!(died(&out), [(0, H)]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_human_lands_safely_where_the_bats_drop_them() {
    let r = rules(4, 1, 2);
    let mut g = game(
        r,
        &[H, H, W, H],
        &[1, 11, 17, 15],
        &[],
        &[2],
        0,
        &[5.5 / 20.0],
    );
    let out = ok(&mut g, Move(2));
    assert!(died(&out).is_empty());
    assert_eq!(g.reveal().rooms()[0], 6);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn humans_die_in_a_pit_or_walking_into_a_wumpus() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[H, H, W, H], &[1, 11, 10, 15], &[2], &[], 0, &[]);
    assert_eq!(died(&ok(&mut g, Move(2))), [(0, H)]);
    assert_eq!(died(&ok(&mut g, Move(10))), [(1, H)]);
}

#[test]
fn a_wumpus_walking_in_eats_every_human_there() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[W, H, H, H], &[1, 2, 2, 15], &[], &[], 0, &[]);
    let out = ok(&mut g, Move(2));
    assert_eq!(died(&out), [(1, H), (2, H)]);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.to_act(), Some(Seat(3)));
}

#[test]
fn humans_out_of_arrows_lose() {
    let r = rules(3, 2, 1);
    let mut g = game(r, &[H, W, W], &[1, 15, 20], &[], &[], 0, &[]);
    let out = ok(&mut g, Shoot(vec![5]));
    assert_eq!(public(&out), [Happening::Won(Faction::Wumpuses)]);
    assert_eq!(g.outcome(), Some(HiddenOutcome::Wumpuses));
}

#[test]
fn the_wumpuses_win_when_the_last_human_dies() {
    let r = rules(3, 1, 2);
    let mut g = game(r, &[W, H, H], &[1, 2, 5], &[], &[], 1, &[]);
    assert_eq!(died(&ok(&mut g, Move(1))), [(1, H)]);
    assert_eq!(g.to_act(), Some(Seat(2)));
    let out = ok(&mut g, Move(1));
    assert_eq!(
        public(&out),
        [
            Happening::Died {
                seat: Seat(2),
                role: H
            },
            Happening::Won(Faction::Wumpuses)
        ]
    );
}

#[test]
fn smells_reach_two_rooms_and_no_further() {
    let r = rules(3, 1, 2);
    // Human in 1; Wumpus in 3 (two tunnels away: 1-2-3).
    let g = game(r.clone(), &[H, W, H], &[1, 3, 13], &[], &[], 0, &[]);
    assert!(g.view(Seat(0)).senses.stench);
    // Wumpus in 4 is also two away (1-5-4); in 11, three away (1-2-10-11).
    let g = game(r.clone(), &[H, W, H], &[1, 11, 13], &[], &[], 0, &[]);
    assert!(!g.view(Seat(0)).senses.stench);
    // The Wumpus smells the human in 1 from 3, and not the one in 13 from 11.
    let g = game(r.clone(), &[W, H, H], &[3, 1, 20], &[], &[], 0, &[]);
    let s = g.view(Seat(0)).senses;
    assert!(s.meal && !s.stench);
    let g = game(r, &[W, H, H], &[11, 1, 15], &[], &[], 0, &[]);
    assert!(!g.view(Seat(0)).senses.meal);
}

#[test]
fn bats_and_pits_are_felt_next_door() {
    let r = rules(3, 1, 2);
    let g = game(r.clone(), &[H, W, H], &[1, 20, 13], &[2], &[8], 0, &[]);
    let s = g.view(Seat(0)).senses;
    assert!(s.pit && s.bats && !s.stench);
    let g = game(r, &[H, W, H], &[1, 20, 13], &[3], &[9], 0, &[]);
    let s = g.view(Seat(0)).senses;
    assert!(!s.pit && !s.bats);
}

#[test]
fn turns_go_in_seat_order_skipping_the_dead() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 2, &[]);
    assert_eq!(g.to_act(), Some(Seat(2)));
    ok(&mut g, Stay);
    assert_eq!(g.to_act(), Some(Seat(3)));
    ok(&mut g, Stay);
    assert_eq!(g.to_act(), Some(Seat(0)));
    // Seat 0 shoots seat 1 (in 11): 1 > 2 > 10 > 11.
    ok(&mut g, Shoot(vec![2, 10, 11]));
    ok(&mut g, Stay);
    assert_eq!(g.to_act(), Some(Seat(2)));
}

#[test]
fn a_turn_is_one_claim_then_one_shot_then_a_move() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[]);
    let out = ok(&mut g, Claim("  I am human, honest.  ".into()));
    assert_eq!(
        public(&out),
        [Happening::Claimed(Seat(0), "I am human, honest.".into())]
    );
    let mut events = Vec::new();
    let second = g.apply(&Claim("again".into()), &mut events);
    assert_eq!(second, Err(Refusal::AlreadyClaimed));
    ok(&mut g, Shoot(vec![5]));
    assert_eq!(
        g.apply(&Shoot(vec![5]), &mut events),
        Err(Refusal::AlreadyShot)
    );
    assert_eq!(g.apply(&Move(3), &mut events), Err(Refusal::NotAdjacent(3)));
    assert_eq!(
        g.apply(&Move(21), &mut events),
        Err(Refusal::NoSuchRoom(21))
    );
    assert!(events.is_empty());
    ok(&mut g, Move(8));
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert_eq!(g.turn(), 3);
    // A claim after a shot is refused; so is a Wumpus's shot.
    ok(&mut g, Stay);
    assert_eq!(
        g.apply(&Shoot(vec![19]), &mut events),
        Err(Refusal::NotHuman)
    );
}

#[test]
fn claims_are_one_short_line_and_come_before_the_shot() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[]);
    let mut events = Vec::new();
    for bad in ["", "   ", "two\nlines", &"x".repeat(201)] {
        assert!(
            g.apply(&Claim(bad.to_string()), &mut events).is_err(),
            "{bad:?}"
        );
    }
    ok(&mut g, Claim("x".repeat(200)));
    let mut g2 = game(
        rules(4, 1, 2),
        &[H, H, W, H],
        &[1, 11, 20, 15],
        &[],
        &[],
        0,
        &[],
    );
    ok(&mut g2, Shoot(vec![5]));
    assert_eq!(
        g2.apply(&Claim("late".into()), &mut events),
        Err(Refusal::ClaimAfterShot)
    );
    assert!(events.is_empty());
}

#[test]
fn arrow_paths_are_checked_before_flying() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[]);
    let mut events = Vec::new();
    assert_eq!(
        g.apply(&Shoot(vec![]), &mut events),
        Err(Refusal::EmptyPath)
    );
    assert_eq!(
        g.apply(&Shoot(vec![2, 3, 4, 5, 1]), &mut events),
        Err(Refusal::PathTooLong { max: 4 })
    );
    assert_eq!(
        g.apply(&Shoot(vec![2, 0]), &mut events),
        Err(Refusal::NoSuchRoom(0))
    );
    assert!(events.is_empty());
    ok(&mut g, Shoot(vec![2, 3, 4, 5]));
}

#[test]
fn private_happenings_reach_only_their_seat() {
    let r = rules(4, 1, 2);
    let mut g = game(r, &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[]);
    ok(&mut g, Shoot(vec![2]));
    ok(&mut g, Move(5));
    for e in g.view(Seat(0)).notebook {
        assert!(matches!(
            e,
            Happening::Sensed { .. }
                | Happening::Shot { .. }
                | Happening::ArrowPassed(_)
                | Happening::Moved { .. }
        ));
    }
    // Seat 1 was told only its own senses, at the start of its turn.
    let v = g.view(Seat(1));
    assert_eq!(v.notebook.len(), 1);
    assert!(matches!(v.notebook[0], Happening::Sensed { room: 11, .. }));
    // The public log holds no room of anyone's.
    assert!(
        v.public_log
            .iter()
            .all(|h| matches!(h, Happening::TurnBegins(_)))
    );
}

#[test]
fn a_shot_that_hits_nobody_is_the_shooters_secret() {
    let r = rules(4, 1, 2);
    let start = || game(r.clone(), &[H, H, W, H], &[1, 11, 20, 15], &[], &[], 0, &[]);
    let (mut shooter, mut idle) = (start(), start());
    ok(&mut shooter, Shoot(vec![2, 3]));
    ok(&mut shooter, Move(5));
    ok(&mut idle, Move(5));
    assert_ne!(shooter.turn(), idle.turn());
    for s in 1..4 {
        assert_eq!(
            format!("{:?}", shooter.view(Seat(s))),
            format!("{:?}", idle.view(Seat(s))),
            "seat {s} can tell"
        );
    }
    assert_ne!(
        format!("{:?}", shooter.view(Seat(0))),
        format!("{:?}", idle.view(Seat(0)))
    );
}

#[test]
fn dead_seats_take_no_turns_and_finished_games_no_commands() {
    let r = rules(3, 1, 2);
    let mut g = game(r, &[H, W, H], &[1, 2, 13], &[], &[], 0, &[]);
    ok(&mut g, Shoot(vec![2]));
    assert_eq!(g.outcome(), Some(HiddenOutcome::Humans));
    let mut events = Vec::new();
    assert_eq!(g.apply(&Stay, &mut events), Err(Refusal::GameOver));
    assert!(events.is_empty());
}

mod knobs {
    use super::*;
    use std::path::PathBuf;
    use wumpus::config::{self, Source};
    use wumpus::engine::AnyRules;

    /// The built-in config with `text` laid over it as `mine.toml`.
    fn load(text: &str) -> Result<config::Config, String> {
        config::from_sources(&[
            Source::builtin(),
            Source {
                path: "mine.toml".into(),
                text: text.into(),
                base_dir: PathBuf::new(),
            },
        ])
        .map_err(|e| e.to_string())
    }

    fn hidden(config: &config::Config, id: &str) -> Arc<HiddenRules> {
        match config.variant(id).map(|v| &v.rules) {
            Some(AnyRules::Hidden(r)) => r.clone(),
            _ => panic!("no hidden variant {id}"),
        }
    }

    fn refused(text: &str) -> String {
        match load(text) {
            Ok(_) => panic!("{text:?} loaded, but should not"),
            Err(e) => e,
        }
    }

    #[test]
    fn the_shipped_variants_have_the_issues_seats() {
        let c = load("").expect("the built-in config loads");
        let r = hidden(&c, "hidden");
        assert_eq!(*r, HiddenRules::default());
        assert_eq!((r.players, r.bots, r.wumpus_players), (4, 3, 1));
        assert_eq!(r.people(), 1);
        assert!(!r.seats[0].bot && r.seats[1..].iter().all(|s| s.bot));
        let party = hidden(&c, "hidden-party");
        assert_eq!(
            (party.players, party.wumpus_players, party.arrows),
            (6, 2, 3)
        );
        assert_eq!(party.people(), 1);
        let watch = hidden(&c, "hidden-watch");
        assert!(watch.watch && watch.people() == 0 && watch.seats.len() == 4);
        assert_eq!(
            c.variant("hidden").map(|v| v.name.as_str()),
            Some("Hidden Wumpus")
        );
    }

    #[test]
    fn names_and_seat_counts_come_from_the_knobs() {
        let c = load("[variant.hidden]\nplayers = 5\nbots = 2\nnames = \"Ann, Bob ,, Cy\"\n")
            .expect("loads");
        let r = hidden(&c, "hidden");
        let names: Vec<(&str, bool)> = r.seats.iter().map(|s| (s.name.as_str(), s.bot)).collect();
        assert_eq!(
            names,
            [
                ("Ann", false),
                ("Bob", false),
                ("Cy", false),
                ("Bot 4", true),
                ("Bot 5", true)
            ]
        );
        let knobs = &c.variant("hidden").expect("ships").knobs;
        assert!(knobs.contains(&("names".to_string(), "Ann, Bob, Cy".to_string())));
    }

    #[test]
    fn impossible_knobs_are_refused_at_their_value() {
        for (text, at, says) in [
            (
                "[variant.hidden]\nplayers = 9\n",
                "mine.toml:2:11",
                "3 to 8 seats",
            ),
            (
                "[variant.hidden]\nplayers = 2\n",
                "mine.toml:2:11",
                "3 to 8 seats",
            ),
            (
                "[variant.hidden]\nwumpus_players = 3\n",
                "mine.toml:2:18",
                "1 or 2",
            ),
            (
                "[variant.hidden]\nplayers = 3\nbots = 1\nwumpus_players = 2\narrows = 0\n",
                "mine.toml:5:10",
                "at least one arrow",
            ),
            (
                "[variant.hidden]\nbots = 4\n",
                "mine.toml:2:8",
                "watch = true",
            ),
            (
                "[variant.hidden]\nbots = 5\n",
                "mine.toml:2:8",
                "do not fit",
            ),
            (
                "[variant.hidden]\narrow_range = 0\n",
                "mine.toml:2:15",
                "1 to 10",
            ),
            (
                "[variant.hidden]\n\npits = 7\nbats = 7\nplayers = 8\nbots = 7\n",
                "mine.toml:3:8",
                "8 players, 7 pits and 7 bats need 22 rooms, the cave has 20",
            ),
            ("[variant.hidden]\npits = 300\n", "mine.toml:2:8", "rooms"),
            (
                "[variant.hidden]\ncave = \"hex\"\n",
                "mine.toml:2:1",
                "unknown key",
            ),
            (
                "[variant.hidden]\nplayers = -1\n",
                "mine.toml:2:11",
                "whole number",
            ),
            (
                "[variant.hidden]\nnames = \"Ann, B\\tb\"\n",
                "mine.toml:2:9",
                "one line",
            ),
            (
                "[variant.hidden]\nnames = \"A, B, C, D, E\"\n",
                "mine.toml:2:9",
                "5 names for 4 seats",
            ),
            (
                "[variant.hidden]\nnames = \"Ann, Bot 3\"\n",
                "mine.toml:2:9",
                "seats 2 and 3 are both called \"Bot 3\"",
            ),
            (
                "[variant.hidden]\nnames = \"Abcdefghijklmnopqrstuvwxyz\"\n",
                "mine.toml:2:9",
                "longer than 20",
            ),
        ] {
            let e = refused(text);
            assert!(e.contains(&format!("{at}: ")), "{text:?}: {e}");
            assert!(e.contains(says), "{text:?}: {e}");
        }
    }

    #[test]
    fn watch_mode_seats_only_bots() {
        let c = load("[variant.w]\nname = \"W\"\ndescription = \"d\"\ndifficulty = \"easy\"\nrules = \"hidden\"\nplayers = 8\nwumpus_players = 2\nwatch = true\n")
            .expect("loads");
        let r = hidden(&c, "w");
        assert_eq!(r.seats.len(), 8);
        assert!(r.seats.iter().all(|s| s.bot));
    }
}
