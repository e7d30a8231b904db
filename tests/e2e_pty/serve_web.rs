//! `wumpus serve --web` (issue 41): a visitor registers, logs in and
//! plays over the page's socket; a forged `Origin`, a cookie replayed
//! after logging out and a login flood are refused; no password is
//! written anywhere in clear. Then the same in a real headless Chromium
//! driven through WebDriver, where the machine has one.

use super::{Server, spawn_server};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::client::IntoClientRequest;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The server with its web page on a port of its own; its log in `log`.
fn start_web(dir: &Path) -> (Server, u16, std::path::PathBuf) {
    let (port, web) = (free_port(), free_port());
    let log = dir.join("server.log");
    let file = std::fs::File::create(&log).expect("a log file");
    let at = format!("127.0.0.1:{web}");
    let server = spawn_server(dir, port, 81723, &["--web", &at], &[], Stdio::from(file));
    (server, web, log)
}

struct Answer {
    status: u16,
    cookie: Option<String>,
    body: String,
}

/// One HTTP request, written out as a browser would send it.
fn request(port: u16, method: &str, path: &str, body: &str, cookie: Option<&str>) -> Answer {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    let cookie = cookie.map_or(String::new(), |c| format!("Cookie: wumpus={c}\r\n"));
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n{cookie}Connection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("sent");
    let mut text = String::new();
    stream.read_to_string(&mut text).expect("an answer");
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let cookie = head
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: wumpus="))
        .and_then(|l| l.split(';').next())
        .map(str::to_string)
        .filter(|c| !c.is_empty());
    Answer {
        status,
        cookie,
        body: body.to_string(),
    }
}

fn credentials(name: &str, password: &str) -> String {
    format!(r#"{{"name":"{name}","password":"{password}"}}"#)
}

/// A page's socket, as the page opens it (from `origin`, with `cookie`).
fn socket(web: u16, origin: &str, cookie: Option<&str>) -> Result<Socket, u16> {
    socket_for(web, "", origin, cookie)
}

/// A page's socket for what `query` asks (`?watch=NAME`, `?replay=ID`).
fn socket_for(web: u16, query: &str, origin: &str, cookie: Option<&str>) -> Result<Socket, u16> {
    let mut req = format!("ws://127.0.0.1:{web}/socket{query}")
        .into_client_request()
        .expect("a request");
    let headers = req.headers_mut();
    headers.insert("Origin", origin.parse().expect("a header"));
    if let Some(c) = cookie {
        headers.insert("Cookie", format!("wumpus={c}").parse().expect("a header"));
    }
    match tungstenite::connect(req) {
        Ok((ws, _)) => {
            // A socket gone quiet fails its test, not hangs it.
            if let tungstenite::stream::MaybeTlsStream::Plain(stream) = ws.get_ref() {
                stream
                    .set_read_timeout(Some(Duration::from_secs(30)))
                    .expect("a read timeout");
            }
            Ok(ws)
        }
        Err(tungstenite::Error::Http(answer)) => Err(answer.status().as_u16()),
        Err(e) => panic!("the socket failed otherwise: {e}"),
    }
}

/// The page's grid, from the frames the server sends (runs of text).
struct Grid(Vec<Vec<String>>);

impl Grid {
    fn new(cols: usize, rows: usize) -> Grid {
        Grid(vec![vec![" ".to_string(); cols]; rows])
    }

    fn apply(&mut self, line: &str) {
        let frame: serde_json::Value = serde_json::from_str(line).expect("a JSON frame");
        if frame["clear"] == true {
            for row in &mut self.0 {
                row.iter_mut().for_each(|c| *c = " ".into());
            }
        }
        for run in frame["runs"].as_array().into_iter().flatten() {
            let (x, y) = (
                run[0].as_u64().unwrap_or(0) as usize,
                run[1].as_u64().unwrap_or(0) as usize,
            );
            let text = run[2].as_str().unwrap_or("");
            let Some(row) = self.0.get_mut(y) else {
                continue;
            };
            if run.get(6).is_some() {
                if let Some(c) = row.get_mut(x) {
                    *c = text.to_string();
                }
                continue;
            }
            for (i, ch) in text.chars().enumerate() {
                if let Some(c) = row.get_mut(x + i) {
                    *c = ch.to_string();
                }
            }
        }
    }

    fn text(&self) -> String {
        self.0.iter().map(|r| r.concat() + "\n").collect()
    }
}

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

/// Reads frames until the grid shows `what` (the harness's deadline).
fn wait_for(ws: &mut Socket, grid: &mut Grid, what: &str) {
    read_until(ws, grid, what, |s| s.contains(what));
}

/// Reads frames, `done` asked of the screen after each (whatever the page
/// showed, even for a frame), until it says so.
fn read_until(ws: &mut Socket, grid: &mut Grid, label: &str, mut done: impl FnMut(&str) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done(&grid.text()) {
        assert!(Instant::now() < deadline, "no {label} on:\n{}", grid.text());
        match ws.read() {
            Ok(tungstenite::Message::Text(t)) => {
                for line in t.as_str().lines().filter(|l| !l.is_empty()) {
                    grid.apply(line);
                    if done(&grid.text()) {
                        return;
                    }
                }
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(e) => panic!("the socket closed waiting for {label}: {e}"),
        }
    }
}

/// Takes every frame sent so far, `check` asked of the screen after each.
fn pump_ws(ws: &mut Socket, grid: &mut Grid, check: impl Fn(&str)) {
    loop {
        match ws.read() {
            Ok(tungstenite::Message::Text(t)) => {
                for line in t.as_str().lines().filter(|l| !l.is_empty()) {
                    grid.apply(line);
                    check(&grid.text());
                }
            }
            Ok(_) => {}
            Err(_) => return,
        }
    }
}

fn keys(ws: &mut Socket, bytes: &str) {
    let message = serde_json::json!({ "t": "k", "d": bytes }).to_string();
    ws.send(tungstenite::Message::Text(message.into()))
        .expect("keys sent");
}

/// Every file under `dir`, read whole.
fn every_byte(dir: &Path) -> Vec<u8> {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            all.extend(every_byte(&path));
        } else {
            all.extend(std::fs::read(&path).unwrap_or_default());
        }
    }
    all
}

