//! The map widget: it draws what the player knows and nothing else, fits
//! every size, and the built-in caves have sound hand-made layouts.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::widgets::Widget;
use std::collections::BTreeSet;
use std::sync::Arc;
use wumpus::engine::cave::RandomCave;
use wumpus::engine::classic::{CaveSource, ClassicRules};
use wumpus::engine::classic::{Classic, Command, Marks, Placement};
use wumpus::engine::{Cave, Dice, RoomId};
use wumpus::engine::{Game as _, SOLO};
use wumpus::formats::builtin::{BUILTIN_CAVES, builtin, dodecahedron};
use wumpus::front::Plays;
use wumpus::front::classic::ClassicUi;
use wumpus::ui::map::{Direction, LAYOUTS, MIN_DISTANCE, MapWidget, parse_layout};
use wumpus::ui::theme::{Theme, ThemeName};

fn game_on(cave: Cave, seed: u64) -> Classic {
    Classic::new(
        Arc::new(ClassicRules::on(CaveSource::Fixed(Arc::new(cave)))),
        seed,
    )
}

/// The classic front of `game`: its map layout and what its map draws.
fn front(game: &Classic, cheat: bool) -> ClassicUi {
    ClassicUi::new(game, cheat)
}

fn dodeca(seed: u64) -> Classic {
    game_on(dodecahedron(), seed)
}

struct Draw<'a> {
    cheat: bool,
    cursor: Option<RoomId>,
    path: &'a [RoomId],
    theme: ThemeName,
}

const PLAIN: Draw<'static> = Draw {
    cheat: false,
    cursor: None,
    path: &[],
    theme: ThemeName::Mono,
};

const CHEAT: Draw<'static> = Draw {
    cheat: true,
    ..PLAIN
};

fn render(game: &Classic, how: &Draw<'_>, width: u16, height: u16) -> Buffer {
    let layout = front(game, false).layout;
    let theme = Theme::new(how.theme);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| {
            let map = MapWidget {
                map: &front(game, how.cheat).map,
                layout: &layout,
                theme: &theme,
                cursor: how.cursor,
                path: how.path,
                listed: true,
            };
            frame.render_widget(map, frame.area());
        })
        .expect("draw");
    terminal.backend().buffer().clone()
}

fn text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// Room labels drawn: runs of letters and digits that are labels.
fn labels_on(buf: &Buffer, game: &Classic) -> BTreeSet<String> {
    let view = game.view(SOLO);
    text(buf)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| view.room_by_label(t).is_some())
        .map(String::from)
        .collect()
}

/// Rooms seen, the player's own room (known even when the player was
/// dropped there by bats and died before standing in it), and rooms where
/// the player met a hazard.
fn known_labels(game: &Classic) -> BTreeSet<String> {
    let view = game.view(SOLO);
    view.room_ids()
        .filter(|&r| known(game, r))
        .map(|r| view.label(r).to_string())
        .collect()
}

/// Walks through the first tunnel that is not the room just left, while
/// the game lasts.
fn wander(game: &mut Classic, moves: usize) {
    let mut events = Vec::new();
    let mut last = None;
    for _ in 0..moves {
        if game.is_over() {
            return;
        }
        let view = game.view(SOLO);
        let here = view.here();
        let to = view
            .tunnels_here()
            .iter()
            .copied()
            .find(|&t| Some(t) != last && t != here)
            .unwrap_or(here);
        last = Some(here);
        let _ = game.apply(&Command::Move(to), &mut events);
    }
}

fn known(game: &Classic, room: RoomId) -> bool {
    let view = game.view(SOLO);
    view.seen(room) || room == view.here() || view.marks(room) != Marks::default()
}

#[test]
fn at_the_start_only_the_start_room_and_its_neighbours_appear() {
    for seed in 0..30 {
        let game = dodeca(seed);
        let view = game.view(SOLO);
        let mut expected: BTreeSet<String> = view
            .tunnels_here()
            .iter()
            .map(|&r| view.label(r).to_string())
            .collect();
        expected.insert(view.label(view.here()).to_string());
        assert_eq!(expected.len(), 4);
        for (w, h) in [(38, 12), (60, 20), (80, 24)] {
            let buf = render(&game, &PLAIN, w, h);
            assert_eq!(labels_on(&buf, &game), expected, "seed {seed} at {w}x{h}");
        }
    }
}

#[test]
fn moving_reveals_the_rooms_seen_from_the_new_room() {
    for seed in 0..30 {
        let mut game = dodeca(seed);
        for step in 0..6 {
            if game.is_over() {
                // The map shows everything at game over (a test of its own).
                break;
            }
            let buf = render(&game, &PLAIN, 60, 20);
            assert_eq!(
                labels_on(&buf, &game),
                known_labels(&game),
                "seed {seed} step {step}\n{}",
                text(&buf)
            );
            wander(&mut game, 1);
        }
    }
}

