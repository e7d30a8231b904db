//! A page's WebSocket: checked (its `Origin` is the page's own host, its
//! cookie a session), counted among the connections as SSH's are, then
//! the player's screen on a thread (`game_thread`) with `Cells` for a
//! face. The page sends `{"t":"k","d":BYTES}` (keys as a terminal sends
//! them) and `{"t":"s","c":COLS,"r":ROWS}`; it gets the frames' JSON lines.
//! The socket's query says what it shows: the player's own screen (none),
//! a table (`table=ID`: its lobby entry chosen, to join or watch it),
//! another's game (`watch=NAME`) or a record (`replay=ID`); the last two
//! need no login, and a table without one is watched as its spectators
//! see it.

use super::Web;
use super::cells::Cells;
use super::http::who;
use super::watching;
use crate::serve::handler::{MAX_COLS, MAX_ROWS};
use crate::serve::outbox::{Input, Outbox, Taken};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{SyncSender, TrySendError};
use std::time::Duration;

/// A message from the page, at most: a paste of this much is plenty.
const MESSAGE_MAX: usize = 16 * 1024;

/// The socket's read buffer to start with (it grows for a larger message).
const READ_BUFFER: usize = 4 * 1024;

/// The most bytes of keys one message gives the game, as over SSH.
const KEYS_MAX: usize = 4096;

/// How long the page has to say its size once connected.
const FIRST_WORD: Duration = Duration::from_secs(10);

#[derive(Deserialize)]
#[serde(tag = "t")]
enum FromPage {
    #[serde(rename = "k")]
    Keys { d: String },
    #[serde(rename = "s")]
    Size { c: u32, r: u32 },
}

/// Whether the socket was opened by the page this server served: its
/// `Origin` names the host the request was sent to. A page elsewhere
/// could otherwise play with a visitor's cookie.
pub fn same_origin(headers: &HeaderMap) -> bool {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    let (Some(origin), Some(host)) = (text(header::ORIGIN), text(header::HOST)) else {
        return false;
    };
    let bare = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    bare.is_some_and(|o| o.eq_ignore_ascii_case(host))
}

/// What the page's socket is for (its query).
#[derive(Deserialize, Default)]
pub struct For {
    table: Option<u64>,
    watch: Option<String>,
    replay: Option<String>,
}

fn clamp(n: u32, max: u16) -> u16 {
    u16::try_from(n).map_or(max, |n| n.clamp(1, max))
}

pub async fn upgrade(
    State(web): State<Arc<Web>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Query(wanted): Query<For>,
    ws: WebSocketUpgrade,
) -> Response {
    if !same_origin(&headers) {
        web.shared.log(
            &peer.ip().to_string(),
            "web socket refused: not from this server's page",
        );
        return (StatusCode::FORBIDDEN, "not from this server's page").into_response();
    }
    let name = who(&web, &headers);
    let screen = match (wanted, name) {
        (
            For {
                watch: Some(player),
                ..
            },
            me,
        ) => Screen::Watch(me, player),
        (
            For {
                replay: Some(id), ..
            },
            _,
        ) => Screen::Replay(id),
        (
            For {
                table: Some(id), ..
            },
            None,
        ) => Screen::Table(id),
        (_, None) => return (StatusCode::UNAUTHORIZED, "not logged in").into_response(),
        (For { table, .. }, Some(name)) => match web.shared.players.dir(&name) {
            Ok(dir) => Screen::Own { name, dir, table },
            Err(why) => return (StatusCode::BAD_REQUEST, why.to_string()).into_response(),
        },
    };
    // Counted as an SSH connection is, against the same cap.
    let open = web.shared.open.fetch_add(1, Ordering::SeqCst) + 1;
    if open > web.shared.limits.max_connections {
        web.shared.open.fetch_sub(1, Ordering::SeqCst);
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is full; try again later",
        )
            .into_response();
    }
    // A page's messages are small (a key, a size): a buffer the size of
    // the largest, not tungstenite's 128 KiB a socket, and frames written
    // as they come (they are batched already), so an idle page holds
    // little.
    ws.max_message_size(MESSAGE_MAX)
        .max_frame_size(MESSAGE_MAX)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            play(socket, &web, screen).await;
            web.shared.open.fetch_sub(1, Ordering::SeqCst);
        })
}

