//! Hints on screen: `h` toggles them (the hint bar says whether they are
//! on), a game played with them shown says so at game over and in its
//! record, and their screens (classic, its arrow editor with live odds,
//! grenade, grand-theft, hidden) are honest at 80x24: no figure cut, no
//! word cut without "…". Snapshots at 80x24 and 160x48.

use crate::driver;
use crate::honest;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;
use wumpus::app::App;
use wumpus::config::{self, Source};
use wumpus::keymap::Layer;
use wumpus::ui::theme::{Theme, ThemeName};

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

fn snap(name: &str, mut make: impl FnMut() -> App) {
    for (w, h) in SIZES {
        let mut app = make();
        let text = render(&mut app, w, h);
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
    }
}

fn hint_bar(app: &mut App) -> String {
    let text = render(app, 160, 48);
    text.lines().rev().nth(1).unwrap_or("").to_string()
}

/// The first of seeds 1.. whose first tunnel is known to be safe (the
/// odds say 0), so the game goes on after a move.
fn classic_going(hints: bool) -> App {
    for seed in 1..200 {
        let mut app = game_app(seed);
        if hints {
            type_text(&mut app, "h");
        }
        type_text(&mut app, "1");
        if !session(&app).is_over() {
            return app;
        }
    }
    panic!("no seed lets the first move live");
}

#[test]
fn h_toggles_hints_and_the_hint_bar_says_whether_they_are_on() {
    let mut app = game_app(5);
    assert!(hint_bar(&mut app).contains("h hints: off"));
    let before = render(&mut app, 80, 24);
    assert!(!before.contains('%'), "no odds before h:\n{before}");
    type_text(&mut app, "h");
    assert!(session(&app).hints_on());
    assert!(hint_bar(&mut app).contains("h hints: on"));
    let on = render(&mut app, 80, 24);
    assert!(on.contains("death "), "the tunnels' risk:\n{on}");
    assert!(on.contains('%'), "the map's odds:\n{on}");
    type_text(&mut app, "h");
    assert!(!session(&app).hints_on());
    assert_eq!(render(&mut app, 80, 24), before);
    // Shown once, the game stays marked.
    assert!(session(&app).hints_were_shown());
}

#[test]
fn a_game_played_with_hints_shown_says_so_at_game_over_and_in_its_record() {
    for hints in [true, false] {
        let mut app = game_app(5);
        if hints {
            type_text(&mut app, "h");
            type_text(&mut app, "h");
        }
        play_to_the_end(&mut app);
        assert!(session(&app).is_over());
        let screen = render(&mut app, 80, 24);
        assert_eq!(screen.contains("hints shown"), hints, "{screen}");
        let flagged = session(&app).record().is_some_and(|r| r.flags.hints);
        assert_eq!(flagged, hints);
    }
}

#[test]
fn the_config_can_start_every_game_with_hints_on() {
    let mut app = game_app(5);
    app.hints_from_start(true);
    assert!(session(&app).hints_on());
    type_text(&mut app, "h");
    assert!(!app.hints, "h is remembered for the next game");
}

#[test]
fn classic_with_hints() {
    snap("hints_classic", || classic_going(true));
}

#[test]
fn arrow_editor_with_live_odds() {
    snap("hints_arrow_editor", || {
        let mut app = classic_going(true);
        let (_, to) = here_and_tunnel(&app, 0);
        type_text(&mut app, "s");
        type_text(&mut app, &format!("{to} "));
        app
    });
}

#[test]
fn arrow_editor_odds_follow_the_path_as_it_is_typed() {
    let mut app = classic_going(true);
    let (_, to) = here_and_tunnel(&app, 0);
    type_text(&mut app, "s");
    let empty = render(&mut app, 80, 24);
    assert!(!empty.contains("kills a wumpus"), "{empty}");
    type_text(&mut app, &to);
    let typed = render(&mut app, 80, 24);
    assert!(typed.contains("kills a wumpus"), "{typed}");
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    assert_eq!(render(&mut app, 80, 24), empty);
}

#[test]
fn grenade_with_hints() {
    snap("hints_grenade", || {
        let mut app = variant_app("grenade", 5);
        type_text(&mut app, "h");
        app
    });
    // While a toss is armed, each tunnel's wumpus comes first.
    let mut app = variant_app("grenade", 5);
    type_text(&mut app, "ht");
    let screen = render(&mut app, 80, 24);
    assert!(screen.contains("wumpus "), "{screen}");
}

#[test]
fn grand_theft_with_hints() {
    snap("hints_grand_theft", || {
        let mut app = variant_app("grand-theft", 5);
        type_text(&mut app, "h");
        app
    });
}

const LONG: &str = r#"
[variant.long-caves]
name = "Grenades in caves whose names go on and on"
description = "Eight caves with names far too long for any map"
difficulty = "normal"
rules = "grenade"
caves = "tests/fixtures/caves/long_names.dat"
wumpi = 1

[variant.long-classic-caves]
name = "Classic rules in caves whose names go on and on"
description = "The same eight caves, hunted with arrows"
difficulty = "normal"
rules = "classic"
cave = "tests/fixtures/caves/long_names.dat"
pits = 1
bats = 1
"#;

fn long_variants() -> Vec<config::Variant> {
    let sources = [
        Source::builtin(),
        Source {
            path: "long.toml".into(),
            text: LONG.into(),
            base_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        },
    ];
    match config::from_sources(&sources) {
        Ok(c) => c.variants,
        Err(e) => panic!("the long config must load: {e}"),
    }
}