#[test]
fn hidden_hazards_never_show_without_cheat_mode() {
    for seed in 0..200 {
        let mut game = dodeca(seed);
        for _ in 0..3 {
            if game.is_over() {
                break;
            }
            let cheat = game.reveal();
            let mut hidden: Vec<RoomId> = cheat.wumpi().iter().map(|w| w.room).collect();
            hidden.extend(cheat.pits());
            hidden.extend(cheat.bats());
            let view = game.view(SOLO);
            for (w, h) in [(38, 12), (80, 24)] {
                let buf = render(&game, &PLAIN, w, h);
                let shown = text(&buf);
                assert!(
                    !shown.contains('{') && !shown.contains("CHEAT"),
                    "seed {seed}"
                );
                let labels = labels_on(&buf, &game);
                for &room in hidden
                    .iter()
                    .filter(|&&r| !view.seen(r) && r != view.here())
                {
                    assert!(!labels.contains(view.label(room)), "seed {seed}\n{shown}");
                }
            }
            wander(&mut game, 1);
        }
    }
}

/// Two games the player cannot tell apart draw the same map, whatever is
/// hidden where.
#[test]
fn the_map_depends_only_on_what_the_player_knows() {
    let cave = Arc::new(dodecahedron());
    let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(cave.clone())));
    let at = |label: &str| cave.room_by_label(label).expect("label");
    // Room 1 touches 2, 5 and 8; every hazard here is further away.
    let one = Placement {
        player: at("1"),
        wumpi: vec![at("20")],
        pits: vec![at("13"), at("16")],
        bats: vec![at("15"), at("18")],
    };
    let other = Placement {
        player: at("1"),
        wumpi: vec![at("12")],
        pits: vec![at("19"), at("17")],
        bats: vec![at("11"), at("14")],
    };
    let a = Classic::from_placement(rules.clone(), cave.clone(), &one, Dice::new(3));
    let b = Classic::from_placement(rules, cave, &other, Dice::new(3));
    for (w, h) in [(38, 12), (80, 24), (200, 60)] {
        assert_eq!(render(&a, &PLAIN, w, h), render(&b, &PLAIN, w, h));
    }
}

#[test]
fn cheat_mode_shows_every_room_the_hazards_and_says_so() {
    for seed in 0..20 {
        let game = dodeca(seed);
        for (w, h) in [(38, 12), (60, 20), (200, 60)] {
            let buf = render(&game, &CHEAT, w, h);
            let shown = text(&buf);
            let all: BTreeSet<String> = (1..=20).map(|n| n.to_string()).collect();
            assert_eq!(labels_on(&buf, &game), all, "seed {seed} {w}x{h}\n{shown}");
            assert!(shown.contains("CHEAT"), "{shown}");
            assert!(shown.contains("{Wz}"), "the sleeping wumpus\n{shown}");
        }
    }
}

#[test]
fn every_size_draws_the_player_room() {
    for seed in 0..10 {
        let game = dodeca(seed);
        let here = format!("[{}]", game.view(SOLO).label(game.view(SOLO).here()));
        for (w, h) in [(38, 12), (80, 24), (200, 60), (36, 10)] {
            for how in [&PLAIN, &CHEAT] {
                let shown = text(&render(&game, how, w, h));
                assert!(shown.contains(&here), "{w}x{h}\n{shown}");
            }
        }
    }
}

#[test]
fn tiny_and_odd_areas_do_not_panic() {
    let mut game = dodeca(5);
    wander(&mut game, 3);
    let layout = front(&game, false).layout;
    let theme = Theme::new(ThemeName::Dark);
    let path = [game.view(SOLO).tunnels_here()[0], RoomId(9999)];
    for (w, h) in [
        (0, 0),
        (1, 1),
        (0, 5),
        (5, 0),
        (1, 7),
        (2, 1),
        (3, 3),
        (7, 2),
    ] {
        for cheat in [false, true] {
            for area in [
                Rect::new(0, 0, w, h),
                Rect::new(3, 2, w, h),
                Rect::new(0, 0, w + 50, h + 50),
                Rect::new(u16::MAX - 2, u16::MAX - 2, w, h),
            ] {
                let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
                MapWidget {
                    map: &front(&game, cheat).map,
                    layout: &layout,
                    theme: &theme,
                    cursor: Some(RoomId(4000)),
                    path: &path,
                    listed: true,
                }
                .render(area, &mut buf);
            }
        }
    }
    // The terminal itself at 0x0 and 1x1.
    for (w, h) in [(0, 0), (1, 1)] {
        render(&game, &CHEAT, w, h);
    }
}

