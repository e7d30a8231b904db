//! Atomic file writes, for the records: the writer itself lives in
//! `crate::files`, low enough for the config to use it too.

pub use crate::files::{make_dir, remove, write_atomic, write_new_atomic};

/// A small file written whole and new, or not at all (a claim, say):
/// `files::write_new_atomic_checked`, for the layers above the records.
pub fn write_new_checked(
    path: &std::path::Path,
    bytes: &[u8],
    check: impl FnOnce() -> std::io::Result<()>,
) -> Result<(), super::error::WriteError> {
    crate::files::write_new_atomic_checked(path, bytes, check)
}

#[cfg(test)]
mod tests;
