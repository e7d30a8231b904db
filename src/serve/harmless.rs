//! Client text made safe for the server's log (`Shared::log`): nothing a
//! client sent writes to the operator's terminal or forges a log line.

/// The most characters of a log line's who and what.
pub(super) const LOG_WHO_MAX: usize = 64;
pub(super) const LOG_WHAT_MAX: usize = 400;

/// `text` as a log may show it: control characters (escape sequences, line
/// breaks) and the invisible ones that reorder or hide text are written
/// as `\u{..}` escapes, a backslash as two, and past `max` characters the
/// rest is cut and marked.
pub(super) fn harmless(text: &str, max: usize) -> String {
    let mut out = String::with_capacity(text.len().min(max * 2));
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push_str("…(cut)");
            break;
        }
        let hidden = matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}');
        if c == '\\' {
            out.push_str("\\\\");
        } else if c.is_control() || hidden {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::harmless;

    #[test]
    fn a_client_s_text_reaches_the_log_escaped_and_short() {
        assert_eq!(harmless("ann", 64), "ann");
        assert_eq!(
            harmless("x\u{1b}[2J\nwumpus serve: root\r", 64),
            "x\\u{1b}[2J\\u{a}wumpus serve: root\\u{d}"
        );
        assert_eq!(
            harmless("a\\u{1b}", 64),
            "a\\\\u{1b}",
            "an escape is not forged"
        );
        assert_eq!(harmless("abc\u{202e}d", 64), "abc\\u{202e}d");
        assert_eq!(harmless(&"é".repeat(100), 4), "éééé…(cut)");
    }
}