#[test]
fn a_web_player_plays_and_forged_origins_replayed_cookies_and_floods_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (server, web, log) = start_web(dir.path());
    let password = "wumpus-hunter-77";

    let page = request(web, "GET", "/", "", None);
    assert_eq!(page.status, 200);
    assert!(page.body.contains("/page.js"));
    assert_eq!(request(web, "GET", "/api/me", "", None).status, 401);

    let made = request(
        web,
        "POST",
        "/api/register",
        &credentials("ann", password),
        None,
    );
    assert_eq!(made.status, 200, "{}", made.body);
    let cookie = made.cookie.expect("a session cookie");
    let again = request(
        web,
        "POST",
        "/api/register",
        &credentials("ANN", password),
        None,
    );
    assert_eq!(again.status, 400, "a taken name: {}", again.body);
    assert!(again.body.contains("taken"), "{}", again.body);

    // The page's socket: Ann's menu, then a classic game, by keys.
    let origin = format!("http://127.0.0.1:{web}");
    let mut ws = socket(web, &origin, Some(&cookie)).expect("Ann's socket");
    ws.send(tungstenite::Message::Text(
        r#"{"t":"s","c":100,"r":30}"#.into(),
    ))
    .expect("the size");
    let mut grid = Grid::new(100, 30);
    wait_for(&mut ws, &mut grid, "Variants");
    keys(&mut ws, "\r");
    wait_for(&mut ws, &mut grid, "Tunnels");
    keys(&mut ws, "1");
    wait_for(&mut ws, &mut grid, "Turn 1");

    // Another site's page, a visitor with no session: no socket.
    assert_eq!(
        socket(web, "http://evil.example", Some(&cookie)).err(),
        Some(403)
    );
    assert_eq!(socket(web, &origin, None).err(), Some(401));

    // Logging out ends every session: the old cookie opens nothing.
    let out = request(web, "POST", "/api/logout", "", Some(&cookie));
    assert_eq!(out.status, 200);
    assert_eq!(
        request(web, "GET", "/api/me", "", Some(&cookie)).status,
        401
    );
    assert_eq!(
        socket(web, &origin, Some(&cookie)).err(),
        Some(401),
        "a stolen cookie replayed"
    );
    drop(ws);

    // A flood of wrong passwords: refused for a minute, the right one too.
    let mut flooded = None;
    for i in 0..12 {
        let tried = request(
            web,
            "POST",
            "/api/login",
            &credentials("ann", "not-her-password"),
            None,
        );
        if tried.status == 429 {
            flooded = Some((i, tried.body));
            break;
        }
        assert_eq!(tried.status, 401, "{}", tried.body);
    }
    let (at, why) = flooded.expect("the flood was refused");
    assert!(why.contains("too many tries"), "{why}");
    assert!(at <= 10, "refused after the allowance, at try {at}");
    let right = request(
        web,
        "POST",
        "/api/login",
        &credentials("ann", password),
        None,
    );
    assert_eq!(right.status, 429, "the right password waits too");

    // An SSH key cannot take the web account's name, and is told why.
    if super::ssh_here() {
        let key = super::key(dir.path(), "eve");
        let told: Vec<String> = super::ssh_args(server.port, &key)
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
        assert!(said.contains("belongs to a web account"), "{said}");
    }
    drop(server);
    let mut files = every_byte(dir.path());
    files.extend(std::fs::read(&log).unwrap_or_default());
    assert!(
        !files
            .windows(password.len())
            .any(|w| w == password.as_bytes()),
        "a password in clear in a file or the log"
    );
}

/// The title's "turn N · NAME's turn", which changes with every turn.
fn turn_line(screen: &str) -> Option<String> {
    let title = screen.lines().next()?;
    let at = title.find("turn ")?;
    Some(title[at..].trim_end_matches(['─', '┐', ' ']).to_string())
}

