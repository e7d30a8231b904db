//! Walks every layer of the app for each rule set and holds the hint bar
//! and help to the keymap: every key the hint bar shows acts in that
//! layer, and every bound key that acts there is shown in the hint bar or
//! in help. Keys go through `App::handle`, as a player's would.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use wumpus::app::{App, Effect, Overlay, Seeds};
use wumpus::keymap::{Action, Layer};
use wumpus::keymap::{Key, parse_key};

/// A way to bring an app into one layer, from scratch each time, so every
/// key is tried on the same state.
type Setup = fn(&str) -> App;

fn from_play(id: &str) -> App {
    variant_app(id, 42)
}

fn from_menu(id: &str) -> App {
    let mut app = menu_app();
    app.selected = app.variants.iter().position(|v| v.id == id).unwrap_or(0);
    // The same game as `from_play`, so the same keys end it.
    app.seeds = Seeds::Counter(42);
    app
}

fn play(id: &str) -> App {
    let mut app = from_play(id);
    // A second tunnel selected, so both cursor directions can move.
    press(&mut app, KeyCode::Right);
    app
}

/// A prompt with a label typed, so erasing has something to erase.
fn prompt(id: &str, opener: &str) -> App {
    let mut app = from_play(id);
    type_text(&mut app, opener);
    if app.session().is_some_and(|s| s.view().typing.is_some()) {
        let (_, to) = here_and_tunnel(&app, 0);
        type_text(&mut app, &to);
    }
    app
}

fn aim(id: &str) -> App {
    prompt(id, "s")
}

fn move_to(id: &str) -> App {
    prompt(id, "m")
}

fn confirm(id: &str) -> App {
    let mut app = from_play(id);
    type_text(&mut app, "q");
    app
}

fn reader(id: &str) -> App {
    let mut app = from_play(id);
    // Scrolled part way, so every scroll key has somewhere to go.
    app.overlay = Some(Overlay::Help { scroll: 5 });
    app
}

fn end(app: &mut App, id: &str) {
    if id == "grenade" {
        type_text(app, "2t133t3");
    } else {
        play_to_the_end(app);
    }
}

fn game_over(id: &str) -> App {
    let mut app = from_play(id);
    end(&mut app, id);
    app
}

fn game_over_from_menu(id: &str) -> App {
    let mut app = from_menu(id);
    press(&mut app, KeyCode::Enter);
    end(&mut app, id);
    app
}

fn too_small(id: &str) -> App {
    let mut app = from_play(id);
    app.resize(60, 20);
    app
}

const LAYERS: &[(&str, Layer, Setup)] = &[
    ("menu", Layer::Menu, from_menu),
    ("play", Layer::Play, play),
    ("editor aim", Layer::Editor, aim),
    ("editor move", Layer::MoveTo, move_to),
    ("confirm", Layer::Confirm, confirm),
    ("reader", Layer::Reader, reader),
    ("game over", Layer::GameOver, game_over),
    (
        "game over from the menu",
        Layer::GameOver,
        game_over_from_menu,
    ),
    ("too small", Layer::TooSmall, too_small),
];

fn event(key: Key) -> KeyEvent {
    key.event()
}

fn screen(app: &mut App) -> String {
    let (w, h) = app.size;
    render(app, w, h)
}

/// Whether `key` does something in the state `setup` makes: ends or clears
/// the screen, or changes what is drawn. A line saying the key does nothing
/// is not acting.
fn acts(setup: Setup, id: &str, key: Key) -> bool {
    let mut app = setup(id);
    let before = screen(&mut app);
    let log_before = app.session().map_or(0, |s| s.view().log.len());
    let effect = app.handle(event(key));
    match effect {
        // The app's own word that nothing changed.
        Effect::Unchanged => return false,
        Effect::None => {}
        Effect::Clear | Effect::Quit => return true,
    }
    let told_nothing = app.session().is_some_and(|s| {
        s.view().log.len() > log_before
            && s.view()
                .log
                .last()
                .is_some_and(|(_, l)| l.ends_with("lists the keys."))
    });
    !told_nothing && screen(&mut app) != before
}

/// The keys the hint bar shows, one by one ("1-9" is every tunnel key).
fn hinted(app: &App) -> Vec<Key> {
    let mut out = Vec::new();
    for (keys, _) in app.hints() {
        if let Some((first, last)) = keys.split_once('-').filter(|_| keys.len() == 3) {
            let (a, b) = (first.chars().next(), last.chars().next());
            if let (Some(a), Some(b)) = (a, b) {
                out.extend((a..=b).filter_map(|c| parse_key(&c.to_string()).ok()));
                continue;
            }
        }
        out.extend(keys.split('/').filter_map(|k| parse_key(k).ok()));
    }
    out
}

/// Every key some binding has, plus Ctrl-C.
fn all_bound_keys() -> Vec<Key> {
    let mut keys: Vec<Key> = Vec::new();
    for b in wumpus::front::keymap().bindings() {
        for &k in &b.keys {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    keys
}

fn walk(id: &str) {
    let everywhere = [Key::ctrl('c'), Key::ctrl('l')];
    let mut problems = Vec::new();
    for &(name, layer, setup) in LAYERS {
        let app = setup(id);
        if (layer == Layer::Editor || layer == Layer::MoveTo) && app.layer() != layer {
            // This rule set has no such prompt: nothing to walk.
            assert!(app.session().is_some_and(|s| s.view().typing.is_none()));
            continue;
        }
        assert_eq!(app.layer(), layer, "{id}: {name}");
        let shown = hinted(&app);
        for &key in &shown {
            if !acts(setup, id, key) {
                problems.push(format!(
                    "{id} {name}: hint bar shows {key}, which does nothing"
                ));
            }
        }
        let in_help: Vec<Key> = wumpus::app::view::help::keys(&app, layer)
            .into_iter()
            .flat_map(|(keys, _, _)| keys)
            .collect();
        let tunnels_in_help = layer == Layer::Play && app.offers(Action::Tunnel(1));
        // Help says that in the prompts the other keys type themselves.
        let typed = |k: Key| {
            matches!(layer, Layer::Editor | Layer::MoveTo)
                && matches!(k.code, KeyCode::Char(_))
                && !k.ctrl
        };
        for key in all_bound_keys() {
            let listed = shown.contains(&key)
                || in_help.contains(&key)
                || everywhere.contains(&key)
                || typed(key)
                || (tunnels_in_help && matches!(key.code, KeyCode::Char('1'..='9')) && !key.ctrl);
            if !listed && acts(setup, id, key) {
                problems.push(format!("{id} {name}: {key} acts but is shown nowhere"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_layer_of_classic_shows_what_works() {
    walk("classic");
}

#[test]
fn every_layer_of_grenade_shows_what_works() {
    walk("grenade");
}
