//! Word wrapping for text the widgets lay out themselves (to indent or
//! scroll by whole lines, which `Paragraph`'s own wrapping cannot).
//!
//! Lines break at spaces. A word wider than a whole line (a long claim
//! typed without spaces) is split, but never silently: each piece but the
//! last ends in "…" and each but the first starts with one, so no piece
//! reads as a word of its own. Numbers are never that wide on a screen of
//! 80 columns, so they stay whole.

use super::fit::width;
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

/// Text wrapped lately, by the hash of (text, cells, indent): a screen
/// wraps the same names and descriptions on every frame, and looking them
/// up costs a small part of wrapping them again. Per thread, so nothing is
/// shared; emptied when full.
struct Wrapped {
    text: String,
    cells: usize,
    indent: String,
    lines: Vec<String>,
}

thread_local! {
    static WRAPPED: RefCell<HashMap<u64, Wrapped>> = RefCell::new(HashMap::new());
}

/// Entries kept before the memo starts afresh: a few screens' worth.
const WRAPPED_MAX: usize = 4096;

/// Splits `text` into lines of at most `width` terminal cells, breaking at
/// spaces (runs of whitespace count as one).
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    wrap_indented(&words.join(" "), width, "")
}

/// `wrap_words` with `indent` before every line but the first: the hanging
/// indent of a log entry under its mark.
pub fn wrap_indented(text: &str, cells: usize, indent: &str) -> Vec<String> {
    let mut hasher = DefaultHasher::new();
    (text, cells, indent).hash(&mut hasher);
    let key = hasher.finish();
    let hit = WRAPPED.with_borrow(|memo| {
        memo.get(&key)
            .filter(|w| w.text == text && w.cells == cells && w.indent == indent)
            .map(|w| w.lines.clone())
    });
    if let Some(lines) = hit {
        return lines;
    }
    let lines = wrap_fresh(text, cells, indent);
    WRAPPED.with_borrow_mut(|memo| {
        if memo.len() >= WRAPPED_MAX {
            memo.clear();
        }
        memo.insert(
            key,
            Wrapped {
                text: text.to_string(),
                cells,
                indent: indent.to_string(),
                lines: lines.clone(),
            },
        );
    });
    lines
}

/// `wrap_indented`, worked out.
fn wrap_fresh(text: &str, cells: usize, indent: &str) -> Vec<String> {
    let cells = cells.max(1);
    let options = textwrap::Options::new(cells)
        .break_words(false)
        .subsequent_indent(indent);
    let mut out = Vec::new();
    for (i, line) in textwrap::wrap(text, options).into_iter().enumerate() {
        if width(&line) <= cells {
            out.push(line.into_owned());
            continue;
        }
        // One word wider than the line: its own pieces, marked.
        let lead = if i == 0 { "" } else { indent };
        let room = cells.saturating_sub(width(lead)).max(3);
        let word = line.strip_prefix(lead).unwrap_or(&line).to_string();
        for piece in split_marked(&word, room) {
            out.push(format!("{lead}{piece}"));
        }
    }
    out
}

/// `word` in pieces of at most `cells` cells, joined by "…" marks.
fn split_marked(word: &str, cells: usize) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let cell = |c: char| width(c.encode_utf8(&mut [0u8; 4]));
    let mut pieces = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let mut piece = if i == 0 {
            String::new()
        } else {
            "…".to_string()
        };
        let rest: String = chars[i..].iter().collect();
        if width(&piece) + width(&rest) <= cells {
            piece.push_str(&rest);
            pieces.push(piece);
            break;
        }
        let start = i;
        while i < chars.len() && width(&piece) + cell(chars[i]) < cells {
            piece.push(chars[i]);
            i += 1;
        }
        // At least one character a piece, so the split always ends.
        if i == start {
            piece.push(chars[i]);
            i += 1;
        }
        piece.push('…');
        pieces.push(piece);
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::{wrap_fresh, wrap_indented, wrap_words};

    /// The memo answers as wrapping afresh does, for the same text at
    /// another width, another indent, or text that differs by a space.
    #[test]
    fn wrapping_again_gives_what_wrapping_afresh_gives() {
        let texts = [
            "a bb ccc dddd eeeee",
            "a bb ccc dddd  eeeee",
            "abcdefgh ij",
            "",
        ];
        for round in 0..2 {
            for text in texts {
                for cells in [1, 3, 4, 6, 9, 40] {
                    for indent in ["", "  "] {
                        assert_eq!(
                            wrap_indented(text, cells, indent),
                            wrap_fresh(text, cells, indent),
                            "round {round}: {text:?} at {cells} with {indent:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn wraps_at_spaces() {
        assert_eq!(wrap_words("a bb ccc dddd", 6), vec!["a bb", "ccc", "dddd"]);
        assert_eq!(wrap_words("", 5), vec![""]);
        assert_eq!(wrap_words("a   bb\nccc", 20), vec!["a bb ccc"]);
    }

    #[test]
    fn a_word_wider_than_the_line_is_split_with_marks() {
        assert_eq!(wrap_words("abcdefgh", 4), vec!["abc…", "…de…", "…fgh"]);
        assert_eq!(wrap_words("x abcdefg", 5), vec!["x", "abcd…", "…efg"]);
    }

    #[test]
    fn wide_characters_count_as_two_cells() {
        assert_eq!(wrap_words("日本 語", 4), vec!["日本", "語"]);
        assert_eq!(
            wrap_indented("one two three", 7, "  "),
            vec!["one two", "  three"]
        );
    }

    #[test]
    fn a_log_mark_of_spaces_is_kept_on_the_first_line() {
        assert_eq!(
            wrap_indented("  You walk to node 12.", 12, "  "),
            vec!["  You walk", "  to node", "  12."]
        );
    }
}
