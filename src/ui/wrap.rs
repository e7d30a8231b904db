//! Word wrapping for text the widgets lay out themselves (to indent or
//! scroll by whole lines, which `Paragraph`'s own wrapping cannot).

/// Splits `text` into lines of at most `width` terminal cells, breaking at
/// spaces (runs of whitespace count as one); a word wider than the line is
/// cut.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    wrap_indented(&words.join(" "), width, "")
}

/// `wrap_words` with `indent` before every line but the first: the hanging
/// indent of a log entry under its mark.
pub fn wrap_indented(text: &str, width: usize, indent: &str) -> Vec<String> {
    let options = textwrap::Options::new(width.max(1))
        .break_words(true)
        .subsequent_indent(indent);
    textwrap::wrap(text, options)
        .into_iter()
        .map(|line| line.into_owned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::wrap_words;

    #[test]
    fn wraps_at_spaces_and_cuts_long_words() {
        assert_eq!(wrap_words("a bb ccc dddd", 6), vec!["a bb", "ccc", "dddd"]);
        assert_eq!(wrap_words("abcdefgh", 3), vec!["abc", "def", "gh"]);
        assert_eq!(wrap_words("", 5), vec![""]);
        assert_eq!(wrap_words("a   bb\nccc", 20), vec!["a bb ccc"]);
    }

    #[test]
    fn wide_characters_count_as_two_cells() {
        assert_eq!(wrap_words("日本 語", 4), vec!["日本", "語"]);
        assert_eq!(
            super::wrap_indented("one two three", 7, "  "),
            vec!["one two", "  three"]
        );
    }

    #[test]
    fn a_log_mark_of_spaces_is_kept_on_the_first_line() {
        assert_eq!(
            super::wrap_indented("  You walk to node 12.", 12, "  "),
            vec!["  You walk", "  to node", "  12."]
        );
    }
}
