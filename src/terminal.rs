//! The terminal around the app: raw mode and the alternate screen on the way
//! in, restored on every way out (return, error, panic, SIGINT, SIGQUIT,
//! SIGTERM, SIGHUP) and around a suspend (Ctrl-Z, SIGTSTP), and the event
//! loop, which sleeps until a key, a resize or a signal. A game in progress
//! is saved before the terminal is given back on SIGTERM and SIGHUP, and
//! before a panic's message (best effort), through its `SaveHandle`.

mod signals;
pub use signals::survive_file_limits;

use crate::app::{App, Effect};
use ratatui::backend::{Backend, ClearType, CrosstermBackend};
use ratatui::crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, KeyEvent, KeyEventKind,
    KeyModifiers,
};
use ratatui::crossterm::terminal::{EnterAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::crossterm::{cursor, execute};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use signals::Flags;
use std::io::{self, BufWriter, Stdout};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the mouse is captured now: every way out turns it off again.
static MOUSE: AtomicBool = AtomicBool::new(false);
use std::time::{Duration, Instant};

/// The terminal as the loop draws it. A frame goes out in one write (std's
/// stdout alone cuts it every kilobyte), and the screen's size is the one
/// the last resize event gave: nothing asks the tty for it on each frame.
type Screen = Terminal<CrosstermBackend<BufWriter<Stdout>>>;

/// Room for the largest frame: a 200x60 screen redrawn whole in colour.
const FRAME_BYTES: usize = 1 << 16;

/// How the loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Quit,
    /// SIGINT, SIGQUIT, SIGTERM or SIGHUP (the number) asked us to stop.
    Signalled(i32),
}

/// How long to sleep waiting for input before looking at the signal flags.
/// Only signals need it: keys and resizes wake the poll at once.
const SIGNAL_CHECK: Duration = Duration::from_millis(200);

/// A burst of input is handled before one draw, but not forever: a storm
/// that never pauses still sees the screen move, and signals are still
/// looked at.
const BURST_EVENTS: usize = 4096;
const BURST_TIME: Duration = Duration::from_millis(50);

/// Runs `app` full screen until it quits. The terminal is restored before
/// this returns, whatever happened; a panic is restored by the hook set
/// here, which runs before the panic message is printed.
pub fn run(app: &mut App) -> io::Result<Ending> {
    let flags = Arc::new(Flags::default());
    let watcher = signals::watch(&flags, SIGNAL_CHECK * 3)?;
    let plain_hook = std::panic::take_hook();
    let mut terminal = open_screen()?;
    // ratatui's hook restores the terminal with `restore`, which prints its
    // failure with `eprintln!`: with the terminal gone (a hangup) that
    // panics inside the hook, and the process aborts. Ours restores quietly.
    drop(std::panic::take_hook());
    std::panic::set_hook(Box::new(move |info| {
        let _ = ratatui::try_restore();
        plain_hook(info);
    }));
    signals::save_before_panic();
    keep_signal_keys();
    if app.pointer.capture {
        capture_mouse()?;
    }
    let result = event_loop(&mut terminal, app, &flags);
    // A hangup closes the terminal: the loop may fail to draw before it
    // sees the signal. The signal is the ending, not the failed draw.
    let result = match (result, flags.stop()) {
        (Err(_), signal) if signal != 0 => Ok(Ending::Signalled(signal)),
        (result, _) => result,
    };
    // The game in progress, saved before anything else can go wrong (its
    // autosave already has every command but perhaps the last), on a
    // signal or a terminal that failed.
    if !matches!(result, Ok(Ending::Quit)) {
        // A move whose frame never got drawn (the terminal went first) is
        // handed to the autosave too.
        let _ = app.frame_drawn();
        signals::save_now();
    }
    let restored = leave();
    // Restored above by hand; the terminal's own drop would show the
    // cursor again and, with the terminal gone, print that it could not
    // to a stderr that is gone too, which panics.
    std::mem::forget(terminal);
    signals::finished(&flags);
    watcher.close();
    let ending = result?;
    // A terminal that is gone cannot be restored, and that is no error.
    if flags.stop() == 0 {
        restored?;
    }
    Ok(ending)
}

