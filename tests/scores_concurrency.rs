//! Two games ending at once never interleave their score lines: writers in
//! threads and in separate processes, many lines each, every line intact.

use std::path::Path;
use std::process::{Command, Stdio};
use wumpus::record::scores::{SCORES_FORMAT, append};
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
        let seeds: Vec<u64> = (scores.rows().iter())
            .filter(|s| s.line.variant == format!("writer-{w}"))
            .map(|s| s.line.seed)
            .collect();
        assert_eq!(seeds, (0..LINES).collect::<Vec<_>>(), "writer {w}");
    }
    for s in scores.rows() {
        let w: u64 = s.line.variant["writer-".len()..].parse().expect("writer");
        assert_eq!(s.line, line(w, s.line.seed));
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
    let children: Vec<_> = (10..12)
        .map(|w| {
            Command::new(&me)
                .args(["--exact", "child_writer", "--test-threads=1"])
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
