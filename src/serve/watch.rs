//! Watching a game in progress, as the public NetHack servers let anyone
//! do: a spectator gets the very bytes the player's screen gets, from a
//! whole fresh screen on, so they see the game exactly as its player sees
//! it (hints and all, when the player shows them), at the player's size.
//!
//! Every game a connection plays is `Live` while it runs; `ssh -p PORT
//! watch@HOST` (any key: watching is public, and the name `watch` is never
//! a player's) lists them, and a number key starts watching one. `q` goes
//! back to the list, and `q` there leaves.

use super::outbox::{Input, Outbox};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The user name that watches instead of playing.
pub const WATCHER: &str = "watch";

/// The games being played now.
#[derive(Default)]
pub struct Live {
    games: Mutex<BTreeMap<u64, Arc<Watched>>>,
    next: AtomicU64,
}

/// One game being played, and who watches it.
pub struct Watched {
    pub player: String,
    /// The player's screen: the size its frames are drawn at.
    size: Mutex<(u16, u16)>,
    /// What the player's status line says ("Classic · turn 3 · arrows 5"),
    /// or that they are on the menu.
    title: Mutex<String>,
    since: Instant,
    watchers: Mutex<Vec<Arc<Outbox>>>,
    /// A watcher joined: the player's next frame is a whole screen.
    redraw: AtomicBool,
    /// The screen shows a seat's secrets (Hidden Wumpus at one keyboard):
    /// nobody may watch it.
    private: AtomicBool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Live {
    /// A game starting on `player`'s screen of `size`; it is listed until
    /// the returned guard is dropped.
    pub fn start(self: &Arc<Live>, player: &str, size: (u16, u16)) -> Playing {
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        let game = Arc::new(Watched {
            player: player.to_string(),
            size: Mutex::new(size),
            title: Mutex::new("on the menu".into()),
            since: Instant::now(),
            watchers: Mutex::new(Vec::new()),
            redraw: AtomicBool::new(false),
            private: AtomicBool::new(false),
        });
        lock(&self.games).insert(id, Arc::clone(&game));
        Playing {
            live: Arc::clone(self),
            id,
            game,
        }
    }

    /// The games now, oldest first.
    pub(super) fn list(&self) -> Vec<(u64, Arc<Watched>)> {
        lock(&self.games)
            .iter()
            .map(|(&id, g)| (id, Arc::clone(g)))
            .collect()
    }

    pub(super) fn get(&self, id: u64) -> Option<Arc<Watched>> {
        lock(&self.games).get(&id).cloned()
    }
}

/// A game's place in the list, for as long as it is played.
pub struct Playing {
    live: Arc<Live>,
    id: u64,
    game: Arc<Watched>,
}

impl Playing {
    pub fn game(&self) -> Arc<Watched> {
        Arc::clone(&self.game)
    }
}

impl Drop for Playing {
    fn drop(&mut self) {
        lock(&self.live.games).remove(&self.id);
        // Each watcher's list comes back (see `watch`).
        lock(&self.game.watchers).clear();
    }
}

impl Watched {
    /// A frame of the player's, for every watcher too.
    pub fn frame(&self, bytes: &[u8]) {
        for outbox in lock(&self.watchers).iter() {
            outbox.push(bytes);
            // A watcher that stopped reading lost frames: once it reads
            // again, a whole screen, as for a player (`Outbox::push`).
            if outbox.take_behind() {
                self.redraw.store(true, Ordering::SeqCst);
            }
        }
    }

    /// Whether a watcher joined since last asked (the player's screen then
    /// sends a whole fresh screen, which the watcher starts from).
    pub fn take_redraw(&self) -> bool {
        self.redraw.swap(false, Ordering::SeqCst)
    }

    /// Whether the player's screen shows a seat's secrets now. When it
    /// does, every watcher is let go and nobody may join until it does
    /// not.
    pub fn private(&self, private: bool) {
        self.private.store(private, Ordering::SeqCst);
        if private {
            lock(&self.watchers).clear();
        }
    }

    /// The player's status line now, for the list.
    pub fn titled(&self, title: String) {
        let mut now = lock(&self.title);
        if *now != title {
            *now = title;
        }
    }

    pub fn resized(&self, width: u16, height: u16) {
        *lock(&self.size) = (width, height);
    }

    /// The player's status line, as the list shows it.
    pub(super) fn title(&self) -> String {
        lock(&self.title).clone()
    }

    /// Whether the screen shows a seat's secrets now.
    pub(super) fn is_private(&self) -> bool {
        self.private.load(Ordering::SeqCst)
    }

    /// The size the player's frames are drawn at.
    pub(super) fn size(&self) -> (u16, u16) {
        *lock(&self.size)
    }

    /// Starts relaying to `outbox`; false for a private screen.
    pub(super) fn join(&self, outbox: &Arc<Outbox>) -> bool {
        let mut watchers = lock(&self.watchers);
        // Checked under the lock `private` clears the watchers under, so
        // no one slips in as the screen turns private.
        if self.private.load(Ordering::SeqCst) {
            return false;
        }
        watchers.push(Arc::clone(outbox));
        self.redraw.store(true, Ordering::SeqCst);
        true
    }

