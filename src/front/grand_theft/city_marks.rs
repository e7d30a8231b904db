//! The city's mark words, behind the seam: the shared marks know only a
//! cave's dangers.

use crate::front::marks;

/// The words of a city's dangers, which this rule set's marks cycle
/// through (the shared marks know only a cave's).
pub(super) const CITY: marks::Words = marks::Words {
    guesses: &[
        marks::Guess {
            word: "gang?",
            short: "g?",
            tag: " g?",
            danger: true,
        },
        marks::Guess {
            word: "cops?",
            short: "c?",
            tag: " c?",
            danger: true,
        },
        marks::Guess {
            word: "wumpus?",
            short: "w?",
            tag: " w?",
            danger: true,
        },
        marks::Guess {
            word: "safe",
            short: "ok",
            tag: " ok",
            danger: false,
        },
    ],
    key: (
        "g? c? w? ok",
        "your own marks (x): gang? cops? wumpus? safe",
    ),
};
