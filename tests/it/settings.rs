//! The settings screen and the customise form, driven through the real
//! `App` with keys: each change applies at once and is saved to the
//! player's file (comments kept); a refused knob says why on the form; a
//! saved variant is in the menu at once.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::fs;
use wumpus::app::{App, Prefs, Screen};
use wumpus::config::edit::Target;
use wumpus::config::{self, Theme};

const COMMENTED: &str = include_str!("../fixtures/config/commented.toml");

/// A menu app whose settings go to `path`.
fn app_saving_to(path: &std::path::Path) -> App {
    let mut app = menu_app();
    let config = config::check_file(path).expect("the fixture loads");
    app.variants = config.variants.clone();
    app.prefs = Prefs::new(&config, Some(Target::new(path.to_path_buf())), false);
    app
}

fn fixture() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    fs::write(&path, COMMENTED).expect("write");
    (dir, path)
}

/// From the menu to the settings screen by its key.
fn open_settings(app: &mut App) {
    type_text(app, "o");
    assert!(
        matches!(app.screen, Screen::Settings(_)),
        "o opens settings"
    );
}

/// The customise form's cursor onto the knob `name`.
fn to_knob(app: &mut App, name: &str) {
    for _ in 0..60 {
        if let Screen::Settings(v) = &app.screen
            && let Some(f) = &v.form
            && f.row(f.cursor).is_some_and(|(n, _, _)| n == name)
        {
            return;
        }
        press(app, KeyCode::Down);
    }
    panic!("no knob {name}");
}

fn refusal(app: &App) -> Option<String> {
    match &app.screen {
        Screen::Settings(v) => v.form.as_ref().and_then(|f| f.refusal.clone()),
        _ => None,
    }
}

#[test]
fn the_theme_cycles_applies_at_once_and_is_saved_with_comments_kept() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    open_settings(&mut app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.prefs.theme, Theme::Light);
    assert_eq!(app.theme, app.prefs.screen_theme(Theme::Light));
    // Written off the keypress path: wait for the writer.
    app.settle_settings();
    let text = fs::read_to_string(&path).expect("read");
    assert_eq!(
        text,
        COMMENTED.replace(
            "\"dark\"     # I like it dark",
            "\"light\"     # I like it dark"
        )
    );
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("theme = light: saved to"), "{screen}");
}

#[test]
fn hints_mouse_and_dumps_toggle_and_are_saved() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    open_settings(&mut app);
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
        type_text(&mut app, " ");
    }
    assert!(app.prefs.hints);
    assert!(!app.prefs.mouse);
    assert!(app.prefs.dump_on_game_over);
    app.settle_settings();
    let loaded = config::check_file(&path).expect("loads");
    assert!(loaded.hints && !loaded.mouse && loaded.dump_on_game_over);
    assert!(
        fs::read_to_string(&path)
            .expect("read")
            .starts_with(COMMENTED.lines().next().unwrap_or(""))
    );
}

#[test]
fn a_broken_file_keeps_the_setting_for_the_session_and_says_why() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    let broken = "theme = \"dark\"\nhints = \n";
    fs::write(&path, broken).expect("break it");
    open_settings(&mut app);
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.prefs.theme,
        Theme::Light,
        "the change holds for the session"
    );
    // The write fails on the writer's thread, and says so once it is done.
    assert!(app.settle_settings(), "the failure changes the screen");
    assert_eq!(fs::read_to_string(&path).expect("read"), broken);
    let Screen::Settings(view) = &app.screen else {
        panic!("settings");
    };
    let message = view.message.clone().expect("a message");
    assert!(!message.ok);
    assert!(
        message.text.contains("for this session only"),
        "{}",
        message.text
    );
    assert!(
        message.text.contains(&format!("{}:2:", path.display())),
        "{}",
        message.text
    );
}

#[test]
fn the_keys_list_every_action_and_where_an_override_was_set() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    let rows = app.key_rows();
    let shoot = rows
        .iter()
        .find(|r| r.name == "shoot")
        .expect("shoot is listed");
    assert_eq!(shoot.origin, "config.toml:19:1");
    let quit = rows
        .iter()
        .find(|r| r.name == "quit")
        .expect("quit is listed");
    assert_eq!(quit.origin, "built in");
    for b in app.keymap.bindings() {
        assert!(rows.iter().any(|r| r.name == b.name), "{} missing", b.name);
    }
    open_settings(&mut app);
    let screen = render(&mut app, 160, 48);
    assert!(screen.contains("config.toml:19:1"), "{screen}");
}

