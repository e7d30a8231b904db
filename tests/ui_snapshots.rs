//! Every screen as text, at the smallest size, a large one, and too small.

#[path = "ui/driver.rs"]
mod driver;

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
