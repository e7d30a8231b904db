//! The map never lies: on every cave and size, no tunnel line touches a
//! label it does not join; rooms keep their places; the layout of a secret
//! cave depends only on what the player knows; the arrow editor does not
//! change the map's size.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use std::collections::BTreeSet;
use std::sync::Arc;
use wumpus::config::{self, Source};
use wumpus::engine::cave::RandomCave;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules, Command};
use wumpus::engine::{AnyRules, Cave, Game as _, RoomId, SOLO};
use wumpus::formats::builtin::dodecahedron;
use wumpus::front::classic::ClassicUi;
use wumpus::front::{Controls, Panels, Plays};
use wumpus::keymap::Action;
use wumpus::ui::map::{KnownMap, MapLayout, MapWidget, Shown};
use wumpus::ui::theme::{Theme, ThemeName};

fn rules_of(id: &str) -> Arc<ClassicRules> {
    let variants = match config::from_sources(&[Source::builtin()]) {
        Ok(c) => c.variants,
        Err(e) => panic!("the built-in config must load: {e}"),
    };
    match variants.into_iter().find(|v| v.id == id).map(|v| v.rules) {
        Some(AnyRules::Classic(rules)) => rules,
        _ => panic!("no classic variant {id}"),
    }
}

fn caves() -> Vec<(&'static str, Arc<ClassicRules>)> {
    let forty = ClassicRules::on(CaveSource::Random(RandomCave {
        rooms: 40,
        tunnels: 3,
        one_way: false,
    }));
    vec![
        ("classic", rules_of("classic")),
        ("hard", rules_of("hard")),
        ("bsd", rules_of("bsd")),
        ("hex", rules_of("hex")),
        ("forty", Arc::new(forty)),
    ]
}

/// One step of a walk that does not turn straight back; the front is told,
/// as the app tells it.
fn step(game: &mut Classic, ui: &mut ClassicUi, last: &mut Option<RoomId>) {
    let view = game.view(SOLO);
    let here = view.here();
    let to = view
        .tunnels_here()
        .iter()
        .copied()
        .find(|&t| Some(t) != *last && t != here)
        .unwrap_or(here);
    *last = Some(here);
    let mut events = Vec::new();
    let result = game.apply(&Command::Move(to), &mut events);
    ui.after(
        game,
        result.map(|_| events.as_slice()).map_err(|e| e.to_string()),
    );
}

fn draw(map: &KnownMap, layout: &MapLayout, w: u16, h: u16) -> Buffer {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let theme = Theme::new(ThemeName::Mono);
    MapWidget {
        map,
        layout,
        theme: &theme,
        cursor: None,
        path: &[],
        listed: true,
    }
    .render(area, &mut buf);
    buf
}

fn is_line(buf: &Buffer, x: u16, y: u16) -> bool {
    buf.cell((x, y))
        .and_then(|c| c.symbol().chars().next())
        .is_some_and(|c| ('\u{2801}'..='\u{28FF}').contains(&c))
}

fn decorated(label: &str, shown: Shown) -> String {
    match shown {
        Shown::Here => format!("[{label}]"),
        Shown::Visited => format!("({label})"),
        Shown::Seen => format!("{label}?"),
        _ => label.to_string(),
    }
}

/// Every box on screen showing `text` as a whole label.
fn boxes(buf: &Buffer, text: &str) -> Vec<Rect> {
    let area = buf.area;
    let want: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for y in area.top()..area.bottom() {
        let row: Vec<char> = (area.left()..area.right())
            .map(|x| buf[(x, y)].symbol().chars().next().unwrap_or(' '))
            .collect();
        for x in 0..row.len().saturating_sub(want.len() - 1) {
            let before = x
                .checked_sub(1)
                .and_then(|i| row.get(i))
                .copied()
                .unwrap_or(' ');
            let after = row.get(x + want.len()).copied().unwrap_or(' ');
            let part = |c: char| c.is_alphanumeric() || "[]()?".contains(c);
            if row[x..x + want.len()] == want[..] && !part(before) && !part(after) {
                out.push(Rect::new(x as u16, y, want.len() as u16, 1));
            }
        }
    }
    out
}

