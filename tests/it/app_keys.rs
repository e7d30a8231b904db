//! Key sequences through the real update loop.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use wumpus::app::{Confirm, Effect, Overlay, Screen};
use wumpus::config::{KeyBinding, Location};
use wumpus::keymap::Layer;

const SEED: u64 = 81723;

#[test]
fn a_digit_walks_through_that_tunnel() {
    let mut app = game_app(SEED);
    let (_, to) = here_and_tunnel(&app, 1);
    type_text(&mut app, "2");
    let s = session(&app);
    assert_eq!(s.sees().turn(), 1);
    // Bats may carry the player on, but the first room entered is tunnel 2's.
    assert!(
        s.sees()
            .visited(s.sees().room_by_label(&to).unwrap_or(s.sees().here()))
    );
}

#[test]
fn cursor_and_enter_walk_too() {
    let mut app = game_app(SEED);
    let (_, to) = here_and_tunnel(&app, 2);
    // Tunnels are laid two to a row: Down goes to the next row.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let view = session(&app).sees();
    assert_eq!(view.turn(), 1);
    assert!(view.room_by_label(&to).is_some_and(|r| view.visited(r)));
}

#[test]
fn move_by_label_and_refusals_cost_nothing() {
    let mut app = game_app(SEED);
    type_text(&mut app, "m");
    assert_eq!(app.layer(), Layer::MoveTo);
    type_text(&mut app, "99");
    press(&mut app, KeyCode::Enter);
    let s = session(&app);
    assert_eq!(s.sees().turn(), 0);
    let refused = s.editor().and_then(|e| e.refused.clone());
    assert_eq!(
        refused.as_deref(),
        Some("Not possible: there is no room \"99\".")
    );
    press(&mut app, KeyCode::Esc);
    let (_, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, &format!("m{to}"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(session(&app).sees().turn(), 1);
}

#[test]
fn a_b_a_is_refused_with_the_reason_and_the_editor_stays_open() {
    let mut app = game_app(SEED);
    let (here, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, "s");
    type_text(&mut app, &format!("{to},{here}"));
    press(&mut app, KeyCode::Enter);
    let s = session(&app);
    assert_eq!(s.sees().arrows(), 5);
    assert_eq!(s.sees().turn(), 0);
    let refused = s.editor().and_then(|e| e.refused.clone());
    assert_eq!(
        refused.as_deref(),
        Some("Arrows aren't that crooked - try another room sequence!")
    );
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("Arrows aren't that crooked"));
}

#[test]
fn aim_and_fire_spends_an_arrow() {
    let mut app = game_app(SEED);
    let (_, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, "s");
    type_text(&mut app, &to);
    press(&mut app, KeyCode::Enter);
    let s = session(&app);
    assert!(s.editor().is_none());
    assert_eq!(s.sees().turn(), 1);
    assert!(s.sees().arrows() == 4 || s.is_over());
}

#[test]
fn picking_rooms_with_the_map_cursor_builds_the_path() {
    let mut app = game_app(SEED);
    type_text(&mut app, "s");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Tab);
    let s = session(&app);
    let text = s.editor().map(|e| e.text.clone()).unwrap_or_default();
    assert_eq!(text.trim(), s.sees().label(s.map_cursor()));
}

#[test]
fn in_the_editor_question_marks_and_digits_are_text() {
    let mut app = game_app(SEED);
    type_text(&mut app, "s?1q");
    assert!(app.overlay.is_none());
    let text = session(&app).editor().map(|e| e.text.clone());
    assert_eq!(text.as_deref(), Some("?1q"));
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Esc);
    assert!(session(&app).editor().is_none());
    assert_eq!(session(&app).sees().turn(), 0);
}

