//! Temporary files left by a writer that died between writing and
//! renaming (a kill, a power cut): removed when the next wumpus starts.
//! Only names `atomic::Temp` makes are touched (`.<name>.<pid>.<n>.tmp`),
//! and only when the process that made one is gone, or the file is over
//! a day old (its pid may have been reused since): a live writer's
//! temporary file is never pulled from under it.

use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// Past this age a temporary file is stale whoever owns its pid now: no
/// write takes a day.
const STALE_AFTER: Duration = Duration::from_secs(24 * 60 * 60);

/// Removes the stale temporary files directly in `dir` (not below it);
/// returns how many went. A directory that cannot be read is no error:
/// there is nothing of ours to clean there.
pub fn sweep_temps(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_owner) else {
            continue;
        };
        let Ok(meta) = entry.metadata() else {
            continue;
        };
        if !meta.is_file() {
            continue;
        }
        let old = (meta.modified().ok())
            .and_then(|m| SystemTime::now().duration_since(m).ok())
            .is_some_and(|age| age > STALE_AFTER);
        if (old || !alive(pid)) && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The pid in a temporary file's name as `Temp` makes it
/// (`.<name>.<pid>.<n>.tmp`), or `None` for any other name.
pub(crate) fn temp_owner(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (rest, n) = rest.rsplit_once('.')?;
    let (target, pid) = rest.rsplit_once('.')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if target.is_empty() || !digits(n) || !digits(pid) {
        return None;
    }
    pid.parse().ok()
}

/// Whether a process `pid` is running (this one always is).
fn alive(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    #[cfg(unix)]
    {
        let Ok(raw) = i32::try_from(pid) else {
            return false;
        };
        match rustix::process::Pid::from_raw(raw) {
            // EPERM: it runs, as someone else.
            Some(p) => match rustix::process::test_kill_process(p) {
                Ok(()) => true,
                Err(e) => e != rustix::io::Errno::SRCH,
            },
            None => false,
        }
    }
    #[cfg(not(unix))]
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_temporary_names_are_recognised() {
        assert_eq!(temp_owner(".save.json.4242.7.tmp"), Some(4242));
        assert_eq!(temp_owner(".0123456789abcdef.json.17.0.tmp"), Some(17));
        assert_eq!(temp_owner("save.json.4242.7.tmp"), None);
        assert_eq!(temp_owner(".save.json.tmp"), None);
        assert_eq!(temp_owner("..4242.7.tmp"), None);
        assert_eq!(temp_owner(".notes.x.7.tmp"), None);
        assert_eq!(temp_owner(".scores.jsonl"), None);
    }

    #[test]
    fn a_dead_owners_temp_goes_and_a_live_ones_stays() {
        let dir = tempfile::tempdir().expect("temp dir");
        // A child that has exited and been reaped: its pid is free.
        let dead = std::process::Command::new("true")
            .status()
            .ok()
            .and_then(|_| {
                let mut c = std::process::Command::new("true").spawn().ok()?;
                let pid = c.id();
                c.wait().ok()?;
                Some(pid)
            });
        let Some(dead) = dead else {
            return; // no `true` to run here: nothing to test
        };
        let mine = std::process::id();
        let stale = dir.path().join(format!(".save.json.{dead}.0.tmp"));
        let live = dir.path().join(format!(".save.json.{mine}.1.tmp"));
        let other = dir.path().join("notes.txt");
        for p in [&stale, &live, &other] {
            fs::write(p, "x").expect("write");
        }
        assert_eq!(sweep_temps(dir.path()), 1);
        assert!(!stale.exists());
        assert!(live.exists());
        assert!(other.exists());
        assert_eq!(sweep_temps(&dir.path().join("missing")), 0);
    }
}
