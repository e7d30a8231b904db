//! The release-shaped binary as a user runs it, for command-line tests.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `wumpus` with `args`, `stdin` as its input, no user config from
/// the machine running the tests, and a data directory of its own that is
/// gone afterwards (no test touches the player's scores or save).
pub fn wumpus(args: &[&str], stdin: &str) -> Output {
    let data = tempfile::tempdir().expect("a temporary data directory");
    wumpus_at(data.path(), args, stdin)
}

/// As `wumpus`, with `data` as the data directory (`WUMPUS_DATA`), for
/// tests that look at the files a game leaves or run several commands on
/// the same files.
pub fn wumpus_at(data: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = command_at(data, args).spawn().expect("the binary runs");
    if let Some(mut input) = child.stdin.take() {
        input
            .write_all(stdin.as_bytes())
            .expect("stdin takes the script");
    }
    child.wait_with_output().expect("the binary finishes")
}

/// The command `wumpus_at` runs, not started: for tests that keep a game
/// running, or add to its environment.
pub fn command_at(data: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wumpus"));
    cmd.args(args)
        .env_remove("WUMPUS_CONFIG")
        .env_remove("WUMPUS_FAULT")
        .env("XDG_CONFIG_HOME", "tests/fixtures/config/xdg-empty")
        .env("HOME", "tests/fixtures/config/xdg-empty")
        .env("WUMPUS_DATA", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
