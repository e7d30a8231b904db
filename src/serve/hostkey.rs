//! The server's host key: made on first start (Ed25519, written with mode
//! 0600 next to nothing else), read on every later one, so clients see the
//! same fingerprint each time.

use russh::keys::ssh_key::{self, HashAlg, LineEnding, PrivateKey};
use std::path::Path;

/// The host key at `path`, made there first if there is none.
pub fn load_or_make(path: &Path) -> Result<PrivateKey, String> {
    if path.exists() {
        return PrivateKey::read_openssh_file(path).map_err(|e| {
            format!(
                "{}: not a host key this server can read: {e}",
                path.display()
            )
        });
    }
    let key = PrivateKey::random(&mut rand::rng(), ssh_key::Algorithm::Ed25519)
        .map_err(|e| format!("could not make a host key: {e}"))?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    // `write_openssh_file` writes a private key with mode 0600.
    key.write_openssh_file(path, LineEnding::LF)
        .map_err(|e| format!("{}: could not write the host key: {e}", path.display()))?;
    Ok(key)
}

/// The key's SHA-256 fingerprint, as `ssh` prints it on first connect.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_key_is_made_once_private_and_then_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("keys").join("host_ed25519");
        let made = load_or_make(&path).expect("made");
        let again = load_or_make(&path).expect("read back");
        assert_eq!(fingerprint(&made), fingerprint(&again));
        assert!(fingerprint(&made).starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path)
                .expect("there")
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        std::fs::write(&path, "not a key").expect("spoiled");
        let err = load_or_make(&path).expect_err("refused");
        assert!(err.contains("host_ed25519"), "{err}");
    }
}