#[test]
fn the_last_arrow_asks_first() {
    let mut app = game_app(SEED);
    for _ in 0..4 {
        let (_, to) = here_and_tunnel(&app, 0);
        type_text(&mut app, &format!("s{to}"));
        press(&mut app, KeyCode::Enter);
    }
    if session(&app).is_over() {
        return;
    }
    let (_, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, &format!("s{to}"));
    press(&mut app, KeyCode::Enter);
    assert!(matches!(
        app.overlay,
        Some(Overlay::Confirm(Confirm::Game(_)))
    ));
    type_text(&mut app, "n");
    assert_eq!(session(&app).sees().arrows(), 1);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "y");
    assert!(session(&app).is_over());
}

#[test]
fn help_opens_and_closes() {
    let mut app = game_app(SEED);
    type_text(&mut app, "?");
    assert_eq!(app.layer(), Layer::Reader);
    assert!(render(&mut app, 80, 24).contains("Help"));
    press(&mut app, KeyCode::PageDown);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.layer(), Layer::Play);
    app.handle(key(KeyCode::F(1)));
    assert_eq!(app.layer(), Layer::Reader);
}

#[test]
fn quit_asks_and_y_leaves() {
    let mut app = game_app(SEED);
    assert_eq!(type_text(&mut app, "q"), Effect::None);
    assert_eq!(app.layer(), Layer::Confirm);
    type_text(&mut app, "n");
    assert_eq!(app.layer(), Layer::Play);
    type_text(&mut app, "q");
    assert_eq!(type_text(&mut app, "y"), Effect::Quit);
}

#[test]
fn from_the_menu_quitting_a_game_returns_to_the_menu() {
    let mut app = menu_app();
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.screen, Screen::Play(_)));
    assert_eq!(session(&app).sees().seed(), 1000);
    type_text(&mut app, "q");
    assert_eq!(type_text(&mut app, "y"), Effect::None);
    assert!(matches!(app.screen, Screen::Menu));
    assert_eq!(type_text(&mut app, "q"), Effect::Quit);
}

#[test]
fn game_over_offers_same_setup_new_game_and_menu() {
    let mut app = menu_app();
    press(&mut app, KeyCode::Enter);
    play_to_the_end(&mut app);
    assert_eq!(app.layer(), Layer::GameOver);
    type_text(&mut app, "r");
    assert_eq!(session(&app).sees().seed(), 1000);
    assert_eq!(session(&app).sees().turn(), 0);
    play_to_the_end(&mut app);
    type_text(&mut app, "n");
    assert_eq!(session(&app).sees().seed(), 1001);
    play_to_the_end(&mut app);
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Menu));
}

#[test]
fn ctrl_c_always_ends_and_ctrl_l_redraws() {
    let mut app = game_app(SEED);
    type_text(&mut app, "s");
    assert_eq!(app.handle(ctrl('l')), Effect::Clear);
    assert_eq!(app.handle(ctrl('c')), Effect::Quit);
}

#[test]
fn too_small_only_quits() {
    let mut app = game_app(SEED);
    app.resize(60, 20);
    assert_eq!(type_text(&mut app, "1s?"), Effect::Unchanged);
    assert_eq!(session(&app).sees().turn(), 0);
    app.resize(80, 24);
    type_text(&mut app, "1");
    assert_eq!(session(&app).sees().turn(), 1);
    app.resize(10, 5);
    // A game in progress is not thrown away without a question, which the
    // too-small screen shows.
    assert_eq!(type_text(&mut app, "q"), Effect::None);
    assert_eq!(app.layer(), Layer::Confirm);
    assert!(render(&mut app, 60, 20).contains("Quit? (y/n)"));
    assert_eq!(type_text(&mut app, "y"), Effect::Quit);
}

fn binding(action: &str, key: &str) -> KeyBinding {
    KeyBinding {
        action: action.into(),
        key: key.into(),
        origin: Location {
            path: "config.toml".into(),
            line: 3,
            column: 1,
        },
    }
}

