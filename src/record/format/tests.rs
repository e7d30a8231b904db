use super::*;
use crate::engine::classic::Classic;
use crate::record::testing::recorded;
use std::path::PathBuf;

fn sample() -> Record {
    let (_, recorder) = recorded::<Classic>("classic", 3, 8);
    let mut record = recorder.snapshot().expect("recordable");
    record
        .annotations
        .set("marks", 1, &[(4, "pit")])
        .expect("serializes");
    record
}

fn here() -> PathBuf {
    PathBuf::from("/data/records/r.json")
}

#[test]
fn a_record_reads_back_as_written() {
    let record = sample();
    assert!(!record.commands.is_empty());
    let text = record.to_json().expect("writes");
    assert_eq!(Record::parse(&text, &here()).expect("reads"), record);
    // A header, then one line a command.
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "{");
    assert_eq!(lines[1], "  \"format\": 3,");
    let first = lines
        .iter()
        .position(|l| l.starts_with("  \"commands\": ["))
        .expect("commands");
    for (i, entry) in record.commands.iter().enumerate() {
        let line = lines[first + 1 + i].trim().trim_end_matches(',');
        let back: Entry = serde_json::from_str(line).expect("an entry a line");
        assert_eq!(&back, entry);
        // Its check last, on the same line.
        let check = entry.check.as_deref().expect("every command checked");
        assert!(
            line.ends_with(&format!(",\"check\":\"{check}\"}}")),
            "{line}"
        );
    }
}

#[test]
fn a_record_is_written_and_read_as_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("r.json");
    let record = sample();
    record.write(&path).expect("writes");
    assert_eq!(Record::read(&path).expect("reads"), record);
}

#[test]
fn a_newer_record_is_refused_naming_both_versions() {
    let mut value = serde_json::to_value(sample()).expect("value");
    value["format"] = 7.into();
    // Whatever else a newer format changed.
    value["commands"] = "elsewhere".into();
    let err = Record::parse(&value.to_string(), &here()).expect_err("newer");
    assert_eq!(
        err.to_string(),
        "/data/records/r.json: this record was made by a newer wumpus (format 7; this one reads format 3 and older)"
    );
}

#[test]
fn broken_records_say_where() {
    let text = sample().to_json().expect("writes");
    let broken = text.replacen("\"seed\": 3", "\"seed\": \"three\"", 1);
    let err = Record::parse(&broken, &here()).expect_err("a string seed");
    let message = err.to_string();
    // Line 6: after the format, the version, the id and the variant.
    assert!(message.starts_with("/data/records/r.json:6:"), "{message}");
    assert!(
        message.contains("not a valid record: invalid type"),
        "{message}"
    );

    let err = Record::parse("{\"seed\": 1}", &here()).expect_err("no version");
    assert_eq!(
        err.to_string(),
        "/data/records/r.json: not a valid record: it has no format version"
    );
    let err = Record::parse("[1, 2", &here()).expect_err("not even JSON");
    assert!(
        err.to_string().starts_with("/data/records/r.json:1:"),
        "{err}"
    );
    let err = Record::parse("{\"format\": 0}", &here()).expect_err("zero");
    assert!(err.to_string().contains("unknown format 0"), "{err}");
}

#[test]
fn a_new_record_has_the_hash_of_no_history() {
    let (game, recorder) = recorded::<Classic>("classic", 3, 0);
    let record = recorder.record();
    assert!(record.commands.is_empty());
    assert_eq!(record.turn(), 0);
    assert_eq!(record.end, End::Playing);
    assert_eq!(record.hash, StateHash::new().finish(0, None));
    assert_eq!(record.started, "2026-04-14T10:15:30Z");
    assert_eq!(record.seed, 3);
    assert_eq!(record.crate_version, CRATE_VERSION);
    drop(game);
}

#[test]
fn a_format_1_entry_reads_without_a_check() {
    let entry: Entry = serde_json::from_str(r#"{"turn":1,"seat":0,"command":{"move":5}}"#)
        .expect("a format 1 entry");
    assert_eq!(entry.check, None);
    assert_eq!(
        serde_json::to_string(&entry).expect("writes"),
        r#"{"turn":1,"seat":0,"command":{"move":5}}"#
    );
    let mut record = sample();
    assert!(record.has_checks());
    record.format = 1;
    assert!(!record.has_checks());
}

#[test]
fn ends_have_keys() {
    assert_eq!(End::Playing.key(), None);
    assert_eq!(End::Abandoned.key(), Some("abandoned"));
    let over = End::Over {
        outcome: "eaten".into(),
        win: false,
    };
    assert_eq!(over.key(), Some("eaten"));
    assert!(!over.is_win());
    assert_eq!(
        serde_json::to_string(&over).expect("writes"),
        r#"{"state":"over","outcome":"eaten","win":false}"#
    );
}
