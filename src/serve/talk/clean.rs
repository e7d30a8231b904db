//! A typed line made harmless before it reaches anyone's terminal
//! (docs/server.md, "Safe text"): control characters and whole escape
//! sequences go (nothing typed moves a cursor, sets a title or a colour,
//! or rings a bell), so do the invisible characters that reorder or hide
//! text, a pile of combining marks is cut to a few, and what is left is
//! measured in terminal cells, not bytes or characters.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// The widest line, in terminal cells.
pub const MAX_CELLS: usize = 200;

/// Combining marks kept on one character: enough for any script, not for
/// a tower of them over the next line.
const MARKS_MAX: usize = 3;

/// `typed` as a line anyone may be shown, or why it is not one.
pub fn clean(typed: &str) -> Result<String, String> {
    let bare = strip(typed);
    let mut out = String::with_capacity(bare.len());
    for grapheme in bare.graphemes(true) {
        // The base and at most a few marks; ZWJ emoji sequences are short.
        for c in grapheme.chars().take(1 + MARKS_MAX) {
            out.push(c);
        }
    }
    let line = out.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.is_empty() {
        return Err("Nothing to say: the line is empty once cleaned.".into());
    }
    let cells = line.width();
    if cells > MAX_CELLS {
        return Err(format!(
            "That line is {cells} columns wide; a line may be {MAX_CELLS} at most."
        ));
    }
    Ok(line)
}

/// Control characters and escape sequences out, each sequence whole (a
/// CSI to its final byte, an OSC or DCS to its terminator), so no tail of
/// one is left to show as text; line breaks and tabs become spaces.
fn strip(typed: &str) -> String {
    let mut out = String::with_capacity(typed.len());
    let mut chars = typed.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' => match chars.peek().copied() {
                Some('[') => {
                    chars.next();
                    skip_csi(&mut chars);
                }
                Some(']' | 'P' | '_' | '^' | 'X') => {
                    chars.next();
                    skip_string(&mut chars);
                }
                // A two-character sequence (ESC 7, ESC c) or a lone ESC.
                Some(next) if ('\u{20}'..='\u{7e}').contains(&next) => {
                    chars.next();
                }
                _ => {}
            },
            '\u{9b}' => skip_csi(&mut chars),
            '\u{9d}' | '\u{90}' | '\u{9f}' | '\u{9e}' | '\u{98}' => skip_string(&mut chars),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() || hidden(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// The characters that reorder text or hide it, or show nothing at all.
fn hidden(c: char) -> bool {
    matches!(c,
        '\u{200b}'..='\u{200c}' | '\u{200e}'..='\u{200f}'
        | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}'
        | '\u{061c}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}'
        | '\u{e0000}'..='\u{e007f}')
}

/// Past a CSI's parameters to its final byte.
fn skip_csi(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    for c in chars.by_ref() {
        if ('\u{40}'..='\u{7e}').contains(&c) {
            return;
        }
    }
}

/// Past an OSC, DCS, APC, PM or SOS string to its end: BEL, ST, or ESC \.
fn skip_string(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while let Some(c) = chars.next() {
        match c {
            '\u{7}' | '\u{9c}' => return,
            '\u{1b}' => {
                if chars.peek() == Some(&'\\') {
                    chars.next();
                }
                return;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nothing a terminal acts on is left: no C0 or C1 control at all.
    fn inert(line: &str) -> bool {
        !line.chars().any(|c| c.is_control())
    }

    #[test]
    fn escape_sequences_go_whole_and_nothing_a_terminal_acts_on_is_left() {
        let typed = "hi\u{1b}[2J\u{1b}[1;31mred\u{1b}]0;pwned\u{7}\u{1b}]52;c;eA==\u{1b}\\ there\u{7}\u{1b}7\u{9b}5A";
        let line = clean(typed).expect("a line");
        assert_eq!(line, "hired there");
        assert!(inert(&line));
    }

    #[test]
    fn the_bell_and_other_controls_are_removed_and_breaks_are_spaces() {
        assert_eq!(clean("ding\u{7}\u{7}!").as_deref(), Ok("ding!"));
        assert_eq!(
            clean("one\r\ntwo\tthree\u{8}\u{0}").as_deref(),
            Ok("one two three")
        );
        assert_eq!(clean("\u{85}next").as_deref(), Ok("next"));
    }

    #[test]
    fn characters_that_reorder_or_hide_text_are_removed() {
        assert_eq!(
            clean("abc\u{202e}fed\u{2066}x\u{200b}y\u{feff}").as_deref(),
            Ok("abcfedxy")
        );
    }

    #[test]
    fn width_is_counted_in_cells_wide_and_combining_characters_included() {
        // 100 wide characters are 200 cells: the most a line may be.
        assert!(clean(&"字".repeat(100)).is_ok());
        assert_eq!(
            clean(&"字".repeat(101)),
            Err("That line is 202 columns wide; a line may be 200 at most.".into())
        );
        // A combining accent takes no cell of its own.
        assert!(clean(&"e\u{301}".repeat(200)).is_ok());
        assert!(clean(&"a".repeat(201)).is_err());
    }

    #[test]
    fn a_tower_of_combining_marks_is_cut_to_a_few() {
        let zalgo = format!("a{}", "\u{300}".repeat(50));
        let line = clean(&zalgo).expect("a line");
        assert_eq!(line.chars().count(), 1 + MARKS_MAX);
    }

    #[test]
    fn a_ten_thousand_character_line_is_refused_and_an_empty_one_too() {
        assert!(
            clean(&"x".repeat(10_000))
                .unwrap_err()
                .contains("10000 columns")
        );
        assert!(clean("\u{1b}[2J\u{7}   ").is_err());
    }
}
