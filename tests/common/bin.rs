//! The release-shaped binary as a user runs it, for command-line tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `wumpus` with `args`, `stdin` as its input, and no user config from
/// the machine running the tests.
pub fn wumpus(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(args)
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", "tests/fixtures/config/xdg-empty")
        .env("HOME", "tests/fixtures/config/xdg-empty")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(mut input) = child.stdin.take() {
        input
            .write_all(stdin.as_bytes())
            .expect("stdin takes the script");
    }
    child.wait_with_output().expect("the binary finishes")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
