//! Nothing on screen is cut into a falsehood: every screen of every rule
//! set, at 80x24, with the longest seed, long variant and seat names and a
//! long claim, checked against the same state drawn large (see
//! `ui/honest.rs` for the method).

use crate::driver;
use crate::honest;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use std::path::PathBuf;
use wumpus::app::{App, Overlay, Seeds};
use wumpus::config::{self, Source};
use wumpus::keymap::Layer;
use wumpus::ui::theme::{Theme, ThemeName};

/// Long names everywhere a name goes: variants, seats, caves.
const LONG: &str = r#"
[variant.classic]
name = "Classic Hunt the Wumpus as Gregory Yob wrote it"

[variant.grenade]
name = "Grenades in the twenty named caves of the seed"

[variant.grand-theft]
name = "Grand Theft Wumpus in Congestion City tonight"

[variant.labyrinth]
name = "Labyrinth in the dark: the medium maze"

[variant.hidden]
name = "Hidden Wumpus with the longest names allowed"
names = "Abcdefghijklmnopqrst, Bcdefghijklmnopqrstu, Cdefghijklmnopqrstuv, Defghijklmnopqrstuvw"

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

[variant.long-shuffled]
name = "Shuffled labels on a random cave of forty rooms"
description = "Forty rooms, numbers shuffled, so the map grows as the player walks"
difficulty = "hard"
rules = "classic"
rooms = 40
cave = "random"
shuffle_labels = true

[variant.long-people]
name = "Three people at one table, names twenty long"
description = "Every seat a person, each name as long as names go"
difficulty = "normal"
rules = "hidden"
players = 3
bots = 0
names = "Abcdefghijklmnopqrst, Bcdefghijklmnopqrstu, Cdefghijklmnopqrstuv"
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

/// Large enough that every text of these screens shows whole.
const WIDE: (u16, u16) = (240, 100);

fn theme() -> Theme {
    Theme::new(ThemeName::Mono)
}

/// The screen as it is now, checked; the app is left at 80x24.
fn check(app: &mut App, what: &str, bad: &mut Vec<String>) {
    let wide = frame(app, WIDE.0, WIDE.1);
    // What an overlay covers at the large size is still said: drawn once
    // more without it. Scrolled help says all of itself: at the large size
    // its rows wrap less, so the same scroll starts further down.
    let overlay = app.overlay.take();
    let under = match overlay {
        Some(Overlay::Help { .. }) => {
            app.overlay = Some(Overlay::Help { scroll: 0 });
            let top = frame(app, WIDE.0, WIDE.1);
            app.overlay = None;
            top
        }
        _ => frame(app, WIDE.0, WIDE.1),
    };
    app.overlay = overlay;
    let small = frame(app, 80, 24);
    // A question's box covers the middle of the screen (as the dialog
    // draws it).
    let covers: Vec<Rect> = match app.overlay {
        Some(Overlay::Confirm(_)) => vec![small.area.centered(
            ratatui::layout::Constraint::Length(50),
            ratatui::layout::Constraint::Length(7),
        )],
        _ => Vec::new(),
    };
    let cuts = honest::cut_words(&small, &[&wide, &under], &covers);
    if !cuts.is_empty() {
        bad.push(format!(
            "{what}: {}\n{}",
            cuts.join("; "),
            honest::text(&small)
        ));
    }
}

/// Help from here, page by page.
fn check_help(app: &mut App, what: &str, bad: &mut Vec<String>) {
    type_text(app, "?");
    if !matches!(app.overlay, Some(Overlay::Help { .. })) {
        return;
    }
    for page in 0..12 {
        check(app, &format!("{what}, help page {page}"), bad);
        press(app, KeyCode::PageDown);
    }
    press(app, KeyCode::Esc);
}

/// One key of the play script, past what stands in its way: a question is
/// checked and answered yes, a hand-off lifted, a bot's step taken.
fn step(app: &mut App, keys: &str, bad: &mut Vec<String>) {
    for _ in 0..50 {
        if app.pace().is_some() {
            app.tick();
        } else {
            break;
        }
    }
    match app.layer() {
        Layer::Confirm => {
            check(app, "a question", bad);
            type_text(app, "y");
        }
        Layer::Curtain => {
            press(app, KeyCode::Enter);
        }
        _ => {
            for c in keys.chars() {
                match c {
                    '\n' => press(app, KeyCode::Enter),
                    '\u{1b}' => press(app, KeyCode::Esc),
                    c => press(app, KeyCode::Char(c)),
                };
            }
        }
    }
}

