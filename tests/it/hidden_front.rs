//! The hidden front on screen: the hand-off curtain, the private screens,
//! the public table while bots play, the pacing, the setup form and its
//! memory. The privacy tests read the rendered frames, as a player would.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;
use wumpus::app::{App, Screen, Seeds};
use wumpus::engine::hidden::{Hidden, HiddenRules, Role};
use wumpus::engine::{AnyRules, Game, Seat};
use wumpus::front::hidden::{HiddenUi, Mode, PACE};
use wumpus::keymap::Layer;
use wumpus::ui::theme::{Theme, ThemeName};

/// Rules of `players` seats, `people` of them persons (the first ones).
fn rules(players: u8, people: u8, wumpi: u8) -> HiddenRules {
    let mut r = HiddenRules {
        players,
        bots: players - people,
        watch: people == 0,
        wumpus_players: wumpi,
        ..HiddenRules::default()
    };
    r.names = (0..players)
        .map(|i| {
            if i < people {
                ["Ann", "Bea", "Cyd", "Dot"][usize::from(i)].to_string()
            } else {
                format!("Bot {}", i + 1)
            }
        })
        .collect();
    r.reseat();
    r
}

fn hidden_app(r: HiddenRules, seed: u64) -> App {
    let mut all = variants();
    let index = all.iter().position(|v| v.id == "hidden").unwrap_or(0);
    all[index].rules = AnyRules::from(r);
    let mut app = App::game(
        all,
        index,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
        seed,
        false,
    );
    app.seeds = Seeds::Counter(seed + 1);
    app.data_dir = None;
    app
}

fn hidden(app: &App) -> &Session<HiddenUi> {
    let Screen::Play(s) = &app.screen else {
        panic!("expected a game on screen");
    };
    match s.as_any().downcast_ref::<Session<HiddenUi>>() {
        Some(s) => s,
        None => panic!("expected a hidden game"),
    }
}

fn game(app: &App) -> &Hidden {
    &hidden(app).game
}

fn name(g: &Hidden, seat: Seat) -> String {
    g.rules().seats[usize::from(seat.0)].name.clone()
}

/// Words only a seat's own screen may show, whoever's they are.
const PRIVATE_WORDS: &[&str] = &[
    ": you are a ",
    "Your screen (private)",
    "tunnels to",
    "! Flapping: bats",
    "! A breeze: a pit",
    "! A horrible stench",
    "! A delicious meal",
    "! Bats here, but",
    "! A pit here, but",
    "You shoot",
    "Your arrow",
    "You walk into",
    "Arrows: ",
    "No arrows: you eat",
];

/// Who may see the screen: the seat whose private screen is up.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Owner {
    Curtain(Seat),
    Seat(Seat),
    Nobody,
}

