//! Table talk over SSH (issue 40): two people and two bots at a Hidden
//! Wumpus table, a spectator beside it. The discussion after each turn
//! holds the next seat until both people are ready, or until its timer
//! runs out; each line reaches exactly its channel's readers, checked on
//! every chunk of bytes each terminal is sent; a line of escape sequences
//! and a flood reach nobody raw and leave the server answering; a muted
//! seat's lines stop.

use super::tables::{first_table, open_table_talking, pump};
use super::{Screen, connect, key, ssh_here, start_server};
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

type Keys = Box<dyn Write + Send>;

pub(super) fn send(keys: &mut Keys, bytes: &[u8]) {
    keys.write_all(bytes).expect("keys sent");
    keys.flush().expect("flushed");
}

/// `t`, the line, Enter: a line said from the talk pane; once `echo` is
/// on the speaker's screen, Esc leaves the pane (a key of its own, so the
/// terminal does not read it as the start of a sequence).
fn say(screen: &mut Screen, keys: &mut Keys, line: &str, echo: &str) {
    send(keys, b"t");
    screen.wait_for("Backspace erase");
    send(keys, line.as_bytes());
    send(keys, b"\r");
    screen.wait_for(echo);
    leave(screen, keys);
}

/// Esc: the talk pane lets the keyboard go. After a flood the server may
/// have dropped an Esc with the rest of a burst it could not take, so one
/// is sent again each second until the pane is left (a condition, with
/// the harness's deadline).
fn leave(screen: &mut Screen, keys: &mut Keys) {
    let deadline = Instant::now() + Duration::from_secs(20);
    send(keys, b"\x1b");
    let mut sent = Instant::now();
    while screen
        .parser
        .screen()
        .contents()
        .contains("Backspace erase")
    {
        assert!(Instant::now() < deadline, "the pane never let go");
        if sent.elapsed() >= Duration::from_secs(1) {
            send(keys, b"\x1b");
            sent = Instant::now();
        }
        if let Ok(chunk) = screen.bytes.recv_timeout(Duration::from_millis(100)) {
            screen.take(&chunk);
        }
    }
}

/// Nothing that sets a title or a clipboard, or rings a bell, came from
/// a typed line: no OSC at all, no BEL (the screens themselves send
/// neither). What was typed between the sequences shows as plain text.
pub(super) fn inert(raw: &Mutex<Vec<u8>>, who: &str) {
    let raw = raw.lock().expect("raw bytes");
    assert!(!raw.contains(&0x07), "a bell reached {who}");
    assert!(
        !raw.windows(2).any(|w| w == b"\x1b]"),
        "an OSC reached {who}"
    );
}

