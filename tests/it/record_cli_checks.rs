//! `wumpus replay FILE --plain` on a record with one command edited (its
//! second shot sent into another tunnel): the transcript stops before the
//! turn it parts ways, the turn named on stderr, exit 1; with `--force` it
//! plays on, a line marking where, exit 0 with a warning.

use crate::bin;

use bin::{text, wumpus_at};
use std::path::Path;

/// The start room's tunnels in a plain classic game of `seed`, as printed.
fn tunnels(data: &Path, seed: &str) -> Vec<String> {
    let out = wumpus_at(data, &["play", "classic", "--plain", "--seed", seed], "");
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("Tunnels lead to "))
        .expect("the tunnels are described");
    line.split_whitespace().map(str::to_string).collect()
}

/// A finished classic game of seed 42 played in `data`: five shots into
/// the start room's first tunnel, no move, no refusal.
fn finished_game(data: &Path) {
    let room = tunnels(data, "42").remove(0);
    let script = format!("s {room}\n").repeat(5) + "q\n";
    let out = wumpus_at(
        data,
        &["play", "classic", "--plain", "--seed", "42"],
        &script,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("Game over after"));
}

/// The only record file in `data`.
fn the_record(data: &Path) -> std::path::PathBuf {
    std::fs::read_dir(data.join("records"))
        .expect("records")
        .next()
        .expect("one record")
        .expect("entry")
        .path()
}

/// The finished game's record with its second shot sent into another of
/// the start room's tunnels: its path, and the clean replay's transcript.
fn a_record_with_another_second_shot(data: &Path) -> (std::path::PathBuf, String) {
    finished_game(data);
    let file = the_record(data);
    let clean = wumpus_at(data, &["replay", "last", "--plain"], "");
    assert!(clean.status.success(), "{}", text(&clean.stderr));
    let text_before = std::fs::read_to_string(&file).expect("record");
    let record: serde_json::Value = serde_json::from_str(&text_before).expect("JSON");
    let shot = &record["commands"][1];
    assert_eq!(shot["turn"], 2, "{shot}");
    let room = shot["command"]["shoot"][0].as_u64().expect("a shot");
    // The same room's other tunnels, by their labels as printed.
    let labels = record["rules"]["knobs"]["cave"]["fixed"]["labels"]
        .as_array()
        .expect("labels");
    let other = tunnels(data, "42")
        .iter()
        .filter_map(|t| labels.iter().position(|l| l.as_str() == Some(t)))
        .find(|&i| i as u64 != room)
        .expect("another tunnel");
    let line = format!("{{\"turn\":2,\"seat\":0,\"command\":{{\"shoot\":[{room}]}}");
    let edited = format!("{{\"turn\":2,\"seat\":0,\"command\":{{\"shoot\":[{other}]}}");
    assert!(text_before.contains(&line), "{text_before}");
    std::fs::write(&file, text_before.replacen(&line, &edited, 1)).expect("edited");
    (file, text(&clean.stdout))
}

#[test]
fn an_edited_shot_stops_the_plain_replay_before_its_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (file, clean) = a_record_with_another_second_shot(dir.path());
    let file = file.to_str().expect("UTF-8 path");
    let out = wumpus_at(dir.path(), &["replay", file, "--plain"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("the record and the game part ways at turn 2 (command 2)"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    // The transcript up to the turn before: the first shot, the room
    // after it, and no second prompt.
    let shown = text(&out.stdout);
    assert!(clean.starts_with(&shown), "{shown}");
    assert!(shown.contains("turn 1> "), "{shown}");
    assert!(!shown.contains("turn 2> "), "{shown}");
    assert!(clean[shown.len()..].contains("turn 2> "));
}

#[test]
fn an_edited_shot_forced_plays_on_marked() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (file, clean) = a_record_with_another_second_shot(dir.path());
    let file = file.to_str().expect("UTF-8 path");
    let stopped = wumpus_at(dir.path(), &["replay", file, "--plain"], "");
    let out = wumpus_at(dir.path(), &["replay", file, "--plain", "--force"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let marker = "[--force: diverged from the record at turn 2 (command 2); what follows is not the recorded game]\n";
    // What fits, the marker, then the edited game on.
    let before = text(&stopped.stdout);
    assert_eq!(shown.get(..before.len()), Some(before.as_str()), "{shown}");
    let rest = &shown[before.len()..];
    assert!(rest.starts_with(marker), "{rest}");
    assert!(rest[marker.len()..].starts_with("turn 2> "), "{rest}");
    assert_ne!(shown, clean);
    let err = text(&out.stderr);
    assert!(err.starts_with("wumpus: warning: "), "{err}");
    assert!(err.contains("part ways at turn 2 (command 2)"), "{err}");
}

/// A move into another tunnel of the start room: stopped at once, turn 1
/// named, only the start room shown.
#[test]
fn an_edited_move_stops_the_plain_replay_at_turn_1() {
    let dir = tempfile::tempdir().expect("temp dir");
    let rooms = tunnels(dir.path(), "42");
    let out = wumpus_at(
        dir.path(),
        &["play", "classic", "--plain", "--seed", "42"],
        &format!("m {}\nq\na\n", rooms[0]),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let file = the_record(dir.path());
    let before = std::fs::read_to_string(&file).expect("record");
    let record: serde_json::Value = serde_json::from_str(&before).expect("JSON");
    let labels = record["rules"]["knobs"]["cave"]["fixed"]["labels"]
        .as_array()
        .expect("labels");
    let index = |label: &str| {
        labels
            .iter()
            .position(|l| l.as_str() == Some(label))
            .expect("a label")
    };
    let (from, to) = (index(&rooms[0]), index(&rooms[1]));
    let line = format!("\"command\":{{\"move\":{from}}}");
    assert!(before.contains(&line), "{before}");
    let edited = before.replacen(&line, &format!("\"command\":{{\"move\":{to}}}"), 1);
    std::fs::write(&file, edited).expect("edited");
    let file = file.to_str().expect("UTF-8 path");
    let out = wumpus_at(dir.path(), &["replay", file, "--plain"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("part ways at turn 1 (command 1)"), "{err}");
    let shown = text(&out.stdout);
    assert!(
        shown.contains(&format!("Tunnels lead to {}", rooms.join(" "))),
        "{shown}"
    );
    assert!(!shown.contains("turn 1> "), "{shown}");
}
