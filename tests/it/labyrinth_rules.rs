//! The labyrinth's rules (docs/rules.md, Labyrinth), each test named after the
//! rule it proves; the solver against brute force; the generator.

use proptest::prelude::*;
use std::sync::Arc;
use wumpus::engine::labyrinth::generate::generate;
use wumpus::engine::labyrinth::solve::{letters, solve, solve_from};
use wumpus::engine::labyrinth::{
    Cell, Command, Dir, Ending, Event, Grid, Labyrinth, LabyrinthRules, Refusal,
};
use wumpus::engine::{Dice, Game, SOLO};
use wumpus::formats::labyrinth::{BUILTIN_LABYRINTHS, builtin_labyrinth};

fn grid(rows: &[&str]) -> Arc<Grid> {
    Arc::new(Grid::from_rows(rows).unwrap_or_else(|e| panic!("{e}")))
}

fn rules(rows: &[&str], limit: Option<u32>) -> Arc<LabyrinthRules> {
    let mut r = LabyrinthRules::on(grid(rows));
    r.move_limit = limit;
    Arc::new(r)
}

/// A game on `rows` from the first entrance.
fn game(rows: &[&str], limit: Option<u32>) -> Labyrinth {
    let g = Labyrinth::starting_at(rules(rows, limit), 0, Dice::new(1));
    assert_eq!(g.scripted_draws_left(), 0);
    g
}

fn go(g: &mut Labyrinth, dir: Dir) -> Result<Vec<Event>, Refusal> {
    let mut out = Vec::new();
    g.apply(&Command::Go(dir), &mut out).map(|()| out)
}

fn xy(g: &Labyrinth) -> (usize, usize) {
    let r = g.reveal();
    r.grid().xy(r.at())
}

const CORRIDOR: &[&str] = &["#######", "#S  T #", "#    E#", "#######"];

#[test]
fn a_wall_bump_is_refused_and_costs_no_move() {
    let mut g = game(CORRIDOR, Some(5));
    let before = format!("{g:?}");
    assert_eq!(go(&mut g, Dir::N), Err(Refusal::Wall));
    assert_eq!(go(&mut g, Dir::W), Err(Refusal::Wall));
    assert_eq!(Refusal::Wall.to_string(), "Wall.");
    assert_eq!(format!("{g:?}"), before);
    assert_eq!(g.turn(), 0);
    assert_eq!(g.view(SOLO).moves_left(), 5);
}

#[test]
fn waiting_spends_a_move_and_changes_nothing_else() {
    let mut g = game(CORRIDOR, Some(5));
    let mut out = Vec::new();
    g.apply(&Command::Wait, &mut out)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out, [Event::Waited]);
    assert_eq!(g.turn(), 1);
    assert_eq!(g.view(SOLO).moves_left(), 4);
    assert_eq!(xy(&g), (1, 1));
}

#[test]
fn treasure_is_picked_up_when_stepped_on() {
    let mut g = game(CORRIDOR, None);
    go(&mut g, Dir::E).ok();
    go(&mut g, Dir::E).ok();
    assert!(!g.view(SOLO).carrying());
    assert_eq!(
        go(&mut g, Dir::E),
        Ok(vec![Event::Stepped(Dir::E), Event::TreasureFound])
    );
    assert!(g.view(SOLO).carrying());
    // Taken: the cell is floor now.
    go(&mut g, Dir::W).ok();
    assert_eq!(go(&mut g, Dir::E), Ok(vec![Event::Stepped(Dir::E)]));
}

#[test]
fn an_exit_without_treasure_is_just_a_cell_to_stand_on() {
    let mut g = game(&["######", "#SE T#", "######", "######"], None);
    assert_eq!(
        go(&mut g, Dir::E),
        Ok(vec![Event::Stepped(Dir::E), Event::ExitWithoutTreasure])
    );
    assert!(!g.is_over());
    assert_eq!(xy(&g), (2, 1));
    // The player goes on through it, fetches the treasure, and comes back.
    go(&mut g, Dir::E).ok();
    assert_eq!(
        go(&mut g, Dir::E),
        Ok(vec![Event::Stepped(Dir::E), Event::TreasureFound])
    );
    go(&mut g, Dir::W).ok();
    assert_eq!(
        go(&mut g, Dir::W),
        Ok(vec![Event::Stepped(Dir::W), Event::GameOver(Ending::Won)])
    );
    assert_eq!(g.outcome(), Some(Ending::Won));
    assert_eq!(g.turn(), 5);
}

