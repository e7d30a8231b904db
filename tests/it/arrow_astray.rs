//! The arrow editor says, live, when a room of the path is not next to the
//! room before it, where the player knows that room's exits (their own
//! room's; a room they have stood in), and says nothing of rooms whose
//! tunnels they have not seen (docs/playing.md, "Arrow path").

use crate::driver;

use driver::*;
use wumpus::engine::{Game, RoomId};

/// The label of a room of the cave that is neither `room` nor one of `exits`.
fn not_next_to(view: &wumpus::engine::classic::View<'_>, room: RoomId, exits: &[RoomId]) -> String {
    let far = view
        .room_ids()
        .find(|r| *r != room && !exits.contains(r))
        .expect("a room not next door");
    view.label(far).to_string()
}

#[test]
fn the_editor_says_when_the_first_room_is_not_one_of_your_exits() {
    let mut app = game_app(4);
    let (far, exits) = {
        let view = session(&app).sees();
        let far = not_next_to(&view, view.here(), view.tunnels_here());
        let exits: Vec<String> = (view.tunnels_here().iter())
            .map(|&r| view.label(r).to_string())
            .collect();
        (far, exits)
    };
    type_text(&mut app, "s");
    type_text(&mut app, &far);
    let screen = render(&mut app, 100, 30);
    let said = format!("{far} is not next to you (exits {})", exits.join(", "));
    assert!(screen.contains(&said), "{said:?}:\n{screen}");
    // An exit of yours says nothing of the kind.
    for _ in 0..far.len() {
        press(&mut app, ratatui::crossterm::event::KeyCode::Backspace);
    }
    type_text(&mut app, &exits[0]);
    let screen = render(&mut app, 100, 30);
    assert!(!screen.contains("is not next to"), "{screen}");
}

#[test]
fn past_a_room_you_have_not_stood_in_the_editor_says_nothing() {
    let mut app = game_app(4);
    let (first, far) = {
        let game = &session(&app).game;
        let view = session(&app).sees();
        let first = view.tunnels_here()[0];
        assert!(!view.visited(first), "a room not yet stood in");
        // Whether it is joined to `far` is not the player's to know.
        let far = not_next_to(&view, first, game.reveal().tunnels(first));
        (view.label(first).to_string(), far)
    };
    type_text(&mut app, "s");
    type_text(&mut app, &format!("{first} {far}"));
    let screen = render(&mut app, 100, 30);
    assert!(!screen.contains("is not next to"), "{screen}");
}
