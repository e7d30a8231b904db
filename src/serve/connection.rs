//! One player's game on the server: the same app as local play, on a
//! thread of its own, drawing on a `Face` (the SSH channel's terminal, or
//! a web page) instead of a tty. Input comes as bytes and sizes from the
//! connection; frames go out through the outbox.
//! A game left by a dropped connection is saved, to resume from the next.

use super::face::Face;
use super::input::Keys;
use super::outbox::{Input, Outbox};
use super::relay::{self, Away};
use super::watch::Watched;
use crate::app::{App, Effect};
use ratatui::backend::ClearType;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long the loop sleeps with nothing to do.
const IDLE_WAIT: Duration = Duration::from_millis(200);

/// Plays `app` on a client's screen of `size` until it quits, the client
/// goes or the server stops (`stop`); then saves the game in progress
/// and, when the server stops, says so on the client's own screen.
/// `face` draws on `outbox`; `watched`: the game as the watch list has
/// it.
pub fn play<F: Face>(
    mut app: App,
    size: (u16, u16),
    input: &Receiver<Input>,
    (face, outbox): (F, Arc<Outbox>),
    watched: Option<Arc<Watched>>,
    stop: &AtomicBool,
    away: Option<&Away>,
) {
    let mut screen = match open(face, size) {
        Ok(screen) => screen,
        Err(_) => return,
    };
    app.resize(size.0, size.1);
    let _ = run(
        &mut app,
        &mut screen,
        Around {
            input,
            stop,
            outbox: &outbox,
            watched: watched.as_deref(),
            away,
        },
    );
    // A move not yet handed to the autosave goes now, then the save.
    let _ = app.frame_drawn();
    let saved = app.save_handle().map(|handle| handle.save_now().is_ok());
    let line = stop.load(Ordering::SeqCst).then_some(match saved {
        Some(true) => "The server is stopping. Your game is saved: connect again to resume it.",
        Some(false) => "The server is stopping, and your game could not be saved.",
        None => "The server is stopping.",
    });
    let _ = screen.backend_mut().end(line.or(app.last_word.as_deref()));
}

fn open<F: Face>(mut face: F, (width, height): (u16, u16)) -> io::Result<Terminal<F>> {
    face.begin()?;
    Terminal::with_options(
        face,
        TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, width, height)),
        },
    )
}

/// What a connection's loop reads and writes besides its app and screen.
struct Around<'a> {
    input: &'a Receiver<Input>,
    stop: &'a AtomicBool,
    outbox: &'a Arc<Outbox>,
    watched: Option<&'a Watched>,
    /// The lobby's wish to show another player's game instead.
    away: Option<&'a Away>,
}

fn run<F: Face>(app: &mut App, screen: &mut Terminal<F>, around: Around<'_>) -> io::Result<()> {
    let Around {
        input,
        stop,
        outbox,
        watched,
        away,
    } = around;
    let mut keys = Keys::default();
    let mut dirty = true;
    let mut mouse = false;
    let mut last_step = Instant::now();
    loop {
        if stop.load(Ordering::SeqCst) || app.last_word.is_some() {
            return Ok(());
        }
        if app.pointer.capture != mouse {
            mouse = app.pointer.capture;
            screen.backend_mut().mouse(mouse)?;
        }
        if dirty {
            // Before the frame: a screen that shows a seat's secrets is
            // never relayed, not even its first frame.
            if let Some(w) = watched {
                w.private(app.session().is_some_and(|game| game.private_seats()));
            }
            let drawn = screen.draw(|frame| app.render(frame))?;
            if let Some(w) = watched {
                w.shown(drawn.buffer);
            }
            dirty = app.frame_drawn();
            // After the frame: the watch list's line for this game.
            if let Some(w) = watched {
                w.titled(app.whereabouts());
            }
        }
        // The lobby chose a game to watch: its frames until the watcher is
        // done, then the app again, whole.
        if let Some(away) = away
            && let Some(id) = away.take()
        {
            if let Some(w) = watched {
                w.titled("watching another game".into());
            }
            let mut size = app.size;
            match relay::relay::<F>(away, id, &mut size, app.theme, input, outbox, stop) {
                relay::Ended::Closed => return Ok(()),
                relay::Ended::Back(line) => app.lobby_says(line),
            }
            if size != app.size {
                if let Some(w) = watched {
                    w.resized(size.0, size.1);
                }
                screen.resize(Rect::new(0, 0, size.0, size.1))?;
                app.resize(size.0, size.1);
            }
            screen.backend_mut().clear_region(ClearType::All)?;
            screen.swap_buffers();
            screen.draw(|frame| app.render(frame))?;
            continue;
        }
        // A watcher joined: they start from this screen's frame, drawn
        // again (only what changed reaches this client, which is nothing).
        if watched.is_some_and(Watched::take_redraw) {
            let drawn = screen.draw(|frame| app.render(frame))?;
            if let Some(w) = watched {
                w.shown(drawn.buffer);
            }
        }
        // The client fell behind and lost frames: a whole screen next.
        if outbox.take_behind() {
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
                    // A key asked the lobby to watch a game: the rest of
                    // this read is the app's no more.
                    if away.is_some_and(|a| a.wanted()) {
                        break;
                    }
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
            Ok(Input::Wake) => dirty |= app.poll(),
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
