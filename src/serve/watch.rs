//! Watching a game in progress, as the public NetHack servers let anyone
//! do: a watcher's screen draws the very cells the player's screen last
//! drew, so they see the game exactly as its player sees it (hints and
//! all, when the player shows them), and beside it the watchers' talk
//! (`screen`, `talk`), which the player reads only if they turn it on.
//!
//! Every game a connection plays is `Live` while it runs; `ssh -p PORT
//! watch@HOST` (any key: watching is public, and the name `watch` is never
//! a player's) lists them, and a number key starts watching one. `q` goes
//! back to the list, and `q` there leaves.

mod list;
pub mod screen;
pub mod talk;

pub use list::watch;

use super::outbox::{Input, Outbox};
use crate::record::Talk;
use ratatui::buffer::Buffer;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::SyncSender;
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
    /// When the player's screen last drew a frame: how long they idle.
    drawn: Mutex<Instant>,
    watchers: Mutex<Vec<Watcher>>,
    /// The player's last frame, while anyone watches, and how many frames
    /// were shown so far (a watcher draws again when it changes).
    frame: Mutex<Option<Arc<Buffer>>>,
    frames: AtomicU64,
    /// A watcher joined: the player's screen shows its frame again.
    redraw: AtomicBool,
    /// The watchers' channel.
    talk: Mutex<talk::WatchTalk>,
    /// Wakes the player's screen to read the watchers' talk.
    wake: Option<SyncSender<Input>>,
    /// The screen shows a seat's secrets (Hidden Wumpus at one keyboard):
    /// nobody may watch it.
    private: AtomicBool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Live {
    /// A game starting on `player`'s screen of `size`, which `wake` wakes;
    /// it is listed until the returned guard is dropped.
    pub fn start(
        self: &Arc<Live>,
        player: &str,
        size: (u16, u16),
        wake: Option<SyncSender<Input>>,
    ) -> Playing {
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        let game = Arc::new(Watched {
            player: player.to_string(),
            size: Mutex::new(size),
            title: Mutex::new("on the menu".into()),
            since: Instant::now(),
            drawn: Mutex::new(Instant::now()),
            watchers: Mutex::new(Vec::new()),
            frame: Mutex::new(None),
            frames: AtomicU64::new(0),
            redraw: AtomicBool::new(false),
            talk: Mutex::default(),
            wake,
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

    /// The game being played now by `player` (the newest, should they
    /// have two screens), if any.
    pub(super) fn by_player(&self, player: &str) -> Option<Arc<Watched>> {
        (self.list().into_iter().rev())
            .find(|(_, g)| g.player.eq_ignore_ascii_case(player))
            .map(|(_, g)| g)
    }
}

/// One watcher's screen: where its bytes go, and what wakes it.
struct Watcher {
    outbox: Arc<Outbox>,
    wake: Option<SyncSender<Input>>,
}

fn wake(waker: Option<&SyncSender<Input>>) {
    if let Some(w) = waker {
        // A full queue has a wake in it already.
        let _ = w.try_send(Input::Wake);
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
        let gone = std::mem::take(&mut *lock(&self.game.watchers));
        for w in &gone {
            wake(w.wake.as_ref());
        }
    }
}

impl Watched {
    /// The player's screen drew `frame`: every watcher draws it too.
    pub fn shown(&self, frame: &Buffer) {
        *lock(&self.drawn) = Instant::now();
        let watchers = lock(&self.watchers);
        if watchers.is_empty() {
            // Nobody to draw for: no copy kept.
            lock(&self.frame).take();
            return;
        }
        *lock(&self.frame) = Some(Arc::new(frame.clone()));
        self.frames.fetch_add(1, Ordering::SeqCst);
        for w in watchers.iter() {
            wake(w.wake.as_ref());
        }
    }

    /// The player's last frame, and its number.
    pub(super) fn last_frame(&self) -> (u64, Option<Arc<Buffer>>) {
        let frame = lock(&self.frame).clone();
        (self.frames.load(Ordering::SeqCst), frame)
    }

    /// Whether a watcher joined since last asked (the player's screen then
    /// shows its frame again, for the watcher to start from).
    pub fn take_redraw(&self) -> bool {
        self.redraw.swap(false, Ordering::SeqCst)
    }

    /// Whether the player's screen shows a seat's secrets now. When it
    /// does, every watcher is let go and nobody may join until it does
    /// not.
    pub fn private(&self, private: bool) {
        self.private.store(private, Ordering::SeqCst);
        if private {
            let gone = std::mem::take(&mut *lock(&self.watchers));
            lock(&self.frame).take();
            for w in &gone {
                wake(w.wake.as_ref());
            }
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

    /// `who` said `typed` on the watchers' channel: every watcher and the
    /// player's screen read it.
    pub fn say(&self, who: &str, typed: &str) -> Result<(), String> {
        lock(&self.talk).say(who, typed, Instant::now())?;
        for w in lock(&self.watchers).iter() {
            wake(w.wake.as_ref());
        }
        wake(self.wake.as_ref());
        Ok(())
    }

    /// The watchers' lines since a reader read `read` of them; how many
    /// there are now.
    pub fn talk_since(&self, read: usize) -> (Vec<Talk>, usize) {
        lock(&self.talk).since(read)
    }

    /// How many watch now.
    pub fn watching(&self) -> usize {
        lock(&self.watchers).len()
    }

    /// The player's status line, as the list shows it.
    pub(super) fn title(&self) -> String {
        lock(&self.title).clone()
    }

    /// Whether the screen shows a seat's secrets now.
    pub(super) fn is_private(&self) -> bool {
        self.private.load(Ordering::SeqCst)
    }

    /// How long since the player's screen last changed, and since it
    /// connected.
    pub(super) fn idle(&self) -> (Duration, Duration) {
        (lock(&self.drawn).elapsed(), self.since.elapsed())
    }

    /// The size the player's frames are drawn at.
    pub(super) fn size(&self) -> (u16, u16) {
        *lock(&self.size)
    }

    /// Starts showing the game on `outbox`'s screen, which `wake` wakes
    /// for each frame; false for a private screen.
    pub(super) fn join(&self, outbox: &Arc<Outbox>, wake: Option<SyncSender<Input>>) -> bool {
        let mut watchers = lock(&self.watchers);
        // Checked under the lock `private` clears the watchers under, so
        // no one slips in as the screen turns private.
        if self.private.load(Ordering::SeqCst) {
            return false;
        }
        watchers.push(Watcher {
            outbox: Arc::clone(outbox),
            wake,
        });
        self.redraw.store(true, Ordering::SeqCst);
        drop(watchers);
        wake_player(self);
        true
    }

    pub(super) fn leave(&self, outbox: &Arc<Outbox>) {
        lock(&self.watchers).retain(|w| !Arc::ptr_eq(&w.outbox, outbox));
        wake_player(self);
    }

    pub(super) fn watched_by(&self, outbox: &Arc<Outbox>) -> bool {
        lock(&self.watchers)
            .iter()
            .any(|w| Arc::ptr_eq(&w.outbox, outbox))
    }
}

/// The player's screen learns a watcher came or went (and draws its frame
/// for a newcomer).
fn wake_player(game: &Watched) {
    wake(game.wake.as_ref());
}

#[cfg(test)]
mod tests;
