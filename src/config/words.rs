//! The words a config may use for each choice, in one place per choice so
//! parsing, error messages and the menu's details pane all agree. The
//! config's own choices are here; a rule set's are in its table
//! (classic's in `tables/classic/choices.rs`).

use super::{Difficulty, Theme};

/// A choice spelled as one word in the config.
pub(super) trait Word: Copy + 'static {
    const ALL: &'static [Self];
    fn word(self) -> &'static str;
}

/// Every word of a choice, in the order the docs list them.
pub(super) fn words<T: Word>() -> Vec<&'static str> {
    T::ALL.iter().map(|w| w.word()).collect()
}

pub(super) fn parse<T: Word>(text: &str) -> Option<T> {
    T::ALL.iter().copied().find(|w| w.word() == text)
}

/// `"a", "b" or "c"`: the allowed words, for an error message.
pub(super) fn either(words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("{w:?}")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The candidate a typo most likely meant: at most two edits away, and
/// closer than any other (the first of equals). An edit is a letter added,
/// dropped or changed, or two neighbours swapped (`bds` is one edit from
/// `bsd`): strsim's optimal string alignment distance.
pub(crate) fn closest<'a>(typo: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let mut best: Option<(usize, &'a str)> = None;
    for &c in candidates {
        let d = strsim::osa_distance(typo, c);
        if d <= 2 && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

impl Word for Theme {
    const ALL: &'static [Self] = &[Theme::Dark, Theme::Light, Theme::Mono];
    fn word(self) -> &'static str {
        match self {
            Theme::Dark => "dark",
            Theme::Light => "light",
            Theme::Mono => "mono",
        }
    }
}

impl Word for Difficulty {
    const ALL: &'static [Self] = &[
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
        Difficulty::Brutal,
    ];
    fn word(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
            Difficulty::Brutal => "brutal",
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Every word of `T` reads back as itself.
    pub(in crate::config) fn round_trip<T: Word + PartialEq + std::fmt::Debug>() {
        for &w in T::ALL {
            assert_eq!(parse::<T>(w.word()), Some(w));
        }
    }

    #[test]
    fn every_word_parses_back() {
        round_trip::<Theme>();
        round_trip::<Difficulty>();
    }

    #[test]
    fn typos_find_their_word() {
        assert_eq!(closest("pitz", &["pits", "bats"]), Some("pits"));
        assert_eq!(closest("colour", &["pits", "bats"]), None);
        // A swapped pair is one edit, so it beats two insertions.
        assert_eq!(closest("bds", &["beads", "bsd"]), Some("bsd"));
        assert_eq!(closest("bds", &["bsd", "beads"]), Some("bsd"));
        assert_eq!(either(&["a"]), "\"a\"");
        assert_eq!(either(&["a", "b", "c"]), "\"a\", \"b\" or \"c\"");
    }
}
