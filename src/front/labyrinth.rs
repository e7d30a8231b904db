//! The labyrinth's front: compass keys (the grid scope), a map of the
//! fragments the player has felt out, and at game over the whole labyrinth
//! with the player's route or the shortest one.

mod advice;
pub mod atlas;
pub mod keys;
mod look;
mod map;
mod morgue;
mod panels;
mod plain;
mod run;
pub mod words;

use super::{Fronted, Plays};
use crate::ai::labyrinth::Notebook;
use crate::engine::labyrinth::{Command, Labyrinth, View};
use crate::engine::{Game, SOLO};
use crate::record::Ammo;
use crate::ui::grid::GridPanel;
use atlas::Atlas;

impl Fronted for Labyrinth {
    type Front = LabyrinthUi;
}

/// The labyrinth play screen's own state.
pub struct LabyrinthUi {
    pub cheat: bool,
    /// What the player has learned, in fragments.
    pub atlas: Atlas,
    /// The command last sent, to place a wall bumped into.
    last: Option<Command>,
    /// Why the last key did nothing, or what a wormhole did to the map,
    /// for the prompt.
    pub refused: Option<String>,
    /// Revealed map: the shortest route instead of the player's.
    pub best: bool,
    /// What the player has learned, as the advice reads it: kept from the
    /// first move, so advice asked for late is as good as early.
    notebook: Option<Notebook>,
    /// The way advice is shown (`i`, the labyrinth's hints).
    advise: bool,
    /// A run (Shift and a direction) under way.
    run: Option<run::Run>,
    /// Why the run stopped, to be said at its next step.
    run_stop: Option<String>,
    /// The look cursor, while the player looks (`;`).
    look: Option<look::Spot>,
}

fn view(game: &Labyrinth) -> View<'_> {
    game.view(SOLO)
}

impl LabyrinthUi {
    /// The map's panels as drawn now.
    pub fn panels(&self, game: &Labyrinth) -> Vec<GridPanel> {
        if self.cheat || game.is_over() {
            let mut panel = map::revealed(game.reveal(), self.best && game.is_over());
            if let Some(look::Spot::Whole(x, y)) = self.look {
                panel.cursor = Some((x, y));
                panel.focus = Some((x, y));
            }
            vec![panel]
        } else {
            let cursor = match self.look {
                Some(look::Spot::Map(k, at)) => Some((k, at)),
                _ => None,
            };
            map::known(&self.atlas, view(game).size(), cursor)
        }
    }

    /// Shows the shortest route instead of the player's (game over).
    pub fn toggle_best(&mut self) {
        self.best = !self.best;
    }
}

impl Plays for LabyrinthUi {
    type Game = Labyrinth;

    fn new(game: &Labyrinth, cheat: bool) -> LabyrinthUi {
        LabyrinthUi {
            cheat,
            atlas: Atlas::new(view(game).start()),
            last: None,
            refused: None,
            best: false,
            notebook: Some(Notebook::new(&view(game))),
            advise: false,
            run: None,
            run_stop: None,
            look: None,
        }
    }

    /// The labyrinth's spending is its moves: a win in fewer is better.
    fn ammo(game: &Labyrinth) -> Option<Ammo> {
        Some(Ammo {
            count: view(game).moves(),
            word: "moves".into(),
        })
    }
}

/// A game for one: no table, no talk.
impl crate::front::Talks for LabyrinthUi {}
