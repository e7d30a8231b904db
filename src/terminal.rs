//! The terminal around the app: raw mode and the alternate screen on the way
//! in, restored on every way out (return, error, panic, SIGTERM, SIGHUP),
//! and the event loop, which sleeps until a key, a resize or a signal.

use crate::app::{App, Effect};
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event};
use signal_hook::consts::{SIGHUP, SIGTERM};
use signal_hook::iterator::Signals;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::Duration;

/// How the loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Quit,
    /// SIGTERM or SIGHUP (the number) asked us to stop.
    Signalled(i32),
}

/// How long to sleep waiting for input before looking at the signal flag.
/// Only signals need it: keys and resizes wake the poll at once.
const SIGNAL_CHECK: Duration = Duration::from_millis(200);

/// Runs `app` full screen until it quits. The terminal is restored before
/// this returns, whatever happened; a panic is restored by ratatui's hook,
/// which runs before the panic message is printed.
pub fn run(app: &mut App) -> io::Result<Ending> {
    // 0 until a signal arrives, then its number.
    let stop = Arc::new(AtomicI32::new(0));
    let finished = Arc::new(AtomicBool::new(false));
    let mut signals = Signals::new([SIGTERM, SIGHUP])?;
    let signals_handle = signals.handle();
    {
        let stop = Arc::clone(&stop);
        let finished = Arc::clone(&finished);
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                stop.store(signal, Ordering::SeqCst);
                // The loop notices within SIGNAL_CHECK. On a hung-up tty it
                // may never look (crossterm's read spins on a dead tty), so
                // after a grace period this thread restores and ends.
                std::thread::sleep(SIGNAL_CHECK * 3);
                if !finished.load(Ordering::SeqCst) {
                    let _ = ratatui::try_restore();
                    std::process::exit(128 + signal);
                }
            }
        });
    }
    // Installs the panic hook that restores the terminal first.
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, app, &stop);
    let restored = ratatui::try_restore();
    finished.store(true, Ordering::SeqCst);
    signals_handle.close();
    let ending = result?;
    restored?;
    Ok(ending)
}

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    stop: &AtomicI32,
) -> io::Result<Ending> {
    let size = terminal.size()?;
    app.resize(size.width, size.height);
    let mut dirty = true;
    loop {
        let signal = stop.load(Ordering::SeqCst);
        if signal != 0 {
            return Ok(Ending::Signalled(signal));
        }
        if dirty {
            terminal.draw(|frame| app.render(frame))?;
            dirty = false;
            debug_panic();
        }
        if !event::poll(SIGNAL_CHECK)? {
            continue;
        }
        match event::read()? {
            Event::Key(key) => match app.handle(key) {
                Effect::Quit => return Ok(Ending::Quit),
                Effect::Clear => {
                    terminal.clear()?;
                    dirty = true;
                }
                Effect::None => dirty = true,
            },
            Event::Resize(width, height) => {
                app.resize(width, height);
                dirty = true;
            }
            _ => {}
        }
    }
}

/// Debug builds panic after the first frame when `WUMPUS_DEBUG_PANIC=1`, so
/// the terminal restore on panic can be tried by hand and tested.
fn debug_panic() {
    #[cfg(debug_assertions)]
    if std::env::var_os("WUMPUS_DEBUG_PANIC").is_some_and(|v| v == "1") {
        panic!("WUMPUS_DEBUG_PANIC=1: a deliberate panic to test the terminal restore");
    }
}