#[test]
fn stepping_onto_wormhole_k_lands_on_k_plus_one_and_the_last_on_zero() {
    // Holes 0, 1, 2 in a row of their own.
    let rows = ["#########", "#S 0 1 2#", "#T     E#", "#########"];
    let mut g = game(&rows, None);
    go(&mut g, Dir::E).ok();
    let fell = go(&mut g, Dir::E).unwrap_or_default();
    assert_eq!(
        fell,
        [Event::Stepped(Dir::E), Event::Wormhole { numbers: None }]
    );
    assert_eq!(xy(&g), (5, 1), "0 leads to 1");
    assert_eq!(g.view(SOLO).on_wormhole(), Some(None));
    // Standing on hole 1 does nothing: waiting leaves the player there.
    let mut out = Vec::new();
    g.apply(&Command::Wait, &mut out).ok();
    assert_eq!(xy(&g), (5, 1));
    // Off it and onto hole 2: out at 0 (the last leads to the first).
    go(&mut g, Dir::E).ok();
    go(&mut g, Dir::E).ok();
    assert_eq!(xy(&g), (3, 1), "2 leads to 0");
    // Back off and on again: a cycle, 0 to 1 once more.
    go(&mut g, Dir::S).ok();
    go(&mut g, Dir::N).ok();
    assert_eq!(xy(&g), (5, 1));
    assert_eq!(g.turn(), 7);
}

#[test]
fn a_single_wormhole_leads_to_itself() {
    let mut g = game(&["######", "#S0 T#", "#E   #", "######"], None);
    go(&mut g, Dir::E).ok();
    assert_eq!(xy(&g), (2, 1));
    assert_eq!(g.view(SOLO).on_wormhole(), Some(None));
}

#[test]
fn reveal_wormhole_numbers_tells_both_holes() {
    let mut r = LabyrinthRules::on(grid(&["#######", "#S0 1T#", "#E    #", "#######"]));
    r.reveal_wormhole_numbers = true;
    let mut g = Labyrinth::starting_at(Arc::new(r), 0, Dice::new(0));
    let fell = go(&mut g, Dir::E).unwrap_or_default();
    assert_eq!(
        fell,
        [
            Event::Stepped(Dir::E),
            Event::Wormhole {
                numbers: Some((0, 1))
            }
        ]
    );
    assert_eq!(g.view(SOLO).on_wormhole(), Some(Some(1)));
}

#[test]
fn the_move_limit_ends_the_game_when_spent() {
    let mut g = game(CORRIDOR, Some(3));
    let mut out = Vec::new();
    g.apply(&Command::Wait, &mut out).ok();
    go(&mut g, Dir::N).ok(); // a bump: free
    g.apply(&Command::Wait, &mut out).ok();
    assert!(!g.is_over());
    out.clear();
    g.apply(&Command::Wait, &mut out).ok();
    assert_eq!(out, [Event::Waited, Event::GameOver(Ending::OutOfMoves)]);
    assert_eq!(g.outcome(), Some(Ending::OutOfMoves));
    assert_eq!(g.apply(&Command::Wait, &mut out), Err(Refusal::Over));
}

#[test]
fn winning_on_the_last_move_is_a_win() {
    let rows = ["#####", "#STE#", "#   #", "#####"];
    let mut g = game(&rows, Some(2));
    go(&mut g, Dir::E).ok();
    go(&mut g, Dir::E).ok();
    assert_eq!(g.outcome(), Some(Ending::Won));
}

#[test]
fn the_default_move_limit_is_twice_the_shortest_plus_twenty() {
    let g = game(CORRIDOR, None);
    // S -> T is 3 moves, T -> E 2 more.
    assert_eq!(g.reveal().shortest(), Some(5));
    assert_eq!(g.view(SOLO).move_limit(), 30);
}

