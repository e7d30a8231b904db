//! Golden files: a record of each rule set, a save and a score table, as
//! each format wrote them, checked in under `tests/fixtures/records/`.
//! Every later version must still read them and replay each record to its
//! stored hash (format 2: and to every command's check): a failure here
//! means players' records stopped working.
//!
//! Missing files of the format this version writes are written by
//! `WUMPUS_BLESS=1 cargo test --test it record_golden::`. Never rewrite one
//! that exists: it stands for files already on players' disks. A new
//! format gets new files beside the old; the old ones stay, unblessed.

use crate::records;

use std::path::{Path, PathBuf};
use wumpus::engine::Game;
use wumpus::engine::classic::Classic;
use wumpus::record::{
    Record, Recorder, ReplayError, Save, ScoreLine, Scores, Utc, read_save, replay,
};

/// Each rule set's golden record of format 1 (no checks), by the shipped
/// variant it plays. Written by an older wumpus: never blessed again.
const GOLDEN: &[(&str, &str)] = &[
    ("classic", "classic-v1.json"),
    ("grenade", "grenade-v1.json"),
    ("grand-theft", "grand-theft-v1.json"),
    ("hidden", "hidden-v1.json"),
    ("labyrinth", "labyrinth-v1.json"),
];

/// The same of format 2: a check on every command.
const GOLDEN_V2: &[(&str, &str)] = &[
    ("classic", "classic-v2.json"),
    ("grenade", "grenade-v2.json"),
    ("grand-theft", "grand-theft-v2.json"),
    ("hidden", "hidden-v2.json"),
    ("labyrinth", "labyrinth-v2.json"),
];

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records")
}

/// Writes the missing golden files, once, before any test reads them.
fn bless() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    if std::env::var_os("WUMPUS_BLESS").is_none() {
        return;
    }
    ONCE.call_once(|| {
        // This version writes format 2 only: the format 1 files are kept
        // as an older wumpus wrote them, and a missing one stays missing.
        for (id, file) in GOLDEN_V2 {
            let path = dir().join(file);
            if !path.exists() {
                let variant = records::variant(id);
                let record = wumpus::with_game!(&variant.rules, G, _r => golden_game::<G>(id));
                record.write(&path).expect("blessed");
            }
        }
        let path = dir().join("save-v2.json");
        if !path.exists() {
            wumpus::record::write_save(&path, &golden_save()).expect("blessed");
        }
        // The score format did not change: its golden file stays format 1.
        let path = dir().join("scores-v1.jsonl");
        if !path.exists() {
            for (i, (_, file)) in GOLDEN.iter().enumerate() {
                let record = Record::read(&dir().join(file)).expect("golden record");
                let when = Utc::from_unix(1_776_161_730 + 3600 * i as i64);
                let ammo = wumpus::with_game!(&record.rules, G, _r => {
                    let game = replay::<G>(&record).expect("golden record").game;
                    <<G as wumpus::front::Fronted>::Front as wumpus::front::Plays>::ammo(&game)
                });
                let line = ScoreLine::new(&record, ammo, when, Some(file.to_string()));
                wumpus::record::scores::append(&path, &line).expect("blessed");
            }
        }
    });
}

/// A classic game at turn 3, still going.
fn golden_save() -> Save {
    let variant = records::variant("classic");
    for seed in 1.. {
        let (game, recorder, _) = records::play::<Classic>(&variant, seed, 3);
        if game.turn() == 3 && !game.is_over() {
            let record = recorder.snapshot().expect("recordable");
            return Save::new(record, Utc::from_unix(1_776_161_730));
        }
    }
    unreachable!("some game lasts 3 turns")
}

/// The first finished bot game of `variant` at least 8 commands long.
fn golden_game<G: Game>(id: &str) -> Record {
    let variant = records::variant(id);
    for seed in 1.. {
        let (game, recorder, _) = records::play::<G>(&variant, seed, 1000);
        let record = recorder.snapshot().expect("recordable");
        if record.commands.len() >= 8 && game.is_over() {
            return record;
        }
    }
    unreachable!("some game lasts 8 commands")
}

