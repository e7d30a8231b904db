//! One player's game on the server: the same app as local play, on a
//! thread of its own, drawing into the SSH channel instead of a tty. Input
//! comes as bytes and sizes from the connection; frames go out as bytes.
//! A game left by a dropped connection is saved, to resume from the next.

use super::input::Keys;
use super::watch::Watched;
use crate::app::{App, Effect};
use ratatui::backend::{Backend, ClearType, CrosstermBackend};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::crossterm::{cursor, execute};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::Notify;

/// What the connection hands the game.
pub enum Input {
    Bytes(Vec<u8>),
    Resize(u16, u16),
    /// The client went away (or the server is stopping).
    Close,
}

/// How long the loop sleeps with nothing to do.
const IDLE_WAIT: Duration = Duration::from_millis(200);

/// Bytes a client has not taken yet, most this many: past it, a client
/// that stopped reading gets no more diffs, only a whole fresh screen once
/// it catches up (frames for a slow reader coalesce to the latest).
const BACKLOG_MAX: usize = 1 << 18;

/// What waits for one client: filled by its game a frame at a time,
/// emptied by the task that sends to the connection.
#[derive(Default)]
pub struct Outbox {
    pending: Mutex<Pending>,
    ready: Notify,
}

#[derive(Default)]
struct Pending {
    bytes: Vec<u8>,
    /// Frames were dropped: the next one must redraw the whole screen.
    behind: bool,
    closed: bool,
}

/// What the sending task finds in the outbox.
pub enum Taken {
    Bytes(Vec<u8>),
    Empty,
    Closed,
}

impl Outbox {
    fn lock(&self) -> std::sync::MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A frame for the client, or, with too much not taken yet, nothing:
    /// the backlog is dropped and the game told to redraw whole.
    pub(super) fn push(&self, frame: &[u8]) {
        {
            let mut p = self.lock();
            if p.bytes.len() + frame.len() > BACKLOG_MAX {
                p.bytes.clear();
                p.behind = true;
                return;
            }
            p.bytes.extend_from_slice(frame);
        }
        self.ready.notify_one();
    }

    /// Whether frames were dropped since last asked.
    pub(super) fn take_behind(&self) -> bool {
        std::mem::take(&mut self.lock().behind)
    }

    pub(super) fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_one();
    }

    /// Everything waiting, at once.
    pub fn take(&self) -> Taken {
        let mut p = self.lock();
        if !p.bytes.is_empty() {
            return Taken::Bytes(std::mem::take(&mut p.bytes));
        }
        if p.closed {
            Taken::Closed
        } else {
            Taken::Empty
        }
    }

    /// Waits for `push` or `close` (a wake-up before the wait is kept).
    pub async fn wait(&self) {
        self.ready.notified().await;
    }
}

/// The game's terminal output: each frame goes to the outbox whole.
pub struct Frames {
    sink: Vec<u8>,
    outbox: Arc<Outbox>,
    /// The game as the watch list has it: its watchers get every frame.
    watched: Option<Arc<Watched>>,
}

impl Frames {
    pub fn new(outbox: Arc<Outbox>) -> Frames {
        Frames {
            sink: Vec::new(),
            outbox,
            watched: None,
        }
    }

    /// Frames that `watched`'s watchers get too.
    pub fn watched(mut self, watched: Arc<Watched>) -> Frames {
        self.watched = Some(watched);
        self
    }
}

impl Drop for Frames {
    fn drop(&mut self) {
        self.outbox.close();
    }
}

impl Write for Frames {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.sink.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.sink.is_empty() {
            self.outbox.push(&self.sink);
            if let Some(watched) = &self.watched {
                watched.frame(&self.sink);
            }
            self.sink.clear();
        }
        Ok(())
    }
}

type Screen = Terminal<CrosstermBackend<Frames>>;

