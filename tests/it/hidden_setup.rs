//! The setup screen before a hidden game, and its memory in the data
//! directory: written atomically, read back next time, a broken file
//! reported and never overwritten.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::path::{Path, PathBuf};
use wumpus::app::setup::{self, FILE};
use wumpus::app::{App, Screen};
use wumpus::engine::Game;
use wumpus::front::hidden::HiddenUi;
use wumpus::keymap::Layer;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wumpus-setup-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The menu, with `dir` as the data directory, on the hidden variant.
fn menu_on_hidden(dir: &Path) -> App {
    let mut app = menu_app();
    app.data_dir = Some(dir.to_path_buf());
    app.selected = app
        .variants
        .iter()
        .position(|v| v.id == "hidden")
        .unwrap_or(0);
    app
}

fn form_value(app: &App, key: &str) -> Option<String> {
    match &app.screen {
        Screen::Setup(s) => s.form.get(key).map(str::to_string),
        _ => None,
    }
}

fn notes(app: &App) -> Vec<String> {
    match &app.screen {
        Screen::Setup(s) => s.notes.clone(),
        _ => Vec::new(),
    }
}

/// From the first row, Up reaches the start row.
fn start(app: &mut App) {
    if let Screen::Setup(s) = &mut app.screen {
        s.form.cursor = 0;
    }
    press(app, KeyCode::Up);
    press(app, KeyCode::Enter);
}

fn players(app: &App) -> u8 {
    let Screen::Play(s) = &app.screen else {
        panic!("expected a game");
    };
    match s.as_any().downcast_ref::<Session<HiddenUi>>() {
        Some(s) => s.game.rules().players,
        None => panic!("expected a hidden game"),
    }
}

#[test]
fn the_setup_screen_makes_the_rules_and_is_remembered_for_next_time() {
    let dir = temp_dir("remember");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.layer(), Layer::Setup);
    assert_eq!(form_value(&app, "players").as_deref(), Some("4"));
    // One seat more: its rows appear.
    press(&mut app, KeyCode::Right);
    assert_eq!(form_value(&app, "players").as_deref(), Some("5"));
    assert_eq!(form_value(&app, "seat5.who").as_deref(), Some("bot"));
    // Seat 2 becomes a person called Zoë.
    if let Screen::Setup(s) = &mut app.screen {
        s.form.cursor = s
            .form
            .fields
            .iter()
            .position(|f| f.key == "seat2.who")
            .unwrap_or(0);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.layer(), Layer::Text);
    for _ in 0..10 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "Zoë");
    press(&mut app, KeyCode::Enter);
    assert_eq!(form_value(&app, "seat2.name").as_deref(), Some("Zoë"));
    start(&mut app);
    assert_eq!(players(&app), 5);

    // Written whole, with no temporary file left beside it.
    let path = dir.join(FILE);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(text.contains("Zoë"), "{text}");
    let names: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(names, vec![FILE.to_string()]);

    // Next time the form starts from it.
    let mut again = menu_on_hidden(&dir);
    press(&mut again, KeyCode::Enter);
    assert_eq!(form_value(&again, "players").as_deref(), Some("5"));
    assert_eq!(form_value(&again, "seat2.who").as_deref(), Some("person"));
    assert_eq!(form_value(&again, "seat2.name").as_deref(), Some("Zoë"));
    // A new game at the end keeps the setup's rules (no form again).
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unchanged_setup_writes_nothing() {
    let dir = temp_dir("unchanged");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    start(&mut app);
    assert_eq!(players(&app), 4);
    assert!(!dir.join(FILE).exists());
}