fn over(app: &App) -> bool {
    app.session().is_some_and(|s| s.view().over)
}

/// Keys that play any rule set on towards its end: walk, shoot, toss,
/// charge, claim, stay, and the compass.
const SCRIPT: &[&str] = &[
    "1",
    "c",
    "I am a human and I saw nothing at all in the room I stood in last turn\n",
    "2",
    "s1 2\n",
    "\u{1b}",
    "t1",
    "3",
    "c2",
    ".",
    "wddssaw",
    "m7\n",
    "\u{1b}",
    "1",
    "s3\n",
    "\u{1b}",
];

/// Every screen of one game: play, its modes, help, history, the quit
/// question, and the game-over screen with its help and history.
fn walk_game(app: &mut App, name: &str, every: bool, bad: &mut Vec<String>) {
    check(app, &format!("{name}: start"), bad);
    if app.layer() == Layer::Curtain {
        press(app, KeyCode::Enter);
        check(app, &format!("{name}: a seat's screen"), bad);
    }
    if every {
        check_help(app, name, bad);
    }
    for (keys, mode) in [
        ("s", "aim"),
        ("m", "move prompt"),
        ("t", "toss"),
        ("c", "charge"),
    ] {
        if !every || app.layer() != Layer::Play {
            break;
        }
        type_text(app, keys);
        check(app, &format!("{name}: {mode}"), bad);
        type_text(app, "9");
        check(app, &format!("{name}: {mode}, then 9"), bad);
        press(app, KeyCode::Esc);
        press(app, KeyCode::Esc);
    }
    // Crowded panels: the odds beside every tunnel and street, and the
    // look cursor's panel over long names; the hints stay on for the rest
    // of the walk.
    if every && app.layer() == Layer::Play {
        type_text(app, "h");
        check(app, &format!("{name}: hints on"), bad);
        type_text(app, ";");
        if app.layer() == Layer::Look {
            check(app, &format!("{name}: look"), bad);
            type_text(app, "jl");
            check(app, &format!("{name}: look, moved"), bad);
            press(app, KeyCode::Esc);
        }
    }
    for turn in 0..400 {
        if over(app) {
            break;
        }
        let keys = SCRIPT[turn % SCRIPT.len()];
        step(app, keys, bad);
        if turn % 23 == 0 {
            check(app, &format!("{name}: turn {turn}"), bad);
        }
    }
    app.handle(ctrl('p'));
    check(app, &format!("{name}: history"), bad);
    press(app, KeyCode::Esc);
    check(app, &format!("{name}: the end"), bad);
    type_text(app, "v");
    check(app, &format!("{name}: the end, v"), bad);
    if every {
        check_help(app, &format!("{name}: the end"), bad);
    }
    if !over(app) {
        type_text(app, "q");
        check(app, &format!("{name}: quit?"), bad);
    }
}