/// Plays `app` on a client's screen of `size` until it quits, the client
/// goes or the server stops (`stop`); then saves the game in progress
/// and, when the server stops, says so on the client's own screen.
pub fn play(
    mut app: App,
    size: (u16, u16),
    input: &Receiver<Input>,
    frames: Frames,
    stop: &AtomicBool,
) {
    let outbox = Arc::clone(&frames.outbox);
    let watched = frames.watched.clone();
    let mut screen = match open(frames, size) {
        Ok(screen) => screen,
        Err(_) => return,
    };
    app.resize(size.0, size.1);
    let _ = run(
        &mut app,
        &mut screen,
        input,
        stop,
        &outbox,
        watched.as_deref(),
    );
    // A move not yet handed to the autosave goes now, then the save.
    let _ = app.frame_drawn();
    let saved = app.save_handle().map(|handle| handle.save_now().is_ok());
    let backend = screen.backend_mut();
    let _ = execute!(
        backend,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    if stop.load(Ordering::SeqCst) {
        let line = match saved {
            Some(true) => "The server is stopping. Your game is saved: connect again to resume it.",
            Some(false) => "The server is stopping, and your game could not be saved.",
            None => "The server is stopping.",
        };
        let _ = write!(backend, "{line}\r\n");
        let _ = Write::flush(backend);
    }
}

fn open(frames: Frames, (width, height): (u16, u16)) -> io::Result<Screen> {
    let mut backend = CrosstermBackend::new(frames);
    execute!(backend, EnterAlternateScreen, cursor::Hide)?;
    Terminal::with_options(
        backend,
        TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, width, height)),
        },
    )
}

fn run(
    app: &mut App,
    screen: &mut Screen,
    input: &Receiver<Input>,
    stop: &AtomicBool,
    outbox: &Outbox,
    watched: Option<&Watched>,
) -> io::Result<()> {
    let mut keys = Keys::default();
    let mut dirty = true;
    let mut mouse = false;
    let mut last_step = Instant::now();
    loop {
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        if app.pointer.capture != mouse {
            mouse = app.pointer.capture;
            if mouse {
                execute!(screen.backend_mut(), EnableMouseCapture)?;
            } else {
                execute!(screen.backend_mut(), DisableMouseCapture)?;
            }
        }
        if dirty {
            screen.draw(|frame| app.render(frame))?;
            dirty = app.frame_drawn();
        }
        // The client fell behind and lost frames, or a watcher joined: a
        // whole screen next.
        let joined = watched.is_some_and(Watched::take_redraw);
        if outbox.take_behind() || joined {
            screen.backend_mut().clear_region(ClearType::All)?;
            screen.swap_buffers();
            screen.draw(|frame| app.render(frame))?;
        }
        let wait = match app.pace() {
            Some(pace) => pace.saturating_sub(last_step.elapsed()).min(IDLE_WAIT),
            None => {
                last_step = Instant::now();
                IDLE_WAIT
            }
        };
        match input.recv_timeout(wait) {
            Ok(Input::Bytes(bytes)) => {
                last_step = Instant::now();
                for event in keys.feed(&bytes) {
                    let effect = match event {
                        Event::Key(key) => app.handle(key),
                        Event::Mouse(m) => app.mouse(m),
                        _ => Effect::Unchanged,
                    };
                    match effect {
                        Effect::Quit => return Ok(()),
                        Effect::Clear => {
                            screen.backend_mut().clear_region(ClearType::All)?;
                            screen.swap_buffers();
                            dirty = true;
                        }
                        Effect::None => dirty = true,
                        Effect::Unchanged => {}
                    }
                }
            }
            Ok(Input::Resize(width, height)) => {
                if let Some(w) = watched {
                    w.resized(width, height);
                }
                screen.resize(Rect::new(0, 0, width, height))?;
                app.resize(width, height);
                dirty = true;
            }
            Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => return Ok(()),
            Err(RecvTimeoutError::Timeout) => {
                if app.pace().is_some_and(|pace| last_step.elapsed() >= pace) {
                    dirty |= app.tick();
                    last_step = Instant::now();
                }
                dirty |= app.poll();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A client that stops reading holds at most `BACKLOG_MAX` bytes; the
    /// game is told to send a whole screen once it reads again.
    #[test]
    fn a_slow_readers_backlog_is_bounded_and_then_resynced() {
        let outbox = Arc::new(Outbox::default());
        let mut frames = Frames::new(Arc::clone(&outbox));
        let frame = vec![b'x'; 10_000];
        for _ in 0..1_000 {
            frames.write_all(&frame).expect("buffered");
            frames.flush().expect("queued");
            assert!(outbox.lock().bytes.len() <= BACKLOG_MAX);
        }
        assert!(outbox.take_behind(), "frames were dropped");
        assert!(!outbox.take_behind(), "told once");
        match outbox.take() {
            Taken::Bytes(b) => assert!(b.len() <= BACKLOG_MAX),
            _ => panic!("bytes waiting"),
        }
        assert!(matches!(outbox.take(), Taken::Empty));
        drop(frames);
        assert!(matches!(outbox.take(), Taken::Closed));
    }
}
