//! Who is who on the server: the SSH user name is the player's name, and
//! the first public key used with a name claims it. A name is checked
//! before it touches the disk (letters, digits, `-` and `_`, 1 to 32 of
//! them, starting with a letter or a digit), so it is safe as one path
//! component; the claim is the file `players/<name>/key.pub`.
//!
//! Names are one whatever their letter case: `Ann` is the player whose
//! directory is `ann/` if that came first, so no file system's case makes
//! two players of one name, and `watch` (the watchers' name) is no one's
//! in any case. A claim is written whole or not at all (a temporary file,
//! then a hard link that never replaces a claim), so a full disk leaves the
//! name unclaimed; a claim file that holds no key (damaged by hand, say)
//! is refused with a reason and freed only by the operator (`wumpus serve
//! --release NAME`, which moves it aside).

use russh::keys::ssh_key::PublicKey;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The claim's file in a player's directory.
pub const CLAIM_FILE: &str = "key.pub";

/// The name watchers connect as, reserved in every letter case.
const WATCHER: &str = super::watch::WATCHER;

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
    #[error(
        "the claim on the name {0:?} is damaged ({1}); the server's operator can free it with `wumpus serve --release {0}`"
    )]
    Damaged(String, String),
    #[error("{0:?} is the watchers' name: connect as `watch` to watch, or pick another name")]
    Reserved(String),
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

    /// The directory of `name`: the one already there whose name is
    /// `name` in any letter case (the exact one first), else a new one.
    pub fn dir(&self, name: &str) -> Result<PathBuf, Refusal> {
        check_name(name)?;
        let exact = self.root.join(name);
        if exact.exists() {
            return Ok(exact);
        }
        let Ok(entries) = fs::read_dir(&self.root) else {
            return Ok(exact);
        };
        let found = (entries.flatten())
            .map(|e| e.file_name())
            .find(|n| n.to_str().is_some_and(|n| n.eq_ignore_ascii_case(name)));
        Ok(found.map_or(exact, |n| self.root.join(n)))
    }

    /// Whether a key claimed `name`.
    pub fn claimed(&self, name: &str) -> bool {
        self.dir(name)
            .is_ok_and(|dir| fs::symlink_metadata(dir.join(CLAIM_FILE)).is_ok())
    }

    /// Lets `name` in with `key` (its OpenSSH text, without a comment):
    /// the key that claimed the name, or any key for a name not claimed
    /// yet, which it then claims.
    pub fn admit(&self, name: &str, key: &str) -> Result<PathBuf, Refusal> {
        check_name(name)?;
        if name.eq_ignore_ascii_case(WATCHER) {
            return Err(Refusal::Reserved(name.to_string()));
        }
        let _one = self
            .claiming
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let dir = self.dir(name)?;
        let claim = dir.join(CLAIM_FILE);
        match fs::read_to_string(&claim) {
            Ok(text) if text.trim() == key.trim() => return Ok(dir),
            Ok(text) => {
                return Err(match PublicKey::from_openssh(text.trim()) {
                    // The same key with a comment an operator added.
                    Ok(theirs)
                        if PublicKey::from_openssh(key.trim())
                            .is_ok_and(|k| k.key_data() == theirs.key_data()) =>
                    {
                        return Ok(dir);
                    }
                    Ok(_) => Refusal::Claimed(name.to_string()),
                    Err(_) if text.trim().is_empty() => {
                        Refusal::Damaged(name.to_string(), "its key file is empty".into())
                    }
                    Err(_) => Refusal::Damaged(
                        name.to_string(),
                        "its key file holds no public key".into(),
                    ),
                });
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                return Err(Refusal::Damaged(
                    name.to_string(),
                    "its key file is not text".into(),
                ));
            }
            Err(e) => return Err(Refusal::Disk(name.to_string(), e.to_string())),
        }
        // The reason without the host's path, which is no client's business.
        fs::create_dir_all(&dir).map_err(|e| Refusal::Disk(name.to_string(), e.to_string()))?;
        // A claimer killed mid-write left its temporary file: swept.
        crate::record::saves::sweep_temps(&crate::record::DataDir::at(&dir));
        // Whole or not at all, and never over another claim. A debug
        // build's `WUMPUS_FAULT=fail:claim-written` fails it once the
        // bytes are in the temporary file, as a full disk would.
        let full_disk = || match crate::record::fault::before("claim-written", &claim) {
            Ok(()) => Ok(()),
            Err(_) => Err(std::io::Error::from(std::io::ErrorKind::StorageFull)),
        };
        let text = format!("{}\n", key.trim());
        crate::record::atomic::write_new_checked(&claim, text.as_bytes(), full_disk).map_err(
            |e| match e.kind() {
                Some(std::io::ErrorKind::AlreadyExists) => Refusal::Claimed(name.to_string()),
                // The reason without the host's path: no client's business.
                _ => Refusal::Disk(name.to_string(), e.reason()),
            },
        )?;
        Ok(dir)
    }
}

