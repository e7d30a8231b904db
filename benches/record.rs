//! What game records cost on the keypress-to-frame path (DESIGN.md budget:
//! keypress to updated screen <= 2 ms p99): a command recorded, and the
//! autosave snapshot handed to its thread; and, off that path, writing a
//! record and replaying one. Measured on the golden labyrinth record (110
//! commands, the longest golden game). Then the whole path in the app: a
//! key handled (recorded, save offered) and the frame drawn, with and
//! without a data directory (`benches/latency.py` measures the same in a
//! pty, with the real terminal loop).

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

/// A classic game of seed 81723 walked between rooms 16 and 15 (both safe,
/// the Wumpus asleep): every key is a command, so every key records one
/// and offers the save.
fn walking_app(files: Option<wumpus::front::Files>) -> wumpus::app::App {
    let variants = wumpus::config::from_sources(&[wumpus::config::Source::builtin()])
        .expect("the built-in config")
        .variants;
    let mut app = wumpus::app::App::menu(
        variants,
        wumpus::front::keymap(),
        wumpus::ui::theme::Theme::new(wumpus::ui::theme::ThemeName::Dark),
    )
    .with_files(files);
    app.play_now(0, 81723, false, true);
    app.resize(80, 24);
    app
}

const THERE_AND_BACK: [char; 2] = ['1', '3'];

/// Keypress to frame with autosave on, as the terminal loop does it:
/// the key through `App::handle` (update, the command recorded, the save
/// offered to its thread), then a full draw and diff at 80x24. Games are
/// restarted (untimed) every 200 commands, so the record's length stays
/// that of a long game.
fn keypress(c: &mut Criterion) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent};
    use std::time::{Duration, Instant};
    for kept in [false, true] {
        let dir = tempfile::tempdir().expect("temp dir");
        let files =
            kept.then(|| wumpus::front::files(wumpus::record::DataDir::at(dir.path()), false));
        let name = if kept {
            "record/keypress_to_frame_autosave_80x24"
        } else {
            "record/keypress_to_frame_no_files_80x24"
        };
        c.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut terminal =
                    ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
                        .expect("test backend");
                let mut app = walking_app(files.clone());
                let mut spent = Duration::ZERO;
                for i in 0..iters {
                    if i % 200 == 199 {
                        app = walking_app(files.clone());
                    }
                    let key = KeyEvent::from(KeyCode::Char(THERE_AND_BACK[(i % 2) as usize]));
                    let start = Instant::now();
                    app.handle(key);
                    let _ = black_box(terminal.draw(|f| app.render(f)));
                    spent += start.elapsed();
                }
                spent
            })
        });
    }
}

criterion_group!(benches, records, keypress);
criterion_main!(benches);
