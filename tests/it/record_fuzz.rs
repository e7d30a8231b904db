//! Fuzz-style tests of the record, save and score parsers, on the golden
//! files: random bytes, every truncation, random byte mutations and random
//! values in the JSON. Never a panic: a clear error, or for the score
//! table a skipped line with a warning. A record that still parses after
//! a mutation is replayed too: it replays, or it is an error.

use proptest::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};
use wumpus::record::{Record, Save, Scores};

fn fixture(name: &str) -> (PathBuf, Vec<u8>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records")
        .join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (path, bytes)
}

const RECORDS: &[&str] = &[
    "classic-v1.json",
    "grenade-v1.json",
    "grand-theft-v1.json",
    "hidden-v1.json",
    "labyrinth-v1.json",
    "classic-v2.json",
    "grenade-v2.json",
    "grand-theft-v2.json",
    "hidden-v2.json",
    "labyrinth-v2.json",
];

const SAVES: &[&str] = &["save-v1.json", "save-v2.json"];

/// Parses `bytes` as a record and, if that works, replays it; either may
/// fail, neither may panic. True if the record parsed.
fn record_survives(bytes: &[u8], path: &Path) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return false;
    };
    match Record::parse(text, path) {
        Ok(record) => {
            let _ = wumpus::record::replay::check(&record);
            true
        }
        Err(e) => {
            // A clear error names the file.
            assert!(e.to_string().contains(&path.display().to_string()), "{e}");
            false
        }
    }
}

fn save_survives(bytes: &[u8], path: &Path) {
    if let Ok(text) = std::str::from_utf8(bytes) {
        match Save::parse(text, path) {
            Ok(save) => {
                let _ = wumpus::record::replay::check(&save.record);
                let _ = save.resume_line();
            }
            Err(e) => assert!(e.to_string().contains(&path.display().to_string()), "{e}"),
        }
    }
}

/// Every line of `bytes` is a row, a warning, or blank.
fn scores_survive(bytes: &[u8], path: &Path) {
    let scores = Scores::parse(bytes, path);
    let blank = bytes
        .split(|&b| b == b'\n')
        .filter(|l| std::str::from_utf8(l).is_ok_and(|t| t.trim().is_empty()))
        .count();
    let lines = bytes.split(|&b| b == b'\n').count();
    assert_eq!(scores.rows().len() + scores.warnings().len() + blank, lines);
    for w in scores.warnings() {
        assert!(
            w.to_string()
                .starts_with(&format!("{}:{}: ", path.display(), w.line))
        );
    }
}

#[test]
fn every_truncation_is_an_error() {
    for name in RECORDS.iter().chain(SAVES) {
        let (path, bytes) = fixture(name);
        let whole = String::from_utf8(bytes.clone()).expect("UTF-8");
        let content = whole.trim_end().len();
        for cut in 0..bytes.len() {
            if name.starts_with("save") {
                save_survives(&bytes[..cut], &path);
            } else {
                let parsed = record_survives(&bytes[..cut], &path);
                assert_eq!(parsed, cut >= content, "{name} cut at {cut}");
            }
        }
    }
    let (path, bytes) = fixture("scores-v1.jsonl");
    for cut in 0..bytes.len() {
        scores_survive(&bytes[..cut], &path);
    }
}

/// Mutates `bytes`: each (position, kind, byte) flips, inserts or deletes.
fn mutate(bytes: &[u8], edits: &[(usize, u8, u8)]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for &(at, kind, byte) in edits {
        if out.is_empty() {
            out.push(byte);
            continue;
        }
        let at = at % out.len();
        match kind % 3 {
            0 => out[at] = byte,
            1 => out.insert(at, byte),
            _ => {
                out.remove(at);
            }
        }
    }
    out
}

/// A JSON value with one leaf replaced by `new`: the `pick`-th leaf.
fn replace_leaf(v: &mut Value, pick: &mut usize, new: &Value) -> bool {
    match v {
        Value::Array(items) => items.iter_mut().any(|i| replace_leaf(i, pick, new)),
        Value::Object(map) => map.values_mut().any(|i| replace_leaf(i, pick, new)),
        leaf => {
            if *pick == 0 {
                *leaf = new.clone();
                true
            } else {
                *pick -= 1;
                false
            }
        }
    }
}

fn leaves(v: &Value) -> usize {
    match v {
        Value::Array(items) => items.iter().map(leaves).sum(),
        Value::Object(map) => map.values().map(leaves).sum(),
        _ => 1,
    }
}

fn any_leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..40).prop_map(Value::from),
        any::<bool>().prop_map(Value::from),
        Just(Value::Null),
        "[a-z_]{0,8}".prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::from)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let path = Path::new("/fuzz/x.json");
        record_survives(&bytes, path);
        save_survives(&bytes, path);
        scores_survive(&bytes, path);
    }

    #[test]
    fn byte_mutations_never_panic(
        which in 0usize..RECORDS.len(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..6),
    ) {
        let (path, bytes) = fixture(RECORDS[which]);
        record_survives(&mutate(&bytes, &edits), &path);
        let (path, bytes) = fixture(SAVES[which % SAVES.len()]);
        save_survives(&mutate(&bytes, &edits), &path);
        let (path, bytes) = fixture("scores-v1.jsonl");
        scores_survive(&mutate(&bytes, &edits), &path);
    }

    /// Values a hand edit might leave: any number, string or null in any
    /// place of a record that otherwise parses.
    #[test]
    fn odd_values_never_panic(which in 0usize..RECORDS.len(), pick in any::<usize>(), new in any_leaf()) {
        let (path, bytes) = fixture(RECORDS[which]);
        let mut value: Value = serde_json::from_slice(&bytes).expect("golden JSON");
        let mut left = pick % leaves(&value);
        prop_assert!(replace_leaf(&mut value, &mut left, &new));
        record_survives(value.to_string().as_bytes(), &path);
    }
}
