//! The player's own marks: `x` then a room cycles a mark on it; the map,
//! the tunnels panel and the exits list show it; a move into a room marked
//! dangerous asks first; the marks survive a save and resume, come back in
//! a replay at the turn they were made, and plain mode has `mark N WORD`.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;
use wumpus::app::{Confirm, Overlay};
use wumpus::engine::classic::Classic as ClassicGame;
use wumpus::engine::{Game, SOLO};
use wumpus::front::classic::ClassicUi;
use wumpus::front::marks::MARK;
use wumpus::front::{Opening, Panes, files};
use wumpus::keymap::{Action, Layer};
use wumpus::record::{DataDir, read_save};

const SEED: u64 = 81723;

/// The marks line of the game on screen.
fn marks(app: &wumpus::app::App) -> String {
    app.session()
        .and_then(|s| s.view().panes.marks_line())
        .unwrap_or_default()
}

#[test]
fn x_then_a_tunnel_cycles_pit_bats_wumpus_safe_none() {
    let mut app = game_app(SEED);
    let (_, to) = here_and_tunnel(&app, 0);
    let mut seen = Vec::new();
    for _ in 0..5 {
        type_text(&mut app, "x");
        assert_eq!(app.layer(), Layer::Armed, "x arms the mark");
        type_text(&mut app, "1");
        assert_eq!(app.layer(), Layer::Play, "a pick leaves mark mode");
        seen.push(marks(&app));
    }
    assert_eq!(
        seen,
        [
            format!("Your marks: {to} pit?"),
            format!("Your marks: {to} bats?"),
            format!("Your marks: {to} wumpus?"),
            format!("Your marks: {to} safe"),
            "No marks yet.".to_string(),
        ]
    );
    // Marks change no rule: no command was made.
    assert_eq!(session(&app).sees().turn(), 0);
}

#[test]
fn a_mark_shows_on_the_map_the_tunnels_panel_and_the_exits_list() {
    let mut app = game_app(SEED);
    let (here, to) = here_and_tunnel(&app, 0);
    let before = render(&mut app, 80, 24);
    type_text(&mut app, "x1");
    let after = render(&mut app, 80, 24);
    assert!(!before.contains(" p?"));
    assert!(after.contains(&format!("{to}? p?")), "map:\n{after}");
    assert!(
        after.contains(&format!("room {to} p?")),
        "tunnels:\n{after}"
    );
    assert!(
        after.contains(&format!("{here} → {to} pit?")),
        "exits:\n{after}"
    );
    for (w, h) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(format!("marked_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn mark_mode_has_its_own_hint_bar_and_prompt() {
    let mut app = game_app(SEED);
    type_text(&mut app, "x");
    let screen = render(&mut app, 80, 24);
    let words: Vec<&str> = app.hints().iter().map(|(_, w)| *w).collect();
    assert!(words.contains(&"mark"), "{words:?}");
    assert!(words.contains(&"cancel"), "{words:?}");
    assert!(!words.contains(&"walk"), "{words:?}");
    assert!(screen.contains("Mark which room?"), "{screen}");
    for (w, h) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(format!("mark_mode_{w}x{h}"), render(&mut app, w, h));
    }
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.layer(), Layer::Play);
}

#[test]
fn a_label_typed_in_mark_mode_marks_that_room_and_a_bad_one_is_refused() {
    let mut app = game_app(SEED);
    type_text(&mut app, "xm");
    assert_eq!(app.layer(), Layer::MoveTo);
    type_text(&mut app, "99");
    press(&mut app, KeyCode::Enter);
    let log = app
        .session()
        .map(|s| s.view().log.to_vec())
        .unwrap_or_default();
    assert!(
        log.iter()
            .any(|(_, t)| t.contains("There is no room \"99\" to mark")),
        "{log:?}"
    );
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "17");
    press(&mut app, KeyCode::Enter);
    assert_eq!(marks(&app), "Your marks: 17 pit?");
}

#[test]
fn a_move_into_a_room_marked_dangerous_asks_first() {
    let mut app = game_app(SEED);
    let (_, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, "x1");
    type_text(&mut app, "1");
    match &app.overlay {
        Some(Overlay::Confirm(Confirm::Game(q))) => {
            assert!(
                q.contains(&format!("room {to}")) && q.contains("pit?"),
                "{q}"
            )
        }
        other => panic!("expected the question, got {other:?}"),
    }
    type_text(&mut app, "n");
    assert_eq!(session(&app).sees().turn(), 0, "no is no move");
    // A room marked safe asks nothing.
    type_text(&mut app, "x1x1x1");
    assert_eq!(marks(&app), format!("Your marks: {to} safe"));
    type_text(&mut app, "1");
    assert!(app.overlay.is_none());
    assert_eq!(session(&app).sees().turn(), 1);
}