#[test]
fn config_keys_override_and_bad_ones_are_located() {
    let map = wumpus::front::keymap().with_overrides(&[binding("shoot", "F2")]);
    assert!(map.as_ref().is_ok_and(|m| m.keys_of("shoot") == "F2"));
    let err = wumpus::front::keymap()
        .with_overrides(&[binding("fly", "x")])
        .err();
    assert!(err.is_some_and(|e| e.starts_with("config.toml:3:1: no action \"fly\"")));
    let err = wumpus::front::keymap()
        .with_overrides(&[binding("shoot", "Hyper-x")])
        .err();
    assert!(err.is_some_and(|e| e.starts_with("config.toml:3:1: \"Hyper-x\" is no key")));
}

/// The marks only the reveal draws (hidden hazards in braces, the CHEAT and
/// REVEALED stamps) never show in play outside cheat mode; the same seeds in
/// cheat mode show them, so the check can fail.
#[test]
fn hidden_hazards_show_only_in_cheat_mode() {
    let hidden = ["{W", "{P", "{B", "CHEAT", "REVEALED"];
    let mut cheat_showed = 0;
    for seed in 1..40 {
        for cheat in [false, true] {
            let mut app = cheat_app(seed, cheat);
            for step in 0..6 {
                if session(&app).is_over() {
                    break;
                }
                for (w, h) in [(80, 24), (200, 60)] {
                    let text = render(&mut app, w, h);
                    let shown: Vec<&str> = hidden
                        .iter()
                        .copied()
                        .filter(|m| text.contains(m))
                        .collect();
                    if cheat {
                        cheat_showed += usize::from(!shown.is_empty());
                    } else {
                        assert!(shown.is_empty(), "seed {seed} step {step}: {shown:?}");
                    }
                }
                type_text(&mut app, "1");
                if app.overlay.is_some() {
                    type_text(&mut app, "n");
                    break;
                }
            }
        }
    }
    assert!(
        cheat_showed > 100,
        "cheat mode showed hidden marks {cheat_showed} times"
    );
}

/// The grenade game's own keys: a digit walks, `t` then a digit tosses,
/// `Esc` takes the `t` back.
#[test]
fn grenade_keys_walk_and_toss_by_tunnel_number() {
    let mut app = variant_app("grenade", 42);
    let s = app.session().expect("a game");
    assert!(s.view().panes.offers(wumpus::keymap::Action::Verb(
        wumpus::front::grenade::keys::TOSS
    )));
    type_text(&mut app, "t");
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "2");
    let log = app
        .session()
        .map(|s| s.view().log.to_vec())
        .unwrap_or_default();
    assert_eq!(
        log.last().map(|(_, l)| l.as_str()),
        Some("You smell a WUMPUS!")
    );
    assert!(
        log.iter()
            .any(|(_, l)| l == "Turn 1 · You are currently in The Hall of Kings")
    );
    type_text(&mut app, "t1");
    let log = app
        .session()
        .map(|s| s.view().log.to_vec())
        .unwrap_or_default();
    assert!(
        log.iter()
            .any(|(_, l)| l == "Turn 2 · You hear a horrible scream. Got one!")
    );
    assert!(app.session().is_some_and(|s| s.view().status == "turn 3"));
    // A tunnel the cave does not have is refused with a reason, no turn.
    type_text(&mut app, "9");
    let screen = render(&mut app, 80, 24);
    assert!(
        screen.contains("There is no tunnel 9 here; this cave has 3."),
        "{screen}"
    );
    assert!(app.session().is_some_and(|s| s.view().status == "turn 3"));
}

/// Counts of wumpi and grenades are on screen only when the variant reveals
/// them (and at game over, which reveals everything).
#[test]
fn grenade_counts_show_only_when_revealed() {
    for (id, shown) in [("grenade", false), ("grenade-counts", true)] {
        let mut app = variant_app(id, 42);
        type_text(&mut app, "2");
        for (w, h) in [(80, 24), (160, 48)] {
            let screen = render(&mut app, w, h);
            assert_eq!(
                screen.contains("grenades 8"),
                shown,
                "{id} {w}x{h}\n{screen}"
            );
            assert_eq!(screen.contains("Grenades left: 8"), shown, "{id} {w}x{h}");
        }
    }
}