#[test]
fn a_broken_remembered_file_is_reported_ignored_and_never_overwritten() {
    let dir = temp_dir("broken");
    std::fs::create_dir_all(&dir).ok();
    let path = dir.join(FILE);
    let broken = "[hidden]\nplayers = \"5\"\nseat1.name = [\n";
    std::fs::write(&path, broken).ok();
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    let said = notes(&app).join("\n");
    let where_ = format!("{}:", path.display());
    assert!(said.contains(&where_), "{said}");
    assert!(
        said.contains(":3:") || said.contains(":4:"),
        "line and column: {said}"
    );
    assert!(said.contains("ignored"), "{said}");
    // The broken file's values are not used.
    assert_eq!(form_value(&app, "players").as_deref(), Some("4"));
    // The player changes something and starts: the file stays as it was.
    press(&mut app, KeyCode::Right);
    start(&mut app);
    assert_eq!(players(&app), 5);
    assert_eq!(std::fs::read_to_string(&path).unwrap_or_default(), broken);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn remembered_values_the_rules_cannot_take_are_ignored() {
    let dir = temp_dir("odd");
    std::fs::create_dir_all(&dir).ok();
    std::fs::write(
        dir.join(FILE),
        "[hidden]\nplayers = \"99\"\nwumpus_players = \"2\"\n\"seat1.colour\" = \"plaid\"\n",
    )
    .ok();
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    assert!(notes(&app).is_empty(), "{:?}", notes(&app));
    assert_eq!(form_value(&app, "players").as_deref(), Some("4"));
    assert_eq!(form_value(&app, "wumpus_players").as_deref(), Some("2"));
    assert_eq!(form_value(&app, "seat1.colour").as_deref(), Some("red"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_impossible_setup_is_refused_on_the_form() {
    let dir = temp_dir("impossible");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    // A name of 11 cells but 22 characters (each e with a combining
    // accent): it fits the row, but the rules take at most 20 characters.
    if let Screen::Setup(s) = &mut app.screen {
        s.form.cursor = s
            .form
            .fields
            .iter()
            .position(|f| f.key == "seat1.name")
            .unwrap_or(0);
    }
    press(&mut app, KeyCode::Enter);
    for _ in 0..10 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, &"e\u{301}".repeat(11));
    press(&mut app, KeyCode::Enter);
    start(&mut app);
    assert_eq!(app.layer(), Layer::Setup, "no game starts");
    let said = notes(&app).join("\n");
    assert!(said.starts_with("Cannot start: names:"), "{said}");
    assert!(
        !dir.join(FILE).exists(),
        "an impossible setup is not remembered"
    );
}

#[test]
fn seat_names_are_distinct_a_repeat_is_refused_in_the_setup_form() {
    // docs/rules.md, Hidden: a repeated seat name is refused in the setup
    // form, with a reason, as soon as it is typed and again at the start.
    let dir = temp_dir("repeat");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    if let Screen::Setup(s) = &mut app.screen {
        s.form.cursor = s
            .form
            .fields
            .iter()
            .position(|f| f.key == "seat1.name")
            .unwrap_or(0);
    }
    press(&mut app, KeyCode::Enter);
    for _ in 0..10 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "bot 2");
    press(&mut app, KeyCode::Enter);
    let why = "Cannot start: Seats 1 (\"bot 2\") and 2 (\"Bot 2\") have the same name: \
               each seat needs its own name, so the hand-off line says who is to play";
    assert_eq!(notes(&app), [why], "said at the name, before starting");
    start(&mut app);
    assert_eq!(app.layer(), Layer::Setup, "no game starts");
    assert_eq!(notes(&app), [why], "said once");
    assert!(
        !dir.join(FILE).exists(),
        "a refused setup is not remembered"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn seat_colours_are_distinct_a_repeat_is_refused_in_the_setup_form() {
    // Seats are told apart on the map by colour: two alike are refused
    // as soon as chosen, and no game starts.
    let dir = temp_dir("colour");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    if let Screen::Setup(s) = &mut app.screen {
        s.form.cursor = s
            .form
            .fields
            .iter()
            .position(|f| f.key == "seat1.colour")
            .unwrap_or(0);
    }
    // Seat 2 is blue: seat 1 goes from red to the next colour, blue.
    press(&mut app, KeyCode::Right);
    let why = "Cannot start: Seats 1 and 2 are both blue: give each seat a colour of its own.";
    assert_eq!(notes(&app), [why]);
    start(&mut app);
    assert_eq!(app.layer(), Layer::Setup, "no game starts");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn save_replaces_the_file_whole() {
    let dir = temp_dir("save");
    let path = dir.join(FILE);
    let mut all = setup::Remembered::new();
    all.entry("hidden".into())
        .or_default()
        .insert("players".into(), "6".into());
    assert!(setup::save(&path, &all).is_ok());
    all.entry("hidden".into())
        .or_default()
        .insert("players".into(), "7".into());
    assert!(setup::save(&path, &all).is_ok());
    assert_eq!(setup::load(&path), Ok(all));
    let count = std::fs::read_dir(&dir).map(|d| d.count()).unwrap_or(0);
    assert_eq!(count, 1, "no temporary file is left");
    assert_eq!(
        setup::load(&dir.join("missing.toml")),
        Ok(setup::Remembered::new())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn esc_on_the_setup_screen_goes_back_to_the_menu() {
    let dir = temp_dir("esc");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.layer(), Layer::Menu);
}

#[test]
fn rule_sets_without_a_form_start_at_once_from_the_menu() {
    let mut app = menu_app();
    app.data_dir = None;
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.layer(), Layer::Play);
}

#[test]
fn the_setup_screen_snapshot() {
    let dir = temp_dir("snap");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    insta::assert_snapshot!("hidden_setup_80x24", render(&mut app, 80, 24));
}

#[test]
fn a_default_name_follows_the_seat_from_bot_to_person() {
    let dir = temp_dir("names");
    let mut app = menu_on_hidden(&dir);
    press(&mut app, KeyCode::Enter);
    if let Screen::Setup(s) = &mut app.screen {
        s.form.cursor = s
            .form
            .fields
            .iter()
            .position(|f| f.key == "seat2.who")
            .unwrap_or(0);
    }
    press(&mut app, KeyCode::Right);
    assert_eq!(form_value(&app, "seat2.who").as_deref(), Some("person"));
    assert_eq!(form_value(&app, "seat2.name").as_deref(), Some("Player 2"));
    press(&mut app, KeyCode::Right);
    assert_eq!(form_value(&app, "seat2.name").as_deref(), Some("Bot 2"));
}