/// What is wrong with `screen` shown while `owner` may see it, in game
/// `g`: an empty list when nothing private of another seat is on it.
fn leaks(g: &Hidden, owner: Owner, screen: &str) -> Vec<String> {
    let mut out = Vec::new();
    match owner {
        Owner::Curtain(seat) => {
            let words: Vec<&str> = screen.split_whitespace().collect();
            let want = format!(
                "Pass the keyboard to {}. Press Enter when ready.",
                name(g, seat)
            );
            if words.join(" ") != want {
                out.push(format!("the curtain shows more than its line:\n{screen}"));
            }
        }
        Owner::Nobody => {
            for w in PRIVATE_WORDS {
                if screen.contains(w) {
                    out.push(format!("{w:?} on a screen nobody owns"));
                }
            }
        }
        Owner::Seat(seat) => {
            let v = g.view(seat);
            let n = usize::from(g.rules().players);
            for other in (0..n).map(|s| Seat(s as u8)).filter(|&s| s != seat) {
                let header = format!("{}: you are a", name(g, other));
                if screen.contains(&header) {
                    out.push(format!("{header:?} on {}'s screen", name(g, seat)));
                }
            }
            let role = match v.role {
                Role::Human => "HUMAN",
                Role::Wumpus => "WUMPUS",
            };
            let mine = format!("{}: you are a {role}", name(g, seat));
            if !screen.contains(&mine) {
                out.push(format!("{mine:?} missing"));
            }
            // The only room line is the owner's own.
            let room_line = format!(
                "Room {} · tunnels to {}, {}, {}",
                v.room, v.adjacent[0], v.adjacent[1], v.adjacent[2]
            );
            for line in screen.lines().filter(|l| l.contains("· tunnels to")) {
                if !line.contains(&room_line) {
                    out.push(format!("a room line not the owner's: {line}"));
                }
            }
            // The map's `[n]` is the owner's room, and no other.
            for (i, _) in screen.match_indices('[') {
                let rest = &screen[i + 1..];
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                if !digits.is_empty()
                    && rest[digits.len()..].starts_with(']')
                    && digits != v.room.to_string()
                {
                    out.push(format!(
                        "[{digits}] marked as here; the owner is in {}",
                        v.room
                    ));
                }
            }
            // Senses on screen are the owner's.
            let own = wumpus::front::hidden::senses_short(v.senses);
            // As the panel starts them ("! " and the first words, which
            // never wrap).
            let start = |s: &str| format!("! {}", s.chars().take(15).collect::<String>());
            for sense in wumpus::front::hidden::SENSES_SHORT {
                if screen.contains(&start(sense)) && !own.contains(&sense) {
                    out.push(format!("{sense:?} shown but not sensed by the owner"));
                }
            }
        }
    }
    out
}

fn owner(app: &App) -> Owner {
    if app.layer() == Layer::Curtain
        && let Some(seat) = game(app).to_act()
    {
        return Owner::Curtain(seat);
    }
    match hidden(app).ui.mode {
        Mode::Private(seat) => Owner::Seat(seat),
        _ => Owner::Nobody,
    }
}

/// A tiny deterministic chooser for the person seats' keys.
struct Pick(u64);

impl Pick {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }
}

/// Plays a whole game through the app, rendering and checking every
/// screen on the way. Returns the number of screens checked.
fn play_checking(r: HiddenRules, seed: u64, sizes: &[(u16, u16)]) -> usize {
    let mut app = hidden_app(r, seed);
    let mut pick = Pick(seed);
    let mut checked = 0;
    for _step in 0..2000 {
        for &(w, h) in sizes {
            let screen = render(&mut app, w, h);
            if !game(&app).is_over() {
                let problems = leaks(game(&app), owner(&app), &screen);
                assert!(problems.is_empty(), "seed {seed}: {problems:?}\n{screen}");
            }
            checked += 1;
        }
        if game(&app).is_over() {
            // Game over reveals everything, to everyone.
            let screen = render(&mut app, 100, 30);
            assert!(screen.contains("REVEALED"), "{screen}");
            return checked;
        }
        match app.layer() {
            Layer::Curtain => {
                press(&mut app, KeyCode::Enter);
            }
            Layer::Play if app.pace().is_some() => {
                assert!(app.tick());
            }
            Layer::Play => {
                let Some(seat) = game(&app).to_act() else {
                    continue;
                };
                let v = game(&app).view(seat);
                let (may_claim, may_shoot, adjacent) = (v.may_claim(), v.may_shoot(), v.adjacent);
                if may_claim && pick.next(3) == 0 {
                    type_text(&mut app, "c");
                    type_text(&mut app, &format!("I am in room {}", pick.next(20) + 1));
                    press(&mut app, KeyCode::Enter);
                } else if may_shoot && pick.next(4) == 0 {
                    type_text(&mut app, "s");
                    let a = adjacent[pick.next(3) as usize];
                    let b = pick.next(20) + 1;
                    type_text(&mut app, &format!("{a} {b}"));
                    press(&mut app, KeyCode::Enter);
                } else if pick.next(5) == 0 {
                    type_text(&mut app, ".");
                } else {
                    type_text(&mut app, &(pick.next(3) + 1).to_string());
                }
            }
            other => panic!("unexpected layer {other:?}"),
        }
    }
    panic!("seed {seed}: the game did not end");
}

