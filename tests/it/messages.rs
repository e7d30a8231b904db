//! Messages that help: a refused move says which rooms, every bat snatch
//! is noted where it happened, `wumpus solve` names a caves file for what
//! it is, and each game's help lists its own marks and sections only.

use crate::bin;
use crate::common;
use crate::driver;

use common::{Setup, game, pick, r, rules};
use driver::*;
use ratatui::crossterm::event::KeyCode;
use wumpus::engine::game::Game as _;
use wumpus::engine::{AnyRules, SOLO};
use wumpus::front::classic::ClassicUi;
use wumpus::front::grenade::GrenadeUi;
use wumpus::front::{Controls, Plays};
use wumpus::ui::map::KnownMap;

fn marks_of(map: &KnownMap, label: &str) -> String {
    map.rooms
        .iter()
        .find(|room| room.label == label)
        .map(|room| room.marks.iter().map(|m| m.text).collect())
        .unwrap_or_default()
}

#[test]
fn a_move_to_a_room_not_next_to_yours_says_which_rooms() {
    let mut app = game_app(81723);
    let view = session(&app).sees();
    let here = view.label(view.here()).to_string();
    let far = view
        .room_ids()
        .find(|&room| room != view.here() && !view.tunnels_here().contains(&room))
        .map(|room| view.label(room).to_string())
        .unwrap_or_default();
    type_text(&mut app, "m");
    type_text(&mut app, &far);
    press(&mut app, KeyCode::Enter);
    let screen = render(&mut app, 80, 24);
    let said = format!("Not possible: room {far} is not next to room {here}.");
    assert!(screen.contains(&said), "{said}\n{screen}");
}

/// Bats in 2 and 3: walking into 2, the bats drop the player in 3, whose
/// bats snatch them again to 10. Both rooms are noted as bats met, on the
/// map and in the notes, as the log named both.
#[test]
fn a_second_bat_snatch_is_noted_like_the_first() {
    let setup = Setup {
        player: 1,
        wumpi: vec![20],
        pits: vec![],
        bats: vec![2, 3],
    };
    let mut g = game(rules(|_| {}), setup, &[pick(2, 20), pick(9, 20)]);
    let mut ui = ClassicUi::new(&g, false);
    let mut events = Vec::new();
    let result = g.apply(&wumpus::engine::classic::Command::Move(r(2)), &mut events);
    ui.after(
        &g,
        result.map(|_| events.as_slice()).map_err(|e| e.to_string()),
    );
    assert_eq!(g.view(SOLO).here(), r(10));
    assert!(
        marks_of(&ui.map, "2").contains("B!"),
        "{:?}",
        ui.map.rooms[1]
    );
    assert!(
        marks_of(&ui.map, "3").contains("B!"),
        "{:?}",
        ui.map.rooms[2]
    );
}

/// Grenade: the cave the bats carried the player off from is marked on
/// the notebook's map, every time.
#[test]
fn grenade_notes_where_the_bats_carried_you_off() {
    use wumpus::engine::grenade::{Command, Event, Grenade};
    let rules = match variants()
        .into_iter()
        .find(|v| v.id == "grenade")
        .map(|v| v.rules)
    {
        Some(AnyRules::Grenade(r)) => r,
        _ => panic!("no grenade variant"),
    };
    let mut carried = 0;
    for seed in 0..200u64 {
        let mut g = Grenade::new(rules.clone(), seed);
        let mut ui = GrenadeUi::new(&g, false);
        for step in 0..30u8 {
            if g.is_over() {
                break;
            }
            let n = g.view(SOLO).tunnels_here().len() as u8;
            let mut events = Vec::new();
            let result = g.apply(&Command::Move { tunnel: step % n }, &mut events);
            ui.after(
                &g,
                result.map(|_| events.as_slice()).map_err(|e| e.to_string()),
            );
            if let Some(Event::Walked { to, .. }) = events.first()
                && events.contains(&Event::CarriedOff)
            {
                let name = g.reveal().name(*to).to_string();
                let place = ui.notebook.places.iter().position(|p| p.name == name);
                let marks: String = place
                    .and_then(|i| ui.map.rooms.get(i))
                    .map(|room| room.marks.iter().map(|m| m.text).collect())
                    .unwrap_or_default();
                assert!(marks.contains("B!"), "seed {seed}: {name} marked {marks:?}");
                carried += 1;
            }
        }
    }
    assert!(carried >= 3, "bats carried the player off {carried} times");
}

#[test]
fn solve_says_a_caves_file_is_a_caves_file() {
    let out = bin::wumpus(&["solve", "assets/caves.dat"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = bin::text(&out.stderr);
    assert!(
        err.contains("assets/caves.dat is a caves file, not a labyrinth"),
        "{err}"
    );
}

fn help_text(app: &wumpus::app::App) -> String {
    wumpus::app::view::help::lines(app, 200)
        .iter()
        .map(|l| {
            l.spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn each_games_help_lists_its_own_marks_and_sections() {
    let classic = help_text(&variant_app("classic", 1));
    assert!(classic.contains(" Arrow editor") && classic.contains(" Move prompt"));
    assert!(classic.contains("{W} {Wz} {Wx}"), "{classic}");
    for other in ["unexplored", "<A>", "roadblock", "wormhole", "Tossing"] {
        assert!(!classic.contains(other), "classic help lists {other:?}");
    }
    let grenade = help_text(&variant_app("grenade", 1));
    assert!(grenade.contains("a tunnel from here still unexplored"));
    for other in [" Arrow editor", " Move prompt", "{Wz}", "termites", "<A>"] {
        assert!(!grenade.contains(other), "grenade help lists {other:?}");
    }
    let labyrinth = help_text(&variant_app("labyrinth", 1));
    assert!(labyrinth.contains("a cell you walked"));
    for other in ["[4]", "a tunnel you know", " Arrow editor", "see exits"] {
        assert!(!labyrinth.contains(other), "labyrinth help lists {other:?}");
    }
    // A game started on the command line has no menu to explain.
    assert!(!classic.contains(" Menu\n"));
    // The menu's help lists every game's.
    let menu = help_text(&menu_app());
    for all in [
        "{Wz}",
        "unexplored",
        "<A>",
        "roadblock",
        "a cell you walked",
        " Arrow editor",
        " Menu",
    ] {
        assert!(menu.contains(all), "the menu's help lacks {all:?}");
    }
}
