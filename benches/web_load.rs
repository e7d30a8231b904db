//! `wumpus serve --web` under load (issue 41), the SSH path beside it in
//! the same run. For each screen size (80x24, then 160x48) it starts
//! target/release/wumpus with `--web`, registers SESSIONS web players and
//! opens a page socket for each, a classic game in each, and beside them
//! one real page in headless Chromium and one SSH client (OpenSSH's `ssh`
//! in a pseudo-terminal). Then every session takes its turn pressing a
//! key that opens or closes the arrow editor (the screen changes, the game
//! never ends), KEYS rounds, the page and the SSH client once a round.
//!
//! Timed: a socket's key to the frame's message (one message a frame);
//! the page's key to its frame drawn, as the page itself times it
//! (`window.wumpusTimings`); the SSH client's key to the frame's last byte
//! (read until quiet for 20 ms, not counted), as benches/serve_load.py
//! does. Also the bytes a key's frame takes on a socket, and the server's
//! resident memory a session, idle on the play screen.
//!
//! `cargo build --release && cargo bench -p wumpus-benches --bench
//! web_load [-- SESSIONS KEYS]` (default 100 and 5). Needs /usr/bin/chromium,
//! /usr/bin/chromedriver and ssh.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};
use tungstenite::client::IntoClientRequest;

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn game() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/release/wumpus")
}

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn rss_kb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn wait_port(port: u16) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "nothing listens on {port}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Registers `name`: its session cookie.
fn register(web: u16, name: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", web)).expect("connected");
    let body = format!(r#"{{"name":"{name}","password":"a long password"}}"#);
    write!(
        stream,
        "POST /api/register HTTP/1.1\r\nHost: 127.0.0.1:{web}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("sent");
    let mut text = String::new();
    stream.read_to_string(&mut text).expect("an answer");
    text.lines()
        .find_map(|l| l.strip_prefix("set-cookie: wumpus="))
        .and_then(|l| l.split(';').next())
        .map(str::to_string)
        .unwrap_or_else(|| panic!("{name} not registered: {text}"))
}

fn open_socket(web: u16, cookie: &str, (cols, rows): (u16, u16)) -> Socket {
    let mut req = format!("ws://127.0.0.1:{web}/socket")
        .into_client_request()
        .expect("a request");
    let h = req.headers_mut();
    h.insert(
        "Origin",
        format!("http://127.0.0.1:{web}").parse().expect("origin"),
    );
    h.insert(
        "Cookie",
        format!("wumpus={cookie}").parse().expect("cookie"),
    );
    let (mut ws, _) = tungstenite::connect(req).expect("a socket");
    let size = format!(r#"{{"t":"s","c":{cols},"r":{rows}}}"#);
    ws.send(tungstenite::Message::Text(size.into()))
        .expect("size");
    ws
}

/// The next frame's message: its size in bytes.
fn next_frame(ws: &mut Socket) -> usize {
    loop {
        match ws.read().expect("a frame") {
            tungstenite::Message::Text(t) => return t.len(),
            _ => continue,
        }
    }
}

fn read_until(ws: &mut Socket, word: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        assert!(Instant::now() < deadline, "no {word}");
        if let tungstenite::Message::Text(t) = ws.read().expect("a frame")
            && t.as_str().contains(word)
        {
            return;
        }
    }
}

fn press(ws: &mut Socket, key: &str) {
    let message = format!(r#"{{"t":"k","d":"{key}"}}"#);
    ws.send(tungstenite::Message::Text(message.into()))
        .expect("a key");
}

/// An SSH client in a pseudo-terminal, its output read on a thread.
struct Ssh {
    _child: Box<dyn portable_pty::Child + Send + Sync>,
    keys: Box<dyn Write + Send>,
    out: Receiver<(Instant, usize)>,
    seen: Receiver<Vec<u8>>,
}

fn ssh(dir: &Path, port: u16, (cols, rows): (u16, u16)) -> Ssh {
    let key = dir.join("sshkey");
    let _ = std::fs::remove_file(&key);
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-f"])
        .arg(&key)
        .status()
        .expect("ssh-keygen");
    assert!(made.success());
    let pty = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pty");
    let mut cmd = CommandBuilder::new("ssh");
    for a in [
        "-tt",
        "-F",
        "/dev/null",
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
    ] {
        cmd.arg(a);
    }
    cmd.args([
        "-p",
        &port.to_string(),
        "-i",
        &key.to_string_lossy(),
        "sshplayer@127.0.0.1",
    ]);
    cmd.env("TERM", "xterm-256color");
    let child = pty.slave.spawn_command(cmd).expect("ssh");
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().expect("a reader");
    let keys = pty.master.take_writer().expect("a writer");
    let (tx, out) = channel();
    let (seen_tx, seen) = channel();
    std::thread::spawn(move || {
        let _master = pty.master;
        let mut buf = [0u8; 65536];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send((Instant::now(), n)).is_err() {
                break;
            }
            let _ = seen_tx.send(buf[..n].to_vec());
        }
    });
    Ssh {
        _child: child,
        keys,
        out,
        seen,
    }
}

impl Ssh {
    fn wait_for(&mut self, word: &str) {
        let mut all = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(30);
        while !String::from_utf8_lossy(&all).contains(word) {
            assert!(Instant::now() < deadline, "ssh: no {word}");
            if let Ok(chunk) = self.seen.recv_timeout(Duration::from_millis(50)) {
                all.extend(chunk);
            }
        }
        while self.out.try_recv().is_ok() {}
    }

    /// A key: ms from its write to the last byte of its frame.
    fn press(&mut self, key: &[u8]) -> f64 {
        while self.out.try_recv().is_ok() {}
        while self.seen.try_recv().is_ok() {}
        let sent = Instant::now();
        self.keys.write_all(key).expect("a key");
        self.keys.flush().expect("flushed");
        let mut last = None;
        loop {
            let wait = if last.is_some() { 20 } else { 5000 };
            match self.out.recv_timeout(Duration::from_millis(wait)) {
                Ok((at, _)) => last = Some(at),
                Err(_) => break,
            }
        }
        while self.seen.try_recv().is_ok() {}
        last.map_or(f64::NAN, |at| ms(at - sent))
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(times: &mut [f64], p: f64) -> f64 {
    times.sort_by(f64::total_cmp);
    if times.is_empty() {
        return f64::NAN;
    }
    let at = ((times.len() - 1) as f64 * p).round() as usize;
    times[at]
}

struct Page {
    client: fantoccini::Client,
    _driver: Killed,
}

async fn page(web: u16, dir: &Path) -> Page {
    let port = free_port();
    let driver = Killed(
        Command::new("/usr/bin/chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver"),
    );
    wait_port(port);
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--no-first-run", "--window-size=1700,1000",
                     format!("--user-data-dir={}", dir.join("profile").display())],
        }),
    );
    let client =
        fantoccini::ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("a browser");
    client
        .goto(&format!("http://127.0.0.1:{web}/"))
        .await
        .expect("the page");
    use fantoccini::Locator;
    let find = |id| client.find(Locator::Id(id));
    find("name")
        .await
        .expect("name")
        .send_keys("thepage")
        .await
        .expect("typed");
    find("password")
        .await
        .expect("password")
        .send_keys("a long password")
        .await
        .expect("typed");
    find("register")
        .await
        .expect("register")
        .click()
        .await
        .expect("clicked");
    page_wait(&client, "Variants").await;
    let enter = String::from(char::from(fantoccini::key::Key::Enter));
    find("screen")
        .await
        .expect("screen")
        .send_keys(&enter)
        .await
        .expect("Enter");
    page_wait(&client, "Tunnels").await;
    Page {
        client,
        _driver: driver,
    }
}

