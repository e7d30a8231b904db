//! A game's record through the real binary in a pseudo-terminal: played,
//! ended by SIGTERM (saved, the terminal as it was found), started again
//! and resumed where it was, finished, found on the Scores screen, and
//! played back from there.

use super::signals::{Tty, exits, signal, stty};
use super::{Spawned, TIMEOUT, spawn_after};
use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

type Result = std::result::Result<(), Box<dyn std::error::Error>>;

/// The one save in the data dir `data`.
fn the_save(data: &Path) -> std::result::Result<std::path::PathBuf, Box<dyn std::error::Error>> {
    let mut all: Vec<_> = std::fs::read_dir(data.join("saves"))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    match all.len() {
        1 => all.pop().ok_or_else(|| "no save".into()),
        n => Err(format!("{n} saves in {}", data.display()).into()),
    }
}

/// The program on `data`, with the pty's modes read before it starts.
fn start_on(
    data: &Path,
) -> std::result::Result<(Spawned, Tty, String), Box<dyn std::error::Error>> {
    let data = data.display().to_string();
    let mut found = None;
    let spawned = spawn_after(&[("WUMPUS_DATA", &data)], |master| {
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
fn sigterm_saves_then_resume_finish_scores_and_replay() -> Result {
    let dir = tempfile::tempdir()?;

    // Play a move, then SIGTERM: saved, and the terminal given back.
    let ((mut screen, mut child, mut writer, master), tty, before) = start_on(dir.path())?;
    screen.wait_for("Variants");
    writer.write_all(b"\r")?;
    writer.flush()?;
    screen.wait_for("turn 1");
    writer.write_all(b"1")?;
    writer.flush()?;
    screen.wait_for("turn 2");
    signal(&child, "TERM")?;
    let status = exits(&mut child);
    assert!(!status.success(), "{status:?}");
    assert_eq!(stty(&tty.path)?, before, "after SIGTERM");
    drop(tty);
    drop(master);
    screen.drain();
    assert!(!screen.parser.screen().alternate_screen());
    let save = the_save(dir.path())?;
    let text = std::fs::read_to_string(&save)?;
    assert!(
        text.contains("\"turn\":1"),
        "the move is in the save:\n{text}"
    );

    // Start again: the menu offers the game; Enter resumes it.
    let ((mut screen, mut child, mut writer, _master), tty, before) = start_on(dir.path())?;
    let mut send = |keys: &str| -> std::io::Result<()> {
        writer.write_all(keys.as_bytes())?;
        writer.flush()
    };
    screen.wait_for("Resume: Classic, turn 2,");
    send("\r")?;
    screen.wait_until("the game at turn 2", |s| {
        s.contains("turn 2 · arrows 5") && s.contains("Turn 1 · You are in room")
    });

    // Finish it: arrows into the next room until the game ends.
    let deadline = Instant::now() + TIMEOUT;
    loop {
        let now = screen.parser.screen().contents();
        if now.contains("Game over") {
            break;
        }
        assert!(Instant::now() < deadline, "the game never ended:\n{now}");
        if now.contains("(y/n)") {
            send("y")?;
        } else {
            let turn = turn_of(&now);
            send("s6\r")?;
            screen.wait_until("the shot", |s| {
                s.contains("Game over") || s.contains("(y/n)") || turn_of(s) > turn
            });
            // A frame arrives in pieces: the whole of it before looking.
            quiet(&mut screen);
        }
    }
    // Written on a thread of its own, then shown; on a hang, say what
    // reached the disk.
    let listing = || {
        let mut out = String::new();
        for entry in walk(dir.path()) {
            out.push_str(&format!("{entry}\n"));
        }
        out
    };
    let deadline = Instant::now() + TIMEOUT;
    while !screen.parser.screen().contents().contains("scores row 1") {
        assert!(
            Instant::now() < deadline,
            "no scores row shown; the data dir holds:\n{}\nscores: {:?}\nthe screen:\n{}",
            listing(),
            std::fs::read_to_string(dir.path().join("scores.jsonl")),
            screen.parser.screen().contents()
        );
        if let Ok(chunk) = screen
            .bytes
            .recv_timeout(std::time::Duration::from_millis(100))
        {
            screen.parser.process(&chunk);
        }
    }
    assert!(!save.exists(), "the save went with its game");

    // The Scores screen lists it; Enter plays it back.
    send("\x1b")?;
    screen.wait_for("Variants");
    send("s")?;
    screen.wait_for("Best games: Classic (classic)");
    send("\r")?;
    screen.wait_for("Replay · Classic");
    send(" ")?;
    send("\x1b[C")?;
    screen.wait_until("one command on", |s| {
        s.contains("1/") && s.contains("paused")
    });
    send("q")?;
    screen.wait_for("Recent games");
    send("q")?;
    screen.wait_for("Variants");
    send("q")?;
    let status = exits(&mut child);
    assert!(status.success(), "{status:?}");
    assert_eq!(stty(&tty.path)?, before, "after the round trip");
    Ok(())
}

/// Reads the output until it has been quiet for a while.
fn quiet(screen: &mut super::Screen) {
    while let Ok(chunk) = screen
        .bytes
        .recv_timeout(std::time::Duration::from_millis(150))
    {
        screen.parser.process(&chunk);
    }
}

/// Every path under `dir`, for a failure's message.
fn walk(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            out.push(path.display().to_string());
            if path.is_dir() {
                out.extend(walk(&path));
            }
        }
    }
    out
}

/// The turn the status line shows ("turn 3 · arrows 2").
fn turn_of(screen: &str) -> u32 {
    screen
        .split("turn ")
        .skip(1)
        .filter_map(|rest| {
            let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
            n.parse().ok()
        })
        .max()
        .unwrap_or(0)
}

/// SIGHUP saves the game in progress as SIGTERM does.
#[test]
fn sighup_saves_the_game_in_progress() -> Result {
    let dir = tempfile::tempdir()?;
    let ((mut screen, mut child, mut writer, _master), tty, before) = start_on(dir.path())?;
    screen.wait_for("Variants");
    writer.write_all(b"\r")?;
    writer.flush()?;
    screen.wait_for("turn 1");
    writer.write_all(b"1")?;
    writer.flush()?;
    screen.wait_for("turn 2");
    signal(&child, "HUP")?;
    exits(&mut child);
    assert_eq!(stty(&tty.path)?, before, "after SIGHUP");
    let text = std::fs::read_to_string(the_save(dir.path())?)?;
    assert!(text.contains("\"turn\":1"), "{text}");
    Ok(())
}

/// A panic with a game in progress: the save is there, and the message
/// comes after the terminal is restored (debug builds panic on request,
/// here on the third frame: the menu, the game, the move).
#[test]
#[cfg_attr(
    not(debug_assertions),
    ignore = "needs the debug build's fault hooks (WUMPUS_FAULT, WUMPUS_DEBUG_PANIC)"
)]
fn a_panic_in_a_game_leaves_its_save() -> Result {
    let dir = tempfile::tempdir()?;
    let data = dir.path().display().to_string();
    let (mut screen, mut child, mut writer, master) =
        super::spawn(&[("WUMPUS_DATA", &data), ("WUMPUS_DEBUG_PANIC", "3")])?;
    screen.wait_for("Variants");
    writer.write_all(b"\r")?;
    writer.flush()?;
    screen.wait_for("turn 1");
    writer.write_all(b"1")?;
    writer.flush()?;
    screen.wait_for("deliberate panic");
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(!status.success());
    assert!(!screen.parser.screen().alternate_screen());
    let text = std::fs::read_to_string(the_save(dir.path())?)?;
    assert!(text.contains("\"turn\":1"), "{text}");
    Ok(())
}