#[test]
fn two_people_and_a_spectator_talk_between_turns_each_line_reaching_only_its_readers() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let (ann_key, bob_key, carl_key) = (
        key(dir.path(), "ann"),
        key(dir.path(), "bob"),
        key(dir.path(), "carl"),
    );
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    open_table_talking(&mut ann, &mut ann_keys, 60);
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    first_table(&mut bob, &mut bob_keys, "join");
    let (mut carl, mut carl_ssh, mut carl_keys) = connect(server.port, &carl_key, "carl");
    first_table(&mut carl, &mut carl_keys, "watch");
    let (bob_raw, carl_raw) = (
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
    );
    bob.keep_raw(&bob_raw);
    carl.keep_raw(&carl_raw);

    // Bot 3 played turn 1; the table talks before Bot 4 plays turn 2,
    // until both people say they are ready.
    ann.wait_for("Discussion ");
    ann.wait_for("turn 2 · Bot 4's turn");
    send(&mut ann_keys, b"r");
    ann.wait_for("You are ready; one more to go.");
    bob.wait_for("ready 1/2 (r)");
    assert!(
        bob.parser
            .screen()
            .contents()
            .contains("turn 2 · Bot 4's turn")
    );
    send(&mut bob_keys, b"r");
    // Bot 4 plays, then the table talks before Ann's turn.
    ann.wait_for("turn 3 · ann's turn");
    ann.wait_for("ready 0/2");

    // Carl, a spectator, says something first: only Carl reads it.
    let carl_line = "ann lies";
    say(
        &mut carl,
        &mut carl_keys,
        carl_line,
        &format!("[spectators] carl: {carl_line}"),
    );
    let no_spectator = |s: &str| assert!(!s.contains("ann lies"), "{s}");
    // Ann claims; everyone reads it, and neither living seat, on any
    // chunk of bytes, ever showed Carl's line.
    say(
        &mut ann,
        &mut ann_keys,
        "I am human, in 12. No stench.",
        "ann: I am human, in 12",
    );
    bob.wait_until("ann's claim", |s| {
        no_spectator(s);
        s.contains("ann: I am human, in 12")
    });
    carl.wait_for("ann: I am human, in 12");
    pump(&mut ann, no_spectator);

    // Bob notes the table's map and whispers to Ann: Carl reads that a
    // whisper happened, never its words.
    say(
        &mut bob,
        &mut bob_keys,
        "/map 12 2 6 10",
        "bob notes on the table's map",
    );
    ann.wait_until("bob's note", |s| {
        no_spectator(s);
        s.contains("bob notes on the table's map")
    });
    say(
        &mut bob,
        &mut bob_keys,
        "/w ann shoot into 6",
        "you whisper to ann: shoot into 6",
    );
    ann.wait_for("bob whispers to you: shoot into 6");
    carl.wait_for("bob whispered to ann.");
    assert!(!carl.parser.screen().contents().contains("shoot into 6"));

    // A line of escape sequences: harmless text on every screen.
    send(&mut ann_keys, b"t");
    ann.wait_for("Backspace erase");
    send(
        &mut ann_keys,
        b"esc\x07\x1b]0;pwned\x07\x1b[2J\x1b[31mred\x1b]52;c;eA==\x07end\r",
    );
    ann.wait_for("ann: esc");
    leave(&mut ann, &mut ann_keys);
    bob.wait_until("ann's escape line", |s| {
        no_spectator(s);
        s.contains("ann: esc")
    });
    carl.wait_for("ann: esc");

    // A 10,000-character line: the prompt takes 200 cells of it, the most
    // a line may be, and that goes; nothing more reaches anyone.
    send(&mut ann_keys, b"t");
    ann.wait_for("Backspace erase");
    send(&mut ann_keys, "z".repeat(10_000).as_bytes());
    // The prompt holds what it was given (a connection's input is bounded:
    // what the server cannot take of a burst it drops), then Enter sends.
    ann.wait_for("zzzzzzzzzz_");
    send(&mut ann_keys, b"\r");
    // Wrapped under its name: the name, then rows of z.
    let long_line = |s: &str| s.contains("zzzzzzzzzzzzzzzzzzzz");
    ann.wait_until("the long line sent", |s| long_line(s) && s.contains("> _"));
    leave(&mut ann, &mut ann_keys);
    carl.wait_until("the long line", long_line);

    // A flood of 1,000 lines: a few go, the rest are refused with a reason
    // on Ann's own screen, and the server answers Bob at once after.
    send(&mut ann_keys, b"t");
    ann.wait_for("Backspace erase");
    let flood: String = (0..1000).map(|i| format!("flood {i}\r")).collect();
    send(&mut ann_keys, flood.as_bytes());
    ann.wait_for("Slow down");
    leave(&mut ann, &mut ann_keys);
    say(&mut bob, &mut bob_keys, "still here?", "bob: still here?");
    ann.wait_until("Bob's line after the flood", |s| {
        no_spectator(s);
        s.contains("bob: still here?")
    });
    carl.wait_for("bob: still here?");
    assert!(!carl.parser.screen().contents().contains("flood 999"));

    // Bob mutes Ann: her next line reaches Carl, not Bob.
    say(
        &mut bob,
        &mut bob_keys,
        "/mute ann",
        "You no longer see ann's lines",
    );
    // The flood's allowance back first (one line each half second): a
    // refusal until then, said on Ann's screen.
    std::thread::sleep(Duration::from_millis(600));
    say(&mut ann, &mut ann_keys, "muted words", "ann: muted words");
    carl.wait_for("ann: muted words");
    send(&mut bob_keys, b"t");
    bob.wait_until("the pane", |s| {
        assert!(!s.contains("muted words"), "{s}");
        s.contains("Backspace erase")
    });
    send(&mut bob_keys, b"done\r");
    bob.wait_until("Bob's own line", |s| {
        assert!(!s.contains("muted words"), "{s}");
        s.contains("bob: done")
    });
    leave(&mut bob, &mut bob_keys);

    // The discussion is still on (60 s): Ann's turn waits for both.
    assert!(
        ann.parser
            .screen()
            .contents()
            .contains("turn 3 · ann's turn")
    );
    send(&mut ann_keys, b"r");
    send(&mut bob_keys, b"r");
    ann.wait_until("the discussion over", |s| !s.contains("Discussion "));
    send(&mut ann_keys, b".");
    bob.wait_for("turn 4 · bob's turn");

    pump(&mut bob, no_spectator);
    pump(&mut carl, |_| {});
    inert(&bob_raw, "bob");
    inert(&carl_raw, "carl");
    for ssh in [&mut ann_ssh, &mut bob_ssh, &mut carl_ssh] {
        let _ = ssh.kill();
        let _ = ssh.wait();
    }
}

#[test]
fn a_discussion_ends_on_its_timer_when_nobody_says_they_are_ready() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let (ann_key, bob_key) = (key(dir.path(), "ann"), key(dir.path(), "bob"));
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    open_table_talking(&mut ann, &mut ann_keys, 2);
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    first_table(&mut bob, &mut bob_keys, "join");
    // Before Bot 4's turn: the countdown shows, then runs out by itself.
    bob.wait_for("Discussion ");
    bob.wait_for("turn 3 · ann's turn");
    ann.wait_until("the discussion before Ann's turn over", |s| {
        s.contains("turn 3 · ann's turn") && !s.contains("Discussion ")
    });
    send(&mut ann_keys, b".");
    bob.wait_for("turn 4 · bob's turn");
    for ssh in [&mut ann_ssh, &mut bob_ssh] {
        let _ = ssh.kill();
        let _ = ssh.wait();
    }
}
