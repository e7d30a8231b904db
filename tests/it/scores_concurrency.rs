//! Two games ending at once never interleave their score lines: writers in
//! threads and in separate processes, many lines each, every line intact.

use std::path::Path;
use std::process::{Command, Stdio};
use wumpus::record::scores::{Filed, SCORES_FORMAT, append, file_line};
use wumpus::record::{ScoreLine, Scores};

const LINES: u64 = 300;

fn line(writer: u64, n: u64) -> ScoreLine {
    ScoreLine {
        format: SCORES_FORMAT,
        id: None,
        variant: format!("writer-{writer}"),
        // Long enough that a torn write would show.
        name: "x".repeat(2000 + (n % 7) as usize),
        rules: "classic".into(),
        seed: n,
        outcome: "eaten".into(),
        win: n.is_multiple_of(3),
        turns: n as u32,
        ammo: None,
        cheat: false,
        hints: false,
        hand_seeded: false,
        date: "2026-04-14T10:15:30Z".into(),
        record: None,
    }
}

fn write_all(path: &Path, writer: u64) {
    for n in 0..LINES {
        append(path, &line(writer, n)).expect("appends");
    }
}

/// Every writer's lines, all there, whole, each writer's in its order.
fn check(path: &Path, writers: &[u64]) {
    let scores = Scores::load(path).expect("reads");
    assert!(
        scores.warnings().is_empty(),
        "{:?}",
        &scores.warnings()[..1]
    );
    assert_eq!(scores.rows().len() as u64, LINES * writers.len() as u64);
    for &w in writers {
        let seeds: Vec<u64> = (scores.rows())
            .filter(|s| s.variant() == format!("writer-{w}"))
            .map(|s| s.seed())
            .collect();
        assert_eq!(seeds, (0..LINES).collect::<Vec<_>>(), "writer {w}");
    }
    for s in scores.rows() {
        let w: u64 = s.variant()["writer-".len()..].parse().expect("writer");
        assert_eq!(s.line().expect("reads again"), line(w, s.seed()));
    }
}

#[test]
fn threads_never_interleave() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    std::thread::scope(|s| {
        for w in 0..3 {
            let path = &path;
            s.spawn(move || write_all(path, w));
        }
    });
    check(&path, &[0, 1, 2]);
}

/// Run by `processes_never_interleave` in child processes: writes as
/// writer `WUMPUS_TEST_WRITER` into `WUMPUS_TEST_SCORES`.
#[test]
fn child_writer() {
    let (Some(path), Some(w)) = (
        std::env::var_os("WUMPUS_TEST_SCORES"),
        std::env::var("WUMPUS_TEST_WRITER").ok(),
    ) else {
        return; // not a child: nothing to do
    };
    write_all(Path::new(&path), w.parse().expect("a writer number"));
}

#[test]
fn processes_never_interleave() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let me = std::env::current_exe().expect("the test binary");
    // `child_writer`'s name in the one test binary: the module path
    // without the crate.
    let child = concat!(module_path!(), "::child_writer");
    let child = child.split_once("::").map_or(child, |(_, test)| test);
    let children: Vec<_> = (10..12)
        .map(|w| {
            Command::new(&me)
                .args(["--exact", child, "--test-threads=1"])
                .env("WUMPUS_TEST_SCORES", &path)
                .env("WUMPUS_TEST_WRITER", w.to_string())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("a child")
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().expect("waits");
        assert!(
            out.status.success(),
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    check(&path, &[10, 11]);
}

/// Games filed at once, each with its own id (and some filed twice, as a
/// crash between the steps of a game's end would): each gets a row of its
/// own, the row its line is read at, and no line is lost or torn.
#[test]
fn threads_filing_distinct_games_at_once_get_distinct_rows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let filed: Vec<(String, Filed, Filed)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..4u64)
            .map(|w| {
                let path = &path;
                s.spawn(move || {
                    (0..50u64)
                        .map(|n| {
                            let id = format!("{:08x}{n:08x}", w);
                            let game = ScoreLine {
                                id: Some(id.clone()),
                                ..line(w, n)
                            };
                            let first = file_line(path, &game).expect("files");
                            let again = file_line(path, &game).expect("files again");
                            (id, first, again)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        (workers.into_iter())
            .flat_map(|w| w.join().expect("a writer"))
            .collect()
    });
    let scores = Scores::load(&path).expect("reads");
    assert!(scores.warnings().is_empty(), "{:?}", scores.warnings());
    assert_eq!(scores.len(), 200);
    let mut rows: Vec<usize> = filed.iter().map(|(_, first, _)| first.row).collect();
    rows.sort_unstable();
    assert_eq!(rows, (1..=200).collect::<Vec<_>>());
    for (id, first, again) in &filed {
        assert!(!first.already, "{id}");
        assert_eq!(
            *again,
            Filed {
                row: first.row,
                already: true
            },
            "{id}"
        );
        let line = scores
            .row(first.row)
            .expect("its row")
            .line()
            .expect("reads");
        assert_eq!(line.id.as_deref(), Some(id.as_str()));
    }
}
