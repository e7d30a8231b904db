use super::*;
use crate::engine::classic::Classic;
use crate::record::testing::recorded;
use std::fs;

mod filing;
mod size;

pub(super) fn line(variant: &str, win: bool, turns: u32, date: &str) -> ScoreLine {
    ScoreLine {
        format: SCORES_FORMAT,
        id: None,
        variant: variant.into(),
        name: variant.to_uppercase(),
        rules: "classic".into(),
        seed: u64::from(turns),
        outcome: if win { "won" } else { "eaten" }.into(),
        win,
        turns,
        ammo: None,
        cheat: false,
        hints: false,
        hand_seeded: false,
        date: date.into(),
        record: None,
    }
}

#[test]
fn a_line_from_a_record() {
    let (_game, recorder) = recorded::<Classic>("classic", 3, 100);
    let mut record = recorder.snapshot().expect("recordable");
    record.flags.hand_seeded = true;
    let ammo = Some(crate::record::Ammo {
        count: 2,
        word: "arrows".into(),
    });
    let when = Utc::from_unix(1_776_161_730);
    let s = ScoreLine::new(&record, ammo.clone(), when, Some("r.json".into()));
    assert_eq!(s.variant, "classic");
    assert_eq!(s.name, "The classic");
    assert_eq!(s.rules, "classic");
    assert_eq!(s.seed, 3);
    assert_eq!(Some(s.outcome.as_str()), record.end.key());
    assert_eq!(s.turns, record.turn());
    assert_eq!(s.ammo, ammo);
    assert!(s.hand_seeded && !s.cheat && !s.hints);
    assert_eq!(s.date, "2026-04-14T10:15:30Z");
    assert_eq!(s.record.as_deref(), Some("r.json"));
}

#[test]
fn appended_lines_read_back_with_their_rows() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let a = line("classic", false, 9, "2026-01-01T00:00:00Z");
    let b = line("classic", true, 30, "2026-01-02T00:00:00Z");
    let c = line("grenade", true, 5, "2026-01-03T00:00:00Z");
    let d = line("classic", true, 12, "2026-01-04T00:00:00Z");
    let e = line("classic", true, 12, "2026-01-03T00:00:00Z");
    for s in [&a, &b, &c, &d, &e] {
        append(&path, s).expect("appends");
    }
    let scores = Scores::load(&path).expect("reads");
    assert!(scores.warnings().is_empty());
    assert_eq!(scores.rows().len(), 5);
    assert_eq!(
        scores.row(2).map(|s| s.line().expect("reads again")),
        Some(b)
    );
    assert!(scores.row(6).is_none());
    assert_eq!(scores.last().map(|s| s.row), Some(5));
    // Wins first, fewest turns, then the earliest.
    let best: Vec<usize> = scores.best(Some("classic")).iter().map(|s| s.row).collect();
    assert_eq!(best, [5, 4, 2, 1]);
    let all: Vec<usize> = scores.best(None).iter().map(|s| s.row).collect();
    assert_eq!(all, [3, 5, 4, 2, 1]);
    let recent: Vec<usize> = scores.recent(2).iter().map(|s| s.row).collect();
    assert_eq!(recent, [5, 4]);
    assert_eq!(
        scores.variants(),
        [("classic", "CLASSIC"), ("grenade", "GRENADE")]
    );
    let first = scores.rows().next().expect("a row");
    let json: serde_json::Value =
        serde_json::from_str(&first.to_json().expect("reads again")).expect("one JSON object");
    assert_eq!(json["row"], 1);
    assert_eq!(json["variant"], "classic");
    assert_eq!(json["seed"], 9);
    assert_eq!(json["outcome"], "eaten");
    assert_eq!(json["turns"], 9);
}

#[test]
fn no_file_is_an_empty_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let scores = Scores::load(&dir.path().join("scores.jsonl")).expect("empty");
    assert!(scores.is_empty() && scores.warnings().is_empty());
}

