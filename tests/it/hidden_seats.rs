//! One Hidden Wumpus game seen from several seats at once: each person's
//! seat view shows that seat's secrets (its role, room and senses) and no
//! other seat's, and the table's view shows no seat's at all, drawn from
//! the one game value in the same moment, whoever has the keyboard.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::Arc;
use wumpus::engine::hidden::{Hidden, HiddenRules, Role};
use wumpus::engine::{Game, Seat};
use wumpus::front::hidden::{HiddenUi, Seen};
use wumpus::front::{Plays, Ui};
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
fn draw(view: &wumpus::front::hidden::SeatView<'_>, ui: &Ui<'_>) -> String {
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
