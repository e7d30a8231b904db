//! A Hidden Wumpus table across two terminals: Ann opens it from the
//! lobby with a second seat for a person, Bob joins from his own
//! connection, and the game starts on both screens, each showing only its
//! own seat.

use super::{Screen, connect, key, ssh_here, start_server, start_server_on, start_server_with};
use std::io::Write;
use std::path::Path;

/// Ann opens a table of the first variant with seats from the menu's
/// Tables entry, seat 2 made a person's, no discussion between turns,
/// and waits for Bob.
fn open_table(ann: &mut Screen, keys: &mut Box<dyn Write + Send>) {
    open_table_talking(ann, keys, 0);
}

/// The same, with a discussion of `seconds` after each turn.
pub(super) fn open_table_talking(ann: &mut Screen, keys: &mut Box<dyn Write + Send>, seconds: u32) {
    ann.wait_for("Variants");
    keys.write_all(b"kk\r").expect("to the lobby");
    ann.wait_for("Open a table: Hidden Wumpus");
    keys.write_all(b"\r").expect("open");
    ann.wait_for("Who sits at the table");
    keys.write_all(b"jjjjjl").expect("seat 2: a person");
    keys.write_all(b"jjjjjjjjjj")
        .expect("to the discussion row");
    // The rule book's minute, a second less per Left.
    let lefts = "h".repeat(60usize.saturating_sub(seconds as usize));
    keys.write_all(lefts.as_bytes())
        .expect("the discussion's seconds");
    keys.write_all(b"j\r").expect("open the table");
    ann.wait_for("waiting for 1 more person");
}

/// From the menu to the lobby, then Enter on its fourth entry (the first
/// table, after the three variants to open one of).
pub(super) fn first_table(screen: &mut Screen, keys: &mut Box<dyn Write + Send>, enter: &str) {
    screen.wait_for("Variants");
    keys.write_all(b"kk\r").expect("to the lobby");
    screen.wait_for(&format!("Enter: {enter}"));
    keys.write_all(b"jjj\r").expect("the table");
    screen.wait_for("Hidden Wumpus · seed");
}

/// Takes every chunk the screen has been sent so far, checking the
/// screen after each: whatever a terminal showed, even for a moment.
pub(super) fn pump(screen: &mut Screen, check: impl Fn(&str)) {
    while let Ok(chunk) = screen.bytes.try_recv() {
        screen.take(&chunk);
        check(&screen.parser.screen().contents());
    }
}

fn key_pair(dir: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    (key(dir, "ann"), key(dir, "bob"))
}

#[test]
fn a_table_opened_by_one_player_starts_when_another_joins_each_seeing_their_own_seat() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let (ann_key, bob_key) = key_pair(dir.path());

    // Ann: the menu's Tables entry (above Settings, the last), then a
    // table of the first variant with seats, seat 2 made a person's.
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    open_table(&mut ann, &mut ann_keys);

    // Bob sees the table and joins it: it starts on both screens.
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    first_table(&mut bob, &mut bob_keys, "join");
    ann.wait_for("Hidden Wumpus · seed");
    // Each sees their own seat, never the other's.
    let own = |screen: &str, me: &str, other: &str| {
        assert!(screen.contains(&format!("{me}: you are")), "{screen}");
        assert!(!screen.contains(&format!("{other}: you are")), "{screen}");
    };
    own(&ann.parser.screen().contents(), "ann", "bob");
    own(&bob.parser.screen().contents(), "bob", "ann");

    // The bots play by themselves (turns 1 and 2 of this seed); each
    // person, on their turn, stays (`.`), and the other's screen moves on.
    for round in 0..2 {
        let turn = 3 + 4 * round;
        ann.wait_for(&format!("turn {turn} · ann's turn"));
        own(&ann.parser.screen().contents(), "ann", "bob");
        ann_keys.write_all(b".").expect("ann stays");
        bob.wait_for(&format!("turn {} · bob's turn", turn + 1));
        own(&bob.parser.screen().contents(), "bob", "ann");
        bob_keys.write_all(b".").expect("bob stays");
        ann.wait_for(&format!("turn {} · ", turn + 2));
    }

    // Carl watches the table: the public table only, no seat's screen.
    let carl_key = key(dir.path(), "carl");
    let (mut carl, mut carl_ssh, mut carl_keys) = connect(server.port, &carl_key, "carl");
    first_table(&mut carl, &mut carl_keys, "watch");
    carl.wait_for("The public table");
    let seen = carl.parser.screen().contents();
    assert!(!seen.contains("you are"), "{seen}");

    // Bob's connection drops on his turn; connecting again puts him
    // straight back in his seat, on his own screen.
    ann.wait_for("turn 11 · ann's turn");
    ann_keys.write_all(b".").expect("ann stays");
    bob.wait_for("turn 12 · bob's turn");
    let _ = bob_ssh.kill();
    let _ = bob_ssh.wait();
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    bob.wait_for("turn 12 · bob's turn");
    own(&bob.parser.screen().contents(), "bob", "ann");
    bob_keys.write_all(b".").expect("bob stays");
    ann.wait_for("turn 13 · ");
    carl.wait_for("turn 13 · ");

    for ssh in [&mut ann_ssh, &mut bob_ssh, &mut carl_ssh] {
        let _ = ssh.kill();
        let _ = ssh.wait();
    }
}