#[test]
fn a_refused_knob_says_why_on_the_form_and_blocks_saving() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    type_text(&mut app, "c");
    to_knob(&mut app, "pits");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "19");
    // Judged while typed, before Enter.
    assert_eq!(
        refusal(&app).as_deref(),
        Some("pits: the player, 1 wumpus, 19 pits and 2 bats need 23 rooms, the cave has 20")
    );
    press(&mut app, KeyCode::Enter);
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Refused: pits: the player"), "{screen}");
    // Saving is refused while a value is.
    for _ in 0..60 {
        press(&mut app, KeyCode::Down);
        if let Screen::Settings(v) = &app.screen
            && let Some(f) = &v.form
            && f.cursor == f.rows()
        {
            break;
        }
    }
    press(&mut app, KeyCode::Enter);
    let Screen::Settings(v) = &app.screen else {
        panic!("still the form");
    };
    let form = v.form.as_ref().expect("form");
    assert!(form.naming.is_none());
    assert!(
        form.message
            .as_ref()
            .is_some_and(|m| m.text.starts_with("Not saved: change the value marked !"))
    );
    assert_eq!(fs::read_to_string(&path).expect("read"), COMMENTED);
}

/// From the menu: the selected variant customised (7 arrows, bats drop
/// in empty rooms) and saved as "Seven arrows".
fn seven_arrows(app: &mut App) {
    type_text(app, "c");
    to_knob(app, "arrows");
    press(app, KeyCode::Right);
    press(app, KeyCode::Right);
    to_knob(app, "bat_drop");
    press(app, KeyCode::Enter);
    assert_eq!(refusal(app), None);
    press(app, KeyCode::Up);
    press(app, KeyCode::Up);
    // Up from the first row wraps to the save row.
    for _ in 0..60 {
        if let Screen::Settings(v) = &app.screen
            && let Some(f) = &v.form
            && f.cursor == f.rows()
        {
            break;
        }
        press(app, KeyCode::Down);
    }
    press(app, KeyCode::Enter);
    for _ in 0..20 {
        press(app, KeyCode::Backspace);
    }
    type_text(app, "Seven arrows");
    press(app, KeyCode::Enter);
}

/// On a server the menu is the server's variants and then the player's
/// own: a variant saved to the player's settings joins the server's, which
/// stay (their file holds only the built-ins and their own), and a menu
/// made again from the two files (a new connection) has both.
#[test]
fn a_server_players_customised_variant_joins_the_servers_variants() {
    let dir = tempfile::tempdir().expect("temp dir");
    let theirs = dir.path().join("settings.toml");
    fs::write(&theirs, "# ann's own\n").expect("write");
    let builtin = config::from_sources(&[config::Source::builtin()]).expect("built in");
    let mut house = builtin.variants.clone();
    let mut special = house[0].clone();
    special.id = "house-rules".into();
    special.name = "House rules".into();
    house.push(special);
    let mut app = menu_app();
    app.variants = house.clone();
    app.prefs = Prefs::new(&builtin, Some(Target::new(theirs.clone())), false);
    app.prefs.house = house.clone();
    seven_arrows(&mut app);
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu));
    let ids: Vec<&str> = app.variants.iter().map(|v| v.id.as_str()).collect();
    assert!(ids.contains(&"house-rules"), "the server's stay: {ids:?}");
    assert_eq!(ids.last(), Some(&"seven-arrows"), "{ids:?}");
    assert_eq!(app.variants.len(), house.len() + 1);
    assert_eq!(app.variant().map(|v| v.id.as_str()), Some("seven-arrows"));

    let reloaded = config::check_file(&theirs).expect("ann's file loads");
    let menu = config::menu_variants(&house, &reloaded.variants);
    let ids: Vec<&str> = menu.iter().map(|v| v.id.as_str()).collect();
    assert_eq!(ids.len(), house.len() + 1, "{ids:?}");
    assert!(ids.contains(&"house-rules") && ids.contains(&"seven-arrows"));
}

#[test]
fn a_customised_variant_is_saved_and_is_in_the_menu_at_once() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    let before = app.variants.len();
    seven_arrows(&mut app);
    let Screen::Settings(view) = &app.screen else {
        panic!("the settings list says where it went");
    };
    let said = view.message.clone().expect("a message");
    assert!(
        said.ok
            && said
                .text
                .starts_with("Saved \"Seven arrows\" as [variant.seven-arrows] to "),
        "{}",
        said.text
    );
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu), "Esc: the menu");
    assert_eq!(app.variants.len(), before + 1);
    let new = app.variant().expect("the new variant is selected");
    assert_eq!(new.id, "seven-arrows");
    let knob = |k: &str| {
        new.knobs
            .iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(knob("arrows").as_deref(), Some("7"));
    assert_eq!(knob("bat_drop").as_deref(), Some("empty"));
    let text = fs::read_to_string(&path).expect("read");
    assert!(
        text.starts_with(COMMENTED),
        "the player's text is kept whole"
    );
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Seven arrows"), "{screen}");
}