#[test]
fn a_layout_from_another_cave_does_not_panic() {
    let big = game_on(builtin("dendrite").expect("dendrite"), 1);
    let small_rules = ClassicRules::on(CaveSource::Random(RandomCave {
        rooms: 8,
        tunnels: 3,
        one_way: false,
    }));
    let small = Classic::new(Arc::new(small_rules), 2);
    let theme = Theme::new(ThemeName::Light);
    for (game, other) in [(&big, &small), (&small, &big)] {
        let layout = front(other, false).layout;
        let mut buf = Buffer::empty(Rect::new(0, 0, 40, 12));
        MapWidget {
            map: &front(game, true).map,
            layout: &layout,
            theme: &theme,
            cursor: None,
            path: &[],
            listed: true,
        }
        .render(buf.area, &mut buf);
    }
}

#[test]
fn every_builtin_cave_has_a_sound_hand_made_layout() {
    for (name, _) in BUILTIN_CAVES {
        let cave = builtin(name).expect("built-in cave");
        let (_, file) = LAYOUTS
            .iter()
            .find(|(key, _)| key == name)
            .unwrap_or_else(|| panic!("no layout for {name}"));
        let entries = parse_layout(file).unwrap_or_else(|e| panic!("{name}: {e}"));
        let labels: Vec<&str> = entries.iter().map(|e| e.label).collect();
        let unique: BTreeSet<&str> = labels.iter().copied().collect();
        let wanted: BTreeSet<&str> = cave.room_ids().map(|r| cave.label(r)).collect();
        assert_eq!(labels.len(), unique.len(), "{name}: a label twice");
        assert_eq!(unique, wanted, "{name}: labels");

        let game = game_on(cave, 1);
        let layout = front(&game, false).layout;
        assert!(layout.is_hand_made(), "{name}");
        let points: Vec<_> = game
            .view(SOLO)
            .room_ids()
            .map(|r| layout.position(r).expect("placed"))
            .collect();
        for (i, p) in points.iter().enumerate() {
            assert!((0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y));
            for q in &points[i + 1..] {
                let d = (p.x - q.x).hypot(p.y - q.y);
                assert!(d >= MIN_DISTANCE, "{name}: rooms {d} apart");
            }
        }
    }
}

/// In cheat mode every room is drawn, so any two labels drawn over each
/// other would lose a label: none may, for any built-in cave and size.
#[test]
fn builtin_caves_draw_every_label_whole_at_every_size() {
    for (name, _) in BUILTIN_CAVES {
        let game = game_on(builtin(name).expect("built-in cave"), 11);
        for (w, h) in [(36, 10), (38, 12), (60, 20), (78, 22), (120, 40), (200, 60)] {
            let buf = render(&game, &CHEAT, w, h);
            assert_eq!(
                labels_on(&buf, &game).len(),
                20,
                "{name} at {w}x{h}\n{}",
                text(&buf)
            );
        }
    }
}

#[test]
fn layouts_of_secret_caves_place_only_what_the_map_shows() {
    // Shuffled labels and random caves: the layout grows from what is seen
    // (`tests/map_truth.rs` proves unseen parts change nothing).
    let mut rules = ClassicRules::on(CaveSource::Fixed(Arc::new(dodecahedron())));
    rules.shuffle_labels = true;
    let random = ClassicRules::on(CaveSource::Random(RandomCave {
        rooms: 30,
        tunnels: 3,
        one_way: true,
    }));
    for rules in [rules, random] {
        let ui = front(&Classic::new(Arc::new(rules), 1), false);
        assert!(!ui.layout.is_hand_made());
        for (i, room) in ui.map.rooms.iter().enumerate() {
            let placed = ui.layout.position(RoomId(i as u16)).is_some();
            assert_eq!(
                placed,
                room.shown != wumpus::ui::map::Shown::Hidden,
                "room {i}"
            );
        }
    }
}

#[test]
fn big_random_caves_draw_without_panicking() {
    for rooms in [8, 60, 200, 1000] {
        let rules = ClassicRules::on(CaveSource::Random(RandomCave {
            rooms,
            tunnels: 3,
            one_way: false,
        }));
        let mut game = Classic::new(Arc::new(rules), u64::from(rooms));
        wander(&mut game, 10);
        for how in [&PLAIN, &CHEAT] {
            let shown = text(&render(&game, how, 80, 24));
            let here = game.view(SOLO).label(game.view(SOLO).here());
            assert!(shown.contains(here), "{rooms} rooms\n{shown}");
        }
    }
}

