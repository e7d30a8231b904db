//! Watching a solo game from the lobby: the connection stops drawing its
//! own app and relays the chosen game's frames (as `watch` does for the
//! `watch` name) until `q`, the game's end, or its screen turning to a
//! seat's secrets; then the app draws again.

use super::outbox::{Input, Outbox};
use super::watch::Live;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// How often a watched game is looked at again with no key.
const LOOK_AGAIN: Duration = Duration::from_millis(200);

/// What the lobby asked the connection to show instead of the app.
#[derive(Clone)]
pub struct Away {
    pub live: Arc<Live>,
    wanted: Arc<Mutex<Option<u64>>>,
}

impl Away {
    pub fn new(live: Arc<Live>) -> Away {
        Away {
            live,
            wanted: Arc::default(),
        }
    }

    /// Asks for game `id` to be shown.
    pub fn want(&self, id: u64) {
        *self.wanted.lock().unwrap_or_else(PoisonError::into_inner) = Some(id);
    }

    /// Whether a game is asked for.
    pub fn wanted(&self) -> bool {
        self.wanted
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }

    /// The game asked for, once.
    pub fn take(&self) -> Option<u64> {
        self.wanted
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

/// How a relay ended.
pub enum Ended {
    /// Back to the app, with a line for the lobby.
    Back(String),
    /// The client went away.
    Closed,
}

/// Relays game `id` to `outbox` until the watcher's `q`, the game's end
/// or a private screen; the watcher's other keys change nothing.
pub fn relay(
    live: &Live,
    id: u64,
    input: &Receiver<Input>,
    outbox: &Arc<Outbox>,
    stop: &AtomicBool,
) -> Ended {
    let Some(game) = live.get(id) else {
        return Ended::Back("That game is over.".into());
    };
    // The player's next frame, a whole screen, is the first thing shown.
    outbox.push(b"\x1b[2J\x1b[H");
    if !game.join(outbox) {
        return Ended::Back(format!(
            "{}'s screen shows a seat's secrets: it cannot be watched.",
            game.player
        ));
    }
    loop {
        if stop.load(Ordering::SeqCst) {
            game.leave(outbox);
            return Ended::Back("The server is stopping.".into());
        }
        if !game.watched_by(outbox) {
            return Ended::Back(if game.is_private() {
                format!("{}'s screen now shows a seat's secrets.", game.player)
            } else {
                format!("{}'s game is over.", game.player)
            });
        }
        match input.recv_timeout(LOOK_AGAIN) {
            Ok(Input::Bytes(bytes)) if bytes.iter().any(|b| matches!(b, b'q' | b'Q' | 3)) => {
                game.leave(outbox);
                return Ended::Back(format!("You watched {}.", game.player));
            }
            Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => {
                game.leave(outbox);
                return Ended::Closed;
            }
            Ok(_) | Err(RecvTimeoutError::Timeout) => {}
        }
    }
}
