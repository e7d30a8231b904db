//! One scenario per rule of docs/rules.md, Grenade (the `grenade` rule set), on
//! hand-built caves with scripted dice, named after the rule it pins.
//! Rooms here are 0-based `RoomId`s, as in a caves file.

use std::collections::BTreeMap;
use std::sync::Arc;
use wumpus::engine::game::{Game, Outcome, Seat};
use wumpus::engine::grenade::{
    Command, Ending, Event, Grenade, GrenadeRules, Placement, Refusal, Secret, Senses, View,
    WumpiCount,
};
use wumpus::engine::{Cave, Dice, RoomId};

fn cave(adjacency: &[&[usize]]) -> Arc<Cave> {
    let adjacency: Vec<Vec<usize>> = adjacency.iter().map(|t| t.to_vec()).collect();
    Arc::new(Cave::numbered("test cave", &adjacency).expect("a valid test cave"))
}

fn r(i: u16) -> RoomId {
    RoomId(i)
}

fn rs(rooms: &[u16]) -> Vec<RoomId> {
    rooms.iter().map(|&i| r(i)).collect()
}

/// A dice draw that makes `below(n)` pick index `i`.
fn pick(i: usize, n: usize) -> f64 {
    (i as f64 + 0.5) / n as f64
}

struct Board {
    player: u16,
    wumpi: &'static [u16],
    pits: &'static [u16],
    bats: &'static [u16],
}

fn game(cave: Arc<Cave>, board: Board, script: &[f64]) -> Grenade {
    game_with(GrenadeRules::on(cave), board, None, script)
}

fn game_with(rules: GrenadeRules, board: Board, grenades: Option<u32>, script: &[f64]) -> Grenade {
    let placement = Placement {
        player: r(board.player),
        wumpi: rs(board.wumpi),
        pits: rs(board.pits),
        bats: rs(board.bats),
        grenades,
    };
    let mut dice = Dice::new(7);
    dice.script(script.iter().copied());
    Grenade::from_placement(Arc::new(rules), placement, dice)
}

fn view(g: &Grenade) -> View<'_> {
    g.view(Seat(0))
}

fn act(g: &mut Grenade, command: Command) -> Vec<Event> {
    let mut out = Vec::new();
    g.apply(&command, &mut out).expect("the command is allowed");
    out
}

fn walk(g: &mut Grenade, tunnel: u8) -> Vec<Event> {
    act(g, Command::Move { tunnel })
}

fn toss(g: &mut Grenade, tunnel: u8) -> Vec<Event> {
    act(g, Command::Toss { tunnel })
}

fn wumpus_rooms(g: &Grenade) -> Vec<u16> {
    g.reveal().wumpi().iter().map(|w| w.room.0).collect()
}

fn fled(wumpus: u8, from: u16, to: u16) -> Event {
    Event::Secret(Secret::WumpusFled {
        wumpus,
        from: r(from),
        to: r(to),
    })
}

fn landed(room: u16) -> Event {
    Event::Secret(Secret::GrenadeLanded(r(room)))
}

#[test]
fn alerted_wumpus_with_no_empty_neighbour_stays() {
    // The wumpus in 2 sees itself (a self-loop), a pit and bats; 4 -> 0 is one-way.
    let c = cave(&[&[1, 5], &[0, 2], &[2, 3, 4], &[2, 5], &[2, 0], &[0, 3]]);
    let board = Board {
        player: 0,
        wumpi: &[2],
        pits: &[3],
        bats: &[4],
    };
    let mut g = game(c, board, &[]);
    let ev = toss(&mut g, 0);
    assert_eq!(
        ev,
        vec![
            landed(1),
            Event::Missed,
            Event::OnTheMove,
            Event::Secret(Secret::WumpusStayed { wumpus: 0 })
        ]
    );
    assert_eq!(wumpus_rooms(&g), vec![2]);
    assert!(!g.is_over());
    assert_eq!(g.reveal().grenades(), 3);
    assert_eq!(g.scripted_draws_left(), 0);
}

