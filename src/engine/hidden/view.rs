//! What one seat may know (`HiddenView`) and the one door to everything
//! else (`HiddenReveal`).

use super::{
    BATS, Happening, Hidden, HiddenOutcome, HiddenRules, Label, PIT, ROOMS, Role, Senses, label,
};
use crate::engine::cave::Cave;
use crate::engine::game::Seat;

/// A seat as the whole table knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatPublic {
    /// False once its death is announced.
    pub alive: bool,
    /// Told when its death is announced.
    pub role: Option<Role>,
}

/// Everything one seat knows: its own role, room, senses and notebook,
/// and the public table. Screens, hints and bots for that seat read this
/// and nothing else; its `Debug` prints exactly this.
#[derive(Clone, Copy, Debug)]
pub struct HiddenView<'a> {
    pub seat: Seat,
    pub role: Role,
    /// As the table knows it (a death is told at the end of its turn).
    pub alive: bool,
    pub room: Label,
    /// The labels of the rooms next to `room`, in label order.
    pub adjacent: [Label; 3],
    /// Told at the start of this seat's latest turn.
    pub senses: Senses,
    pub arrows: u8,
    /// Whose turn it is (public); `None` once the game is over.
    pub to_act: Option<Seat>,
    /// This seat has claimed / shot this turn (false when not its turn).
    pub claimed: bool,
    pub shot: bool,
    /// Seat turns begun so far, this one included (public). Not
    /// `Game::turn()`, which counts commands: the number of commands in a
    /// turn would tell the table who shot.
    pub turn: u32,
    /// The winner, once there is one (public).
    pub outcome: Option<HiddenOutcome>,
    /// Every seat as the table knows it.
    pub seats: &'a [SeatPublic],
    /// Every happening told to all, in order.
    pub public_log: &'a [Happening],
    /// Every happening told to this seat alone, in order: its senses at the
    /// start of each turn (rooms with their tunnels), its moves, its shots
    /// and the rooms its arrows flew through, its immunities.
    pub notebook: &'a [Happening],
    pub rules: &'a HiddenRules,
}

impl<'a> HiddenView<'a> {
    /// Seat `seat`'s view; a seat past the table's end sees seat 0's.
    pub(super) fn new(game: &'a Hidden, seat: Seat) -> HiddenView<'a> {
        let s = usize::from(seat.0).min(game.roles.len().saturating_sub(1));
        let seat = Seat(s as u8);
        let mine = game.to_act == Some(seat);
        let room = game.rooms.get(s).copied().unwrap_or(0);
        HiddenView {
            seat,
            role: game.roles.get(s).copied().unwrap_or(Role::Human),
            alive: game.public.get(s).is_some_and(|p| p.alive),
            room: label(room),
            adjacent: game.adjacent_labels(room),
            senses: game.senses.get(s).copied().unwrap_or_default(),
            arrows: game.arrows.get(s).copied().unwrap_or(0),
            to_act: game.to_act,
            claimed: mine && game.claimed,
            shot: mine && game.shot,
            turn: game.seat_turns,
            outcome: game.outcome,
            seats: &game.public,
            public_log: &game.log,
            notebook: game.notebooks.get(s).map_or(&[], Vec::as_slice),
            rules: &game.rules,
        }
    }

    /// True when it is this seat's turn.
    pub fn my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }

    /// The seat's name from the rules.
    pub fn name(&self, seat: Seat) -> &'a str {
        self.rules
            .seats
            .get(usize::from(seat.0))
            .map_or("?", |s| s.name.as_str())
    }

    /// A shot is allowed now: a human with arrows who has not shot.
    pub fn may_shoot(&self) -> bool {
        self.my_turn() && self.role == Role::Human && self.arrows > 0 && !self.shot
    }

    /// A claim is allowed now.
    pub fn may_claim(&self) -> bool {
        self.my_turn() && !self.claimed && !self.shot
    }
}

/// The truth: for watch mode's marked truth panel, cheat mode and the
/// game-over reveal, never for a screen, hint or bot in play.
#[derive(Clone, Copy)]
pub struct HiddenReveal<'a> {
    game: &'a Hidden,
}

impl<'a> HiddenReveal<'a> {
    pub(super) fn new(game: &'a Hidden) -> HiddenReveal<'a> {
        HiddenReveal { game }
    }

    pub fn roles(&self) -> &'a [Role] {
        &self.game.roles
    }

    /// Per seat: its room's label (where it died, for the dead).
    pub fn rooms(&self) -> Vec<Label> {
        self.game.rooms.iter().map(|&r| label(r)).collect()
    }

    /// Per seat: alive in truth (a death not yet announced shows here).
    pub fn alive(&self) -> &'a [bool] {
        &self.game.alive
    }

    pub fn arrows(&self) -> &'a [u8] {
        &self.game.arrows
    }

    pub fn pits(&self) -> Vec<Label> {
        self.with(PIT)
    }

    pub fn bats(&self) -> Vec<Label> {
        self.with(BATS)
    }

    fn with(&self, bit: u8) -> Vec<Label> {
        (0..ROOMS as u8)
            .filter(|&r| self.game.hazards[usize::from(r)] & bit != 0)
            .map(label)
            .collect()
    }

    /// The labels next to `room`'s, in label order (room 1 for a label
    /// that is no room).
    pub fn adjacent(&self, room: Label) -> [Label; 3] {
        self.game.adjacent_labels(super::index(room))
    }

    /// The label shuffle: Yob's number (1..=20) of the room labelled `room`.
    pub fn yob_number(&self, room: Label) -> u8 {
        self.game.yob[usize::from(super::index(room))] + 1
    }

    /// The whole cave with its true tunnels, labels 1..=20.
    pub fn cave(&self) -> Cave {
        self.game.truth_cave()
    }

    pub fn seed(&self) -> u64 {
        self.game.seed
    }
}

impl std::fmt::Debug for HiddenReveal<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HiddenReveal")
            .field("roles", &self.roles())
            .field("rooms", &self.rooms())
            .field("alive", &self.alive())
            .field("pits", &self.pits())
            .field("bats", &self.bats())
            .finish()
    }
}