#[test]
fn bad_lines_are_skipped_with_warnings_and_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let good =
        serde_json::to_string(&line("classic", true, 4, "2026-01-01T00:00:00Z")).expect("json");
    let newer = good.replace("\"format\":1", "\"format\":9");
    let text = format!(
        "{good}\nnot json\n\n{newer}\n{{\"seed\":1}}\n\u{1}x\n{good}\n{{\"format\":1,\"vari"
    );
    let mut bytes = text.into_bytes();
    // A byte that is not UTF-8, on line 6.
    let at = bytes.iter().position(|&b| b == 1).expect("marker");
    bytes[at] = 0xff;
    fs::write(&path, &bytes).expect("write");
    let scores = Scores::load(&path).expect("reads");
    let rows: Vec<usize> = scores.rows().map(|s| s.row).collect();
    assert_eq!(rows, [1, 7]);
    let warnings: Vec<String> = scores.warnings().iter().map(ToString::to_string).collect();
    let p = path.display();
    assert_eq!(warnings.len(), 5, "{warnings:#?}");
    assert!(
        warnings[0].starts_with(&format!("{p}:2: not a valid score line")),
        "{warnings:#?}"
    );
    assert_eq!(
        warnings[1],
        format!(
            "{p}:4: a score line from a newer wumpus (format 9; this one reads format 1 and older); skipped"
        )
    );
    assert_eq!(
        warnings[2],
        format!("{p}:5: not a valid score line: it has no format version; skipped")
    );
    assert_eq!(
        warnings[3],
        format!("{p}:6: not a valid score line: not UTF-8 text; skipped")
    );
    assert!(
        warnings[4].starts_with(&format!("{p}:8: ")),
        "{warnings:#?}"
    );

    // A new game still goes in, on a line of its own, and nothing before
    // it changes.
    append(&path, &line("classic", false, 2, "2026-01-05T00:00:00Z")).expect("appends");
    let after = fs::read(&path).expect("read");
    assert_eq!(&after[..bytes.len()], &bytes[..]);
    let scores = Scores::load(&path).expect("reads");
    assert_eq!(scores.last().map(|s| (s.row, s.turns())), Some((9, 2)));
}

#[test]
fn a_directory_is_not_a_scores_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    assert!(Scores::load(dir.path()).is_err());
    let err = append(dir.path(), &line("c", true, 1, "d")).expect_err("a directory");
    assert!(
        err.to_string().contains(&dir.path().display().to_string()),
        "{err}"
    );
}

#[test]
fn a_line_read_again_from_a_file_that_changed_is_an_error_naming_path_and_row() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    append(&path, &line("classic", true, 4, "2026-01-01T00:00:00Z")).expect("appends");
    let scores = Scores::load(&path).expect("reads");
    fs::write(&path, b"").expect("emptied");
    let err = scores.row(1).expect("row 1").line().expect_err("gone");
    assert!(
        err.to_string()
            .starts_with(&format!("{}:1:", path.display())),
        "{err}"
    );
    append(&path, &line("classic", true, 7, "2026-01-01T00:00:00Z")).expect("appends");
    let err = scores
        .row(1)
        .expect("row 1")
        .line()
        .expect_err("another game");
    assert!(err.to_string().contains("another game"), "{err}");
}

#[test]
fn an_abandoned_game_ranks_nowhere_and_is_counted_with_the_streaks() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    let mut left = line("classic", false, 1, "2026-01-01T00:00:00Z");
    left.outcome = "abandoned".into();
    // In the order they ended: won, won, abandoned, lost, won, won, won.
    let games = [
        line("classic", true, 20, "2026-01-01T00:00:00Z"),
        line("classic", true, 9, "2026-01-02T00:00:00Z"),
        left,
        line("classic", false, 3, "2026-01-04T00:00:00Z"),
        line("classic", true, 30, "2026-01-05T00:00:00Z"),
        line("classic", true, 31, "2026-01-06T00:00:00Z"),
        line("classic", true, 32, "2026-01-07T00:00:00Z"),
    ];
    for g in &games {
        append(&path, g).expect("appended");
    }
    let scores = Scores::load(&path).expect("read");
    let best: Vec<u32> = scores
        .best(Some("classic"))
        .iter()
        .map(|s| s.turns())
        .collect();
    assert_eq!(
        best,
        [9, 20, 30, 31, 32, 3],
        "wins by turns, then the loss; not the abandoned one"
    );
    assert_eq!(
        scores.tally("classic"),
        Tally {
            played: 7,
            won: 5,
            lost: 1,
            abandoned: 1,
            best_streak: 3,
        }
    );
    assert_eq!(scores.tally("grenade"), Tally::default());
}