/// Cells next to room boxes holding a line that is none of that room's
/// tunnels (as drawn when the map holds that room's tunnels alone).
fn lying_cells(map: &KnownMap, layout: &MapLayout, w: u16, h: u16) -> Vec<String> {
    lies_in(&draw(map, layout, w, h), map, layout)
}

/// The check itself, on a given drawing of `map`.
fn lies_in(full: &Buffer, map: &KnownMap, layout: &MapLayout) -> Vec<String> {
    let (w, h) = (full.area.width, full.area.height);
    let mut bad = Vec::new();
    for (i, room) in map.rooms.iter().enumerate() {
        if room.shown == Shown::Hidden {
            continue;
        }
        let me = RoomId(i as u16);
        let mut own = map.clone();
        own.tunnels.retain(|t| t.from == me || t.to == me);
        let alone = draw(&own, layout, w, h);
        for b in boxes(full, &decorated(&room.label, room.shown)) {
            for y in b.y.saturating_sub(1)..=b.y + 1 {
                for x in b.x.saturating_sub(1)..=b.right() {
                    if is_line(full, x, y) && !is_line(&alone, x, y) {
                        bad.push(format!("({x},{y}) by {}", room.label));
                    }
                }
            }
        }
    }
    bad
}

#[test]
fn no_line_touches_a_label_it_does_not_join() {
    for (name, rules) in caves() {
        for seed in 0..12u64 {
            for cheat in [false, true] {
                let mut g = Classic::new(rules.clone(), seed * 7919 + 3);
                let mut ui = ClassicUi::new(&g, cheat);
                let mut last = None;
                for _ in 0..15 {
                    if g.is_over() {
                        break;
                    }
                    step(&mut g, &mut ui, &mut last);
                }
                for (w, h) in [(42, 11), (80, 24), (120, 40), (200, 60)] {
                    let bad = lying_cells(&ui.map, &ui.layout, w, h);
                    assert!(
                        bad.is_empty(),
                        "{name} seed {seed} cheat {cheat} {w}x{h}: {bad:?}"
                    );
                }
            }
        }
    }
}

/// The check has power: a line cell put beside a label by hand, as a line
/// that ends at a room it does not join would put one, is caught.
#[test]
fn the_check_catches_a_line_beside_a_label_it_does_not_join() {
    let (_, rules) = caves().remove(0);
    let g = Classic::new(rules, 3);
    let ui = ClassicUi::new(&g, false);
    let mut full = draw(&ui.map, &ui.layout, 80, 24);
    assert!(lies_in(&full, &ui.map, &ui.layout).is_empty());
    let (i, room) = ui
        .map
        .rooms
        .iter()
        .enumerate()
        .find(|(_, r)| r.shown == Shown::Seen)
        .expect("a room seen from the start");
    let b = boxes(&full, &decorated(&room.label, room.shown))[0];
    // The cell right of the label, unless that holds the room's marks.
    let x = if b.right() < 79 { b.right() } else { b.x - 1 };
    full[(x, b.y)].set_char('⠒');
    let caught = lies_in(&full, &ui.map, &ui.layout);
    assert!(!caught.is_empty(), "room {i}: nothing caught");
}

#[test]
fn rooms_never_move_once_placed() {
    for (name, rules) in caves() {
        for seed in 0..10u64 {
            let mut game = Classic::new(rules.clone(), seed);
            let mut ui = ClassicUi::new(&game, false);
            let mut last = None;
            let mut seen: Vec<Option<_>> = Vec::new();
            for _ in 0..15 {
                if game.is_over() {
                    break;
                }
                step(&mut game, &mut ui, &mut last);
                let now: Vec<_> = (0..ui.map.rooms.len())
                    .map(|i| ui.layout.position(RoomId(i as u16)))
                    .collect();
                for (i, before) in seen.iter().enumerate() {
                    if let Some(p) = before {
                        assert_eq!(now[i], Some(*p), "{name} seed {seed}: room {i} moved");
                    }
                }
                for (i, r) in ui.map.rooms.iter().enumerate() {
                    if r.shown >= Shown::Seen {
                        assert!(now[i].is_some(), "{name} seed {seed}: room {i} unplaced");
                    }
                }
                seen = now;
            }
        }
    }
}

