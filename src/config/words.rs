//! The words a config may use for each choice, in one place per choice so
//! parsing, error messages and the menu's details pane all agree.

use super::{Difficulty, Theme};
use crate::engine::classic::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, Crooked, WallBump, WumpusWakes,
};

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

impl Word for Bump {
    const ALL: &'static [Self] = &[Bump::FleeOrEat, Bump::Death];
    fn word(self) -> &'static str {
        match self {
            Bump::FleeOrEat => "flee_or_eat",
            Bump::Death => "death",
        }
    }
}

impl Word for WallBump {
    const ALL: &'static [Self] = &[WallBump::Free, WallBump::Bsd];
    fn word(self) -> &'static str {
        match self {
            WallBump::Free => "free",
            WallBump::Bsd => "bsd",
        }
    }
}

impl Word for BatDrop {
    const ALL: &'static [Self] = &[BatDrop::Any, BatDrop::Empty];
    fn word(self) -> &'static str {
        match self {
            BatDrop::Any => "any",
            BatDrop::Empty => "empty",
        }
    }
}

impl Word for Crooked {
    const ALL: &'static [Self] = &[Crooked::Reject, Crooked::Allow, Crooked::Typed];
    fn word(self) -> &'static str {
        match self {
            Crooked::Reject => "reject",
            Crooked::Allow => "allow",
            Crooked::Typed => "typed",
        }
    }
}

impl Word for ArrowHits {
    const ALL: &'static [Self] = &[ArrowHits::EveryRoom, ArrowHits::LastRoom];
    fn word(self) -> &'static str {
        match self {
            ArrowHits::EveryRoom => "every_room",
            ArrowHits::LastRoom => "last_room",
        }
    }
}

impl Word for BadHop {
    const ALL: &'static [Self] = &[BadHop::RandomRest, BadHop::RandomResume, BadHop::RandomStop];
    fn word(self) -> &'static str {
        match self {
            BadHop::RandomRest => "random_rest",
            BadHop::RandomResume => "random_resume",
            BadHop::RandomStop => "random_stop",
        }
    }
}

impl Word for ArrowCost {
    const ALL: &'static [Self] = &[ArrowCost::PerShot, ArrowCost::PerRoom];
    fn word(self) -> &'static str {
        match self {
            ArrowCost::PerShot => "per_shot",
            ArrowCost::PerRoom => "per_room",
        }
    }
}

impl Word for WumpusWakes {
    const ALL: &'static [Self] = &[WumpusWakes::ShotOrBump, WumpusWakes::Yob, WumpusWakes::Bsd];
    fn word(self) -> &'static str {
        match self {
            WumpusWakes::ShotOrBump => "shot_or_bump",
            WumpusWakes::Yob => "yob",
            WumpusWakes::Bsd => "bsd",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_parses_back() {
        fn round_trip<T: Word + PartialEq + std::fmt::Debug>() {
            for &w in T::ALL {
                assert_eq!(parse::<T>(w.word()), Some(w));
            }
        }
        round_trip::<Theme>();
        round_trip::<Difficulty>();
        round_trip::<Bump>();
        round_trip::<WallBump>();
        round_trip::<BatDrop>();
        round_trip::<Crooked>();
        round_trip::<BadHop>();
        round_trip::<ArrowCost>();
        round_trip::<WumpusWakes>();
        round_trip::<ArrowHits>();
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
