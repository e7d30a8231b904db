//! Hints on a seat's own screen: `ai::hidden`'s odds for the seat to act,
//! from its notebook and the public log only, worked out when its screen
//! is shown and after each command (never per frame). The table never
//! sees them: they are drawn on the private screen alone.

use super::words::{is_bot, watching};
use super::{HiddenUi, Mode};
use crate::ai::hidden::Odds;
use crate::engine::Game;
use crate::engine::hidden::{Hidden, HiddenView};
use crate::front::Hinting;
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

impl Hinting for HiddenUi {
    const HINTS: bool = true;

    const HINT_LEGEND: &'static [(&'static str, &'static str)] = LEGEND;

    fn hints_offered(&self, game: &Hidden) -> bool {
        // Hints are the odds of a person's own turn: bots have none to show.
        !watching(game)
    }

    /// Only the shown seat's odds and its map's shading change: the odds
    /// are worked out once per turn and kept while hints are off.
    fn set_hints(&mut self, game: &Hidden, on: bool) {
        self.hints = on;
        let Mode::Private(seat) = self.mode else {
            self.refresh(game);
            return;
        };
        let turn = game.turn();
        if on {
            let odds = match self.desk.kept.take() {
                Some((t, s, odds)) if t == turn && s == seat => odds,
                _ => odds(&game.view(seat)),
            };
            if let Some(map) = self.maps.get_mut(usize::from(seat.0)) {
                shade(&odds, map);
            }
            self.desk.odds = Some(odds);
        } else {
            if let Some(odds) = self.desk.odds.take() {
                self.desk.kept = Some((turn, seat, odds));
            }
            // The map as the notebook has it, unshaded.
            if let Some(map) = self.maps.get_mut(usize::from(seat.0)) {
                *map = super::map::notebook(&game.view(seat));
            }
        }
    }

    /// For the seat to act, a person: a bot's odds would tell the table
    /// what only the bot knows.
    fn plain_odds(game: &Hidden) -> Option<Vec<String>> {
        Some(match game.to_act() {
            Some(seat) if !is_bot(game, seat) => {
                let mut lines = vec![ODDS_HEADER.to_string()];
                lines.extend(crate::ai::hidden::plain_lines(&game.view(seat)));
                lines
            }
            _ => vec!["Odds are shown only to a person, on their own turn.".into()],
        })
    }
}

/// Plain `odds`' first line: what its figures are (the tunnels panel's,
/// as fractions rather than percentages).
pub const ODDS_HEADER: &str = "Per room you know: the chance it holds a pit, bats, (for a human) a Wumpus player, from what you have sensed (0 to 1; the screen shows them as percentages).";
