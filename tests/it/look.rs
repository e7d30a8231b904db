//! The look cursor and travel (docs/playing.md, "Looking and travel"):
//! `;` describes any room the player knows and nothing they do not (but
//! in cheat mode); Enter there, or `m` and a label that is not next door,
//! walks the shortest known-safe way, one real move at a time, stopping
//! at any warning; a target with no known-safe way is refused and changes
//! nothing.

use crate::common;
use crate::driver;

use common::*;
use driver::*;
use std::sync::Arc;
use wumpus::app::Screen;
use wumpus::engine::classic::{Classic, ClassicRules, Command};
use wumpus::engine::{Game as _, SOLO};
use wumpus::front::classic::ClassicUi;
use wumpus::front::{Front, Input};
use wumpus::keymap::{Action, Layer};

fn quiet() -> Setup {
    // The wumpus in 11: smelled only from 10, 12 and 19.
    Setup {
        player: 1,
        wumpi: vec![11],
        pits: vec![],
        bats: vec![],
    }
}

fn session_of(game: Classic, cheat: bool) -> Session<ClassicUi> {
    Session::from_game("Classic", game, cheat)
}

fn key(s: &mut Session<ClassicUi>, action: Action) {
    let _ = s.input(Input::Key(action));
}

/// `m`, a label, Enter.
fn go_to(s: &mut Session<ClassicUi>, label: &str) {
    key(s, Action::MoveByLabel);
    for c in label.chars() {
        key(s, Action::Type(c));
    }
    key(s, Action::Select);
}

/// Ticks until travel ends (bounded: travel never outlasts the cave).
fn travel_on(s: &mut Session<ClassicUi>) {
    for _ in 0..40 {
        if !s.travelling() {
            return;
        }
        let _ = s.input(Input::Tick);
    }
    panic!("travel never ended");
}

fn moves(s: &Session<ClassicUi>) -> Vec<usize> {
    s.commands
        .iter()
        .filter_map(|c| match c {
            Command::Move(r) => Some(r.index() + 1),
            _ => None,
        })
        .collect()
}

fn here(s: &Session<ClassicUi>) -> usize {
    s.game.view(SOLO).here().index() + 1
}

fn rules_of() -> Arc<ClassicRules> {
    rules(|_| {})
}

#[test]
fn travel_takes_the_shortest_way_through_visited_rooms_only() {
    let mut s = session_of(game(rules_of(), quiet(), &[]), false);
    for to in ["2", "3", "4"] {
        go_to(&mut s, to);
    }
    assert_eq!(here(&s), 4);
    // 4 → 5 → 1 is shorter, but 5 was only seen: 4 → 3 → 2 → 1.
    go_to(&mut s, "1");
    assert!(s.travelling(), "the first step is taken at once, then more");
    travel_on(&mut s);
    assert_eq!(moves(&s), [2, 3, 4, 3, 2, 1]);
    assert_eq!(here(&s), 1);
    assert!(
        s.log.iter().any(|(_, l)| l == "You arrive at 1."),
        "{:?}",
        s.log
    );
    assert_eq!(s.game.scripted_draws_left(), 0);
}

#[test]
fn travel_stops_at_a_new_warning() {
    // A shot wakes the wumpus (it stays), then on travel's first step it
    // walks from 11 to 12, next to room 3: the smell stops travel there.
    let script = [FAIL, PASS, pick(1, 3)];
    let mut s = session_of(game(rules_of(), quiet(), &script), false);
    for to in ["2", "3", "4"] {
        go_to(&mut s, to);
    }
    key(&mut s, Action::Verb(wumpus::front::classic::keys::SHOOT));
    key(&mut s, Action::Type('5'));
    key(&mut s, Action::Select);
    assert_eq!(s.commands.len(), 4, "the shot was fired");
    go_to(&mut s, "1");
    travel_on(&mut s);
    assert_eq!(moves(&s), [2, 3, 4, 3], "one step, then the smell");
    assert!(s.game.view(SOLO).senses().smell > 0);
    assert!(
        s.log.iter().any(|(_, l)| l.starts_with("Travel stops")),
        "{:?}",
        s.log
    );
    assert_eq!(s.game.scripted_draws_left(), 0, "every draw was used");
}

