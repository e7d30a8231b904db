//! Fault injection for the tests of a game's ending (debug builds only):
//! `WUMPUS_FAULT=kill:STEP` kills the process (SIGKILL, as `kill -9`)
//! just after STEP, `WUMPUS_FAULT=fail:STEP` makes STEP's write fail as a
//! full disk would. The steps, in order: `end-saved` (the save holds the
//! ending), `record-kept`, `score-filed`, `save-removed`. Release builds
//! read no variable and never fail here.

use super::error::WriteError;
use std::path::Path;

/// Passes `step` (about to be done, for `fail:`), returning the injected
/// error if asked.
pub fn before(step: &str, path: &Path) -> Result<(), WriteError> {
    if asked("fail", step) {
        return Err(WriteError::Refused {
            path: path.to_path_buf(),
            message: format!("no space left on device (injected at {step})"),
        });
    }
    Ok(())
}

/// `step` is done: dies here if asked (`kill:`).
pub fn after(step: &str) {
    if asked("kill", step) {
        #[cfg(unix)]
        {
            let me = rustix::process::getpid();
            let _ = rustix::process::kill_process(me, rustix::process::Signal::KILL);
        }
        std::process::abort();
    }
}

fn asked(how: &str, step: &str) -> bool {
    #[cfg(debug_assertions)]
    {
        std::env::var("WUMPUS_FAULT")
            .ok()
            .and_then(|v| v.split_once(':').map(|(h, s)| h == how && s == step))
            .unwrap_or(false)
    }
    #[cfg(not(debug_assertions))]
    {
        let _ = (how, step);
        false
    }
}
