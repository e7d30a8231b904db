//! Hints on the Grand Theft play screen: `ai::grand_theft`'s odds, worked
//! out once per command (never per frame): the Wumpus's chance on each
//! known node of the map, and per street from here the Wumpus, a gang and
//! a roadblock.

use super::words::num;
use super::{GrandTheftUi, view};
use crate::ai::grand_theft::{Odds, odds};
use crate::engine::RoomId;
use crate::engine::grand_theft::{GrandTheft, View};
use crate::front::Hinting;
use crate::ui::map::shade::figure;
use crate::ui::map::{KnownMap, shade};
use crate::ui::theme::Role;

pub struct Hints {
    pub odds: Odds,
}

/// The map key's entry: on this map the figure is the Wumpus's chance.
pub const LEGEND: &[(&str, &str)] = &[(
    "12%",
    "hints on (h): the chance the Wumpus (W) is at that node; the streets panel adds a gang there and cops on the street; known streets show cops where a roadblock may be",
)];

impl Hints {
    pub fn new(view: &View<'_>) -> Hints {
        Hints { odds: odds(view) }
    }

    /// Each known node's chance of holding the Wumpus.
    pub fn shade(&self, map: &mut KnownMap) {
        shade::shade(map, |node| self.odds.node(node).map(|o| o.wumpus));
    }

    /// A street's odds in words, the longest wording whose widest form
    /// fits `cells` (every row alike): the Wumpus and a gang at its far
    /// end, and a roadblock on it.
    pub fn street(&self, here: RoomId, to: RoomId, cells: usize) -> Option<(String, Role)> {
        let node = self.odds.node(to)?;
        let cops = self.odds.street(here, to).unwrap_or(0.0);
        let text = shade::wording(cells, |widest| {
            let f = |p| shade::figure(p, widest);
            let (w, g, c) = (f(node.wumpus), f(node.gang), f(cops));
            vec![
                format!("wumpus {w} · gang {g} · cops {c}"),
                format!("W {w} · gang {g} · cops {c}"),
                format!("W {w} gang {g} cops {c}"),
            ]
        });
        Some((text, shade::role(node.wumpus.max(cops))))
    }
}

impl Hinting for GrandTheftUi {
    const HINTS: bool = true;

    const HINT_LEGEND: &'static [(&'static str, &'static str)] = LEGEND;

    fn set_hints(&mut self, game: &GrandTheft, on: bool) {
        self.hints = on.then(|| Hints::new(&view(game)));
        self.refresh(game);
    }

    fn plain_odds(game: &GrandTheft) -> Option<Vec<String>> {
        Some(plain_lines(&view(game)))
    }
}

/// Plain mode's `odds`: the figures the screen's hints show, worded as
/// it words them, each group under a line that says what its figures are.
pub fn plain_lines(view: &View<'_>) -> Vec<String> {
    let hints = Hints::new(view);
    let here = view.here();
    let mut out = vec![format!(
        "Streets from node {} (wumpus: the Wumpus at the node it leads to; gang: a gang there; cops: a roadblock on the street):",
        num(here)
    )];
    for &to in view.neighbours_here() {
        // The widest wording: a line has no width to fit. Named by the
        // node it leads to, as plain mode's commands name it.
        if let Some((odds, _)) = hints.street(here, to, usize::MAX) {
            out.push(format!("  to node {}: {odds}", num(to)));
        }
    }
    out.push("The Wumpus's chance at each node you know (the map's figure):".into());
    for node in view.node_ids() {
        if let Some(o) = hints.odds.node(node) {
            out.push(format!("  node {}: {}", num(node), figure(o.wumpus, false)));
        }
    }
    // As the known streets list: those from here are above, and a street
    // with no chance of cops says nothing.
    let others: Vec<String> = (hints.odds.streets().iter())
        .filter(|&&(a, b, p)| p > 0.0 && a != here && b != here)
        .map(|&(a, b, p)| format!("  {} - {}: cops {}", num(a), num(b), figure(p, false)))
        .collect();
    if !others.is_empty() {
        out.push("Other known streets that may have a roadblock (cops: its chance):".into());
        out.extend(others);
    }
    out
}
