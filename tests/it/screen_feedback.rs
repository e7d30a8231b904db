//! The feedback a player gets on the play screen: the log's turn numbers,
//! senses, shots and bat drops, true causes of death, words with the right
//! number, reasons for keys that do nothing, and the questions asked
//! before a risky shot.

use crate::common;
use crate::driver;

use common::{game, pick, rules};
use driver::*;
use ratatui::crossterm::event::KeyCode;
use wumpus::app::{Confirm, Overlay, Screen};
use wumpus::engine::classic::{ArrowCost, Bump, Classic as ClassicGame};
use wumpus::front::classic::ClassicUi;

const SEED: u64 = 81723;

fn log(app: &wumpus::app::App) -> Vec<String> {
    app.session()
        .map(|s| s.view().log.iter().map(|(_, l)| l.clone()).collect())
        .unwrap_or_default()
}

/// An app playing a hand-set classic game.
fn app_with(game: ClassicGame) -> wumpus::app::App {
    let mut app = game_app(SEED);
    app.screen = Screen::Play(Box::new(Session::<ClassicUi>::from_game(
        "Classic", game, false,
    )));
    app
}

#[test]
fn each_turn_is_numbered_and_its_senses_are_logged() {
    let mut app = game_app(SEED);
    type_text(&mut app, "1");
    let lines = log(&app);
    assert!(
        lines.iter().any(|l| l.starts_with("Turn 1 · ")),
        "{lines:?}"
    );
    for sense in wumpus::front::classic::words::sense_lines(session(&app).sees().senses()) {
        assert!(lines.iter().rev().take(4).any(|l| l == sense), "{lines:?}");
    }
}

#[test]
fn a_shot_logs_the_path_it_was_shot_along() {
    let mut app = game_app(SEED);
    let (_, to) = here_and_tunnel(&app, 0);
    let (_, other) = here_and_tunnel(&app, 1);
    type_text(&mut app, &format!("s{to} {other}"));
    press(&mut app, KeyCode::Enter);
    let said = format!("Turn 1 · You shoot: {to} › {other}");
    assert!(log(&app).contains(&said), "{:?}", log(&app));
}

#[test]
fn bats_say_where_they_drop_the_player() {
    // Bats in 2 drop the player in 3 (the third of twenty rooms).
    let s = common::Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![],
        bats: vec![2],
    };
    let mut app = app_with(game(rules(|_| {}), s, &[pick(2, 20)]));
    type_text(&mut app, "m2");
    press(&mut app, KeyCode::Enter);
    assert!(log(&app).contains(&"The bats drop you in room 3.".to_string()));
}

#[test]
fn a_drop_onto_the_wumpus_is_told_as_a_drop() {
    let s = common::Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![],
        bats: vec![2],
    };
    let g = game(rules(|k| k.bump = Bump::Death), s, &[pick(19, 20)]);
    let mut app = app_with(g);
    type_text(&mut app, "m2");
    press(&mut app, KeyCode::Enter);
    let summary = app
        .session()
        .and_then(|s| s.view().summary)
        .map(|s| s.cause);
    assert_eq!(
        summary.as_deref(),
        Some("The bats dropped you in the Wumpus's room, and it ate you.")
    );
    assert!(log(&app).contains(&"The bats drop you in room 20.".to_string()));
}

#[test]
fn a_tunnel_that_is_not_there_and_an_unknown_key_say_why() {
    let mut app = game_app(SEED);
    type_text(&mut app, "9");
    assert_eq!(
        log(&app).last().map(String::as_str),
        Some("There is no tunnel 9 here; this room has 3 tunnels.")
    );
    // (`x` marks a room now: `z` is a key with no use.)
    type_text(&mut app, "z");
    assert_eq!(
        log(&app).last().map(String::as_str),
        Some("z does nothing here; ?/F1 lists the keys.")
    );
    assert_eq!(session(&app).sees().turn(), 0);
}

#[test]
fn an_unknown_key_pressed_again_counts_up_on_its_one_log_line() {
    let mut app = game_app(SEED);
    type_text(&mut app, "z");
    let lines = log(&app).len();
    type_text(&mut app, "zzz");
    assert_eq!(log(&app).len(), lines, "{:?}", log(&app));
    assert_eq!(
        log(&app).last().map(String::as_str),
        Some("z does nothing here; ?/F1 lists the keys. (×4)")
    );
    // Another key, or the same refusal after it, is a line of its own.
    type_text(&mut app, "9");
    type_text(&mut app, "9");
    assert_eq!(log(&app).len(), lines + 1);
    assert_eq!(
        log(&app).last().map(String::as_str),
        Some("There is no tunnel 9 here; this room has 3 tunnels. (×2)")
    );
}

