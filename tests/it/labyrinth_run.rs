//! Running in the labyrinth (Shift and a direction): each step a command
//! of its own, until something changes: a branch the map shows, a wall,
//! something found, a wormhole. Games on strict scripted dice (the
//! labyrinth draws nothing in play: any draw would fail the test).

use crate::driver::*;
use crate::labyrinth_front::{app_with, lab};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::sync::Arc;
use wumpus::app::App;
use wumpus::engine::labyrinth::{Command, Dir, Grid, Labyrinth, LabyrinthRules};
use wumpus::engine::{Dice, Game as _};
use wumpus::front::labyrinth::LabyrinthUi;
use wumpus::front::labyrinth::atlas::Known;
use wumpus::front::labyrinth::keys::{RUN_EAST, RUN_SOUTH};
use wumpus::keymap::Action;

/// A corridor east from the entrance, a side way south at its fourth
/// cell, a wall at its end.
const CORRIDOR: &[&str] = &[
    "#########",
    "#S     ##",
    "#### ####",
    "#T    E #",
    "#########",
];

fn rules(rows: &[&str]) -> Arc<LabyrinthRules> {
    let grid = Grid::from_rows(rows).unwrap_or_else(|e| panic!("{e}"));
    let mut rules = LabyrinthRules::on(Arc::new(grid));
    rules.move_limit = Some(60);
    Arc::new(rules)
}

/// A session on `rows` from the first entrance, on dice that may not be
/// drawn from.
fn session(rows: &[&str]) -> Session<LabyrinthUi> {
    let game = Labyrinth::starting_at(rules(rows), 0, Dice::strict([]));
    Session::from_game("Test labyrinth", game, false)
}

fn keys(s: &mut Session<LabyrinthUi>, dirs: &[Dir]) {
    for &dir in dirs {
        let verb = match dir {
            Dir::N => wumpus::front::labyrinth::keys::NORTH,
            Dir::E => wumpus::front::labyrinth::keys::EAST,
            Dir::S => wumpus::front::labyrinth::keys::SOUTH,
            Dir::W => wumpus::front::labyrinth::keys::WEST,
        };
        s.act(Action::Verb(verb));
    }
}

/// The run's first step, then every step it takes by itself.
fn run(s: &mut Session<LabyrinthUi>, verb: wumpus::keymap::Verb) {
    s.act(Action::Verb(verb));
    for _ in 0..100 {
        if s.pace().is_none() {
            return;
        }
        s.tick();
    }
    panic!("the run never stopped");
}

fn last_line(s: &Session<LabyrinthUi>) -> String {
    s.log().last().map(|(_, t)| t.clone()).unwrap_or_default()
}

#[test]
fn a_run_stops_where_the_map_shows_a_side_way() {
    let mut s = session(CORRIDOR);
    // Find the way south at the fourth cell, and come back to the start.
    keys(&mut s, &[Dir::E, Dir::E, Dir::E, Dir::S, Dir::N]);
    keys(&mut s, &[Dir::W, Dir::W, Dir::W]);
    assert_eq!((s.ui.atlas.pos(), s.game.turn()), ((0, 0), 8));
    run(&mut s, RUN_EAST);
    assert_eq!(s.ui.atlas.pos(), (3, 0), "stopped at the branch");
    assert_eq!(s.game.turn(), 11, "three steps, a move each");
    assert_eq!(
        s.commands[8..],
        [Command::Go(Dir::E); 3],
        "each step a command"
    );
    assert_eq!(
        last_line(&s),
        "You stop: your map shows a way south from here."
    );
    assert_eq!(s.game.scripted_draws_left(), 0);
}

#[test]
fn a_run_in_the_dark_goes_on_to_the_wall_which_costs_nothing() {
    let mut s = session(CORRIDOR);
    run(&mut s, RUN_EAST);
    // The side way south is not on the map: the run passes it.
    assert_eq!(s.ui.atlas.pos(), (5, 0));
    assert_eq!(s.game.turn(), 5, "the bump is free");
    assert_eq!(last_line(&s), "Wall.");
    assert_eq!(s.ui.atlas.known_here((6, 0)), Some(Known::Wall));
    // Run again: the first step bumps the known wall, and that is all.
    run(&mut s, RUN_EAST);
    assert_eq!((s.ui.atlas.pos(), s.game.turn()), ((5, 0), 5));
    assert_eq!(s.game.scripted_draws_left(), 0);
}

