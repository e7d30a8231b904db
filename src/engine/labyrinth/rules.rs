//! The labyrinth rule set's knobs (docs/rules.md, Labyrinth).

use super::generate::FEWEST_MOVES;
use super::grid::{Grid, MAX_HEIGHT, MAX_WIDTH, MAX_WORMHOLES, MIN_SIDE};
use super::starts;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Every knob of the labyrinth rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabyrinthRules {
    /// The labyrinth played, unless `generate` makes a new one each game.
    pub grid: Option<Arc<Grid>>,
    #[serde(default)]
    pub generate: bool,
    /// Generated labyrinths: the interior's size, wormholes and treasures.
    #[serde(default = "default_width")]
    pub width: u32,
    #[serde(default = "default_height")]
    pub height: u32,
    #[serde(default = "default_wormholes")]
    pub wormholes: u32,
    #[serde(default = "one")]
    pub treasures: u32,
    /// Moves before the game is lost; `None`: twice the shortest solution
    /// from the game's start, plus 20. A built-in labyrinth brings its own
    /// (`formats::labyrinth::BuiltinLabyrinth::rules`).
    #[serde(default)]
    pub move_limit: Option<u32>,
    #[serde(default)]
    pub reveal_wormhole_numbers: bool,
}

fn default_width() -> u32 {
    20
}

fn default_height() -> u32 {
    10
}

fn default_wormholes() -> u32 {
    4
}

fn one() -> u32 {
    1
}

impl LabyrinthRules {
    /// The defaults of docs/rules.md on the given labyrinth.
    pub fn on(grid: Arc<Grid>) -> LabyrinthRules {
        LabyrinthRules {
            grid: Some(grid),
            generate: false,
            ..LabyrinthRules::generated()
        }
    }

    /// A new random labyrinth each game, of the default size.
    pub fn generated() -> LabyrinthRules {
        LabyrinthRules {
            grid: None,
            generate: true,
            width: default_width(),
            height: default_height(),
            wormholes: default_wormholes(),
            treasures: one(),
            move_limit: None,
            reveal_wormhole_numbers: false,
        }
    }

    /// Why these knobs cannot make a game, if they cannot: (knob, reason).
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if self.move_limit == Some(0) {
            out.push(("move_limit", "the player needs at least one move".into()));
        }
        if self.generate {
            let (w, h) = (self.width as usize, self.height as usize);
            if !(MIN_SIDE..=MAX_WIDTH).contains(&w) {
                out.push((
                    "width",
                    format!("must be from {MIN_SIDE} to {MAX_WIDTH}, not {w}"),
                ));
            }
            if !(MIN_SIDE..=MAX_HEIGHT).contains(&h) {
                out.push((
                    "height",
                    format!("must be from {MIN_SIDE} to {MAX_HEIGHT}, not {h}"),
                ));
            }
            if self.wormholes as usize > MAX_WORMHOLES {
                out.push((
                    "wormholes",
                    format!("at most {MAX_WORMHOLES}, not {}", self.wormholes),
                ));
            }
            if self.treasures == 0 {
                out.push(("treasures", "there must be at least one treasure".into()));
            }
            let cells = w * h;
            let needed = 2 + self.treasures as usize + self.wormholes as usize;
            if out.is_empty() && needed > cells {
                let key = if self.wormholes > 0 {
                    "wormholes"
                } else {
                    "treasures"
                };
                out.push((
                    key,
                    format!(
                        "an entrance, an exit, {} and {} need {needed} cells, a {w}x{h} interior has {cells}",
                        plural(self.treasures, "treasure"),
                        plural(self.wormholes, "wormhole"),
                    ),
                ));
            }
            // The generator fits its labyrinth to any limit a labyrinth can
            // be won in at all.
            if let Some(limit @ 1..FEWEST_MOVES) = self.move_limit {
                out.push((
                    "move_limit",
                    format!(
                        "{} cannot win any labyrinth: a step onto a treasure and a step onto an exit take {FEWEST_MOVES}",
                        plural(limit, "move")
                    ),
                ));
            }
        } else {
            match &self.grid {
                None => out.push(("labyrinth", "no labyrinth to play".into())),
                Some(grid) => out.extend(self.unwinnable(grid)),
            }
        }
        out
    }

    /// Why no game on `grid` could be won, if none could. A game starts
    /// only on an entrance that can win (within a fixed `move_limit`:
    /// `starts`), so this is when there is no such entrance. With the
    /// automatic limit that is when no entrance has a route at all (then
    /// `wumpus solve` says "no solution" for the file too).
    fn unwinnable(&self, grid: &Grid) -> Option<(&'static str, String)> {
        let best = starts::entrances(grid)
            .into_iter()
            .filter_map(|s| s.shortest.map(|n| (n, s.at)))
            .min();
        let Some((shortest, at)) = best else {
            return Some((
                "labyrinth",
                "no entrance has a route that picks up a treasure and reaches an exit, so the game could never be won".into(),
            ));
        };
        match self.move_limit {
            Some(limit) if limit < shortest => {
                let (x, y) = grid.xy(at);
                Some((
                    "move_limit",
                    format!(
                        "{} cannot win this labyrinth: its shortest solution takes {shortest} (from the entrance at line {}, column {} of the labyrinth)",
                        plural(limit, "move"),
                        y + 1,
                        x + 1
                    ),
                ))
            }
            _ => None,
        }
    }
}

/// "1 treasure", "2 treasures".
fn plural(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