/// Target 1 alerts the wumpi in 2 and 3 (one-way tunnels: neither can run
/// back into 1). Both can only run to 4; whoever runs first takes it.
fn two_wumpi_one_refuge() -> Arc<Cave> {
    cave(&[&[1], &[0, 2, 3], &[4, 5], &[4, 5], &[0], &[0]])
}

#[test]
fn alerted_wumpi_move_one_at_a_time_in_index_order() {
    for (wumpi, first, second) in [(&[2u16, 3][..], 2u16, 3u16), (&[3, 2][..], 3, 2)] {
        let board = Board {
            player: 0,
            wumpi,
            pits: &[5],
            bats: &[],
        };
        let mut g = game(two_wumpi_one_refuge(), board, &[pick(0, 1)]);
        let ev = toss(&mut g, 0);
        assert_eq!(
            ev,
            vec![
                landed(1),
                Event::Missed,
                Event::OnTheMove,
                fled(0, first, 4),
                Event::Secret(Secret::WumpusStayed { wumpus: 1 }),
            ]
        );
        assert_eq!(wumpus_rooms(&g), vec![4, second]);
        assert_eq!(g.scripted_draws_left(), 0);
    }
}

#[test]
fn fleeing_wumpus_counts_a_repeated_tunnel_once() {
    // The wumpus in 2 has tunnels to 3, 4, 4: two caves, so 0.4 picks the
    // first (counting the repeat twice, three choices, it would pick 4).
    let c = cave(&[&[1], &[0, 2], &[3, 4, 4], &[0], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[2],
        pits: &[],
        bats: &[],
    };
    let mut g = game(c, board, &[0.4]);
    let ev = toss(&mut g, 0);
    assert_eq!(ev.last(), Some(&fled(0, 2, 3)));
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn alerted_set_is_decided_before_anyone_moves() {
    // Target 1 has tunnels to 0, 2 and 3. The wumpus in 2 can only run to
    // 3, still next to the blast: it runs once, not again. The wumpus in 4
    // is two caves from the blast and never hears it.
    let c = cave(&[&[1], &[0, 2, 3], &[3], &[4, 0], &[5], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[2, 4],
        pits: &[],
        bats: &[],
    };
    let mut g = game(c, board, &[pick(0, 1)]);
    let ev = toss(&mut g, 0);
    assert_eq!(
        ev,
        vec![landed(1), Event::Missed, Event::OnTheMove, fled(0, 2, 3)]
    );
    assert_eq!(wumpus_rooms(&g), vec![3, 4]);
    assert!(!g.is_over());
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn wumpus_flees_into_the_player() {
    // The wumpus in 2 can only run to the player's cave 0 (4 is a pit); the
    // wumpus in 3 is alerted too but the game ends before its turn.
    let c = cave(&[&[1], &[0, 2, 3], &[0, 4], &[5], &[0], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[2, 3],
        pits: &[4],
        bats: &[],
    };
    let mut g = game(c, board, &[pick(0, 1)]);
    let ev = toss(&mut g, 0);
    assert_eq!(
        ev,
        vec![
            landed(1),
            Event::Missed,
            Event::OnTheMove,
            fled(0, 2, 0),
            Event::Chomped,
            Event::GameOver(Ending::EatenMoving)
        ]
    );
    assert_eq!(g.outcome(), Some(Ending::EatenMoving));
    assert_eq!(wumpus_rooms(&g), vec![0, 3]);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn danger_line_follows_every_toss_even_the_kill_of_the_last_wumpus() {
    // Section 2: "DANGER: Any nearby wumpi are on the move." after every
    // toss, the last kill too, and before "You destroyed all the wumpi!".
    let c = cave(&[&[1], &[0, 2], &[1, 0]]);
    let board = Board {
        player: 0,
        wumpi: &[1],
        pits: &[],
        bats: &[],
    };
    let mut g = game(c, board, &[]);
    let ev = toss(&mut g, 0);
    assert_eq!(
        ev,
        vec![
            landed(1),
            Event::Scream,
            Event::OnTheMove,
            Event::AllDead,
            Event::GameOver(Ending::Won)
        ]
    );
    let words: Vec<String> = ev
        .iter()
        .filter_map(|e| wumpus::front::grenade::words::event_line(e, g.reveal(), false))
        .map(|(_, text)| text)
        .collect();
    assert_eq!(
        words,
        [
            "You hear a horrible scream. Got one!",
            "DANGER: Any nearby wumpi are on the move.",
            "You destroyed all the wumpi!",
        ]
    );
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn toss_killing_the_last_wumpus_wins_at_once() {
    let c = cave(&[&[1], &[0, 2], &[1, 0]]);
    let board = Board {
        player: 0,
        wumpi: &[1],
        pits: &[],
        bats: &[2],
    };
    // The last grenade: winning with it is a win, not "out of grenades".
    let mut g = game_with(GrenadeRules::on(c), board, Some(1), &[]);
    let ev = toss(&mut g, 0);
    assert_eq!(
        ev,
        vec![
            landed(1),
            Event::Scream,
            Event::OnTheMove,
            Event::AllDead,
            Event::GameOver(Ending::Won)
        ]
    );
    assert_eq!(g.outcome(), Some(Ending::Won));
    assert_eq!(g.reveal().grenades(), 0);
    assert_eq!(g.reveal().wumpi_left(), 0);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn kill_with_wumpi_left_still_alerts() {
    // The wumpus in 2 may run only into 1, emptied by the kill (3 is a pit).
    let c = cave(&[&[1], &[0, 2], &[1, 3], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[1, 2],
        pits: &[3],
        bats: &[],
    };
    let mut g = game(c, board, &[pick(0, 1)]);
    let ev = toss(&mut g, 0);
    assert_eq!(
        ev,
        vec![landed(1), Event::Scream, Event::OnTheMove, fled(1, 2, 1)]
    );
    let w = g.reveal().wumpi();
    assert!(!w[0].alive && w[1].alive);
    assert_eq!(g.reveal().wumpi_left(), 1);
    assert!(!g.is_over());
    assert!(view(&g).senses().smell, "the survivor ran next door");
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn out_of_grenades_loses_after_the_last_miss() {
    // Target 1 leads only back to 0: nobody is alerted.
    let c = cave(&[&[1, 2], &[0], &[3], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[3],
        pits: &[],
        bats: &[],
    };
    let mut g = game_with(GrenadeRules::on(c), board, Some(2), &[]);
    let miss = vec![landed(1), Event::Missed, Event::OnTheMove];
    assert_eq!(toss(&mut g, 0), miss);
    assert!(!g.is_over(), "one grenade is left");
    let mut last = miss.clone();
    last.extend([Event::OutOfGrenades, Event::GameOver(Ending::OutOfGrenades)]);
    assert_eq!(toss(&mut g, 0), last);
    assert_eq!(g.outcome(), Some(Ending::OutOfGrenades));
    assert_eq!(g.reveal().grenades(), 0);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn dealt_grenades_are_four_per_wumpus() {
    let c = cave(&[&[1], &[2], &[3], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[2, 3],
        pits: &[],
        bats: &[],
    };
    let g = game(c, board, &[]);
    assert_eq!(g.reveal().grenades(), 8);
    assert_eq!(g.reveal().grenades_at_start(), 8);
    assert_eq!(g.reveal().wumpi_at_start(), 2);
}

#[test]
fn walking_into_a_wumpus_devours() {
    let c = cave(&[&[1, 2], &[0], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[1],
        pits: &[],
        bats: &[],
    };
    let mut g = game(c, board, &[]);
    assert_eq!(
        walk(&mut g, 0),
        vec![
            Event::Walked {
                tunnel: 0,
                to: r(1)
            },
            Event::Devoured,
            Event::GameOver(Ending::Devoured)
        ]
    );
    assert_eq!(view(&g).here(), r(1));
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn walking_into_a_pit_falls() {
    let c = cave(&[&[1, 2], &[0], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[1],
        pits: &[2],
        bats: &[],
    };
    let mut g = game(c, board, &[]);
    assert_eq!(
        walk(&mut g, 1),
        vec![
            Event::Walked {
                tunnel: 1,
                to: r(2)
            },
            Event::FellInPit,
            Event::GameOver(Ending::Pit)
        ]
    );
    assert_eq!(g.scripted_draws_left(), 0);
}

/// 0 -> 1 (bats); hazards in 2, 3, 4; empty caves 0 (the origin), 5, 6, 7.
fn bat_cave() -> Arc<Cave> {
    cave(&[&[1, 7], &[2, 0], &[3], &[4], &[5], &[6], &[7], &[0, 0]])
}

fn bat_board() -> Board {
    Board {
        player: 0,
        wumpi: &[2, 3],
        pits: &[4],
        bats: &[1],
    }
}

#[test]
fn bats_drop_the_player_in_an_empty_cave_and_nothing_else_moves() {
    // Empty caves other than the origin, in order: 5, 6, 7.
    let mut g = game(bat_cave(), bat_board(), &[pick(1, 3)]);
    let ev = walk(&mut g, 0);
    assert_eq!(
        ev,
        vec![
            Event::Walked {
                tunnel: 0,
                to: r(1)
            },
            Event::CarriedOff,
            Event::Secret(Secret::DroppedIn(r(6)))
        ]
    );
    assert_eq!(view(&g).here(), r(6));
    assert_eq!(wumpus_rooms(&g), vec![2, 3], "a move never moves the wumpi");
    assert_eq!(g.reveal().bats(), &[r(1)], "the bats stay");
    assert!(view(&g).visited(r(1)) && view(&g).visited(r(6)));
    assert!(!g.is_over());
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn bats_never_drop_the_player_on_a_hazard_nor_back_where_they_came_from() {
    let rules = Arc::new(GrenadeRules::on(bat_cave()));
    let mut drops: BTreeMap<u16, u32> = BTreeMap::new();
    for seed in 0..600 {
        let b = bat_board();
        let placement = Placement {
            player: r(b.player),
            wumpi: rs(b.wumpi),
            pits: rs(b.pits),
            bats: rs(b.bats),
            grenades: None,
        };
        let mut g = Grenade::from_placement(rules.clone(), placement, Dice::new(seed));
        walk(&mut g, 0);
        *drops.entry(view(&g).here().0).or_default() += 1;
    }
    assert_eq!(drops.keys().copied().collect::<Vec<_>>(), vec![5, 6, 7]);
    assert!(
        drops.values().all(|&n| n > 150),
        "roughly uniform: {drops:?}"
    );
}

#[test]
fn a_move_through_a_self_loop_stays_put_and_is_legal() {
    // The wumpus in 2 is not next to 0, so the toss below alerts nobody.
    let c = cave(&[&[0, 1], &[2], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[2],
        pits: &[],
        bats: &[],
    };
    let mut g = game(c, board, &[]);
    assert_eq!(
        walk(&mut g, 0),
        vec![Event::Walked {
            tunnel: 0,
            to: r(0)
        }]
    );
    assert_eq!(view(&g).here(), r(0));
    assert_eq!(g.turn(), 1);
    // Tossing into one's own cave is legal too, and kills nobody.
    assert_eq!(
        toss(&mut g, 0),
        vec![landed(0), Event::Missed, Event::OnTheMove]
    );
    assert!(!g.is_over());
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn senses_feel_each_kind_once_and_not_through_a_self_loop() {
    // 0's tunnels: itself, two pits, bats; the wumpus is two caves away.
    let c = cave(&[&[0, 1, 2, 3], &[0], &[4], &[0], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[4],
        pits: &[1, 2],
        bats: &[3],
    };
    let g = game(c, board, &[]);
    assert_eq!(
        view(&g).senses(),
        Senses {
            smell: false,
            wings: true,
            draft: true
        }
    );
    let c = cave(&[&[1, 1], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[1],
        pits: &[],
        bats: &[],
    };
    let g = game(c, board, &[]);
    assert_eq!(
        view(&g).senses(),
        Senses {
            smell: true,
            wings: false,
            draft: false
        }
    );
}

#[test]
fn names_are_revealed_on_visit() {
    let adjacency = vec![vec![1, 2], vec![0, 2], vec![0]];
    let names = ["Home", "Hall", "Den"].map(String::from).to_vec();
    let labels = ["0", "1", "2"].map(String::from).to_vec();
    let c = Arc::new(Cave::new("named", labels, names, &adjacency).expect("valid"));
    let board = Board {
        player: 0,
        wumpi: &[2],
        pits: &[],
        bats: &[],
    };
    let mut g = game(c, board, &[]);
    let v = view(&g);
    assert_eq!(v.here_name(), "Home");
    assert_eq!(
        v.name(r(0)),
        Some("Home"),
        "the current cave counts as visited"
    );
    assert_eq!(v.name(r(1)), None);
    assert_eq!(v.known_tunnels(r(1)), None);
    assert_eq!(v.tunnels_here(), &[r(1), r(2)]);
    walk(&mut g, 0);
    let v = view(&g);
    assert_eq!(v.name(r(1)), Some("Hall"));
    assert_eq!(v.name(r(0)), Some("Home"));
    assert_eq!(v.name(r(2)), None);
    assert_eq!(v.known_tunnels(r(1)), Some(&[r(0), r(2)][..]));
}

#[test]
fn counts_are_never_shown_unless_revealed() {
    let c = cave(&[&[1], &[0]]);
    let board = || Board {
        player: 0,
        wumpi: &[1],
        pits: &[],
        bats: &[],
    };
    let g = game(c.clone(), board(), &[]);
    assert_eq!(view(&g).grenades(), None);
    assert_eq!(view(&g).wumpi_left(), None);
    let mut rules = GrenadeRules::on(c);
    rules.reveal_counts = true;
    let g = game_with(rules, board(), None, &[]);
    assert_eq!(view(&g).grenades(), Some(4));
    assert_eq!(view(&g).wumpi_left(), Some(1));
}

#[test]
fn view_debug_shows_only_what_the_player_knows() {
    // Same public facts, different hidden ones: the views print the same.
    let c = cave(&[&[1, 2, 3], &[0], &[0], &[4], &[0]]);
    let a = game(
        c.clone(),
        Board {
            player: 0,
            wumpi: &[4],
            pits: &[],
            bats: &[],
        },
        &[],
    );
    let b = game_with(
        GrenadeRules::on(c),
        Board {
            player: 0,
            wumpi: &[4],
            pits: &[],
            bats: &[],
        },
        Some(9),
        &[],
    );
    assert_ne!(format!("{a:?}"), format!("{b:?}"));
    assert_eq!(format!("{:?}", view(&a)), format!("{:?}", view(&b)));
}

#[test]
fn refusal_changes_nothing() {
    // 0 -> 2 has bats whose only drop cave is 3; 1 holds the one wumpus.
    let c = cave(&[&[1, 2, 3], &[0], &[0], &[0]]);
    let board = Board {
        player: 0,
        wumpi: &[1],
        pits: &[],
        bats: &[2],
    };
    let mut g = game(c, board, &[pick(0, 1)]);
    let before = format!("{g:?}");
    let mut out = Vec::new();
    for command in [Command::Move { tunnel: 3 }, Command::Toss { tunnel: 255 }] {
        let refusal = g.apply(&command, &mut out).expect_err("no such tunnel");
        assert!(matches!(refusal, Refusal::NoSuchTunnel { tunnels: 3, .. }));
    }
    assert!(out.is_empty());
    assert_eq!(format!("{g:?}"), before);
    assert_eq!(g.turn(), 0);
    assert_eq!(g.scripted_draws_left(), 1, "no refusal draws");
    assert_eq!(
        Refusal::NoSuchTunnel {
            tunnel: 3,
            tunnels: 3
        }
        .to_string(),
        "There is no tunnel 4 here; this cave has 3."
    );
    assert_eq!(
        Refusal::NoSuchTunnel {
            tunnel: 255,
            tunnels: 3
        }
        .to_string(),
        "There is no tunnel 256 here; this cave has 3."
    );

    walk(&mut g, 1);
    assert_eq!(view(&g).here(), r(3));
    walk(&mut g, 0);
    toss(&mut g, 0);
    assert_eq!(g.outcome(), Some(Ending::Won));
    let after = format!("{g:?}");
    for command in [Command::Move { tunnel: 1 }, Command::Toss { tunnel: 0 }] {
        assert_eq!(g.apply(&command, &mut out), Err(Refusal::GameOver));
    }
    assert_eq!(Refusal::GameOver.to_string(), "The game is over.");
    assert!(out.is_empty());
    assert_eq!(format!("{g:?}"), after);
    assert_eq!(g.turn(), 3);
    assert_eq!(g.scripted_draws_left(), 0);
}

fn ring(n: usize) -> Arc<Cave> {
    let adjacency: Vec<Vec<usize>> = (0..n).map(|i| vec![(i + n - 1) % n, (i + 1) % n]).collect();
    let adjacency: Vec<&[usize]> = adjacency.iter().map(|a| a.as_slice()).collect();
    cave(&adjacency)
}

#[test]
fn wumpi_count_is_uniform_in_one_to_a_quarter_of_the_caves() {
    let rules = Arc::new(GrenadeRules::on(ring(20)));
    assert_eq!(rules.max_wumpi(), 5);
    let mut counts = [0u32; 6];
    let mut g = Grenade::new(rules.clone(), 0);
    for seed in 0..3000 {
        g.restart(seed);
        let k = g.reveal().wumpi_at_start();
        assert!((1..=5).contains(&k), "seed {seed}: {k} wumpi");
        assert_eq!(g.reveal().grenades_at_start(), 4 * k);
        counts[k as usize] += 1;
    }
    assert_eq!(counts[0], 0);
    for (k, &n) in counts.iter().enumerate().skip(1) {
        assert!((500..700).contains(&n), "{k} wumpi in {n} of 3000 games");
    }
}

#[test]
fn small_caves_have_one_wumpus_and_fixed_counts_are_kept() {
    let rules = Arc::new(GrenadeRules::on(ring(7)));
    assert_eq!(rules.max_wumpi(), 1);
    for seed in 0..50 {
        assert_eq!(
            Grenade::new(rules.clone(), seed).reveal().wumpi_at_start(),
            1
        );
    }
    let mut fixed = GrenadeRules::on(ring(20));
    fixed.wumpi = WumpiCount::Fixed(3);
    fixed.grenades_per_wumpus = 2;
    let fixed = Arc::new(fixed);
    assert_eq!(fixed.max_wumpi(), 3);
    for seed in 0..50 {
        let g = Grenade::new(fixed.clone(), seed);
        assert_eq!(g.reveal().wumpi_at_start(), 3);
        assert_eq!(g.reveal().grenades(), 6);
    }
}

#[test]
fn setup_puts_everything_in_distinct_caves_and_the_player_in_an_empty_one() {
    let mut rules = GrenadeRules::on(ring(12));
    rules.wumpi = WumpiCount::Fixed(3);
    rules.pits = 3;
    rules.bats = 3;
    let rules = Arc::new(rules);
    for seed in 0..300 {
        let g = Grenade::new(rules.clone(), seed);
        let rv = g.reveal();
        let mut rooms: Vec<RoomId> = rv.wumpi().iter().map(|w| w.room).collect();
        rooms.extend(rv.pits());
        rooms.extend(rv.bats());
        rooms.push(rv.player());
        let total = rooms.len();
        rooms.sort();
        rooms.dedup();
        assert_eq!(rooms.len(), total, "seed {seed}");
        assert_eq!(total, 10);
        assert_eq!(view(&g).turn(), 0);
        assert!(view(&g).visited(rv.player()));
    }
}

#[test]
fn restart_equals_new() {
    let rules = Arc::new(GrenadeRules::on(ring(20)));
    let mut g = Grenade::new(rules.clone(), 1);
    toss(&mut g, 0);
    g.restart(99);
    let mut fresh = Grenade::new(rules, 99);
    assert_eq!(format!("{g:?}"), format!("{fresh:?}"));
    // `Dice` does not print its stream: the same commands must give the
    // same events from here on.
    let mut bot = Dice::side_stream(99, 1);
    while !g.is_over() {
        let command = Grenade::bot_command(0, view(&g), &mut bot);
        assert_eq!(act(&mut g, command), act(&mut fresh, command));
    }
    assert_eq!(format!("{g:?}"), format!("{fresh:?}"));
}

#[test]
fn problems_refuse_knobs_that_cannot_make_a_game() {
    let keys = |rules: &GrenadeRules| -> Vec<&str> {
        rules.problems().into_iter().map(|(k, _)| k).collect()
    };
    let ok = GrenadeRules::on(ring(20));
    assert!(ok.problems().is_empty());
    let mut k = ok.clone();
    k.wumpi = WumpiCount::Fixed(0);
    assert_eq!(keys(&k), ["wumpi"]);
    let mut k = ok.clone();
    k.grenades_per_wumpus = 0;
    assert_eq!(keys(&k), ["grenades_per_wumpus"]);
    let mut k = ok.clone();
    k.wumpi = WumpiCount::Fixed(20);
    assert_eq!(keys(&k), ["wumpi"]);
    let mut k = ok.clone();
    k.pits = 14;
    assert_eq!(keys(&k), ["pits"]);
    // 5 wumpi, 1 pit, 13 bats and the player fill all 20 caves: the bats
    // would have nowhere to drop the player but back where they came from.
    let mut k = ok.clone();
    k.bats = 13;
    assert_eq!(keys(&k), ["bats"]);
    k.bats = 12;
    assert!(k.problems().is_empty());
    // Without bats, every cave may be full.
    let mut k = ok.clone();
    k.bats = 0;
    k.pits = 14;
    assert!(k.problems().is_empty());
}

#[test]
fn outcome_keys_follow_rules_section_6() {
    let keys: Vec<&str> = Ending::ALL.iter().map(|e| e.key()).collect();
    assert_eq!(
        keys,
        ["won", "devoured", "pit", "eaten_moving", "out_of_grenades"]
    );
    for (i, e) in Ending::ALL.iter().enumerate() {
        assert_eq!(e.index(), i);
        assert_eq!(e.is_win(), *e == Ending::Won);
    }
    assert_eq!(Grenade::RULE_SET, "grenade");
    assert_eq!(Grenade::BOTS, ["random"]);
}

#[test]
fn commands_and_rules_round_trip_through_serde() {
    for command in [Command::Move { tunnel: 2 }, Command::Toss { tunnel: 0 }] {
        let json = serde_json::to_string(&command).expect("serializes");
        assert_eq!(
            serde_json::from_str::<Command>(&json).expect("parses"),
            command
        );
    }
    assert_eq!(
        serde_json::to_string(&Command::Toss { tunnel: 1 }).expect("serializes"),
        r#"{"toss":{"tunnel":1}}"#
    );
    let mut rules = GrenadeRules::on(ring(8));
    rules.wumpi = WumpiCount::Fixed(2);
    let json = serde_json::to_string(&rules).expect("serializes");
    assert!(json.contains(r#""wumpi":{"fixed":2}"#), "{json}");
    let back: GrenadeRules = serde_json::from_str(&json).expect("parses");
    assert_eq!(back, rules);
}

#[test]
fn random_bot_plays_the_seed_caves_to_the_end() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/caves.dat");
    let text = std::fs::read_to_string(path).expect("assets/caves.dat is there");
    let c = wumpus::formats::caves::parse_caves(&text, "assets/caves.dat").expect("parses");
    assert_eq!(c.rooms(), 20);
    let rules = Arc::new(GrenadeRules::on(Arc::new(c)));
    assert!(rules.problems().is_empty());
    let mut g = Grenade::new(rules.clone(), 0);
    let mut outcomes: BTreeMap<&str, u32> = BTreeMap::new();
    let mut out = Vec::new();
    for seed in 0..1000 {
        g.restart(seed);
        let mut bot = Dice::side_stream(seed, 1);
        while !g.is_over() && g.turn() < 1000 {
            let command = Grenade::bot_command(0, view(&g), &mut bot);
            out.clear();
            if g.apply(&command, &mut out).is_err() {
                let fallback = Grenade::fallback_command(view(&g), &mut bot);
                g.apply(&fallback, &mut out)
                    .expect("a fallback is never refused");
            }
        }
        let key = g.outcome().map_or("capped", |e| e.key());
        *outcomes.entry(key).or_default() += 1;
    }
    assert_eq!(outcomes.values().sum::<u32>(), 1000);
    // Each way to end a game shows up in a thousand random games.
    for key in ["won", "devoured", "pit", "eaten_moving", "out_of_grenades"] {
        assert!(
            outcomes.contains_key(key),
            "{key} never happened: {outcomes:?}"
        );
    }
}
