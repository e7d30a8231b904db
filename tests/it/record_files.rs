//! The data directory end to end: a game saved, resumed and finished
//! keeps a record that replays whole, a score line naming it, and a dump;
//! an unwritable data directory is errors to show, never a panic.

use crate::records;

use std::path::Path;
use wumpus::engine::classic::Classic;
use wumpus::engine::{Dice, Game, SOLO};
use wumpus::record::dump::{render, write_dump};
use wumpus::record::scores::Counted;
use wumpus::record::{
    Autosaver, DataDir, DumpParts, Record, Recorder, Scores, Utc, finish, read_save, replay,
};

const WHEN: i64 = 1_776_161_730;

/// Plays `game` with bot 0 until it ends or reaches `turn`.
fn play_on(game: &mut Classic, recorder: &mut Recorder<Classic>, dice: &mut Dice, turn: u32) {
    let mut events = Vec::new();
    while !game.is_over() && game.turn() < turn {
        let command = Classic::bot_command(0, game.view(SOLO), dice);
        if recorder.apply(game, &command, &mut events).is_err() {
            let command = Classic::fallback_command(game.view(SOLO), dice);
            let _ = recorder.apply(game, &command, &mut events);
        }
    }
}

#[test]
fn save_resume_finish_and_replay() {
    let tmp = tempfile::tempdir().expect("temp dir");
    // Not there yet: the first write makes it.
    let data = DataDir::at(tmp.path().join("data"));
    let variant = records::variant("classic");

    // A game that lasts a while: played to turn 3, autosaved, left.
    let seed = (0..)
        .find(|&s| {
            let (g, _, _) = records::play::<Classic>(&variant, s, 30);
            g.turn() >= 6
        })
        .expect("a long game");
    let (mut game, mut recorder, _) = records::play::<Classic>(&variant, seed, 3);
    let save_path = data.save_of(&recorder.record().id).expect("a game id");
    let autosaver = Autosaver::start(&save_path);
    autosaver.offer_record(recorder.snapshot().expect("recordable"));
    autosaver.flush().expect("saved");
    drop(autosaver);

    // Started again: the save resumes exactly where it was.
    let save = read_save(&save_path).expect("reads").expect("a save");
    assert!(save.resume_line().starts_with("Resume: Classic, turn 4, "));
    let replayed = replay::<Classic>(&save.record).expect("replays");
    assert_eq!(format!("{:?}", replayed.game), format!("{game:?}"));
    let mut resumed = replayed.game.clone();
    let mut resumed_recorder = Recorder::resume(save.record.clone(), &replayed);

    // Both go on the same way: the resumed record is the uninterrupted one.
    let autosaver = Autosaver::start(&save_path);
    let mut dice = Dice::side_stream(seed, 1234);
    let mut twin_dice = dice.clone();
    play_on(&mut resumed, &mut resumed_recorder, &mut dice, 1000);
    play_on(&mut game, &mut recorder, &mut twin_dice, 1000);
    assert!(resumed.is_over());
    let record = resumed_recorder.snapshot().expect("recordable");
    assert_eq!(record, recorder.snapshot().expect("recordable"));

    // Game over: record kept, score appended, save removed.
    let counted = Counted {
        ammo: <wumpus::front::classic::ClassicUi as wumpus::front::Plays>::ammo(&resumed),
        turns: resumed.turn(),
    };
    let done = finish(&data, &record, counted.clone(), Utc::from_unix(WHEN));
    assert!(done.errors.is_empty(), "{:?}", done.errors);
    autosaver.discard();
    autosaver.flush().expect("removed");
    assert!(!save_path.exists());
    let name = done.record_file.clone().expect("kept");
    let tag = &record.id[..8];
    assert_eq!(name, format!("20260414-101530-classic-{seed}-{tag}.json"));
    assert_eq!(done.row, Some(1));

    // Filed again (a filing cut short, finished by the next start): the
    // same record and row, nothing added.
    let again = finish(&data, &record, counted, Utc::from_unix(WHEN + 60));
    assert_eq!(again.record_file.as_deref(), Some(name.as_str()));
    assert_eq!((again.row, again.already), (Some(1), true));

    // Another record under a taken name gets a name of its own.
    let other =
        wumpus::record::store_record(&data, &record, Utc::from_unix(WHEN)).expect("a second file");
    assert_eq!(
        other,
        format!("20260414-101530-classic-{seed}-{tag}-2.json")
    );

    let scores = Scores::load(&data.scores()).expect("reads");
    assert_eq!(scores.rows().len(), 1);
    let last = scores.last().expect("a row");
    assert_eq!(last.turns(), record.turn());
    let line = last.line().expect("reads again");
    assert_eq!(line.id.as_deref(), Some(record.id.as_str()));
    assert_eq!(line.record.as_deref(), Some(name.as_str()));
    let path = data.record(&name).expect("a plain name");
    let kept = Record::read(&path).expect("reads");
    assert_eq!(kept, record);
    wumpus::record::replay::check(&kept).expect("replays");
}

