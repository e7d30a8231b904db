//! A screen's top line: what is playing, its seed and its status, fitted
//! to the width without a cut number. The seed is what replays a game, so
//! the title gives up its decoration first: the program's name, then the
//! variant's name (shortened with "…", then dropped); the seed and the
//! status stay whole, the status shortened only where it has no number
//! to lose.

use crate::ui::fit::{shorten, width};
use crate::ui::theme::{Role, Theme};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

/// The pieces of a top line, as the screen would like to show them.
pub struct Status<'a> {
    /// "Hunt the Wumpus".
    pub program: &'a str,
    /// The variant's name.
    pub name: &'a str,
    pub seed: Option<u64>,
    /// Right-aligned: the game's status ("turn 3 · arrows 4").
    pub right: &'a str,
    /// A flag after the status, shown reversed ("CHEAT"); never dropped.
    pub flag: Option<&'a str>,
}

/// The narrowest a shortened variant name is worth showing.
const MIN_NAME: usize = 6;

/// The top line for a frame `frame_width` cells wide (corners included):
/// the left part, a run of the frame's line, the right part.
pub fn status_title(s: &Status<'_>, theme: &Theme, frame_width: u16) -> Line<'static> {
    let room = usize::from(frame_width.saturating_sub(2));
    let seed = s.seed.map(|n| format!("seed {n}"));
    let left_of = |parts: &[&str]| {
        let parts: Vec<&str> = parts.iter().copied().filter(|p| !p.is_empty()).collect();
        if parts.is_empty() {
            String::new()
        } else {
            format!(" {} ", parts.join(" · "))
        }
    };
    let seed_text = seed.as_deref().unwrap_or("");
    let flag = s.flag.map(|f| format!(" {f} ")).unwrap_or_default();
    let right_full = if s.right.is_empty() {
        String::new()
    } else {
        format!(" {} ", s.right)
    };
    // At least one cell of frame line between the parts.
    let fits = |left: &str, right: &str| width(left) + 1 + width(right) + width(&flag) <= room;
    let mut left = left_of(&[s.program, s.name, seed_text]);
    let mut right = right_full.clone();
    if !fits(&left, &right) {
        left = left_of(&[s.name, seed_text]);
    }
    if !fits(&left, &right) {
        let fixed = width(&left_of(&["", seed_text])) + 1 + width(&right) + width(&flag);
        // " name · " around the shortened name.
        let spare = room.saturating_sub(fixed + 3 + usize::from(s.seed.is_some()) * 2);
        left = if spare >= MIN_NAME {
            left_of(&[&shorten(s.name, spare), seed_text])
        } else {
            left_of(&[seed_text])
        };
    }
    if !fits(&left, &right) {
        let spare = room.saturating_sub(width(&left) + 1 + width(&flag) + 2);
        right = format!(" {} ", shorten(s.right, spare));
    }
    let line = theme.style(Role::Muted);
    let fill = room.saturating_sub(width(&left) + width(&right) + width(&flag));
    let mut spans = vec![
        Span::styled(left, theme.style(Role::Title)),
        Span::styled("─".repeat(fill), line),
        Span::styled(right, theme.style(Role::Title)),
    ];
    if !flag.is_empty() {
        spans.push(Span::styled(
            flag,
            theme.style(Role::Cheat).add_modifier(Modifier::REVERSED),
        ));
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::theme::ThemeName;

    fn text(line: &Line<'_>) -> String {
        line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    fn title(name: &str, seed: u64, right: &str, width: u16) -> String {
        let theme = Theme::new(ThemeName::Mono);
        let s = Status {
            program: "Hunt the Wumpus",
            name,
            seed: Some(seed),
            right,
            flag: None,
        };
        text(&status_title(&s, &theme, width))
    }

    #[test]
    fn the_whole_title_when_it_fits() {
        let t = title("Classic", 42, "turn 2 · arrows 5", 60);
        assert_eq!(
            t,
            " Hunt the Wumpus · Classic · seed 42 ── turn 2 · arrows 5 "
        );
        assert_eq!(width(&t), 58);
    }

    #[test]
    fn decoration_goes_before_the_seed() {
        let t = title(
            "Pebbles: counts revealed",
            996614,
            "turn 4 · pebbles 12",
            80,
        );
        assert!(
            t.starts_with(" Pebbles: counts revealed · seed 996614 "),
            "{t}"
        );
        let t = title(
            "Pebbles on the dodecahedron with a long name",
            u64::MAX,
            "turn 4 · pebbles 12",
            80,
        );
        assert!(t.contains("seed 18446744073709551615"), "{t}");
        assert!(t.contains('…'), "{t}");
        assert!(t.contains("turn 4 · pebbles 12"), "{t}");
        assert_eq!(width(&t), 78);
    }

    #[test]
    fn a_long_status_is_shortened_but_never_the_seed() {
        let t = title(
            "Hidden",
            u64::MAX,
            "turn 12 · Abcdefghijklmnopqrstuvwxyz Abcdefghijklmnopqrstuvwxyz's turn",
            80,
        );
        assert!(t.contains("seed 18446744073709551615"), "{t}");
        assert!(t.contains("turn 12 · Abcdef"), "{t}");
        assert!(t.trim_end().ends_with('…'), "{t}");
        assert!(width(&t) <= 78, "{t}");
    }
}
