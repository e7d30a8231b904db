//! The server's accounts for the web (docs/server.md, "Accounts"): a name
//! with a password, and the sessions logged in with it, in SQLite
//! (`players.sqlite` in the data dir, WAL). A password is kept only as its
//! argon2id hash, with a salt of its own; a session only as the SHA-256
//! of its token, so the file alone logs nobody in. Names are the same
//! names SSH keys claim (`players`): one name is one player, whichever
//! way they come in. The keys' fingerprints are kept here too, each
//! beside its name (every `players/*/key.pub` is taken in at start, the
//! file left where it is), so the store answers who a key is and which
//! ways in a name has.

use rusqlite::{Connection, OptionalExtension, params};
use russh::keys::ssh_key::{HashAlg, PublicKey};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::sync::{Mutex, MutexGuard, PoisonError};

mod passwords;
pub use passwords::check_password;
use passwords::{dummy_hash, hash, verify};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The accounts' file in the data dir.
pub const FILE: &str = "players.sqlite";

/// How long a session lasts without logging in again.
pub const SESSION_LIFE: Duration = Duration::from_secs(30 * 24 * 3600);

/// The shortest password taken, and the longest (argon2 reads all of it).
pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 256;

pub struct Accounts {
    db: Mutex<Connection>,
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

fn digest(token: &str) -> String {
    let hash = Sha256::digest(token.as_bytes());
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

/// What went wrong with the file, for the server's log.
fn db_error(e: rusqlite::Error) -> String {
    format!("the accounts' file: {e}")
}

impl Accounts {
    /// The accounts in `path`, made if it is not there.
    pub fn open(path: &Path) -> Result<Accounts, String> {
        let db = Connection::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        db.pragma_update(None, "journal_mode", "WAL")
            .and_then(|()| db.pragma_update(None, "foreign_keys", "ON"))
            .and_then(|()| db.busy_timeout(Duration::from_secs(5)))
            .and_then(|()| {
                db.execute_batch(
                    "CREATE TABLE IF NOT EXISTS accounts (
                         name TEXT PRIMARY KEY COLLATE NOCASE,
                         password TEXT NOT NULL,
                         created INTEGER NOT NULL
                     );
                     CREATE TABLE IF NOT EXISTS sessions (
                         token TEXT PRIMARY KEY,
                         name TEXT NOT NULL COLLATE NOCASE
                             REFERENCES accounts(name) ON DELETE CASCADE,
                         expires INTEGER NOT NULL
                     );
                     CREATE INDEX IF NOT EXISTS sessions_by_name ON sessions(name);
                     CREATE TABLE IF NOT EXISTS keys (
                         name TEXT PRIMARY KEY COLLATE NOCASE,
                         fingerprint TEXT NOT NULL,
                         key TEXT NOT NULL,
                         added INTEGER NOT NULL
                     );",
                )
            })
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Accounts { db: Mutex::new(db) })
    }

    fn db(&self) -> MutexGuard<'_, Connection> {
        self.db.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The name as registered, if `name` has an account (any letter case).
    pub fn has(&self, name: &str) -> Result<Option<String>, String> {
        self.db()
            .query_row(
                "SELECT name FROM accounts WHERE name = ?1",
                params![name],
                |row| row.get(0),
            )
            .optional()
            .map_err(db_error)
    }

    /// A new account: `name` (checked by the caller against the names SSH
    /// keys claimed) with `password`. Refused in one line, as SSH's
    /// refusals are.
    pub fn register(&self, name: &str, password: &str) -> Result<(), String> {
        check_password(password)?;
        let hash = hash(password)?;
        let mut db = self.db();
        let tx = db.transaction().map_err(db_error)?;
        let taken: Option<String> = tx
            .query_row(
                "SELECT name FROM accounts WHERE name = ?1",
                params![name],
                |row| row.get(0),
            )
            .optional()
            .map_err(db_error)?;
        if taken.is_some() {
            return Err(format!("the name {name:?} is taken"));
        }
        tx.execute(
            "INSERT INTO accounts (name, password, created) VALUES (?1, ?2, ?3)",
            params![name, hash, now()],
        )
        .map_err(db_error)?;
        tx.commit().map_err(db_error)
    }