#[cfg(unix)]
#[test]
fn an_unwritable_data_dir_is_errors_not_a_panic() {
    let tmp = tempfile::tempdir().expect("temp dir");
    // A file where the data directory should be: fails for root too.
    let blocked = tmp.path().join("data");
    std::fs::write(&blocked, "not a directory").expect("write");
    let data = DataDir::at(&blocked);
    let variant = records::variant("classic");
    let (_, recorder, _) = records::play::<Classic>(&variant, 1, 5);
    let record = recorder.snapshot().expect("recordable");
    let done = finish(&data, &record, Counted::default(), Utc::from_unix(WHEN));
    assert_eq!(done.record_file, None);
    // The record could not be kept, so no score line was tried.
    assert_eq!(done.errors.len(), 1, "{:?}", done.errors);
    assert_eq!(done.row, None);
    for e in &done.errors {
        assert!(e.to_string().contains(&*blocked.to_string_lossy()), "{e}");
    }
    let autosaver = Autosaver::start(&data.save_of(&record.id).expect("a game id"));
    autosaver.offer_record(record);
    let err = autosaver.flush().expect_err("cannot save");
    assert!(
        err.to_string().contains(&*blocked.to_string_lossy()),
        "{err}"
    );
    assert!(autosaver.take_error().is_some());
}

fn parts<'a>(knobs: &'a [(String, String)], log: &'a [(u32, String)]) -> DumpParts<'a> {
    DumpParts {
        variant: "Classic (classic)",
        rules: "classic",
        knobs,
        seed: 81723,
        flags: &["hints shown"],
        map: "   (1)--(2)  \n    |  \n   [3]*\n",
        log,
        outcome: "Aha! You got the Wumpus!",
        turns: 12,
    }
}

#[test]
fn the_dump_is_pinned() {
    let knobs = vec![
        ("cave".to_string(), "dodecahedron".to_string()),
        ("pits".to_string(), "2".to_string()),
        ("wumpus_move_chance".to_string(), "0.75".to_string()),
    ];
    let log = vec![
        (0, "You are in room 3.   ".to_string()),
        (0, "Tunnels lead to 1, 2, 4.".to_string()),
        (1, "You walk to room 2.\nI feel a draft".to_string()),
        (12, "Aha! You got the Wumpus!".to_string()),
    ];
    let text = render(&parts(&knobs, &log));
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/dumps/classic.txt");
    if !golden.exists() && std::env::var_os("WUMPUS_BLESS").is_some() {
        std::fs::write(&golden, &text).expect("blessed");
    }
    let expected = std::fs::read_to_string(&golden).expect("the golden dump");
    assert_eq!(text, expected);
    assert_eq!(render(&parts(&knobs, &log)), text, "deterministic");

    let tmp = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(tmp.path());
    let path =
        write_dump(&data, "20260414-101530-classic-81723", &parts(&knobs, &log)).expect("written");
    assert_eq!(path, data.dumps().join("20260414-101530-classic-81723.txt"));
    assert_eq!(std::fs::read_to_string(&path).expect("read"), expected);
    for bad in ["", "../x", "a/b", ".hidden"] {
        assert!(
            write_dump(&data, bad, &parts(&knobs, &log)).is_err(),
            "{bad:?}"
        );
    }
}

#[test]
fn replay_arguments_name_records() {
    use wumpus::record::resolve_replay;
    let tmp = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(tmp.path());
    let err = resolve_replay(&data, "last").expect_err("no games");
    assert!(err.starts_with("no game has ended yet"), "{err}");
    assert_eq!(
        resolve_replay(&data, "./17").expect("a path"),
        Path::new("./17")
    );
    let variant = records::variant("classic");
    let game = |seed| {
        let (_, recorder, _) = records::play::<Classic>(&variant, seed, 5);
        recorder.snapshot().expect("recordable")
    };
    let first = finish(&data, &game(1), Counted::default(), Utc::from_unix(WHEN));
    let second = finish(
        &data,
        &game(2),
        Counted::default(),
        Utc::from_unix(WHEN + 60),
    );
    let name = |f: &wumpus::record::Finished| f.record_file.clone().expect("kept");
    assert_eq!(
        resolve_replay(&data, "last").expect("last"),
        data.records().join(name(&second))
    );
    assert_eq!(
        resolve_replay(&data, "1").expect("row 1"),
        data.records().join(name(&first))
    );
    let err = resolve_replay(&data, "3").expect_err("no row 3");
    assert!(
        err.starts_with("no row 3 in ") && err.ends_with("(rows go up to 2)"),
        "{err}"
    );
}
