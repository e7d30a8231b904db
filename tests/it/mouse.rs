//! Mouse events through the real `App`: a click on a room next door walks
//! there, a click on any other room or on nothing does nothing (and says
//! nothing), a click while aiming adds the room to the path, a click on a
//! tunnel row is its number key, and the wheel scrolls the log, the
//! history and help. What a click hits is what the last frame drew.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use wumpus::app::{App, Effect, Overlay};
use wumpus::engine::RoomId;
use wumpus::keymap::Layer;

const SEED: u64 = 81723;

fn mouse(app: &mut App, kind: MouseEventKind, column: u16, row: u16) {
    app.mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
}

fn click(app: &mut App, column: u16, row: u16) {
    mouse(app, MouseEventKind::Down(MouseButton::Left), column, row);
    mouse(app, MouseEventKind::Up(MouseButton::Left), column, row);
}

/// The box the last frame drew for `room`.
fn drawn_box(app: &App, room: RoomId) -> Rect {
    let hits = app.pointer.hits.borrow();
    match hits.rooms.iter().find(|(_, r)| *r == room) {
        Some((rect, _)) => *rect,
        None => panic!("room {room:?} is not drawn"),
    }
}

fn tunnel(app: &App, i: usize) -> RoomId {
    session(app).sees().tunnels_here()[i]
}

#[test]
fn a_click_on_a_room_next_door_walks_there() {
    let mut app = game_app(SEED);
    render(&mut app, 80, 24);
    let to = tunnel(&app, 1);
    let b = drawn_box(&app, to);
    click(&mut app, b.x + b.width / 2, b.y);
    let view = session(&app).sees();
    assert_eq!(view.turn(), 1);
    assert!(view.visited(to), "the clicked room was entered");
}

#[test]
fn a_click_on_a_room_not_next_door_or_on_nothing_does_nothing() {
    let mut app = game_app(SEED);
    render(&mut app, 160, 48);
    let log = session(&app).log().to_vec();
    let here = session(&app).sees().here();
    let b = drawn_box(&app, here);
    click(&mut app, b.x, b.y);
    // A blank corner of the map, and the status line.
    click(&mut app, 2, 2);
    click(&mut app, 40, 0);
    assert_eq!(session(&app).sees().turn(), 0);
    assert_eq!(session(&app).log(), log.as_slice(), "no refusal spam");
    // After a step the room left behind is drawn but not next door to
    // every room: clicking one that is not next door stays put.
    type_text(&mut app, "1");
    render(&mut app, 160, 48);
    let view = session(&app).sees();
    let far = app
        .pointer
        .hits
        .borrow()
        .rooms
        .iter()
        .map(|(_, r)| *r)
        .find(|r| *r != view.here() && !view.tunnels_here().contains(r));
    let turn = view.turn();
    if let Some(far) = far {
        let b = drawn_box(&app, far);
        click(&mut app, b.x, b.y);
        assert_eq!(session(&app).sees().turn(), turn);
    }
}

#[test]
fn a_click_while_aiming_adds_the_room_to_the_path() {
    let mut app = game_app(SEED);
    type_text(&mut app, "s");
    assert_eq!(app.layer(), Layer::Editor);
    render(&mut app, 80, 24);
    let to = tunnel(&app, 0);
    let label = session(&app).sees().label(to).to_string();
    let b = drawn_box(&app, to);
    click(&mut app, b.x, b.y);
    let text = session(&app).editor().map(|e| e.text.clone());
    assert_eq!(text.as_deref().map(str::trim), Some(label.as_str()));
    assert_eq!(session(&app).sees().turn(), 0, "no shot yet");
}

#[test]
fn a_click_on_a_tunnel_row_is_its_number_key() {
    let mut app = game_app(SEED);
    render(&mut app, 80, 24);
    let to = tunnel(&app, 2);
    let row = app
        .pointer
        .hits
        .borrow()
        .picks
        .iter()
        .find(|(_, n)| *n == 3)
        .map(|(r, _)| *r)
        .expect("tunnel 3 is listed");
    let screen = render(&mut app, 80, 24);
    let line = screen.lines().nth(usize::from(row.y)).unwrap_or("");
    let label = session(&app).sees().label(to).to_string();
    assert!(line.contains(&format!("3) room {label}")), "{line}");
    click(&mut app, row.x + 3, row.y);
    assert!(session(&app).sees().visited(to));
}

