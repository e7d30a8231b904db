//! Modes say what they do: with a toss (`t`) or a charge (`c`) armed, the
//! hint bar lists that mode's own keys (from the keymap), and every key
//! refused in it gets a one-line reason.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use wumpus::keymap::Layer;

/// The last line of the screen inside its frame: the hint bar.
fn hint_bar(app: &mut wumpus::app::App) -> String {
    let screen = render(app, 80, 24);
    let lines: Vec<&str> = screen.lines().collect();
    lines[lines.len() - 2].trim_matches(['│', ' ']).to_string()
}

fn last_log(app: &wumpus::app::App) -> String {
    app.session()
        .and_then(|s| s.view().log.last().map(|(_, l)| l.clone()))
        .unwrap_or_default()
}

#[test]
fn the_toss_mode_lists_its_own_keys_and_says_why_a_key_is_refused() {
    let mut app = variant_app("grenade", 852113);
    assert_eq!(
        hint_bar(&mut app),
        "1-3 move · Enter walk · t toss · x mark · ? help · q quit · Ctrl-p log · …"
    );
    type_text(&mut app, "t");
    assert_eq!(app.layer(), Layer::Armed);
    assert_eq!(
        hint_bar(&mut app),
        "1-3/Enter toss · Esc cancel · ?/F1 help · Ctrl-p log · q quit"
    );
    // A tunnel the cave does not have: the reason shows, the toss stays
    // armed, no turn passes.
    type_text(&mut app, "7");
    let screen = render(&mut app, 80, 24);
    assert!(
        screen.contains("✗ There is no tunnel 7 here; this cave has 3."),
        "{screen}"
    );
    assert_eq!(app.layer(), Layer::Armed);
    assert!(app.session().is_some_and(|s| s.view().status == "turn 1"));
    // A key with no use here says so, in the mode's words.
    type_text(&mut app, "s");
    assert_eq!(
        last_log(&app),
        "s does nothing while you choose where to toss; Esc takes it back, ?/F1 lists the keys."
    );
    // The same key again takes the toss back.
    type_text(&mut app, "t");
    assert_eq!(app.layer(), Layer::Play);
    type_text(&mut app, "t");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.layer(), Layer::Play);
}

#[test]
fn the_charge_mode_lists_its_own_keys_and_says_why_a_key_is_refused() {
    let mut app = variant_app("grand-theft", 19);
    type_text(&mut app, "c");
    assert_eq!(app.layer(), Layer::Armed);
    let bar = hint_bar(&mut app);
    assert!(
        bar.starts_with("1-") && bar.contains("/Enter charge · m by label · Esc cancel"),
        "{bar}"
    );
    assert!(!bar.contains("walk") && !bar.contains("move"), "{bar}");
    type_text(&mut app, "9");
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("✗ There is no street 9 here"), "{screen}");
    type_text(&mut app, "x");
    assert_eq!(
        last_log(&app),
        "x does nothing while you choose where to charge; Esc takes it back, ?/F1 lists the keys."
    );
    type_text(&mut app, "c");
    assert_eq!(app.layer(), Layer::Play);
}

/// Help lists the armed keys under the game's own title, and only in the
/// games that arm one.
#[test]
fn help_lists_the_armed_keys_where_a_game_has_them() {
    let text = |id: &str| {
        let app = variant_app(id, 1);
        wumpus::app::view::help::lines(&app, 200)
            .iter()
            .map(|l| {
                l.spans
                    .iter()
                    .map(|s| s.content.as_ref())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let grenade = text("grenade");
    assert!(grenade.contains(" Tossing a grenade"), "{grenade}");
    assert!(grenade.contains("take the toss back"), "{grenade}");
    let theft = text("grand-theft");
    assert!(theft.contains(" Charging"), "{theft}");
    // Classic arms only a mark (`x`); the labyrinth arms nothing.
    assert!(text("classic").contains(" Marking a room"));
    assert!(!text("labyrinth-small").contains("armed"));
}
