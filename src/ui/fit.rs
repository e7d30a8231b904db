//! Fitting text into a number of terminal cells without making it say
//! something else. A cut word could be another word ("norma"), and a cut
//! number is another number ("seed 9966" replays a different game), so
//! text that does not fit is shortened with "…" where it was cut, and a
//! cut never falls inside a run of digits: the whole number goes.

/// Cells `text` takes on a terminal (wide characters count two).
pub fn width(text: &str) -> usize {
    textwrap::core::display_width(text)
}

/// Cells one character takes.
fn char_width(c: char) -> usize {
    let mut buf = [0u8; 4];
    width(c.encode_utf8(&mut buf))
}

/// `text` in at most `cells` cells: whole when it fits, else cut and
/// ended with "…". A number is never cut: where the cut would split a run
/// of digits, the run is dropped whole. Spaces before the "…" go, so it
/// sits against the last word kept.
pub fn shorten(text: &str, cells: usize) -> String {
    if width(text) <= cells {
        return text.to_string();
    }
    if cells == 0 {
        return String::new();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut used = 0;
    let mut kept = 0;
    for &c in &chars {
        let w = char_width(c);
        if used + w > cells - 1 {
            break;
        }
        used += w;
        kept += 1;
    }
    // Inside a number: back up to where it starts.
    if chars.get(kept).is_some_and(char::is_ascii_digit) {
        while kept > 0 && chars[kept - 1].is_ascii_digit() {
            kept -= 1;
        }
    }
    let head: String = chars[..kept].iter().collect();
    format!("{}…", head.trim_end())
}

/// As `shorten`, but a number that ends `text` (a room's number after
/// its name, "Lost Caverns 15") is kept whole after the cut: "Lost… 15".
/// `None` when even the number and "…" do not fit.
pub fn shorten_keeping_number(text: &str, cells: usize) -> Option<String> {
    if width(text) <= cells {
        return Some(text.to_string());
    }
    let Some((head, number)) = text.rsplit_once(' ') else {
        return (!text.chars().any(|c| c.is_ascii_digit())).then(|| shorten(text, cells));
    };
    if !number.chars().all(|c| c.is_ascii_digit()) || number.is_empty() {
        return (!text.chars().any(|c| c.is_ascii_digit())).then(|| shorten(text, cells));
    }
    // The head keeps at least one letter before its "…".
    let room = cells.checked_sub(width(number) + 1)?;
    if room < 2 || head.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(format!("{} {number}", shorten(head, room)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_that_fits_is_kept_whole() {
        assert_eq!(shorten("normal", 6), "normal");
        assert_eq!(shorten("", 0), "");
    }

    #[test]
    fn a_cut_is_marked() {
        assert_eq!(shorten("normal", 5), "norm…");
        assert_eq!(shorten("Den of Iniquity", 8), "Den of…");
        assert_eq!(shorten("abc", 1), "…");
        assert_eq!(shorten("abc", 0), "");
    }

    #[test]
    fn a_number_is_never_cut() {
        assert_eq!(shorten("seed 996614", 9), "seed…");
        assert_eq!(shorten("room 12 and more", 7), "room…");
        assert_eq!(shorten("12345", 4), "…");
        assert_eq!(shorten("room 12 and", 9), "room 12…");
    }

    #[test]
    fn wide_characters_count_two_cells() {
        assert_eq!(width("日本"), 4);
        assert_eq!(shorten("日本語", 5), "日本…");
        assert_eq!(shorten("日本語", 4), "日…");
    }

    #[test]
    fn a_name_cut_keeps_the_number_that_ends_it_whole() {
        use super::shorten_keeping_number as keep;
        assert_eq!(
            keep("Lost Caverns 15", 15).as_deref(),
            Some("Lost Caverns 15")
        );
        assert_eq!(keep("Lost Caverns 15", 8).as_deref(), Some("Lost… 15"));
        assert_eq!(keep("Lost Caverns 15", 5).as_deref(), Some("L… 15"));
        assert_eq!(keep("Lost Caverns 15", 4), None);
        assert_eq!(keep("Den of Iniquity", 8).as_deref(), Some("Den of…"));
        assert_eq!(keep("room 12 east", 6), None);
    }
}