#[test]
fn a_tunnel_known_to_be_one_way_gets_an_arrowhead() {
    // Dendrite: 11 -> 13 has no way back (13 leads to 12 and to itself).
    let cave = Arc::new(builtin("dendrite").expect("dendrite"));
    let at = |label: &str| cave.room_by_label(label).expect("label");
    let placement = Placement {
        player: at("11"),
        wumpi: vec![at("1")],
        pits: vec![at("3"), at("4")],
        bats: vec![at("19"), at("20")],
    };
    let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(cave.clone())));
    let mut game = Classic::from_placement(rules, cave.clone(), &placement, Dice::new(1));
    let arrows = ['→', '↘', '↓', '↙', '←', '↖', '↑', '↗'];
    let before = text(&render(&game, &PLAIN, 60, 20));
    assert!(!before.contains(arrows), "not known yet\n{before}");
    game.apply(&Command::Move(at("13")), &mut Vec::new())
        .expect("11 leads to 13");
    let after = text(&render(&game, &PLAIN, 60, 20));
    assert!(after.contains(arrows), "{after}");
    assert!(after.contains('↺'), "13 loops back into itself\n{after}");
}

#[test]
fn the_cursor_and_the_arrow_path_are_highlighted() {
    let game = (0..)
        .map(|seed| {
            let mut game = dodeca(seed);
            wander(&mut game, 2);
            game
        })
        .find(|g| g.view(SOLO).visited(g.view(SOLO).here()))
        .expect("some game where the player stands in a visited room");
    let view = game.view(SOLO);
    let next = view.tunnels_here()[0];
    let path = [next];
    let how = Draw {
        cheat: false,
        cursor: Some(view.here()),
        path: &path,
        theme: ThemeName::Dark,
    };
    let buf = render(&game, &how, 60, 20);
    let selected = Theme::new(ThemeName::Dark)
        .style(wumpus::ui::theme::Role::Selected)
        .bg
        .unwrap_or(Color::Reset);
    let cells = buf.content().iter().filter(|c| c.bg == selected).count();
    let label = view.label(next).chars().count() + view.label(view.here()).chars().count();
    // Both labels with their brackets, plus the tunnel between them.
    assert!(
        cells > label + 4,
        "{cells} highlighted cells\n{}",
        text(&buf)
    );
}

#[test]
fn the_cursor_moves_to_the_nearest_room_that_way() {
    let game = dodeca(1);
    let view = game.view(SOLO);
    let layout = front(&game, false).layout;
    let rooms: Vec<RoomId> = view.room_ids().collect();
    let at = |label: &str| view.room_by_label(label).expect("label");
    for from in &rooms {
        let p = layout.position(*from).expect("placed");
        for dir in [
            Direction::Right,
            Direction::Left,
            Direction::Down,
            Direction::Up,
        ] {
            if let Some(to) = layout.nearest(*from, dir, &rooms) {
                let q = layout.position(to).expect("placed");
                let ahead = match dir {
                    Direction::Right => q.x > p.x,
                    Direction::Left => q.x < p.x,
                    Direction::Down => q.y > p.y,
                    Direction::Up => q.y < p.y,
                };
                assert!(ahead, "{dir:?}");
            }
        }
    }
    // Only candidates are picked, and nothing comes of nothing.
    let only = [at("3")];
    assert_eq!(layout.nearest(at("1"), Direction::Right, &[]), None);
    let picked = layout.nearest(at("1"), Direction::Right, &only);
    assert!(picked.is_none() || picked == Some(at("3")));
    assert_eq!(layout.nearest(RoomId(999), Direction::Up, &rooms), None);
    // Every room is reachable from the left-most one by some key presses.
    let mut reached = BTreeSet::from([rooms[0]]);
    let mut frontier = vec![rooms[0]];
    while let Some(r) = frontier.pop() {
        for dir in [
            Direction::Up,
            Direction::Down,
            Direction::Left,
            Direction::Right,
        ] {
            if let Some(n) = layout.nearest(r, dir, &rooms)
                && reached.insert(n)
            {
                frontier.push(n);
            }
        }
    }
    assert_eq!(reached.len(), rooms.len());
}

#[test]
fn snapshot_dodecahedron_after_two_moves() {
    let mut game = dodeca(2024);
    wander(&mut game, 2);
    insta::assert_snapshot!(text(&render(&game, &PLAIN, 60, 20)));
}

#[test]
fn snapshot_dodecahedron_in_cheat_mode() {
    let mut game = dodeca(2024);
    wander(&mut game, 2);
    insta::assert_snapshot!(text(&render(&game, &CHEAT, 60, 20)));
}