fn opening(seed: u64, data: &DataDir) -> Opening {
    Opening {
        id: "classic".into(),
        name: "Classic".into(),
        seed,
        cheat: false,
        hand_seeded: true,
        files: Some(files(data.clone(), false)),
        plain: false,
    }
}

fn classic_rules() -> Arc<<ClassicGame as Game>::Rules> {
    let all = variants();
    let v = all.iter().find(|v| v.id == "classic").expect("classic");
    wumpus::record::rules::of::<ClassicGame>(&v.rules).expect("classic rules")
}

/// A kept classic game with a mark made, a move, and another mark.
fn marked_game(data: &DataDir) -> Session<ClassicUi> {
    let mut s = Session::<ClassicUi>::open(classic_rules(), &opening(SEED, data));
    s.act(Action::Verb(MARK));
    s.act(Action::Tunnel(2));
    let safe = s.game.view(SOLO).tunnels_here()[0];
    s.act(Action::Verb(MARK));
    s.act(Action::Tunnel(1));
    s.act(Action::Verb(MARK));
    s.act(Action::Tunnel(1));
    s.act(Action::Verb(MARK));
    s.act(Action::Tunnel(1));
    s.act(Action::Verb(MARK));
    s.act(Action::Tunnel(1));
    assert!(s.confirm_free(safe), "marked safe: no question");
    s.act(Action::Verb(MARK));
    s.act(Action::Tunnel(1));
    s
}

trait Walk {
    fn confirm_free(&mut self, room: wumpus::engine::RoomId) -> bool;
}

impl Walk for Session<ClassicUi> {
    /// Walks into `room` (next door); true when nothing was asked.
    fn confirm_free(&mut self, room: wumpus::engine::RoomId) -> bool {
        let i = self
            .game
            .view(SOLO)
            .tunnels_here()
            .iter()
            .position(|&r| r == room)
            .expect("next door");
        self.act(Action::Tunnel(i as u8 + 1)).is_none()
    }
}

#[test]
fn marks_survive_a_save_and_resume() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let mut s = marked_game(&data);
    let made = s.marks_line().expect("classic takes marks");
    assert!(made.contains("pit?"), "{made}");
    s.save_and_leave().expect("saved");
    let save = read_save(
        &wumpus::record::saves::paths(&data)
            .pop()
            .expect("a save file"),
    )
    .expect("readable")
    .expect("a save");
    let resumed = wumpus::front::resume(&save, Some(&files(data.clone(), false))).expect("resumes");
    assert_eq!(resumed.view().panes.marks_line(), Some(made));
}

#[test]
fn a_replay_shows_each_mark_from_the_turn_it_was_made() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let s = marked_game(&data);
    let record = s.record().expect("recorded").clone();
    let mut player = wumpus::front::playback(record).expect("plays back");
    let at_start = player.front().view().panes.marks_line().unwrap_or_default();
    player.step();
    let after_move = player.front().view().panes.marks_line().unwrap_or_default();
    // Before the first command: the pit and the room marked safe, not
    // yet the mark made after the move.
    assert_eq!(at_start.matches("pit?").count(), 1, "{at_start}");
    assert!(at_start.contains("safe"), "{at_start}");
    assert_eq!(after_move.matches("pit?").count(), 2, "{after_move}");
    assert_eq!(after_move, s.marks_line().unwrap_or_default());
    // And back a step: the marks of that turn again.
    player.back();
    assert_eq!(
        player.front().view().panes.marks_line().unwrap_or_default(),
        at_start
    );
}

#[test]
fn plain_mode_marks_a_room_lists_marks_and_refuses_bad_ones() {
    use wumpus::plain::{self, Io};
    let mut input: &[u8] =
        b"mark 17 pit\nmark 17 wumpsu\nmark 99 safe\nmarks\nmark 17 none\nmarks\n";
    let mut out = Vec::new();
    let mut io = Io {
        input: &mut input,
        out: &mut out,
        echo: true,
    };
    plain::play::<ClassicUi>("Classic", classic_rules(), SEED, false, &mut io).expect("plays");
    let text = String::from_utf8_lossy(&out);
    assert!(text.contains("Marked room 17: pit?."), "{text}");
    assert!(text.contains("did you mean \"wumpus?\""), "{text}");
    assert!(text.contains("There is no room \"99\" to mark"), "{text}");
    assert!(text.contains("Your marks: 17 pit?"), "{text}");
    assert!(text.contains("Room 17 has no mark now."), "{text}");
    assert!(text.contains("No marks yet."), "{text}");
}

#[test]
fn a_dump_lists_the_marks_as_the_game_left_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let s = marked_game(&data);
    let record = s.record().expect("recorded").clone();
    let dump = wumpus::front::dump::text(&record).expect("a dump");
    let line = s.marks_line().unwrap_or_default();
    assert!(dump.contains(&line), "{line} in:\n{dump}");
}