/// Raw mode, the alternate screen, and a terminal of the size the tty says.
/// (ratatui's `try_init` does the same with an unbuffered stdout and a
/// viewport that asks the tty its size before every frame.)
fn open_screen() -> io::Result<Screen> {
    enable_raw_mode()?;
    execute!(io::stdout(), EnterAlternateScreen)?;
    let (width, height) = ratatui::crossterm::terminal::size()?;
    let backend = CrosstermBackend::new(BufWriter::with_capacity(FRAME_BYTES, io::stdout()));
    Terminal::with_options(
        backend,
        TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, width, height)),
        },
    )
}

/// The screen and the app take a new size.
fn resize(terminal: &mut Screen, app: &mut App, width: u16, height: u16) -> io::Result<()> {
    terminal.resize(Rect::new(0, 0, width, height))?;
    app.resize(width, height);
    Ok(())
}

/// Gives the terminal back as it was found: cooked mode, the main screen,
/// a visible cursor. Safe to call more than once.
fn leave() -> io::Result<()> {
    release_mouse();
    let restored = ratatui::try_restore();
    execute!(io::stdout(), cursor::Show)?;
    restored
}

/// Asks the terminal for mouse reports (clicks, the wheel).
fn capture_mouse() -> io::Result<()> {
    MOUSE.store(true, Ordering::SeqCst);
    execute!(io::stdout(), EnableMouseCapture)
}

/// Gives mouse reports back to the terminal (its own text selection), if
/// they were taken. Best effort: it runs on the ways out, a panic's too.
pub(crate) fn release_mouse() {
    if MOUSE.swap(false, Ordering::SeqCst) {
        let _ = execute!(io::stdout(), DisableMouseCapture);
    }
}

/// Raw mode turns off the tty's own signal keys; turning them back on makes
/// Ctrl-C, Ctrl-\ and Ctrl-Z signals from the kernel, which act at once
/// however much input is queued and even inside an escape sequence that
/// crossterm never finishes parsing (an `ESC[200~` with no end buffers
/// forever there). Best effort: without it those keys still arrive as keys.
fn keep_signal_keys() {
    use rustix::termios::{LocalModes, OptionalActions, tcgetattr, tcsetattr};
    let Ok(tty) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/tty")
    else {
        return;
    };
    if let Ok(mut modes) = tcgetattr(&tty) {
        modes.local_modes |= LocalModes::ISIG;
        let _ = tcsetattr(&tty, OptionalActions::Now, &modes);
    }
}

/// Takes the terminal (back) after a stop: whoever had it meanwhile (the
/// shell) may have left it cooked, so raw mode is set afresh, then every
/// cell is drawn again.
fn reenter(terminal: &mut Screen, app: &mut App) -> io::Result<()> {
    // crossterm skips enabling raw mode it believes is on; the shell may
    // have changed the modes behind its back.
    disable_raw_mode()?;
    enable_raw_mode()?;
    keep_signal_keys();
    execute!(io::stdout(), EnterAlternateScreen)?;
    if app.pointer.capture {
        capture_mouse()?;
    }
    let (width, height) = ratatui::crossterm::terminal::size()?;
    resize(terminal, app, width, height)?;
    full_redraw(terminal)
}

/// Clears the screen and forgets what is on it, so the next draw writes
/// every cell. Unlike `Terminal::clear` it asks the terminal nothing (that
/// asks for the cursor position, and fails when no answer comes).
fn full_redraw(terminal: &mut Screen) -> io::Result<()> {
    terminal.backend_mut().clear_region(ClearType::All)?;
    // Between draws the current buffer is blank and the other holds the
    // screen; a swap blanks that one too.
    terminal.swap_buffers();
    Ok(())
}

/// Gives the terminal back, stops until `fg`, then takes it again.
fn suspend(terminal: &mut Screen, app: &mut App) -> io::Result<()> {
    leave()?;
    signals::stop_self()?;
    reenter(terminal, app)
}

/// What one input event asks of the loop.
enum Step {
    Quit,
    Suspend,
    Clear,
    Resized(u16, u16),
    Redraw,
    Same,
}

