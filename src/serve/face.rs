//! A client's screen, whatever draws it (`Face`): a terminal's bytes over
//! SSH (`Ansi`), or a page's cells on the web (`web::cells`). The
//! connection's loop, and a watcher's screen, draw on either.

use super::outbox::Outbox;
use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::crossterm::{cursor, execute};
use std::io::{self, Write};
use std::sync::Arc;

/// The game's terminal output: each frame goes to the outbox whole.
pub struct Frames {
    sink: Vec<u8>,
    outbox: Arc<Outbox>,
    /// Closes the outbox when dropped (the connection's own screen, not
    /// a watcher's screen on it).
    closes: bool,
}

impl Frames {
    pub fn new(outbox: Arc<Outbox>) -> Frames {
        Frames {
            sink: Vec::new(),
            outbox,
            closes: true,
        }
    }
}

impl Drop for Frames {
    fn drop(&mut self) {
        if self.closes {
            self.outbox.close();
        }
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
            self.sink.clear();
        }
        Ok(())
    }
}

/// A client's screen, whatever draws it: a terminal's bytes over SSH, a
/// page's cells on the web. The connection's loop is the same for both.
pub trait Face: Backend<Error = io::Error> + Send + Sized {
    /// A screen of its kind on `outbox`, which it does not close.
    fn beside(outbox: &Arc<Outbox>) -> Self;
    /// The screen taken over (a terminal's alternate screen, no cursor).
    fn begin(&mut self) -> io::Result<()>;
    /// Clicks and the wheel reported, or not.
    fn mouse(&mut self, on: bool) -> io::Result<()>;
    /// The screen given back, saying `line` last.
    fn end(&mut self, line: Option<&str>) -> io::Result<()>;
}

/// A terminal's screen, drawn in its bytes (SSH).
pub type Ansi = CrosstermBackend<Frames>;

impl Face for Ansi {
    fn beside(outbox: &Arc<Outbox>) -> Self {
        CrosstermBackend::new(Frames {
            sink: Vec::new(),
            outbox: Arc::clone(outbox),
            closes: false,
        })
    }

    fn begin(&mut self) -> io::Result<()> {
        execute!(self, EnterAlternateScreen, cursor::Hide)
    }

    fn mouse(&mut self, on: bool) -> io::Result<()> {
        if on {
            execute!(self, EnableMouseCapture)
        } else {
            execute!(self, DisableMouseCapture)
        }
    }

    fn end(&mut self, line: Option<&str>) -> io::Result<()> {
        execute!(
            self,
            DisableMouseCapture,
            LeaveAlternateScreen,
            cursor::Show
        )?;
        if let Some(line) = line {
            write!(self, "{line}\r\n")?;
            Write::flush(self)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::outbox::{BACKLOG_MAX, Taken};

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
            assert!(outbox.waiting() <= BACKLOG_MAX);
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