#[test]
fn a_run_stops_at_a_known_wall_without_bumping_it() {
    let mut s = session(CORRIDOR);
    run(&mut s, RUN_EAST);
    keys(&mut s, &[Dir::W, Dir::W]);
    let before = s.log().len();
    run(&mut s, RUN_EAST);
    assert_eq!((s.ui.atlas.pos(), s.game.turn()), ((5, 0), 9));
    assert_eq!(last_line(&s), "You stop: a wall ahead.");
    assert!(
        !s.log()[before..].iter().any(|(_, t)| t == "Wall."),
        "no bump: {:?}",
        &s.log()[before..]
    );
}

#[test]
fn a_run_stops_on_what_it_finds() {
    // The way goes on past the treasure; the run stops on it.
    let mut s = session(&["#########", "#S  T   #", "#### ##E#", "#########"]);
    run(&mut s, RUN_EAST);
    assert_eq!((s.ui.atlas.pos(), s.game.turn()), ((3, 0), 3));
    assert_eq!(last_line(&s), "Treasure found!");
    assert_eq!(s.game.scripted_draws_left(), 0);
}

/// Hole 0 east of the start leads out of hole 1 further east, with room
/// beyond it.
const HOLES: &[&str] = &["##########", "#S  0 1  #", "#T######E#", "##########"];

#[test]
fn a_run_stops_before_a_wormhole_the_map_knows() {
    let mut s = session(HOLES);
    // In at hole 0, out of hole 1 onto a new piece of map, two steps on.
    keys(&mut s, &[Dir::E, Dir::E, Dir::E, Dir::E, Dir::E]);
    assert_eq!((s.ui.atlas.fragment_count(), s.ui.atlas.pos()), (2, (2, 0)));
    run(&mut s, wumpus::front::labyrinth::keys::RUN_WEST);
    assert_eq!((s.ui.atlas.pos(), s.game.turn()), ((1, 0), 6));
    assert_eq!(last_line(&s), "You stop before the wormhole ahead.");
    // A run's first step is the key's own: it takes the player in.
    run(&mut s, wumpus::front::labyrinth::keys::RUN_WEST);
    assert_eq!(s.game.turn(), 7);
    assert!(last_line(&s).starts_with("You fall into a wormhole!"));
    assert_eq!(s.game.scripted_draws_left(), 0);
}

fn app_on(rows: &[&str]) -> App {
    app_with(rules(rows), false)
}

#[test]
fn shift_right_and_capital_l_and_d_run_east_through_the_app() {
    for shifted in [
        KeyEvent::new(KeyCode::Right, KeyModifiers::SHIFT),
        KeyEvent::new(KeyCode::Char('L'), KeyModifiers::SHIFT),
        KeyEvent::new(KeyCode::Char('D'), KeyModifiers::NONE),
    ] {
        let mut app = app_on(CORRIDOR);
        app.handle(shifted);
        let mut ticks = 0;
        while app.tick() {
            ticks += 1;
            assert!(ticks < 50, "the run never stopped");
        }
        assert_eq!(lab(&app).ui.atlas.pos(), (5, 0), "{shifted:?}");
        assert_eq!(lab(&app).game.turn(), 5);
        // A plain arrow still takes one step.
        press(&mut app, KeyCode::Left);
        assert_eq!(lab(&app).ui.atlas.pos(), (4, 0));
        assert!(!app.tick(), "a step is no run");
    }
    let mut app = app_on(CORRIDOR);
    app.handle(KeyEvent::new(KeyCode::Char('?'), KeyModifiers::NONE));
    let help = render(&mut app, 100, 60);
    assert!(
        help.contains("Shift-Right"),
        "help lists the run keys:\n{help}"
    );
}

#[test]
fn shift_down_runs_where_down_steps() {
    use wumpus::keymap::Layer;
    let keymap = wumpus::front::keymap();
    let grid = wumpus::front::labyrinth::keys::GRID;
    let shifted = KeyEvent::new(KeyCode::Down, KeyModifiers::SHIFT);
    assert_eq!(
        keymap.resolve(Layer::Play, grid, shifted),
        Some(Action::Verb(RUN_SOUTH))
    );
    assert_eq!(
        keymap.resolve(Layer::Play, grid, KeyEvent::from(KeyCode::Down)),
        Some(Action::Verb(wumpus::front::labyrinth::keys::SOUTH))
    );
}
