//! Watching over SSH: the `watch` name lists the games in play and shows
//! one exactly as its player sees it.

use super::{connect, key, ssh_here, start_server};
use std::io::Write;

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
