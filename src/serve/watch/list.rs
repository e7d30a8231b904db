//! The list of games in progress that `ssh watch@HOST` shows, and the
//! game picked from it, watched until the watcher comes back to the list.

use super::screen::{Step, WatcherScreen};
use super::{Live, Watched, lock};
use crate::serve::face::{Ansi, Face as _};
use crate::serve::outbox::{Input, Outbox};
use crate::ui::theme::{Theme, ThemeName};
use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender};
use std::time::Duration;

/// How often the list and a watched game are looked at again.
const LOOK_AGAIN: Duration = Duration::from_millis(500);

/// A watcher's connection until it leaves or the server stops: the list of
/// games, and the game chosen from it. `wake` wakes this connection's loop
/// (for the watched game's frames and talk).
pub fn watch(
    live: &Live,
    mut size: (u16, u16),
    input: &Receiver<Input>,
    outbox: &Arc<Outbox>,
    wake: &SyncSender<Input>,
    stop: &AtomicBool,
) {
    let mut note = String::new();
    let mut watching: Option<(Arc<Watched>, WatcherScreen<Ansi>)> = None;
    let mut shown = Vec::new();
    // The list as last sent: sent again only when it changed.
    let mut sent = String::new();
    let leave = |watching: &mut Option<(Arc<Watched>, WatcherScreen<Ansi>)>| {
        if let Some((game, _)) = watching.take() {
            game.leave(outbox);
        }
    };
    loop {
        if stop.load(Ordering::SeqCst) {
            leave(&mut watching);
            outbox.push(b"\x1b[?1049l\x1b[?25h\r\nThe server is stopping.\r\n");
            return;
        }
        if let Some((game, _)) = &watching
            && !game.watched_by(outbox)
        {
            note = if game.is_private() {
                format!("{}'s screen now shows a seat's secrets.", game.player)
            } else {
                format!("{}'s game is over.", game.player)
            };
            watching = None;
            sent.clear();
        }
        match &mut watching {
            Some((_, screen)) => {
                if screen.draw().is_err() {
                    leave(&mut watching);
                }
                sent.clear();
            }
            None => {
                shown = live.list();
                let screen = list_screen(&shown, size, &note);
                if screen != sent {
                    outbox.push(screen.as_bytes());
                    sent = screen;
                }
            }
        }
        let bytes = match input.recv_timeout(LOOK_AGAIN) {
            Ok(Input::Bytes(bytes)) => bytes,
            Ok(Input::Resize(width, height)) => {
                size = (width, height);
                if let Some((_, screen)) = &mut watching {
                    let _ = screen.resize(width, height);
                }
                sent.clear();
                continue;
            }
            Ok(Input::Wake) | Err(RecvTimeoutError::Timeout) => continue,
            Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => {
                leave(&mut watching);
                return;
            }
        };
        if let Some((_, screen)) = &mut watching {
            if screen.bytes(&bytes) == Step::Leave {
                leave(&mut watching);
                note.clear();
            }
            continue;
        }
        for &b in &bytes {
            match b {
                b'q' | b'Q' | 3 | 4 => {
                    outbox.push(b"\x1b[?1049l\x1b[?25h");
                    return;
                }
                b'1'..=b'9' => {
                    let pick = usize::from(b - b'1');
                    match shown.get(pick).and_then(|(id, _)| live.get(*id)) {
                        Some(game) if game.join(outbox, Some(wake.clone())) => {
                            let theme = Theme::new(ThemeName::Dark);
                            match WatcherScreen::open(
                                (Ansi::beside(outbox), Arc::clone(outbox)),
                                Arc::clone(&game),
                                size,
                                None,
                                theme,
                            ) {
                                Ok(screen) => watching = Some((game, screen)),
                                Err(_) => game.leave(outbox),
                            }
                            break;
                        }
                        Some(game) => {
                            note = format!(
                                "{}'s game shows a seat's secrets: it cannot be watched.",
                                game.player
                            );
                            sent.clear();
                        }
                        None => note = "That game is over.".into(),
                    }
                }
                _ => {}
            }
        }
    }
}

/// The list of games, a whole screen of plain text.
fn list_screen(games: &[(u64, Arc<Watched>)], (width, _): (u16, u16), note: &str) -> String {
    let mut out = String::from("\x1b[?1049h\x1b[?25l\x1b[2J\x1b[H");
    out.push_str("Hunt the Wumpus: games in progress\r\n\r\n");
    if games.is_empty() {
        out.push_str("Nobody is playing now. This list looks again every half second.\r\n");
    }
    for (i, (_, game)) in games.iter().take(9).enumerate() {
        let (w, h) = *lock(&game.size);
        let minutes = game.since.elapsed().as_secs() / 60;
        let mut title = lock(&game.title).clone();
        if game.private.load(Ordering::SeqCst) {
            title.push_str(" (seats' screens are private: not watchable)");
        }
        let _ = write!(
            out,
            "  {}) {:<16} {title}\r\n     {w}x{h}, connected {minutes} min{}\r\n",
            i + 1,
            game.player,
            if w > width {
                " (wider than your screen)"
            } else {
                ""
            },
        );
    }
    out.push_str("\r\n");
    if !note.is_empty() {
        let _ = write!(out, "{note}\r\n\r\n");
    }
    out.push_str(
        "1-9 watch that game (there t talks to its watchers, q comes back here) · q leave\r\n",
    );
    out
}
