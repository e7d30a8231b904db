//! Golden files: a record of each rule set, a save and a score table, as
//! this version writes them, checked in under `tests/fixtures/records/`.
//! Every later version must still read them and replay each record to its
//! stored hash: a failure here means players' records stopped working.
//!
//! Missing files are written by `WUMPUS_BLESS=1 cargo test --test
//! record_golden`. Never rewrite one that exists: it stands for files
//! already on players' disks. A new format gets new files beside the old.

#[path = "common/records.rs"]
mod records;

use std::path::{Path, PathBuf};
use wumpus::engine::Game;
use wumpus::engine::classic::Classic;
use wumpus::record::{Record, Save, ScoreLine, Scores, Utc, read_save, replay};

/// Each rule set's golden record, by the shipped variant it plays.
const GOLDEN: &[(&str, &str)] = &[
    ("classic", "classic-v1.json"),
    ("grenade", "grenade-v1.json"),
    ("grand-theft", "grand-theft-v1.json"),
    ("hidden", "hidden-v1.json"),
    ("labyrinth", "labyrinth-v1.json"),
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
        for (id, file) in GOLDEN {
            let path = dir().join(file);
            if !path.exists() {
                let variant = records::variant(id);
                let record = wumpus::with_game!(&variant.rules, G, _r => golden_game::<G>(id));
                record.write(&path).expect("blessed");
            }
        }
        let path = dir().join("save-v1.json");
        if !path.exists() {
            wumpus::record::write_save(&path, &golden_save()).expect("blessed");
        }
        let path = dir().join("scores-v1.jsonl");
        if !path.exists() {
            for (i, (_, file)) in GOLDEN.iter().enumerate() {
                let record = Record::read(&dir().join(file)).expect("golden record");
                let when = Utc::from_unix(1_776_161_730 + 3600 * i as i64);
                let ammo = wumpus::with_game!(&record.rules, G, _r => {
                    let game = replay::<G>(&record).expect("golden record").game;
                    <<G as wumpus::front::Fronted>::Front as wumpus::front::Adapter>::ammo(&game)
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
            .unwrap_or_else(|e| panic!("{e} (WUMPUS_BLESS=1 writes a missing one)"));
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
fn the_golden_save_resumes() {
    bless();
    let path = dir().join("save-v1.json");
    let save = read_save(&path).expect("reads").expect("a save");
    assert_eq!(
        save.resume_line(),
        "Resume: Classic, turn 3, 2026-04-14 10:15 UTC"
    );
    let game = replay::<Classic>(&save.record).expect("replays").game;
    assert_eq!(game.turn(), 3);
    assert!(!game.is_over());
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
