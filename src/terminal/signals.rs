//! Signals, seen by a thread of their own and handed to the event loop as
//! flags, so that only the loop's thread ever writes to the terminal. The
//! game in progress's save handle is kept here too, for the ways out that
//! do not pass through the loop: the signal thread's own exit and a panic.

use crate::record::SaveHandle;
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
use signal_hook::iterator::{Handle, Signals};
use std::io;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The save of the game on screen, if it has one.
static SAVE: Mutex<Option<SaveHandle>> = Mutex::new(None);

/// Keeps `handle` as the one to write on the way out.
pub fn keep_save(handle: Option<SaveHandle>) {
    if let Ok(mut slot) = SAVE.lock() {
        *slot = handle;
    }
}

/// Writes the game's newest save now, if it is not on disk yet. Never
/// waits on a lock a panicking thread may hold: best effort.
pub fn save_now() {
    let handle = match SAVE.try_lock() {
        Ok(slot) => slot.clone(),
        Err(_) => None,
    };
    if let Some(handle) = handle {
        let _ = handle.save_now();
    }
}

/// A write past the file size limit (`ulimit -f`) kills the process by
/// default (SIGXFSZ), between a game's record and its score line perhaps.
/// Caught instead, the write fails with EFBIG, an error like a full disk:
/// said in a line, the game kept. Nothing needs the flag itself.
pub fn survive_file_limits() {
    #[cfg(unix)]
    {
        static CAUGHT: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();
        let flag = CAUGHT.get_or_init(|| Arc::new(AtomicBool::new(false)));
        let _ = signal_hook::flag::register(signal_hook::consts::SIGXFSZ, Arc::clone(flag));
    }
}

/// A panic saves the game first, then lets the hook before it (ratatui's:
/// restore the terminal, then the message) run.
pub fn save_before_panic() {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        save_now();
        // The terminal's own text selection back before the message.
        super::release_mouse();
        before(info);
    }));
}

/// What the signal thread has asked of the loop.
#[derive(Default)]
pub struct Flags {
    /// 0 until a signal that ends us arrives, then its number.
    stop: AtomicI32,
    /// SIGTSTP: give the terminal back and stop.
    suspend: AtomicBool,
    /// SIGCONT: someone else may have had the terminal; take it back.
    resumed: AtomicBool,
    /// The loop has restored the terminal and will not look again.
    finished: AtomicBool,
}

impl Flags {
    pub fn stop(&self) -> i32 {
        self.stop.load(Ordering::SeqCst)
    }

    pub fn take_suspend(&self) -> bool {
        self.suspend.swap(false, Ordering::SeqCst)
    }

    pub fn take_resumed(&self) -> bool {
        self.resumed.swap(false, Ordering::SeqCst)
    }
}

/// Watches the signals that end, stop or continue us until `close` on the
/// returned handle. `grace` is how long the loop gets to notice an ending
/// before this thread restores the terminal and exits on its own.
pub fn watch(flags: &Arc<Flags>, grace: Duration) -> io::Result<Handle> {
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
    let handle = signals.handle();
    let flags = Arc::clone(flags);
    std::thread::spawn(move || {
        for signal in signals.forever() {
            match signal {
                SIGTSTP => flags.suspend.store(true, Ordering::SeqCst),
                SIGCONT => flags.resumed.store(true, Ordering::SeqCst),
                _ => {
                    flags.stop.store(signal, Ordering::SeqCst);
                    // On a hung-up tty the loop may never look (crossterm's
                    // read spins on a dead tty), so after a grace period
                    // this thread restores and ends.
                    std::thread::sleep(grace);
                    if !flags.finished.load(Ordering::SeqCst) {
                        if matches!(signal, SIGTERM | SIGHUP) {
                            save_now();
                        }
                        let _ = super::leave();
                        std::process::exit(128 + signal);
                    }
                    return;
                }
            }
        }
    });
    Ok(handle)
}

/// Tells the signal thread the terminal is restored.
pub fn finished(flags: &Flags) {
    flags.finished.store(true, Ordering::SeqCst);
}

/// Stops the whole process as SIGTSTP's default action would; returns once
/// it is continued (`fg`). The terminal must already be given back.
pub fn stop_self() -> io::Result<()> {
    signal_hook::low_level::emulate_default_handler(SIGTSTP)
}
