//! A one-line text prompt (a claim, a name): characters in, bounded by the
//! cells they take on screen (a wide character counts two), control
//! characters refused, so what is typed always fits where it is shown.

use ratatui::text::Span;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextInput {
    pub text: String,
    /// The most terminal cells the text may take.
    pub max_cells: usize,
}

/// The cells `text` takes on a terminal.
pub fn cells(text: &str) -> usize {
    Span::raw(text).width()
}

impl TextInput {
    pub fn new(text: &str, max_cells: usize) -> TextInput {
        let mut input = TextInput {
            text: String::new(),
            max_cells,
        };
        for c in text.chars() {
            input.type_char(c);
        }
        input
    }

    /// Adds `c` when it is printable and still fits; says whether it did.
    pub fn type_char(&mut self, c: char) -> bool {
        if c.is_control() || c == '\u{2028}' || c == '\u{2029}' {
            return false;
        }
        let mut longer = self.text.clone();
        longer.push(c);
        if cells(&longer) > self.max_cells {
            return false;
        }
        self.text = longer;
        true
    }

    pub fn erase(&mut self) {
        self.text.pop();
    }

    pub fn cells(&self) -> usize {
        cells(&self.text)
    }

    /// The text with its outer spaces trimmed.
    pub fn value(&self) -> &str {
        self.text.trim()
    }

    /// The text's tail that fits in `width` cells with a cursor after it:
    /// a long line scrolls left as it is typed.
    pub fn tail(&self, width: usize) -> String {
        let room = width.saturating_sub(1);
        let mut out: Vec<char> = Vec::new();
        let mut used = 0;
        for c in self.text.chars().rev() {
            let w = cells(&c.to_string());
            if used + w > room {
                break;
            }
            used += w;
            out.push(c);
        }
        out.iter().rev().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_count_two_cells_against_the_limit() {
        let mut t = TextInput::new("", 5);
        assert!(t.type_char('狼'));
        assert!(t.type_char('狼'));
        assert!(!t.type_char('狼'), "6 cells would not fit in 5");
        assert!(t.type_char('a'));
        assert_eq!(t.cells(), 5);
        assert!(!t.type_char('b'));
    }

    #[test]
    fn control_characters_and_line_breaks_are_not_text() {
        let mut t = TextInput::new("", 20);
        for c in ['\n', '\r', '\t', '\u{1b}', '\u{7f}', '\u{2028}'] {
            assert!(!t.type_char(c), "{c:?}");
        }
        assert_eq!(t.text, "");
    }

    #[test]
    fn the_tail_keeps_the_end_of_a_long_line() {
        let t = TextInput::new("abcdefgh", 50);
        assert_eq!(t.tail(4), "fgh");
        assert_eq!(t.tail(20), "abcdefgh");
    }
}