fn step(app: &mut App, event: Event) -> Step {
    match event {
        // Handled here, before the app: the keymap is the app's, and a
        // suspend is the terminal's business. With the tty's signal keys on
        // this arrives as SIGTSTP instead; the key is the fallback.
        Event::Key(key) if is_ctrl_z(key) => Step::Suspend,
        Event::Key(key) => match app.handle(key) {
            Effect::Quit => Step::Quit,
            Effect::Clear => Step::Clear,
            Effect::None => Step::Redraw,
            Effect::Unchanged => Step::Same,
        },
        Event::Mouse(mouse) => match app.mouse(mouse) {
            Effect::Quit => Step::Quit,
            Effect::Clear => Step::Clear,
            Effect::None => Step::Redraw,
            Effect::Unchanged => Step::Same,
        },
        Event::Resize(width, height) => Step::Resized(width, height),
        _ => Step::Same,
    }
}

fn is_ctrl_z(key: KeyEvent) -> bool {
    key.kind == KeyEventKind::Press
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(key.code, KeyCode::Char('z' | 'Z'))
}

fn event_loop(terminal: &mut Screen, app: &mut App, flags: &Flags) -> io::Result<Ending> {
    let size = terminal.size()?;
    resize(terminal, app, size.width, size.height)?;
    let mut dirty = true;
    // When the game goes on by itself (bots), the time of its last step.
    let mut last_step = Instant::now();
    loop {
        // What a signal or a panic saves: the game on screen now.
        signals::keep_save(app.save_handle());
        let signal = flags.stop();
        if signal != 0 {
            return Ok(Ending::Signalled(signal));
        }
        if flags.take_suspend() {
            suspend(terminal, app)?;
            dirty = true;
        }
        if flags.take_resumed() {
            reenter(terminal, app)?;
            dirty = true;
        }
        // The settings screen may have turned mouse capture on or off.
        if app.pointer.capture != MOUSE.load(Ordering::SeqCst) {
            if app.pointer.capture {
                capture_mouse()?;
            } else {
                release_mouse();
            }
        }
        if dirty {
            terminal.draw(|frame| app.render(frame))?;
            dirty = app.frame_drawn();
            debug_panic();
        }
        // A game going on by itself is waited on at most its pace, then
        // ticked; otherwise the loop sleeps until input or a signal check.
        let wait = match app.pace() {
            Some(pace) => pace.saturating_sub(last_step.elapsed()).min(SIGNAL_CHECK),
            None => {
                last_step = Instant::now();
                SIGNAL_CHECK
            }
        };
        if !event::poll(wait)? {
            if app.pace().is_some_and(|pace| last_step.elapsed() >= pace) {
                dirty |= app.tick();
                last_step = Instant::now();
            }
            // The record's work, done on its own thread, may have news
            // for the screen (the scores row, a file that failed).
            dirty |= app.poll();
            continue;
        }
        last_step = Instant::now();
        // Everything already waiting is handled before one draw, so a
        // paste or a key storm never leaves input queued behind frames.
        let start = Instant::now();
        for _ in 0..BURST_EVENTS {
            match step(app, event::read()?) {
                Step::Quit => return Ok(Ending::Quit),
                Step::Suspend => {
                    suspend(terminal, app)?;
                    dirty = true;
                    break;
                }
                Step::Clear => {
                    full_redraw(terminal)?;
                    dirty = true;
                }
                Step::Resized(width, height) => {
                    resize(terminal, app, width, height)?;
                    dirty = true;
                }
                Step::Redraw => dirty = true,
                Step::Same => {}
            }
            if start.elapsed() >= BURST_TIME || flags.stop() != 0 || !event::poll(Duration::ZERO)? {
                break;
            }
        }
    }
}

/// Debug builds panic after frame N when `WUMPUS_DEBUG_PANIC=N` (1: the
/// first), so the terminal restore on panic, and the save written before
/// the message, can be tried by hand and tested.
fn debug_panic() {
    #[cfg(debug_assertions)]
    {
        use std::sync::atomic::{AtomicU32, Ordering};
        static FRAMES: AtomicU32 = AtomicU32::new(0);
        let frame = FRAMES.fetch_add(1, Ordering::SeqCst) + 1;
        let asked = std::env::var("WUMPUS_DEBUG_PANIC").ok();
        if asked.and_then(|v| v.parse::<u32>().ok()) == Some(frame) {
            panic!("WUMPUS_DEBUG_PANIC={frame}: a deliberate panic to test the terminal restore");
        }
    }
}