/// Opens a socket at `query` and sends the page's size, 100 by 30.
fn sized(web: u16, query: &str, cookie: Option<&str>) -> (Socket, Grid) {
    let origin = format!("http://127.0.0.1:{web}");
    let mut ws = socket_for(web, query, &origin, cookie).expect("a socket");
    ws.send(tungstenite::Message::Text(
        r#"{"t":"s","c":100,"r":30}"#.into(),
    ))
    .expect("the size");
    (ws, Grid::new(100, 30))
}

/// The `end` word of a socket with nothing to show.
fn last_word(ws: &mut Socket) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        match ws.read() {
            Ok(tungstenite::Message::Text(t)) => {
                for line in t.as_str().lines() {
                    let frame: serde_json::Value =
                        serde_json::from_str(line).expect("a JSON frame");
                    if let Some(end) = frame.get("end") {
                        return end.as_str().unwrap_or_default().to_string();
                    }
                }
            }
            Ok(_) => {}
            Err(e) => panic!("the socket closed before its last word: {e}"),
        }
    }
    panic!("no last word");
}

fn json(answer: &Answer) -> serde_json::Value {
    assert_eq!(answer.status, 200, "{}", answer.body);
    serde_json::from_str(&answer.body).expect("JSON")
}

/// The lobby page's links: Ann's game listed and watched at
/// `/watch/ann` by a visitor with no login, who sees her screen and is
/// counted on it; once it is over, her score at `/scores/ann` links its
/// record, which plays back at `/replay/ID` with the replay's keys.
#[test]
fn a_game_is_listed_watched_by_link_without_login_and_replayed_from_its_score() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_server, web, _log) = start_web(dir.path());
    let made = request(
        web,
        "POST",
        "/api/register",
        &credentials("ann", "ann's password"),
        None,
    );
    let cookie = made.cookie.expect("a session cookie");
    let (mut ann, mut anns) = sized(web, "", Some(&cookie));
    wait_for(&mut ann, &mut anns, "Variants");
    keys(&mut ann, "\r");
    wait_for(&mut ann, &mut anns, "Tunnels");
    keys(&mut ann, "1");
    wait_for(&mut ann, &mut anns, "Turn 1");

    let (mut nobody, _) = sized(web, "?watch=zed", None);
    assert_eq!(last_word(&mut nobody), "zed is not playing now.");

    let (mut visitor, mut seen) = sized(web, "?watch=ANN", None);
    wait_for(&mut visitor, &mut seen, "Turn 1");
    wait_for(&mut ann, &mut anns, "1 watching");
    let lobby = json(&request(web, "GET", "/api/lobby", "", None));
    let games = lobby["games"].as_array().expect("the games");
    assert_eq!(games.len(), 1, "{lobby}");
    assert_eq!(games[0]["player"], "ann");
    assert_eq!(games[0]["watchers"], 1);
    assert!(
        games[0]["title"]
            .as_str()
            .is_some_and(|t| t.contains("Classic")),
        "{lobby}"
    );
    // The visitor's screen follows Ann's, row for row.
    keys(&mut ann, "1");
    wait_for(&mut ann, &mut anns, "Bumped a Wumpus");
    wait_for(&mut visitor, &mut seen, "Bumped a Wumpus");
    let rows = |g: &Grid| {
        g.text()
            .lines()
            .take(20)
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    keys(&mut ann, "s5\r");
    wait_for(&mut ann, &mut anns, "You got the Wumpus");
    wait_for(&mut visitor, &mut seen, "You got the Wumpus");
    assert_eq!(
        rows(&seen)[1..],
        rows(&anns)[1..],
        "the watcher's rows below its title are the player's"
    );
    keys(&mut visitor, "q");
    assert_eq!(last_word(&mut visitor), "You stopped watching ann.");

    let deadline = Instant::now() + Duration::from_secs(30);
    let id = loop {
        let scores = json(&request(web, "GET", "/api/scores/ann", "", None));
        if let Some(id) = scores[0]["replay"].as_str() {
            assert_eq!(scores[0]["who"], "ann");
            assert_eq!(scores[0]["won"], true);
            break id.to_string();
        }
        assert!(Instant::now() < deadline, "no replay in {scores}");
        std::thread::sleep(Duration::from_millis(100));
    };
    let every = json(&request(web, "GET", "/api/scores", "", None));
    assert!(
        every
            .as_array()
            .is_some_and(|a| a.iter().any(|g| g["replay"] == id.as_str())),
        "{every}"
    );
    for page in [
        "/scores",
        "/scores/ann",
        &format!("/replay/{id}"),
        "/watch/ann",
        "/table/1",
    ] {
        let answer = request(web, "GET", page, "", None);
        assert_eq!(answer.status, 200, "{page}");
        assert!(answer.body.contains("/page.js"), "{page}: the page");
    }
    let best = json(&request(web, "GET", "/api/lobby", "", None));
    assert_eq!(best["best"][0][0], "Classic", "{best}");

    let (mut replay, mut played) = sized(web, &format!("?replay={id}"), None);
    wait_for(&mut replay, &mut played, "Replay");
    // Space pauses; right steps on to the record's end.
    keys(&mut replay, " ");
    for _ in 0..8 {
        keys(&mut replay, "\x1b[C");
    }
    wait_for(&mut replay, &mut played, "You got the Wumpus");

    let (mut forged, _) = sized(web, "?replay=0123456789abcdef", None);
    assert_eq!(
        last_word(&mut forged),
        "No game of that id kept its record here."
    );
    let (mut bad, _) = sized(web, "?replay=../../etc/passwd", None);
    assert_eq!(
        last_word(&mut bad),
        "No game of that id kept its record here."
    );
}

