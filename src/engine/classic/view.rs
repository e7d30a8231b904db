//! What the player may know (`View`), what they have learned (`Knowledge`),
//! and the one explicit door to everything else (`Cheat`).

use super::ClassicRules;
use super::Ending;
use super::{Command, Event};
use crate::engine::history::History;

/// One command as the player lived it (see `View::history`).
pub type Perceived<'a> = crate::engine::history::Perceived<'a, Command, Event, RoomId, Senses>;
use super::{BATS, Classic, PIT, Senses, TERMITES, Wumpus};
use crate::engine::cave::RoomId;

/// Hazards the player has met in person at a room.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Bats carried the player off from here.
    pub bats: bool,
    /// The player fell here and grabbed an outcrop.
    pub pit: bool,
    /// The player bumped a wumpus here (it may have moved since).
    pub wumpus: bool,
}

/// What the player has learned, room by room.
#[derive(Clone, Debug)]
pub(super) struct Knowledge {
    /// One record per room, so a new game clears one table.
    rooms: Vec<RoomKnowledge>,
    /// Every command and what the player perceived of it.
    history: History<Command, Event, RoomId, Senses>,
}

/// What the player knows of one room.
#[derive(Clone, Copy, Debug, Default)]
struct RoomKnowledge {
    /// Stood in at the end of a command: its tunnels and senses are known.
    visited: bool,
    /// The senses felt there, the last time.
    note: Senses,
    marks: Marks,
}

impl Knowledge {
    pub(super) fn new(rooms: usize) -> Knowledge {
        Knowledge {
            rooms: vec![RoomKnowledge::default(); rooms],
            history: History::default(),
        }
    }

    pub(super) fn reset(&mut self, rooms: usize) {
        self.rooms.clear();
        self.rooms.resize(rooms, RoomKnowledge::default());
        self.history.clear();
    }

    /// The start of a game, before any command.
    pub(super) fn begin(&mut self, here: RoomId) {
        self.history.begin(here);
    }

    /// A command carried out, with the events it gave; `settled` is where
    /// the player stands and what they sense there when they survived it.
    pub(super) fn record(
        &mut self,
        command: Command,
        events: &[Event],
        here: RoomId,
        settled: Option<Senses>,
    ) {
        let perceived = |e: &Event| !matches!(e, Event::Secret(_));
        self.history.push(
            command,
            events,
            perceived,
            here,
            settled.unwrap_or_default(),
        );
        if let Some(senses) = settled {
            self.note(here, senses);
        }
    }

    /// Standing in `room` and feeling `senses` there, outside any command
    /// (the start of a game, a hand-built one).
    pub(super) fn stand_in(&mut self, room: RoomId, senses: Senses) {
        self.note(room, senses);
        self.history.settle(room, senses);
    }

    fn note(&mut self, room: RoomId, senses: Senses) {
        if let Some(k) = self.rooms.get_mut(room.index()) {
            k.visited = true;
            k.note = senses;
        }
    }

    fn marks_mut(&mut self, room: RoomId) -> Option<&mut Marks> {
        self.rooms.get_mut(room.index()).map(|k| &mut k.marks)
    }

    pub(super) fn mark_bats(&mut self, room: RoomId) {
        if let Some(m) = self.marks_mut(room) {
            m.bats = true;
        }
    }

    pub(super) fn mark_pit(&mut self, room: RoomId) {
        if let Some(m) = self.marks_mut(room) {
            m.pit = true;
        }
    }

    pub(super) fn mark_wumpus(&mut self, room: RoomId) {
        if let Some(m) = self.marks_mut(room) {
            m.wumpus = true;
        }
    }
}

/// The player's view of a classic game. Only what the player has been told
/// or can deduce from the public rules; every screen, hint and bot reads this.
#[derive(Clone, Copy)]
pub struct View<'a> {
    game: &'a Classic,
}

impl<'a> View<'a> {
    pub(super) fn new(game: &'a Classic) -> View<'a> {
        View { game }
    }

    pub fn rules(&self) -> &'a ClassicRules {
        &self.game.rules
    }

    pub fn seed(&self) -> u64 {
        self.game.seed
    }

    /// The number of rooms (public: the cave's shape is announced).
    pub fn rooms(&self) -> usize {
        self.game.cave.rooms()
    }

