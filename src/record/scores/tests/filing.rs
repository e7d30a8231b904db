//! `file_line` and `filed_rows`: a game is filed once, at the row the
//! table reads it at.

use super::*;
use std::collections::HashSet;

fn game(id: &str, turns: u32) -> ScoreLine {
    ScoreLine {
        id: Some(id.into()),
        ..line("classic", true, turns, "2026-01-01T00:00:00Z")
    }
}

fn line_count(path: &Path) -> usize {
    fs::read(path).expect("read").split(|&b| b == b'\n').count()
}

#[test]
fn filing_a_game_twice_adds_one_line_and_gives_the_same_row() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    append(&path, &game("00000000000000aa", 3)).expect("appends");
    let first = file_line(&path, &game("00000000000000bb", 5)).expect("files");
    assert_eq!(
        first,
        Filed {
            row: 2,
            already: false
        }
    );
    let size = fs::metadata(&path).expect("there").len();
    // Filed again (a crash between the steps of a game's end), even with
    // another date: the game is the id.
    let mut again = game("00000000000000bb", 5);
    again.date = "2026-02-02T00:00:00Z".into();
    let second = file_line(&path, &again).expect("files");
    assert_eq!(
        second,
        Filed {
            row: 2,
            already: true
        }
    );
    assert_eq!(fs::metadata(&path).expect("there").len(), size);
    // Without an id, every filing is a new line.
    let plain = line("classic", true, 5, "2026-01-01T00:00:00Z");
    assert_eq!(file_line(&path, &plain).expect("files").row, 3);
    assert_eq!(file_line(&path, &plain).expect("files").row, 4);
}

#[test]
fn the_row_filed_is_the_row_the_table_reads_it_at() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let good = serde_json::to_string(&game("0000000000000001", 1)).expect("json");
    // Empty; a blank line; a last line without its newline (a write cut
    // short); a corrupt line naming the id filed next, which does not
    // count as filed.
    let starts: [(&str, &[u8]); 5] = [
        ("empty", b""),
        ("ends in a newline", format!("{good}\n").leak().as_bytes()),
        ("blank lines", format!("{good}\n\n\n").leak().as_bytes()),
        (
            "no newline",
            format!("{good}\n{{\"format\":1,\"se").leak().as_bytes(),
        ),
        (
            "a corrupt line with the id",
            format!("{good}\n{{\"id\":\"00000000000000ff\",\"format\":1}}")
                .leak()
                .as_bytes(),
        ),
    ];
    for (what, start) in starts {
        fs::write(&path, start).expect("write");
        let filed = file_line(&path, &game("00000000000000ff", 9)).expect("files");
        assert!(!filed.already, "{what}");
        let scores = Scores::load(&path).expect("reads");
        let row = scores
            .row(filed.row)
            .unwrap_or_else(|| panic!("{what}: row {}", filed.row));
        assert_eq!(row.turns(), 9, "{what}");
        assert_eq!(scores.last().map(|s| s.row), Some(filed.row), "{what}");
        assert_eq!(line_count(&path), filed.row + 1, "{what}");
        let again = file_line(&path, &game("00000000000000ff", 9)).expect("files");
        assert_eq!(
            again,
            Filed {
                row: filed.row,
                already: true
            },
            "{what}"
        );
    }
}

#[test]
fn filed_rows_finds_the_first_row_of_each_id_filed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let ids: HashSet<String> = ["000000000000000a", "000000000000000b", "000000000000000c"]
        .map(String::from)
        .into();
    assert!(filed_rows(&path, &ids).expect("no file").is_empty());
    append(&path, &game("000000000000000b", 1)).expect("appends");
    append(&path, &game("0000000000000999", 1)).expect("appends");
    // A line for `a` that is not a score line: not filed.
    let mut bytes = fs::read(&path).expect("read");
    bytes.extend_from_slice(b"{\"id\":\"000000000000000a\"}\n");
    fs::write(&path, bytes).expect("write");
    append(&path, &line("classic", true, 1, "2026-01-01T00:00:00Z")).expect("appends");
    // Written by hand, spaced: still found.
    let mut bytes = fs::read(&path).expect("read");
    let c = serde_json::to_string(&game("000000000000000c", 2)).expect("json");
    let spaced = c.replace(",\"", ", \"").replace("\"id\":", "\"id\": ");
    assert_ne!(spaced, c);
    bytes.extend_from_slice(spaced.as_bytes());
    bytes.push(b'\n');
    fs::write(&path, bytes).expect("write");
    // Another line of `b`, after: the first is its row.
    append(&path, &game("000000000000000b", 1)).expect("appends");
    let rows = filed_rows(&path, &ids).expect("reads");
    let want: HashMap<String, usize> = [
        ("000000000000000b".to_string(), 1),
        ("000000000000000c".to_string(), 5),
    ]
    .into();
    assert_eq!(rows, want);
    assert!(filed_rows(dir.path(), &ids).is_err(), "a directory");
}
