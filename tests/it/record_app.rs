//! The records in the full-screen app, keys in and frames out: the quit
//! dialog (save, abandon, stay), the menu's Resume entry, a new game while
//! one is saved (each game has its own), the Scores screen and a replay from it, and `#` at game
//! over. Every app here keeps its files in a temporary directory.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::path::Path;
use wumpus::app::{App, Confirm, Overlay, Saved, Screen, Seeds};
use wumpus::front::{Front, Keep};
use wumpus::record::saves;
use wumpus::record::{DataDir, Scores, read_save};
use wumpus::ui::theme::{Theme, ThemeName};

fn kept_menu(dir: &Path, dump_on_game_over: bool) -> App {
    let files = wumpus::front::files(DataDir::at(dir), dump_on_game_over);
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    )
    .with_files(Some(files));
    app.seeds = Seeds::Counter(1000);
    app
}

fn front(app: &App) -> &dyn Front {
    app.session().expect("a game on screen")
}

/// From the menu: a classic game with one move made, still going.
fn start_and_move(app: &mut App) {
    for _ in 0..50 {
        press(app, KeyCode::Enter);
        type_text(app, "1");
        if !front(app).view().over {
            return;
        }
        press(app, KeyCode::Esc);
    }
    panic!("no seed lets the first move live");
}

fn scores(dir: &Path) -> Scores {
    Scores::load(&dir.join("scores.jsonl")).expect("readable scores")
}

#[test]
fn leaving_a_game_asks_to_save_abandon_or_stay() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    start_and_move(&mut app);
    type_text(&mut app, "q");
    assert_eq!(app.overlay, Some(Overlay::Leave));
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Leave this game?"), "{screen}");
    assert!(screen.contains("s/y/Enter save"), "{screen}");

    // Esc: back to the game, as it was.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay, None);
    assert!(matches!(app.screen, Screen::Play(_)));

    // Save: the menu offers it first.
    type_text(&mut app, "q");
    type_text(&mut app, "s");
    assert!(matches!(app.screen, Screen::Menu));
    assert!(matches!(app.saved.as_slice(), [Saved::Game(_)]));
    assert!(app.on_resume);
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Resume: Classic, turn 2,"), "{screen}");
    let log_before = read_save(&the_save(dir.path()))
        .expect("readable")
        .expect("saved")
        .turn();
    assert_eq!(log_before, 1);

    // Resume: the same game, one turn played, at turn 2.
    press(&mut app, KeyCode::Enter);
    assert!(
        front(&app).view().status.contains("turn 2"),
        "{}",
        front(&app).view().status
    );
    assert!(!front(&app).view().over);

    // Abandon: in the scores as such, and no save left.
    type_text(&mut app, "q");
    type_text(&mut app, "a");
    assert!(matches!(app.screen, Screen::Menu));
    assert_eq!(app.saved, []);
    assert!(saves::paths(&DataDir::at(dir.path())).is_empty());
    let table = scores(dir.path());
    let last = table.last().expect("a score line");
    assert_eq!(last.outcome(), "abandoned");
    assert_eq!(last.turns(), 1);
    assert!(last.has_record(), "its record is kept");
    assert!(
        last.line().expect("reads again").record.is_some(),
        "its record is kept"
    );
}

#[test]
fn a_game_with_no_files_or_no_move_asks_only_yes_or_no() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "q");
    assert_eq!(app.overlay, Some(Overlay::Confirm(Confirm::Quit)));
    let mut unkept = game_app(7);
    type_text(&mut unkept, "1");
    type_text(&mut unkept, "q");
    assert_eq!(unkept.overlay, Some(Overlay::Confirm(Confirm::Quit)));
}

