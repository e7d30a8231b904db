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

pub mod screen;
pub mod talk;

use super::face::{Ansi, Face as _};
use super::outbox::{Input, Outbox};
use crate::record::Talk;
use crate::ui::theme::{Theme, ThemeName};
use ratatui::buffer::Buffer;
use screen::{Step, WatcherScreen};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender};
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::num::NonZeroU16;

    const ROWS_24: NonZeroU16 = NonZeroU16::new(24).unwrap();
    const COLS_80: NonZeroU16 = NonZeroU16::new(80).unwrap();
    use crate::serve::outbox::{BACKLOG_MAX, Taken};
    use std::sync::mpsc::sync_channel;

    fn frame_of(text: &str) -> Buffer {
        let mut buf = Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 24));
        buf.set_string(0, 0, text, ratatui::style::Style::new());
        buf
    }

    fn drain(outbox: &Outbox) -> Vec<u8> {
        let mut out = Vec::new();
        while let Taken::Bytes(b) = outbox.take() {
            out.extend(b);
        }
        out
    }

    /// Frames are kept only while someone watches; a joiner asks for the
    /// player's frame again and is woken for each one; a game that ends
    /// lets its watchers go and wakes them.
    #[test]
    fn watchers_get_each_frame_and_the_games_end_lets_them_go() {
        let live = Arc::new(Live::default());
        let playing = live.start("ann", (80, 24), None);
        let game = playing.game();
        assert_eq!(live.list().len(), 1);
        game.shown(&frame_of("before"));
        assert!(
            game.last_frame().1.is_none(),
            "no copy with nobody watching"
        );
        let outbox = Arc::new(Outbox::default());
        let (wake, woken) = sync_channel(4);
        assert!(game.join(&outbox, Some(wake)));
        assert!(game.take_redraw(), "a joiner asks for the frame again");
        assert!(!game.take_redraw(), "once");
        game.shown(&frame_of("frame"));
        let (number, frame) = game.last_frame();
        assert_eq!(number, 1);
        assert_eq!(frame.expect("kept")[(0, 0)].symbol(), "f");
        assert!(matches!(woken.try_recv(), Ok(Input::Wake)), "woken");
        assert_eq!(game.watching(), 1);
        drop(playing);
        assert!(
            !game.watched_by(&outbox),
            "the game's end lets the watcher go"
        );
        assert!(matches!(woken.try_recv(), Ok(Input::Wake)), "and wakes it");
        assert!(live.list().is_empty());
    }

    /// A watcher that stops reading holds a bounded backlog and, once it
    /// reads again, gets a whole screen.
    #[test]
    fn a_slow_watcher_is_bounded_and_then_given_a_whole_screen() {
        let live = Arc::new(Live::default());
        let playing = live.start("ann", (80, 24), None);
        let game = playing.game();
        let outbox = Arc::new(Outbox::default());
        assert!(game.join(&outbox, None));
        let theme = Theme::new(ThemeName::Dark);
        let mut screen = WatcherScreen::open(
            (Ansi::beside(&outbox), Arc::clone(&outbox)),
            Arc::clone(&game),
            (80, 24),
            None,
            theme,
        )
        .expect("open");
        for i in 0..200u8 {
            let mut full = Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 24));
            let row = char::from(b'a' + i % 26).to_string().repeat(80);
            for y in 0..24 {
                full.set_string(0, y, &row, ratatui::style::Style::new());
            }
            game.shown(&full);
            screen.draw().expect("drawn");
            assert!(outbox.waiting() <= BACKLOG_MAX);
        }
        // It reads again: what it gets, alone, is the player's screen.
        game.shown(&frame_of("now"));
        screen.draw().expect("drawn");
        let sent = drain(&outbox);
        assert!(sent.len() <= BACKLOG_MAX);
        let mut client = vt100::Parser::new(ROWS_24, COLS_80, 0);
        client.process(&sent);
        let rows: Vec<String> = client.screen().rows(0, 80).collect();
        assert!(rows[0].starts_with("now"), "{rows:?}");
        assert!(
            rows[1..].iter().all(|r| r.trim().is_empty()),
            "no row of a lost frame left: {rows:?}"
        );
    }

    /// A screen showing a seat's secrets is never shown to a watcher: its
    /// watchers are let go, its frame dropped, and nobody joins until it
    /// shows none.
    #[test]
    fn a_private_screen_lets_its_watchers_go_and_takes_none() {
        let live = Arc::new(Live::default());
        let playing = live.start("ann", (80, 24), None);
        let game = playing.game();
        let outbox = Arc::new(Outbox::default());
        assert!(game.join(&outbox, None));
        game.shown(&frame_of("public"));
        game.private(true);
        assert!(!game.watched_by(&outbox));
        assert!(game.last_frame().1.is_none(), "its last frame dropped");
        assert!(!game.join(&outbox, None), "no one joins a private screen");
        game.shown(&frame_of("a seat's secrets"));
        assert!(game.last_frame().1.is_none(), "nothing kept to show");
        game.private(false);
        assert!(game.join(&outbox, None));
    }
}