#[test]
fn opening_the_editor_keeps_the_map_size() {
    for (_, rules) in caves() {
        let game = Classic::new(rules, 5);
        let mut ui = ClassicUi::new(&game, false);
        let before = ui.prompt_rows();
        let _ = ui.act(&game, Action::Verb(wumpus::front::classic::keys::SHOOT));
        assert!(ui.typing().is_some(), "s opens the editor");
        assert_eq!(ui.prompt_rows(), before);
    }
}

/// The dodecahedron's tunnels, 0-based, as a cave with no layout of its own.
fn adjacency() -> Vec<Vec<usize>> {
    let cave = dodecahedron();
    cave.room_ids()
        .map(|r| cave.tunnels(r).iter().map(|t| t.index()).collect())
        .collect()
}

#[test]
fn caves_that_differ_only_where_unseen_draw_the_same() {
    let mut compared = 0;
    for seed in 0..40u64 {
        let adj = adjacency();
        let plain = Cave::numbered("secret", &adj).expect("dodecahedron");
        let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(Arc::new(plain))));
        let mut game = Classic::new(rules, seed);
        let mut ui = ClassicUi::new(&game, false);
        let mut last = None;
        let mut moves = Vec::new();
        for _ in 0..4 {
            if game.is_over() {
                break;
            }
            moves.push(game.view(SOLO).here());
            step(&mut game, &mut ui, &mut last);
        }
        let known: BTreeSet<usize> = (0..adj.len())
            .filter(|&i| ui.map.rooms[i].shown != Shown::Hidden)
            .collect();
        // Swap the far ends of two tunnels between rooms nobody has seen.
        let unseen: Vec<(usize, usize)> = (0..adj.len())
            .flat_map(|a| adj[a].iter().map(move |&b| (a, b)))
            .filter(|&(a, b)| a < b && !known.contains(&a) && !known.contains(&b))
            .collect();
        let swap = unseen.iter().enumerate().find_map(|(k, &(a, b))| {
            unseen[k + 1..].iter().find_map(|&(c, d)| {
                let apart = ![c, d].contains(&a) && ![c, d].contains(&b);
                (apart && !adj[a].contains(&d) && !adj[c].contains(&b)).then_some((a, b, c, d))
            })
        });
        let Some((a, b, c, d)) = swap else { continue };
        let mut other = adj.clone();
        let put = |v: &mut Vec<usize>, from: usize, to: usize| {
            if let Some(slot) = v.iter_mut().find(|x| **x == from) {
                *slot = to;
            }
        };
        put(&mut other[a], b, d);
        put(&mut other[d], c, a);
        put(&mut other[c], d, b);
        put(&mut other[b], a, c);
        let Ok(cave) = Cave::numbered("secret", &other) else {
            continue;
        };
        let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(Arc::new(cave))));
        let mut twin = Classic::new(rules, seed);
        let mut twin_ui = ClassicUi::new(&twin, false);
        let mut last = None;
        for _ in 0..moves.len() {
            if twin.is_over() {
                break;
            }
            step(&mut twin, &mut twin_ui, &mut last);
        }
        for (w, h) in [(80, 24), (200, 60)] {
            assert_eq!(
                draw(&ui.map, &ui.layout, w, h),
                draw(&twin_ui.map, &twin_ui.layout, w, h),
                "seed {seed} {w}x{h}"
            );
        }
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} caves compared");
}

/// A room the player died in on arrival has no known tunnels: the exits list
/// says nothing of it, and nothing is called one-way for want of a way back
/// from it.
#[test]
fn the_exits_list_claims_nothing_about_a_room_whose_tunnels_are_unknown() {
    use wumpus::ui::exits;
    use wumpus::ui::map::{KnownMap, MapRoom, Shown};
    let room = |label: &str, shown, exits: Vec<RoomId>| MapRoom {
        shown,
        label: label.into(),
        marks: Vec::new(),
        exits,
    };
    let map = KnownMap {
        rooms: vec![
            room("1", Shown::Visited, vec![RoomId(1), RoomId(2)]),
            room("2", Shown::Here, Vec::new()),
            room("3", Shown::Seen, Vec::new()),
        ],
        tunnels: Vec::new(),
        stamp: None,
    };
    assert_eq!(exits::lines(&map), ["1 → 2, 3"]);
}