    pub fn room_ids(&self) -> impl Iterator<Item = RoomId> + 'a {
        self.game.cave.room_ids()
    }

    /// The cave's title, and the key of its hand-made layout if it has one
    /// (never for shuffled labels, where a fixed layout would give the real
    /// numbering away).
    pub fn cave_title(&self) -> &'a str {
        self.game.cave.title()
    }

    pub fn cave_layout(&self) -> Option<&'a str> {
        self.game.cave.layout()
    }

    /// Labels are public: the player types them.
    pub fn label(&self, room: RoomId) -> &'a str {
        self.game.cave.label(room)
    }

    pub fn room_by_label(&self, label: &str) -> Option<RoomId> {
        self.game.cave.room_by_label(label)
    }

    pub fn here(&self) -> RoomId {
        self.game.player
    }

    pub fn tunnels_here(&self) -> &'a [RoomId] {
        self.game.cave.tunnels(self.game.player)
    }

    /// A room's tunnels, once the player has stood in it.
    pub fn known_tunnels(&self, room: RoomId) -> Option<&'a [RoomId]> {
        self.visited(room).then(|| self.game.cave.tunnels(room))
    }

    pub fn senses(&self) -> Senses {
        self.game.senses
    }

    pub fn visited(&self, room: RoomId) -> bool {
        self.game
            .known
            .rooms
            .get(room.index())
            .is_some_and(|k| k.visited)
    }

    /// Seen through a tunnel from a visited room, or visited.
    pub fn seen(&self, room: RoomId) -> bool {
        self.visited(room)
            || self
                .game
                .cave
                .room_ids()
                .any(|r| self.visited(r) && self.game.cave.tunnels(r).contains(&room))
    }

    /// The senses felt at a visited room, the last time the player was there.
    pub fn note(&self, room: RoomId) -> Option<Senses> {
        self.game
            .known
            .rooms
            .get(room.index())
            .filter(|k| k.visited)
            .map(|k| k.note)
    }

    pub fn marks(&self, room: RoomId) -> Marks {
        self.game
            .known
            .rooms
            .get(room.index())
            .map(|k| k.marks)
            .unwrap_or_default()
    }

    pub fn arrows(&self) -> u32 {
        self.game.arrows
    }

    pub fn turn(&self) -> u32 {
        self.game.turn
    }

    pub fn ending(&self) -> Option<Ending> {
        self.game.ending
    }

    /// Commands carried out so far, plus one for the start of the game.
    pub fn history_len(&self) -> usize {
        self.game.known.history.len()
    }

    /// Entry `i` of the player's perception history: 0 is the start of the
    /// game, then one per command carried out, in order.
    pub fn history(&self, i: usize) -> Option<Perceived<'a>> {
        self.game.known.history.get(i)
    }

    /// The checks the arrow editor shows live; see `Classic::check_path`.
    pub fn check_path(&self, rooms: &[RoomId]) -> Result<(), super::Refusal> {
        self.game.check_path(rooms)
    }
}

/// Only what the player knows, so two games the player cannot tell apart
/// print alike (the conformance tests compare views this way).
impl std::fmt::Debug for View<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let labels = |rooms: &[RoomId]| rooms.iter().map(|&r| self.label(r)).collect::<Vec<_>>();
        let known: Vec<_> = self
            .room_ids()
            .filter(|&r| self.visited(r) || self.marks(r) != Marks::default())
            .map(|r| {
                let tunnels = self.known_tunnels(r).map(labels);
                (self.label(r), tunnels, self.note(r), self.marks(r))
            })
            .collect();
        f.debug_struct("View")
            .field("seed", &self.seed())
            .field("turn", &self.turn())
            .field("here", &self.label(self.here()))
            .field("tunnels", &labels(self.tunnels_here()))
            .field("senses", &self.senses())
            .field("arrows", &self.arrows())
            .field("ending", &self.ending())
            .field("known", &known)
            .field(
                "history",
                &(0..self.history_len())
                    .filter_map(|i| self.history(i))
                    .collect::<Vec<_>>(),
            )
            .finish()
    }
}

/// Everything hidden: for cheat mode and for the reveal at game over.
#[derive(Clone, Copy)]
pub struct Cheat<'a> {
    game: &'a Classic,
}

impl<'a> Cheat<'a> {
    pub(super) fn new(game: &'a Classic) -> Cheat<'a> {
        Cheat { game }
    }

    pub fn player(&self) -> RoomId {
        self.game.player
    }

    pub fn wumpi(&self) -> &'a [Wumpus] {
        &self.game.wumpi
    }

    pub fn pits(&self) -> Vec<RoomId> {
        self.rooms_with(PIT)
    }

    pub fn bats(&self) -> Vec<RoomId> {
        self.rooms_with(BATS)
    }

    pub fn termites(&self) -> Vec<RoomId> {
        self.rooms_with(TERMITES)
    }

    /// Every tunnel of every room.
    pub fn tunnels(&self, room: RoomId) -> &'a [RoomId] {
        self.game.cave.tunnels(room)
    }

    fn rooms_with(&self, bit: u8) -> Vec<RoomId> {
        self.game
            .cave
            .room_ids()
            .filter(|r| self.game.hazards[r.index()] & bit != 0)
            .collect()
    }
}
