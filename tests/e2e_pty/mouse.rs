//! The mouse through the real binary in a pseudo-terminal: mouse capture
//! is asked for, a click (an SGR mouse report, as a terminal sends it) on
//! a room next door walks there, `x` and a tunnel's number mark a room,
//! and leaving gives the mouse back; with `mouse = false` in the config the
//! capture is never asked for, so the terminal's own text selection works.

use super::{Screen, spawn};
use std::io::Write;
use vt100::MouseProtocolMode;

type Result = std::result::Result<(), Box<dyn std::error::Error>>;

/// Where `text` is on screen, left of column `before`: (column, row).
fn find(screen: &Screen, text: &str, before: u16) -> Option<(u16, u16)> {
    let s = screen.parser.screen();
    for (y, row) in s.rows(0, before).enumerate() {
        if let Some(i) = row.find(text) {
            let x = row[..i].chars().count() as u16;
            return Some((x, y as u16));
        }
    }
    None
}

#[test]
fn a_click_on_a_room_next_door_walks_there_and_x_marks_a_room() -> Result {
    let (mut screen, mut child, mut writer, master) = spawn(&[])?;
    let mut send = |bytes: &str| -> std::io::Result<()> {
        writer.write_all(bytes.as_bytes())?;
        writer.flush()
    };
    screen.wait_for("Variants");
    assert_ne!(
        screen.parser.screen().mouse_protocol_mode(),
        MouseProtocolMode::None,
        "mouse capture is on by default"
    );
    send("\r")?;
    screen.wait_for("turn 1");
    // Seed 81723 starts in room 16, next to 15, 17 and 20: the map (the
    // left half) shows each as "20?" until it is visited.
    screen.wait_until("room 20 drawn", |s| s.contains("20?"));
    let (x, y) = find(&screen, "20?", 60).ok_or("room 20 is not on the map")?;
    // SGR reports are 1-based: press, then release.
    send(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        x + 1,
        y + 1,
        x + 1,
        y + 1
    ))?;
    screen.wait_for("turn 2");
    send("x1")?;
    screen.wait_until("a mark in the tunnels panel", |s| s.contains(" p?"));
    send("q")?;
    screen.wait_for("Leave this game?");
    send("a")?;
    screen.wait_for("Variants");
    send("q")?;
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(status.success(), "exit status {status:?}");
    assert_eq!(
        screen.parser.screen().mouse_protocol_mode(),
        MouseProtocolMode::None,
        "the mouse is given back on the way out"
    );
    Ok(())
}

#[test]
fn mouse_false_in_the_config_never_captures_the_mouse() -> Result {
    let dir = tempfile::tempdir()?;
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "mouse = false\n")?;
    let path = config.display().to_string();
    let (mut screen, mut child, mut writer, master) = spawn(&[("WUMPUS_CONFIG", &path)])?;
    let raw = std::sync::Arc::new(std::sync::Mutex::new(Vec::<u8>::new()));
    screen.keep_raw(&raw);
    screen.wait_for("Variants");
    writer.write_all(b"\r")?;
    writer.flush()?;
    screen.wait_for("turn 1");
    // No move made: leaving only asks to quit.
    writer.write_all(b"q")?;
    writer.flush()?;
    screen.wait_for("Quit?");
    writer.write_all(b"y")?;
    writer.flush()?;
    screen.wait_for("Variants");
    writer.write_all(b"q")?;
    writer.flush()?;
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(status.success(), "exit status {status:?}");
    let bytes = raw.lock().map(|b| b.clone()).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("turn 1"), "the game was drawn");
    for on in ["\x1b[?1000h", "\x1b[?1002h", "\x1b[?1003h", "\x1b[?1006h"] {
        assert!(!text.contains(on), "{on:?} was written");
    }
    Ok(())
}
