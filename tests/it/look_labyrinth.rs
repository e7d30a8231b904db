//! The labyrinth's look cursor (docs/playing.md, "Looking and travel"):
//! `;` puts a cursor on the player's own map; it says only what the
//! player knows of the cell under it (walked, walls by side, what lies
//! there, which piece of the map; of a cell never seen, only that), and
//! Esc or `;` leaves
//! without a move made. Enter offers no travel here.

use crate::driver;

use crate::labyrinth_front::{app_with, lab};
use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;
use wumpus::app::App;
use wumpus::engine::Game as _;
use wumpus::engine::labyrinth::{Grid, LabyrinthRules};
use wumpus::keymap::Layer;

/// Hole 0 two cells east of the entrance; its way out, hole 1, further on.
const HOLES: &[&str] = &[
    "#########",
    "#S 0 1  #",
    "# ### # #",
    "#T   # E#",
    "#########",
];

fn app_on(rows: &[&str], cheat: bool) -> App {
    let grid = Grid::from_rows(rows).unwrap_or_else(|e| panic!("{e}"));
    app_with(Arc::new(LabyrinthRules::on(Arc::new(grid))), cheat)
}

/// East onto a passage, then a bump into the wall south of it.
fn walked_and_bumped() -> App {
    let mut app = app_on(HOLES, false);
    type_text(&mut app, "ds");
    app
}

#[test]
fn a_known_cell_shows_only_what_the_player_knows_of_it() {
    let mut app = walked_and_bumped();
    type_text(&mut app, ";");
    assert_eq!(app.layer(), Layer::Look);
    let text = render(&mut app, 160, 48);
    assert!(text.contains("You are here."), "{text}");
    assert!(
        text.contains("Walls: north, south; open: west; not known: east"),
        "{text}"
    );
    assert!(
        text.contains("Passage · column 2 of 7, row 1 of 3"),
        "{text}"
    );
    // The hole next door was never stepped on: not a word of it.
    assert!(
        !text.contains("Wormhole") && !text.contains("drops you"),
        "{text}"
    );
    press(&mut app, KeyCode::Left);
    let text = render(&mut app, 160, 48);
    assert!(text.contains("Entrance (S)"), "{text}");
    assert!(text.contains("You have walked here."), "{text}");
    // The map draws the cursor on the entrance (the ring is column 0).
    let s = lab(&app);
    let panels = s.ui.panels(&s.game);
    assert_eq!(panels.last().and_then(|p| p.cursor), Some((1, 1)));
    press(&mut app, KeyCode::Esc);
    let s = lab(&app);
    assert_eq!(s.ui.panels(&s.game).last().and_then(|p| p.cursor), None);
}

#[test]
fn an_unknown_cell_says_only_that_it_is_unknown() {
    let mut app = walked_and_bumped();
    type_text(&mut app, ";");
    press(&mut app, KeyCode::Left);
    // South of the entrance is an open cell never walked: not a word of
    // whether it is open.
    press(&mut app, KeyCode::Down);
    let text = render(&mut app, 160, 48);
    assert!(
        text.contains("Unknown cell · column 1 of 7, row 2 of 3"),
        "{text}"
    );
    assert!(text.contains("You know nothing of this cell."), "{text}");
    for leak in ["Passage", "open passage", "Walls:", "[cheat]"] {
        assert!(!text.contains(leak), "{leak}: {text}");
    }
    // The cursor stops at the outer wall, the edge of the map.
    for _ in 0..12 {
        press(&mut app, KeyCode::Down);
    }
    let text = render(&mut app, 160, 48);
    assert!(text.contains("Outer wall"), "{text}");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    let text = render(&mut app, 160, 48);
    assert!(text.contains("You bumped into this wall."), "{text}");
}

#[test]
fn escape_and_semicolon_leave_and_looking_is_never_a_move() {
    let mut app = walked_and_bumped();
    let turn = lab(&app).game.turn();
    let commands = lab(&app).commands.len();
    type_text(&mut app, ";");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let text = render(&mut app, 160, 48);
    assert!(
        text.contains("There is no travel in the labyrinth"),
        "{text}"
    );
    assert_eq!(app.layer(), Layer::Look, "Enter keeps the cursor");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.layer(), Layer::Play);
    type_text(&mut app, ";");
    type_text(&mut app, "hjkl");
    type_text(&mut app, ";");
    assert_eq!(app.layer(), Layer::Play);
    assert_eq!(lab(&app).game.turn(), turn);
    assert_eq!(lab(&app).commands.len(), commands);
    assert_eq!(lab(&app).ui.atlas.pos(), (1, 0));
}

#[test]
fn a_cell_names_its_piece_of_the_map_when_a_wormhole_split_it() {
    let mut app = app_on(HOLES, false);
    type_text(&mut app, "dd");
    assert_eq!(lab(&app).ui.atlas.fragment_count(), 2);
    type_text(&mut app, ";");
    let text = render(&mut app, 160, 48);
    assert!(
        text.contains("On fragment 2 of your map (2 pieces)"),
        "{text}"
    );
    // Left off the new piece: the piece from the entrance, on the hole
    // fallen into.
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    let text = render(&mut app, 160, 48);
    assert!(text.contains("Wormhole (O)"), "{text}");
    assert!(
        text.contains("On the piece of your map from the entrance"),
        "{text}"
    );
}

#[test]
fn cheat_mode_looks_over_the_whole_labyrinth_marked_as_cheat() {
    let mut app = app_on(HOLES, true);
    type_text(&mut app, ";");
    press(&mut app, KeyCode::Down);
    let text = render(&mut app, 160, 48);
    assert!(text.contains("You know nothing of this cell."), "{text}");
    assert!(
        text.contains("[cheat] Really here: an open passage."),
        "{text}"
    );
}

#[test]
fn labyrinth_look_screen() {
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = walked_and_bumped();
        type_text(&mut app, ";");
        press(&mut app, KeyCode::Left);
        insta::assert_snapshot!(format!("look_labyrinth_{w}x{h}"), render(&mut app, w, h));
    }
}
