//! Look and travel on a Hidden Wumpus seat's own screen: a seat moves once
//! a turn, so travel takes one step and the turn passes as after any move
//! (the hand-off or the bots come next), and nothing of the look cursor
//! outlives the seat's screen.

use crate::driver;

use driver::*;
use ratatui::crossterm::event::KeyCode;
use wumpus::app::{App, Screen, Seeds};
use wumpus::engine::hidden::{HiddenCommand, HiddenRules};
use wumpus::engine::{AnyRules, Game};
use wumpus::front::hidden::{HiddenUi, Mode};
use wumpus::keymap::Layer;

/// Two persons and a bot.
fn app_of(seed: u64) -> App {
    let mut r = HiddenRules {
        players: 3,
        bots: 1,
        wumpus_players: 1,
        ..HiddenRules::default()
    };
    r.names = vec!["Ann".into(), "Bea".into(), "Bot 3".into()];
    r.reseat();
    let mut all = variants();
    let index = all.iter().position(|v| v.id == "hidden").unwrap_or(0);
    all[index].rules = AnyRules::from(r);
    let mut app = App::game(
        all,
        index,
        wumpus::front::keymap(),
        wumpus::ui::theme::Theme::new(wumpus::ui::theme::ThemeName::Mono),
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

/// Up to a person's own screen where they feel nothing (travel starts only
/// there); `None` when this game never gets there soon.
fn to_calm_private(app: &mut App) -> Option<()> {
    for _ in 0..200 {
        let s = hidden(app);
        if s.is_over() {
            return None;
        }
        if let Mode::Private(seat) = s.ui.mode {
            let senses = s.game.view(seat).senses;
            if !(senses.stench || senses.pit || senses.bats) {
                return Some(());
            }
            // Not calm: end this turn where it stands.
            type_text(app, ".");
            continue;
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
    None
}

#[test]
fn travel_on_a_seat_takes_one_step_and_the_turn_passes_as_after_any_move() {
    let mut tried = 0;
    for seed in 1..40 {
        let mut app = app_of(seed);
        if to_calm_private(&mut app).is_none() {
            continue;
        }
        let Mode::Private(seat) = hidden(&app).ui.mode else {
            continue;
        };
        type_text(&mut app, ";");
        assert_eq!(app.layer(), Layer::Look);
        let screen = render(&mut app, 80, 24);
        assert!(screen.contains("┌ Look"), "{screen}");
        let commands = hidden(&app).commands.len();
        press(&mut app, KeyCode::Enter);
        let s = hidden(&app);
        assert!(!s.travelling(), "travel ends with the turn");
        assert_eq!(
            s.commands.get(commands..).map(|c| c.to_vec()),
            Some(vec![s.commands[commands].clone()]),
        );
        assert!(matches!(s.commands[commands], HiddenCommand::Move(_)));
        if !s.is_over() {
            assert_ne!(s.game.to_act(), Some(seat), "the turn passed");
            assert_ne!(s.ui.mode, Mode::Private(seat), "the seat's screen is gone");
            assert_ne!(app.layer(), Layer::Look);
            let screen = render(&mut app, 80, 24);
            assert!(!screen.contains("┌ Look"), "{screen}");
        }
        tried += 1;
        if tried == 3 {
            return;
        }
    }
    panic!("only {tried} games reached a calm seat's screen");
}
