//! One scenario per rule of docs/rules.md, Grand Theft (the `grand-theft` rule
//! set), on hand-built cities with scripted dice, named after the rule it pins.
//! Nodes are written as the player reads them (1-based) and turned into 0-based
//! `RoomId`s by `n`.

use std::sync::Arc;
use wumpus::engine::game::{Game, Seat};
use wumpus::engine::grand_theft::{
    City, Clues, Command, Ending, Event, GrandTheft, GrandTheftRules, Refusal, View,
};
use wumpus::engine::{Dice, RoomId};
use wumpus::front::grand_theft::words;

fn n(k: u16) -> RoomId {
    RoomId(k - 1)
}

/// A dice draw that makes `below(nodes)` pick node `k` (1-based).
fn land_on(k: u16, nodes: usize) -> f64 {
    (f64::from(k - 1) + 0.5) / nodes as f64
}

struct Town {
    nodes: usize,
    /// (a, b, cops), 1-based.
    streets: &'static [(u16, u16, bool)],
    wumpus: u16,
    gangs: &'static [u16],
    start: u16,
}

fn city(t: &Town, rules: &GrandTheftRules) -> City {
    let streets: Vec<(RoomId, RoomId, bool)> =
        t.streets.iter().map(|&(a, b, c)| (n(a), n(b), c)).collect();
    let gangs: Vec<RoomId> = t.gangs.iter().map(|&g| n(g)).collect();
    City::build(t.nodes, &streets, n(t.wumpus), &gangs, n(t.start), rules)
}

fn game_with(rules: GrandTheftRules, t: &Town, script: &[f64]) -> GrandTheft {
    let c = city(t, &rules);
    let mut dice = Dice::new(11);
    dice.script(script.iter().copied());
    GrandTheft::from_city(Arc::new(rules), c, dice)
}

fn game(t: &Town, script: &[f64]) -> GrandTheft {
    game_with(GrandTheftRules::default(), t, script)
}

fn view(g: &GrandTheft) -> View<'_> {
    g.view(Seat(0))
}

fn act(g: &mut GrandTheft, c: Command) -> Vec<Event> {
    let mut out = Vec::new();
    g.apply(&c, &mut out).expect("the command is accepted");
    out
}

/// A line 1 - 2 - 3 - 4 - 5 - 6, plus a street 2 - 5, the roadblock on
/// 2 - 3. The Wumpus at 3, gangs at 5 and 6, the player at 1.
const LINE: Town = Town {
    nodes: 6,
    streets: &[
        (1, 2, false),
        (2, 3, true),
        (3, 4, false),
        (4, 5, false),
        (5, 6, false),
        (2, 5, false),
    ],
    wumpus: 3,
    gangs: &[5, 6],
    start: 1,
};