/// What a socket shows.
enum Screen {
    /// The player's own: their menu, or a table's entry in their lobby.
    Own {
        name: String,
        dir: std::path::PathBuf,
        table: Option<u64>,
    },
    /// Another's game, watched by a player or by a visitor (`None`).
    Watch(Option<String>, String),
    /// A finished game's record.
    Replay(String),
    /// A table's game, watched by a visitor not logged in.
    Table(u64),
}

/// The page's first word is its size; then its keys go to the screen and
/// the screen's frames to the page, until either side goes or the page
/// sits idle past the server's limit.
async fn play(mut socket: WebSocket, web: &Web, screen: Screen) {
    let size = match tokio::time::timeout(FIRST_WORD, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => match serde_json::from_str(text.as_str()) {
            Ok(FromPage::Size { c, r }) => (clamp(c, MAX_COLS), clamp(r, MAX_ROWS)),
            _ => return,
        },
        _ => return,
    };
    let started = match screen {
        Screen::Own { name, dir, table } => {
            crate::serve::game_thread::start(&web.shared, (name, dir, table), size, Cells::new)
        }
        Screen::Watch(me, player) => watching::watch(web, me, &player, size),
        Screen::Replay(id) => watching::replay(web, &id, size),
        Screen::Table(id) => watching::table(web, id, size),
    };
    let Some((to_game, outbox)) = started else {
        return;
    };
    pump(&mut socket, &to_game, &outbox, web.shared.limits.idle).await;
    let _ = to_game.try_send(Input::Close);
    let _ = socket.send(Message::Close(None)).await;
}

fn give(to_game: &SyncSender<Input>, input: Input) {
    match to_game.try_send(input) {
        // Dropped when full: the game is behind, and input is bounded.
        Ok(()) | Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {}
    }
}

async fn pump(
    socket: &mut WebSocket,
    to_game: &SyncSender<Input>,
    outbox: &Arc<Outbox>,
    idle: Duration,
) {
    let mut quiet_until = tokio::time::Instant::now() + idle;
    loop {
        match outbox.take() {
            Taken::Bytes(bytes) => {
                let Ok(text) = String::from_utf8(bytes) else {
                    return;
                };
                if socket.send(Message::Text(text.into())).await.is_err() {
                    return;
                }
                continue;
            }
            Taken::Closed => return,
            Taken::Empty => {}
        }
        tokio::select! {
            () = outbox.wait() => {}
            () = tokio::time::sleep_until(quiet_until) => return,
            got = socket.recv() => {
                let Some(Ok(message)) = got else {
                    return;
                };
                quiet_until = tokio::time::Instant::now() + idle;
                match message {
                    Message::Text(text) => match serde_json::from_str(text.as_str()) {
                        Ok(FromPage::Keys { d }) => {
                            let mut end = d.len().min(KEYS_MAX);
                            while !d.is_char_boundary(end) {
                                end -= 1;
                            }
                            give(to_game, Input::Bytes(d.as_bytes()[..end].to_vec()));
                        }
                        Ok(FromPage::Size { c, r }) => {
                            give(to_game, Input::Resize(clamp(c, MAX_COLS), clamp(r, MAX_ROWS)));
                        }
                        // Not a message of the page's: ignored.
                        Err(_) => {}
                    },
                    Message::Close(_) => return,
                    Message::Binary(_) | Message::Ping(_) | Message::Pong(_) => {}
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(origin: Option<&'static str>, host: &'static str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static(host));
        if let Some(o) = origin {
            h.insert(header::ORIGIN, HeaderValue::from_static(o));
        }
        h
    }

    #[test]
    fn only_the_servers_own_page_may_open_a_socket() {
        assert!(same_origin(&headers(
            Some("http://127.0.0.1:8080"),
            "127.0.0.1:8080"
        )));
        assert!(same_origin(&headers(
            Some("https://wumpus.example"),
            "wumpus.example"
        )));
        assert!(!same_origin(&headers(
            Some("http://evil.example"),
            "127.0.0.1:8080"
        )));
        assert!(!same_origin(&headers(
            Some("http://127.0.0.1:8080.evil"),
            "127.0.0.1:8080"
        )));
        assert!(
            !same_origin(&headers(None, "127.0.0.1:8080")),
            "no Origin, no socket"
        );
        assert!(!same_origin(&headers(Some("null"), "127.0.0.1:8080")));
    }
}