#[test]
fn the_editor_counts_rooms_left_in_the_right_number() {
    let mut app = game_app(SEED);
    let (here, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, &format!("s{to} {here} {to} {here}"));
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("(4 of 5 rooms, 1 room left)"), "{screen}");
}

#[test]
fn a_path_through_the_players_own_room_asks_first() {
    let mut app = game_app(SEED);
    let (here, a) = here_and_tunnel(&app, 0);
    let (_, b) = here_and_tunnel(&app, 1);
    type_text(&mut app, &format!("s{a} {b} {here}"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.overlay,
        Some(Overlay::Confirm(Confirm::Game(
            "Your arrow may fly back into your own room. Shoot anyway?".into()
        )))
    );
    type_text(&mut app, "n");
    assert_eq!(session(&app).sees().arrows(), 5);
}

#[test]
fn per_room_shots_show_their_cost_and_the_last_arrows_question_is_right() {
    let s = common::Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![],
        bats: vec![],
    };
    let g = game(
        rules(|k| {
            k.arrow_cost = ArrowCost::PerRoom;
            k.arrows = 3;
        }),
        s,
        &[],
    );
    let mut app = app_with(g);
    // Rooms 2, 3 and 4 lead on from 1 on the dodecahedron; three rooms
    // spend all three arrows.
    type_text(&mut app, "s2 3 4");
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("costs 3 arrows, you have 3"), "{screen}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.overlay,
        Some(Overlay::Confirm(Confirm::Game(
            "This shot spends your last 3 arrows. Fire it?".into()
        )))
    );
    type_text(&mut app, "n");
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("costs 2 arrows, you have 3"), "{screen}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay, None);
}

#[test]
fn game_over_says_where_esc_and_q_go() {
    let mut app = game_app(SEED);
    play_to_the_end(&mut app);
    assert!(render(&mut app, 80, 24).contains("Esc/q quit"));
    let mut app = menu_app();
    press(&mut app, KeyCode::Enter);
    play_to_the_end(&mut app);
    let screen = render(&mut app, 80, 24);
    assert!(
        screen.contains("Esc menu") && screen.contains("q quit"),
        "{screen}"
    );
}

/// Plain mode on `input`, seed 42, as text.
fn plain(input: &[u8]) -> String {
    let v = variants();
    let Some(classic) = v.iter().find(|v| v.id == "classic") else {
        panic!("a classic variant");
    };
    let mut input = input;
    let mut out = Vec::new();
    let mut io = wumpus::plain::Io {
        input: &mut input,
        out: &mut out,
        echo: true,
    };
    if let Err(e) = wumpus::plain::run(&classic.rules, "Classic", 42, false, &mut io) {
        panic!("plain mode: {e}");
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn plain_mode_survives_a_line_that_is_not_utf8_and_asks_which_rooms() {
    let text = plain(b"\xff\xfe\ns\n1 2\nq\n");
    assert!(
        text.contains("That line is not UTF-8 text; type it again."),
        "{text}"
    );
    assert!(text.contains("Which rooms? 1 2"), "{text}");
    assert!(text.trim_end().ends_with("Goodbye."), "{text}");
}

#[test]
fn plain_mode_asks_again_at_the_play_again_prompt() {
    // Seed 42: 4 then s 14 wins (the pinned refusals transcript).
    let text = plain(b"4\ns 14\nmaybe\nq\n");
    assert!(text.contains("\"maybe\" is none of s, n or q."), "{text}");
    assert_eq!(text.matches("again> ").count(), 2, "{text}");
}

#[test]
fn help_stops_at_its_last_row() {
    let mut app = game_app(SEED);
    render(&mut app, 80, 24);
    type_text(&mut app, "?");
    for _ in 0..200 {
        press(&mut app, KeyCode::PageDown);
    }
    let max = wumpus::app::view::help::max_scroll(&app);
    assert_eq!(app.overlay, Some(Overlay::Help { scroll: max }));
    // The last page is full: its bottom row is the end of the rules text.
    let rows = wumpus::app::view::help::lines(&app, 78).len();
    assert_eq!(usize::from(max) + 22, rows);
}
