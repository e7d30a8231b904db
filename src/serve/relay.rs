//! Watching a solo game from the lobby: the connection stops drawing its
//! own app and draws the chosen game's screen with the watchers' talk
//! (`watch::screen`) until `q`, the game's end, or its screen turning to
//! a seat's secrets; then the app draws again.

use super::face::Face;
use super::outbox::{Input, Outbox};
use super::watch::Live;
use super::watch::screen::{Step, WatcherScreen};
use crate::ui::theme::Theme;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// How often a watched game is looked at again with no key.
const LOOK_AGAIN: Duration = Duration::from_millis(200);

/// What the lobby asked the connection to show instead of the app.
#[derive(Clone)]
pub struct Away {
    pub live: Arc<Live>,
    /// Who watches, as the server knows them.
    me: String,
    /// Wakes this connection for the watched game's frames and talk.
    wake: SyncSender<Input>,
    wanted: Arc<Mutex<Option<u64>>>,
}

impl Away {
    pub fn new(live: Arc<Live>, me: &str, wake: SyncSender<Input>) -> Away {
        Away {
            live,
            me: me.to_string(),
            wake,
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

/// Shows game `id` on `outbox`'s screen of `size` until the watcher's
/// `q`, the game's end or a private screen; the watcher's keys other than
/// the talk's change nothing. `size` follows the watcher's resizes.
pub fn relay<F: Face>(
    away: &Away,
    id: u64,
    size: &mut (u16, u16),
    theme: Theme,
    input: &Receiver<Input>,
    outbox: &Arc<Outbox>,
    stop: &AtomicBool,
) -> Ended {
    let Some(game) = away.live.get(id) else {
        return Ended::Back("That game is over.".into());
    };
    if !game.join(outbox, Some(away.wake.clone())) {
        return Ended::Back(format!(
            "{}'s screen shows a seat's secrets: it cannot be watched.",
            game.player
        ));
    }
    let Ok(mut screen) = WatcherScreen::open(
        (F::beside(outbox), Arc::clone(outbox)),
        Arc::clone(&game),
        *size,
        Some(&away.me),
        theme,
    ) else {
        game.leave(outbox);
        return Ended::Back("That game cannot be shown now.".into());
    };
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
        if screen.draw().is_err() {
            game.leave(outbox);
            return Ended::Closed;
        }
        match input.recv_timeout(LOOK_AGAIN) {
            Ok(Input::Bytes(bytes)) => {
                if screen.bytes(&bytes) == Step::Leave {
                    game.leave(outbox);
                    return Ended::Back(format!("You watched {}.", game.player));
                }
            }
            Ok(Input::Resize(width, height)) => {
                *size = (width, height);
                let _ = screen.resize(width, height);
            }
            Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => {
                game.leave(outbox);
                return Ended::Closed;
            }
            Ok(Input::Wake) | Err(RecvTimeoutError::Timeout) => {}
        }
    }
}
