//! What game records cost on the keypress-to-frame path (the budget of
//! docs/performance.md: keypress to updated screen <= 2 ms p99): a command
//! recorded, and the autosave snapshot handed to its thread; and, off that
//! path, writing a record and replaying one. Measured on the golden labyrinth
//! record (110 commands, the longest golden game). Then the whole path in the
//! app: a key handled (recorded, save offered) and the frame drawn, with and
//! without a data directory (`benches/latency.py` measures the same in a pty,
//! with the real terminal loop). And the score table at a million games
//! (`scores/`): read, the Scores screen opened and drawn, a game filed (the
//! whole file scanned for its id), saves' ids looked up.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use wumpus::engine::Game;
use wumpus::engine::labyrinth::Labyrinth;
use wumpus::record::{Autosaver, Record, Recorder, replay};

fn golden() -> Record {
    // This crate is benches/, a member of the workspace rooted one level up.
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/records/labyrinth-v1.json");
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
    let mut app = menu_app(files);
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

/// How many games the big score table has.
const GAMES: u64 = 1_000_000;

/// A score table of `GAMES` games, some 290 bytes each, as play makes
/// them: a few variants, every game its own id, date and record.
fn big_table(path: &Path) {
    use std::io::Write;
    let variants = [
        ("classic", "The classic"),
        ("grenade", "Grenades"),
        ("labyrinth", "The labyrinth"),
        ("hidden", "Hidden"),
    ];
    let outcomes = ["killed_wumpus", "eaten", "fell_in_pit", "abandoned"];
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).expect("create"));
    for n in 0..GAMES {
        let (id, name) = variants[(n % 4) as usize];
        let outcome = outcomes[(n % 7 % 4) as usize];
        let line = wumpus::record::ScoreLine {
            format: wumpus::record::scores::SCORES_FORMAT,
            id: Some(format!("{n:016x}")),
            variant: id.into(),
            name: name.into(),
            rules: id.into(),
            seed: n * 7919,
            outcome: outcome.into(),
            win: outcome == "killed_wumpus",
            turns: (n % 300) as u32,
            ammo: (n % 2 == 0).then(|| wumpus::record::Ammo {
                count: (n % 5) as u32,
                word: "arrows".into(),
            }),
            cheat: false,
            hints: n % 11 == 0,
            hand_seeded: false,
            date: wumpus::record::Utc::from_unix(1_776_161_730 + n as i64 * 60).rfc3339(),
            record: Some(format!("20260414-101530-{id}-{n}.json")),
        };
        let text = serde_json::to_string(&line).expect("a score line");
        writeln!(out, "{text}").expect("written");
    }
    out.flush().expect("written");
}

fn scores(c: &mut Criterion) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent};
    use std::collections::HashSet;
    use wumpus::record::scores::{file_line, filed_rows};
    use wumpus::record::{DataDir, Scores};
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    big_table(&data.scores());
    let mut group = c.benchmark_group("scores");
    group.sample_size(10);
    group.bench_function("load_1e6_games", |b| {
        b.iter(|| black_box(Scores::load(&data.scores()).expect("reads").len()))
    });
    let scores = Scores::load(&data.scores()).expect("reads");
    group.bench_function("rank_one_variant_of_1e6_games", |b| {
        b.iter(|| black_box(scores.ranked(Some("classic")).len()))
    });
    // Menu, `s`, the first frame: what the player waits for.
    let files = wumpus::front::files(data.clone(), false);
    group.bench_function("screen_open_and_draw_1e6_games_80x24", |b| {
        let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
            .expect("test backend");
        b.iter(|| {
            let mut app = menu_app(Some(files.clone()));
            app.handle(KeyEvent::from(KeyCode::Char('s')));
            let _ = black_box(terminal.draw(|f| app.render(f)));
        })
    });
    let last = scores.last().expect("a game").line().expect("reads again");
    group.bench_function("file_line_already_filed_last_of_1e6", |b| {
        b.iter(|| {
            let filed = file_line(&data.scores(), &last).expect("files");
            assert!(filed.already);
            black_box(filed.row)
        })
    });
    let ids: HashSet<String> = [format!("{:016x}", GAMES / 2), "ffffffffffffffff".into()].into();
    group.bench_function("filed_rows_two_ids_in_1e6", |b| {
        b.iter(|| black_box(filed_rows(&data.scores(), &ids).expect("reads").len()))
    });
    group.finish();
}

/// The menu, with a data directory.
fn menu_app(files: Option<wumpus::front::Files>) -> wumpus::app::App {
    let variants = wumpus::config::from_sources(&[wumpus::config::Source::builtin()])
        .expect("the built-in config")
        .variants;
    let mut app = wumpus::app::App::menu(
        variants,
        wumpus::front::keymap(),
        wumpus::ui::theme::Theme::new(wumpus::ui::theme::ThemeName::Dark),
    )
    .with_files(files);
    app.resize(80, 24);
    app
}

criterion_group!(benches, records, keypress, scores);
criterion_main!(benches);
