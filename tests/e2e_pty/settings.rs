//! The settings screen and the customise form through the real binary:
//! open Settings, customise a variant, save it under a new name, see it in
//! the menu, and find the player's commented config file kept whole with
//! the new variant after it.

use super::spawn;
use std::io::Write;

const COMMENTED: &str = include_str!("../fixtures/config/commented.toml");

#[test]
fn a_customised_variant_is_saved_with_comments_kept_and_joins_the_menu()
-> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("config.toml");
    std::fs::write(&path, COMMENTED)?;
    let config = path.display().to_string();
    let (mut screen, mut child, mut writer, master) = spawn(&[("WUMPUS_CONFIG", &config)])?;
    let mut send = |keys: &str| -> std::io::Result<()> {
        writer.write_all(keys.as_bytes())?;
        writer.flush()
    };
    screen.wait_for("Variants");
    send("o")?;
    screen.wait_for("Keys (change them");
    screen.wait_for("saved to");
    send("\x1b")?;
    screen.wait_for("Variants");
    // Classic's form; pits (the fifth row) one more, then up to "save".
    send("c")?;
    screen.wait_for("knobs of Classic");
    send("jjjj")?;
    screen.wait_for("row 5 of");
    send("l")?;
    send("kkkkk")?;
    screen.wait_for("Save as new variant");
    send("\r")?;
    screen.wait_for("Name: Classic (custom)");
    send(&"\x7f".repeat(16))?;
    send("Pty hunt\r")?;
    screen.wait_for("Saved \"Pty hunt\" as [variant.pty-hunt]");
    send("\x1b")?;
    screen.wait_for("Details: Pty hunt");
    send("q")?;
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(status.success(), "exit status {status:?}");
    let text = std::fs::read_to_string(&path)?;
    let added = text
        .strip_prefix(COMMENTED)
        .ok_or("the player's text is no longer whole at the start")?;
    assert!(added.contains("[variant.pty-hunt]"), "{added}");
    assert!(added.contains("\npits = 3\n"), "{added}");
    Ok(())
}