/// `--tls-cert/--tls-key`: the page over TLS from the server itself, its
/// session cookie `Secure`; plain HTTP on that port gets no page.
#[test]
fn the_page_over_tls_from_the_server_itself_sets_secure_cookies() {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    use tokio_rustls::rustls;
    let dir = tempfile::tempdir().expect("temp dir");
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_string()]).expect("a cert");
    let (cert, key) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
    std::fs::write(&cert, made.cert.pem()).expect("written");
    std::fs::write(&key, made.signing_key.serialize_pem()).expect("written");
    let (port, web) = (free_port(), free_port());
    let at = format!("127.0.0.1:{web}");
    let (c, k) = (cert.display().to_string(), key.display().to_string());
    let more = ["--web", &at, "--tls-cert", &c, "--tls-key", &k];
    let _server = spawn_server(dir.path(), port, 81723, &more, &[], Stdio::null());

    let mut roots = rustls::RootCertStore::empty();
    roots.add(made.cert.der().clone()).expect("the root");
    #[allow(deprecated)]
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    let connector = tokio_rustls::TlsConnector::from(std::sync::Arc::new(config));
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let ask = |method: &str, path: &str, body: &str| {
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: localhost:{web}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        runtime.block_on(async {
            let tcp = tokio::net::TcpStream::connect(("127.0.0.1", web))
                .await
                .expect("connected");
            let name = rustls::pki_types::ServerName::try_from("localhost").expect("a name");
            let mut tls = connector.connect(name, tcp).await.expect("a TLS handshake");
            tls.write_all(request.as_bytes()).await.expect("sent");
            let mut answer = Vec::new();
            let _ = tls.read_to_end(&mut answer).await;
            String::from_utf8_lossy(&answer).into_owned()
        })
    };
    let page = ask("GET", "/", "");
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("/page.js"), "{page}");
    let made = ask(
        "POST",
        "/api/register",
        &credentials("tess", "a long password"),
    );
    let cookie = (made.lines())
        .find(|l| l.to_ascii_lowercase().starts_with("set-cookie:"))
        .unwrap_or_else(|| panic!("no cookie in {made}"));
    assert!(cookie.contains("; Secure"), "{cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    // Plain HTTP on the TLS port: no page (the server may close before
    // the request is all written).
    let mut plain = TcpStream::connect(("127.0.0.1", web)).expect("connected");
    let _ = plain.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    let mut answer = Vec::new();
    let _ = plain.read_to_end(&mut answer);
    assert!(!String::from_utf8_lossy(&answer).contains("/page.js"));
}