#[test]
fn no_private_fact_of_one_seat_is_on_screen_during_another_seats_turn() {
    let mixes = [(4, 1, 1), (4, 2, 1), (3, 3, 1), (6, 3, 2), (5, 2, 2)];
    let mut screens = 0;
    for (k, &(players, people, wumpi)) in mixes.iter().enumerate() {
        for seed in 0..12u64 {
            screens += play_checking(
                rules(players, people, wumpi),
                seed * 7 + k as u64,
                &[(80, 24)],
            );
        }
    }
    println!("{screens} screens checked over 60 games");
    assert!(screens > 500, "only {screens} screens checked");
}

#[test]
fn no_leak_at_a_large_size_either() {
    for seed in 0..4u64 {
        play_checking(rules(4, 2, 1), 100 + seed, &[(160, 48)]);
    }
}

/// The check above would see a leak: another seat's private screen,
/// shown during this seat's turn or behind the curtain, is caught.
#[test]
fn the_leak_check_catches_a_private_screen_shown_to_the_wrong_seat() {
    for seed in 0..20u64 {
        let mut app = hidden_app(rules(4, 4, 1), seed);
        press(&mut app, KeyCode::Enter);
        let Owner::Seat(a) = owner(&app) else {
            panic!("expected a private screen");
        };
        let screen = render(&mut app, 80, 24);
        let g = game(&app);
        assert!(leaks(g, Owner::Seat(a), &screen).is_empty());
        // The same frame, as if it were up during another seat's turn...
        for other in (0..4).map(Seat).filter(|&s| s != a) {
            assert!(
                !leaks(g, Owner::Seat(other), &screen).is_empty(),
                "seed {seed}: seat {a:?}'s screen passed as {other:?}'s"
            );
        }
        // ... or behind the curtain, or while bots play.
        assert!(!leaks(g, Owner::Curtain(a), &screen).is_empty());
        assert!(!leaks(g, Owner::Nobody, &screen).is_empty());
    }
}

#[test]
fn the_curtain_comes_before_each_persons_turn_and_the_last_screen_is_gone() {
    let mut app = hidden_app(rules(3, 2, 1), 11);
    let mut curtains = 0;
    let mut last_private: Option<Seat> = None;
    for _ in 0..400 {
        if game(&app).is_over() {
            break;
        }
        let g = game(&app);
        let to_act = g.to_act().unwrap_or(Seat(0));
        let person = !g.rules().seats[usize::from(to_act.0)].bot;
        let who = name(g, to_act);
        match app.layer() {
            Layer::Curtain => {
                curtains += 1;
                assert!(person, "a curtain for a bot");
                let screen = render(&mut app, 80, 24);
                assert_eq!(
                    screen.split_whitespace().collect::<Vec<_>>().join(" "),
                    format!("Pass the keyboard to {who}. Press Enter when ready.")
                );
                press(&mut app, KeyCode::Enter);
                assert_eq!(owner(&app), Owner::Seat(to_act));
                last_private = Some(to_act);
            }
            Layer::Play if app.pace().is_some() => {
                assert!(!person);
                // A bot's turn: nobody's private screen.
                assert_eq!(owner(&app), Owner::Nobody);
                app.tick();
            }
            _ => {
                // A person ends the turn; the next frame is no longer theirs.
                assert_eq!(owner(&app), Owner::Seat(to_act));
                type_text(&mut app, ".");
                if !game(&app).is_over() {
                    assert_ne!(owner(&app), Owner::Seat(to_act));
                    let screen = render(&mut app, 80, 24);
                    assert!(!screen.contains(&format!("{}: you are a", name(game(&app), to_act))));
                }
            }
        }
    }
    assert!(curtains >= 2, "{curtains} curtains");
    assert!(last_private.is_some());
}

