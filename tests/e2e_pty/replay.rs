//! `wumpus replay FILE` full screen, on a record with one shot sent into
//! another room: refused before the screen is taken, the turn named, exit
//! 1; with `--force` played, its title marked from that turn on.

use super::signals::exits;
use super::spawn_with;
use std::path::{Path, PathBuf};
use wumpus::record::{Record, ReplayError};

type Result = std::result::Result<(), Box<dyn std::error::Error>>;

/// The golden classic record (format 2) with its first shot, into room
/// index 12, sent into 15, another tunnel of the same room: written to a
/// file of `dir`.
fn edited_record(dir: &Path) -> std::result::Result<PathBuf, Box<dyn std::error::Error>> {
    let golden =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/classic-v2.json");
    let text = std::fs::read_to_string(golden)?;
    let shot = r#"{"turn":1,"seat":0,"command":{"shoot":[12]},"#;
    assert!(text.contains(shot), "the golden record's first shot");
    let edited = text.replacen(shot, r#"{"turn":1,"seat":0,"command":{"shoot":[15]},"#, 1);
    let path = dir.join("edited.json");
    std::fs::write(&path, &edited)?;
    // The library agrees on where it parts ways.
    let record = Record::read(&path)?;
    let e = wumpus::record::replay::check(&record).expect_err("edited");
    assert_eq!(e, ReplayError::Diverged { index: 1, turn: 1 });
    Ok(path)
}

#[test]
fn a_diverging_record_is_refused_before_the_screen_naming_its_turn() -> Result {
    let dir = tempfile::tempdir()?;
    let path = edited_record(dir.path())?;
    let file = path.display().to_string();
    let (mut screen, mut child, _writer, master) = spawn_with(&[], &["replay", &file], |_| Ok(()))?;
    let status = exits(&mut child);
    drop(master);
    screen.drain();
    assert_eq!(status.exit_code(), 1);
    assert!(!screen.parser.screen().alternate_screen());
    let shown = screen.parser.screen().contents();
    assert!(shown.contains("part ways at turn 1 (command 1)"), "{shown}");
    assert!(shown.contains("--force"), "{shown}");
    Ok(())
}

#[test]
fn a_forced_replay_plays_marked_from_the_turn_it_diverged() -> Result {
    let dir = tempfile::tempdir()?;
    let path = edited_record(dir.path())?;
    let file = path.display().to_string();
    let (mut screen, mut child, mut writer, master) =
        spawn_with(&[], &["replay", &file, "--force"], |_| Ok(()))?;
    screen.wait_for("Replay · Classic");
    assert!(
        screen
            .parser
            .screen()
            .contents()
            .contains("does not replay as it was played")
    );
    // It plays by itself; the first command is the one that differs.
    screen.wait_for("[diverged from the record at turn 1]");
    std::io::Write::write_all(&mut writer, b"q")?;
    std::io::Write::flush(&mut writer)?;
    let status = exits(&mut child);
    drop(master);
    screen.drain();
    assert!(status.success(), "exit status {status:?}");
    Ok(())
}
