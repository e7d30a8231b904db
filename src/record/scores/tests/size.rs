//! Files of any size: a line past the limit is skipped, never kept whole,
//! and a file past the old 64 MiB limit reads.

use super::*;
use std::io::Write;

fn text_of(s: &ScoreLine) -> String {
    serde_json::to_string(s).expect("json")
}

#[test]
fn an_oversized_line_is_skipped_with_path_and_line_and_the_lines_after_it_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let good = text_of(&line("classic", true, 4, "2026-01-01T00:00:00Z"));
    // A score line made long in its name: megabytes, past any block,
    // and one past the limit that still fits a block.
    let huge = good.replace("CLASSIC", &"x".repeat(2_500_000));
    let long = good.replace("CLASSIC", &"y".repeat(LINE_LIMIT));
    let text = format!("{good}\n{huge}\n{good}\n{long}\n{good}");
    fs::write(&path, &text).expect("write");
    let scores = Scores::load(&path).expect("reads");
    let rows: Vec<usize> = scores.rows().map(|s| s.row).collect();
    assert_eq!(rows, [1, 3, 5]);
    let warnings: Vec<String> = scores.warnings().iter().map(ToString::to_string).collect();
    let p = path.display();
    assert_eq!(
        warnings,
        [
            format!(
                "{p}:2: not a valid score line: {} bytes, more than the {LINE_LIMIT} a score line may have; skipped",
                huge.len()
            ),
            format!(
                "{p}:4: not a valid score line: {} bytes, more than the {LINE_LIMIT} a score line may have; skipped",
                long.len()
            ),
        ]
    );
    // The rows after it are where they are: read again, each is itself.
    for s in scores.rows() {
        assert_eq!(s.line().expect("reads again").name, "CLASSIC");
    }
}

/// Writes `lines` score lines (some 300 bytes each) to `path`, a bad line
/// every 1000th and a blank one every 777th; returns the rows of the games.
fn write_many(path: &Path, lines: usize) -> Vec<usize> {
    let mut out = std::io::BufWriter::new(fs::File::create(path).expect("create"));
    let mut rows = Vec::new();
    for n in 1..=lines {
        if n % 1000 == 0 {
            writeln!(out, "{{\"format\":1,\"broken").expect("write");
        } else if n % 777 == 0 {
            writeln!(out).expect("write");
        } else {
            let mut s = line(
                "classic",
                n % 3 == 0,
                (n % 500) as u32,
                "2026-01-01T00:00:00Z",
            );
            s.seed = n as u64;
            s.id = Some(format!("{n:016x}"));
            s.record = Some(format!("20260101-000000-classic-{n}.json"));
            writeln!(out, "{}", text_of(&s)).expect("write");
            rows.push(n);
        }
    }
    out.flush().expect("flush");
    rows
}

fn reads_many(lines: usize, at_least: u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let rows = write_many(&path, lines);
    let size = fs::metadata(&path).expect("written").len();
    assert!(size > at_least, "{size} bytes");
    let scores = Scores::load(&path).expect("reads");
    assert_eq!(scores.warnings().len(), lines / 1000);
    assert_eq!(scores.rows().map(|s| s.row).collect::<Vec<_>>(), rows);
    // Every row is its own line, wherever the blocks were cut.
    for s in scores.rows().step_by(97) {
        assert_eq!(s.seed(), s.row as u64);
        assert_eq!(s.line().expect("reads again").seed, s.row as u64);
    }
    let last = scores.last().expect("a row");
    assert_eq!(last.row, *rows.last().expect("a row"));
    assert_eq!(scores.best(Some("classic")).len(), rows.len());
}

#[test]
fn a_file_of_many_blocks_reads_every_line_at_its_row() {
    // Some 5 MB: several blocks.
    reads_many(20_000, 4 << 20);
}

#[test]
fn a_file_bigger_than_the_old_64_mib_limit_reads() {
    // Some 77 MB, written and read in seconds.
    reads_many(300_000, 64 << 20);
}
