//! Who is who on the server: the SSH user name is the player's name, and
//! the first public key used with a name claims it. A name is checked
//! before it touches the disk (letters, digits, `-` and `_`, 1 to 32 of
//! them, starting with a letter or a digit), so it is safe as one path
//! component; the claim is the file `players/<name>/key.pub`.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The longest name taken.
pub const NAME_MAX: usize = 32;

/// Why a connection is not let in, in one line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error(
        "{0:?} is not a name here: use 1 to {NAME_MAX} letters, digits, '-' or '_', starting with a letter or a digit"
    )]
    BadName(String),
    #[error("the name {0:?} belongs to another key")]
    Claimed(String),
    #[error("this key is not among the server's allowed keys")]
    NotAllowed,
    #[error("the server could not keep the name {0:?}: {1}")]
    Disk(String, String),
}

/// Whether `name` may be a player's name (and so one path component).
pub fn check_name(name: &str) -> Result<(), Refusal> {
    let ok = !name.is_empty()
        && name.len() <= NAME_MAX
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        && name
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphanumeric());
    if ok {
        Ok(())
    } else {
        Err(Refusal::BadName(name.chars().take(NAME_MAX + 8).collect()))
    }
}

/// The names claimed so far, on disk under `root` (`players/`).
pub struct Players {
    root: PathBuf,
    /// One claim at a time: two first connections with one name race.
    claiming: Mutex<()>,
}

impl Players {
    pub fn new(root: &Path) -> Players {
        Players {
            root: root.to_path_buf(),
            claiming: Mutex::new(()),
        }
    }

    /// The player's own directory (saves, scores), for a checked name.
    /// Where every player's directory is.
    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn dir(&self, name: &str) -> Result<PathBuf, Refusal> {
        check_name(name)?;
        Ok(self.root.join(name))
    }

    /// Lets `name` in with `key` (its OpenSSH text, without a comment):
    /// the key that claimed the name, or any key for a name not claimed
    /// yet, which it then claims.
    pub fn admit(&self, name: &str, key: &str) -> Result<PathBuf, Refusal> {
        let dir = self.dir(name)?;
        let claim = dir.join("key.pub");
        let _one = self
            .claiming
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match fs::read_to_string(&claim) {
            Ok(text) if text.trim() == key.trim() => return Ok(dir),
            Ok(_) => return Err(Refusal::Claimed(name.to_string())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(Refusal::Disk(name.to_string(), e.to_string())),
        }
        let disk = |e: std::io::Error| Refusal::Disk(name.to_string(), e.to_string());
        fs::create_dir_all(&dir).map_err(disk)?;
        // Created new or not at all: a claim is never overwritten.
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&claim)
            .map_err(disk)?;
        writeln!(file, "{}", key.trim()).map_err(disk)?;
        file.sync_all().map_err(disk)?;
        Ok(dir)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_one_safe_path_component() {
        for good in ["ann", "Bob", "x", "a-b_c", "9lives", &"a".repeat(NAME_MAX)] {
            assert!(check_name(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "..",
            ".",
            "a/b",
            "a\\b",
            "-x",
            "_x",
            "ann bob",
            "émile",
            "a\0b",
            &"a".repeat(NAME_MAX + 1),
        ] {
            assert!(check_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_first_key_claims_a_name_and_another_key_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let players = Players::new(dir.path());
        let ann = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAnn";
        let eve = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEve";
        let home = players.admit("ann", ann).expect("claims");
        assert_eq!(home, dir.path().join("ann"));
        assert_eq!(players.admit("ann", ann), Ok(home));
        assert_eq!(
            players.admit("ann", eve),
            Err(Refusal::Claimed("ann".into()))
        );
        assert!(players.admit("eve", eve).is_ok(), "a name of its own");
        assert!(matches!(
            players.admit("../ann", eve),
            Err(Refusal::BadName(_))
        ));
        // Nothing but the two players' directories was made.
        let mut made: Vec<_> = fs::read_dir(dir.path())
            .expect("listed")
            .map(|e| e.expect("entry").file_name())
            .collect();
        made.sort();
        assert_eq!(made, ["ann", "eve"]);
    }
}
