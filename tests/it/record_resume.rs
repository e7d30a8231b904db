//! A resumed game is exactly the game that was left, in every rule set:
//! a session played by bots part way, saved, then rebuilt from the save
//! shows the same log, status, turn and map, and goes on recording the
//! same record. In the hidden game the resumed game starts at the hand-off
//! curtain, never on a seat's private screen.

use crate::records;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::Arc;
use wumpus::engine::{Dice, Game, SOLO};
use wumpus::front::{Adapter, Front, Fronted, Input, Keep, Opening, Session, Ui};
use wumpus::record::{DataDir, read_save};
use wumpus::ui::theme::{Theme, ThemeName};

/// A game of `id` opened with its files in `data`.
fn opening(id: &str, seed: u64, data: &DataDir) -> Opening {
    let variant = records::variant(id);
    Opening {
        id: variant.id.clone(),
        name: variant.name.clone(),
        seed,
        cheat: false,
        hand_seeded: true,
        files: Some(wumpus::front::files(data.clone(), false)),
        plain: false,
    }
}

/// Bots play `session` for up to `commands` commands, never to the end.
fn play_some<A: Adapter>(session: &mut Session<A>, seed: u64, commands: usize) {
    let mut dice = Dice::side_stream(seed, 5);
    for _ in 0..commands {
        let seat = session.game.to_act().unwrap_or(SOLO);
        let mut chosen = None;
        for tries in 0..64 {
            let view = session.game.view(seat);
            let command = if tries < 60 {
                <A::Game as Game>::bot_command(0, view, &mut dice)
            } else {
                <A::Game as Game>::fallback_command(view, &mut dice)
            };
            // Tried on a copy: the game must not end here.
            let mut trial = session.game.clone();
            if trial.apply(&command, &mut Vec::new()).is_ok() && !trial.is_over() {
                chosen = Some(command);
                break;
            }
        }
        let Some(command) = chosen else {
            return;
        };
        session.command(command).expect("tried first");
    }
}

/// The map as drawn into a buffer, as text.
fn map(front: &dyn Front) -> String {
    let area = Rect::new(0, 0, 60, 20);
    let mut buf = Buffer::empty(area);
    let theme = Theme::new(ThemeName::Mono);
    let keymap = wumpus::front::keymap();
    front.view().panes.draw_map(
        &Ui {
            theme: &theme,
            keymap: &keymap,
        },
        area,
        &mut buf,
    );
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn resumes_exactly<A: Adapter>(id: &str, seed: u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let opening = opening(id, seed, &data);
    let variant = records::variant(id);
    let rules = wumpus::record::rules::of::<A::Game>(&variant.rules).expect("its rule set");
    let mut session = Session::<A>::open(Arc::clone(&rules), &opening);
    play_some(&mut session, seed, 12);
    assert!(session.game.turn() > 0, "{id}: no command was made");
    assert!(session.can_save(), "{id}: a game under way can be saved");
    session.save_and_leave().expect("saved");

    let save = read_save(
        &wumpus::record::saves::paths(&data)
            .pop()
            .expect("a save file"),
    )
    .expect("readable")
    .expect("a save was written");
    assert_eq!(save.turn(), session.game.turn(), "{id}");
    let resumed = wumpus::front::resume(&save, opening.files.as_ref()).expect("the save resumes");
    assert_eq!(resumed.view().log, session.log(), "{id}: the log");
    assert_eq!(resumed.view().status, session.status(), "{id}: the status");
    assert_eq!(resumed.view().seed, session.seed(), "{id}");
    assert_eq!(resumed.view().name, session.name, "{id}");
    assert_eq!(
        resumed.record().map(|r| &r.commands),
        session.record().map(|r| &r.commands),
        "{id}: the record goes on from the same commands"
    );
    let concrete = resumed
        .as_any()
        .downcast_ref::<Session<A>>()
        .expect("the same rule set");
    assert_eq!(
        format!(
            "{:?}",
            concrete.game.view(concrete.game.to_act().unwrap_or(SOLO))
        ),
        format!(
            "{:?}",
            session.game.view(session.game.to_act().unwrap_or(SOLO))
        ),
        "{id}: the same room, the same turn"
    );
    if resumed.view().curtain.is_none() {
        assert_eq!(map(resumed.as_ref()), map(&session), "{id}: the map");
    }
}

#[test]
fn every_rule_set_resumes_exactly_where_it_was_left() {
    for (id, seed) in [
        ("classic", 3),
        ("bsd", 5),
        ("grenade", 4),
        ("grand-theft", 6),
        ("labyrinth", 7),
        ("hidden", 8),
        ("hidden-watch", 9),
    ] {
        let variant = records::variant(id);
        wumpus::with_game!(&variant.rules, G, _r => resumes_exactly::<<G as Fronted>::Front>(id, seed));
    }
}

/// A person's turn after the resume begins at the hand-off curtain, even
/// if the seat was looking at its own screen when the game was saved.
#[test]
fn a_resumed_hidden_game_starts_at_the_curtain() {
    use wumpus::engine::hidden::HiddenCommand;
    use wumpus::front::hidden::HiddenUi;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let opening = opening("hidden", 11, &data);
    let wumpus::engine::AnyRules::Hidden(rules) = records::variant("hidden").rules else {
        panic!("hidden rules");
    };
    let mut session = Session::<HiddenUi>::open(rules, &opening);
    // Bots play until the person's turn: the curtain, then their screen.
    for _ in 0..200 {
        if session.curtain().is_some() {
            break;
        }
        session.tick();
    }
    assert!(session.curtain().is_some(), "a person's turn begins hidden");
    session.lift();
    assert!(session.curtain().is_none(), "the seat's own screen");
    // A claim does not end the turn: the seat's screen stays up.
    session
        .command(HiddenCommand::Claim("I smell nothing".into()))
        .expect("a claim");
    assert!(session.curtain().is_none(), "still the seat's own screen");
    session.save_and_leave().expect("saved");
    let save = read_save(
        &wumpus::record::saves::paths(&data)
            .pop()
            .expect("a save file"),
    )
    .expect("readable")
    .expect("saved");
    let resumed = wumpus::front::resume(&save, opening.files.as_ref()).expect("resumes");
    assert!(resumed.view().curtain.is_some(), "the curtain hangs again");
    assert_eq!(resumed.view().log, session.log());
}

/// An all-bots hidden game, played to its end and recorded, plays back
/// whole: no curtain, the same log, the same ending.
#[test]
fn an_all_bots_hidden_game_plays_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let opening = opening("hidden-watch", 21, &data);
    let variant = records::variant("hidden-watch");
    let played = wumpus::front::open(&variant.rules, &opening);
    let mut played = played;
    for _ in 0..5000 {
        if played.view().over {
            break;
        }
        played.input(Input::Tick);
    }
    assert!(played.view().over, "bots end their game");
    let _ = played.keep(Keep::Settle);
    let record = played.record().expect("recorded").clone();
    let mut player = wumpus::front::playback(record).expect("plays back");
    assert!(player.verdict().is_none());
    while player.step() {
        assert!(
            player.front().view().curtain.is_none(),
            "a replay shows the table"
        );
    }
    assert_eq!(player.position(), player.commands());
    assert!(player.front().view().over);
    // The game's own log; the played one also says where its record went.
    let game_lines: Vec<_> = (played.view().log.iter())
        .filter(|(_, l)| !l.starts_with("Recorded as row"))
        .cloned()
        .collect();
    assert_eq!(player.front().view().log, game_lines.as_slice());
}