    /// The name as registered, if `password` is `name`'s. The same words
    /// for an unknown name as for a wrong password: a login does not say
    /// which names exist.
    pub fn check(&self, name: &str, password: &str) -> Result<String, String> {
        let wrong = || "that name and password do not match".to_string();
        let found: Option<(String, String)> = self
            .db()
            .query_row(
                "SELECT name, password FROM accounts WHERE name = ?1",
                params![name],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()
            .map_err(db_error)?;
        let Some((name, stored)) = found else {
            // As long as a real check, so the time does not tell either.
            let _ = verify(password, dummy_hash());
            return Err(wrong());
        };
        if verify(password, &stored) {
            Ok(name)
        } else {
            Err(wrong())
        }
    }

    /// A new session for `name`: its token, for the cookie.
    pub fn open_session(&self, name: &str) -> Result<String, String> {
        let mut bytes = [0u8; 32];
        rand::fill(&mut bytes);
        let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let expires = now().saturating_add(SESSION_LIFE.as_secs().try_into().unwrap_or(i64::MAX));
        let db = self.db();
        // Expired sessions go as new ones come.
        db.execute("DELETE FROM sessions WHERE expires <= ?1", params![now()])
            .map_err(db_error)?;
        db.execute(
            "INSERT INTO sessions (token, name, expires) VALUES (?1, ?2, ?3)",
            params![digest(&token), name, expires],
        )
        .map_err(db_error)?;
        Ok(token)
    }

    /// Whose session `token` is, while it lasts.
    pub fn session(&self, token: &str) -> Option<String> {
        self.db()
            .query_row(
                "SELECT name FROM sessions WHERE token = ?1 AND expires > ?2",
                params![digest(token), now()],
                |row| row.get(0),
            )
            .optional()
            .ok()
            .flatten()
    }

    /// Every session of `name` ends ("log out everywhere").
    pub fn close_sessions(&self, name: &str) -> Result<usize, String> {
        self.db()
            .execute("DELETE FROM sessions WHERE name = ?1", params![name])
            .map_err(db_error)
    }
}

impl Accounts {
    /// Gives `name` (a player already, by an SSH key or a password)
    /// `password`, a new one over the old; every session of the old one
    /// ends.
    pub fn set_password(&self, name: &str, password: &str) -> Result<(), String> {
        check_password(password)?;
        let hash = hash(password)?;
        let mut db = self.db();
        let tx = db.transaction().map_err(db_error)?;
        tx.execute(
            "INSERT INTO accounts (name, password, created) VALUES (?1, ?2, ?3)
             ON CONFLICT(name) DO UPDATE SET password = excluded.password",
            params![name, hash, now()],
        )
        .map_err(db_error)?;
        tx.execute("DELETE FROM sessions WHERE name = ?1", params![name])
            .map_err(db_error)?;
        tx.commit().map_err(db_error)
    }

    /// Keeps `key` (its OpenSSH text) as `name`'s, with its fingerprint:
    /// the key that lets the name in over SSH. A name keeps its first key.
    pub fn note_key(&self, name: &str, key: &str) -> Result<(), String> {
        let fingerprint = fingerprint(key)?;
        // Kept bare (no comment), as SSH's handshake gives it to compare.
        let bare = PublicKey::from_openssh(key.trim())
            .map(|k| PublicKey::new(k.key_data().clone(), ""))
            .and_then(|k| k.to_openssh())
            .map_err(|e| format!("that is not an SSH public key ({e})"))?;
        self.db()
            .execute(
                "INSERT OR IGNORE INTO keys (name, fingerprint, key, added)
                 VALUES (?1, ?2, ?3, ?4)",
                params![name, fingerprint, bare, now()],
            )
            .map(|_| ())
            .map_err(db_error)
    }

