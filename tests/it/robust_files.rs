//! Odd files and arguments are refused with a clear message and exit 2,
//! never read forever: FIFOs, devices, oversized caves files, configs that
//! are not UTF-8 or bind bad keys, and absurd thread counts.

use std::process::{Command, Output};
use tempfile::TempDir;

fn wumpus(args: &[&str]) -> Output {
    // A data directory of its own: no test touches the player's files,
    // and none is left behind.
    let data = scratch("data");
    let out = Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(args)
        .env_remove("WUMPUS_CONFIG")
        .env("WUMPUS_DATA", data.path())
        .output();
    out.unwrap_or_else(|e| panic!("cannot run wumpus: {e}"))
}

/// A fresh scratch directory for this test, removed when it is dropped.
fn scratch(name: &str) -> TempDir {
    tempfile::Builder::new()
        .prefix(&format!("wumpus-robust-{name}-"))
        .tempdir()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn refused(out: &Output, want: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.trim_end(), want);
}

#[test]
fn a_fifo_is_refused_not_read_forever() {
    let dir = scratch("fifo");
    let fifo = dir.path().join("caves.fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo failed");
    let shown = fifo.display();
    refused(
        &wumpus(&["check", &fifo.to_string_lossy()]),
        &format!(
            "wumpus: {shown}:0:0: cannot read the file: is a FIFO (named pipe), not a regular file"
        ),
    );
    refused(
        &wumpus(&["--config", &fifo.to_string_lossy(), "variants"]),
        &format!(
            "wumpus: {shown}: cannot read: is a FIFO (named pipe), not a regular file (named by --config)"
        ),
    );
}

#[test]
fn a_device_and_an_oversized_caves_file_are_refused() {
    refused(
        &wumpus(&["check", "/dev/zero"]),
        "wumpus: /dev/zero:0:0: cannot read the file: is a device, not a regular file",
    );
    let dir = scratch("big");
    let big = dir.path().join("big.cave");
    std::fs::write(&big, vec![b'a'; (1 << 20) + 1]).unwrap_or_else(|e| panic!("{e}"));
    refused(
        &wumpus(&["check", &big.to_string_lossy()]),
        &format!(
            "wumpus: {}:0:0: cannot read the file: larger than 1024 KiB",
            big.display()
        ),
    );
}

#[test]
fn a_config_that_is_not_utf8_is_located() {
    let dir = scratch("utf8");
    let file = dir.path().join("bad.toml");
    std::fs::write(&file, b"theme = \"dark\"\n[keys]\nab\xff = \"x\"\n")
        .unwrap_or_else(|e| panic!("{e}"));
    refused(
        &wumpus(&["check", &file.to_string_lossy()]),
        &format!(
            "wumpus: {}:3:3: the file is not valid UTF-8 text",
            file.display()
        ),
    );
}

#[test]
fn check_refuses_a_key_binding_play_refuses() {
    let dir = scratch("keys");
    let file = dir.path().join("keys.toml");
    std::fs::write(&file, "[keys]\ntunnel_1 = \"ab\"\n").unwrap_or_else(|e| panic!("{e}"));
    let out = wumpus(&["check", &file.to_string_lossy()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    let at = format!("wumpus: {}:2:1: \"ab\" is no key", file.display());
    assert!(err.starts_with(&at), "{err}");
}

#[test]
fn too_many_threads_are_refused() {
    refused(
        &wumpus(&["sim", "classic", "--threads", "100000", "--games", "1"]),
        "wumpus: --threads 100000 is too many: at most 256 (the default uses every core)",
    );
}