#[test]
fn a_click_picks_the_room_for_a_mark() {
    let mut app = game_app(SEED);
    type_text(&mut app, "x");
    render(&mut app, 80, 24);
    let to = tunnel(&app, 1);
    let b = drawn_box(&app, to);
    click(&mut app, b.x, b.y);
    let label = session(&app).sees().label(to).to_string();
    assert_eq!(
        app.session().and_then(|s| s.view().panes.marks_line()),
        Some(format!("Your marks: {label} pit?"))
    );
    assert_eq!(session(&app).sees().turn(), 0, "a mark is no move");
}

#[test]
fn while_looking_the_cursor_follows_the_mouse_over_the_rooms() {
    let hover = |app: &mut App, at: (u16, u16)| {
        app.mouse(MouseEvent {
            kind: MouseEventKind::Moved,
            column: at.0,
            row: at.1,
            modifiers: KeyModifiers::NONE,
        })
    };
    let mut app = game_app(SEED);
    let at_rest = render(&mut app, 80, 24);
    let to = tunnel(&app, 1);
    let b = drawn_box(&app, to);
    let over = (b.x + b.width / 2, b.y);
    // Not looking: the mouse over a room changes nothing.
    assert_eq!(hover(&mut app, over), Effect::Unchanged);
    assert_eq!(render(&mut app, 80, 24), at_rest);
    type_text(&mut app, ";");
    let looking = render(&mut app, 80, 24);
    let b = drawn_box(&app, to);
    let over = (b.x + b.width / 2, b.y);
    hover(&mut app, (0, 0));
    assert_eq!(hover(&mut app, over), Effect::None);
    let hovered = render(&mut app, 80, 24);
    assert_ne!(hovered, looking, "the cursor moved");
    // The same cell again is no news; the cursor is where a click puts it.
    assert_eq!(hover(&mut app, over), Effect::Unchanged);
    let mut clicked = game_app(SEED);
    render(&mut clicked, 80, 24);
    type_text(&mut clicked, ";");
    render(&mut clicked, 80, 24);
    click(&mut clicked, over.0, over.1);
    assert_eq!(render(&mut clicked, 80, 24), hovered);
    assert_eq!(app.layer(), Layer::Look);
    assert_eq!(session(&app).sees().turn(), 0, "hovering is no command");
}

#[test]
fn the_wheel_scrolls_the_log_and_a_key_brings_the_newest_back() {
    let mut app = game_app(SEED);
    // Keys that do nothing say so (two kinds, each line its own rather
    // than one counting the repeats): enough lines to fill the log panel
    // several times over, with the game still on.
    type_text(&mut app, &"z9".repeat(6));
    let newest = render(&mut app, 80, 24);
    mouse(&mut app, MouseEventKind::ScrollUp, 40, 20);
    let scrolled = render(&mut app, 80, 24);
    assert_ne!(newest, scrolled);
    assert!(scrolled.contains("Log (scrolled back)"), "{scrolled}");
    mouse(&mut app, MouseEventKind::ScrollDown, 40, 20);
    assert_eq!(render(&mut app, 80, 24), newest);
    mouse(&mut app, MouseEventKind::ScrollUp, 40, 20);
    press(&mut app, KeyCode::Left);
    assert!(!render(&mut app, 80, 24).contains("scrolled back"));
}

#[test]
fn the_wheel_scrolls_the_history_and_help() {
    let mut app = game_app(SEED);
    type_text(&mut app, &"z9".repeat(20));
    app.handle(ctrl('p'));
    render(&mut app, 80, 24);
    mouse(&mut app, MouseEventKind::ScrollUp, 40, 10);
    let back = match app.overlay {
        Some(Overlay::History { back }) => back,
        ref other => panic!("expected the history, got {other:?}"),
    };
    assert!(back > 0, "the history scrolled back");
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "?");
    mouse(&mut app, MouseEventKind::ScrollDown, 40, 10);
    assert!(matches!(app.overlay, Some(Overlay::Help { scroll }) if scroll > 0));
}

#[test]
fn a_click_on_a_labyrinth_cell_next_to_you_steps_there_as_its_key_would() {
    // Each way, against the compass key that steps it.
    for (i, key) in ["w", "d", "s", "a"].into_iter().enumerate() {
        let mut clicked = variant_app("labyrinth-small", 3);
        let mut keyed = variant_app("labyrinth-small", 3);
        render(&mut clicked, 80, 24);
        let cell = clicked
            .pointer
            .hits
            .borrow()
            .rooms
            .iter()
            .find(|(_, r)| *r == RoomId(i as u16))
            .map(|(rect, _)| *rect);
        let Some(cell) = cell else {
            continue;
        };
        click(&mut clicked, cell.x, cell.y);
        type_text(&mut keyed, key);
        assert_eq!(
            render(&mut clicked, 80, 24),
            render(&mut keyed, 80, 24),
            "a click {key}"
        );
    }
}
