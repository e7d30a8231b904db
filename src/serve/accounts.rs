//! The server's accounts for the web (docs/server.md, "Accounts"): a name
//! with a password, and the sessions logged in with it, in SQLite
//! (`players.sqlite` in the data dir, WAL). A password is kept only as its
//! argon2id hash, with a salt of its own; a session only as the SHA-256
//! of its token, so the file alone logs nobody in. Names are the same
//! names SSH keys claim (`players`): one name is one player, whichever
//! way they come in.

use rusqlite::{Connection, OptionalExtension, params};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::sync::{Mutex, MutexGuard, PoisonError};
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
                     CREATE INDEX IF NOT EXISTS sessions_by_name ON sessions(name);",
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

/// Why `password` is not taken, if it is not.
pub fn check_password(password: &str) -> Result<(), String> {
    let n = password.chars().count();
    if n < PASSWORD_MIN {
        return Err(format!(
            "a password needs {PASSWORD_MIN} characters or more"
        ));
    }
    if password.len() > PASSWORD_MAX {
        return Err(format!("a password may be {PASSWORD_MAX} bytes at most"));
    }
    Ok(())
}

/// `password`'s argon2id hash, with a new random salt, as a PHC string.
fn hash(password: &str) -> Result<String, String> {
    use argon2::password_hash::PasswordHasher as _;
    argon2::Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| format!("the password could not be hashed: {e}"))
}

fn verify(password: &str, stored: &str) -> bool {
    use argon2::password_hash::PasswordVerifier as _;
    use argon2::password_hash::phc::PasswordHash;
    PasswordHash::new(stored).is_ok_and(|parsed| {
        argon2::Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A hash to check an unknown name's password against, made once.
fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash("no one's password").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Accounts) {
        let dir = tempfile::tempdir().expect("a temp dir");
        let accounts = Accounts::open(&dir.path().join(FILE)).expect("opened");
        (dir, accounts)
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

    #[test]
    fn the_dummy_hash_is_a_hash_that_takes_a_real_check() {
        assert!(argon2::password_hash::phc::PasswordHash::new(dummy_hash()).is_ok());
        assert!(verify("no one's password", dummy_hash()));
        assert!(!verify("", dummy_hash()));
    }
}