    pub(super) fn leave(&self, outbox: &Arc<Outbox>) {
        lock(&self.watchers).retain(|o| !Arc::ptr_eq(o, outbox));
    }

    pub(super) fn watched_by(&self, outbox: &Arc<Outbox>) -> bool {
        lock(&self.watchers).iter().any(|o| Arc::ptr_eq(o, outbox))
    }
}

/// How often the list and a watched game are looked at again.
const LOOK_AGAIN: Duration = Duration::from_millis(500);

/// A watcher's connection until it leaves or the server stops: the list of
/// games, and the game chosen from it.
pub fn watch(
    live: &Live,
    size: (u16, u16),
    input: &Receiver<Input>,
    outbox: &Arc<Outbox>,
    stop: &AtomicBool,
) {
    let mut note = String::new();
    let mut watching: Option<Arc<Watched>> = None;
    let mut shown = Vec::new();
    // The list as last sent: sent again only when it changed.
    let mut sent = String::new();
    loop {
        if stop.load(Ordering::SeqCst) {
            if let Some(game) = watching.take() {
                game.leave(outbox);
            }
            outbox.push(b"\x1b[?1049l\x1b[?25h\r\nThe server is stopping.\r\n");
            return;
        }
        if let Some(game) = &watching
            && !game.watched_by(outbox)
        {
            note = if game.private.load(Ordering::SeqCst) {
                format!("{}'s screen now shows a seat's secrets.", game.player)
            } else {
                format!("{}'s game is over.", game.player)
            };
            watching = None;
        }
        if watching.is_none() {
            shown = live.list();
            let screen = list_screen(&shown, size, &note);
            if screen != sent {
                outbox.push(screen.as_bytes());
                sent = screen;
            }
        } else {
            sent.clear();
        }
        let bytes = match input.recv_timeout(LOOK_AGAIN) {
            Ok(Input::Bytes(bytes)) => bytes,
            Ok(Input::Resize(..) | Input::Wake) | Err(RecvTimeoutError::Timeout) => continue,
            Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => {
                if let Some(game) = watching.take() {
                    game.leave(outbox);
                }
                return;
            }
        };
        for &b in &bytes {
            match (&watching, b) {
                (Some(game), b'q' | b'Q') => {
                    game.leave(outbox);
                    watching = None;
                    note.clear();
                }
                (Some(_), _) => {}
                (None, b'q' | b'Q' | 3 | 4) => {
                    outbox.push(b"\x1b[?1049l\x1b[?25h");
                    return;
                }
                (None, b'1'..=b'9') => {
                    let pick = usize::from(b - b'1');
                    match shown.get(pick).and_then(|(id, _)| live.get(*id)) {
                        Some(game) => {
                            // The player's next frame, a whole screen, is
                            // the first thing the watcher gets.
                            outbox.push(b"\x1b[2J\x1b[H");
                            if game.join(outbox) {
                                watching = Some(game);
                            } else {
                                note = format!(
                                    "{}'s game shows a seat's secrets: it cannot be watched.",
                                    game.player
                                );
                                sent.clear();
                            }
                        }
                        None => note = "That game is over.".into(),
                    }
                }
                (None, _) => {}
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
    out.push_str("1-9 watch that game (then q comes back here) · q leave\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::outbox::Taken;

    /// A watcher gets every frame from joining on, after a whole screen;
    /// one that stops reading costs a bounded backlog and, once it reads
    /// again, a whole screen; a game that ends lets its watchers go.
    #[test]
    fn watchers_get_frames_from_a_whole_screen_and_a_slow_one_is_resynced() {
        let live = Arc::new(Live::default());
        let playing = live.start("ann", (80, 24));
        let game = playing.game();
        assert_eq!(live.list().len(), 1);
        let outbox = Arc::new(Outbox::default());
        game.frame(b"before");
        game.join(&outbox);
        assert!(game.take_redraw(), "a joiner asks for a whole screen");
        assert!(!game.take_redraw(), "once");
        game.frame(b"frame");
        match outbox.take() {
            Taken::Bytes(b) => assert_eq!(b, b"frame"),
            _ => panic!("the frame is waiting"),
        }
        let big = vec![b'x'; 100_000];
        for _ in 0..10 {
            game.frame(&big);
        }
        assert!(
            game.take_redraw(),
            "a reader that fell behind gets a whole screen"
        );
        assert!(game.watched_by(&outbox));
        drop(playing);
        assert!(
            !game.watched_by(&outbox),
            "the game's end lets the watcher go"
        );
        assert!(live.list().is_empty());
    }

    /// A screen showing a seat's secrets is never relayed: its watchers
    /// are let go, and nobody joins until it shows none.
    #[test]
    fn a_private_screen_lets_its_watchers_go_and_takes_none() {
        let live = Arc::new(Live::default());
        let playing = live.start("ann", (80, 24));
        let game = playing.game();
        let outbox = Arc::new(Outbox::default());
        assert!(game.join(&outbox));
        game.private(true);
        assert!(!game.watched_by(&outbox));
        assert!(!game.join(&outbox), "no one joins a private screen");
        game.frame(b"a seat's secrets");
        assert!(matches!(outbox.take(), Taken::Empty), "nothing relayed");
        game.private(false);
        assert!(game.join(&outbox));
    }
}
