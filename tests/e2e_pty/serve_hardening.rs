//! `wumpus serve` as an attacker meets it (issue 42): the customise
//! form's path fields open nothing of the host's; no window size, idle
//! socket or user name can crash, fill or lock the server, or write raw
//! bytes to its log.

use super::{Server, connect, connect_with, key, spawn_server, ssh_here, start_server};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

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

/// The server as `start_server` starts it, on a free port, with `more`
/// flags and its log (stderr) kept in a file for the test to read.
fn start_logged(dir: &Path, more: &[&str]) -> (Server, PathBuf) {
    start_logged_with(dir, more, &[])
}

/// As `start_logged`, with `env` set for the server.
fn start_logged_with(dir: &Path, more: &[&str], env: &[(&str, &str)]) -> (Server, PathBuf) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let log = dir.join("server.log");
    let file = std::fs::File::create(&log).expect("a log file");
    (spawn_server(dir, port, 81723, more, env, file.into()), log)
}

/// A client of russh's own, for what OpenSSH's will not send: any user
/// name, any window size.
struct Trusting;

impl russh::client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

/// Logs in as `user` with the key at `key`; whether the server let it in.
async fn log_in(port: u16, key: &Path, user: &str) -> (russh::client::Handle<Trusting>, bool) {
    let config = Arc::new(russh::client::Config::default());
    let mut handle = russh::client::connect(config, ("127.0.0.1", port), Trusting)
        .await
        .expect("connected");
    let secret = russh::keys::load_secret_key(key, None).expect("the key loads");
    let hash = handle
        .best_supported_rsa_hash()
        .await
        .ok()
        .flatten()
        .flatten();
    let key = russh::keys::PrivateKeyWithHashAlg::new(Arc::new(secret), hash);
    let result = handle
        .authenticate_publickey(user, key)
        .await
        .expect("an answer");
    (handle, result.success())
}

/// The server process's peak memory, in KiB, from /proc.
fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn extreme_window_sizes_leave_the_server_up_and_others_playing() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let mut server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    let eve = key(dir.path(), "eve");
    let (mut screen, mut ssh, mut keys) = connect(server.port, &ann, "ann");
    screen.wait_for("Variants");
    runtime().block_on(async {
        let (handle, let_in) = log_in(server.port, &eve, "eve").await;
        assert!(let_in, "eve is let in");
        let mut channel = handle.channel_open_session().await.expect("a channel");
        channel
            .request_pty(true, "xterm", 65535, 65535, 0, 0, &[])
            .await
            .expect("a pty asked for");
        channel
            .request_shell(true)
            .await
            .expect("a shell asked for");
        // The first frame comes: the game drew at its cap.
        let mut drawn = 0;
        while drawn < 10_000 {
            match tokio::time::timeout(Duration::from_secs(20), channel.wait()).await {
                Ok(Some(russh::ChannelMsg::Data { data })) => drawn += data.len(),
                Ok(Some(_)) => {}
                Ok(None) | Err(_) => break,
            }
        }
        assert!(drawn > 0, "eve's screen was drawn");
        for (cols, rows) in [(65535, 65535), (2000, 2000), (0, 0), (65535, 1), (1, 65535)] {
            channel
                .window_change(cols, rows, 0, 0)
                .await
                .expect("a window change sent");
        }
        channel
            .window_change(65535, 65535, 0, 0)
            .await
            .expect("sent");
        // Eve's game takes her keys after all of that.
        channel.data(&b"?"[..]).await.expect("a key sent");
        let mut more = 0;
        while more == 0 {
            match tokio::time::timeout(Duration::from_secs(20), channel.wait()).await {
                Ok(Some(russh::ChannelMsg::Data { data })) => more += data.len(),
                Ok(Some(_)) => {}
                Ok(None) | Err(_) => break,
            }
        }
        assert!(more > 0, "eve's game went on drawing");
    });
    assert!(
        server.child.try_wait().expect("asked").is_none(),
        "the server is still up"
    );
    // Ann plays on.
    keys.write_all(b"\r").expect("Enter");
    screen.wait_for("Tunnels");
    // A screen of 500x200 cells, not of 65535x65535: well under a GiB.
    if let Some(peak) = peak_kib(server.child.id()) {
        assert!(peak < 1024 * 1024, "the server's peak memory: {peak} KiB");
    }
    let _ = ssh.kill();
    let _ = ssh.wait();
}