#[test]
fn a_new_game_leaves_a_saved_one_alone_and_the_menu_offers_both() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    start_and_move(&mut app);
    type_text(&mut app, "q");
    type_text(&mut app, "s");
    let first = the_save(dir.path());
    // Down from the Resume entry to the first variant, then Enter: a new
    // game at once, no question, the saved one untouched.
    press(&mut app, KeyCode::Down);
    assert!(!app.on_resume);
    start_and_move(&mut app);
    assert!(matches!(app.screen, Screen::Play(_)));
    assert!(first.exists());
    assert!(!dir.path().join("scores.jsonl").exists(), "nothing filed");
    // Saved too: two games to resume, the newest first.
    type_text(&mut app, "q");
    type_text(&mut app, "s");
    assert_eq!(app.saved.len(), 2);
    let screen = render(&mut app, 100, 30);
    assert_eq!(
        screen.matches("Resume: Classic, turn 2,").count(),
        2,
        "{screen}"
    );
    // The first game, picked by moving down to it (saved in the same
    // second, the two are in id order).
    assert!(app.on_resume);
    let first_id = (wumpus::record::read_save(&first).expect("readable"))
        .map(|s| s.record.id)
        .expect("saved");
    while !matches!(app.chosen_save(), Some(Saved::Game(s)) if s.record.id == first_id) {
        assert!(app.on_resume, "the first game is listed");
        press(&mut app, KeyCode::Down);
    }
    let Some(Saved::Game(picked)) = app.chosen_save().cloned() else {
        panic!("a save chosen")
    };
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Play(_)));
    assert_eq!(
        wumpus::record::read_save(&first)
            .expect("readable")
            .map(|s| s.record.id),
        Some(picked.record.id.clone())
    );
    // While it is played, the menu of another wumpus would not offer it.
    let others = saves::list(&DataDir::at(dir.path()));
    assert!(others.iter().all(|l| l.id != picked.record.id));
    assert_eq!(others.len(), 1);
}

/// The one save in `dir`'s data dir.
fn the_save(dir: &Path) -> std::path::PathBuf {
    let mut all = saves::paths(&DataDir::at(dir));
    assert_eq!(all.len(), 1, "{all:?}");
    all.pop().expect("one save")
}

/// A finished classic game, left for the menu (its score written).
fn finish_one(app: &mut App) {
    press(app, KeyCode::Enter);
    play_to_the_end(app);
    assert!(front(app).view().over);
}

#[test]
fn the_scores_screen_lists_the_game_and_opens_its_replay() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    finish_one(&mut app);
    // The game-over panel says where the record went.
    front_settle(&mut app);
    let screen = render(&mut app, 100, 30);
    assert!(screen.contains("scores row 1"), "{screen}");
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu));
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("s scores"), "{screen}");

    type_text(&mut app, "s");
    assert!(matches!(app.screen, Screen::Scores(_)));
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Best games: Classic (classic)"), "{screen}");
    assert!(screen.contains("Recent games"), "{screen}");

    press(&mut app, KeyCode::Enter);
    let Screen::Replay(replay) = &app.screen else {
        panic!("Enter opens the replay");
    };
    assert_eq!(replay.player.position(), 0);
    assert!(app.pace().is_some(), "it plays by itself");
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Replay · Classic"), "{screen}");
    assert!(
        screen.contains("space pause") || screen.contains("Space pause"),
        "{screen}"
    );

    press(&mut app, KeyCode::Right);
    let Screen::Replay(replay) = &app.screen else {
        panic!("still the replay");
    };
    assert_eq!(replay.player.position(), 1);
    assert!(replay.paused && app.pace().is_none(), "a step pauses");

    type_text(&mut app, "t");
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("[hidden shown]"), "{screen}");
    press(&mut app, KeyCode::Left);
    let Screen::Replay(replay) = &app.screen else {
        panic!("still the replay");
    };
    assert_eq!(replay.player.position(), 0);
    assert!(replay.player.revealed());
    assert!(
        replay.player.verdict().is_none(),
        "the record replays as played"
    );

    // To the end, by ticks.
    type_text(&mut app, " ");
    for _ in 0..100 {
        if app.pace().is_none() {
            break;
        }
        app.tick();
    }
    let Screen::Replay(replay) = &app.screen else {
        panic!("still the replay");
    };
    assert_eq!(replay.player.position(), replay.player.commands());
    assert!(replay.player.front().view().over);

    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Scores(_)));
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu));
}

fn front_settle(app: &mut App) {
    if let Screen::Play(s) = &mut app.screen {
        let _ = s.keep(Keep::Settle);
    }
}

