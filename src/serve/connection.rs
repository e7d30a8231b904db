//! One player's game on the server: the same app as local play, on a
//! thread of its own, drawing into the SSH channel instead of a tty. Input
//! comes as bytes and sizes from the connection; frames go out as bytes.
//! A game left by a dropped connection is saved, to resume from the next.

use super::input::Keys;
use crate::app::{App, Effect};
use ratatui::backend::{Backend, ClearType, CrosstermBackend};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::crossterm::{cursor, execute};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::io::{self, Write};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};
use tokio::sync::mpsc::UnboundedSender;

/// What the connection hands the game.
pub enum Input {
    Bytes(Vec<u8>),
    Resize(u16, u16),
    /// The client went away (or the server is stopping).
    Close,
}

/// How long the loop sleeps with nothing to do.
const IDLE_WAIT: Duration = Duration::from_millis(200);

/// Bytes for the client, sent a frame at a time.
pub struct Frames {
    sink: Vec<u8>,
    out: UnboundedSender<Vec<u8>>,
}

impl Frames {
    pub fn new(out: UnboundedSender<Vec<u8>>) -> Frames {
        Frames {
            sink: Vec::new(),
            out,
        }
    }
}

impl Write for Frames {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.sink.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.sink.is_empty() {
            return Ok(());
        }
        let frame = std::mem::take(&mut self.sink);
        self.out
            .send(frame)
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the client is gone"))
    }
}

type Screen = Terminal<CrosstermBackend<Frames>>;

/// Plays `app` on a client's screen of `size` until it quits or the
/// client goes; then saves the game in progress.
pub fn play(mut app: App, size: (u16, u16), input: &Receiver<Input>, frames: Frames) {
    let mut screen = match open(frames, size) {
        Ok(screen) => screen,
        Err(_) => return,
    };
    app.resize(size.0, size.1);
    let _ = run(&mut app, &mut screen, input);
    // A move not yet handed to the autosave goes now, then the save.
    let _ = app.frame_drawn();
    if let Some(handle) = app.save_handle() {
        let _ = handle.save_now();
    }
    let backend = screen.backend_mut();
    let _ = execute!(
        backend,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
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

fn run(app: &mut App, screen: &mut Screen, input: &Receiver<Input>) -> io::Result<()> {
    let mut keys = Keys::default();
    let mut dirty = true;
    let mut mouse = false;
    let mut last_step = Instant::now();
    loop {
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