/// With this seed Ann is the table's Wumpus, in the room next to Bob's,
/// and plays first: she eats him at once, then walks until the game
/// ends, the bots at a quick pace. Bob, dead, and Carl, watching, never
/// see a thing of Ann's before the end; at the end all three see it all.
#[test]
fn a_table_played_to_the_end_shows_no_seat_its_others_secrets() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let server = start_server_with(dir.path(), port, 5, &["--bot-pace-ms", "20"]);
    // Nothing of Ann's on Bob's or Carl's screen, whatever they showed,
    // until the game-over screen, which reveals everything.
    let over = |s: &str| s.contains("REVEALED");
    let no_secret_of_anns = |s: &str| {
        if over(s) {
            return;
        }
        assert!(!s.contains("ann: you are"), "{s}");
        // Panel by panel: a screen row crosses several panels.
        for text in s.lines().flat_map(|l| l.split('│')) {
            let about_ann = text.contains("ann");
            let wumpus = text.to_lowercase().contains("wumpus") && !text.contains("Hidden Wumpus");
            assert!(!(about_ann && wumpus), "{text:?} in\n{s}");
        }
    };
    let carl_sees_no_seat = |s: &str| {
        no_secret_of_anns(s);
        if !over(s) {
            assert!(!s.contains("you are"), "{s}");
        }
    };
    let (ann_key, bob_key) = key_pair(dir.path());
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    open_table(&mut ann, &mut ann_keys);
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    first_table(&mut bob, &mut bob_keys, "join");
    no_secret_of_anns(&bob.parser.screen().contents());
    let carl_key = key(dir.path(), "carl");
    let (mut carl, mut carl_ssh, mut carl_keys) = connect(server.port, &carl_key, "carl");
    first_table(&mut carl, &mut carl_keys, "watch");
    carl_sees_no_seat(&carl.parser.screen().contents());

    ann.wait_for("ann: you are a WUMPUS");
    ann.wait_for("turn 1 · ann's turn");
    ann_keys.write_all(b"1").expect("into Bob's room");
    bob.wait_until("bob's death", |s| {
        no_secret_of_anns(s);
        s.contains("bob: you are dead")
    });

    let mut tunnel = 0;
    for _ in 0..400 {
        ann.wait_until("Ann's turn or the end", |s| {
            over(s) || s.contains("· ann's turn")
        });
        pump(&mut bob, no_secret_of_anns);
        pump(&mut carl, carl_sees_no_seat);
        if over(&ann.parser.screen().contents()) {
            break;
        }
        tunnel = tunnel % 3 + 1;
        ann_keys
            .write_all(tunnel.to_string().as_bytes())
            .expect("a walk");
        ann.wait_until("Ann's move taken", |s| {
            over(s) || !s.contains("· ann's turn")
        });
    }
    ann.wait_until("the end", over);
    bob.wait_until("the end", |s| {
        no_secret_of_anns(s);
        over(s)
    });
    carl.wait_until("the end", |s| {
        carl_sees_no_seat(s);
        over(s)
    });
    for ssh in [&mut ann_ssh, &mut bob_ssh, &mut carl_ssh] {
        let _ = ssh.kill();
        let _ = ssh.wait();
    }
}

/// The table's save, once it holds `turns` commands (the save follows
/// the game off the keypress path: wait for it on disk, a condition).
fn wait_for_table_save(data: &Path, turns: u32) {
    let saves = data.join("tables/saves");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let turn = std::fs::read_dir(&saves)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
            .filter_map(|e| wumpus::record::read_save(&e.path()).ok().flatten())
            .map(|save| save.record.turn())
            .max();
        if turn.is_some_and(|t| t >= turns) {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no save of {turns} turns in {}",
            saves.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn a_table_in_play_when_the_server_is_killed_goes_on_when_it_starts_again() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let (ann_key, bob_key) = key_pair(dir.path());
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    open_table(&mut ann, &mut ann_keys);
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    first_table(&mut bob, &mut bob_keys, "join");
    ann.wait_for("turn 3 · ann's turn");
    ann_keys.write_all(b".").expect("ann stays");
    ann.wait_for("turn 4 · bob's turn");
    bob.wait_for("turn 4 · bob's turn");
    // The save must hold Ann's command: the game's fifth (the record
    // counts commands, and each bot claimed, then moved).
    wait_for_table_save(&server.data, 5);
    // SIGKILL, with the table in play and its save locked.
    let port = server.kill_hard();
    for ssh in [&mut ann_ssh, &mut bob_ssh] {
        let _ = ssh.kill();
        let _ = ssh.wait();
    }
    drop((ann_keys, bob_keys));

    // Started again, the server has the table in play: each person who
    // connects is back in their seat, at the turn it was.
    let server = start_server_on(dir.path(), port);
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    bob.wait_for("turn 4 · bob's turn");
    bob.wait_for("bob: you are");
    let (mut ann, mut ann_ssh, _ann_keys) = connect(server.port, &ann_key, "ann");
    ann.wait_for("turn 4 · bob's turn");
    ann.wait_for("ann: you are");
    bob_keys.write_all(b".").expect("bob stays");
    ann.wait_for("turn 5 · ");
    for ssh in [&mut ann_ssh, &mut bob_ssh] {
        let _ = ssh.kill();
        let _ = ssh.wait();
    }
}
