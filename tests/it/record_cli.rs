//! The record commands as a player runs them: a finished `--plain` game in
//! `wumpus scores --json`, `wumpus replay last --plain` printing the same
//! game, a corrupt score line reported with path:line and kept, data
//! directories that cannot be written, `kill -9` then `wumpus resume
//! --plain`, and a record that no longer replays as it was played.

use crate::bin;

use bin::{text, wumpus_at};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

/// The start room's tunnels in a plain classic game of `seed`.
fn tunnels(data: &Path, seed: &str) -> Vec<String> {
    let out = wumpus_at(data, &["play", "classic", "--plain", "--seed", seed], "");
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("Tunnels lead to "))
        .expect("the tunnels are described");
    line.split_whitespace().map(str::to_string).collect()
}

/// Shooting into the next room until the arrows are gone (or the Wumpus
/// comes): a game that ends with no refusal and no move.
fn shooting_script(room: &str) -> String {
    format!("s {room}\n").repeat(5) + "q\n"
}

/// A finished classic game of seed 42 played in `data`: its transcript.
fn finished_game(data: &Path) -> String {
    let room = tunnels(data, "42").remove(0);
    let out = wumpus_at(
        data,
        &["play", "classic", "--plain", "--seed", "42"],
        &shooting_script(&room),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let transcript = text(&out.stdout);
    assert!(transcript.contains("Game over after"), "{transcript}");
    transcript
}

#[test]
fn a_finished_plain_game_is_scored_and_replays_as_it_was_printed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let transcript = finished_game(dir.path());

    let out = wumpus_at(dir.path(), &["scores", "--json"], "");
    assert!(out.status.success());
    let json = text(&out.stdout);
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    assert_eq!(lines.len(), 1, "{json}");
    let game = &lines[0];
    assert_eq!(game["variant"], "classic");
    assert_eq!(game["seed"], 42);
    assert_eq!(game["hand_seeded"], true);
    assert!(
        game["outcome"].is_string() && game["turns"].is_u64(),
        "{game}"
    );
    assert_eq!(game["row"], 1);

    // The same game, printed as plain mode printed it.
    let out = wumpus_at(dir.path(), &["replay", "last", "--plain"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let played = transcript
        .split("Play again?")
        .next()
        .expect("the game before the question");
    assert_eq!(text(&out.stdout), played);
    // By its row, too.
    let by_row = wumpus_at(dir.path(), &["replay", "1", "--plain"], "");
    assert_eq!(text(&by_row.stdout), played);

    // The table names it.
    let out = wumpus_at(dir.path(), &["scores"], "");
    let table = text(&out.stdout);
    assert!(table.contains("Classic (classic): best games"), "{table}");
    assert!(table.contains("Recent games"), "{table}");
}

#[test]
fn a_corrupt_score_line_is_reported_kept_and_new_games_still_go_in() {
    let dir = tempfile::tempdir().expect("temp dir");
    finished_game(dir.path());
    let scores = dir.path().join("scores.jsonl");
    let mut bytes = std::fs::read(&scores).expect("scores");
    let garbage = b"{\"format\": 1, this is not JSON\n";
    bytes.extend_from_slice(garbage);
    std::fs::write(&scores, &bytes).expect("corrupted");

    let out = wumpus_at(dir.path(), &["scores", "--json"], "");
    assert!(out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("{}:2: ", scores.display())),
        "path:line named: {err}"
    );
    assert_eq!(text(&out.stdout).lines().count(), 1);

    // Another game ends: appended after the bad line, which stays as it was.
    finished_game(dir.path());
    let now = std::fs::read(&scores).expect("scores");
    assert!(now.starts_with(&bytes), "the bad line keeps its bytes");
    assert!(now.len() > bytes.len());
    let out = wumpus_at(dir.path(), &["scores", "--json"], "");
    assert_eq!(text(&out.stdout).lines().count(), 2);
    assert!(text(&out.stderr).contains(":2: "));
}

#[test]
fn a_record_that_no_longer_replays_is_reported_as_such() {
    let dir = tempfile::tempdir().expect("temp dir");
    finished_game(dir.path());
    let records = dir.path().join("records");
    let file = std::fs::read_dir(&records)
        .expect("records")
        .next()
        .expect("one record")
        .expect("entry")
        .path();
    // The final state's hash, as if the game had gone another way.
    let record = std::fs::read_to_string(&file).expect("record");
    let at = record.find("\"sha256:").expect("a hash") + "\"sha256:".len();
    let mut tampered = record.clone();
    tampered.replace_range(at..at + 64, &"0".repeat(64));
    assert_ne!(tampered, record);
    std::fs::write(&file, tampered).expect("tampered");
    let out = wumpus_at(dir.path(), &["replay", "last", "--plain"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("does not replay as it was played"), "{err}");
}

/// A data directory that cannot be written costs a line in the log, once,
/// and the game goes on to its end.
fn game_goes_on(data: &Path, wrap: Option<&[&str]>) {
    let room = {
        let scratch = tempfile::tempdir().expect("temp dir");
        tunnels(scratch.path(), "42").remove(0)
    };
    let exe = env!("CARGO_BIN_EXE_wumpus");
    let mut cmd = match wrap {
        Some(prefix) => {
            let mut c = Command::new(prefix[0]);
            c.args(&prefix[1..]).arg(exe);
            c
        }
        None => Command::new(exe),
    };
    let mut child = cmd
        .args(["play", "classic", "--plain", "--seed", "42"])
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", "tests/fixtures/config/xdg-empty")
        .env("HOME", "tests/fixtures/config/xdg-empty")
        .env("WUMPUS_DATA", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    if let Some(mut input) = child.stdin.take() {
        input
            .write_all(shooting_script(&room).as_bytes())
            .expect("script");
    }
    let out = child.wait_with_output().expect("finishes");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("Game over after"), "{stdout}");
    let saving = stdout
        .lines()
        .filter(|l| l.contains("could not be saved"))
        .count();
    let recording = stdout
        .lines()
        .filter(|l| l.contains("could not be recorded"))
        .count();
    assert_eq!((saving, recording), (1, 1), "one line each:\n{stdout}");
}

#[test]
fn a_data_dir_that_is_a_file_is_a_line_in_the_log() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, "x").expect("file");
    game_goes_on(&file, None);
    assert_eq!(std::fs::read(&file).expect("still there"), b"x");
}

