//! `wumpus serve` as an attacker meets it (issue 42): the customise
//! form's path fields open nothing of the host's, and no refusal shows a
//! file's bytes.

use super::{connect, key, ssh_here, start_server};
use std::io::Write;

#[test]
fn a_player_typing_host_paths_into_the_customise_form_reads_nothing() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    let (mut screen, mut ssh, mut keys) = connect(server.port, &ann, "ann");
    let mut send = |bytes: &[u8]| {
        keys.write_all(bytes).expect("keys sent");
        keys.flush().expect("flushed");
    };
    screen.wait_for("Variants");
    // Classic's form, its third row: the cave.
    send(b"c");
    screen.wait_for("knobs of Classic");
    send(b"jj");
    screen.wait_for("row 3 of");
    // The secrets a refusal must not show: /etc/passwd's first line, the
    // host key's, the server's environment.
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let passwd_first = passwd.lines().next().unwrap_or("root:x:0:0").to_string();
    for typed in ["/etc/passwd", "../../host_ed25519", "/proc/self/environ"] {
        send(b"\r");
        send(&[0x7f; 40]);
        send(typed.as_bytes());
        send(b"\r");
        // The cave row holds the typed path, and its refusal is up.
        screen.wait_until(typed, |s| {
            s.lines()
                .any(|l| l.contains(" cave ") && l.contains(&format!(" {typed} ")))
                && s.contains("Refused: cave: on this server")
                && !s.contains("Backspace erase")
        });
        let shown = screen.parser.screen().contents();
        for secret in [passwd_first.as_str(), "root:", "OPENSSH", "PATH=", "HOME="] {
            assert!(
                !shown.contains(secret),
                "{typed}: {secret:?} shown:\n{shown}"
            );
        }
    }
    let _ = ssh.kill();
    let _ = ssh.wait();
}
