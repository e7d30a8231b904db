//! What game records cost on the keypress-to-frame path (DESIGN.md budget:
//! keypress to updated screen <= 2 ms p99): a command recorded, and the
//! autosave snapshot handed to its thread; and, off that path, writing a
//! record and replaying one. Measured on the golden labyrinth record (110
//! commands, the longest golden game).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use wumpus::engine::Game;
use wumpus::engine::labyrinth::Labyrinth;
use wumpus::record::{Autosaver, Record, Recorder, replay};

fn golden() -> Record {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/labyrinth-v1.json");
    Record::read(&path).expect("the golden labyrinth record")
}

fn records(c: &mut Criterion) {
    let record = golden();
    let replayed = replay::<Labyrinth>(&record).expect("replays");
    let commands = replayed.commands.clone();

    // The whole game played through a recorder, against the bare engine.
    let rules = wumpus::record::rules::of::<Labyrinth>(&record.rules).expect("labyrinth rules");
    c.bench_function("record/game_bare", |b| {
        b.iter(|| {
            let mut game = Labyrinth::new(rules.clone(), record.seed);
            let mut events = Vec::new();
            for command in &commands {
                let _ = game.apply(command, &mut events);
            }
            black_box(game.turn())
        })
    });
    c.bench_function("record/game_recorded", |b| {
        b.iter(|| {
            let mut game = Labyrinth::new(rules.clone(), record.seed);
            let mut recorder = Recorder::new(
                &game,
                record.variant.clone(),
                record.flags,
                wumpus::record::Utc::from_unix(0),
            )
            .expect("records");
            let mut events = Vec::new();
            for command in &commands {
                let _ = recorder.apply(&mut game, command, &mut events);
            }
            black_box(recorder.record().hash.len())
        })
    });

    // Per keypress with autosave on: the snapshot and the hand-off.
    let dir = tempfile::tempdir().expect("temp dir");
    let autosaver = Autosaver::start(&dir.path().join("save.json"));
    let recorder = Recorder::resume(record.clone(), &replayed);
    c.bench_function("record/snapshot_and_offer_110_commands", |b| {
        b.iter(|| autosaver.offer_record(recorder.snapshot().expect("recordable")))
    });
    let _ = autosaver.flush();

    // Off the keypress path.
    c.bench_function("record/to_json_110_commands", |b| {
        b.iter(|| black_box(record.to_json().expect("serializes").len()))
    });
    let text = record.to_json().expect("serializes");
    c.bench_function("record/parse_110_commands", |b| {
        b.iter(|| black_box(Record::parse(&text, Path::new("r.json")).expect("parses")))
    });
    c.bench_function("record/replay_110_commands", |b| {
        b.iter(|| black_box(replay::<Labyrinth>(&record).expect("replays").game.turn()))
    });
    let path = dir.path().join("r.json");
    c.bench_function("record/write_atomic_110_commands", |b| {
        b.iter(|| record.write(&path).expect("writes"))
    });
}

criterion_group!(benches, records);
criterion_main!(benches);