/// A record whose final state no longer matches (an upgrade changed the
/// rules) says so on the replay screen instead of passing for the game.
#[test]
fn a_record_that_no_longer_fits_says_so() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records/classic-v1.json");
    let mut record = wumpus::record::Record::read(&path).expect("golden");
    record.hash = format!("sha256:{}", "0".repeat(64));
    let player = wumpus::front::playback(record).expect("still playable");
    let verdict = player.verdict().expect("a verdict");
    assert!(
        verdict.contains("does not replay as it was played"),
        "{verdict}"
    );
}

/// The score table's "spent" column is each rule set's own word, through
/// its adapter: nothing spent at the start, and what the record's bots
/// spent by the end.
#[test]
fn each_rule_set_counts_what_its_player_spends() {
    fn spent<A: Adapter>(id: &str) -> (String, u32, u32) {
        let variant = records::variant(id);
        let rules = wumpus::record::rules::of::<A::Game>(&variant.rules).expect("its rules");
        let fresh = A::ammo(&A::Game::new(rules, 3)).expect("a count");
        let (played, _, _) = records::play::<A::Game>(&variant, 3, 400);
        let end = A::ammo(&played).expect("a count");
        assert_eq!(fresh.word, end.word);
        (fresh.word, fresh.count, end.count)
    }
    for (id, word) in [
        ("classic", "arrows"),
        ("grenade", "grenades"),
        ("grand-theft", "bullets"),
        ("labyrinth", "moves"),
        ("hidden", "arrows"),
    ] {
        let variant = records::variant(id);
        let (got, start, end) =
            wumpus::with_game!(&variant.rules, G, _r => spent::<<G as Fronted>::Front>(id));
        assert_eq!((got.as_str(), start), (word, 0), "{id}");
        assert!(end >= start, "{id}");
    }
}

/// In the dark labyrinth walls are found by walking into them, which the
/// rules refuse: the resumed game knows the walls the player bumped, and
/// says "Wall." where it did.
#[test]
fn a_resumed_labyrinth_knows_the_walls_it_bumped() {
    use wumpus::engine::labyrinth::{Command, Dir};
    use wumpus::front::labyrinth::LabyrinthUi;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let opening = opening("labyrinth-small", 3, &data);
    let wumpus::engine::AnyRules::Labyrinth(rules) = records::variant("labyrinth-small").rules
    else {
        panic!("labyrinth rules");
    };
    let mut session = Session::<LabyrinthUi>::open(rules, &opening);
    let mut bumped = 0;
    for dir in [
        Dir::S,
        Dir::E,
        Dir::N,
        Dir::W,
        Dir::E,
        Dir::S,
        Dir::S,
        Dir::E,
    ] {
        if session.command(Command::Go(dir)).is_err() {
            bumped += 1;
        }
    }
    assert!(bumped > 0 && session.game.turn() > 0, "walls were met");
    session.save_and_leave().expect("saved");
    let save = read_save(
        &wumpus::record::saves::paths(&data)
            .pop()
            .expect("a save file"),
    )
    .expect("readable")
    .expect("saved");
    let resumed = wumpus::front::resume(&save, opening.files.as_ref()).expect("resumes");
    assert_eq!(resumed.view().log, session.log(), "the log, walls included");
    assert_eq!(map(resumed.as_ref()), map(&session), "the walls on the map");
    // And a replay of it shows them too, step by step.
    let mut player = wumpus::front::playback(save.record.clone()).expect("plays back");
    while player.step() {}
    assert_eq!(player.front().view().log, session.log());
    assert_eq!(map(player.front()), map(&session));
}