async fn page_wait(client: &fantoccini::Client, word: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let el = client.find(fantoccini::Locator::Id("screen")).await;
        let text = match el {
            Ok(el) => el.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if text.contains(word) {
            return;
        }
        assert!(Instant::now() < deadline, "the page: no {word}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn run(sessions: usize, rounds: usize, size: (u16, u16), runtime: &tokio::runtime::Runtime) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let (port, web) = (free_port(), free_port());
    let room = (sessions + 20).to_string();
    let server = Killed(
        Command::new(game())
            .args([
                "--seed",
                "81723",
                "serve",
                "--listen",
                &format!("127.0.0.1:{port}"),
            ])
            .args(["--web", &format!("127.0.0.1:{web}")])
            .args(["--max-connections", &room, "--per-address-open", &room])
            .args([
                "--per-address-per-minute",
                &room,
                "--login-tries-per-minute",
                "100000",
            ])
            .arg("--data")
            .arg(dir.path().join("data"))
            .env("HOME", dir.path())
            .env("XDG_CONFIG_HOME", dir.path())
            .env_remove("WUMPUS_CONFIG")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server (cargo build --release first)"),
    );
    wait_port(web);
    std::thread::sleep(Duration::from_millis(300));
    let pid = server.0.id();
    // Registered first: argon2's 19 MiB a hash stays in the allocator's
    // arenas, and is no session's.
    let cookies: Vec<String> = (0..sessions)
        .map(|i| register(web, &format!("p{i}")))
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let before = rss_kb(pid);
    let mut sockets: Vec<Socket> = cookies
        .iter()
        .map(|cookie| {
            let mut ws = open_socket(web, cookie, size);
            read_until(&mut ws, "Variants");
            press(&mut ws, "\\r");
            read_until(&mut ws, "Tunnels");
            ws
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let with_all = rss_kb(pid);
    let page = runtime.block_on(page(web, dir.path()));
    let mut ssh = ssh(dir.path(), port, size);
    ssh.wait_for("Variants");
    ssh.keys.write_all(b"\r").expect("Enter");
    ssh.wait_for("Tunnels");

    let (mut socket_times, mut bytes, mut ssh_times) = (Vec::new(), 0usize, Vec::new());
    let screen = runtime
        .block_on(page.client.find(fantoccini::Locator::Id("screen")))
        .expect("the screen");
    let escape = String::from(char::from(fantoccini::key::Key::Escape));
    let _ = runtime.block_on(
        page.client
            .execute("window.wumpusTimings.length = 0;", Vec::new()),
    );
    for round in 0..rounds * 2 {
        let key = if round % 2 == 0 { "s" } else { "\\u001b" };
        for ws in &mut sockets {
            let sent = Instant::now();
            press(ws, key);
            bytes += next_frame(ws);
            socket_times.push(ms(sent.elapsed()));
        }
        let page_key = if round % 2 == 0 { "s" } else { escape.as_str() };
        runtime
            .block_on(screen.send_keys(page_key))
            .expect("the page's key");
        ssh_times.push(ssh.press(if round % 2 == 0 { b"s" } else { b"\x1b" }));
    }
    std::thread::sleep(Duration::from_millis(200));
    let page_times: Vec<f64> = runtime
        .block_on(
            page.client
                .execute("return window.wumpusTimings;", Vec::new()),
        )
        .ok()
        .and_then(|v| v.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    let keys = socket_times.len();
    let mut page_times = page_times;
    println!(
        "{}x{} · {sessions} sockets: key to frame p50 {:.2} ms, p99 {:.2} ms ({keys} keys), {:.0} bytes a key · \
         the page (Chromium, {} keys): p50 {:.2} ms, p99 {:.2} ms · the SSH client ({} keys): p50 {:.2} ms, p99 {:.2} ms · \
         memory {:.0} kB a session idle ({} kB, then {} kB)",
        size.0,
        size.1,
        percentile(&mut socket_times, 0.5),
        percentile(&mut socket_times, 0.99),
        bytes as f64 / keys.max(1) as f64,
        page_times.len(),
        percentile(&mut page_times, 0.5),
        percentile(&mut page_times, 0.99),
        ssh_times.len(),
        percentile(&mut ssh_times, 0.5),
        percentile(&mut ssh_times, 0.99),
        (with_all.saturating_sub(before)) as f64 / sessions.max(1) as f64,
        before,
        with_all,
    );
    let _ = runtime.block_on(page.client.close());
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let sessions = args.first().copied().unwrap_or(100);
    let rounds = args.get(1).copied().unwrap_or(5);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    for size in [(80, 24), (160, 48)] {
        run(sessions, rounds, size, &runtime);
    }
}