#[test]
fn a_target_with_no_known_safe_way_is_refused_and_nothing_changes() {
    let mut s = session_of(game(rules_of(), quiet(), &[]), false);
    go_to(&mut s, "2");
    let before = (s.commands.len(), s.game.turn(), here(&s));
    // 20 was never seen: not next door, as ever.
    go_to(&mut s, "20");
    assert!(!s.travelling());
    assert_eq!((s.commands.len(), s.game.turn(), here(&s)), before);
    key(&mut s, Action::Cancel);
    // 5 is seen from 1, but the player marked 1 a pit: no safe way.
    key(&mut s, Action::Verb(wumpus::front::marks::MARK));
    key(&mut s, Action::Tunnel(1));
    let lines = s.log.len();
    go_to(&mut s, "5");
    assert!(!s.travelling());
    assert_eq!((s.commands.len(), s.game.turn(), here(&s)), before);
    let said: Vec<&str> = s.log[lines..].iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(
        said,
        [
            "You know no safe way to 5: travel goes only through rooms you have visited and know no hazard in."
        ]
    );
    // Nor into the marked room itself, from afar.
    go_to(&mut s, "3");
    go_to(&mut s, "1");
    let last = s.log.last().map(|(_, l)| l.clone()).unwrap_or_default();
    assert!(last.contains("You will not travel into 1"), "{last}");
}

#[test]
fn travel_does_not_start_where_a_warning_is_felt() {
    // Room 10 is next to the wumpus: from there, no travel.
    let mut s = session_of(game(rules_of(), quiet(), &[]), false);
    go_to(&mut s, "2");
    go_to(&mut s, "10");
    let before = s.commands.len();
    go_to(&mut s, "1");
    assert_eq!(s.commands.len(), before);
    let last = s.log.last().map(|(_, l)| l.clone()).unwrap_or_default();
    assert!(
        last.contains("travel starts only where you feel nothing"),
        "{last}"
    );
}

/// The look panel of an app playing `game`, with the cursor on tunnel
/// 1's room.
fn look_panel(game: Classic, cheat: bool) -> String {
    let mut app = game_app(1);
    app.screen = Screen::Play(Box::new(session_of(game, cheat)));
    type_text(&mut app, ";");
    assert_eq!(app.layer(), Layer::Look);
    render(&mut app, 80, 24)
}

#[test]
fn look_shows_only_what_the_player_knows_but_in_cheat_mode() {
    let setup = || Setup {
        player: 1,
        wumpi: vec![18],
        pits: vec![2],
        bats: vec![],
    };
    let fair = look_panel(game(rules_of(), setup(), &[]), false);
    assert!(
        fair.contains("You have not been here; you know a way here from 1."),
        "{fair}"
    );
    assert!(!fair.contains("[cheat]") && !fair.contains("{P}"), "{fair}");
    let cheat = look_panel(game(rules_of(), setup(), &[]), true);
    assert!(cheat.contains("[cheat] hidden here: {P}"), "{cheat}");
}

#[test]
fn look_mode_moves_over_known_rooms_and_esc_leaves_it() {
    let mut app = game_app(81723);
    type_text(&mut app, ";");
    assert_eq!(app.layer(), Layer::Look);
    let before = render(&mut app, 80, 24);
    assert!(before.contains("┌ Look"), "{before}");
    assert!(before.contains("Enter travel"), "the hint bar:\n{before}");
    press(&mut app, ratatui::crossterm::event::KeyCode::Esc);
    assert_eq!(app.layer(), Layer::Play);
    assert_eq!(session(&app).commands.len(), 0, "looking is no command");
}

#[test]
fn look_mode_snapshots_classic() {
    let mut app = game_app(81723);
    type_text(&mut app, "1;");
    for (w, h) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(format!("look_classic_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn look_names_a_cave_in_full() {
    let mut app = variant_app("grenade", 42);
    type_text(&mut app, "1;j");
    let small = render(&mut app, 80, 24);
    assert!(
        small.contains("│The Page of the Deniers"),
        "the look panel does not:\n{small}"
    );
    for (w, h) in [(80, 24), (160, 48)] {
        insta::assert_snapshot!(format!("look_grenade_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn look_gives_the_same_odds_as_the_hints_elsewhere() {
    let mut app = game_app(81723);
    type_text(&mut app, "1h;");
    let screen = render(&mut app, 80, 24);
    // The cursor is on 6, which the map shades "13%" and the tunnels
    // panel calls "death 13%".
    assert!(screen.contains("6? 13%"), "{screen}");
    assert!(screen.contains("Odds: death 13% ·"), "{screen}");
    type_text(&mut app, "h");
    assert_eq!(app.layer(), Layer::Look, "h is the cursor's left here");
}
