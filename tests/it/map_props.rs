//! Maps never draw over themselves, for every graph map (classic on its
//! hand-drawn, random, NetBSD and shuffled caves, grenade, Grand Theft and
//! Hidden Wumpus), over many seeds and walks, in play and revealed, at the
//! map's size on an 80x24 screen and larger:
//! - no two room labels share a cell (or touch side by side), and each
//!   label drawn reads whole, or shortened with "…";
//! - every drawn line joins the two rooms it seems to join: no line dot
//!   beside a label comes from a tunnel of another room;
//! - every tunnel the player knows is drawn, or the map says some are not
//!   and the exits list beside it has it.

use crate::driver;

use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::Arc;
use wumpus::engine::cave::RandomCave;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::engine::game::{Game, Seat};
use wumpus::engine::grand_theft::{GrandTheft, GrandTheftRules};
use wumpus::engine::grenade::Grenade;
use wumpus::engine::{AnyRules, RoomId, SOLO};
use wumpus::front::classic::ClassicUi;
use wumpus::front::grand_theft::GrandTheftUi;
use wumpus::front::grenade::GrenadeUi;
use wumpus::front::hidden::HiddenUi;
use wumpus::front::{Adapter, Plays};
use wumpus::ui::fit::shorten_keeping_number;
use wumpus::ui::map::{Drawn, KnownMap, MapLayout, MapWidget, Shown};
use wumpus::ui::theme::{Theme, ThemeName};

/// The map panel of an 80x24 screen, and of larger ones.
const SIZES: [(u16, u16); 3] = [(42, 10), (60, 16), (93, 28)];

fn draw(map: &KnownMap, layout: &MapLayout, w: u16, h: u16) -> (Buffer, Drawn) {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let theme = Theme::new(ThemeName::Mono);
    let drawn = MapWidget {
        map,
        layout,
        theme: &theme,
        cursor: None,
        path: &[],
        listed: true,
    }
    .draw(area, &mut buf);
    (buf, drawn)
}

fn is_line(buf: &Buffer, x: u16, y: u16) -> bool {
    buf.cell((x, y))
        .and_then(|c| c.symbol().chars().next())
        .is_some_and(|c| ('\u{2801}'..='\u{28FF}').contains(&c))
}

/// The text of `rect` on screen.
fn text_at(buf: &Buffer, rect: Rect) -> String {
    (rect.x..rect.right())
        .map(|x| buf[(x, rect.y)].symbol().to_string())
        .collect()
}

/// What a room's label looks like in a box `cells` wide.
fn decorated(label: &str, shown: Shown, cells: u16) -> String {
    let (open, close) = match shown {
        Shown::Here => ("[", "]"),
        Shown::Visited => ("(", ")"),
        Shown::Seen => ("", "?"),
        _ => ("", ""),
    };
    let room = usize::from(cells).saturating_sub(open.len() + close.len());
    // A number that ends a label stays whole after the cut ("Lost… 15").
    let kept = shorten_keeping_number(label, room).unwrap_or_else(|| label.to_string());
    format!("{open}{kept}{close}")
}

/// Everything wrong with one drawing of `map`; `listed` says whether the
/// exits list beside the map names a tunnel (`None`: no list, the map's
/// note must do).
fn faults(
    map: &KnownMap,
    layout: &MapLayout,
    listed: Option<&dyn Fn(RoomId, RoomId) -> bool>,
    w: u16,
    h: u16,
) -> Vec<String> {
    let (buf, drawn) = draw(map, layout, w, h);
    let mut bad = Vec::new();
    let boxes: Vec<(usize, Rect)> = drawn
        .boxes
        .iter()
        .enumerate()
        .filter_map(|(i, b)| b.map(|b| (i, b)))
        .collect();
    for (k, &(i, a)) in boxes.iter().enumerate() {
        let room = &map.rooms[i];
        let want = decorated(&room.label, room.shown, a.width);
        if text_at(&buf, a) != want {
            bad.push(format!(
                "room {} reads {:?}, not {want:?}",
                room.label,
                text_at(&buf, a)
            ));
        }
        for &(j, b) in &boxes[k + 1..] {
            // On one row, overlapping or with no cell between.
            if a.y == b.y && a.x <= b.right() && b.x <= a.right() {
                bad.push(format!(
                    "labels {} and {} touch",
                    room.label, map.rooms[j].label
                ));
            }
        }
    }
    // Beside each label, only its own tunnels' dots.
    for &(i, b) in &boxes {
        let me = RoomId(i as u16);
        let mut own = map.clone();
        own.tunnels.retain(|t| t.from == me || t.to == me);
        let (alone, _) = draw(&own, layout, w, h);
        for y in b.y.saturating_sub(1)..=b.y + 1 {
            for x in b.x.saturating_sub(1)..=b.right() {
                if is_line(&buf, x, y) && !is_line(&alone, x, y) {
                    bad.push(format!("a line at ({x},{y}) beside {}", map.rooms[i].label));
                }
            }
        }
    }
    for (t, &line) in map.tunnels.iter().zip(&drawn.lines) {
        if !t.known || line {
            continue;
        }
        let label = |r: RoomId| map.rooms[r.index()].label.clone();
        let told = drawn.note && listed.is_none_or(|l| l(t.from, t.to));
        if !told {
            bad.push(format!(
                "the tunnel {} - {} is neither drawn nor listed",
                label(t.from),
                label(t.to)
            ));
        }
    }
    bad
}