#[test]
fn cops_come_before_the_wumpus_even_when_charging() {
    let mut g = game(&LINE, &[]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Charge(n(3)));
    assert_eq!(
        events,
        vec![
            Event::Walked {
                to: n(3),
                charging: true
            },
            Event::Cops,
            Event::GameOver(Ending::Cops),
        ]
    );
    assert_eq!(g.outcome(), Some(Ending::Cops));
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn charging_the_wumpus_wins_and_walking_in_loses() {
    let town = Town {
        streets: &[(1, 2, false), (2, 3, false)],
        nodes: 3,
        wumpus: 3,
        gangs: &[],
        start: 2,
    };
    let mut g = game(&town, &[]);
    let events = act(&mut g, Command::Charge(n(3)));
    assert_eq!(
        events[1..],
        [Event::FoundWumpus, Event::GameOver(Ending::Won)]
    );
    let mut g = game(&town, &[]);
    let events = act(&mut g, Command::Walk(n(3)));
    assert_eq!(
        events[1..],
        [Event::RanIntoWumpus, Event::GameOver(Ending::RanIntoWumpus)]
    );
}

#[test]
fn a_charge_into_an_empty_node_wastes_the_last_bullet() {
    let mut g = game(&LINE, &[]);
    let events = act(&mut g, Command::Charge(n(2)));
    assert_eq!(
        events[1..],
        [
            Event::WastedLastBullet,
            Event::GameOver(Ending::WastedBullet)
        ]
    );
    assert!(view(&g).visited(n(2)));
}

#[test]
fn with_bullets_to_spare_a_miss_spends_one_and_the_gang_still_strikes() {
    let rules = GrandTheftRules {
        bullets: 2,
        ..GrandTheftRules::default()
    };
    let mut g = game_with(rules, &LINE, &[land_on(1, 6)]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Charge(n(5)));
    assert_eq!(
        events,
        vec![
            Event::Walked {
                to: n(5),
                charging: true
            },
            Event::BulletSpent { left: 1 },
            Event::Kidnapped { to: n(1) },
        ]
    );
    assert_eq!(view(&g).bullets(), 1);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_gang_strikes_only_on_the_first_visit() {
    // Walk 1 -> 2 -> 5 (gang): dropped at 1. Back to 5: nothing happens.
    let mut g = game(&LINE, &[land_on(1, 6)]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Walk(n(5)));
    assert_eq!(events[1..], [Event::Kidnapped { to: n(1) }]);
    assert_eq!(view(&g).here(), n(1));
    // The node the gang took the player from counts as visited.
    assert!(view(&g).visited(n(5)));
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Walk(n(5)));
    assert_eq!(
        events,
        vec![Event::Walked {
            to: n(5),
            charging: false
        }]
    );
    assert_eq!(view(&g).here(), n(5));
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn gang_teleports_chain_until_a_visited_or_gang_free_node() {
    // 5 drops the player on 6 (another gang, not visited): again, to 4.
    let mut g = game(&LINE, &[land_on(6, 6), land_on(4, 6)]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Walk(n(5)));
    assert_eq!(
        events[1..],
        [Event::Kidnapped { to: n(6) }, Event::Kidnapped { to: n(4) }]
    );
    assert_eq!(view(&g).here(), n(4));
    for k in [1, 2, 4, 5, 6] {
        assert!(view(&g).visited(n(k)), "node {k} visited");
    }
    assert!(!view(&g).visited(n(3)));
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_gang_dropping_the_player_where_they_were_taken_strikes_no_more() {
    let mut g = game(&LINE, &[land_on(5, 6)]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Walk(n(5)));
    assert_eq!(events[1..], [Event::Kidnapped { to: n(5) }]);
    assert_eq!(view(&g).here(), n(5));
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_kidnapping_takes_no_street_so_no_cops_and_no_charge() {
    // Dropped on 3, the Wumpus's node, reached only by the cops' street 2 - 3
    // and by 3 - 4: no cops (no street taken), and walking in loses even
    // though the player charged into the gang.
    let rules = GrandTheftRules {
        bullets: 2,
        ..GrandTheftRules::default()
    };
    let mut g = game_with(rules, &LINE, &[land_on(3, 6)]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Charge(n(5)));
    assert_eq!(
        events[1..],
        [
            Event::BulletSpent { left: 1 },
            Event::Kidnapped { to: n(3) },
            Event::RanIntoWumpus,
            Event::GameOver(Ending::RanIntoWumpus)
        ]
    );
}

#[test]
fn a_charge_ends_at_the_gang_so_landing_on_the_wumpus_is_running_into_it() {
    // docs/rules.md, Grand Theft: arrival, check 4: the gang at 5 takes the
    // charging player to 3, the Wumpus's node. The charge ended at the
    // gang, so this is a walk in, lost, not a find.
    let rules = GrandTheftRules {
        bullets: 2,
        ..GrandTheftRules::default()
    };
    let mut g = game_with(rules, &LINE, &[land_on(3, 6)]);
    act(&mut g, Command::Walk(n(2)));
    let events = act(&mut g, Command::Charge(n(5)));
    assert_eq!(
        events,
        vec![
            Event::Walked {
                to: n(5),
                charging: true
            },
            Event::BulletSpent { left: 1 },
            Event::Kidnapped { to: n(3) },
            Event::RanIntoWumpus,
            Event::GameOver(Ending::RanIntoWumpus)
        ]
    );
    assert_eq!(g.outcome(), Some(Ending::RanIntoWumpus));
    assert_eq!(view(&g).here(), n(3));
    let said: Vec<String> = events
        .iter()
        .filter_map(|e| words::event_line(e).map(|(_, s)| s))
        .collect();
    assert!(
        said.iter().any(|s| s == "You ran into the Wumpus."),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|s| s == "You found the Wumpus!"),
        "{said:?}"
    );
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn lights_a_node_with_a_gang_on_it_shows_no_lights_whatever_is_next_door() {
    // The book's reading: gangs at 2 and 3, next door to each other. The
    // gang at 2 takes the player on their first visit and drops them back
    // on 2 itself; standing there, beside the gang at 3, they see no Lights.
    let town = Town {
        nodes: 5,
        streets: &[(1, 2, false), (2, 3, false), (3, 4, false), (4, 5, false)],
        wumpus: 5,
        gangs: &[2, 3],
        start: 1,
    };
    let mut g = game(&town, &[land_on(2, 5)]);
    assert_eq!(view(&g).clues(n(1)).map(|c| c.lights), Some(true));
    let events = act(&mut g, Command::Walk(n(2)));
    assert_eq!(events[1..], [Event::Kidnapped { to: n(2) }]);
    assert_eq!(view(&g).here(), n(2));
    let here = view(&g).clues(n(2));
    assert_eq!(here.map(|c| c.lights), Some(false));
    assert!(!words::clue_words(here.unwrap_or_default()).contains(&"Lights!"));
    assert!(!g.reveal().clues(n(3)).lights, "nor at the gang next door");
    assert_eq!(g.scripted_draws_left(), 0);
}

#[test]
fn a_node_is_visited_on_arrival_before_its_checks() {
    let mut g = game(&LINE, &[]);
    act(&mut g, Command::Walk(n(2)));
    act(&mut g, Command::Walk(n(3)));
    assert_eq!(g.outcome(), Some(Ending::Cops));
    assert!(view(&g).visited(n(3)));
    assert_eq!(view(&g).here(), n(3));
}

/// A chain 1 - 2 - ... - 8, cops on 6 - 7, the Wumpus at 1, a gang at 8.
const CHAIN: Town = Town {
    nodes: 8,
    streets: &[
        (1, 2, false),
        (2, 3, false),
        (3, 4, false),
        (4, 5, false),
        (5, 6, false),
        (6, 7, true),
        (7, 8, false),
    ],
    wumpus: 1,
    gangs: &[8],
    start: 4,
};

fn clues_on(rules: GrandTheftRules) -> Vec<Clues> {
    let g = game_with(rules, &CHAIN, &[]);
    (1..=8).map(|k| g.reveal().clues(n(k))).collect()
}

fn clue(blood: bool, lights: bool, sirens: bool) -> Clues {
    Clues {
        blood,
        lights,
        sirens,
    }
}

#[test]
fn clue_radii_are_exact() {
    let got = clues_on(GrandTheftRules::default());
    let (f, t) = (false, true);
    assert_eq!(
        got,
        vec![
            clue(f, f, f), // the Wumpus's own node: no blood
            clue(t, f, f),
            clue(t, f, f),
            clue(f, f, f), // three streets away: no blood
            clue(f, f, f),
            clue(f, f, t), // the cops' street
            clue(f, t, t), // one street from the gang
            clue(f, f, f), // the gang's own node: no lights
        ]
    );
    let wider = clues_on(GrandTheftRules {
        blood_radius: 3,
        lights_radius: 2,
        ..GrandTheftRules::default()
    });
    assert!(wider[3].blood && !wider[4].blood);
    assert!(wider[5].lights && !wider[4].lights);
    let none = clues_on(GrandTheftRules {
        blood_radius: 0,
        lights_radius: 0,
        ..GrandTheftRules::default()
    });
    assert!(none.iter().all(|c| !c.blood && !c.lights));
}

#[test]
fn a_node_with_a_gang_shows_no_lights_even_beside_another() {
    let town = Town {
        nodes: 4,
        streets: &[(1, 2, false), (2, 3, false), (3, 4, false)],
        wumpus: 4,
        gangs: &[2, 3],
        start: 1,
    };
    let g = game(&town, &[]);
    assert!(!g.reveal().clues(n(2)).lights);
    assert!(!g.reveal().clues(n(3)).lights);
    assert!(g.reveal().clues(n(1)).lights);
}

#[test]
fn the_view_shows_clues_only_where_visited_and_roadblocks_only_between_visited_nodes() {
    let mut g = game(&LINE, &[]);
    let v = view(&g);
    // Node 1 is two streets from the Wumpus at 3.
    assert_eq!(v.clues(n(1)), Some(clue(true, false, false)));
    assert_eq!(v.clues(n(2)), None);
    assert_eq!(v.roadblock(n(2), n(3)), None);
    assert!(v.knows_street(n(1), n(2)));
    assert!(!v.knows_street(n(2), n(3)));
    act(&mut g, Command::Walk(n(2)));
    let v = view(&g);
    assert_eq!(v.clues(n(2)).map(|c| c.sirens), Some(true));
    assert!(v.knows_street(n(2), n(3)));
    // Only one end visited: the roadblock is not shown yet.
    assert_eq!(v.roadblock(n(2), n(3)), None);
    assert_eq!(v.roadblock(n(1), n(2)), Some(false));
}

#[test]
fn a_street_that_is_not_there_is_refused_and_changes_nothing() {
    let mut g = game(&LINE, &[]);
    let before = format!("{g:?}");
    let mut out = Vec::new();
    assert_eq!(
        g.apply(&Command::Walk(n(4)), &mut out),
        Err(Refusal::NotAdjacent {
            from: n(1),
            to: n(4)
        })
    );
    assert_eq!(
        g.apply(&Command::Charge(RoomId(60)), &mut out),
        Err(Refusal::NoSuchNode(RoomId(60)))
    );
    assert_eq!(
        g.apply(&Command::Walk(n(1)), &mut out),
        Err(Refusal::NotAdjacent {
            from: n(1),
            to: n(1)
        })
    );
    assert!(out.is_empty());
    assert_eq!(format!("{g:?}"), before);
    assert_eq!(g.turn(), 0);
    assert_eq!(
        Refusal::NotAdjacent {
            from: n(1),
            to: n(4)
        }
        .to_string(),
        "No street joins node 1 to node 4."
    );
}

#[test]
fn the_messages_are_the_books() {
    let line = |e: Event| words::event_line(&e).map(|(_, s)| s);
    assert_eq!(
        line(Event::Cops).as_deref(),
        Some("You ran into the cops. Game Over.")
    );
    assert_eq!(
        line(Event::FoundWumpus).as_deref(),
        Some("You found the Wumpus!")
    );
    assert_eq!(
        line(Event::RanIntoWumpus).as_deref(),
        Some("You ran into the Wumpus.")
    );
    assert_eq!(
        line(Event::WastedLastBullet).as_deref(),
        Some("You wasted your last bullet. Game Over.")
    );
    assert_eq!(
        line(Event::Kidnapped { to: n(17) }).as_deref(),
        Some("You ran into a Glow Worm Gang! You're now at 17.")
    );
    assert_eq!(
        words::clue_words(clue(true, true, true)),
        vec!["Blood!", "Lights!", "Sirens!"]
    );
}

#[test]
fn a_finished_game_refuses_everything() {
    let mut g = game(&LINE, &[]);
    act(&mut g, Command::Charge(n(2)));
    let mut out = Vec::new();
    assert_eq!(
        g.apply(&Command::Walk(n(1)), &mut out),
        Err(Refusal::GameOver)
    );
    assert_eq!(g.to_act(), None);
}