fn check(app: &mut App, what: &str, bad: &mut Vec<String>) {
    let wide = frame(app, 240, 100);
    let small = frame(app, 80, 24);
    let cuts = honest::cut_words(&small, &[&wide], &[]);
    if !cuts.is_empty() {
        bad.push(format!(
            "{what}: {}\n{}",
            cuts.join("; "),
            honest::text(&small)
        ));
    }
}

#[test]
fn hints_screens_are_honest_at_80x24() {
    let variants = long_variants();
    let mut bad = Vec::new();
    let mut checked = 0;
    let ids = [
        "classic",
        "grenade",
        "grand-theft",
        "hidden",
        "long-caves",
        "long-classic-caves",
    ];
    for (index, v) in variants.iter().enumerate() {
        if !ids.contains(&v.id.as_str()) {
            continue;
        }
        for seed in [1, 5, 9] {
            let mut app = App::game(
                variants.clone(),
                index,
                wumpus::front::keymap(),
                Theme::new(ThemeName::Mono),
                seed,
                false,
            );
            app.hints_from_start(true);
            for keys in ["", "1", "2", "s1 2", "\u{1b}", "t", "1", "3"] {
                if app.layer() == Layer::Curtain {
                    press(&mut app, KeyCode::Enter);
                }
                for c in keys.chars() {
                    match c {
                        '\u{1b}' => press(&mut app, KeyCode::Esc),
                        c => press(&mut app, KeyCode::Char(c)),
                    };
                }
                if app.session().is_none_or(|s| s.view().over) {
                    break;
                }
                check(
                    &mut app,
                    &format!("{} seed {seed} after {keys:?}", v.id),
                    &mut bad,
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 30, "only {checked} screens checked");
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
}

#[test]
fn hidden_hints_show_on_a_persons_own_screen_only() {
    let mut app = variant_app("hidden", 3);
    type_text(&mut app, "h");
    assert!(app.session().is_some_and(|s| s.view().hints.on));
    let mut private = 0;
    for _ in 0..200 {
        if app.session().is_none_or(|s| s.view().over) {
            break;
        }
        let screen = render(&mut app, 80, 24);
        match app.layer() {
            Layer::Curtain => {
                assert!(
                    !screen.contains('%'),
                    "the hand-off shows no odds:\n{screen}"
                );
                press(&mut app, KeyCode::Enter);
            }
            _ if app.pace().is_some() => {
                // The public table while the bots play: no one's odds.
                assert!(!screen.contains('%'), "{screen}");
                app.tick();
            }
            _ => {
                assert!(screen.contains("pit "), "a seat's tunnels:\n{screen}");
                private += 1;
                // Stay put: the seat's turn ends, the bots go on.
                type_text(&mut app, ".");
                if app.layer() == Layer::Play {
                    type_text(&mut app, "1");
                }
            }
        }
    }
    assert!(private > 0, "no person's screen was seen");
}

/// `h` off and on again in one turn shows the odds kept from before; after
/// a move made with hints off, the odds shown are those of the new turn,
/// the same as a game that never had them on.
#[test]
fn odds_kept_between_toggles_are_the_turns_own() {
    for id in ["classic", "grenade"] {
        let mut compared = 0;
        for seed in 1..30 {
            let mut toggled = variant_app(id, seed);
            type_text(&mut toggled, "h");
            let first = render(&mut toggled, 100, 30);
            type_text(&mut toggled, "hh");
            assert_eq!(render(&mut toggled, 100, 30), first, "{id} seed {seed}");
            type_text(&mut toggled, "h1h");
            if toggled.view().is_none_or(|v| v.over) {
                continue;
            }
            let mut fresh = variant_app(id, seed);
            type_text(&mut fresh, "1h");
            assert_eq!(
                render(&mut toggled, 100, 30),
                render(&mut fresh, 100, 30),
                "{id} seed {seed}"
            );
            compared += 1;
        }
        assert!(compared >= 10, "{id}: only {compared} games lived on");
    }
}

/// Hidden Wumpus keeps a seat's odds the same way: off and on again on a
/// person's own screen shows what hints on from the start show, and off
/// shows the screen as it was before `h`.
#[test]
fn hidden_odds_kept_between_toggles_are_the_seats_own() {
    // To the first person's own screen, through the hand-off.
    let to_private = |app: &mut App| {
        for _ in 0..50 {
            match app.layer() {
                Layer::Curtain => {
                    press(app, KeyCode::Enter);
                }
                _ if app.pace().is_some() => {
                    app.tick();
                }
                _ => return true,
            }
        }
        false
    };
    let mut compared = 0;
    for seed in 1..12 {
        let mut toggled = variant_app("hidden", seed);
        if !to_private(&mut toggled) {
            continue;
        }
        let off = render(&mut toggled, 100, 30);
        type_text(&mut toggled, "h");
        let on = render(&mut toggled, 100, 30);
        assert_ne!(on, off, "seed {seed}: the odds show");
        type_text(&mut toggled, "h");
        assert_eq!(render(&mut toggled, 100, 30), off, "seed {seed}");
        type_text(&mut toggled, "h");
        assert_eq!(render(&mut toggled, 100, 30), on, "seed {seed}");
        // On from the start: the odds worked out as the screen opens.
        let mut fresh = variant_app("hidden", seed);
        fresh.hints_from_start(true);
        assert!(to_private(&mut fresh));
        assert_eq!(render(&mut fresh, 100, 30), on, "seed {seed}");
        compared += 1;
    }
    assert!(
        compared >= 5,
        "only {compared} games reached a person's screen"
    );
}
