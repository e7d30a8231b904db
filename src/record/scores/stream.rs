//! The scores file as a stream of lines, a block at a time, so a file of
//! any size is read in bounded memory: a line longer than `LINE_LIMIT`
//! that does not fit the block is passed over unread, only its length
//! counted, and reported as too long.

use memchr::{memchr, memrchr};
use std::io::{self, Read};
use std::ops::ControlFlow;

/// The longest line that is read as a score: a score line is some 300
/// bytes, so anything near this is not one.
pub const LINE_LIMIT: usize = 64 * 1024;

/// How much is read at once. Big enough to parse in parallel and to hold
/// any line `LINE_LIMIT` allows, small enough to never matter.
const BLOCK: usize = 1 << 20;

/// A piece of the file, in order.
pub(super) enum Chunk<'a> {
    /// Whole lines: the first is line `first` (from 1) at byte `offset`.
    /// Each ends in `\n` but the file's last, which may not.
    Lines {
        first: usize,
        offset: u64,
        bytes: &'a [u8],
    },
    /// One line longer than `LINE_LIMIT`, passed over: `len` bytes, its
    /// newline not counted.
    Long { line: usize, len: u64 },
}

/// One line of a `Chunk::Lines`: its number, its offset in the file and
/// its bytes without the newline.
pub(super) struct Line<'a> {
    pub number: usize,
    pub offset: u64,
    pub bytes: &'a [u8],
}

/// The lines of a `Chunk::Lines` (no empty line after a final newline:
/// that one belongs to the next chunk, or is the file's blank end).
pub(super) fn lines(first: usize, offset: u64, bytes: &[u8]) -> impl Iterator<Item = Line<'_>> {
    // memchr's search, not a byte-at-a-time split: at a million lines this
    // is a good part of the reading.
    let ends = memchr::memchr_iter(b'\n', bytes).map(Some);
    let last = (bytes.last() != Some(&b'\n') && !bytes.is_empty()).then_some(None);
    let mut start = 0;
    (ends.chain(last).enumerate()).map(move |(i, end)| {
        let from = start;
        let to = end.unwrap_or(bytes.len());
        start = to + 1;
        Line {
            number: first + i,
            offset: offset + from as u64,
            bytes: &bytes[from..to],
        }
    })
}

/// What a whole scan saw: the number of the file's last line (a final
/// newline starts an empty one, as splitting on `\n` counts them) and
/// whether the file ends in a newline (or is empty), so an append knows
/// where its line begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Summary {
    pub last_line: usize,
    pub ends_in_newline: bool,
}