#[test]
fn the_same_person_sees_the_curtain_again_after_the_bots_played() {
    let mut app = hidden_app(rules(4, 1, 1), 3);
    let mut curtains = 0;
    for _ in 0..200 {
        if game(&app).is_over() || curtains >= 3 {
            break;
        }
        match app.layer() {
            Layer::Curtain => {
                curtains += 1;
                press(&mut app, KeyCode::Enter);
                type_text(&mut app, ".");
            }
            _ => {
                assert!(app.tick(), "bots tick until the person's turn");
            }
        }
    }
    assert!(curtains >= 2 || game(&app).is_over());
}

#[test]
fn bots_wait_a_pace_and_each_tick_plays_one_step() {
    let mut app = hidden_app(rules(4, 0, 1), 8);
    assert_eq!(app.layer(), Layer::Play);
    let mut steps = 0;
    while !game(&app).is_over() && steps < 500 {
        let pace = app.pace();
        let g = game(&app);
        let seat = g.to_act().unwrap_or(Seat(0));
        let expected = if g.view(seat).shot {
            Duration::ZERO
        } else {
            PACE
        };
        assert_eq!(pace, Some(expected));
        let before = g.turn();
        assert!(app.tick());
        assert_eq!(game(&app).turn(), before + 1, "one command per tick");
        steps += 1;
    }
    assert!(game(&app).is_over(), "a bot game ends");
    assert_eq!(app.pace(), None, "a finished game does not tick");
    assert!(!app.tick());
}

#[test]
fn a_person_stops_the_clock_and_so_do_help_and_the_curtain() {
    let mut app = hidden_app(rules(4, 1, 1), 3);
    // Bots until the person's curtain.
    while app.layer() != Layer::Curtain && !game(&app).is_over() {
        app.tick();
    }
    assert_eq!(app.pace(), None, "the curtain waits for Enter");
    assert!(!app.tick());
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.pace(), None, "a person's turn waits for keys");
    type_text(&mut app, ".");
    if game(&app).is_over() {
        return;
    }
    assert!(app.pace().is_some());
    type_text(&mut app, "?");
    assert_eq!(app.pace(), None, "help pauses the bots");
    press(&mut app, KeyCode::Esc);
    assert!(app.pace().is_some());
}

#[test]
fn a_key_hurries_the_bots_along() {
    let mut app = hidden_app(rules(4, 0, 1), 8);
    let before = game(&app).turn();
    type_text(&mut app, "x");
    assert_eq!(game(&app).turn(), before + 1);
    press(&mut app, KeyCode::Enter);
    assert_eq!(game(&app).turn(), before + 2);
    // Nothing the bots did was refused into the log, and no key note.
    assert!(
        !hidden(&app)
            .log
            .iter()
            .any(|(_, l)| l.contains("does nothing"))
    );
}

/// Up to the first person's private screen.
fn to_private(app: &mut App) -> Seat {
    for _ in 0..100 {
        if let Owner::Seat(s) = owner(app) {
            return s;
        }
        match app.layer() {
            Layer::Curtain => {
                press(app, KeyCode::Enter);
            }
            _ => {
                app.tick();
            }
        }
    }
    panic!("no private screen");
}

#[test]
fn a_claim_is_typed_with_wide_characters_and_posted_publicly() {
    let mut app = hidden_app(rules(4, 1, 1), 21);
    let seat = to_private(&mut app);
    type_text(&mut app, "c");
    assert_eq!(app.layer(), Layer::Text);
    // In the text prompt `?`, `q` and digits are text.
    type_text(&mut app, "q? 1 狼");
    press(&mut app, KeyCode::Enter);
    let who = name(game(&app), seat);
    let log = &hidden(&app).log;
    assert!(
        log.iter()
            .any(|(_, l)| l == &format!("{who} claims: “q? 1 狼”")),
        "{log:?}"
    );
    assert_eq!(app.layer(), Layer::Play);
    // A second claim is refused on the seat's own screen, not in the log.
    let len = hidden(&app).log.len();
    type_text(&mut app, "c");
    assert_eq!(app.layer(), Layer::Play);
    assert_eq!(hidden(&app).log.len(), len);
    assert!(hidden(&app).ui.desk.refused.is_some());
}