#[test]
fn hash_at_game_over_writes_a_dump_and_says_where() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    finish_one(&mut app);
    type_text(&mut app, "#");
    let log = front(&app).view().log.to_vec();
    let line = &log.last().expect("a line").1;
    let path = line
        .strip_prefix("Dump written: ")
        .unwrap_or_else(|| panic!("the log says where: {line}"));
    let text = std::fs::read_to_string(path).expect("the dump");
    assert!(text.starts_with("Hunt the Wumpus: game dump"), "{text}");
    assert!(text.contains("Variant: Classic (classic)"), "{text}");
    assert!(text.contains("Map (everything revealed)"), "{text}");
    let screen = render(&mut app, 100, 30);
    assert!(screen.contains("dump: "), "{screen}");
}

#[test]
fn dump_on_game_over_writes_one_for_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), true);
    finish_one(&mut app);
    press(&mut app, KeyCode::Esc);
    let dumps: Vec<_> = std::fs::read_dir(dir.path().join("dumps"))
        .expect("dumps/")
        .collect();
    assert_eq!(dumps.len(), 1);
}

/// Same setup right after the end: the new game does not take the ended
/// game's save for a saved game of its own (no second score for it).
#[test]
fn same_setup_at_once_files_nothing_twice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    finish_one(&mut app);
    type_text(&mut app, "r");
    assert!(!front(&app).view().over);
    type_text(&mut app, "1");
    if front(&app).view().over {
        press(&mut app, KeyCode::Esc);
    } else {
        type_text(&mut app, "q");
        type_text(&mut app, "a");
    }
    let table = scores(dir.path());
    let rows: Vec<_> = table.rows().collect();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(
        rows[1].hand_seeded(),
        "the same setup is a seed the player knows"
    );
    assert_eq!(rows[1].seed(), rows[0].seed());
}

#[test]
fn the_scores_screen_notes_a_corrupt_line_by_path_and_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    finish_one(&mut app);
    press(&mut app, KeyCode::Esc);
    let path = dir.path().join("scores.jsonl");
    let mut bytes = std::fs::read(&path).expect("scores");
    bytes.extend_from_slice(b"not a score\n");
    std::fs::write(&path, &bytes).expect("written");
    type_text(&mut app, "s");
    let screen = render(&mut app, 120, 30);
    assert!(
        screen.contains("scores.jsonl:2: not a valid score line"),
        "{screen}"
    );
    assert!(screen.contains("Best games: Classic"), "{screen}");
    assert_eq!(
        std::fs::read(&path).expect("scores"),
        bytes,
        "never rewritten"
    );
}

/// Lines said about keys (one that does nothing here) are in the resumed
/// game's log too, in their places.
#[test]
fn a_resumed_game_has_the_whole_log() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    start_and_move(&mut app);
    type_text(&mut app, "Z");
    let log = front(&app).view().log.to_vec();
    assert!(
        log.last()
            .is_some_and(|(_, l)| l.contains("does nothing here")),
        "{log:?}"
    );
    type_text(&mut app, "q");
    type_text(&mut app, "s");
    press(&mut app, KeyCode::Enter);
    assert_eq!(front(&app).view().log, log.as_slice());
}

/// The save follows the screen, not the key: a move's snapshot is taken
/// once its frame is drawn (nothing copied on the key's path), and what a
/// signal or a panic writes in between is the game as last drawn.
#[test]
fn a_move_is_saved_when_its_frame_is_drawn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    start_and_move(&mut app);
    app.frame_drawn();
    let handle = app.save_handle().expect("a game with files");
    handle.save_now().expect("saved");
    let path = the_save(dir.path());
    let commands = |path: &Path| {
        read_save(path)
            .expect("readable")
            .map(|s| s.record.commands.len())
    };
    assert_eq!(commands(&path), Some(1));

    // A second move, its frame not drawn yet: the save is still the first.
    let before = front(&app).view().log.len();
    let moves = ["1", "2", "3"];
    let moved = moves.iter().any(|m| {
        type_text(&mut app, m);
        front(&app).view().log.len() > before
    });
    assert!(moved, "one of the tunnels is taken");
    handle.save_now().expect("saved");
    assert_eq!(commands(&path), Some(1), "not before its frame");

    // Drawn: the save has it.
    app.frame_drawn();
    handle.save_now().expect("saved");
    let recorded = front(&app).record().map(|r| r.commands.len());
    assert_eq!(recorded, Some(2));
    if !front(&app).view().over {
        assert_eq!(commands(&path), recorded);
    }
}

