//! `wumpus serve` end to end, with OpenSSH's own `ssh` in a pty as the
//! player: a name claimed by the first key, a game played and saved over
//! the connection, resumed from a new one, and the refusals (another key
//! for the name, an exec request). Skipped, with a line saying so, where
//! `ssh` or `ssh-keygen` is missing.

use super::Screen;
use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::channel;

fn have(program: &str) -> bool {
    Command::new(program)
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// The server, stopped (and its data removed) when the test ends.
struct Server {
    child: std::process::Child,
    port: u16,
    data: PathBuf,
    /// Cleared by `kill_hard`, whose caller starts it again on the data.
    remove_data: bool,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if self.remove_data {
            let _ = std::fs::remove_dir_all(&self.data);
        }
    }
}

impl Server {
    /// SIGKILL: nothing of the server's own runs; its files stay as the
    /// kill left them. Returns its port.
    fn kill_hard(mut self) -> u16 {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.remove_data = false;
        self.port
    }
}

fn start_server(dir: &Path) -> Server {
    // A port free a moment ago: another test taking it fails this one loudly.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    start_server_on(dir, port)
}

fn start_server_on(dir: &Path, port: u16) -> Server {
    // A seed whose first move through tunnel 1 is survived.
    start_server_with(dir, port, 81723, &[])
}

/// The server on `port`, every connection's first game seeded `seed`,
/// with `more` flags.
fn start_server_with(dir: &Path, port: u16, seed: u64, more: &[&str]) -> Server {
    spawn_server(dir, port, seed, more, &[], Stdio::null())
}

/// As `start_server_with`, with `env` set for the server and its log
/// (stderr) sent to `log`.
fn spawn_server(
    dir: &Path,
    port: u16,
    seed: u64,
    more: &[&str],
    env: &[(&str, &str)],
    log: Stdio,
) -> Server {
    let data = dir.join("server");
    let mut child = Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args([
            "--seed",
            &seed.to_string(),
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
        ])
        .args(more)
        .arg("--data")
        .arg(&data)
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", dir)
        .env("HOME", dir)
        .env("WUMPUS_DATA", dir.join("local"))
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .expect("the server starts");
    let out = child.stdout.take().expect("its stdout");
    let mut lines = BufReader::new(out).lines();
    let first = lines.next().and_then(Result::ok).unwrap_or_default();
    assert!(first.contains("listening on"), "{first}");
    // The rest of its output is read and dropped, so it never blocks.
    std::thread::spawn(move || for _ in lines {});
    Server {
        child,
        port,
        data,
        remove_data: true,
    }
}

fn key(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", ""])
        .arg("-f")
        .arg(&path)
        .status()
        .expect("ssh-keygen runs");
    assert!(made.success());
    path
}