#[test]
fn refusals_stay_on_the_seats_own_screen() {
    let mut app = hidden_app(rules(4, 1, 1), 21);
    let seat = to_private(&mut app);
    let len = hidden(&app).log.len();
    let v = game(&app).view(seat);
    // A room that is not next to the seat's: refused privately.
    let far = (1..=20u8)
        .find(|l| *l != v.room && !v.adjacent.contains(l))
        .unwrap_or(1);
    type_text(&mut app, "m");
    type_text(&mut app, &far.to_string());
    press(&mut app, KeyCode::Enter);
    assert_eq!(hidden(&app).log.len(), len, "{:?}", hidden(&app).log);
    assert!(hidden(&app).ui.desk.refused.is_some());
    press(&mut app, KeyCode::Esc);
    // A Wumpus asking to shoot, a human shooting a room 0: private too.
    type_text(&mut app, "s");
    if app.layer() == Layer::Editor {
        type_text(&mut app, "0");
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Esc);
    }
    assert_eq!(hidden(&app).log.len(), len, "{:?}", hidden(&app).log);
}

#[test]
fn the_seat_moves_by_label_and_shoots_a_path_of_labels() {
    for seed in 0..30 {
        let mut app = hidden_app(rules(4, 4, 1), seed);
        let seat = to_private(&mut app);
        let v = game(&app).view(seat);
        let (role, adjacent) = (v.role, v.adjacent);
        if role != Role::Human {
            continue;
        }
        type_text(&mut app, "s");
        assert_eq!(app.layer(), Layer::Editor);
        type_text(&mut app, &adjacent[0].to_string());
        press(&mut app, KeyCode::Enter);
        let after = game(&app).view(seat);
        assert!(after.shot || game(&app).is_over() || !after.alive);
        if game(&app).to_act() != Some(seat) {
            continue;
        }
        type_text(&mut app, "m");
        type_text(&mut app, &adjacent[1].to_string());
        press(&mut app, KeyCode::Enter);
        assert_ne!(game(&app).to_act(), Some(seat), "the move ends the turn");
        return;
    }
    panic!("no seed gave a human the first turn");
}

#[test]
fn composed_scopes_keep_c_for_charge_where_only_the_graph_speaks() {
    use wumpus::keymap::{Action, Scope};
    let km = wumpus::front::keymap();
    let c = key(KeyCode::Char('c'));
    assert_eq!(
        km.resolve_in(Layer::Play, &[Scope::GRAPH], c),
        Some(Action::Verb(wumpus::front::grand_theft::keys::CHARGE))
    );
    assert_eq!(
        km.resolve_in(
            Layer::Play,
            &[wumpus::front::hidden::keys::SEATS, Scope::GRAPH],
            c
        ),
        Some(Action::Verb(wumpus::front::hidden::keys::CLAIM))
    );
    for (ch, action) in [
        ('1', Action::Tunnel(1)),
        ('m', Action::MoveByLabel),
        ('s', Action::Verb(wumpus::front::classic::keys::SHOOT)),
        ('.', Action::Verb(wumpus::front::hidden::keys::STAY)),
    ] {
        assert_eq!(
            km.resolve_in(
                Layer::Play,
                &[wumpus::front::hidden::keys::SEATS, Scope::GRAPH],
                key(KeyCode::Char(ch))
            ),
            Some(action)
        );
    }
    assert_eq!(
        km.resolve_in(
            Layer::Play,
            &[wumpus::front::hidden::keys::SEATS, Scope::GRAPH],
            key(KeyCode::Enter)
        ),
        Some(Action::Select)
    );
}