/// Whether `ui::exits` names the tunnel: the list beside the classic and
/// Grand Theft maps.
fn in_exits(map: &KnownMap) -> impl Fn(RoomId, RoomId) -> bool + '_ {
    move |a, b| {
        let lines = wumpus::ui::exits::lines(map);
        let label = |r: RoomId| map.rooms[r.index()].label.as_str();
        let names = |from: RoomId, to: RoomId| {
            lines.iter().any(|l| {
                l.strip_prefix(&format!("{} → ", label(from)))
                    .is_some_and(|rest| {
                        rest.split(", ")
                            .any(|w| w.split(' ').next() == Some(label(to)))
                    })
            })
        };
        names(a, b) || names(b, a)
    }
}

fn check_all(
    name: &str,
    map: &KnownMap,
    layout: &MapLayout,
    listed: Option<&dyn Fn(RoomId, RoomId) -> bool>,
) -> Result<(), TestCaseError> {
    for (w, h) in SIZES {
        let bad = faults(map, layout, listed, w, h);
        prop_assert!(bad.is_empty(), "{name} at {w}x{h}: {bad:?}");
    }
    Ok(())
}

fn classic_rules(which: u8) -> Arc<ClassicRules> {
    let random = |rooms, one_way| {
        CaveSource::Random(RandomCave {
            rooms,
            tunnels: 3,
            one_way,
        })
    };
    let mut rules = match which {
        0 => return variant_rules("classic"),
        1 => return variant_rules("bsd"),
        2 => ClassicRules::on(random(20, false)),
        3 => ClassicRules::on(random(40, true)),
        _ => return variant_rules("hex"),
    };
    rules.shuffle_labels = which == 3 || which == 2;
    Arc::new(rules)
}

fn variant_rules(id: &str) -> Arc<ClassicRules> {
    match driver::variants()
        .into_iter()
        .find(|v| v.id == id)
        .map(|v| v.rules)
    {
        Some(AnyRules::Classic(r)) => r,
        _ => panic!("no classic variant {id}"),
    }
}