#[cfg(unix)]
#[test]
fn a_read_only_data_dir_is_a_line_in_the_log() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    std::fs::create_dir(&data).expect("dir");
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
    // Root writes anywhere: the game then runs as nobody.
    let privileged = std::fs::write(data.join("probe"), "x").is_ok();
    let _ = std::fs::remove_file(data.join("probe"));
    if privileged {
        game_goes_on(
            &data,
            Some(&[
                "setpriv",
                "--reuid=65534",
                "--regid=65534",
                "--clear-groups",
            ]),
        );
    } else {
        game_goes_on(&data, None);
    }
    assert_eq!(std::fs::read_dir(&data).expect("readable").count(), 0);
}

#[test]
fn a_data_dir_that_does_not_exist_yet_is_made() {
    let dir = tempfile::tempdir().expect("temp dir");
    let deep = dir.path().join("a").join("b").join("c").join("wumpus");
    finished_game(&deep);
    assert!(deep.join("scores.jsonl").is_file());
    assert!(deep.join("records").is_dir());
    assert!(
        !deep.join("save.json").exists(),
        "the save went with its game"
    );
}

/// Reads the child's output until `want` has been printed.
fn read_until(out: &mut impl BufRead, want: &str) -> String {
    let mut seen = String::new();
    let mut buf = Vec::new();
    while !seen.contains(want) {
        buf.clear();
        // A prompt has no newline: read what is there, byte by byte.
        let n = out.read_until(b'>', &mut buf).expect("reads");
        assert!(n > 0, "ended before {want:?}:\n{seen}");
        seen.push_str(&String::from_utf8_lossy(&buf));
    }
    seen
}

