//! The record's screens as text at 80x24: the leave dialog, the menu with
//! a saved game, the score table and a replay (with the hidden state
//! shown). Dates come from fixed files, so the screens are reproducible.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::path::Path;
use wumpus::app::{App, Replay, Screen, Seeds};
use wumpus::record::{DataDir, Record};
use wumpus::ui::theme::{Theme, ThemeName};

fn kept_menu(dir: &Path) -> App {
    let files = wumpus::front::files(DataDir::at(dir), false);
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    )
    .with_files(Some(files));
    app.seeds = Seeds::Counter(81723);
    app
}

fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records")
}

#[test]
fn leave_dialog() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path());
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "1");
    type_text(&mut app, "q");
    insta::assert_snapshot!("leave_dialog_80x24", render(&mut app, 80, 24));
    insta::assert_snapshot!("leave_dialog_160x48", render(&mut app, 160, 48));
}

#[test]
fn menu_with_a_saved_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    // The golden save (made before game ids), under an id of its own.
    let mut save = wumpus::record::read_save(&fixtures().join("save-v1.json"))
        .expect("the golden save")
        .expect("there");
    save.record.id = "0123456789abcdef".into();
    let data = wumpus::record::DataDir::at(dir.path());
    let path = data.save_of(&save.record.id).expect("an id");
    std::fs::create_dir_all(data.saves()).expect("saves/");
    wumpus::record::write_save(&path, &save).expect("written");
    let mut app = kept_menu(dir.path());
    insta::assert_snapshot!("menu_resume_80x24", render(&mut app, 80, 24));
    insta::assert_snapshot!("menu_resume_160x48", render(&mut app, 160, 48));
}

#[test]
fn scores_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::copy(
        fixtures().join("scores-v1.jsonl"),
        dir.path().join("scores.jsonl"),
    )
    .expect("the golden scores");
    let mut app = kept_menu(dir.path());
    type_text(&mut app, "s");
    assert!(matches!(app.screen, Screen::Scores(_)));
    insta::assert_snapshot!("scores_80x24", render(&mut app, 80, 24));
    insta::assert_snapshot!("scores_160x48", render(&mut app, 160, 48));
}

#[test]
fn replay_screen() {
    let record = Record::read(&fixtures().join("classic-v1.json")).expect("golden");
    let player = wumpus::front::playback(record).expect("plays back");
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    );
    app.from_menu = false;
    app.screen = Screen::Replay(Box::new(Replay::new(player, None)));
    for _ in 0..3 {
        press(&mut app, KeyCode::Right);
    }
    insta::assert_snapshot!("replay_80x24", render(&mut app, 80, 24));
    insta::assert_snapshot!("replay_160x48", render(&mut app, 160, 48));
    type_text(&mut app, "t");
    insta::assert_snapshot!("replay_hidden_shown_80x24", render(&mut app, 80, 24));
    insta::assert_snapshot!("replay_hidden_shown_160x48", render(&mut app, 160, 48));
}
