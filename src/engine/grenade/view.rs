//! What the player may know (`View`) and the one door to everything else
//! (`Reveal`).

use super::{BATS, Command, Event, GWumpus, Grenade, GrenadeRules, PIT};
use crate::engine::cave::RoomId;
use crate::engine::grenade::Ending;
use std::fmt;

/// What the player senses from the caves their tunnels lead to. Each kind is
/// felt once, however many neighbours hold it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Senses {
    /// "You smell a WUMPUS!"
    pub smell: bool,
    /// "You hear flapping wings"
    pub wings: bool,
    /// "You feel a draft"
    pub draft: bool,
}

/// One command as the player lived it (see `View::history`).
pub type Perceived<'a> = crate::engine::history::Perceived<'a, Command, Event, RoomId, Senses>;

/// The player's view of a grenade game: only what they have been told or
/// can work out from the public rules. Every screen, hint and bot reads this.
#[derive(Clone, Copy)]
pub struct View<'a> {
    game: &'a Grenade,
}

impl<'a> View<'a> {
    pub(super) fn new(game: &'a Grenade) -> View<'a> {
        View { game }
    }

    pub fn here(&self) -> RoomId {
        self.game.player
    }

    /// A cave's name, once the player has been there.
    pub fn name(&self, room: RoomId) -> Option<&'a str> {
        self.visited(room).then(|| self.game.rules.cave.name(room))
    }

    pub fn here_name(&self) -> &'a str {
        self.game.rules.cave.name(self.game.player)
    }

    /// Where the current cave's tunnels lead, in tunnel order. Only to tell
    /// which tunnels lead to visited caves: show names through `name`.
    pub fn tunnels_here(&self) -> &'a [RoomId] {
        self.game.rules.cave.tunnels(self.game.player)
    }

    pub fn visited(&self, room: RoomId) -> bool {
        self.game
            .visited
            .get(room.index())
            .copied()
            .unwrap_or(false)
    }

    /// A cave's tunnels, once the player has stood in it.
    pub fn known_tunnels(&self, room: RoomId) -> Option<&'a [RoomId]> {
        self.visited(room)
            .then(|| self.game.rules.cave.tunnels(room))
    }

    pub fn senses(&self) -> Senses {
        self.game.senses
    }

    /// Grenades left, when `reveal_counts` tells the player.
    pub fn grenades(&self) -> Option<u32> {
        self.game.rules.reveal_counts.then_some(self.game.grenades)
    }

    /// Living wumpi, when `reveal_counts` tells the player.
    pub fn wumpi_left(&self) -> Option<u32> {
        self.game
            .rules
            .reveal_counts
            .then(|| self.game.wumpi_left())
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

    pub fn rules(&self) -> &'a GrenadeRules {
        &self.game.rules
    }

    /// The number of caves (public: the caves file is the player's to read).
    pub fn rooms(&self) -> usize {
        self.game.rules.cave.rooms()
    }

    pub fn room_ids(&self) -> impl Iterator<Item = RoomId> + 'a {
        self.game.rules.cave.room_ids()
    }

    pub fn cave_title(&self) -> &'a str {
        self.game.rules.cave.title()
    }

    /// Commands carried out so far, plus one for the start of the game.
    pub fn history_len(&self) -> usize {
        self.game.history.len()
    }

    /// Entry `i` of the player's perception history: 0 is the start of the
    /// game (where they stood and what they sensed), then one per command
    /// carried out, in order, with the events they perceived.
    pub fn history(&self, i: usize) -> Option<Perceived<'a>> {
        self.game.history.get(i)
    }

    pub fn cave_layout(&self) -> Option<&'a str> {
        self.game.rules.cave.layout()
    }
}

/// Only the facts the methods above give, so that two games the player
/// cannot tell apart print the same.
impl fmt::Debug for View<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let visited: Vec<(RoomId, &str, &[RoomId])> = self
            .room_ids()
            .filter_map(|r| Some((r, self.name(r)?, self.known_tunnels(r)?)))
            .collect();
        f.debug_struct("View")
            .field("cave", &self.cave_title())
            .field("rooms", &self.rooms())
            .field("seed", &self.seed())
            .field("turn", &self.turn())
            .field("here", &self.here())
            .field("senses", &self.senses())
            .field("grenades", &self.grenades())
            .field("wumpi_left", &self.wumpi_left())
            .field("ending", &self.ending())
            .field("visited", &visited)
            .field(
                "history",
                &(0..self.history_len())
                    .filter_map(|i| self.history(i))
                    .collect::<Vec<_>>(),
            )
            .finish()
    }
}

/// Everything hidden: for cheat mode, the game-over reveal and replays,
/// never for a screen, hint or bot in play.
#[derive(Clone, Copy)]
pub struct Reveal<'a> {
    game: &'a Grenade,
}

impl<'a> Reveal<'a> {
    pub(super) fn new(game: &'a Grenade) -> Reveal<'a> {
        Reveal { game }
    }

    pub fn player(&self) -> RoomId {
        self.game.player
    }

    /// In placement order, dead ones included (where they died).
    pub fn wumpi(&self) -> &'a [GWumpus] {
        &self.game.wumpi
    }

    pub fn wumpi_left(&self) -> u32 {
        self.game.wumpi_left()
    }

    pub fn pits(&self) -> &'a [RoomId] {
        &self.game.pits
    }

    pub fn bats(&self) -> &'a [RoomId] {
        &self.game.bats
    }

    pub fn grenades(&self) -> u32 {
        self.game.grenades
    }

    pub fn wumpi_at_start(&self) -> u32 {
        self.game.wumpi.len() as u32
    }

    pub fn grenades_at_start(&self) -> u32 {
        self.game.grenades_at_start
    }

    /// Every cave's number as the caves file gives it.
    pub fn label(&self, room: RoomId) -> &'a str {
        self.game.rules.cave.label(room)
    }

    /// Every cave's name, visited or not.
    pub fn name(&self, room: RoomId) -> &'a str {
        self.game.rules.cave.name(room)
    }

    /// Every tunnel of every cave.
    pub fn tunnels(&self, room: RoomId) -> &'a [RoomId] {
        self.game.rules.cave.tunnels(room)
    }

    /// True when the cave holds a pit (the map's cheat overlay asks per cave).
    pub fn pit_at(&self, room: RoomId) -> bool {
        self.game
            .hazards
            .get(room.index())
            .is_some_and(|h| h & PIT != 0)
    }

    pub fn bats_at(&self, room: RoomId) -> bool {
        self.game
            .hazards
            .get(room.index())
            .is_some_and(|h| h & BATS != 0)
    }
}
