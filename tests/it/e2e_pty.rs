//! The real binary in a pseudo-terminal: menu, a game, the editor, quit,
//! and the terminal left as it was found.

#[path = "../e2e_pty/mouse.rs"]
mod mouse;
#[path = "../e2e_pty/records.rs"]
mod records;
#[path = "../e2e_pty/replay.rs"]
mod replay;
#[path = "../e2e_pty/serve.rs"]
mod serve;
#[path = "../e2e_pty/settings.rs"]
mod settings;
#[path = "../e2e_pty/signals.rs"]
mod signals;

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

const ROWS: NonZeroU16 = NonZeroU16::new(30).unwrap();
const COLS: NonZeroU16 = NonZeroU16::new(100).unwrap();
/// Generous: a loaded CI machine may be slow, but never this slow.
const TIMEOUT: Duration = Duration::from_secs(20);

/// Programs started so far, to give each a data directory of its own.
static SPAWNED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

struct Screen {
    parser: vt100::Parser,
    bytes: Receiver<Vec<u8>>,
    /// Every byte read, when a test asks to see what was written.
    raw: Option<std::sync::Arc<std::sync::Mutex<Vec<u8>>>>,
}

impl Screen {
    /// Keeps every byte read from now on in `into`.
    fn keep_raw(&mut self, into: &std::sync::Arc<std::sync::Mutex<Vec<u8>>>) {
        self.raw = Some(std::sync::Arc::clone(into));
    }

    fn take(&mut self, chunk: &[u8]) {
        if let Some(raw) = &self.raw
            && let Ok(mut raw) = raw.lock()
        {
            raw.extend_from_slice(chunk);
        }
        self.parser.process(chunk);
    }

    /// Reads output until `want` is on screen; fails the test at the timeout.
    fn wait_for(&mut self, want: &str) {
        self.wait_until(want, |screen| screen.contains(want));
    }

    /// Reads output until `done` holds for the whole screen. A frame can
    /// arrive in several chunks, so tests wait for a state, not a fragment.
    fn wait_until(&mut self, want: &str, done: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if done(&self.parser.screen().contents()) {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.bytes.recv_timeout(left) {
                Ok(chunk) => self.take(&chunk),
                Err(_) => panic!(
                    "timed out waiting for {want:?}; the screen was:\n{}",
                    self.parser.screen().contents()
                ),
            }
        }
    }

    /// Reads everything until the program closes the terminal.
    fn drain(&mut self) {
        let deadline = Instant::now() + TIMEOUT;
        while let Ok(chunk) = self
            .bytes
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            self.take(&chunk);
        }
    }
}

/// Kills the program if a test fails half-way, so no orphan is left, and
/// removes the data directory it was given.
struct Child(
    Box<dyn portable_pty::Child + Send + Sync>,
    std::path::PathBuf,
);

impl Child {
    fn wait(&mut self) -> std::io::Result<portable_pty::ExitStatus> {
        self.0.wait()
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
        }
        let _ = std::fs::remove_dir_all(&self.1);
    }
}
type Writer = Box<dyn Write + Send>;

/// Starts the binary in a pty with an empty user config and `env` set.
type Master = Box<dyn portable_pty::MasterPty + Send>;
type Spawned = (Screen, Child, Writer, Master);

fn spawn(env: &[(&str, &str)]) -> Result<Spawned, Box<dyn std::error::Error>> {
    spawn_after(env, |_| Ok(()))
}

/// As `spawn`, running `first` on the pty before the program starts.
fn spawn_after(
    env: &[(&str, &str)],
    first: impl FnOnce(&dyn portable_pty::MasterPty) -> Result<(), Box<dyn std::error::Error>>,
) -> Result<Spawned, Box<dyn std::error::Error>> {
    spawn_with(env, &[], first)
}

