//! Hints on the grenade play screen: `ai::grenade`'s odds, kept up to
//! date once per command by one tracker for the whole game, per place on
//! the map and per tunnel (where to walk, where to toss).

use super::notebook::Notebook;
use super::{GrenadeUi, view};
use crate::ai::grenade::{CaveOdds, Odds, Tracker};
use crate::engine::Game;
use crate::engine::grenade::{Grenade, View};
use crate::front::Hinting;
use crate::ui::map::{KnownMap, shade};
use crate::ui::theme::Role;

pub struct Hints {
    tracker: Tracker,
    pub odds: Odds,
}

impl Hints {
    pub fn new(view: &View<'_>) -> Hints {
        let tracker = Tracker::new(view);
        let odds = Odds::of(&tracker, view);
        Hints { tracker, odds }
    }

    /// After a command: the tracker reads only what is new.
    pub fn update(&mut self, view: &View<'_>) {
        self.tracker.update(view);
        self.odds = Odds::of(&self.tracker, view);
    }

    /// Each place on the map (one per name, as the notebook has them):
    /// the chance that going there kills you.
    pub fn shade(&self, book: &Notebook, map: &mut KnownMap) {
        shade::shade(map, |place| {
            let name = &book.places.get(place.index())?.name;
            Some(death(self.odds.place(name)))
        });
    }
}

/// A cave holds one thing at most, so a wumpus and a pit never share one:
/// death is either. (For a name several caves share, the sum is at most
/// that: the odds of each are "at least one of them".)
pub fn death(o: CaveOdds) -> f64 {
    (o.pit + o.wumpus).min(1.0)
}

/// A tunnel's risk in words, the longest wording whose widest form fits
/// `cells` (every row alike). While a toss is armed the wumpus comes
/// first: it is what a grenade through that tunnel would hit.
pub fn tunnel_risk(o: CaveOdds, cells: usize, tossing: bool) -> (String, Role) {
    let text = shade::wording(cells, |widest| {
        let f = |p| shade::figure(p, widest);
        let (pit, bats, wumpus, die) = (f(o.pit), f(o.bats), f(o.wumpus), f(death(o)));
        if tossing {
            vec![
                format!("wumpus {wumpus} · pit {pit} · bats {bats}"),
                format!("wumpus {wumpus} · death {die}"),
                format!("wumpus {wumpus}"),
            ]
        } else {
            vec![
                format!("death {die} · pit {pit} · bats {bats} · wumpus {wumpus}"),
                format!("pit {pit} · bats {bats} · wumpus {wumpus}"),
                format!("death {die} · bats {bats}"),
                format!("death {die}"),
            ]
        }
    });
    let role = if tossing {
        shade::role(o.wumpus)
    } else {
        shade::role(death(o).max(o.bats))
    };
    (text, role)
}

impl Hinting for GrenadeUi {
    const HINTS: bool = true;

    /// The odds are worked out once per turn: switched off, they are kept
    /// for `h` to show again in the same turn at no cost.
    fn set_hints(&mut self, game: &Grenade, on: bool) {
        if on {
            self.hints = match self.kept_hints.take() {
                Some((turn, hints)) if turn == Game::turn(game) => Some(hints),
                _ => Some(Hints::new(&view(game))),
            };
        } else if let Some(hints) = self.hints.take() {
            self.kept_hints = Some((Game::turn(game), hints));
        }
        self.refresh(game);
    }

    fn plain_odds(game: &Grenade) -> Option<Vec<String>> {
        let mut lines = vec![ODDS_HEADER.to_string()];
        // The caves' own word: the rule set's places are caves.
        lines.extend(
            (crate::ai::grenade::plain_lines(&view(game)).into_iter()).map(|l| {
                l.strip_prefix("room ")
                    .map_or(l.clone(), |r| format!("cave {r}"))
            }),
        );
        Some(lines)
    }
}

/// Plain `odds`' first line: what its figures are (the tunnels panel's
/// pit, bats and wumpus, as fractions rather than percentages).
pub const ODDS_HEADER: &str = "Per cave name you know: the chance a cave of that name holds a pit, bats, a wumpus, from what you have sensed (0 to 1; the screen shows them as percentages).";
