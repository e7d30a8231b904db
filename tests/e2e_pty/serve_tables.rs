//! A Hidden Wumpus table across two terminals: Ann opens it from the
//! lobby with a second seat for a person, Bob joins from his own
//! connection, and the game starts on both screens, each showing only its
//! own seat.

use super::{connect, key, ssh_here, start_server};
use std::io::Write;

#[test]
fn a_table_opened_by_one_player_starts_when_another_joins_each_seeing_their_own_seat() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann_key = key(dir.path(), "ann");
    let bob_key = key(dir.path(), "bob");

    // Ann: the menu's Tables entry (above Settings, the last), then a
    // table of the first variant with seats, seat 2 made a person's.
    let (mut ann, mut ann_ssh, mut ann_keys) = connect(server.port, &ann_key, "ann");
    ann.wait_for("Variants");
    ann_keys.write_all(b"kk\r").expect("to the lobby");
    ann.wait_for("Open a table: Hidden Wumpus");
    ann_keys.write_all(b"\r").expect("open");
    ann.wait_for("Who sits at the table");
    ann_keys.write_all(b"jjjjjl").expect("seat 2: a person");
    ann_keys.write_all(b"jjjjjjjjjj\r").expect("open the table");
    ann.wait_for("waiting for 1 more person");

    // Bob sees the table and joins it: it starts on both screens.
    let (mut bob, mut bob_ssh, mut bob_keys) = connect(server.port, &bob_key, "bob");
    bob.wait_for("Variants");
    bob_keys.write_all(b"kk\r").expect("to the lobby");
    bob.wait_for("Enter: join");
    bob_keys.write_all(b"jjj\r").expect("join");
    ann.wait_for("Hidden Wumpus · seed");
    bob.wait_for("Hidden Wumpus · seed");
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
    carl.wait_for("Variants");
    carl_keys.write_all(b"kk\r").expect("to the lobby");
    carl.wait_for("Enter: watch");
    carl_keys.write_all(b"jjj\r").expect("watch");
    carl.wait_for("Hidden Wumpus · seed");
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
