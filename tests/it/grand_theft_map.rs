//! The Grand Theft map keeps the fog of war: no unvisited node's clues and
//! no roadblock with an unvisited end, on the rendered map as in the
//! `KnownMap` it is drawn from; and nodes never move once placed.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::Arc;
use wumpus::engine::game::{Game, Seat};
use wumpus::engine::grand_theft::{City, Command, GrandTheft, GrandTheftRules};
use wumpus::engine::{Dice, RoomId};
use wumpus::front::grand_theft::GrandTheftUi;
use wumpus::front::{Controls, Panels, Plays, Ui};

use wumpus::ui::map::Shown;
use wumpus::ui::theme::{Theme, ThemeName};

fn n(k: u16) -> RoomId {
    RoomId(k - 1)
}

fn apply(game: &mut GrandTheft, ui: &mut GrandTheftUi, c: Command) {
    let mut events = Vec::new();
    let result = game.apply(&c, &mut events);
    ui.after(
        game,
        result.map(|_| events.as_slice()).map_err(|e| e.to_string()),
    );
}

/// The map as the play screen draws it, as text.
fn map_text(game: &GrandTheft, ui: &GrandTheftUi, w: u16, h: u16) -> String {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let theme = Theme::new(ThemeName::Mono);
    let keymap = wumpus::front::keymap();
    let cx = Ui {
        theme: &theme,
        keymap: &keymap,
    };
    ui.draw_map(game, &cx, area, &mut buf);
    (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

/// 1 - 2 - 3 - 5 and 1 - 4 - 6, with cops on 2 - 3 and 4 - 6. With radii of
/// one street, the Wumpus at 5 bleeds on 3 and the gang at 6 lights up 4;
/// the player starts at 1 and walks to 2, so 3 and 4 are seen, not visited.
fn fog() -> (GrandTheft, GrandTheftUi) {
    let rules = GrandTheftRules {
        blood_radius: 1,
        lights_radius: 1,
        ..GrandTheftRules::default()
    };
    let streets = [
        (n(1), n(2), false),
        (n(2), n(3), true),
        (n(3), n(5), false),
        (n(1), n(4), false),
        (n(4), n(6), true),
    ];
    let city = City::build(6, &streets, n(5), &[n(6)], n(1), &rules);
    let mut game = GrandTheft::from_city(Arc::new(rules), city, Dice::new(1));
    let mut ui = GrandTheftUi::new(&game, false);
    apply(&mut game, &mut ui, Command::Walk(n(2)));
    (game, ui)
}

#[test]
fn the_map_shows_no_unvisited_clue_and_no_roadblock_with_an_unvisited_end() {
    let (game, ui) = fog();
    let v = game.view(Seat(0));
    assert!(v.visited(n(2)) && !v.visited(n(3)) && !v.visited(n(4)));
    for (w, h) in [(44, 11), (80, 24), (160, 48)] {
        let text = map_text(&game, &ui, w, h);
        assert!(
            text.contains("[2]") && text.contains("3?") && text.contains("4?"),
            "{text}"
        );
        // Node 2 hears the sirens of 2 - 3: that is its own clue.
        assert!(text.contains('s'), "{w}x{h}: node 2's sirens\n{text}");
        assert!(
            !text.contains('✕'),
            "{w}x{h}: a roadblock with an unvisited end\n{text}"
        );
        assert!(!text.contains('b'), "{w}x{h}: node 3's blood\n{text}");
        assert!(!text.contains('l'), "{w}x{h}: node 4's lights\n{text}");
    }
}

#[test]
fn the_fog_check_sees_clues_and_roadblocks_once_visited() {
    let (mut game, mut ui) = fog();
    apply(&mut game, &mut ui, Command::Walk(n(3)));
    assert!(game.is_over(), "the cops on 2 - 3");
    // Game over reveals everything: the check must see it.
    let text = map_text(&game, &ui, 80, 24);
    assert!(text.contains('✕') && text.contains('b'), "{text}");
}

#[test]
fn the_known_map_marks_only_what_the_player_knows() {
    let rules = Arc::new(GrandTheftRules::default());
    for seed in 0..80u64 {
        let mut game = GrandTheft::new(rules.clone(), seed);
        let mut ui = GrandTheftUi::new(&game, false);
        let mut dice = Dice::side_stream(seed, 4);
        for _ in 0..40 {
            if game.is_over() {
                break;
            }
            let v = game.view(Seat(0));
            for (i, room) in ui.map.rooms.iter().enumerate() {
                let node = RoomId(i as u16);
                let texts: Vec<&str> = room.marks.iter().map(|m| m.text).collect();
                if !v.visited(node) {
                    assert!(
                        texts.is_empty(),
                        "seed {seed}: unvisited node {} marked {texts:?}",
                        i + 1
                    );
                    assert!(room.shown <= Shown::Seen);
                    continue;
                }
                for t in texts.iter().filter_map(|t| t.strip_prefix('✕')) {
                    let to: u16 = t.parse().expect("a node number");
                    assert!(
                        v.visited(n(to)),
                        "seed {seed}: roadblock {} - {to} shown with {to} unvisited",
                        i + 1
                    );
                }
            }
            for t in &ui.map.tunnels {
                assert!(
                    v.visited(t.from) || v.visited(t.to),
                    "seed {seed}: a street between unvisited nodes"
                );
            }
            let c = GrandTheft::bot_command(0, game.view(Seat(0)), &mut dice);
            apply(&mut game, &mut ui, c);
        }
    }
}

#[test]
fn nodes_never_move_once_placed() {
    let rules = Arc::new(GrandTheftRules::default());
    for seed in 0..40u64 {
        let mut game = GrandTheft::new(rules.clone(), seed);
        let mut ui = GrandTheftUi::new(&game, false);
        let mut dice = Dice::side_stream(seed, 4);
        let mut before: Vec<Option<_>> = Vec::new();
        for _ in 0..30 {
            if game.is_over() {
                break;
            }
            let c = GrandTheft::bot_command(0, game.view(Seat(0)), &mut dice);
            apply(&mut game, &mut ui, c);
            let now: Vec<_> = (0..ui.map.rooms.len())
                .map(|i| ui.layout.position(RoomId(i as u16)))
                .collect();
            for (i, p) in before.iter().enumerate() {
                if let Some(p) = p {
                    assert_eq!(now[i], Some(*p), "seed {seed}: node {} moved", i + 1);
                }
            }
            for (i, r) in ui.map.rooms.iter().enumerate() {
                if r.shown >= Shown::Seen {
                    assert!(now[i].is_some(), "seed {seed}: node {} not placed", i + 1);
                }
            }
            before = now;
        }
    }
}
