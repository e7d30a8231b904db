//! Revealed maps keep the player's layout: at the end of a game every room
//! the player had on the map stays where it was, and the rest gather round
//! (classic's grown caves, grenade's notebook of places, a hidden seat's
//! notebook); hazard tags sit beside their own room.

use crate::driver;

use proptest::prelude::*;
use std::sync::Arc;
use wumpus::engine::cave::RandomCave;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::engine::game::Game;
use wumpus::engine::grenade::Grenade;
use wumpus::engine::{AnyRules, RoomId, SOLO};
use wumpus::front::classic::ClassicUi;
use wumpus::front::grenade::GrenadeUi;
use wumpus::front::{Adapter, Plays};
use wumpus::ui::map::{MapLayout, Point, Shown};

fn after<A: Adapter>(ui: &mut A, game: &mut A::Game, command: &wumpus::front::Cmd<A>) {
    let mut events = Vec::new();
    let result = game.apply(command, &mut events);
    ui.after(
        game,
        result.map(|_| events.as_slice()).map_err(|e| e.to_string()),
    );
}

fn placed(layout: &MapLayout, rooms: usize) -> Vec<Option<Point>> {
    (0..rooms)
        .map(|i| layout.position(RoomId(i as u16)))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// A shuffled or random cave, walked until the game ends: the rooms
    /// on the map before the last command are where they were after it.
    #[test]
    fn a_grown_cave_keeps_its_rooms_at_the_end(
        seed in 0u64..10_000,
        rooms in prop::sample::select(vec![20u32, 30, 40]),
        walk in proptest::collection::vec(0usize..3, 200),
    ) {
        let mut rules = ClassicRules::on(CaveSource::Random(RandomCave {
            rooms,
            tunnels: 3,
            one_way: false,
        }));
        rules.shuffle_labels = true;
        let mut game = Classic::new(Arc::new(rules), seed);
        let mut ui = ClassicUi::new(&game, false);
        let n = rooms as usize;
        for pick in walk {
            if game.is_over() {
                break;
            }
            let before = placed(&ui.layout, n);
            let view = game.view(SOLO);
            let tunnels = view.tunnels_here();
            let to = tunnels[pick % tunnels.len()];
            after(&mut ui, &mut game, &wumpus::engine::classic::Command::Move(to));
            let now = placed(&ui.layout, n);
            for (i, p) in before.iter().enumerate() {
                if let Some(p) = p {
                    prop_assert_eq!(Some(*p), now[i], "room {} moved", i);
                }
            }
            if game.is_over() {
                prop_assert!(now.iter().all(Option::is_some), "every room placed at the end");
                let shown = ui.map.rooms.iter().filter(|r| r.shown != Shown::Hidden).count();
                prop_assert_eq!(shown, n);
            }
        }
    }

    /// Grenade: each place of the notebook is, at the end, the cave of
    /// that name the player stood in, where the place was.
    #[test]
    fn grenade_places_stay_put_at_the_end(
        seed in 0u64..10_000,
        walk in proptest::collection::vec((0u8..3, 0u8..8), 200),
    ) {
        use wumpus::engine::grenade::Command;
        let rules = match driver::variants().into_iter().find(|v| v.id == "grenade").map(|v| v.rules) {
            Some(AnyRules::Grenade(r)) => r,
            _ => panic!("no grenade variant"),
        };
        let mut game = Grenade::new(rules, seed);
        let mut ui = GrenadeUi::new(&game, false);
        let mut before = Vec::new();
        for (tunnel, toss) in walk {
            if game.is_over() {
                break;
            }
            before = (0..ui.notebook.places.len()).map(|i| ui.layout.position(RoomId(i as u16))).collect();
            let n = game.view(SOLO).tunnels_here().len() as u8;
            let tunnel = tunnel % n.max(1);
            let command = if toss == 0 { Command::Toss { tunnel } } else { Command::Move { tunnel } };
            after(&mut ui, &mut game, &command);
        }
        prop_assume!(game.is_over());
        let view = game.view(SOLO);
        let reveal = game.reveal();
        let (map, layout) = ui.map_now(&game);
        for (place, p) in ui.notebook.places.iter().enumerate() {
            let Some(Some(was)) = before.get(place) else { continue };
            let cave = view
                .room_ids()
                .find(|&c| view.visited(c) && reveal.name(c) == p.name);
            prop_assert!(cave.is_some(), "{} is a cave", p.name);
            let cave = cave.unwrap_or(RoomId(0));
            prop_assert_eq!(layout.position(cave), Some(*was), "{} moved", p.name);
        }
        prop_assert!(map.rooms.iter().all(|r| r.shown != Shown::Hidden));
    }
}

/// Hidden Wumpus: the truth at the end is drawn on the last person's own
/// layout; seats are in angle brackets and hazards in braces.
#[test]
fn hidden_truth_at_the_end_keeps_the_persons_layout() {
    use driver::*;
    use ratatui::crossterm::event::KeyCode;
    use wumpus::app::Screen;
    use wumpus::front::hidden::HiddenUi;
    use wumpus::keymap::Layer;
    let mut ended = 0;
    for seed in 0..40u64 {
        let mut app = variant_app("hidden", seed);
        let mut last: Option<(Vec<Option<Point>>, usize)> = None;
        for step in 0..400 {
            if app.session().is_some_and(|s| s.view().over) {
                break;
            }
            while app.pace().is_some() {
                app.tick();
            }
            if app.layer() == Layer::Curtain {
                press(&mut app, KeyCode::Enter);
            }
            let Screen::Play(s) = &app.screen else { break };
            if let Some(s) = s.as_any().downcast_ref::<Session<HiddenUi>>()
                && let Some((map, layout)) = s.ui.map_now(&s.game)
                && map.stamp.is_none()
            {
                last = Some((placed(layout, 20), step));
            }
            type_text(&mut app, ["1", "2", "3", "."][step % 4]);
        }
        let Screen::Play(s) = &app.screen else {
            continue;
        };
        let Some(s) = s.as_any().downcast_ref::<Session<HiddenUi>>() else {
            continue;
        };
        if !s.game.is_over() {
            continue;
        }
        let Some((map, layout)) = s.ui.map_now(&s.game) else {
            continue;
        };
        assert_eq!(map.stamp, Some("REVEALED"));
        let texts: String = map
            .rooms
            .iter()
            .flat_map(|r| r.marks.iter().map(|m| m.text))
            .collect();
        assert!(!texts.contains("{A") && !texts.contains("{WA"), "{texts}");
        if let Some((before, _)) = last {
            for (i, p) in before.iter().enumerate() {
                if let Some(p) = p {
                    assert_eq!(
                        layout.position(RoomId(i as u16)),
                        Some(*p),
                        "seed {seed}: room {} moved",
                        i + 1
                    );
                }
            }
            ended += 1;
        }
    }
    assert!(ended >= 5, "only {ended} games ended");
}