/// Opening the arrow editor or the move prompt leaves the map as it was,
/// cell for cell (the editor's rows are reserved). Only the tunnels panel's
/// selection mark goes, as the tunnel cursor rests while a prompt is open.
#[test]
fn opening_a_prompt_does_not_change_the_drawing() {
    for seed in [SEED, 1, 2, 3] {
        for opener in ["s", "m"] {
            for (w, h) in [(80, 24), (200, 60)] {
                let mut app = game_app(seed);
                type_text(&mut app, "1");
                if session(&app).is_over() {
                    continue;
                }
                let top = |text: String| -> Vec<String> {
                    // The map: left of the side panels, down to its border.
                    let rows = text
                        .lines()
                        .position(|l| l.starts_with("│└"))
                        .map_or(0, |r| r + 1);
                    let side = text
                        .lines()
                        .nth(1)
                        .and_then(|l| l.find("┌ Senses"))
                        .map_or(0, |b| {
                            text.lines().nth(1).unwrap_or("")[..b].chars().count()
                        });
                    text.lines()
                        .take(rows)
                        .map(|l| l.chars().take(side).collect())
                        .collect()
                };
                let before = top(render(&mut app, w, h));
                type_text(&mut app, opener);
                assert!(app.layer() != Layer::Play, "{opener} opens a prompt");
                let after = top(render(&mut app, w, h));
                assert_eq!(before, after, "seed {seed} {opener} at {w}x{h}");
            }
        }
    }
}

/// Help and the hint bar work out every key's meaning in one pass over the
/// table (`live_in`); that must say what asking `resolve_in` key by key
/// says, for the game's keymap and for one where a config piled the same
/// keys onto many actions.
#[test]
fn live_keys_are_the_keys_that_resolve_to_the_binding() {
    use wumpus::keymap::Scope;
    let plain = wumpus::front::keymap();
    let mut names: Vec<&str> = plain.bindings().iter().map(|b| b.name).collect();
    names.dedup();
    let pile = ["s", "Enter", "Ctrl-p", "Ctrl-c", "Esc"];
    let overrides: Vec<KeyBinding> = names
        .iter()
        .enumerate()
        .map(|(i, name)| binding(name, pile[i % pile.len()]))
        .collect();
    let piled = plain
        .clone()
        .with_overrides(&overrides)
        .expect("keys apply");
    let layers = [
        Layer::Menu,
        Layer::Play,
        Layer::Editor,
        Layer::MoveTo,
        Layer::Confirm,
        Layer::Reader,
        Layer::GameOver,
        Layer::TooSmall,
        Layer::Curtain,
        Layer::Text,
        Layer::Setup,
        Layer::Leave,
        Layer::Scores,
        Layer::Replay,
        Layer::Armed,
        Layer::Settings,
        Layer::Customise,
    ];
    let scope_sets: Vec<Vec<Scope>> = vec![
        vec![],
        vec![Scope::GRAPH],
        vec![Scope("grid")],
        vec![Scope("seats"), Scope::GRAPH],
        vec![Scope::GRAPH, Scope("seats")],
    ];
    let mut shadowed = 0;
    for map in [&plain, &piled] {
        for layer in layers {
            for scopes in &scope_sets {
                for (b, keys) in map.live_in(layer, scopes, |_| true) {
                    assert_eq!(
                        keys,
                        map.live_keys_in(b, layer, scopes),
                        "{} in {layer:?} {scopes:?}",
                        b.name
                    );
                    shadowed += b.keys.len() - keys.len();
                }
            }
        }
    }
    // Some keys are taken by another binding: the check has teeth.
    assert!(shadowed > 0);
}
