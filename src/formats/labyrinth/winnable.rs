//! What `wumpus check` says about a labyrinth that parses but cannot be
//! played as it looks: entrances no game starts on, or no entrance that
//! can win at all (docs/rules.md, Labyrinth: the config refuses such a file).

use super::Warning;
use crate::engine::labyrinth::Grid;
use crate::engine::labyrinth::starts;

/// Warnings, in reading order, about entrances that cannot win.
pub fn warnings(grid: &Grid) -> Vec<Warning> {
    let entrances = starts::entrances(grid);
    if entrances.iter().all(|s| s.shortest.is_none()) {
        return vec![Warning {
            line: 1,
            column: 1,
            message: "no entrance can win (no route from any picks up a treasure and reaches an exit): a variant naming this labyrinth is refused"
                .into(),
        }];
    }
    entrances
        .iter()
        .filter(|s| s.shortest.is_none())
        .map(|s| {
            let (x, y) = grid.xy(s.at);
            Warning {
                line: y + 1,
                column: x + 1,
                message: "no route from this entrance picks up a treasure and reaches an exit: a game never starts here".into(),
            }
        })
        .collect()
}