#[test]
fn a_name_that_clashes_is_refused() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    type_text(&mut app, "c");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    for _ in 0..40 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "Mine");
    press(&mut app, KeyCode::Enter);
    let Screen::Settings(v) = &app.screen else {
        panic!("still the form");
    };
    let message = v
        .form
        .as_ref()
        .and_then(|f| f.message.clone())
        .expect("a reason");
    assert!(
        message.text.contains("\"mine\" is taken"),
        "{}",
        message.text
    );
    assert_eq!(fs::read_to_string(&path).expect("read"), COMMENTED);
}

#[test]
fn the_menu_has_a_settings_entry_below_the_variants() {
    let mut app = menu_app();
    press(&mut app, KeyCode::Up);
    assert!(app.on_settings_entry());
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("› Settings (o)"), "{screen}");
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Settings(_)));
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu));
}

/// A menu app as the snapshots see it: the fixture's variants and keys,
/// its file shown as it would be in a home directory.
fn snapshot_app(path: &std::path::Path) -> App {
    let mut app = app_saving_to(path);
    app.prefs.target = Some(Target {
        path: path.to_path_buf(),
        shown: "~/.config/wumpus/config.toml".into(),
    });
    app
}

#[test]
fn snapshots_of_the_settings_screen() {
    let (_dir, path) = fixture();
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = snapshot_app(&path);
        open_settings(&mut app);
        insta::assert_snapshot!(format!("settings_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn snapshots_of_the_customise_form_with_a_refused_value() {
    let (_dir, path) = fixture();
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = snapshot_app(&path);
        type_text(&mut app, "c");
        to_knob(&mut app, "bats");
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Backspace);
        type_text(&mut app, "18");
        press(&mut app, KeyCode::Enter);
        insta::assert_snapshot!(format!("customise_refused_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn snapshots_of_the_name_prompt() {
    let (_dir, path) = fixture();
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = snapshot_app(&path);
        type_text(&mut app, "c");
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Enter);
        insta::assert_snapshot!(format!("customise_naming_{w}x{h}"), render(&mut app, w, h));
    }
}

/// From the menu into the first variant's game.
fn into_a_game(app: &mut App) {
    press(app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Play(_)), "Enter plays");
}

#[test]
fn h_in_a_game_is_saved_off_the_keypress_and_a_failed_write_says_so_in_the_log() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    into_a_game(&mut app);
    type_text(&mut app, "h");
    assert!(app.hints, "hints are on at once");
    app.settle_settings();
    assert!(config::check_file(&path).expect("loads").hints);
    // Toggled several times before the writer catches up: the last wins.
    type_text(&mut app, "hhh");
    app.settle_settings();
    assert!(!config::check_file(&path).expect("loads").hints);

    // A file that cannot take it: the toggle holds, and the log says why.
    let broken = "theme = \"dark\"\nhints = \n";
    fs::write(&path, broken).expect("break it");
    type_text(&mut app, "h");
    assert!(app.hints);
    assert!(app.settle_settings(), "the failure changes the screen");
    assert_eq!(fs::read_to_string(&path).expect("read"), broken);
    let log = app.view().map(|v| v.log.to_vec()).unwrap_or_default();
    assert!(
        log.iter()
            .any(|(_, l)| l.starts_with("hints = true for this session only")),
        "{log:?}"
    );
}

#[test]
fn a_number_knob_is_retyped_whole_from_its_first_key() {
    let (_dir, path) = fixture();
    let mut app = app_saving_to(&path);
    type_text(&mut app, "c");
    to_knob(&mut app, "pits");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "3");
    press(&mut app, KeyCode::Enter);
    let Screen::Settings(v) = &app.screen else {
        panic!("still the form");
    };
    let form = v.form.as_ref().expect("form");
    let pits = (0..form.rows())
        .filter_map(|i| form.row(i))
        .find(|(name, _, _)| name == "pits")
        .map(|(_, value, _)| value);
    assert_eq!(pits.as_deref(), Some("3"), "not 23");
}