/// A save that cannot be written (the data dir is a file) is found when
/// the frame is drawn: one line in the log, and the screen is drawn again
/// to show it. Nothing is written on the key.
#[test]
fn a_save_that_fails_after_the_frame_is_told_in_the_log() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, "x").expect("file");
    let mut app = kept_menu(&file, false);
    start_and_move(&mut app);
    let told = |app: &App| {
        front(app)
            .view()
            .log
            .iter()
            .filter(|(_, l)| l.contains("could not be saved"))
            .count()
    };
    assert_eq!(told(&app), 0, "nothing tried on the key");
    assert!(app.frame_drawn(), "news for the screen");
    assert_eq!(told(&app), 1);
    assert!(!app.frame_drawn(), "nothing new to draw");
    assert_eq!(std::fs::read(&file).expect("still there"), b"x");
}

#[test]
fn a_game_resumed_from_the_menu_has_hints_as_a_new_game_would() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut app = kept_menu(dir.path(), false);
    app.hints_from_start(true);
    start_and_move(&mut app);
    assert!(front(&app).view().hints.on);
    type_text(&mut app, "q");
    type_text(&mut app, "s");
    assert!(app.on_resume);
    press(&mut app, KeyCode::Enter);
    assert!(front(&app).view().hints.on, "hints still on after Resume");
    // Off with `h`, then saved and resumed: off, as `h` left them.
    type_text(&mut app, "h");
    assert!(!front(&app).view().hints.on);
    type_text(&mut app, "q");
    type_text(&mut app, "s");
    press(&mut app, KeyCode::Enter);
    assert!(!front(&app).view().hints.on, "as h left them");
}

/// A page closed and opened again can reach the menu before its old
/// connection has let the game go: the menu looks again as it waits, and
/// offers the game once it is free, cursor on it.
#[test]
fn a_menu_opened_while_another_screen_plays_the_game_offers_it_once_let_go() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut old = kept_menu(dir.path(), false);
    start_and_move(&mut old);
    let _ = old.frame_drawn();
    (old.save_handle().expect("a game with files").save_now()).expect("saved");
    assert!(
        the_save(dir.path()).exists(),
        "the move is saved as it is played"
    );
    let mut new = kept_menu(dir.path(), false);
    assert!(new.saved.is_empty(), "a game being played is not offered");
    assert!(!new.poll(), "nothing let go yet");
    type_text(&mut old, "q");
    type_text(&mut old, "s");
    assert!(matches!(old.screen, Screen::Menu));
    assert!(new.poll(), "the menu changed");
    assert_eq!(new.saved.len(), 1);
    assert!(new.on_resume);
    let screen = render(&mut new, 100, 30);
    assert!(screen.contains("Resume: Classic, turn 2,"), "{screen}");
    assert!(!new.poll(), "looked at once, not again");
}

/// The server's list of who is doing what names the screen: the game's
/// status while one is played, else where the player is, never "on the
/// menu" for a screen that is not the menu.
#[test]
fn whereabouts_name_the_screen_a_player_is_on() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = kept_menu(dir.path(), false);
    assert_eq!(app.whereabouts(), "on the menu");
    type_text(&mut app, "s");
    assert!(matches!(app.screen, Screen::Scores(_)));
    assert_eq!(app.whereabouts(), "reading the scores");
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "o");
    assert!(matches!(app.screen, Screen::Settings(_)));
    assert_eq!(app.whereabouts(), "in the settings");
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu));
    start_and_move(&mut app);
    let shown = app.whereabouts();
    assert!(shown.starts_with("Classic · turn 2"), "{shown}");
}