/// One person, two ways in: Cy, who came over SSH, gives her name a web
/// password from Settings and logs in on the page as the same player;
/// Dee, who registered on the page, gives hers an SSH key from Settings
/// on the page and comes in over SSH with it, and another key still
/// cannot.
#[test]
fn a_password_from_settings_over_ssh_and_a_key_from_settings_on_the_page_make_one_player() {
    if !super::ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let (server, web, _log) = start_web(dir.path());
    let cy_key = super::key(dir.path(), "cy");
    let (mut cy, mut cy_ssh, mut cy_keys) = super::connect(server.port, &cy_key, "cy");
    cy.wait_for("Variants");
    // The menu's last entry is Settings; its sixth row the web password.
    cy_keys.write_all(b"k\r").expect("Settings");
    cy.wait_for("Web password");
    cy_keys.write_all(b"jjjjj\r").expect("the row");
    cy.wait_for("Type a web password");
    cy_keys.write_all(b"cy's long password").expect("typed");
    cy.wait_for("••••••••••••••••••");
    assert!(!cy.parser.screen().contents().contains("long password"));
    cy_keys.write_all(b"\r").expect("Enter");
    cy.wait_for("Your web password is set");
    let _ = cy_ssh.kill();
    let _ = cy_ssh.wait();
    let cy_web = request(
        web,
        "POST",
        "/api/login",
        &credentials("cy", "cy's long password"),
        None,
    );
    assert_eq!(cy_web.status, 200, "{}", cy_web.body);
    let me = json(&request(
        web,
        "GET",
        "/api/me",
        "",
        cy_web.cookie.as_deref(),
    ));
    assert_eq!(me["name"], "cy", "{me}");
    let claimed = request(
        web,
        "POST",
        "/api/register",
        &credentials("cy", "another password"),
        None,
    );
    assert_eq!(claimed.status, 400, "still one name: {}", claimed.body);

    let made = request(
        web,
        "POST",
        "/api/register",
        &credentials("dee", "dee's password"),
        None,
    );
    let cookie = made.cookie.expect("Dee's session");
    let dee_key = super::key(dir.path(), "dee");
    let public = std::fs::read_to_string(dee_key.with_extension("pub")).expect("the public key");
    let refused = std::process::Command::new("ssh")
        .args(super::ssh_args(server.port, &dee_key))
        .args(["dee@127.0.0.1", "true"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!refused.status.success(), "no key is Dee's yet");
    let (mut dee, mut screen) = sized(web, "", Some(&cookie));
    wait_for(&mut dee, &mut screen, "Variants");
    keys(&mut dee, "k\r");
    wait_for(&mut dee, &mut screen, "SSH key");
    keys(&mut dee, "jjjjjj\r");
    wait_for(&mut dee, &mut screen, "Paste your public key");
    // Pasted, as the page types a paste.
    keys(&mut dee, public.trim());
    keys(&mut dee, "\r");
    wait_for(&mut dee, &mut screen, "Your SSH key SHA256:");
    drop(dee);

    let (mut ssh_dee, mut dee_ssh, _keys) = super::connect(server.port, &dee_key, "dee");
    ssh_dee.wait_for("Variants");
    let _ = dee_ssh.kill();
    let _ = dee_ssh.wait();
    let other = super::key(dir.path(), "mallory");
    let refused = std::process::Command::new("ssh")
        .args(super::ssh_args(server.port, &other))
        .args(["dee@127.0.0.1", "true"])
        .stdin(Stdio::null())
        .output()
        .expect("ssh runs");
    assert!(!refused.status.success(), "another key is not Dee's");
    let store = std::fs::read(dir.path().join("players.sqlite")).unwrap_or_default();
    let typed = b"cy's long password";
    assert!(
        !store.windows(typed.len()).any(|w| w == typed),
        "no password in clear in the store"
    );
}

/// A Hidden Wumpus table with Ann over SSH, Bob on the web and two bots:
/// nothing of Ann's seat ever reaches a frame of Bob's page, checked on
/// every frame, until the game-over screen reveals everything (as the SSH
/// tables test checks two terminals).
#[test]
fn an_ssh_person_and_a_web_person_at_one_table_see_none_of_each_others_secrets() {
    if !super::ssh_here() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let (port, web) = (free_port(), free_port());
    let at = format!("127.0.0.1:{web}");
    // Seed 5: Ann is the Wumpus, and her first move eats Bob.
    let more = ["--bot-pace-ms", "20", "--web", &at];
    let server = spawn_server(dir.path(), port, 5, &more, &[], Stdio::null());
    let over = |s: &str| s.contains("REVEALED");
    let no_secret_of_anns = |s: &str| {
        if over(s) {
            return;
        }
        assert!(!s.contains("ann: you are"), "{s}");
        for text in s.lines().flat_map(|l| l.split('│')) {
            let wumpus = text.to_lowercase().contains("wumpus") && !text.contains("Hidden Wumpus");
            assert!(!(text.contains("ann") && wumpus), "{text:?} in\n{s}");
        }
    };
    let ann_key = super::key(dir.path(), "ann");
    let (mut ann, mut ann_ssh, mut ann_keys) = super::connect(server.port, &ann_key, "ann");
    super::tables::open_table_talking(&mut ann, &mut ann_keys, 0);

    let made = request(
        web,
        "POST",
        "/api/register",
        &credentials("bob", "bob's password"),
        None,
    );
    let cookie = made.cookie.expect("Bob's session");
    // The lobby page lists Ann's table with a seat free; its link seats
    // Bob, as choosing it in his lobby would.
    let lobby = json(&request(web, "GET", "/api/lobby", "", None));
    assert_eq!(lobby["tables"][0]["id"], 1, "{lobby}");
    assert_eq!(lobby["tables"][0]["open_seat"], true, "{lobby}");
    let (mut bob, mut grid) = sized(web, "?table=1", Some(&cookie));
    read_until(&mut bob, &mut grid, "Bob's seat", |s| {
        no_secret_of_anns(s);
        s.contains("Hidden Wumpus · seed")
    });
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = bob.get_mut() {
        stream
            .set_read_timeout(Some(Duration::from_millis(20)))
            .expect("a read timeout");
    }

    // Visitors with no login, by the table's link and by Bob's name (his
    // screen shows his seat's secrets, so the table is shown instead): as
    // the table's spectators see it, never a seat's, and with no talk.
    let public = |s: &str| {
        if over(s) {
            return;
        }
        no_secret_of_anns(s);
        assert!(!s.contains("bob: you are a"), "{s}");
    };
    let mut visitors = Vec::new();
    for query in ["?table=1", "?watch=bob"] {
        let (mut ws, mut seen) = sized(web, query, None);
        read_until(&mut ws, &mut seen, "the table", |s| {
            public(s);
            s.contains("Hidden Wumpus · seed")
        });
        if let tungstenite::stream::MaybeTlsStream::Plain(stream) = ws.get_mut() {
            stream
                .set_read_timeout(Some(Duration::from_millis(20)))
                .expect("a read timeout");
        }
        visitors.push((ws, seen));
    }
    // What the visitors must not see is on a seat's own screen.
    read_until(&mut bob, &mut grid, "Bob's role", |s| {
        no_secret_of_anns(s);
        s.contains("bob: you are a")
    });
    let (ws, seen) = &mut visitors[0];
    keys(ws, "t");
    read_until(ws, seen, "no talk", |s| {
        public(s);
        s.contains("Log in to talk at a table.")
    });

    ann.wait_for("ann: you are a WUMPUS");
    ann.wait_for("turn 1 · ann's turn");
    ann_keys.write_all(b"1").expect("into Bob's room");
    read_until(&mut bob, &mut grid, "Bob's death", |s| {
        no_secret_of_anns(s);
        s.contains("bob: you are dead")
    });
    let mut tunnel = 0;
    for _ in 0..400 {
        ann.wait_until("Ann's turn or the end", |s| {
            over(s) || s.contains("· ann's turn")
        });
        pump_ws(&mut bob, &mut grid, no_secret_of_anns);
        for (ws, seen) in &mut visitors {
            pump_ws(ws, seen, public);
        }
        if over(&ann.parser.screen().contents()) {
            break;
        }
        tunnel = tunnel % 3 + 1;
        let before = turn_line(&ann.parser.screen().contents());
        ann_keys
            .write_all(tunnel.to_string().as_bytes())
            .expect("a walk");
        // The bots' steps may pass between two reads: the turn's number
        // changing is the move taken.
        ann.wait_until("Ann's move taken", |s| over(s) || turn_line(s) != before);
    }
    read_until(&mut bob, &mut grid, "the end", |s| {
        no_secret_of_anns(s);
        over(s)
    });
    for (ws, seen) in &mut visitors {
        read_until(ws, seen, "the end, for a visitor", |s| {
            public(s);
            over(s)
        });
    }
    let _ = ann_ssh.kill();
    let _ = ann_ssh.wait();
}

// ---- In a real browser --------------------------------------------------

/// Chromium and its WebDriver, if this machine has them (`.ci/run`
/// installs both).
fn browser_here() -> Option<(String, String)> {
    let find = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("/usr/bin/{n}"))
            .find(|p| Path::new(p).exists())
    };
    let found = find(&["chromium", "chromium-browser"]).zip(find(&["chromedriver"]));
    if found.is_none() {
        assert!(
            std::env::var_os("WUMPUS_BROWSER_TESTS").is_none_or(|v| v != "required"),
            "the browser tests are required here, and there is no chromium or chromedriver"
        );
        eprintln!("skipped: no chromium and chromedriver here (.ci/run installs them)");
    }
    found
}

struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_driver(path: &str) -> (Driver, u16) {
    let port = free_port();
    let child = Command::new(path)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver(child);
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver never listened");
        std::thread::sleep(Duration::from_millis(50));
    }
    (driver, port)
}

async fn screen_text(client: &fantoccini::Client) -> String {
    match client.find(fantoccini::Locator::Id("screen")).await {
        Ok(el) => el.text().await.unwrap_or_default(),
        Err(_) => String::new(),
    }
}

async fn wait_page(client: &fantoccini::Client, what: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = screen_text(client).await;
        if text.contains(what) {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "no {what:?} in the page:\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A headless Chromium of 1100x800 with a profile of its own, driven
/// through the WebDriver on `driver_port`.
async fn browser(chromium: &str, driver_port: u16, profile: &Path) -> fantoccini::Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--window-size=1100,800",
                format!("--user-data-dir={}", profile.display()),
            ],
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    fantoccini::ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{driver_port}"))
        .await
        .expect("a browser session")
}

/// The first element of the page that `css` finds, once there is one.
async fn wait_css(client: &fantoccini::Client, css: &str) -> fantoccini::elements::Element {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(found) = client.find(fantoccini::Locator::Css(css)).await {
            return found;
        }
        assert!(Instant::now() < deadline, "nothing at {css:?} in the page");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Types `name` and `password` into the page's form and presses its
/// Register button.
async fn register(client: &fantoccini::Client, name: &str, password: &str) {
    for (id, text) in [("name", name), ("password", password)] {
        let field = client.find(fantoccini::Locator::Id(id)).await;
        (field.expect("the form's field").send_keys(text).await).expect("typed");
    }
    let button = client.find(fantoccini::Locator::Id("register")).await;
    (button.expect("the button").click().await).expect("clicked");
}

/// A headless Chromium under a driver of its own, with a runtime to
/// drive it from a test's thread: `run` gives the body a client and
/// closes the browser after it.
struct Browser {
    _driver: Driver,
    driver_port: u16,
    chromium: String,
    profile: std::path::PathBuf,
}

impl Browser {
    fn open(chromium: String, chromedriver: &str, dir: &Path) -> Browser {
        let (_driver, driver_port) = start_driver(chromedriver);
        let profile = dir.join("chromium-profile");
        Browser {
            _driver,
            driver_port,
            chromium,
            profile,
        }
    }

    fn run<F: std::future::Future<Output = ()>>(&self, body: impl FnOnce(fantoccini::Client) -> F) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let client = browser(&self.chromium, self.driver_port, &self.profile).await;
            body(client.clone()).await;
            let _ = client.close().await;
        });
    }
}