#[test]
fn idle_sockets_from_one_address_do_not_keep_a_player_out() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let (server, _log) = start_logged(dir.path(), &["--handshake-seconds", "2"]);
    let ann = key(dir.path(), "ann");
    // 300 connections from 127.0.0.1 that never say a word.
    let idle: Vec<std::net::TcpStream> = (0..300)
        .filter_map(|_| std::net::TcpStream::connect(("127.0.0.1", server.port)).ok())
        .collect();
    assert!(idle.len() > 256, "{} idle sockets", idle.len());
    // A player from another address comes in and plays.
    let (mut screen, mut child, mut writer) =
        connect_with(server.port, &ann, "ann", &["-b", "127.0.0.2"]);
    screen.wait_for("Variants");
    writer.write_all(b"\r").expect("Enter");
    screen.wait_for("Tunnels");
    // The idle ones are closed: those over the address's share at once,
    // the rest at the handshake deadline.
    let deadline = Instant::now() + Duration::from_secs(30);
    for mut socket in idle {
        let left = deadline.saturating_duration_since(Instant::now());
        socket
            .set_read_timeout(Some(left.max(Duration::from_millis(1))))
            .expect("a timeout");
        let mut sink = [0u8; 256];
        loop {
            match socket.read(&mut sink) {
                // The server's SSH banner comes before the cut.
                Ok(n) if n > 0 => continue,
                Ok(_) => break,
                Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => break,
                Err(e) => panic!("an idle socket still open at the deadline: {e}"),
            }
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn a_refused_name_with_escape_bytes_is_logged_escaped() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let (server, log) = start_logged(dir.path(), &[]);
    let eve = key(dir.path(), "eve");
    let forged = "x\x1b[2J\x1b]0;owned\x07\nwumpus serve: root: logged in\r";
    runtime().block_on(async {
        let (_handle, let_in) = log_in(server.port, &eve, forged).await;
        assert!(!let_in, "no such name");
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    let text = loop {
        let text = std::fs::read(&log).unwrap_or_default();
        if text.windows(11).any(|w| w == b"not a name ") || Instant::now() > deadline {
            break text;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let shown = String::from_utf8_lossy(&text);
    assert!(
        shown.contains("not a name"),
        "the refusal is logged: {shown}"
    );
    for byte in [0x1b, 0x07, b'\r'] {
        assert!(
            !text.contains(&byte),
            "a raw {byte:#x} in the log: {shown:?}"
        );
    }
    assert!(
        !shown.lines().any(|l| l.starts_with("wumpus serve: root:")),
        "a forged line: {shown}"
    );
    assert!(shown.contains("\\u{1b}[2J"), "escaped: {shown}");
}

#[test]
fn an_rsa_key_logs_in() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let path = dir.path().join("rsa");
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "rsa", "-b", "3072", "-N", ""])
        .arg("-f")
        .arg(&path)
        .status()
        .expect("ssh-keygen runs");
    assert!(made.success());
    let (mut screen, mut ssh, _keys) = connect(server.port, &path, "rosa");
    screen.wait_for("Variants");
    let claim = std::fs::read_to_string(server.data.join("players/rosa/key.pub"))
        .expect("the name is claimed");
    assert!(claim.starts_with("ssh-rsa "), "{claim}");
    let _ = ssh.kill();
    let _ = ssh.wait();
}

/// The log's text once it holds `want`, or at the deadline.
fn log_once(log: &Path, want: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if text.contains(want) || Instant::now() > deadline {
            return text;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_claim_on_a_full_disk_leaves_the_name_claimable() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let ann = key(dir.path(), "ann");
    // The claim's write fails as on a full disk (a debug build's fault).
    let (full, log) = start_logged_with(dir.path(), &[], &[("WUMPUS_FAULT", "fail:claim-written")]);
    let let_in = runtime().block_on(async { log_in(full.port, &ann, "ann").await.1 });
    assert!(!let_in, "the claim could not be kept");
    let said = log_once(&log, "could not keep");
    assert!(said.contains("could not keep the name"), "{said}");
    let data = full.data.clone();
    full.kill_hard();
    let claim = data.join("players/ann/key.pub");
    assert!(!claim.exists(), "no claim was left behind");
    let left: Vec<_> = std::fs::read_dir(data.join("players/ann"))
        .map(|d| d.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "nothing half-written was left: {left:?}");
    // Room on the disk again: the same key claims the name.
    let (server, _log) = start_logged(dir.path(), &[]);
    let let_in = runtime().block_on(async { log_in(server.port, &ann, "ann").await.1 });
    assert!(let_in, "the name was claimable");
    let text = std::fs::read_to_string(&claim).expect("claimed");
    assert!(text.starts_with("ssh-ed25519 "), "{text}");
}

#[test]
fn a_damaged_claim_is_refused_and_logged_until_the_operator_releases_it() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let bob = key(dir.path(), "bob");
    let claim_dir = dir.path().join("server/players/bob");
    std::fs::create_dir_all(&claim_dir).expect("dir");
    std::fs::write(claim_dir.join("key.pub"), "").expect("an empty claim");
    let (server, log) = start_logged(dir.path(), &[]);
    let let_in = runtime().block_on(async { log_in(server.port, &bob, "bob").await.1 });
    assert!(!let_in, "a damaged claim lets no one in");
    let said = log_once(&log, "damaged");
    assert!(
        said.contains("claim on the name \"bob\" is damaged"),
        "{said}"
    );
    let released = Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(["serve", "--release", "bob", "--data"])
        .arg(&server.data)
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", dir.path())
        .env("HOME", dir.path())
        .output()
        .expect("release runs");
    let out = String::from_utf8_lossy(&released.stdout);
    assert!(released.status.success(), "{out}");
    assert!(out.contains("is free"), "{out}");
    let let_in = runtime().block_on(async { log_in(server.port, &bob, "bob").await.1 });
    assert!(let_in, "the first key after the release claims the name");
    let aside = std::fs::read_dir(&claim_dir)
        .expect("listed")
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("key.pub.released-")
        })
        .count();
    assert_eq!(aside, 1, "the damaged claim is kept aside");
}

