//! Watching over SSH: the `watch` name lists the games in play and shows
//! one exactly as its player sees it; a player watching from the lobby
//! talks with the other watchers, and with the player once they turn the
//! watchers' talk on.

use super::talk::{inert, send};
use super::{connect, key, ssh_here, start_server};
use std::io::Write;
use std::sync::{Arc, Mutex};

#[test]
fn a_watcher_sees_a_game_as_its_player_sees_it_and_comes_back_to_the_list() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    let viewer = key(dir.path(), "viewer");

    // Nobody plays yet.
    let (mut watcher, mut watch_ssh, mut watch_keys) = connect(server.port, &viewer, "watch");
    watcher.wait_for("Nobody is playing now");

    let (mut screen, mut ssh, mut keys) = connect(server.port, &ann, "ann");
    screen.wait_for("Variants");
    keys.write_all(b"\r").expect("Enter");
    screen.wait_for("Tunnels");
    // The list shows Ann's game; 1 watches it, from a whole screen.
    watcher.wait_for("1) ann");
    watch_keys.write_all(b"1").expect("1");
    watcher.wait_until("Ann's play screen", |s| {
        s.contains("Tunnels") && s.contains("Hunt the Wumpus")
    });
    // Ann moves: the watcher sees it too, and a key of the watcher's
    // other than q changes nothing of Ann's.
    watch_keys.write_all(b"2").expect("a stray key");
    keys.write_all(b"1").expect("a move");
    screen.wait_for("Turn 1");
    watcher.wait_for("Turn 1");
    assert_eq!(
        screen.parser.screen().contents(),
        watcher.parser.screen().contents(),
        "the watcher sees what Ann sees"
    );
    // q: back to the list; Ann leaves, and the list says nobody plays.
    watch_keys.write_all(b"q").expect("q");
    watcher.wait_for("games in progress");
    keys.write_all(b"q").expect("q");
    screen.wait_for("Leave this game?");
    keys.write_all(b"s").expect("s");
    screen.wait_for("Resume:");
    let _ = ssh.kill();
    let _ = ssh.wait();
    watcher.wait_for("Nobody is playing now");
    // The watcher claimed no name and kept nothing.
    let names: Vec<_> = std::fs::read_dir(server.data.join("players"))
        .expect("players")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["ann"]);
    watch_keys.write_all(b"q").expect("q");
    let _ = watch_ssh.wait();
}

#[test]
fn a_player_watches_anothers_game_from_the_lobby_and_comes_back_to_it() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    let bob = key(dir.path(), "bob");
    let (mut screen, mut ssh, mut keys) = connect(server.port, &ann, "ann");
    screen.wait_for("Variants");
    keys.write_all(b"\r").expect("Enter");
    screen.wait_for("Tunnels");

    // Bob's lobby lists Ann's game after the variants to open a table of.
    let (mut watcher, mut watch_ssh, mut watch_keys) = connect(server.port, &bob, "bob");
    watcher.wait_for("Variants");
    watch_keys.write_all(b"kk\r").expect("to the lobby");
    watcher.wait_for("Watch ann: Classic");
    watch_keys.write_all(b"jjj\r").expect("watch Ann");
    watcher.wait_until("Ann's play screen", |s| s.contains("Tunnels"));
    keys.write_all(b"1").expect("a move");
    screen.wait_for("Turn 1");
    watcher.wait_for("Turn 1");
    assert_eq!(
        screen.parser.screen().contents(),
        watcher.parser.screen().contents(),
        "Bob sees what Ann sees"
    );
    // q: Bob's own lobby again, whole; Ann's game goes on without him.
    watch_keys.write_all(b"q").expect("q");
    watcher.wait_for("You watched ann.");
    watcher.wait_for("Open a table: Hidden Wumpus");
    for s in [&mut ssh, &mut watch_ssh] {
        let _ = s.kill();
        let _ = s.wait();
    }
}

/// The watchers' talk of a solo game: Bob watches Ann's game from his
/// lobby and says a line full of escape sequences; it reaches Ann's
/// screen only once she turns the talk on (`"`), as harmless text; her
/// answer reaches Bob; neither terminal is ever sent a bell or an OSC.
#[test]
fn a_watchers_line_reaches_the_player_only_once_they_turn_the_talk_on() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let (ann_key, bob_key) = (key(dir.path(), "ann"), key(dir.path(), "bob"));
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    let (ann_raw, bob_raw) = (
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
    );
    ann.keep_raw(&ann_raw);
    ann.wait_for("Variants");
    send(&mut ann_keys, b"\r");
    ann.wait_for("Tunnels");

    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    bob.keep_raw(&bob_raw);
    bob.wait_for("Variants");
    send(&mut bob_keys, b"kk\r");
    bob.wait_for("Watch ann: Classic");
    send(&mut bob_keys, b"jjj\r");
    bob.wait_until("Ann's play screen", |s| s.contains("Tunnels"));
    ann.wait_for("Someone is watching your game");

    send(&mut bob_keys, b"t");
    bob.wait_for("Esc stops typing");
    send(&mut bob_keys, b"go to 17 \x1b]0;owned\x07\x1b[2J\x07!\r");
    bob.wait_for("[watchers] bob: go to 17");
    // Ann moves after the line was said: her new frame does not show it.
    send(&mut ann_keys, b"1");
    ann.wait_for("Turn 1");
    // (Bob's pane lies over the log; the status line says it.)
    bob.wait_for("turn 2 · arrows");
    assert!(
        !ann.parser.screen().contents().contains("go to 17"),
        "the talk stays off Ann's screen until she turns it on"
    );

    send(&mut ann_keys, b"\"");
    ann.wait_for("[watchers] bob: go to 17");
    send(&mut ann_keys, b"thanks \x07\r");
    ann.wait_for("[watchers] ann: thanks");
    bob.wait_for("[watchers] ann: thanks");
    // Esc, a key of its own: the game has the keyboard again.
    send(&mut ann_keys, b"\x1b");
    ann.wait_until("the game's keys", |s| !s.contains("Backspace erase"));
    send(&mut ann_keys, b"1");
    ann.wait_for("Turn 2");
    bob.wait_for("turn 3 · arrows");
    inert(&ann_raw, "ann");
    inert(&bob_raw, "bob");
    for s in [&mut ann_ssh, &mut bob_ssh] {
        let _ = s.kill();
        let _ = s.wait();
    }
}
