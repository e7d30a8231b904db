//! Every screen as text, at the smallest size, a large one, and too small.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;

const SEED: u64 = 81723;
const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

fn snap(name: &str, mut make: impl FnMut() -> wumpus::app::App) {
    for (w, h) in SIZES {
        let mut app = make();
        let text = render(&mut app, w, h);
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
    }
}

#[test]
fn menu() {
    snap("menu", menu_app);
}

#[test]
fn play() {
    snap("play", || {
        let mut app = game_app(SEED);
        type_text(&mut app, "1");
        app
    });
}

#[test]
fn editor_with_a_refusal() {
    snap("editor_refused", || {
        let mut app = game_app(SEED);
        let (here, to) = here_and_tunnel(&app, 0);
        type_text(&mut app, "s");
        type_text(&mut app, &format!("{to} {here}"));
        press(&mut app, KeyCode::Enter);
        app
    });
}

#[test]
fn help() {
    snap("help", || {
        let mut app = game_app(SEED);
        type_text(&mut app, "?");
        app
    });
}

#[test]
fn history() {
    snap("history", || {
        let mut app = game_app(SEED);
        type_text(&mut app, "12");
        app.handle(ctrl('p'));
        app
    });
}

#[test]
fn confirm_quit() {
    snap("confirm_quit", || {
        let mut app = game_app(SEED);
        type_text(&mut app, "q");
        app
    });
}

#[test]
fn game_over() {
    snap("game_over", || {
        let mut app = game_app(SEED);
        play_to_the_end(&mut app);
        app
    });
}

#[test]
fn too_small() {
    for (w, h) in [(60, 20), (79, 24), (80, 23)] {
        let mut app = game_app(SEED);
        let text = render(&mut app, w, h);
        insta::assert_snapshot!(format!("too_small_{w}x{h}"), text);
        assert!(text.contains(&format!("Terminal too small: need 80x24, have {w}x{h}")));
    }
    let mut app = menu_app();
    insta::assert_snapshot!("too_small_menu_60x20", render(&mut app, 60, 20));
}

/// Seed 42 of `grenade`: from The Page of the Deniers to The Hall of Kings,
/// a kill in Buford's Folly, on to The Findledelve.
#[test]
fn grenade_play() {
    snap("grenade_play", || {
        let mut app = variant_app("grenade", 42);
        type_text(&mut app, "2t13");
        app
    });
}

#[test]
fn grenade_toss_prompt() {
    snap("grenade_toss_prompt", || {
        let mut app = variant_app("grenade", 42);
        type_text(&mut app, "2t");
        app
    });
}

/// The win of seed 42: the game-over panel says how many wumpi and
/// grenades there were, and the map shows every cave.
#[test]
fn grenade_game_over() {
    snap("grenade_game_over", || {
        let mut app = variant_app("grenade", 42);
        type_text(&mut app, "2t133t3");
        app
    });
}

/// The medium labyrinth at its end: on 80x24 its twelve rows do not fit,
/// and the clipped edge says so.
#[test]
fn labyrinth_clipped_game_over() {
    snap("labyrinth_clipped_game_over", || {
        let mut app = variant_app("labyrinth", 5);
        type_text(&mut app, &".".repeat(110));
        assert!(app.session().is_some_and(|s| s.view().over));
        app
    });
}

/// The small labyrinth won along the shortest route: the treasure taken
/// still shows where it lay.
#[test]
fn labyrinth_won_shows_where_the_treasure_lay() {
    snap("labyrinth_won", || {
        let mut app = variant_app("labyrinth-small", 3);
        type_text(&mut app, "ssdssdsddwddwwddaassdddsdd");
        assert!(app.session().is_some_and(|s| s.view().over));
        app
    });
}

/// A toss armed, then a tunnel the cave does not have: the prompt says
/// why, the hint bar lists the toss's own keys.
#[test]
fn grenade_toss_refused() {
    snap("grenade_toss_refused", || {
        let mut app = variant_app("grenade", 42);
        type_text(&mut app, "t7");
        app
    });
}

/// Shuffled labels at the end: the rooms the player saw stay where they
/// were, the rest of the cave gathers round them.
#[test]
fn revealed_shuffled_cave() {
    snap("revealed_shuffled", || {
        let mut app = variant_app("hard", 7);
        type_text(&mut app, "12");
        assert!(app.session().is_some_and(|s| s.view().over));
        app
    });
}

/// Hidden Wumpus at its end: the truth on the person's own layout, seats
/// in angle brackets, hazards in braces.
#[test]
fn hidden_revealed_with_seat_tags() {
    snap("hidden_revealed", || {
        let mut app = variant_app("hidden", 3);
        for step in 0..400 {
            if app.session().is_some_and(|s| s.view().over) {
                break;
            }
            while app.pace().is_some() {
                app.tick();
            }
            if app.layer() == wumpus::keymap::Layer::Curtain {
                press(&mut app, KeyCode::Enter);
            }
            type_text(&mut app, ["1", "2", "3", "."][step % 4]);
        }
        assert!(app.session().is_some_and(|s| s.view().over));
        app
    });
}
