//! The labyrinth on screen: keys to moves, the fragment map (split at a
//! wormhole, merged when a hole turns up in two fragments), walls bumped
//! on the map, game over with the whole labyrinth, and snapshots.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;
use wumpus::app::{App, Screen};
use wumpus::config::{Difficulty, Variant};
use wumpus::engine::labyrinth::{Grid, LabyrinthRules};
use wumpus::engine::{AnyRules, Game as _};
use wumpus::front::labyrinth::LabyrinthUi;
use wumpus::front::labyrinth::atlas::{Fall, Known};
use wumpus::ui::theme::{Theme, ThemeName};

/// Holes 0 and 1 in the top row: east twice falls into 0 and comes out of
/// 1; west twice from there walks back onto 0 from its other side.
const HOLES: &[&str] = &[
    "#########",
    "#S 0 1  #",
    "# ### # #",
    "#T   # E#",
    "#########",
];

fn app_on(rows: &[&str], reveal: bool, limit: Option<u32>) -> App {
    let grid = Grid::from_rows(rows).unwrap_or_else(|e| panic!("{e}"));
    let mut rules = LabyrinthRules::on(Arc::new(grid));
    rules.reveal_wormhole_numbers = reveal;
    rules.move_limit = limit;
    app_with(Arc::new(rules), false)
}

/// A game of `rules` on the play screen, seed 7, for the labyrinth's
/// screen tests.
pub(crate) fn app_with(rules: Arc<LabyrinthRules>, cheat: bool) -> App {
    let variant = Variant {
        id: "test".into(),
        name: "Test labyrinth".into(),
        description: String::new(),
        difficulty: Difficulty::Normal,
        rules: AnyRules::Labyrinth(rules),
        knobs: Vec::new(),
        changed: Vec::new(),
    };
    App::game(
        vec![variant],
        0,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
        7,
        cheat,
    )
}

pub(crate) fn lab(app: &App) -> &Session<LabyrinthUi> {
    let Screen::Play(s) = &app.screen else {
        panic!("expected a game on screen");
    };
    match s.as_any().downcast_ref::<Session<LabyrinthUi>>() {
        Some(s) => s,
        None => panic!("expected a labyrinth"),
    }
}

/// Row `y` of the map's last panel, a character a cell, whatever the
/// scale it is drawn at.
fn map_row(app: &App, y: usize) -> String {
    let s = lab(app);
    let panels = s.ui.panels(&s.game);
    let Some(panel) = panels.last() else {
        panic!("a map");
    };
    (0..panel.width)
        .map(|x| panel.get(x, y).map_or(' ', |c| c.glyph))
        .collect()
}

fn fragments(app: &App) -> usize {
    lab(app).ui.atlas.fragment_count()
}

#[test]
fn wasd_arrows_and_hjkl_move_and_dot_waits() {
    let mut app = app_on(HOLES, false, None);
    type_text(&mut app, "d");
    press(&mut app, KeyCode::Left);
    type_text(&mut app, "l");
    type_text(&mut app, "h");
    type_text(&mut app, ".");
    assert_eq!(lab(&app).game.turn(), 5);
    assert_eq!(lab(&app).ui.atlas.pos(), (0, 0));
}

#[test]
fn a_wall_bumped_is_drawn_and_costs_nothing() {
    let mut app = app_on(HOLES, false, None);
    type_text(&mut app, "w");
    let s = lab(&app);
    assert_eq!(s.game.turn(), 0);
    assert_eq!(s.ui.refused.as_deref(), Some("Wall."));
    let (_, first) =
        s.ui.atlas
            .fragments()
            .next()
            .unwrap_or_else(|| panic!("a map"));
    assert_eq!(first.cells.get(&(0, -1)), Some(&Known::Wall));
}

#[test]
fn a_wormhole_starts_a_new_fragment() {
    let mut app = app_on(HOLES, false, None);
    type_text(&mut app, "dd");
    assert_eq!(fragments(&app), 2);
    assert_eq!(
        lab(&app).ui.atlas.pos(),
        (0, 0),
        "the new fragment's origin"
    );
    assert_eq!(lab(&app).ui.atlas.last_fall, Some(Fall::NewFragment));
}