/// Feeds `reader`'s lines to `each`, in order, until the end or until
/// `each` breaks (then `None`).
pub(super) fn scan(
    mut reader: impl Read,
    mut each: impl FnMut(Chunk<'_>) -> ControlFlow<()>,
) -> io::Result<Option<Summary>> {
    let mut buf = vec![0u8; BLOCK];
    let mut filled = 0;
    // The number and the file offset of the line at `buf[0]`.
    let mut line = 1;
    let mut offset = 0u64;
    let mut last_byte = None;
    // A line too long to keep, being passed over: its number and its
    // length so far.
    let mut long: Option<(usize, u64)> = None;
    loop {
        let n = read_some(&mut reader, &mut buf[filled..])?;
        let end_of_file = n == 0;
        if n > 0 {
            last_byte = Some(buf[filled + n - 1]);
        }
        filled += n;
        if let Some((number, len)) = long {
            match memchr(b'\n', &buf[..filled]) {
                None => {
                    let len = len + filled as u64;
                    long = Some((number, len));
                    offset += filled as u64;
                    filled = 0;
                    if !end_of_file {
                        continue;
                    }
                    let chunk = Chunk::Long { line: number, len };
                    if each(chunk).is_break() {
                        return Ok(None);
                    }
                    return Ok(Some(Summary {
                        last_line: number,
                        ends_in_newline: false,
                    }));
                }
                Some(i) => {
                    long = None;
                    let len = len + i as u64;
                    if each(Chunk::Long { line: number, len }).is_break() {
                        return Ok(None);
                    }
                    line = number + 1;
                    offset += (i + 1) as u64;
                    buf.copy_within(i + 1..filled, 0);
                    filled -= i + 1;
                }
            }
        }
        let whole = if end_of_file {
            filled
        } else {
            memrchr(b'\n', &buf[..filled]).map_or(0, |i| i + 1)
        };
        if whole > 0 {
            let bytes = &buf[..whole];
            let chunk = Chunk::Lines {
                first: line,
                offset,
                bytes,
            };
            if each(chunk).is_break() {
                return Ok(None);
            }
            line += memchr::memchr_iter(b'\n', bytes).count();
            offset += whole as u64;
        }
        if end_of_file {
            return Ok(Some(Summary {
                last_line: line,
                ends_in_newline: last_byte.is_none_or(|b| b == b'\n'),
            }));
        }
        buf.copy_within(whole..filled, 0);
        filled -= whole;
        if filled > LINE_LIMIT {
            // Past the limit with no end in sight: stop keeping it.
            long = Some((line, filled as u64));
            offset += filled as u64;
            filled = 0;
        }
    }
}

/// Reads what comes (0 only at the end), through interruptions.
fn read_some(reader: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    loop {
        match reader.read(buf) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            other => return other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (line, offset, text) of every line; a long line's is (line, 0,
    /// `<its length>`).
    fn seen(bytes: &[u8]) -> (Vec<(usize, u64, String)>, Summary) {
        let mut out = Vec::new();
        let summary = scan(bytes, |chunk| {
            match chunk {
                Chunk::Lines {
                    first,
                    offset,
                    bytes,
                } => {
                    for l in lines(first, offset, bytes) {
                        let text = String::from_utf8_lossy(l.bytes).into_owned();
                        out.push((l.number, l.offset, text));
                    }
                }
                Chunk::Long { line, len } => out.push((line, 0, format!("<{len}>"))),
            }
            ControlFlow::Continue(())
        })
        .expect("reads")
        .expect("to the end");
        (out, summary)
    }

    #[test]
    fn lines_keep_their_numbers_and_offsets_across_blocks() {
        let mut text = String::new();
        let mut want = Vec::new();
        for i in 0..40_000 {
            want.push((i + 1, text.len() as u64, format!("line {i}")));
            text.push_str(&format!("line {i}\n"));
        }
        let (got, summary) = seen(text.as_bytes());
        assert_eq!(got, want);
        assert_eq!(
            summary,
            Summary {
                last_line: 40_001,
                ends_in_newline: true
            }
        );
    }

    #[test]
    fn a_line_longer_than_the_block_is_passed_over_and_counted() {
        let long = "x".repeat(3 * BLOCK + 5);
        let text = format!("a\n{long}\nb\n{long}");
        let (got, summary) = seen(text.as_bytes());
        let long_at = 2;
        let b_at = long_at + long.len() as u64 + 1;
        assert_eq!(
            got,
            [
                (1, 0, "a".to_string()),
                (2, 0, format!("<{}>", long.len())),
                (3, b_at, "b".to_string()),
                (4, 0, format!("<{}>", long.len())),
            ]
        );
        assert_eq!(
            summary,
            Summary {
                last_line: 4,
                ends_in_newline: false
            }
        );
    }

    #[test]
    fn an_empty_stream_is_one_blank_line_ending_in_a_newline() {
        let (got, summary) = seen(b"");
        assert!(got.is_empty(), "{got:?}");
        assert_eq!(
            summary,
            Summary {
                last_line: 1,
                ends_in_newline: true
            }
        );
        let (_, summary) = seen(b"a");
        assert!(!summary.ends_in_newline && summary.last_line == 1);
    }
}
