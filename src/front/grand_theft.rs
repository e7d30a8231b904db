//! The Grand Theft front: the known city is the map. Streets from the
//! current node by number (1-9), by the cursor and Enter, or by typing a
//! node (`m`); `c` arms the charge, which asks before spending the bullet.

mod city_marks;
mod guess;
mod hints;
pub mod keys;
mod look;
mod map;
mod morgue;
mod panels;
mod plain;
mod rules_text;
pub mod words;

pub use map::LEGEND;

use super::marks::Board;
use super::{Fronted, Intent, Plays};
use crate::engine::grand_theft::{Command, GrandTheft, View};
use crate::engine::{Game, RoomId, SOLO};
use crate::record::Ammo;
use crate::ui::map::{KnownMap, MapLayout};
use words::num;

impl Fronted for GrandTheft {
    type Front = GrandTheftUi;
}

/// The Grand Theft play screen's own state.
pub struct GrandTheftUi {
    pub cheat: bool,
    /// Grows with what the player knows; a node never moves once placed.
    pub layout: MapLayout,
    /// What the map draws, rebuilt after each command.
    pub map: KnownMap,
    /// The selected street from the current node (index among neighbours).
    pub cursor: usize,
    /// `c` was pressed: the next pick charges.
    pub charging: bool,
    /// `m` was pressed: a node number being typed.
    pub typed: Option<String>,
    /// Why the last key did nothing, for the prompt.
    pub refused: Option<String>,
    /// What the last command did besides walking (a kidnapping, a spent
    /// bullet), for the node panel: the log may have scrolled it away.
    pub note: Option<String>,
    /// The player's own marks, and the mark cursor.
    pub board: Board,
    /// The odds, while hints are on (`h`).
    hints: Option<hints::Hints>,
    /// A node `m` and a number asked to travel to (`front::look`).
    travel: Option<RoomId>,
}

fn view(game: &GrandTheft) -> View<'_> {
    game.view(SOLO)
}

impl GrandTheftUi {
    fn refresh(&mut self, game: &GrandTheft) {
        let reveal = (self.cheat || game.is_over()).then(|| game.reveal());
        self.map = map::known(&view(game), reveal);
        self.board.lay(&mut self.map);
        self.layout.learn(&self.map);
        if self.hints.is_some() && !game.is_over() {
            let hints = hints::Hints::new(&view(game));
            hints.shade(&mut self.map);
            self.hints = Some(hints);
        }
    }

    /// The street under the cursor, if the game goes on.
    pub fn selected(&self, view: &View<'_>) -> Option<RoomId> {
        if view.ending().is_some() {
            return None;
        }
        view.neighbours_here().get(self.cursor).copied()
    }

    /// Walk or charge to `to`, as armed; a charge asks first.
    fn pick(&mut self, v: &View<'_>, to: RoomId) -> Intent<Command> {
        if !v.neighbours_here().contains(&to) && !self.charging && self.map.seen().contains(&to) {
            // Farther than next door: travel there (`front::look`).
            self.travel = Some(to);
            return Intent::Nothing;
        }
        if !v.neighbours_here().contains(&to) {
            self.refused = Some(format!(
                "No street joins node {} to node {}.",
                num(v.here()),
                num(to)
            ));
            return Intent::Nothing;
        }
        if std::mem::take(&mut self.charging) {
            let bullets = v.bullets();
            let what = if bullets == 1 {
                "your only bullet".to_string()
            } else {
                format!("one of your {bullets} bullets")
            };
            Intent::Confirm(
                format!(
                    "Charge into node {} with {what}? If the Wumpus is not there, it is wasted.",
                    num(to)
                ),
                Command::Charge(to),
            )
        } else {
            Intent::Command(Command::Walk(to))
        }
    }
}

impl Plays for GrandTheftUi {
    type Game = GrandTheft;

    fn new(game: &GrandTheft, cheat: bool) -> GrandTheftUi {
        let v = view(game);
        let widest = (num(RoomId(v.nodes().saturating_sub(1) as u16))
            .to_string()
            .len()
            + 2) as u16;
        let mut ui = GrandTheftUi {
            cheat,
            layout: MapLayout::growing(slots_for(v.nodes()), widest),
            map: KnownMap::default(),
            cursor: 0,
            charging: false,
            typed: None,
            refused: None,
            note: None,
            board: Board::default(),
            hints: None,
            travel: None,
        };
        ui.refresh(game);
        ui
    }

    fn ammo(game: &GrandTheft) -> Option<Ammo> {
        Some(Ammo {
            count: game.rules().bullets.saturating_sub(view(game).bullets()),
            word: "bullets".into(),
        })
    }
}

/// The room the growing layout plans for: its grid has 2m + 10 slots for
/// m rooms, which must hold every node at the game-over reveal; planning
/// for two thirds of the city leaves that, with slots large enough to
/// read on a small screen.
fn slots_for(nodes: usize) -> usize {
    (nodes * 2 / 3).max(nodes.saturating_sub(10).div_ceil(2) + 1)
}

/// A game for one: no table, no talk.
impl crate::front::Talks for GrandTheftUi {}
