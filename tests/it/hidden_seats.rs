//! One Hidden Wumpus game seen from several seats at once: each person's
//! seat view shows that seat's secrets (its role, room and senses) and no
//! other seat's, and the table's view shows no seat's at all, drawn from
//! the one game value in the same moment, whoever has the keyboard.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::Arc;
use wumpus::engine::hidden::{Hidden, HiddenRules, Role};
use wumpus::engine::{Game, Seat};
use wumpus::front::hidden::HiddenUi;
use wumpus::front::{Front, Plays, SeatPanels, Seen, Session, Ui};
use wumpus::ui::theme::{Theme, ThemeName};

/// Four seats, Ann and Bea people, two bots.
fn rules() -> HiddenRules {
    let mut r = HiddenRules {
        players: 4,
        bots: 2,
        wumpus_players: 1,
        ..HiddenRules::default()
    };
    r.names = ["Ann", "Bea", "Bot 3", "Bot 4"].map(String::from).to_vec();
    r.reseat();
    r
}

fn text(buf: &Buffer) -> String {
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A view's map, side panel and prompt, side by side in one buffer.
fn draw(view: &dyn SeatPanels, ui: &Ui<'_>) -> String {
    let mut buf = Buffer::empty(Rect::new(0, 0, 150, 24));
    view.draw_map(ui, Rect::new(0, 0, 60, 20), &mut buf);
    view.draw_side(ui, Rect::new(60, 0, 60, 20), &mut buf);
    view.draw_prompt(ui, Rect::new(0, 20, 150, 4), &mut buf);
    text(&buf)
}

fn person(game: &Hidden, name: &str) -> Seat {
    let s = game.rules().seats.iter().position(|s| s.name == name);
    Seat(s.expect("a seat of that name") as u8)
}

/// What only `seat`'s own screen may say.
fn secrets(game: &Hidden, seat: Seat) -> [String; 2] {
    let v = game.view(seat);
    let role = match v.role {
        Role::Human => "HUMAN",
        Role::Wumpus => "WUMPUS",
    };
    let name = &game.rules().seats[usize::from(seat.0)].name;
    [
        format!("{name}: you are a {role}"),
        format!("Room {} · tunnels to", v.room),
    ]
}

#[test]
fn two_seat_views_of_one_game_at_once_each_show_only_their_own_secrets() {
    let theme = Theme::new(ThemeName::Mono);
    let keymap = wumpus::front::keymap();
    let ui = Ui {
        theme: &theme,
        keymap: &keymap,
    };
    let mut tried = 0;
    for seed in 1..40 {
        let game = Hidden::new(Arc::new(rules()), seed);
        let (ann, bea) = (person(&game, "Ann"), person(&game, "Bea"));
        // Rooms that differ, so a room on the wrong screen would show.
        if game.view(ann).room == game.view(bea).room {
            continue;
        }
        tried += 1;
        let front = HiddenUi::new(&game, false);
        // Three views of the one game, alive together.
        let views = [
            front.seen_as(&game, Seen::Seat(ann)),
            front.seen_as(&game, Seen::Seat(bea)),
            front.seen_as(&game, Seen::Table),
        ];
        let [ann_sees, bea_sees, table_sees] = views.map(|v| draw(&v, &ui));
        for line in secrets(&game, ann) {
            assert!(
                ann_sees.contains(&line),
                "seed {seed}: Ann's own {line:?}\n{ann_sees}"
            );
            assert!(
                !bea_sees.contains(&line),
                "seed {seed}: Ann's {line:?} on Bea's\n{bea_sees}"
            );
            assert!(
                !table_sees.contains(&line),
                "seed {seed}: on the table\n{table_sees}"
            );
        }
        for line in secrets(&game, bea) {
            assert!(
                bea_sees.contains(&line),
                "seed {seed}: Bea's own {line:?}\n{bea_sees}"
            );
            assert!(
                !ann_sees.contains(&line),
                "seed {seed}: Bea's {line:?} on Ann's\n{ann_sees}"
            );
            assert!(
                !table_sees.contains(&line),
                "seed {seed}: on the table\n{table_sees}"
            );
        }
        // Nobody's private panel on the table's view.
        assert!(
            !table_sees.contains("Your screen (private)"),
            "{table_sees}"
        );
        // The seat not to act waits; the one to act is offered its turn.
        let first = game.to_act().expect("someone acts first");
        for (seat, seen) in [(ann, &ann_sees), (bea, &bea_sees)] {
            assert_eq!(
                seen.contains("Your turn"),
                seat == first,
                "seed {seed}\n{seen}"
            );
        }
    }
    assert!(tried >= 10, "only {tried} seeds had the two apart");
}

#[test]
fn the_keyboard_desk_is_drawn_only_on_its_own_seat() {
    let theme = Theme::new(ThemeName::Mono);
    let keymap = wumpus::front::keymap();
    let ui = Ui {
        theme: &theme,
        keymap: &keymap,
    };
    // A game whose first turn is a person's.
    let game = (1..50)
        .map(|seed| Hidden::new(Arc::new(rules()), seed))
        .find(|g| {
            g.to_act()
                .is_some_and(|s| !g.rules().seats[usize::from(s.0)].name.starts_with("Bot"))
        })
        .expect("some seed starts with a person");
    let seat = game.to_act().expect("a seat to act");
    let other = if seat == person(&game, "Ann") {
        person(&game, "Bea")
    } else {
        person(&game, "Ann")
    };
    let mut front = HiddenUi::new(&game, false);
    wumpus::front::Controls::lift(&mut front, &game);
    front.desk.refused = Some("a refusal only its seat may read".into());
    let own = draw(&front.seen_as(&game, Seen::Seat(seat)), &ui);
    let others = draw(&front.seen_as(&game, Seen::Seat(other)), &ui);
    let table = draw(&front.seen_as(&game, Seen::Table), &ui);
    assert!(own.contains("a refusal only its seat may read"), "{own}");
    assert!(!others.contains("a refusal only"), "{others}");
    assert!(!table.contains("a refusal only"), "{table}");
}

/// A whole view, as the app draws one: map, side panels and prompt.
fn draw_view(view: &wumpus::front::View<'_>, ui: &Ui<'_>) -> String {
    let mut buf = Buffer::empty(Rect::new(0, 0, 150, 24));
    view.panes.draw_map(ui, Rect::new(0, 0, 60, 20), &mut buf);
    view.panes.draw_side(ui, Rect::new(60, 0, 60, 20), &mut buf);
    view.panes
        .draw_prompt(ui, Rect::new(0, 20, 150, 4), &mut buf);
    text(&buf)
}

#[test]
fn through_the_seam_each_seat_and_the_table_get_their_own_view_and_none_takes_a_key() {
    let theme = Theme::new(ThemeName::Mono);
    let keymap = wumpus::front::keymap();
    let ui = Ui {
        theme: &theme,
        keymap: &keymap,
    };
    let game = (1..50)
        .map(|seed| Hidden::new(Arc::new(rules()), seed))
        .find(|g| {
            let (a, b) = (person(g, "Ann"), person(g, "Bea"));
            g.view(a).room != g.view(b).room
        })
        .expect("a seed with Ann and Bea apart");
    let (ann, bea) = (person(&game, "Ann"), person(&game, "Bea"));
    let front: Box<dyn Front> = Box::new(Session::<HiddenUi>::from_game(
        "Hidden",
        game.clone(),
        false,
    ));
    let (a, b, t) = (
        front.view_as(Seen::Seat(ann)),
        front.view_as(Seen::Seat(bea)),
        front.view_as(Seen::Table),
    );
    let (ann_sees, bea_sees, table_sees) =
        (draw_view(&a, &ui), draw_view(&b, &ui), draw_view(&t, &ui));
    for line in secrets(&game, ann) {
        assert!(ann_sees.contains(&line), "{ann_sees}");
        assert!(!bea_sees.contains(&line) && !table_sees.contains(&line));
    }
    for line in secrets(&game, bea) {
        assert!(bea_sees.contains(&line), "{bea_sees}");
        assert!(!ann_sees.contains(&line) && !table_sees.contains(&line));
    }
    // The log is the table's, the same on every screen.
    assert_eq!(a.log, t.log);
    for v in [&a, &b, &t] {
        assert!(v.curtain.is_none() && v.typing.is_none());
        assert!(!v.panes.offers(wumpus::keymap::Action::Select));
    }
}

#[test]
fn a_solo_games_spectator_sees_exactly_what_its_player_sees() {
    let theme = Theme::new(ThemeName::Mono);
    let keymap = wumpus::front::keymap();
    let ui = Ui {
        theme: &theme,
        keymap: &keymap,
    };
    for id in ["classic", "grenade", "grand-theft", "labyrinth"] {
        let mut app = crate::driver::variant_app(id, 3);
        crate::driver::type_text(&mut app, "1");
        let front = app.session().expect("a game");
        let player = front.view();
        let spectator = front.view_as(Seen::Table);
        assert_eq!(draw_view(&player, &ui), draw_view(&spectator, &ui), "{id}");
        assert_eq!(player.status, spectator.status, "{id}");
        assert_eq!(player.log, spectator.log, "{id}");
    }
}
