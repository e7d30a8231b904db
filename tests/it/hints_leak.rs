//! No leak: hints are drawn from what the player knows, so two games the
//! player cannot tell apart (different hidden set-ups, the same
//! observations) give identical screens with hints on, in play and with
//! the arrow editor open.

use crate::driver;

use driver::*;
use std::sync::Arc;
use wumpus::app::{App, Screen};
use wumpus::engine::classic::{CaveSource, Classic as Cave, ClassicRules, Command, Placement};
use wumpus::engine::{Dice, Game, RoomId, SOLO};
use wumpus::front::Session;
use wumpus::front::classic::ClassicUi;

use wumpus::ui::theme::{Theme, ThemeName};

fn dodecahedron() -> Arc<wumpus::engine::Cave> {
    match wumpus::formats::builtin::shared("dodecahedron") {
        Some(cave) => cave,
        None => panic!("the dodecahedron is built in"),
    }
}

fn rules() -> Arc<ClassicRules> {
    Arc::new(ClassicRules::on(CaveSource::Fixed(dodecahedron())))
}

/// The game on the play screen of an app, hints on.
fn app_of(game: Cave) -> App {
    let mut session: Session<ClassicUi> = Session::from_game("classic", game, false);
    session.set_hints(true);
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    );
    app.screen = Screen::Play(Box::new(session));
    app
}

#[test]
fn games_the_player_cannot_tell_apart_look_the_same_with_hints_on() {
    let cave = dodecahedron();
    let mut compared = 0;
    for seed in 0..200u64 {
        let mut pick = Dice::new(seed);
        let mut rooms: Vec<u16> = (1..20).collect();
        pick.shuffle(&mut rooms);
        let a = Placement {
            player: RoomId(0),
            wumpi: vec![RoomId(rooms[0])],
            pits: vec![RoomId(rooms[1]), RoomId(rooms[2])],
            bats: vec![RoomId(rooms[3]), RoomId(rooms[4])],
        };
        // One bat colony elsewhere: often out of the player's senses.
        let mut b = a.clone();
        let taken: Vec<RoomId> = [a.wumpi.clone(), a.pits.clone(), a.bats.clone()].concat();
        let free: Vec<u16> = (1..20).filter(|&r| !taken.contains(&RoomId(r))).collect();
        b.bats[1] = RoomId(free[pick.below(free.len() as u32) as usize]);
        let mut ga = Cave::from_placement(rules(), cave.clone(), &a, Dice::new(seed));
        let mut gb = Cave::from_placement(rules(), cave.clone(), &b, Dice::new(seed));
        let mut dice = Dice::new(seed + 1);
        let mut alike = true;
        for _ in 0..4 {
            if ga.is_over() || gb.is_over() {
                break;
            }
            let ts = ga.view(SOLO).tunnels_here().to_vec();
            let command = Command::Move(ts[dice.below(ts.len() as u32) as usize]);
            let (ra, rb) = (
                ga.apply(&command, &mut Vec::new()),
                gb.apply(&command, &mut Vec::new()),
            );
            if ra.is_err() || rb.is_err() {
                alike = false;
                break;
            }
            if format!("{:?}", ga.view(SOLO)) != format!("{:?}", gb.view(SOLO)) {
                alike = false;
                break;
            }
        }
        if !alike || ga.is_over() || gb.is_over() {
            continue;
        }
        // The two set-ups differ (a bat colony), the views do not.
        assert_ne!(a.bats, b.bats);
        let (mut app_a, mut app_b) = (app_of(ga), app_of(gb));
        for (w, h) in [(80, 24), (160, 48)] {
            assert_eq!(
                render(&mut app_a, w, h),
                render(&mut app_b, w, h),
                "seed {seed} {w}x{h}"
            );
        }
        // The arrow editor's live odds too.
        for app in [&mut app_a, &mut app_b] {
            let (_, to) = here_and_tunnel(app, 0);
            type_text(app, "s");
            type_text(app, &to);
        }
        assert_eq!(render(&mut app_a, 80, 24), render(&mut app_b, 80, 24));
        let shown = render(&mut app_a, 80, 24);
        assert!(
            shown.contains("kills a wumpus") || shown.contains(" hit "),
            "seed {seed}\n{shown}"
        );
        compared += 1;
    }
    assert!(compared >= 20, "only {compared} pairs compared");
}