/// The operator frees `name`: its claim (damaged, or a key lost) is moved
/// aside to `key.pub.released-<seconds>`, never deleted, and the next key
/// to come claims the name. Where it went; `None` if there was no claim.
pub fn release(root: &Path, name: &str) -> Result<Option<PathBuf>, String> {
    let players = Players::new(root);
    let dir = players.dir(name).map_err(|e| e.to_string())?;
    let claim = dir.join(CLAIM_FILE);
    if fs::symlink_metadata(&claim).is_err() {
        return Ok(None);
    }
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let aside = (0..)
        .map(|n| match n {
            0 => dir.join(format!("{CLAIM_FILE}.released-{stamp}")),
            n => dir.join(format!("{CLAIM_FILE}.released-{stamp}-{n}")),
        })
        .find(|p| fs::symlink_metadata(p).is_err())
        .unwrap_or_else(|| dir.join(format!("{CLAIM_FILE}.released")));
    fs::rename(&claim, &aside).map_err(|e| format!("{}: {e}", claim.display()))?;
    Ok(Some(aside))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ed25519 public key's OpenSSH text, one for each `n`.
    fn key(n: u8) -> String {
        use russh::keys::ssh_key::public::{Ed25519PublicKey, KeyData};
        PublicKey::new(KeyData::Ed25519(Ed25519PublicKey([n; 32])), "")
            .to_openssh()
            .expect("a key's text")
    }

    #[test]
    fn a_damaged_claim_is_refused_with_its_reason_until_the_operator_releases_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let players = Players::new(dir.path());
        for (name, text) in [("ann", ""), ("bob", "garbage, a half-written line\n")] {
            fs::create_dir_all(dir.path().join(name)).expect("dir");
            fs::write(dir.path().join(name).join(CLAIM_FILE), text).expect("claim");
            let refused = players.admit(name, &key(1)).expect_err("damaged");
            assert!(matches!(refused, Refusal::Damaged(..)), "{refused}");
            assert!(
                refused.to_string().contains("wumpus serve --release"),
                "{refused}"
            );
            let aside = release(dir.path(), name)
                .expect("released")
                .expect("a claim");
            assert_eq!(fs::read_to_string(&aside).expect("kept aside"), text);
            assert!(
                players.admit(name, &key(1)).is_ok(),
                "the first key claims it"
            );
            assert!(players.admit(name, &key(2)).is_err(), "and holds it");
        }
        assert_eq!(release(dir.path(), "cy"), Ok(None), "nothing to release");
        assert!(release(dir.path(), "../ann").is_err());
    }

    #[test]
    fn names_are_one_whatever_their_case_and_watch_is_no_one_s() {
        let dir = tempfile::tempdir().expect("temp dir");
        let players = Players::new(dir.path());
        let home = players.admit("ann", &key(1)).expect("claims");
        assert_eq!(players.admit("Ann", &key(1)), Ok(home.clone()), "one dir");
        assert_eq!(
            players.admit("ANN", &key(2)),
            Err(Refusal::Claimed("ANN".into()))
        );
        for watch in ["WATCH", "Watch", "wAtCh", "watch"] {
            assert_eq!(
                players.admit(watch, &key(3)),
                Err(Refusal::Reserved(watch.into()))
            );
        }
        let made: Vec<_> = fs::read_dir(dir.path())
            .expect("listed")
            .flatten()
            .collect();
        assert_eq!(made.len(), 1, "{made:?}");
    }

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
        let (ann, eve) = (key(1), key(2));
        let (ann, eve) = (ann.as_str(), eve.as_str());
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