/// Tells the front what a command did, as the session does.
fn after<A: Adapter>(ui: &mut A, game: &mut A::Game, command: &wumpus::front::Cmd<A>) {
    let mut events = Vec::new();
    let result = game.apply(command, &mut events);
    ui.after(
        game,
        result.map(|_| events.as_slice()).map_err(|e| e.to_string()),
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn classic_maps_never_draw_over_themselves(
        cave in 0u8..5,
        seed in 0u64..10_000,
        walk in proptest::collection::vec(0usize..3, 0..30),
        cheat in any::<bool>(),
    ) {
        let mut game = Classic::new(classic_rules(cave), seed);
        let mut ui = ClassicUi::new(&game, cheat);
        for pick in walk {
            if game.is_over() {
                break;
            }
            let view = game.view(SOLO);
            let tunnels = view.tunnels_here();
            let Some(&to) = tunnels.get(pick % tunnels.len().max(1)) else { break };
            after(&mut ui, &mut game, &wumpus::engine::classic::Command::Move(to));
        }
        let listed = in_exits(&ui.map);
        check_all(&format!("classic cave {cave} seed {seed}"), &ui.map, &ui.layout, Some(&listed))?;
    }

    #[test]
    fn grenade_maps_never_draw_over_themselves(
        seed in 0u64..10_000,
        walk in proptest::collection::vec((0u8..3, any::<bool>()), 0..30),
        cheat in any::<bool>(),
    ) {
        use wumpus::engine::grenade::Command;
        let rules = match driver::variants().into_iter().find(|v| v.id == "grenade").map(|v| v.rules) {
            Some(AnyRules::Grenade(r)) => r,
            _ => panic!("no grenade variant"),
        };
        let mut game = Grenade::new(rules, seed);
        let mut ui = GrenadeUi::new(&game, cheat);
        for (tunnel, toss) in walk {
            if game.is_over() {
                break;
            }
            let n = game.view(SOLO).tunnels_here().len() as u8;
            let tunnel = tunnel % n.max(1);
            // Mostly walking: a toss now and then.
            let command = if toss && tunnel == 0 { Command::Toss { tunnel } } else { Command::Move { tunnel } };
            after(&mut ui, &mut game, &command);
        }
        let book = ui.notebook.clone();
        let revealed = cheat || game.is_over();
        let listed = move |a: RoomId, b: RoomId| {
            let lists = |from: RoomId, to: RoomId| {
                book.places.get(from.index()).and_then(|p| p.listing.as_ref())
                    .is_some_and(|l| l.contains(&Some(to.index())))
            };
            // Revealed, the map is every cave by number: the notebook's
            // places are no longer its rooms.
            revealed || lists(a, b) || lists(b, a)
        };
        let (map, layout) = ui.map_now(&game);
        check_all(&format!("grenade seed {seed}"), map, layout, Some(&listed))?;
    }

    #[test]
    fn grand_theft_maps_never_draw_over_themselves(
        seed in 0u64..10_000,
        walk in proptest::collection::vec(0usize..8, 0..40),
        cheat in any::<bool>(),
        big in any::<bool>(),
    ) {
        use wumpus::engine::grand_theft::Command;
        let rules = GrandTheftRules {
            nodes: if big { 60 } else { 30 },
            edges: if big { 100 } else { 45 },
            ..GrandTheftRules::default()
        };
        let mut game = GrandTheft::new(Arc::new(rules), seed);
        let mut ui = GrandTheftUi::new(&game, cheat);
        for pick in walk {
            if game.is_over() {
                break;
            }
            let view = game.view(SOLO);
            let near = view.neighbours_here();
            let Some(&to) = near.get(pick % near.len().max(1)) else { break };
            after(&mut ui, &mut game, &Command::Walk(to));
        }
        let listed = in_exits(&ui.map);
        check_all(&format!("grand theft seed {seed}"), &ui.map, &ui.layout, Some(&listed))?;
    }

    #[test]
    fn hidden_maps_never_draw_over_themselves(
        seed in 0u64..10_000,
        keys in proptest::collection::vec(prop::sample::select(vec!['1', '2', '3', '.', '1', '2']), 0..60),
    ) {
        use driver::*;
        use wumpus::app::Screen;
        use wumpus::keymap::Layer;
        let mut app = variant_app("hidden", seed);
        let session = |app: &wumpus::app::App| -> Option<(KnownMap, MapLayout, bool)> {
            let Screen::Play(s) = &app.screen else { return None };
            let s = s.as_any().downcast_ref::<Session<HiddenUi>>()?;
            let (map, layout) = s.ui.map_now(&s.game)?;
            let private = map.stamp.is_none();
            Some((map, layout.clone(), private))
        };
        for k in keys {
            if app.session().is_some_and(|s| s.view().over) {
                break;
            }
            while app.pace().is_some() {
                app.tick();
            }
            if app.layer() == Layer::Curtain {
                press(&mut app, ratatui::crossterm::event::KeyCode::Enter);
            }
            type_text(&mut app, &k.to_string());
            if let Some((map, layout, private)) = session(&app) {
                // A seat's screen lists its tunnels; the truth has no list.
                let listed = in_exits(&map);
                let listed: Option<&dyn Fn(RoomId, RoomId) -> bool> = if private { Some(&listed) } else { None };
                check_all(&format!("hidden seed {seed}"), &map, &layout, listed)?;
            }
        }
        let _ = Seat(0);
    }
}
