//! Reading a small text file whole, refusing what is not one: a FIFO would
//! block or be read forever, a device such as `/dev/zero` never ends, and a
//! huge file would eat all memory. Config files and caves files share it.

use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::os::unix::fs::FileTypeExt;
use std::path::Path;

/// Larger than any config or caves file a person writes.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// The bytes of the regular file at `path`, at most `MAX_FILE_BYTES`.
pub fn read_small(path: &Path) -> io::Result<Vec<u8>> {
    // Looked at before opening: opening a FIFO blocks until a writer comes.
    regular(&std::fs::metadata(path)?)?;
    let file = File::open(path)?;
    // Again on what was opened, in case the path changed in between.
    regular(&file.metadata()?)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(io::ErrorKind::FileTooLarge.into());
    }
    Ok(bytes)
}

fn regular(meta: &Metadata) -> io::Result<()> {
    let kind = meta.file_type();
    let what = if kind.is_file() {
        return Ok(());
    } else if kind.is_dir() {
        return Err(io::ErrorKind::IsADirectory.into());
    } else if kind.is_fifo() {
        "a FIFO (named pipe)"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "a special file"
    };
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("is {what}, not a regular file"),
    ))
}

/// Why `e` stopped us reading a file, in a player's words.
pub fn describe(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "file not found".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        io::ErrorKind::IsADirectory => "is a directory, not a file".into(),
        io::ErrorKind::FileTooLarge => format!("larger than {} KiB", MAX_FILE_BYTES / 1024),
        _ => e.to_string(),
    }
}

/// The text of `bytes`, or the 1-based line and column (in characters) of
/// the first byte that is not UTF-8.
pub fn utf8(bytes: Vec<u8>) -> Result<String, (usize, usize)> {
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        // `good` is valid UTF-8, so this never loses characters.
        let column = String::from_utf8_lossy(&good[line_start..]).chars().count() + 1;
        (line, column)
    })
}