#[test]
fn coming_out_of_a_numbered_hole_the_map_knows_puts_the_player_back_on_it() {
    let mut app = app_on(HOLES, true, None);
    type_text(&mut app, "dd");
    // East off hole 1 and back onto it: out at hole 0, which the first
    // fragment knows (the player fell into it there).
    type_text(&mut app, "da");
    let atlas = &lab(&app).ui.atlas;
    assert_eq!(atlas.last_fall, Some(Fall::Known));
    assert_eq!(atlas.current(), 0);
    assert_eq!(atlas.pos(), (2, 0));
    let text = render(&mut app, 80, 24);
    assert!(text.contains("You know this hole"), "{text}");
}

#[test]
fn numbered_holes_merge_the_fragments_when_one_is_seen_from_both() {
    let mut app = app_on(HOLES, true, None);
    type_text(&mut app, "dd");
    assert_eq!(fragments(&app), 2);
    // West twice: back onto hole 0 from its east side. Hole 0 is now known
    // in both fragments, so they are one; out at hole 1, in its true place.
    type_text(&mut app, "aa");
    assert_eq!(fragments(&app), 1);
    let s = lab(&app);
    assert_eq!(s.ui.atlas.last_fall, Some(Fall::Merged));
    assert_eq!(s.ui.atlas.pos(), (4, 0));
    let (_, map) =
        s.ui.atlas
            .fragments()
            .next()
            .unwrap_or_else(|| panic!("a map"));
    assert_eq!(map.cells.get(&(2, 0)), Some(&Known::Wormhole(Some(0))));
    assert_eq!(map.cells.get(&(3, 0)), Some(&Known::Floor));
}

/// Without numbers one hole looks like another: every fall starts a new
/// fragment, even onto the hole just come out of (the player knows where
/// it is, not where it leads).
#[test]
fn unnumbered_holes_cannot_be_told_apart() {
    let mut app = app_on(HOLES, false, None);
    type_text(&mut app, "dd");
    type_text(&mut app, "da");
    assert_eq!(fragments(&app), 3);
    type_text(&mut app, "ad");
    assert_eq!(fragments(&app), 4);
    assert_eq!(lab(&app).ui.atlas.merges, 0);
}

#[test]
fn game_over_shows_the_labyrinth_and_toggles_the_shortest_route() {
    let mut app = app_on(HOLES, false, Some(2));
    type_text(&mut app, "..");
    assert!(lab(&app).game.is_over());
    let text = render(&mut app, 80, 24);
    assert!(text.contains("You ran out of moves."), "{text}");
    assert_eq!(map_row(&app, 1), "#@ 0 1  #");
    assert!(
        text.contains("v route"),
        "the hint bar offers the key: {text}"
    );
    type_text(&mut app, "v");
    assert!(lab(&app).ui.best);
    let text = render(&mut app, 80, 24);
    assert!(text.contains("Shortest route: 10 moves"), "{text}");
    assert_eq!(map_row(&app, 1), "#S·0 1··#");
    type_text(&mut app, "v");
    assert!(!lab(&app).ui.best);
}