/// As `spawn_after`, with `args` (a subcommand) after the seed.
fn spawn_with(
    env: &[(&str, &str)],
    args: &[&str],
    first: impl FnOnce(&dyn portable_pty::MasterPty) -> Result<(), Box<dyn std::error::Error>>,
) -> Result<Spawned, Box<dyn std::error::Error>> {
    let pty = native_pty_system().openpty(PtySize {
        rows: ROWS.get(),
        cols: COLS.get(),
        pixel_width: 0,
        pixel_height: 0,
    })?;
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_wumpus"));
    // A seed whose first move through tunnel 1 is survived.
    cmd.args(["--seed", "81723"]);
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    let empty = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/config/xdg-empty"
    );
    cmd.env("XDG_CONFIG_HOME", empty);
    cmd.env("HOME", empty);
    cmd.env_remove("WUMPUS_CONFIG");
    // A data directory of the test's own unless it names one: no test
    // touches the player's scores or save.
    // Under cargo's own scratch directory for tests, not the system's.
    let data = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "e2e-data-{}-{}",
        std::process::id(),
        SPAWNED.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
    ));
    cmd.env("WUMPUS_DATA", &data);
    for (k, v) in env {
        cmd.env(k, v);
    }
    first(pty.master.as_ref())?;
    let child = Child(pty.slave.spawn_command(cmd)?, data);
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader()?;
    let writer = pty.master.take_writer()?;
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let screen = Screen {
        parser: vt100::Parser::new(ROWS, COLS, 0),
        bytes: rx,
        raw: None,
    };
    Ok((screen, child, writer, pty.master))
}

#[test]
fn menu_game_editor_quit_and_the_terminal_is_restored() -> Result<(), Box<dyn std::error::Error>> {
    let (mut screen, mut child, mut writer, master) = spawn(&[])?;
    let mut send = |keys: &str| -> std::io::Result<()> {
        writer.write_all(keys.as_bytes())?;
        writer.flush()
    };

    screen.wait_for("Variants");
    assert!(screen.parser.screen().alternate_screen());
    send("\r")?;
    screen.wait_for("turn 1");
    send("1")?;
    screen.wait_for("turn 2");
    send("s")?;
    screen.wait_for("rooms left");
    send("\x1b")?;
    screen.wait_until("the editor closed", |s| {
        s.contains("s to aim an arrow") && !s.contains("rooms left")
    });
    // A game with a move made can be saved: leaving asks how.
    send("q")?;
    screen.wait_for("Leave this game?");
    send("a")?;
    screen.wait_for("Variants");
    send("q")?;
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(status.success(), "exit status {status:?}");
    assert!(!screen.parser.screen().alternate_screen());
    Ok(())
}

/// Debug builds panic on request; the terminal must be restored before the
/// message is printed.
#[test]
#[cfg_attr(
    not(debug_assertions),
    ignore = "needs the debug build's fault hooks (WUMPUS_FAULT, WUMPUS_DEBUG_PANIC)"
)]
fn a_panic_restores_the_terminal_then_reports() -> Result<(), Box<dyn std::error::Error>> {
    let (mut screen, mut child, _writer, master) = spawn(&[("WUMPUS_DEBUG_PANIC", "1")])?;
    screen.wait_for("deliberate panic");
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(!status.success());
    assert!(!screen.parser.screen().alternate_screen());
    assert!(
        screen
            .parser
            .screen()
            .contents()
            .contains("deliberate panic")
    );
    Ok(())
}

/// A game of bots goes on by itself in the real event loop: no key is
/// pressed after the start, and the turns move on.
#[test]
fn bots_play_on_their_own_in_watch_mode() -> Result<(), Box<dyn std::error::Error>> {
    let data = std::env::temp_dir().join(format!("wumpus-e2e-data-{}", std::process::id()));
    let data_text = data.display().to_string();
    let (mut screen, mut child, mut writer, master) = spawn(&[("WUMPUS_DATA", &data_text)])?;
    let mut send = |keys: &str| -> std::io::Result<()> {
        writer.write_all(keys.as_bytes())?;
        writer.flush()
    };
    screen.wait_for("Variants");
    // Up from the first variant wraps to the Settings entry below the
    // last; the all-bots game is sixth from the end, before the five
    // labyrinths.
    for _ in 0..7 {
        send("\x1b[A")?;
    }
    screen.wait_for("all bots");
    send("\r")?;
    screen.wait_for("Start the game");
    send("\x1b[A")?;
    send("\r")?;
    screen.wait_for("TRUTH");
    // The status line counts the turns begun.
    screen.wait_until("the third turn", |s| {
        s.contains("game over")
            || s.split("turn ").skip(1).any(|rest| {
                let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
                n.parse::<u32>().is_ok_and(|n| n >= 3)
            })
    });
    send("q")?;
    screen.wait_for("Leave this game?");
    send("a")?;
    screen.wait_for("Variants");
    send("q")?;
    let status = child.wait()?;
    drop(master);
    screen.drain();
    assert!(status.success(), "exit status {status:?}");
    let _ = std::fs::remove_dir_all(&data);
    Ok(())
}
