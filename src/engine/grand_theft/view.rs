//! What the player may know (`View`) and the one door to everything else
//! (`Reveal`).

use super::{City, Clues, Ending, GrandTheft, GrandTheftRules, Street};
use crate::engine::cave::RoomId;
use std::fmt;

/// The player's view: visited nodes and their clues, the streets from
/// visited nodes (so the neighbours of visited nodes), a street's
/// roadblock only once both its ends are visited, the bullets left and
/// where the player stands. Every screen, hint and bot reads this.
#[derive(Clone, Copy)]
pub struct View<'a> {
    game: &'a GrandTheft,
}

impl<'a> View<'a> {
    pub(super) fn new(game: &'a GrandTheft) -> View<'a> {
        View { game }
    }

    pub fn here(&self) -> RoomId {
        self.game.player
    }

    /// The number of nodes (public: the city's size is a knob).
    pub fn nodes(&self) -> usize {
        self.game.city.nodes()
    }

    pub fn node_ids(&self) -> impl Iterator<Item = RoomId> + 'a {
        (0..self.game.city.nodes()).map(|i| RoomId(i as u16))
    }

    pub fn visited(&self, node: RoomId) -> bool {
        self.game
            .visited
            .get(node.index())
            .copied()
            .unwrap_or(false)
    }

    /// A node's clues, once the player has been there.
    pub fn clues(&self, node: RoomId) -> Option<Clues> {
        self.visited(node).then(|| self.game.city.clues(node))
    }

    /// The clues where the player stands.
    pub fn clues_here(&self) -> Clues {
        self.game.city.clues(self.game.player)
    }

    /// A node's neighbours, by number, once the player has been there.
    pub fn neighbours(&self, node: RoomId) -> Option<&'a [RoomId]> {
        self.visited(node).then(|| self.game.city.neighbours(node))
    }

    /// Where the streets from here lead, by number.
    pub fn neighbours_here(&self) -> &'a [RoomId] {
        self.game.city.neighbours(self.game.player)
    }

    /// Whether the player knows of a street between `x` and `y`: one of
    /// them is visited and the street is there.
    pub fn knows_street(&self, x: RoomId, y: RoomId) -> bool {
        (self.visited(x) || self.visited(y)) && self.game.city.street(x, y).is_some()
    }

    /// A known street's roadblock, once both its ends are visited.
    pub fn roadblock(&self, x: RoomId, y: RoomId) -> Option<bool> {
        if !(self.visited(x) && self.visited(y)) {
            return None;
        }
        self.game.city.street(x, y).map(|s| s.cops)
    }

    /// Every node the player knows of: visited ones and their neighbours.
    pub fn known(&self, node: RoomId) -> bool {
        self.visited(node)
            || self
                .game
                .city
                .neighbours(node)
                .iter()
                .any(|&m| self.visited(m))
    }

    /// Nodes where a gang struck (kidnapped the player), in order. A gang
    /// strikes on a first visit only, so every visited node not listed
    /// here holds no gang.
    pub fn gangs_met(&self) -> &'a [RoomId] {
        &self.game.gangs_met
    }

    pub fn bullets(&self) -> u32 {
        self.game.bullets
    }

    pub fn turn(&self) -> u32 {
        self.game.turn
    }

    pub fn ending(&self) -> Option<Ending> {
        self.game.ending
    }

    pub fn seed(&self) -> u64 {
        self.game.seed
    }

    pub fn rules(&self) -> &'a GrandTheftRules {
        &self.game.rules
    }
}

/// Only the facts the methods above give, so that two games the player
/// cannot tell apart print the same.
impl fmt::Debug for View<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        type Known = (RoomId, Clues, Vec<(RoomId, Option<bool>)>);
        let visited: Vec<Known> = self
            .node_ids()
            .filter_map(|r| {
                let streets = self
                    .neighbours(r)?
                    .iter()
                    .map(|&m| (m, self.roadblock(r, m)))
                    .collect();
                Some((r, self.clues(r)?, streets))
            })
            .collect();
        f.debug_struct("View")
            .field("nodes", &self.nodes())
            .field("seed", &self.seed())
            .field("turn", &self.turn())
            .field("here", &self.here())
            .field("bullets", &self.bullets())
            .field("ending", &self.ending())
            .field("visited", &visited)
            .field("gangs_met", &self.gangs_met())
            .finish()
    }
}

/// Everything hidden: for cheat mode, the game-over reveal and replays,
/// never for a screen, hint or bot in play.
#[derive(Clone, Copy)]
pub struct Reveal<'a> {
    game: &'a GrandTheft,
}

impl<'a> Reveal<'a> {
    pub(super) fn new(game: &'a GrandTheft) -> Reveal<'a> {
        Reveal { game }
    }

    pub fn city(&self) -> &'a City {
        &self.game.city
    }

    pub fn player(&self) -> RoomId {
        self.game.player
    }

    pub fn wumpus(&self) -> RoomId {
        self.game.city.wumpus
    }

    pub fn gangs(&self) -> &'a [RoomId] {
        &self.game.city.gangs
    }

    pub fn streets(&self) -> &'a [Street] {
        self.game.city.streets()
    }

    pub fn clues(&self, node: RoomId) -> Clues {
        self.game.city.clues(node)
    }

    /// Where the game started.
    pub fn start(&self) -> RoomId {
        self.game.city.start
    }
}
