//! A one-line text prompt (a claim, a name): characters in, bounded by the
//! cells they take on screen (a wide character counts two), control
//! characters refused, so what is typed always fits where it is shown.

use ratatui::text::Span;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextInput {
    pub text: String,
    /// The most terminal cells the text may take.
    pub max_cells: usize,
    /// The text is the old value, offered whole: the first key typed
    /// replaces it (and Backspace clears it), as a number field does.
    pub fresh: bool,
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
            fresh: false,
        };
        for c in text.chars() {
            input.type_char(c);
        }
        input
    }

    /// `text` offered whole: the first key typed replaces it.
    pub fn replacing(text: &str, max_cells: usize) -> TextInput {
        TextInput {
            fresh: true,
            ..TextInput::new(text, max_cells)
        }
    }

    /// Adds `c` when it is printable and still fits; says whether it did.
    pub fn type_char(&mut self, c: char) -> bool {
        if c.is_control() || c == '\u{2028}' || c == '\u{2029}' {
            return false;
        }
        if std::mem::take(&mut self.fresh) {
            self.text.clear();
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
        if std::mem::take(&mut self.fresh) {
            self.text.clear();
        } else {
            self.text.pop();
        }
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
    fn an_old_value_offered_whole_is_replaced_by_the_first_key() {
        let mut t = TextInput::replacing("2", 10);
        t.type_char('9');
        t.type_char('9');
        assert_eq!(t.value(), "99");
        let mut t = TextInput::replacing("250", 10);
        t.erase();
        assert_eq!(t.value(), "");
        t.type_char('7');
        assert_eq!(t.value(), "7");
        // Not offered whole: typing appends.
        let mut t = TextInput::new("2", 10);
        t.type_char('9');
        assert_eq!(t.value(), "29");
    }

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