#[test]
fn kill_9_then_resume_plain_gives_the_same_room_and_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let room = tunnels(dir.path(), "42").remove(0);
    let mut child = Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(["play", "classic", "--plain", "--seed", "42"])
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", "tests/fixtures/config/xdg-empty")
        .env("HOME", "tests/fixtures/config/xdg-empty")
        .env("WUMPUS_DATA", dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    read_until(&mut output, "turn 1>");
    writeln!(input, "s {room}").expect("a shot");
    let before = read_until(&mut output, "turn 2>");
    // The state the player sees, just before the prompt.
    let seen: Vec<&str> = before
        .lines()
        .filter(|l| l.starts_with("You are in room") || l.starts_with("Arrows left"))
        .collect();
    child.kill().expect("kill -9");
    let _ = child.wait();

    let out = wumpus_at(dir.path(), &["resume", "--plain"], "");
    let resumed = text(&out.stdout);
    assert!(out.status.success(), "{resumed}{}", text(&out.stderr));
    for line in seen {
        assert!(resumed.contains(line), "{line:?} again:\n{resumed}");
    }
    assert!(resumed.contains("Resumed: Classic, turn 2"), "{resumed}");
    assert!(resumed.contains("turn 2> "), "{resumed}");
}

#[test]
fn quit_in_plain_mode_saves_and_resume_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let room = tunnels(dir.path(), "42").remove(0);
    let out = wumpus_at(
        dir.path(),
        &["play", "classic", "--plain", "--seed", "42"],
        &format!("s {room}\nq\ns\n"),
    );
    assert!(text(&out.stdout).contains("Saved. Goodbye."));
    let saves = dir.path().join("saves");
    let saved = |ext: &str| {
        std::fs::read_dir(&saves).map_or(0, |d| {
            d.flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == ext))
                .count()
        })
    };
    assert_eq!(saved("json"), 1);
    assert_eq!(saved("lock"), 0, "let go when the game was left");
    // Abandoned from the resumed game: in the scores as such.
    let out = wumpus_at(dir.path(), &["resume", "--plain"], "q\na\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("turn 2> "), "{stdout}");
    assert!(stdout.contains("Abandoned. Goodbye."), "{stdout}");
    assert_eq!((saved("json"), saved("lock")), (0, 0));
    let out = wumpus_at(dir.path(), &["scores", "--json"], "");
    assert!(text(&out.stdout).contains("\"outcome\":\"abandoned\""));
    // Nothing saved now.
    let out = wumpus_at(dir.path(), &["resume", "--plain"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("no saved game"));
}

/// An all-bots hidden game in plain mode (its bots play by themselves) plays
/// back as the same transcript.
#[test]
fn an_all_bots_hidden_game_replays_as_it_was_printed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = wumpus_at(
        dir.path(),
        &["play", "hidden-watch", "--plain", "--seed", "5"],
        "q\n",
    );
    let transcript = text(&out.stdout);
    assert!(transcript.contains("Game over after"), "{transcript}");
    let out = wumpus_at(dir.path(), &["replay", "last", "--plain"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let played = transcript.split("Play again?").next().expect("the game");
    assert_eq!(text(&out.stdout), played);
}

/// Refused commands are in the transcript plain mode printed, and in its
/// replay: the labyrinth's "Wall." lines, in their places.
#[test]
fn refusals_replay_in_their_places() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = wumpus_at(
        dir.path(),
        &["play", "labyrinth-small", "--plain", "--seed", "3"],
        "s\ne\nn\nw\ne\nq\na\n",
    );
    let transcript = text(&out.stdout);
    assert!(transcript.contains("Wall."), "{transcript}");
    let out = wumpus_at(dir.path(), &["replay", "last", "--plain"], "");
    let replayed = text(&out.stdout);
    // Up to the prompt where the player left.
    let left = transcript.rfind("? q\n").expect("the q");
    let prompt_start = transcript[..left].rfind('\n').map_or(0, |i| i + 1);
    assert_eq!(
        replayed,
        format!(
            "{}The record ends here: the game was abandoned.\n",
            &transcript[..prompt_start]
        )
    );
}

#[test]
fn resume_names_a_save_it_cannot_read_instead_of_saying_there_is_none() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).expect("saves dir");
    let bad = saves.join("0123456789abcdef.json");
    let garbage = b"{\"format\": 1, cut off";
    std::fs::write(&bad, garbage).expect("written");
    for args in [
        &["resume", "--plain"][..],
        &["resume", "0123", "--plain"][..],
    ] {
        let out = wumpus_at(dir.path(), args, "");
        let said = text(&out.stderr);
        assert!(!out.status.success(), "{said}");
        assert!(said.contains("cannot be read"), "{args:?}: {said}");
        assert!(said.contains("0123456789abcdef.json"), "{args:?}: {said}");
    }
    assert_eq!(
        std::fs::read(&bad).expect("kept"),
        garbage,
        "the bytes are kept"
    );
}
