//! Every way of ending or stopping the program gives the terminal back as
//! it was found, judged by `stty -a` on the pseudo-terminal itself; and
//! Ctrl-C acts at once, behind a paste or inside an unfinished escape.

use super::{Child, Spawned, TIMEOUT, spawn_after};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

type Result = std::result::Result<(), Box<dyn std::error::Error>>;

/// The pty's modes as `stty -a` prints them.
pub(super) fn stty(tty: &Path) -> std::result::Result<String, Box<dyn std::error::Error>> {
    let out = Command::new("stty")
        .arg("-a")
        .stdin(File::open(tty)?)
        .output()?;
    assert!(out.status.success(), "stty failed: {out:?}");
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

pub(super) fn signal(child: &Child, name: &str) -> Result {
    let pid = child.0.process_id().ok_or("no pid")?;
    let status = Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()?;
    assert!(status.success(), "kill -{name} failed");
    Ok(())
}

/// Waits until `done` holds, looking again every few milliseconds: a
/// state to reach, with the timeout only as a guard against a hang.
fn wait_state(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + TIMEOUT;
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Whether the process is stopped (`T` in /proc), as after SIGTSTP.
fn stopped(child: &Child) -> bool {
    let Some(pid) = child.0.process_id() else {
        return false;
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The state follows the command name, which is in parentheses.
    stat.rsplit(')')
        .next()
        .is_some_and(|rest| rest.trim_start().starts_with('T'))
}

/// Exits within the guard, or the test fails (rather than hangs).
pub(super) fn exits(child: &mut Child) -> portable_pty::ExitStatus {
    let mut status = None;
    wait_state("the program to exit", || {
        status = child.0.try_wait().ok().flatten();
        status.is_some()
    });
    status.unwrap_or_else(|| portable_pty::ExitStatus::with_exit_code(255))
}

/// The pty's slave device, held open so its modes outlive the program.
pub(super) struct Tty {
    pub(super) path: PathBuf,
    pub(super) _keep: File,
}

/// Starts the program with the pty's modes read first, before the program
/// can have changed them.
fn start() -> std::result::Result<(Spawned, Tty, String), Box<dyn std::error::Error>> {
    let mut found = None;
    let spawned = spawn_after(&[], |master| {
        let path = master.tty_name().ok_or("no tty name")?;
        let keep = File::open(&path)?;
        let before = stty(&path)?;
        found = Some((Tty { path, _keep: keep }, before));
        Ok(())
    })?;
    let (tty, before) = found.ok_or("the pty was not looked at")?;
    Ok((spawned, tty, before))
}

#[test]
fn every_ending_signal_restores_the_terminal() -> Result {
    for name in ["INT", "QUIT", "TERM", "HUP"] {
        let ((mut screen, mut child, _writer, master), tty, before) = start()?;
        screen.wait_for("Variants");
        assert_ne!(stty(&tty.path)?, before, "raw mode was never entered");
        signal(&child, name)?;
        let status = exits(&mut child);
        assert!(!status.success(), "SIG{name}: {status:?}");
        assert_eq!(stty(&tty.path)?, before, "after SIG{name}");
        // The output ends only when no one holds the terminal open, this
        // test's own handle included.
        drop(tty);
        drop(master);
        screen.drain();
        assert!(!screen.parser.screen().alternate_screen(), "SIG{name}");
        assert!(!screen.parser.screen().hide_cursor(), "SIG{name}");
    }
    Ok(())
}

#[test]
fn ctrl_z_suspends_with_the_terminal_restored_and_cont_resumes_raw() -> Result {
    let ((mut screen, mut child, mut writer, _master), tty, before) = start()?;
    screen.wait_for("Variants");
    writer.write_all(b"\x1a")?;
    writer.flush()?;
    wait_state("the program to stop", || stopped(&child));
    assert_eq!(stty(&tty.path)?, before, "while suspended");
    signal(&child, "CONT")?;
    // Back on the alternate screen, drawn in full.
    screen.wait_until("the menu again", |s| s.contains("Variants"));
    wait_state("raw mode again", || {
        stty(&tty.path).is_ok_and(|now| now != before)
    });
    // In cooked mode a lone `q` would wait for a newline and never quit.
    writer.write_all(b"q")?;
    writer.flush()?;
    let status = exits(&mut child);
    assert!(status.success(), "{status:?}");
    assert_eq!(stty(&tty.path)?, before, "after the round trip");
    Ok(())
}

fn ctrl_c_after(bytes: Vec<u8>) -> Result {
    let ((mut screen, mut child, mut writer, _master), tty, before) = start()?;
    screen.wait_for("Variants");
    // Written from a thread: a program that stopped reading must fail the
    // test, not hang it on a full pty.
    std::thread::spawn(move || {
        // As a terminal delivers a paste: in pieces, not one write.
        for piece in bytes.chunks(1024).chain([&b"\x03"[..]]) {
            if writer
                .write_all(piece)
                .and_then(|()| writer.flush())
                .is_err()
            {
                return;
            }
        }
    });
    exits(&mut child);
    assert_eq!(stty(&tty.path)?, before);
    Ok(())
}

/// A paste larger than the tty's input buffer: the program must keep
/// reading (crossterm's default mio source stopped after one chunk and
/// stranded the rest, Ctrl-C with it; see the crossterm note in Cargo.toml).
#[test]
fn ctrl_c_right_after_a_20_kb_paste_ends_the_game() -> Result {
    // `~` does nothing on the menu: a paste of keys that change nothing.
    ctrl_c_after(vec![b'~'; 20 * 1024])
}

#[test]
fn ctrl_c_inside_an_unfinished_paste_sequence_still_ends_the_game() -> Result {
    ctrl_c_after(b"\x1b[200~half a paste".to_vec())
}