/// An older server's claims (`players/*/key.pub`) are taken into the
/// store at start, which then lets each name's key in and no other; the
/// operator's release frees a kept key too, for the next key to claim.
#[test]
fn an_older_servers_claims_are_taken_into_the_store_and_a_release_frees_them() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let (ann, eve) = (key(dir.path(), "ann"), key(dir.path(), "eve"));
    let claim_dir = dir.path().join("server/players/ann");
    std::fs::create_dir_all(&claim_dir).expect("dir");
    let public = std::fs::read_to_string(ann.with_extension("pub")).expect("ann's key");
    std::fs::write(claim_dir.join("key.pub"), &public).expect("an old claim");
    let (server, log) = start_logged(dir.path(), &[]);
    let said = log_once(&log, "taken into");
    assert!(
        said.contains("1 SSH key claims taken into players.sqlite"),
        "{said}"
    );
    let store = rusqlite::Connection::open(server.data.join("players.sqlite")).expect("the store");
    let kept: String = store
        .query_row("SELECT key FROM keys WHERE name = 'ann'", [], |r| r.get(0))
        .expect("ann's key kept");
    let body = public.split_whitespace().nth(1).expect("the key's body");
    assert!(kept.contains(body), "{kept}");
    drop(store);
    assert!(std::fs::read_to_string(claim_dir.join("key.pub")).is_ok_and(|t| t == public));
    runtime().block_on(async {
        assert!(log_in(server.port, &ann, "ann").await.1, "ann's old key");
        assert!(!log_in(server.port, &eve, "ann").await.1, "not eve's");
    });
    let released = Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(["serve", "--release", "ann", "--data"])
        .arg(&server.data)
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", dir.path())
        .env("HOME", dir.path())
        .output()
        .expect("release runs");
    assert!(released.status.success());
    let let_in = runtime().block_on(async { log_in(server.port, &eve, "ann").await.1 });
    assert!(let_in, "the first key after the release claims the name");
    let let_in = runtime().block_on(async { log_in(server.port, &ann, "ann").await.1 });
    assert!(!let_in, "and the old one no longer does");
}

#[test]
fn look_alike_names_are_one_name() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let ann = key(dir.path(), "ann");
    let eve = key(dir.path(), "eve");
    let server = start_server(dir.path());
    runtime().block_on(async {
        assert!(log_in(server.port, &ann, "ann").await.1, "ann claims");
        assert!(!log_in(server.port, &eve, "Ann").await.1, "Ann is ann");
        assert!(!log_in(server.port, &eve, "ANN").await.1, "ANN is ann");
        assert!(
            log_in(server.port, &ann, "Ann").await.1,
            "ann's key, any case"
        );
        assert!(
            !log_in(server.port, &eve, "WATCH").await.1,
            "WATCH is no one's"
        );
    });
    let names: Vec<_> = std::fs::read_dir(server.data.join("players"))
        .expect("listed")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, ["ann"], "one directory");
}
