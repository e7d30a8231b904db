//! The grenade rule set's front: caves by name, tunnels by number, `t` and
//! a number to toss, and a map of the names the player has found.

mod guess;
mod hints;
pub mod keys;
mod look;
mod map;
mod morgue;
mod notebook;
mod panels;
mod plain;
mod rules_text;
pub mod words;

pub use notebook::Notebook;

use super::marks::Board;
use super::{Fronted, Intent, Plays};
use crate::engine::grenade::{Command, Grenade, View};
use crate::engine::{Game, SOLO};
use crate::record::Ammo;
use crate::ui::map::{KnownMap, MapLayout};

impl Fronted for Grenade {
    type Front = GrenadeUi;
}

/// The grenade play screen's own state.
pub struct GrenadeUi {
    pub cheat: bool,
    /// What the player has learned, place by place.
    pub notebook: Notebook,
    /// Places in the order found (the map while playing).
    pub layout: MapLayout,
    /// Every cave by number (the map in cheat mode and at game over):
    /// the cave's own drawing or grown from the player's start in cheat
    /// mode; grown from the notebook's places at the end of a game.
    pub truth_layout: MapLayout,
    /// The end-of-game layout has been grown from the notebook.
    truth_layout_settled: bool,
    /// What the map draws, rebuilt after each command.
    pub map: KnownMap,
    /// The selected tunnel (0-based).
    pub cursor: usize,
    /// `t` was pressed: the next tunnel number tosses.
    pub tossing: bool,
    /// Why the last key did nothing, for the prompt.
    pub refused: Option<String>,
    /// The player's own marks (on notebook places), and the mark cursor.
    pub board: Board,
    /// The odds, while hints are on (`h`).
    hints: Option<hints::Hints>,
    /// The odds as `h` left them off, and the turn they are for.
    kept_hints: Option<(u32, hints::Hints)>,
}

fn view(game: &Grenade) -> View<'_> {
    game.view(SOLO)
}

impl GrenadeUi {
    /// The map on screen now and its layout.
    pub fn map_now(&self, game: &Grenade) -> (&KnownMap, &MapLayout) {
        let layout = if self.cheat || game.is_over() {
            &self.truth_layout
        } else {
            &self.layout
        };
        (&self.map, layout)
    }

    fn refresh(&mut self, game: &Grenade) {
        let v = view(game);
        self.map = if self.cheat || game.is_over() {
            let revealed = map::revealed(&v, game.reveal());
            // At the end of a game played without cheating, the places
            // stay where the player saw them and the rest of the caves
            // gather round: the map does not jump.
            if !self.cheat && !self.truth_layout_settled {
                let pairs = map::places_as_caves(&self.notebook, &v, game.reveal());
                self.truth_layout = self.layout.regrown(v.rooms(), &pairs);
                self.truth_layout_settled = true;
            }
            self.truth_layout.learn(&revealed);
            revealed
        } else {
            let mut known = map::known(&self.notebook, v.rooms());
            self.layout.learn(&known);
            if let Some(hints) = &mut self.hints {
                hints.update(&v);
                hints.shade(&self.notebook, &mut known);
            }
            known
        };
        self.lay_marks(game);
    }

    fn go(&mut self, game: &Grenade, tunnel: usize) -> Intent<Command> {
        let n = view(game).tunnels_here().len();
        let Ok(tunnel) = u8::try_from(tunnel) else {
            return Intent::Nothing;
        };
        if usize::from(tunnel) >= n {
            self.refused = Some(format!(
                "There is no tunnel {} here; this cave has {n}.",
                usize::from(tunnel) + 1
            ));
            return Intent::Nothing;
        }
        let command = if self.tossing {
            Command::Toss { tunnel }
        } else {
            Command::Move { tunnel }
        };
        self.tossing = false;
        Intent::Command(command)
    }
}

impl Plays for GrenadeUi {
    type Game = Grenade;

    fn new(game: &Grenade, cheat: bool) -> GrenadeUi {
        let v = view(game);
        let widest = (map::NAME_CELLS + 2) as u16;
        // The cave's own numbering and shape are public (the caves file
        // ships with the game); only the reveal draws on them.
        let cave = &game.rules().cave;
        let labels: Vec<&str> = cave.room_ids().map(|r| cave.label(r)).collect();
        let truth_layout = match v.cave_layout() {
            Some(key) => MapLayout::new(&labels, Some(key)),
            None => MapLayout::growing(v.rooms(), widest),
        };
        let mut ui = GrenadeUi {
            cheat,
            notebook: Notebook::new(&v),
            layout: MapLayout::growing(v.rooms(), widest),
            truth_layout,
            truth_layout_settled: false,
            map: KnownMap::default(),
            cursor: 0,
            tossing: false,
            refused: None,
            board: Board::default(),
            hints: None,
            kept_hints: None,
        };
        ui.refresh(game);
        ui
    }

    fn ammo(game: &Grenade) -> Option<Ammo> {
        let r = game.reveal();
        Some(Ammo {
            count: r.grenades_at_start().saturating_sub(r.grenades()),
            word: "grenades".into(),
        })
    }
}

/// A game for one: no table, no talk.
impl crate::front::Talks for GrenadeUi {}
