//! Reading a file whole, bounded: only a regular file (a FIFO or a device
//! could block forever or never end), at most `limit` bytes, as UTF-8.

use super::error::ReadError;
use std::fs::{self, File};
use std::io::Read;
use std::path::Path;

/// The most any record, save or score file may hold: far beyond any game
/// (a command is some 40 bytes), small enough to read in a blink.
pub const MAX_FILE: u64 = 16 * 1024 * 1024;

/// The text of `path`; `what` names the kind of file in errors.
pub fn read_text(path: &Path, what: &'static str, limit: u64) -> Result<String, ReadError> {
    read_opened(&open_regular(path)?, path, what, limit)
}

/// Opens `path` for reading if it is a regular file.
pub fn open_regular(path: &Path) -> Result<File, ReadError> {
    // Judged before opening: opening a FIFO for reading blocks until a
    // writer comes.
    let meta = fs::metadata(path).map_err(ReadError::io(path))?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    let file = File::open(path).map_err(ReadError::io(path))?;
    // And again on what was opened, in case the path changed meanwhile.
    if !file.metadata().map_err(ReadError::io(path))?.is_file() {
        return Err(ReadError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    Ok(file)
}

/// The text of `file` (opened from `path`), at most `limit` bytes.
pub fn read_opened(
    file: &File,
    path: &Path,
    what: &'static str,
    limit: u64,
) -> Result<String, ReadError> {
    String::from_utf8(read_bytes(file, path, what, limit)?).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        ReadError::Corrupt {
            path: path.to_path_buf(),
            at: Some(position(good)),
            message: format!("not a valid {what}: not UTF-8 text"),
        }
    })
}

/// The bytes of `file` (opened from `path`), at most `limit` of them.
pub fn read_bytes(
    file: &File,
    path: &Path,
    what: &'static str,
    limit: u64,
) -> Result<Vec<u8>, ReadError> {
    let too_big = |size| ReadError::TooBig {
        path: path.to_path_buf(),
        what,
        size,
        limit,
    };
    let size = file.metadata().map_err(ReadError::io(path))?.len();
    if size > limit {
        return Err(too_big(size));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    // One byte past the limit tells a file that grew while read.
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::io(path))?;
    if bytes.len() as u64 > limit {
        return Err(too_big(bytes.len() as u64));
    }
    Ok(bytes)
}

/// The 1-based line and column just after `before`.
fn position(before: &[u8]) -> (usize, usize) {
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    // Columns count characters, as serde_json's do.
    let column = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_text_and_refuses_what_is_not() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("a.json");
        fs::write(&path, "{}\n").expect("write");
        assert_eq!(read_text(&path, "record", 100).expect("reads"), "{}\n");

        let err = read_text(&path, "record", 2).expect_err("too big");
        assert!(matches!(err, ReadError::TooBig { size: 3, .. }), "{err}");
        assert!(err.to_string().contains("a.json"), "{err}");

        let err = read_text(dir.path(), "record", 100).expect_err("a directory");
        assert!(matches!(err, ReadError::NotAFile { .. }), "{err}");

        let err = read_text(&dir.path().join("none"), "record", 100).expect_err("missing");
        assert!(err.is_not_found(), "{err}");

        fs::write(&path, b"{\n  \"a\": \"\xff\"}").expect("write");
        let err = read_text(&path, "record", 100).expect_err("not UTF-8");
        assert_eq!(
            err.to_string(),
            format!("{}:2:9: not a valid record: not UTF-8 text", path.display())
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        if !matches!(made, Ok(s) if s.success()) {
            return; // no mkfifo here: nothing to test
        }
        let err = read_text(&path, "record", 100).expect_err("a FIFO");
        assert!(matches!(err, ReadError::NotAFile { .. }), "{err}");
    }
}
