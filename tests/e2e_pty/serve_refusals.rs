//! Requests other than a pty and a shell are refused: port forwarding
//! either way (the exec request's refusal is in the first test).

use super::{key, ssh_args, ssh_here, start_server};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// `ssh` run to its end; a forward the server took would keep it running:
/// past the deadline it is killed and the test fails.
fn refused(cmd: &mut Command) -> Output {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ssh runs");
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().expect("ssh waited for").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("ssh is still connected: the forward was taken");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output")
}

#[test]
fn port_forwarding_either_way_is_refused() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    // -R: the server refuses to listen for the client; ssh gives up.
    let remote = Command::new("ssh")
        .args(ssh_args(server.port, &ann))
        .args([
            "-o",
            "ExitOnForwardFailure=yes",
            "-N",
            "-R",
            "0:127.0.0.1:9",
        ])
        .arg("ann@127.0.0.1")
        .output()
        .expect("ssh runs");
    assert!(!remote.status.success());
    let said = String::from_utf8_lossy(&remote.stderr);
    assert!(said.contains("forwarding failed"), "{said}");
    // -W: a direct channel to somewhere else is refused.
    let direct = refused(
        Command::new("ssh")
            .args(ssh_args(server.port, &ann))
            .args(["-W", "127.0.0.1:9"])
            .arg("ann@127.0.0.1"),
    );
    assert!(!direct.status.success());
    let said = String::from_utf8_lossy(&direct.stderr);
    assert!(said.contains("forwarding failed"), "{said}");
}
