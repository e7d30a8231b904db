//! The words of the classic rules' choices in the config, one place per
//! choice so parsing, error messages and the menu's details pane agree.

use crate::config::words::Word;
use crate::engine::classic::{
    ArrowCost, ArrowHits, BadHop, BatDrop, Bump, Crooked, WallBump, WumpusWakes,
};

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
    use crate::config::words::tests::round_trip;

    #[test]
    fn every_word_parses_back() {
        round_trip::<Bump>();
        round_trip::<WallBump>();
        round_trip::<BatDrop>();
        round_trip::<Crooked>();
        round_trip::<BadHop>();
        round_trip::<ArrowCost>();
        round_trip::<WumpusWakes>();
        round_trip::<ArrowHits>();
    }
}