    /// `name`'s SSH key, if it has one: its OpenSSH text and fingerprint.
    pub fn key_of(&self, name: &str) -> Result<Option<(String, String)>, String> {
        self.db()
            .query_row(
                "SELECT key, fingerprint FROM keys WHERE name = ?1",
                params![name],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()
            .map_err(db_error)
    }

    /// `name`'s key is forgotten (the operator released the name).
    pub fn forget_keys(&self, name: &str) -> Result<usize, String> {
        self.db()
            .execute("DELETE FROM keys WHERE name = ?1", params![name])
            .map_err(db_error)
    }

    /// Takes in every claim under `players` (`NAME/key.pub`) not kept yet:
    /// how many were new. A claim that holds no key is left to SSH's
    /// refusal, which names it.
    pub fn take_claims(&self, players: &Path) -> Result<usize, String> {
        let Ok(entries) = std::fs::read_dir(players) else {
            return Ok(0);
        };
        let mut taken = 0;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if super::players::check_name(&name).is_err() {
                continue;
            }
            let claim = entry.path().join(super::players::CLAIM_FILE);
            let Ok(text) = std::fs::read_to_string(&claim) else {
                continue;
            };
            let Ok(key) = PublicKey::from_openssh(text.trim()) else {
                continue;
            };
            let bare = PublicKey::new(key.key_data().clone(), "");
            let Ok(text) = bare.to_openssh() else {
                continue;
            };
            if self.key_of(&name)?.is_none() {
                self.note_key(&name, &text)?;
                taken += 1;
            }
        }
        Ok(taken)
    }
}

/// A key's SHA-256 fingerprint, as `ssh-keygen -l` shows it.
pub fn fingerprint(key: &str) -> Result<String, String> {
    PublicKey::from_openssh(key.trim())
        .map(|k| k.fingerprint(HashAlg::Sha256).to_string())
        .map_err(|e| format!("that is not an SSH public key ({e})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Accounts) {
        let dir = tempfile::tempdir().expect("a temp dir");
        let accounts = Accounts::open(&dir.path().join(FILE)).expect("opened");
        (dir, accounts)
    }

    fn key(n: u8) -> String {
        use russh::keys::ssh_key::public::{Ed25519PublicKey, KeyData};
        PublicKey::new(KeyData::Ed25519(Ed25519PublicKey([n; 32])), "")
            .to_openssh()
            .expect("a key's text")
    }

    /// An SSH player gives their name a password: it logs in on the web,
    /// a second one replaces it and ends the first one's sessions.
    #[test]
    fn a_password_added_to_a_key_s_name_logs_it_in_and_a_new_one_replaces_it() {
        let (_dir, accounts) = store();
        accounts.note_key("cy", &key(1)).expect("kept");
        assert_eq!(accounts.has("cy"), Ok(None), "a key is no password");
        accounts.set_password("cy", "first password").expect("set");
        assert_eq!(accounts.check("CY", "first password"), Ok("cy".into()));
        let token = accounts.open_session("cy").expect("a session");
        assert!(
            accounts.set_password("cy", "short").is_err(),
            "a short password is refused"
        );
        assert_eq!(accounts.session(&token), Some("cy".into()));
        accounts.set_password("cy", "second password").expect("set");
        assert!(accounts.check("cy", "first password").is_err());
        assert_eq!(accounts.check("cy", "second password"), Ok("cy".into()));
        assert_eq!(accounts.session(&token), None, "the old sessions end");
    }

    /// A name's key is kept with its fingerprint; the name keeps its
    /// first key, and the operator's release forgets it.
    #[test]
    fn a_name_keeps_its_first_key_by_fingerprint_until_it_is_released() {
        let (_dir, accounts) = store();
        accounts
            .note_key("ann", &format!("{} ann@home", key(2)))
            .expect("kept");
        let print = fingerprint(&key(2)).expect("a fingerprint");
        assert!(print.starts_with("SHA256:"), "{print}");
        assert_eq!(accounts.key_of("ANN"), Ok(Some((key(2), print.clone()))));
        accounts.note_key("ann", &key(5)).expect("ignored");
        assert_eq!(accounts.key_of("ann"), Ok(Some((key(2), print))));
        assert_eq!(accounts.key_of("bob"), Ok(None));
        assert!(accounts.note_key("bob", "ssh-ed25519 garbage").is_err());
        assert_eq!(accounts.forget_keys("ann"), Ok(1));
        assert_eq!(accounts.key_of("ann"), Ok(None));
    }

    /// An existing server's claims are taken in at start, once each; the
    /// files stay, and a damaged one is left to SSH's refusal.
    #[test]
    fn every_claim_file_is_taken_in_at_start_and_left_in_place() {
        let (dir, accounts) = store();
        let players = dir.path().join("players");
        for (name, text) in [
            ("ann", format!("{} ann@laptop\n", key(3))),
            ("bob", key(4)),
            ("cy", "half a line".to_string()),
        ] {
            std::fs::create_dir_all(players.join(name)).expect("a dir");
            std::fs::write(players.join(name).join("key.pub"), text).expect("a claim");
        }
        assert_eq!(accounts.take_claims(&players), Ok(2));
        assert_eq!(
            accounts.key_of("ann").map(|k| k.map(|k| k.0)),
            Ok(Some(key(3)))
        );
        assert_eq!(
            accounts.key_of("bob").map(|k| k.map(|k| k.0)),
            Ok(Some(key(4)))
        );
        assert_eq!(accounts.key_of("cy"), Ok(None));
        assert_eq!(accounts.take_claims(&players), Ok(0), "once each");
        assert!(players.join("ann/key.pub").exists());
    }

    /// A registered name logs in with its password, in any letter case,
    /// and not with another; the file holds no password in clear.
    #[test]
    fn a_password_logs_its_name_in_and_a_wrong_one_does_not() {
        let (dir, accounts) = store();
        accounts
            .register("Ann", "correct horse")
            .expect("registered");
        assert_eq!(accounts.check("ann", "correct horse"), Ok("Ann".into()));
        let wrong = accounts.check("Ann", "correct house").expect_err("refused");
        assert_eq!(
            accounts
                .check("nobody", "correct horse")
                .expect_err("refused"),
            wrong,
            "an unknown name reads as a wrong password"
        );
        drop(accounts);
        let mut file = Vec::new();
        for entry in std::fs::read_dir(dir.path()).expect("the dir").flatten() {
            file.extend(std::fs::read(entry.path()).unwrap_or_default());
        }
        assert!(
            !file.windows(13).any(|w| w == b"correct horse"),
            "no password in clear in the files"
        );
    }

    #[test]
    fn a_taken_name_is_refused_in_any_letter_case() {
        let (_dir, accounts) = store();
        accounts.register("ann", "a password").expect("registered");
        let why = accounts.register("ANN", "another one").expect_err("taken");
        assert!(why.contains("taken"), "{why}");
        assert!(accounts.register("bob", "short").is_err(), "too short");
    }

    /// A session's token finds its name until every session of the name
    /// is closed; a token that was never given finds nobody.
    #[test]
    fn a_session_lasts_until_it_is_closed_everywhere() {
        let (_dir, accounts) = store();
        accounts.register("ann", "a password").expect("registered");
        let one = accounts.open_session("ann").expect("one");
        let two = accounts.open_session("ann").expect("two");
        assert_ne!(one, two);
        assert_eq!(accounts.session(&one).as_deref(), Some("ann"));
        assert_eq!(accounts.session("0123").as_deref(), None);
        assert_eq!(accounts.close_sessions("ANN"), Ok(2));
        assert_eq!(accounts.session(&one), None, "a stolen cookie after logout");
        assert_eq!(accounts.session(&two), None);
    }
}