fn snap(name: &str, mut make: impl FnMut() -> App) {
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = make();
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn labyrinth_play_screen() {
    snap("labyrinth_play", || {
        let mut app = app_on(HOLES, true, None);
        type_text(&mut app, "wsddwddd");
        app
    });
}

#[test]
fn labyrinth_builtin_medium() {
    snap("labyrinth_medium", || {
        let mut app = variant_app("labyrinth", 3);
        type_text(&mut app, "wasd");
        app
    });
}

/// A run north up the medium labyrinth's first corridor, walked once
/// already: it stops short of the outer wall, and says so. The map is
/// drawn a character a cell at 80x24, scaled at 160x48.
#[test]
fn labyrinth_run_screen() {
    snap("labyrinth_run", || {
        let mut app = variant_app("labyrinth", 1);
        type_text(&mut app, "wwss");
        app.handle(ratatui::crossterm::event::KeyEvent::new(
            KeyCode::Up,
            ratatui::crossterm::event::KeyModifiers::SHIFT,
        ));
        let mut steps = 0;
        while app.tick() {
            steps += 1;
            assert!(steps < 40, "the run stops");
        }
        app
    });
}

#[test]
fn labyrinth_game_over_screen() {
    snap("labyrinth_game_over", || {
        let mut app = app_on(HOLES, false, Some(4));
        type_text(&mut app, "dddd");
        app
    });
}

mod keys {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Any keys on a random labyrinth, through the real app, and a
        /// frame after each: nothing panics, the map always has a panel.
        #[test]
        fn no_keys_make_the_labyrinth_screen_panic(
            seed in 0u64..500,
            keys in proptest::collection::vec(prop::sample::select(vec!['w', 'a', 's', 'd', '.', 'v', 'x']), 0..120),
        ) {
            let mut app = variant_app("labyrinth-random", seed);
            for k in keys {
                type_text(&mut app, &k.to_string());
            }
            let text = render(&mut app, 80, 24);
            prop_assert!(text.contains("Map"));
        }
    }
}

#[test]
fn i_shows_the_way_advice_and_it_follows_the_treasure() {
    let mut app = app_on(HOLES, true, None);
    let before = render(&mut app, 80, 24);
    assert!(!before.contains("Advice:"), "no advice before i:\n{before}");
    type_text(&mut app, "i");
    let on = render(&mut app, 80, 24);
    assert!(on.contains("Advice: Explore: go"), "advice after i:\n{on}");
    // South twice finds the treasure: the advice turns to the way out.
    type_text(&mut app, "ss");
    assert!(lab(&app).game.view(wumpus::engine::SOLO).carrying());
    let carrying = render(&mut app, 80, 24);
    assert!(
        carrying.contains("Advice: Way out: go") || carrying.contains("Advice: No known way"),
        "advice with the treasure:\n{carrying}"
    );
    assert!(lab(&app).hints_were_shown());
    type_text(&mut app, "i");
    assert!(!render(&mut app, 80, 24).contains("Advice:"));
}

/// On a scaled map a cell is a block of characters: a click anywhere in
/// the block next to the player steps there, as the compass key does.
#[test]
fn a_click_anywhere_on_a_scaled_cell_next_to_you_steps_there() {
    use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    use wumpus::engine::RoomId;
    let mut clicks = 0;
    for (i, key) in ["w", "d", "s", "a"].into_iter().enumerate() {
        let mut clicked = variant_app("labyrinth-small", 3);
        let mut keyed = variant_app("labyrinth-small", 3);
        render(&mut clicked, 160, 48);
        let cell = clicked
            .pointer
            .hits
            .borrow()
            .rooms
            .iter()
            .find(|(_, r)| *r == RoomId(i as u16))
            .map(|(rect, _)| *rect);
        let Some(cell) = cell else {
            continue;
        };
        assert!(
            cell.width >= 2 && cell.height >= 1,
            "a scaled cell: {cell:?}"
        );
        // The block's far corner, not the cell where a mark would be.
        let (column, row) = (cell.right() - 1, cell.bottom() - 1);
        for kind in [
            MouseEventKind::Down(MouseButton::Left),
            MouseEventKind::Up(MouseButton::Left),
        ] {
            clicked.mouse(MouseEvent {
                kind,
                column,
                row,
                modifiers: KeyModifiers::NONE,
            });
        }
        type_text(&mut keyed, key);
        assert_eq!(lab(&clicked).game.turn(), lab(&keyed).game.turn(), "{key}");
        assert_eq!(
            render(&mut clicked, 160, 48),
            render(&mut keyed, 160, 48),
            "a click {key}"
        );
        clicks += 1;
    }
    assert!(clicks > 0, "some cell next to the player is drawn");
}
