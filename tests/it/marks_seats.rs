//! Marks where there is more than one screen's worth of player: in the
//! hidden game a seat's marks are its own, shown on its private screen
//! only (never at the hand-off curtain or on another seat's screen); in
//! Grand Theft the city's own words (gang?, cops?) and a click on a node.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use wumpus::app::{App, Screen};
use wumpus::engine::hidden::HiddenRules;
use wumpus::engine::{AnyRules, Game, Seat};
use wumpus::front::grand_theft::GrandTheftUi;
use wumpus::front::hidden::{HiddenUi, Mode};
use wumpus::keymap::Layer;
use wumpus::ui::theme::{Theme, ThemeName};

fn two_people(seed: u64) -> App {
    let mut r = HiddenRules {
        players: 3,
        bots: 0,
        watch: false,
        wumpus_players: 1,
        ..HiddenRules::default()
    };
    r.names = ["Ann", "Bea", "Cyd"].map(String::from).to_vec();
    r.reseat();
    let mut all = variants();
    let index = all.iter().position(|v| v.id == "hidden").unwrap_or(0);
    all[index].rules = AnyRules::from(r);
    App::game(
        all,
        index,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
        seed,
        false,
    )
}

fn hidden(app: &App) -> &Session<HiddenUi> {
    let Screen::Play(s) = &app.screen else {
        panic!("expected a game on screen");
    };
    s.as_any()
        .downcast_ref::<Session<HiddenUi>>()
        .expect("a hidden game")
}

fn to_act(app: &App) -> Option<Seat> {
    hidden(app).game.to_act()
}

fn marks(app: &App) -> Option<String> {
    app.session().and_then(|s| s.view().panes.marks_line())
}

#[test]
fn a_seats_marks_show_on_its_own_screen_only() {
    let mut app = two_people(4242);
    assert_eq!(app.layer(), Layer::Curtain);
    let first = to_act(&app).expect("a seat to act");
    press(&mut app, KeyCode::Enter);
    assert_eq!(hidden(&app).ui.mode, Mode::Private(first));
    type_text(&mut app, "x1");
    let mine = marks(&app).unwrap_or_default();
    assert!(mine.contains("pit?"), "{mine}");
    let screen = render(&mut app, 160, 48);
    assert!(screen.contains(" p?"), "the seat's map shows it:\n{screen}");
    // The seat stays put: its turn ends, the next seat's curtain comes.
    type_text(&mut app, ".");
    for _ in 0..6 {
        if to_act(&app) != Some(first) {
            break;
        }
        press(&mut app, KeyCode::Enter);
    }
    let next = to_act(&app).expect("the game goes on");
    assert_ne!(next, first, "the turn passed");
    assert_eq!(app.layer(), Layer::Curtain);
    let curtain = render(&mut app, 160, 48);
    assert!(
        !curtain.contains("p?") && !curtain.contains("pit?"),
        "{curtain}"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(hidden(&app).ui.mode, Mode::Private(next));
    assert_eq!(marks(&app).as_deref(), Some("No marks yet."));
    let theirs = render(&mut app, 160, 48);
    assert!(
        !theirs.contains(" p?") && !theirs.contains("pit?"),
        "{theirs}"
    );
}

#[test]
fn grand_theft_marks_say_gang_and_cops_and_a_click_walks_to_a_node_next_door() {
    let mut app = variant_app("grand-theft", 77);
    type_text(&mut app, "x1x1");
    let line = marks(&app).unwrap_or_default();
    assert!(line.contains("cops?"), "{line}");
    let screen = render(&mut app, 160, 48);
    assert!(screen.contains(" c?"), "{screen}");
    let Screen::Play(s) = &app.screen else {
        panic!("a game");
    };
    let gt = s
        .as_any()
        .downcast_ref::<Session<GrandTheftUi>>()
        .expect("grand theft");
    let v = gt.game.view(wumpus::engine::SOLO);
    let to = v.neighbours_here()[1];
    let rect = app
        .pointer
        .hits
        .borrow()
        .rooms
        .iter()
        .find(|(_, r)| *r == to)
        .map(|(r, _)| *r)
        .expect("the node is drawn");
    app.mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: rect.x,
        row: rect.y,
        modifiers: KeyModifiers::NONE,
    });
    let Screen::Play(s) = &app.screen else {
        panic!("a game");
    };
    let gt = s
        .as_any()
        .downcast_ref::<Session<GrandTheftUi>>()
        .expect("grand theft");
    assert_eq!(gt.game.turn(), 1);
}

#[test]
fn grenade_marks_go_on_the_places_the_player_knows_by_name() {
    let mut app = variant_app("grenade", 852113);
    // Before any walk no tunnel's end is known: nothing to mark there.
    type_text(&mut app, "x1");
    assert_eq!(marks(&app).as_deref(), Some("No marks yet."));
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "1");
    // The way back is known now: tunnel 3 leads to the starting place.
    type_text(&mut app, "x3");
    let line = marks(&app).unwrap_or_default();
    assert!(line.contains("The Page of the Deniers pit?"), "{line}");
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("The Page of the Deniers p?"), "{screen}");
    // And a walk back there asks first.
    type_text(&mut app, "3");
    assert!(
        app.overlay.is_some(),
        "a move into a place marked pit? asks"
    );
}