/// Clicks the middle of the first cell of `what` on the page's screen.
async fn click_on(client: &fantoccini::Client, screen: &fantoccini::elements::Element, what: &str) {
    use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
    let text = screen_text(client).await;
    let (row, line) = (text.lines().enumerate())
        .find(|(_, l)| l.contains(what))
        .unwrap_or_else(|| panic!("no {what:?} on:\n{text}"));
    let col = line[..line.find(what).unwrap_or(0)].chars().count();
    let cell = client
        .execute(
            "const b = document.getElementById('measure').getBoundingClientRect(); \
             return [b.width / 10, b.height];",
            Vec::new(),
        )
        .await
        .expect("the cell's size");
    let (w, h) = (
        cell[0].as_f64().unwrap_or(10.0),
        cell[1].as_f64().unwrap_or(19.0),
    );
    let (left, top, _, _) = screen.rectangle().await.expect("the screen's box");
    let (x, y) = (left + (col as f64 + 0.5) * w, top + (row as f64 + 0.5) * h);
    let click = MouseActions::new("mouse".into())
        .then(PointerAction::MoveTo {
            duration: None,
            x,
            y,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    client.perform_actions(click).await.expect("clicked");
}

/// Register, a classic game played to its end with keys and the mouse,
/// the game's own F1, and a game resumed after its page was closed.
#[test]
fn a_visitor_registers_and_plays_classic_in_a_real_browser() {
    let Some((chromium, chromedriver)) = browser_here() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let (_server, web, _log) = start_web(dir.path());
    let browser = Browser::open(chromium, &chromedriver, dir.path());
    browser.run(|client| async move {
        use fantoccini::Locator;
        client
            .goto(&format!("http://127.0.0.1:{web}/"))
            .await
            .expect("the page");
        register(&client, "bea", "a long password").await;
        wait_page(&client, "Variants").await;

        let field = |id| client.find(Locator::Id(id));
        let screen = field("screen").await.expect("the screen");
        let key = |k: fantoccini::key::Key| String::from(char::from(k));
        let enter = key(fantoccini::key::Key::Enter);
        screen.send_keys(&enter).await.expect("Enter");
        wait_page(&client, "Tunnels").await;
        screen.send_keys("1").await.expect("a move");
        let shown = wait_page(&client, "Turn 1").await;
        assert!(shown.contains("Hunt the Wumpus"), "{shown}");
        // A click on a tunnel's line walks it, as in a terminal.
        click_on(&client, &screen, "1) room 6").await;
        wait_page(&client, "Bumped a Wumpus").await;
        // F1 is the game's help, not the browser's; Esc closes it.
        screen
            .send_keys(&key(fantoccini::key::Key::F1))
            .await
            .expect("F1");
        wait_page(&client, "Keys").await;
        screen
            .send_keys(&key(fantoccini::key::Key::Escape))
            .await
            .expect("Esc");
        wait_page(&client, "Tunnels").await;
        assert_eq!(
            client.current_url().await.expect("a url").path(),
            "/",
            "the browser stayed on the page"
        );
        // The arrow, by keys: the game's end.
        screen.send_keys("s").await.expect("s");
        screen.send_keys("5").await.expect("5");
        screen.send_keys(&enter).await.expect("Enter");
        wait_page(&client, "Game over").await;
        wait_page(&client, "You got the Wumpus").await;
        if let Ok(png) = client.screenshot().await {
            let _ = std::fs::write(
                Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-classic.png"),
                png,
            );
        }

        // A new game, a move, and the page closed: opened again, the
        // menu offers the game back where it was.
        screen.send_keys("n").await.expect("n");
        wait_page(&client, "Tunnels").await;
        screen.send_keys("1").await.expect("a move");
        wait_page(&client, "Turn 1").await;
        client.goto("about:blank").await.expect("the page closed");
        client
            .goto(&format!("http://127.0.0.1:{web}/"))
            .await
            .expect("the page again");
        wait_page(&client, "Resume: Classic, turn 2").await;
        let screen = field("screen").await.expect("the screen");
        screen.send_keys(&enter).await.expect("Enter");
        let back = wait_page(&client, "Tunnels").await;
        assert!(back.contains("Turn 1"), "the game where it was: {back}");

        // A friend with no login, in a window of their own: the lobby
        // page lists Bea's game and her best one, the scores link its
        // replay, and the game's link watches it as she plays.
        let beas = client.window().await.expect("Bea's window");
        client
            .delete_cookie("wumpus")
            .await
            .expect("logged out here");
        let friend = client.new_window(false).await.expect("a window");
        client
            .switch_to_window(friend.handle)
            .await
            .expect("to the friend's");
        client
            .goto(&format!("http://127.0.0.1:{web}/"))
            .await
            .expect("the lobby page");
        let listed = wait_css(&client, "#games a").await;
        assert_eq!(listed.text().await.expect("its text"), "bea");
        let line = wait_css(&client, "#games li").await;
        let words = line.text().await.expect("its text");
        assert!(
            words.contains("Classic") && words.contains("idle"),
            "{words}"
        );
        wait_css(&client, "#best a[href^='/replay/']").await;
        if let Ok(png) = client.screenshot().await {
            let _ = std::fs::write(
                Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-lobby.png"),
                png,
            );
        }
        client
            .find(Locator::LinkText("Every finished game"))
            .await
            .expect("the scores' link")
            .click()
            .await
            .expect("clicked");
        let row = wait_css(&client, "#score-rows a[href^='/replay/']").await;
        row.click().await.expect("the replay");
        wait_page(&client, "Replay").await;
        wait_page(&client, "You got the Wumpus").await;
        client
            .goto(&format!("http://127.0.0.1:{web}/"))
            .await
            .expect("the lobby page");
        wait_css(&client, "#games a")
            .await
            .click()
            .await
            .expect("watch Bea");
        let seen = wait_page(&client, "Tunnels").await;
        assert!(seen.contains("Turn 1"), "{seen}");
        assert_eq!(
            client.current_url().await.expect("a url").path(),
            "/watch/bea"
        );
        client.switch_to_window(beas).await.expect("back to Bea's");
        wait_page(&client, "1 watching").await;
    });
}

/// A Hidden Wumpus table with Bob in the browser (registering at the
/// table's link), Ann over SSH and two bots: Bob's page, read after each
/// of Ann's moves, never shows Ann's seat's secrets until the game-over
/// screen reveals everything; his own role is on it.
#[test]
fn a_table_with_one_person_in_the_browser_one_over_ssh_and_bots_keeps_each_seats_secrets() {
    if !super::ssh_here() {
        return;
    }
    let Some((chromium, chromedriver)) = browser_here() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let (port, web) = (free_port(), free_port());
    let at = format!("127.0.0.1:{web}");
    // Seed 5: Ann is the Wumpus, and her first move eats Bob.
    let more = ["--bot-pace-ms", "20", "--web", &at];
    let server = spawn_server(dir.path(), port, 5, &more, &[], Stdio::null());
    let ann_key = super::key(dir.path(), "ann");
    let (mut ann, mut ann_ssh, mut ann_keys) = super::connect(server.port, &ann_key, "ann");
    super::tables::open_table_talking(&mut ann, &mut ann_keys, 0);
    let over = |s: &str| s.contains("REVEALED");
    let no_secret_of_anns = |s: &str| {
        if over(s) {
            return;
        }
        assert!(!s.contains("ann: you are"), "{s}");
        for text in s.lines().flat_map(|l| l.split('│')) {
            let wumpus = text.to_lowercase().contains("wumpus") && !text.contains("Hidden Wumpus");
            assert!(!(text.contains("ann") && wumpus), "{text:?} in\n{s}");
        }
    };
    let browser = Browser::open(chromium, &chromedriver, dir.path());
    browser.run(|client| async move {
        client
            .goto(&format!("http://127.0.0.1:{web}/table/1"))
            .await
            .expect("the table's link");
        let note = wait_css(&client, "#note").await;
        let said = note.text().await.expect("its text");
        assert!(said.contains("to go to table 1"), "{said}");
        register(&client, "bob", "bob's password").await;
        let seat = wait_page(&client, "Hidden Wumpus · seed").await;
        no_secret_of_anns(&seat);
        let role = wait_page(&client, "bob: you are a").await;
        no_secret_of_anns(&role);
        assert_eq!(
            client.current_url().await.expect("a url").path(),
            "/",
            "the link is used once: a reload comes back to the game"
        );
        ann.wait_for("ann: you are a WUMPUS");
        ann.wait_for("turn 1 · ann's turn");
        ann_keys.write_all(b"1").expect("into Bob's room");
        let dead = wait_page(&client, "bob: you are dead").await;
        no_secret_of_anns(&dead);
        let mut tunnel = 0;
        for _ in 0..400 {
            ann.wait_until("Ann's turn or the end", |s| {
                over(s) || s.contains("· ann's turn")
            });
            no_secret_of_anns(&screen_text(&client).await);
            if over(&ann.parser.screen().contents()) {
                break;
            }
            tunnel = tunnel % 3 + 1;
            let before = turn_line(&ann.parser.screen().contents());
            ann_keys
                .write_all(tunnel.to_string().as_bytes())
                .expect("a walk");
            ann.wait_until("Ann's move taken", |s| over(s) || turn_line(s) != before);
        }
        let end = wait_page(&client, "REVEALED").await;
        assert!(end.contains("ann"), "the end reveals every seat: {end}");
    });
    let _ = ann_ssh.kill();
    let _ = ann_ssh.wait();
}