#[test]
fn watch_mode_shows_the_truth_marked_as_such() {
    let mut app = hidden_app(rules(4, 0, 1), 2);
    let screen = render(&mut app, 100, 30);
    assert!(screen.contains("TRUTH"), "{screen}");
    assert!(screen.contains("hidden from the table"), "{screen}");
    assert!(!screen.contains("Pass the keyboard"));
    // Hints are a person's own odds: a table of bots offers none.
    assert!(!screen.contains("hints"), "{screen}");
}

#[test]
fn a_wumpus_seat_is_not_told_it_has_0_arrows_on_the_full_screen() {
    let r = rules(3, 1, 1);
    let seed = (0..200u64)
        .find(|&s| game(&hidden_app(r.clone(), s)).reveal().roles()[0] == Role::Wumpus)
        .unwrap_or(0);
    let mut app = hidden_app(r, seed);
    assert_eq!(to_private(&mut app), Seat(0));
    let screen = render(&mut app, 100, 30);
    assert!(screen.contains("No arrows: you eat humans."), "{screen}");
    for zero in ["Arrows: 0", "arrows 0", "0 arrows"] {
        assert!(
            !screen.contains(zero),
            "{zero:?} on the Wumpus's screen:\n{screen}"
        );
    }
    // Nor on the truth panel, where every seat is listed.
    let mut app = hidden_app(rules(4, 0, 2), 4);
    let screen = render(&mut app, 160, 48);
    assert!(screen.contains("{Wumpus · room"), "{screen}");
    assert!(!screen.contains("arrows 0"), "{screen}");
}

/// Snapshots from games where nothing a bot chose is on screen yet (a
/// person's seat acts first; watch mode before the first step), so a
/// better bot never changes them.
#[test]
fn snapshots() {
    let seed = (0..100u64)
        .find(|&s| {
            let app = hidden_app(rules(4, 2, 1), s);
            matches!(game(&app).to_act(), Some(Seat(0 | 1)))
        })
        .unwrap_or(0);
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = hidden_app(rules(4, 2, 1), seed);
        assert_eq!(app.layer(), Layer::Curtain);
        insta::assert_snapshot!(format!("hidden_curtain_{w}x{h}"), render(&mut app, w, h));
        press(&mut app, KeyCode::Enter);
        insta::assert_snapshot!(format!("hidden_private_{w}x{h}"), render(&mut app, w, h));
        let mut app = hidden_app(rules(4, 0, 1), 4);
        insta::assert_snapshot!(format!("hidden_watch_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn tab_adds_the_selected_tunnels_room_to_the_arrow_path() {
    for seed in 0..30 {
        let mut app = hidden_app(rules(4, 4, 1), seed);
        let seat = to_private(&mut app);
        let v = game(&app).view(seat);
        let adjacent = v.adjacent;
        if v.role != Role::Human {
            continue;
        }
        type_text(&mut app, "s");
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Tab);
        match &hidden(&app).ui.desk.prompt {
            wumpus::front::hidden::Prompt::Aim(text) => {
                assert_eq!(text.trim(), adjacent[1].to_string());
            }
            other => panic!("{other:?}"),
        }
        return;
    }
    panic!("no seed gave a human the first turn");
}

/// A Hidden Wumpus screen shows a seat's secrets, so a spectator gets the
/// table's view, never the screen (`wumpus serve`'s watchers); a solo
/// game's screen is public.
#[test]
fn only_a_seated_games_screen_is_private() {
    use wumpus::front::{Opening, open};
    let all = variants();
    let rules = |id: &str| match all.iter().find(|v| v.id == id) {
        Some(v) => v.rules.clone(),
        None => panic!("no variant {id}"),
    };
    let (hidden, classic) = (rules("hidden"), rules("classic"));
    assert!(open(&hidden, &Opening::unkept("hidden", 1, false)).private_seats());
    assert!(!open(&classic, &Opening::unkept("classic", 1, false)).private_seats());
}
