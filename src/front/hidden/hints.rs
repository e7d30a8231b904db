//! Hints on a seat's own screen: `ai::hidden`'s odds for the seat to act,
//! from its notebook and the public log only, worked out when its screen
//! is shown and after each command (never per frame). The table never
//! sees them: they are drawn on the private screen alone.

use crate::ai::hidden::Odds;
use crate::engine::hidden::HiddenView;
use crate::ui::map::{KnownMap, shade};
use crate::ui::theme::Role;

/// The map key's entry: here the figure is a pit or a Wumpus player.
pub const LEGEND: &[(&str, &str)] = &[(
    "12%",
    "hints on (h), on your own screen: the chance of a pit or (for a human) a Wumpus player there",
)];

/// The danger of a room for the seat: a pit, or a Wumpus player (which
/// the odds give a human only).
fn danger(odds: &Odds, label: u8) -> f64 {
    let o = odds.room(label);
    (o.pit + o.wumpus).min(1.0)
}

/// The seat's odds, for its screen.
pub fn odds(view: &HiddenView<'_>) -> Odds {
    crate::ai::hidden::odds(view)
}

/// Each room on the seat's map, as the seat knows it.
pub fn shade(odds: &Odds, map: &mut KnownMap) {
    shade::shade(map, |room| {
        let label = u8::try_from(room.index() + 1).ok()?;
        odds.knows(label).then(|| danger(odds, label))
    });
}

/// A tunnel's risk in words, the longest wording whose widest form fits
/// `cells` (every row alike).
pub fn tunnel_risk(odds: &Odds, label: u8, human: bool, cells: usize) -> (String, Role) {
    let o = odds.room(label);
    let text = shade::wording(cells, |widest| {
        let f = |p| shade::figure(p, widest);
        let (pit, bats, w) = (f(o.pit), f(o.bats), f(o.wumpus));
        if human {
            vec![
                format!("pit {pit} · bats {bats} · wumpus {w}"),
                format!("pit {pit} bats {bats} W {w}"),
                format!("P {pit} B {bats} W {w}"),
            ]
        } else {
            vec![
                format!("pit {pit} · bats {bats}"),
                format!("P {pit} B {bats}"),
            ]
        }
    });
    (text, shade::role(danger(odds, label).max(o.bats)))
}