#[test]
fn the_player_starts_on_an_entrance_drawn_uniformly() {
    let rules = rules(&["######", "#S  S#", "#T  E#", "######"], None);
    let mut seen = [0; 2];
    for seed in 0..400 {
        let g = Labyrinth::new(rules.clone(), seed);
        let at = g.reveal().at();
        seen[usize::from(at != g.reveal().grid().entrances()[0])] += 1;
    }
    assert!(seen[0] > 150 && seen[1] > 150, "{seen:?}");
}

#[test]
fn the_solver_prints_a_route_the_game_wins_with() {
    for name in BUILTIN_LABYRINTHS.iter().map(|b| b.name) {
        let grid = builtin_labyrinth(name).unwrap_or_else(|| panic!("{name}"));
        let route = solve(&grid).unwrap_or_else(|| panic!("{name} is solvable"));
        let mut r = LabyrinthRules::on(grid.clone());
        r.move_limit = Some(1000);
        let mut g = Labyrinth::starting_at(Arc::new(r), 0, Dice::new(0));
        for &d in &route {
            go(&mut g, d).unwrap_or_else(|e| panic!("{name}: {} refused: {e}", letters(&route)));
        }
        assert_eq!(g.outcome(), Some(Ending::Won), "{name}");
    }
}

#[test]
fn no_route_means_no_solution() {
    assert_eq!(solve(&grid(&["#####", "#S#T#", "###E#", "#####"])), None);
    // A lone wormhole leads back to itself: the treasure stays out of reach.
    assert_eq!(
        solve(&grid(&["######", "#S0#T#", "####E#", "######"])),
        None
    );
}

#[test]
fn every_builtin_loads_and_is_solvable_with_its_variants() {
    let config = wumpus::config::from_sources(&[wumpus::config::Source::builtin()])
        .unwrap_or_else(|e| panic!("{e}"));
    let ids = [
        "labyrinth-small",
        "labyrinth",
        "labyrinth-large",
        "labyrinth-random",
        "labyrinth-file",
    ];
    for id in ids {
        let v = config.variant(id).unwrap_or_else(|| panic!("{id} ships"));
        let wumpus::engine::AnyRules::Labyrinth(r) = &v.rules else {
            panic!("{id} is a labyrinth");
        };
        for seed in 0..5 {
            let g = Labyrinth::new(r.clone(), seed);
            let shortest = g
                .reveal()
                .shortest()
                .unwrap_or_else(|| panic!("{id} solvable"));
            assert!(
                g.view(SOLO).move_limit() > shortest,
                "{id}: the limit leaves room"
            );
        }
    }
}

#[test]
fn a_thousand_generated_labyrinths_are_valid_and_solvable() {
    let mut dice = Dice::new(2024);
    for i in 0..1000u64 {
        let w = 2 + dice.below(39);
        let h = 2 + dice.below(24);
        let t = 1 + dice.below(3);
        let k = dice.below(11).min((w * h).saturating_sub(2 + t));
        let mut gen_dice = Dice::new(i);
        let g = generate(w, h, k, t, &mut gen_dice);
        let again = Grid::from_rows(&g.rows()).unwrap_or_else(|e| panic!("{i}: {e}"));
        assert_eq!(again, g);
        assert_eq!(
            (g.width() - 2, g.height() - 2),
            (w as usize, h as usize),
            "{i}"
        );
        assert_eq!(g.wormholes(), k as usize, "{i}: {w}x{h}");
        assert_eq!(g.count(Cell::Treasure), t as usize, "{i}");
        assert!(solve(&g).is_some(), "{i}: {:?}", g.rows());
    }
}

#[test]
fn the_smallest_generated_labyrinth_is_full() {
    let g = generate(2, 2, 1, 1, &mut Dice::new(5));
    assert_eq!(g.count(Cell::Wall), 12);
    assert!(solve(&g).is_some());
}

/// The shortest win found by trying every sequence of moves up to `depth`
/// on the game itself, or `None`.
fn brute_force(start: &Labyrinth, depth: usize) -> Option<usize> {
    let mut frontier = vec![start.clone()];
    for len in 1..=depth {
        let mut next = Vec::new();
        for g in &frontier {
            for d in Dir::ALL {
                let mut h = g.clone();
                if go(&mut h, d).is_ok() {
                    if h.outcome() == Some(Ending::Won) {
                        return Some(len);
                    }
                    next.push(h);
                }
            }
        }
        frontier = next;
    }
    None
}

