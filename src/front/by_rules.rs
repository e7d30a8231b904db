//! The entry points that take a variant's rules and reach its rule set's
//! adapter (`Fronted::Front`): the app and the CLI hold `AnyRules`, never a
//! rule set's type, so each of these picks the adapter once, here.

use super::{Files, Front, Fronted, Opening, Rulebook, SeatPlan, Session, dump};
use crate::engine::{AnyRules, Seat};
use crate::ui::form::Form;
use std::sync::Arc;

/// A new game of `rules` on the play screen, opened as `opening` says.
pub fn open(rules: &AnyRules, opening: &Opening) -> Box<dyn Front> {
    crate::with_game!(rules, G, r => {
        let session: Session<<G as Fronted>::Front> = Session::open(Arc::clone(r), opening);
        Box::new(session)
    })
}

/// Where games keep their files: `data`, with a dump of every game that
/// ends when `dump_on_game_over` says so.
pub fn files(data: crate::record::DataDir, dump_on_game_over: bool) -> Files {
    Files {
        data,
        dump_on_game_over,
        dumper: dump::write,
    }
}

/// The setup form of `rules`' rule set, filled from `rules`.
pub fn setup_form(rules: &AnyRules) -> Option<Form> {
    crate::with_game!(rules, G, r => <<G as Fronted>::Front as Rulebook>::setup(r))
}

/// The rules a filled-in setup form asks for.
pub fn from_setup(rules: &AnyRules, form: &Form) -> Result<AnyRules, String> {
    crate::with_game!(rules, G, r => {
        <<G as Fronted>::Front as Rulebook>::from_setup(r, form).map(AnyRules::from)
    })
}

/// The seats of `rules`, with their names and whether a person takes
/// each; empty for a game one person plays.
pub fn seats(rules: &AnyRules) -> Vec<SeatPlan> {
    crate::with_game!(rules, G, r => <<G as Fronted>::Front as Rulebook>::seats(r))
}

/// `rules` with seat `seat` named `name`.
pub fn seat_named(rules: &AnyRules, seat: Seat, name: &str) -> AnyRules {
    crate::with_game!(rules, G, r => {
        AnyRules::from(<<G as Fronted>::Front as Rulebook>::seat_named(r, seat, name))
    })
}

/// The rules of a configured variant in prose, for help.
pub fn rules_text(rules: &AnyRules) -> Vec<String> {
    crate::with_game!(rules, G, r => <<G as Fronted>::Front as Rulebook>::rules_text(r))
}