#[test]
fn golden_records_replay_to_their_hash() {
    bless();
    for (id, file) in GOLDEN {
        let path = dir().join(file);
        let record = Record::read(&path)
            .unwrap_or_else(|e| panic!("{e} (a format 1 golden file: never blessed again)"));
        assert_eq!(record.variant.id, *id);
        assert!(record.commands.len() >= 8, "{file}");
        assert!(record.end.key().is_some(), "{file}: a finished game");
        assert_eq!(
            record.rules.rule_set(),
            records::variant(id).rules.rule_set()
        );
        wumpus::record::replay::check(&record).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
}

#[test]
fn golden_format_1_records_have_no_checks_and_still_replay() {
    for (_, file) in GOLDEN {
        let record = Record::read(&dir().join(file)).expect("golden record");
        assert_eq!(record.format, 1, "{file}");
        assert!(record.commands.iter().all(|e| e.check.is_none()), "{file}");
        // The final hash is still checked: another one fails.
        let mut rehashed = record.clone();
        rehashed.hash = format!("sha256:{}", "0".repeat(64));
        let e = wumpus::record::replay::check(&rehashed).expect_err("another hash");
        assert!(matches!(e, ReplayError::HashMismatch { .. }), "{file}: {e}");
    }
}

#[test]
fn golden_format_2_records_replay_command_by_command() {
    bless();
    for (id, file) in GOLDEN_V2 {
        let path = dir().join(file);
        let record = Record::read(&path)
            .unwrap_or_else(|e| panic!("{e} (WUMPUS_BLESS=1 writes a missing one)"));
        assert_eq!((record.format, record.variant.id.as_str()), (2, *id));
        assert!(record.commands.len() >= 8, "{file}");
        assert!(record.end.key().is_some(), "{file}: a finished game");
        // One command a line, each with its check.
        let text = std::fs::read_to_string(&path).expect("golden text");
        let checked = text.lines().filter(|l| l.contains(",\"check\":\"")).count();
        assert_eq!(checked, record.commands.len(), "{file}");
        wumpus::record::replay::check(&record).unwrap_or_else(|e| panic!("{file}: {e}"));
        // Each check is compared: the middle one changed stops it there.
        let mut edited = record.clone();
        let middle = record.commands.len() / 2;
        edited.commands[middle].check = Some("0000000000000000".into());
        let e = wumpus::record::replay::check(&edited).expect_err("a changed check");
        let turn = record.commands[middle].turn;
        assert_eq!(
            e,
            ReplayError::Diverged {
                index: middle + 1,
                turn
            },
            "{file}"
        );
    }
}

#[test]
fn the_golden_save_resumes() {
    bless();
    for file in ["save-v1.json", "save-v2.json"] {
        let path = dir().join(file);
        let save = read_save(&path).expect("reads").expect("a save");
        assert_eq!(
            save.resume_line(),
            "Resume: Classic, turn 4, 2026-04-14 10:15 UTC",
            "{file}"
        );
        let game = replay::<Classic>(&save.record).expect("replays").game;
        assert_eq!(game.turn(), 3);
        assert!(!game.is_over());
    }
}

/// An old save (its record format 1) goes on as a format 2 record whose
/// every command, old and new, is checked.
#[test]
fn a_format_1_save_goes_on_checked() {
    let save = read_save(&dir().join("save-v1.json"))
        .expect("reads")
        .expect("a save");
    assert_eq!(save.record.format, 1);
    let replayed = replay::<Classic>(&save.record).expect("replays");
    let mut recorder = Recorder::resume(save.record.clone(), &replayed);
    let mut game = replayed.game;
    let seat = game.to_act().expect("still going");
    let mut dice = wumpus::engine::Dice::side_stream(9, 9);
    let mut events = Vec::new();
    for _ in 0..64 {
        let command = Classic::bot_command(0, game.view(seat), &mut dice);
        if recorder.apply(&mut game, &command, &mut events).is_ok() {
            break;
        }
    }
    let record = recorder.snapshot().expect("recordable");
    assert_eq!(record.format, 2);
    assert_eq!(record.commands.len(), save.record.commands.len() + 1);
    assert!(record.commands.iter().all(|e| e.check.is_some()));
    let again = replay::<Classic>(&record).expect("replays checked");
    assert_eq!(again.game.turn(), game.turn());
}

#[test]
fn the_golden_score_table_reads() {
    bless();
    let path = dir().join("scores-v1.jsonl");
    let scores = Scores::load(&path).expect("reads");
    assert!(scores.warnings().is_empty(), "{:?}", scores.warnings());
    assert_eq!(scores.rows().len(), GOLDEN.len());
    for (scored, (id, file)) in scores.rows().zip(GOLDEN) {
        assert_eq!(scored.variant(), *id);
        let line = scored.line().expect("reads again");
        assert_eq!(line.record.as_deref(), Some(*file));
        let record = Record::read(&dir().join(file)).expect("golden record");
        assert_eq!(scored.seed(), record.seed);
        assert_eq!(scored.turns(), record.turn());
        assert_eq!(Some(scored.outcome()), record.end.key());
    }
}