fn ssh_args(port: u16, key: &Path) -> Vec<String> {
    [
        "-F",
        "/dev/null",
        "-p",
        &port.to_string(),
        "-i",
        &key.to_string_lossy(),
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "BatchMode=yes",
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "LogLevel=ERROR",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// `ssh -tt` in a pty of 100x30: the player's terminal.
fn connect(
    port: u16,
    key: &Path,
    who: &str,
) -> (
    Screen,
    Box<dyn portable_pty::Child + Send + Sync>,
    Box<dyn Write + Send>,
) {
    connect_with(port, key, who, &[])
}

/// As `connect`, with `more` options for `ssh` (`-b ADDR`, say).
fn connect_with(
    port: u16,
    key: &Path,
    who: &str,
    more: &[&str],
) -> (
    Screen,
    Box<dyn portable_pty::Child + Send + Sync>,
    Box<dyn Write + Send>,
) {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: super::ROWS.get(),
            cols: super::COLS.get(),
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pty");
    let mut cmd = CommandBuilder::new("ssh");
    cmd.args(ssh_args(port, key));
    cmd.args(more);
    cmd.args(["-tt", &format!("{who}@127.0.0.1")]);
    cmd.env("TERM", "xterm-256color");
    let child = pty.slave.spawn_command(cmd).expect("ssh starts");
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().expect("a reader");
    let writer = pty.master.take_writer().expect("a writer");
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        // The master stays open while the reader runs.
        let _master = pty.master;
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let screen = Screen {
        parser: vt100::Parser::new(super::ROWS, super::COLS, 0),
        bytes: rx,
        raw: None,
    };
    (screen, child, writer)
}

/// Whether OpenSSH's client is here; if not, the test says it is skipped.
fn ssh_here() -> bool {
    let here = have("ssh") && have("ssh-keygen");
    if !here {
        eprintln!("skipped: no ssh or ssh-keygen on this machine");
    }
    here
}

/// Ann connects, starts the first variant and makes her first move.
fn first_move(
    port: u16,
    ann: &Path,
) -> (
    Screen,
    Box<dyn portable_pty::Child + Send + Sync>,
    Box<dyn Write + Send>,
) {
    let (mut screen, ssh, mut keys) = connect(port, ann, "ann");
    screen.wait_for("Variants");
    keys.write_all(b"\r").expect("Enter");
    screen.wait_for("Tunnels");
    keys.write_all(b"1").expect("a move");
    screen.wait_for("Turn 1");
    (screen, ssh, keys)
}

/// From the menu, the saved game resumed: its play screen is up.
fn resume(screen: &mut Screen, keys: &mut Box<dyn Write + Send>) {
    screen.wait_for("Resume: Classic, turn 2");
    keys.write_all(b"\r").expect("Enter");
    screen.wait_for("Tunnels");
}

#[test]
fn a_game_over_ssh_is_saved_and_resumed_and_strangers_are_refused() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    let eve = key(dir.path(), "eve");

    // Ann's first connection claims her name; she starts a game, moves,
    // and leaves it saved.
    let (mut screen, mut ssh, mut keys) = first_move(server.port, &ann);
    // Hints on: a setting of Ann's own, kept in her directory.
    keys.write_all(b"h").expect("h");
    screen.wait_for("hints: on");
    keys.write_all(b"q").expect("q");
    screen.wait_for("Leave this game?");
    keys.write_all(b"s").expect("s");
    screen.wait_for("Resume:");
    let _ = ssh.kill();
    let _ = ssh.wait();
    let saves = server.data.join("players/ann/saves");
    let saved = std::fs::read_dir(&saves).map(|d| d.count()).unwrap_or(0);
    assert_eq!(saved, 1, "one save in {}", saves.display());
    // The setting is written off the keypress path, by a thread of the
    // server's own: wait for that write, up to a deadline.
    let settings_path = server.data.join("players/ann/settings.toml");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let settings = loop {
        let now = std::fs::read_to_string(&settings_path).unwrap_or_default();
        if now.contains("hints = true") || std::time::Instant::now() > deadline {
            break now;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert!(settings.contains("hints = true"), "{settings}");

    // A new connection finds it on the menu and resumes it; Ann's
    // settings are hers again.
    let (mut screen, mut ssh, mut keys) = connect(server.port, &ann, "ann");
    screen.wait_for("Resume: Classic, turn 2");
    keys.write_all(b"o").expect("o");
    screen.wait_until("Ann's hints on", |s| {
        s.lines()
            .any(|l| l.contains("Hints") && l.contains("‹ on ›"))
    });
    keys.write_all(b"\x1b").expect("Esc");
    resume(&mut screen, &mut keys);
    let _ = ssh.kill();
    let _ = ssh.wait();

    // Another key for Ann's name is refused, and told why (as OpenSSH
    // shows a keyboard-interactive instruction: not in batch mode); so is
    // a command to run.
    let told: Vec<String> = ssh_args(server.port, &eve)
        .into_iter()
        .map(|a| match a.as_str() {
            "BatchMode=yes" => "PasswordAuthentication=no".to_string(),
            "LogLevel=ERROR" => "LogLevel=INFO".to_string(),
            _ => a,
        })
        .collect();
    let refused = Command::new("ssh")
        .args(told)
        .args(["ann@127.0.0.1", "true"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("Permission denied"), "{said}");
    assert_eq!(
        said.matches("Refused: the name \"ann\" belongs to another key.")
            .count(),
        1,
        "told once: {said}"
    );
    let exec = Command::new("ssh")
        .args(ssh_args(server.port, &ann))
        .args(["ann@127.0.0.1", "ls", "/"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    let said = String::from_utf8_lossy(&exec.stderr);
    assert!(said.contains("exec request failed"), "{said}");
    assert!(exec.stdout.is_empty());
    // Only the two names' directories, nothing for the refused ones.
    let names: Vec<_> = std::fs::read_dir(server.data.join("players"))
        .expect("players")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["ann"]);

    // SIGTERM: the game on screen is saved and its player told, and the
    // server ends of itself.
    let (mut screen, _ssh, mut keys) = connect(server.port, &ann, "ann");
    resume(&mut screen, &mut keys);
    let mut server = server;
    let term = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(term.success());
    screen.wait_for("Your game is saved");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let ended = loop {
        match server.child.try_wait() {
            Ok(Some(status)) => break Some(status),
            _ if std::time::Instant::now() > deadline => break None,
            _ => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    };
    assert!(ended.is_some_and(|s| s.success()), "{ended:?}");
}

#[test]
fn a_server_killed_outright_gives_back_the_game_on_the_next_start() {
    if !ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_server(dir.path());
    let ann = key(dir.path(), "ann");
    let (_screen, mut ssh, keys) = first_move(server.port, &ann);
    // The autosave writes once the move's frame is drawn: wait for it on
    // disk (a condition, not a guess at how long it takes).
    let saves = server.data.join("players/ann/saves");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let saved = |dir: &Path| {
        std::fs::read_dir(dir).is_ok_and(|d| {
            d.filter_map(Result::ok)
                .any(|save| save.path().extension().is_some_and(|x| x == "json"))
        })
    };
    while !saved(&saves) {
        assert!(
            std::time::Instant::now() < deadline,
            "no save in {}",
            saves.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SIGKILL, with the game open and its save locked.
    let port = server.kill_hard();
    let _ = ssh.kill();
    let _ = ssh.wait();
    drop(keys);

    let server = start_server_on(dir.path(), port);
    let (mut screen, mut ssh, mut keys) = connect(server.port, &ann, "ann");
    resume(&mut screen, &mut keys);
    screen.wait_for("Turn 1");
    let _ = ssh.kill();
    let _ = ssh.wait();
}

#[path = "serve_hardening.rs"]
mod hardening;
#[path = "serve_refusals.rs"]
mod refusals;
#[path = "serve_tables.rs"]
mod tables;
#[path = "serve_talk.rs"]
mod talk;
#[path = "serve_watch.rs"]
mod watch;
#[path = "serve_web.rs"]
mod web;