#[test]
fn every_screen_of_every_rule_set_at_80x24_says_only_whole_words() {
    let variants = long_variants();
    let mut bad = Vec::new();
    let mut menu = App::menu(variants.clone(), wumpus::front::keymap(), theme());
    menu.seeds = Seeds::Counter(u64::MAX);
    menu.data_dir = None;
    check_help(&mut menu, "menu", &mut bad);
    for v in &variants {
        check(&mut menu, &format!("menu at {}", v.id), &mut bad);
        press(&mut menu, KeyCode::Down);
    }
    // A setup form, with long seat names in it.
    if let Some(at) = variants.iter().position(|v| v.id == "long-people") {
        menu.selected = at;
        press(&mut menu, KeyCode::Enter);
        check(&mut menu, "setup form", &mut bad);
        check_help(&mut menu, "setup form", &mut bad);
    }
    check_settings(&variants, &mut bad);
    for (index, v) in variants.iter().enumerate() {
        for (seed, cheat) in [(u64::MAX, false), (u64::MAX - 1, true)] {
            let mut app = App::game(
                variants.clone(),
                index,
                wumpus::front::keymap(),
                theme(),
                seed,
                cheat,
            );
            app.seeds = Seeds::Counter(u64::MAX);
            app.data_dir = None;
            let name = format!("{} seed {seed} cheat {cheat}", v.id);
            walk_game(&mut app, &name, !cheat, &mut bad);
        }
    }
    // Each kind of cut once (where it was first seen), then a few screens.
    let mut kinds: Vec<String> = Vec::new();
    for b in &bad {
        let (head, _) = b.split_once('\n').unwrap_or((b, ""));
        let (what, cuts) = head.split_once(": \"").unwrap_or((head, ""));
        for cut in cuts.split("; ") {
            let word = cut.split(" at ").next().unwrap_or(cut).trim_matches('"');
            if !kinds.iter().any(|k| k.starts_with(&format!("{word:?} "))) {
                kinds.push(format!("{word:?} ({cut}) in {what}"));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} screens cut words; each cut once:\n{}\n\n{}",
        bad.len(),
        kinds.join("\n"),
        bad.iter().take(3).cloned().collect::<Vec<_>>().join("\n\n")
    );
}

/// The settings screen, row by row and into the keys, and every
/// variant's customise form: as opened, with a refused value, and naming
/// the new variant.
fn check_settings(variants: &[config::Variant], bad: &mut Vec<String>) {
    let mut app = App::menu(variants.to_vec(), wumpus::front::keymap(), theme());
    type_text(&mut app, "o");
    for row in 0..12 {
        check(&mut app, &format!("settings row {row}"), bad);
        press(&mut app, KeyCode::Down);
    }
    check_help(&mut app, "settings", bad);
    press(&mut app, KeyCode::Esc);
    for (index, v) in variants.iter().enumerate() {
        app.selected = index;
        app.screen = wumpus::app::Screen::Menu;
        type_text(&mut app, "c");
        check(&mut app, &format!("customise {}", v.id), bad);
        // The first knob after the header, typed as a value it refuses.
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Enter);
        type_text(&mut app, "99999x");
        press(&mut app, KeyCode::Enter);
        check(&mut app, &format!("customise {}, refused", v.id), bad);
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Up);
        press(&mut app, KeyCode::Enter);
        check(&mut app, &format!("customise {}, saving", v.id), bad);
    }
    check_help(&mut app, "customise", bad);
}

/// The check has power: the title bar as it was drawn before it gave up
/// decoration for the seed ("seed 9966" for 996614) is caught.
#[test]
fn the_check_catches_a_cut_seed_and_a_cut_word() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::text::Line;
    use ratatui::widgets::{Block, Widget};
    let draw = |width: u16| {
        let area = Rect::new(0, 0, width, 3);
        let mut buf = Buffer::empty(area);
        Block::bordered()
            .title(" Hunt the Wumpus · Grenades: counts revealed · seed 996614 ")
            .title_top(Line::from(" turn 4 · grenades 12 ").right_aligned())
            .render(area, &mut buf);
        buf
    };
    let cuts = honest::cut_words(&draw(80), &[&draw(200)], &[]);
    assert!(
        cuts.iter().any(|c| c.contains("996614")),
        "{cuts:?}\n{}",
        honest::text(&draw(80))
    );
    let menu = |width: u16| {
        let area = Rect::new(0, 0, width, 3);
        let mut buf = Buffer::empty(area);
        Block::bordered().render(area, &mut buf);
        buf.set_stringn(
            1,
            1,
            "Grenades  [normal]",
            usize::from(width - 2),
            ratatui::style::Style::default(),
        );
        buf
    };
    let cuts = honest::cut_words(&menu(18), &[&menu(40)], &[]);
    assert!(cuts.iter().any(|c| c.contains("normal")), "{cuts:?}");
    // Shortened with "…", a word is honest; a number is not.
    let fit = |text: &str| {
        let area = Rect::new(0, 0, 12, 1);
        let mut buf = Buffer::empty(area);
        buf.set_string(0, 0, text, ratatui::style::Style::default());
        buf
    };
    assert!(honest::cut_words(&fit("Grenad…"), &[&fit("Grenades")], &[]).is_empty());
    assert!(!honest::cut_words(&fit("seed 99…"), &[&fit("seed 996614")], &[]).is_empty());
}