const DEPTH: usize = 7;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_solver_agrees_with_brute_force(
        w in 2usize..5, h in 2usize..4,
        cells in proptest::collection::vec(0u8..10, 16),
        holes in 0usize..4,
    ) {
        // Walls and floor from the draws; S, T, E and the holes placed
        // over them in the order below.
        let mut inner: Vec<Cell> = (0..w * h)
            .map(|i| if cells[i % cells.len()] < 3 { Cell::Wall } else { Cell::Open })
            .collect();
        let mut spots: Vec<usize> = (0..w * h).collect();
        spots.sort_by_key(|&i| (cells[(i * 7 + 3) % cells.len()], i));
        let mut items = vec![Cell::Entrance, Cell::Treasure, Cell::Exit];
        items.extend((0..holes.min(w * h - 3) as u8).map(Cell::Wormhole));
        for (spot, item) in spots.iter().zip(items) {
            inner[*spot] = item;
        }
        let mut rows = vec!["#".repeat(w + 2)];
        for y in 0..h {
            let row: String = (0..w).map(|x| inner[y * w + x].symbol()).collect();
            rows.push(format!("#{row}#"));
        }
        rows.push("#".repeat(w + 2));
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        let g = game(&refs, Some(1000));
        let solved = solve(g.reveal().grid()).map(|r| r.len());
        let brute = brute_force(&g, DEPTH);
        match solved {
            Some(n) if n <= DEPTH => prop_assert_eq!(brute, Some(n), "{:?}", rows),
            _ => prop_assert_eq!(brute, None, "{:?}", rows),
        }
        if let Some(route) = solve_from(g.reveal().grid(), g.reveal().at(), false) {
            let mut h = g.clone();
            for d in &route {
                prop_assert!(go(&mut h, *d).is_ok());
            }
            prop_assert_eq!(h.outcome(), Some(Ending::Won));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any commands on any generated labyrinth: a refusal is only ever a
    /// wall (free), every other command spends exactly one move, and the
    /// game ends exactly at a win or when the moves run out.
    #[test]
    fn moves_are_counted_as_the_rules_say(
        seed in 0u64..1000,
        w in 2u32..12, h in 2u32..8, holes in 0u32..4,
        commands in proptest::collection::vec(0u8..5, 0..200),
    ) {
        let mut r = LabyrinthRules::generated();
        r.width = w;
        r.height = h;
        r.wormholes = holes.min(w * h - 3);
        r.move_limit = Some(60);
        let mut g = Labyrinth::new(Arc::new(r), seed);
        for c in commands {
            let command = match c {
                4 => Command::Wait,
                d => Command::Go(Dir::ALL[usize::from(d)]),
            };
            let before = g.turn();
            let mut out = Vec::new();
            match g.apply(&command, &mut out) {
                Err(Refusal::Wall) => prop_assert_eq!(g.turn(), before),
                Err(Refusal::Over) => prop_assert!(g.is_over()),
                Ok(()) => {
                    prop_assert_eq!(g.turn(), before + 1);
                    let over = out.last().copied();
                    if g.turn() == 60 || matches!(over, Some(Event::GameOver(_))) {
                        prop_assert!(g.is_over());
                    } else {
                        prop_assert!(!g.is_over());
                    }
                }
            }
            prop_assert!(g.turn() <= 60);
            let r = g.reveal();
            prop_assert!(r.grid().cell(r.at()) != Cell::Wall);
        }
    }
}

#[test]
fn rules_travel_as_data_and_a_bad_grid_is_refused_not_panicked_on() {
    let mut r = LabyrinthRules::on(grid(CORRIDOR));
    r.move_limit = Some(12);
    let any = wumpus::engine::AnyRules::from(r.clone());
    let text = serde_json::to_string(&any).unwrap_or_else(|e| panic!("{e}"));
    let back: wumpus::engine::AnyRules =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, any);
    let bad = text.replace("#S  T #", "#S  T  ");
    assert!(serde_json::from_str::<wumpus::engine::AnyRules>(&bad).is_err());
}
