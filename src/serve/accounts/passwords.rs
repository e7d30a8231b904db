//! Passwords as the accounts keep them: argon2id hashes, each with a salt
//! of its own, made and checked in one kept memory.

use super::{PASSWORD_MAX, PASSWORD_MIN};
use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use std::sync::{Mutex, PoisonError};

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

/// The memory of every argon2 run, one run at a time: the allocator then
/// keeps one hash's 19 MiB, not a fresh 19 MiB for each thread a hash ran
/// on (a hundred registrations left 165 MB resident with glibc before).
static MEMORY: Mutex<Vec<Block>> = Mutex::new(Vec::new());

/// The most memory a stored hash may ask of a check: a hash is this
/// server's own, made with the default, and a damaged row must not make
/// a login take a gigabyte.
const MEMORY_MAX: usize = 4 * Params::DEFAULT_M_COST as usize;

/// `argon`'s hash of `password` with `salt` into `out`, in the one memory.
fn run(argon: &Argon2<'_>, password: &[u8], salt: &[u8], out: &mut [u8]) -> Result<(), String> {
    let blocks = argon.params().block_count();
    if blocks > MEMORY_MAX {
        return Err("the hash asks for too much memory".into());
    }
    let mut memory = MEMORY.lock().unwrap_or_else(PoisonError::into_inner);
    if memory.len() < blocks {
        memory.resize(blocks, Block::default());
    }
    (argon.hash_password_into_with_memory(password, salt, out, &mut memory[..blocks]))
        .map_err(|e| format!("the password could not be hashed: {e}"))
}

/// `password`'s argon2id hash with a salt of its own, as a PHC string.
pub(super) fn hash(password: &str) -> Result<String, String> {
    let failed =
        |e: argon2::password_hash::phc::Error| format!("the password could not be hashed: {e}");
    let argon = Argon2::default();
    let mut bytes = [0u8; 16];
    rand::fill(&mut bytes);
    let salt = Salt::new(&bytes).map_err(failed)?;
    let mut out = vec![
        0u8;
        argon
            .params()
            .output_len()
            .unwrap_or(Params::DEFAULT_OUTPUT_LEN)
    ];
    run(&argon, password.as_bytes(), &salt, &mut out)?;
    let hashed = PasswordHash {
        algorithm: Algorithm::default().ident(),
        version: Some(Version::default().into()),
        params: ParamsString::try_from(argon.params()).map_err(|e| format!("{e}"))?,
        salt: Some(salt),
        hash: Some(Output::new(&out).map_err(failed)?),
    };
    Ok(hashed.to_string())
}

/// Whether `password` is the one `stored` (a PHC string) was made from;
/// the hashes compared in constant time.
pub(super) fn verify(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    let algorithm = Algorithm::try_from(parsed.algorithm.as_str());
    let version = parsed
        .version
        .map_or(Ok(Version::default()), Version::try_from);
    let (Ok(algorithm), Ok(version), Ok(params), Some(salt), Some(expected)) = (
        algorithm,
        version,
        Params::try_from(&parsed),
        parsed.salt,
        parsed.hash,
    ) else {
        return false;
    };
    let argon = Argon2::new(algorithm, version, params);
    let mut out = vec![0u8; expected.len()];
    run(&argon, password.as_bytes(), &salt, &mut out).is_ok()
        && Output::new(&out).is_ok_and(|got| got == expected)
}

/// A hash to check an unknown name's password against, made once.
pub(super) fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash("no one's password").unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hashes made in the one memory are argon2's own PHC strings:
    /// one made by the crate's own hasher (as rows written before were)
    /// checks here, and one made here checks with the crate's verifier.
    #[test]
    fn a_hash_made_in_the_one_memory_is_argon2s_own() {
        use argon2::password_hash::{PasswordHasher as _, PasswordVerifier as _};
        let theirs = Argon2::default()
            .hash_password(b"an old password")
            .expect("hashed")
            .to_string();
        assert!(verify("an old password", &theirs));
        assert!(!verify("an old passwore", &theirs));
        let ours = hash("a new password").expect("hashed");
        assert!(
            ours.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{ours}"
        );
        let parsed = PasswordHash::new(&ours).expect("a PHC string");
        assert!(
            Argon2::default()
                .verify_password(b"a new password", &parsed)
                .is_ok()
        );
        assert!(
            Argon2::default()
                .verify_password(b"a new passwore", &parsed)
                .is_err()
        );
        assert_ne!(
            hash("a new password"),
            Ok(ours),
            "a salt of its own each time"
        );
        // A stored row asking for a gigabyte logs no one in (nor is run).
        let greedy = theirs.replace("m=19456", "m=1048576");
        assert!(!verify("an old password", &greedy));
    }

    #[test]
    fn the_dummy_hash_is_a_hash_that_takes_a_real_check() {
        assert!(argon2::password_hash::phc::PasswordHash::new(dummy_hash()).is_ok());
        assert!(verify("no one's password", dummy_hash()));
        assert!(!verify("", dummy_hash()));
    }
}
