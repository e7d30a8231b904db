//! Hidden Wumpus (docs/rules.md, Hidden, seed 002): a party game of 3 to 8
//! seats, one or two of them secretly Wumpuses, on a dodecahedron whose
//! room labels are secretly shuffled. The program is the gamemaster. State
//! lives here; the set-up in `setup`, a turn in `turn`, what each seat may
//! know in `view`, the `Game` contract in `play` and the `baseline` bots in
//! `bots`.
//!
//! Every happening is told to an audience: the whole table (the public
//! log) or one seat (that seat's notebook). A seat's view holds its own
//! notebook and the public log, nothing else.
//!
//! Corner cases the seed leaves open, settled here:
//! - deaths are announced at the end of the turn they happen in, in seat
//!   order, with the role and never the cause; a turn ends at once after a
//!   shot that killed the shooter or decided the game;
//! - the humans win when every Wumpus is dead, even when the same arrow
//!   killed the last humans (the shot that ends the Wumpuses counts first);
//! - else the Wumpuses win when no human lives, or no living human has an
//!   arrow left;
//! - an arrow's invalid step is a public d3 roll among the tunnels of the
//!   room the arrow is in (in label order), and may fly back into the
//!   shooter's room; a label that is no room (0, 21) is refused instead,
//!   as a typo, costing nothing;
//! - a human entering a room checks, in order: a Wumpus (eaten), a pit
//!   (falls), bats (a public d20 picks any room, the bats' own included,
//!   and the checks run again there);
//! - a Wumpus entering a room eats every human in it; Wumpuses share rooms
//!   with each other and with hazards freely;
//! - senses are told at the start of the seat's turn, from where everyone
//!   is then; dead seats feel nothing and take no turns.
//!
//! Randomness, in order: set-up draws a shuffle of the 20 labels, a
//! shuffle of the seats (the first `wumpus_players` are Wumpuses), a
//! shuffle of the rooms (players, then bats, then pits take the first
//! ones), and `below(players)` for the first seat. In play: `below(3)` per
//! invalid arrow step, `below(20)` per bat drop. Nothing else.

mod bots;
mod event;
mod play;
mod rules;
mod setup;
mod turn;
mod view;

pub use bots::read_claim;
pub use event::{
    Audience, Faction, Happening, Hazard, HiddenCommand, HiddenEvent, HiddenOutcome, Refusal, Role,
    Senses,
};
pub use rules::{
    COLOURS, HiddenRules, MAX_ARROW_RANGE, MAX_CLAIM, MAX_PLAYERS, MIN_PLAYERS, SeatSpec,
};
pub use setup::Parts;
pub use view::{HiddenReveal, HiddenView, SeatPublic};

use super::cave::Cave;
use super::dice::Dice;
use super::game::Seat;
use std::sync::Arc;

/// A room label, 1..=20. Inside the engine a room is its label minus one.
pub type Label = u8;

/// Rooms of the dodecahedron.
pub const ROOMS: usize = 20;

/// Yob's dodecahedron, rooms 0-based: room i is labelled i + 1 before the
/// shuffle (the same cave as the built-in "dodecahedron").
pub const DODECAHEDRON: [[u8; 3]; ROOMS] = [
    [1, 4, 7],
    [0, 2, 9],
    [1, 3, 11],
    [2, 4, 13],
    [0, 3, 5],
    [4, 6, 14],
    [5, 7, 16],
    [0, 6, 8],
    [7, 9, 17],
    [1, 8, 10],
    [9, 11, 18],
    [2, 10, 12],
    [11, 13, 19],
    [3, 12, 14],
    [5, 13, 15],
    [14, 16, 19],
    [6, 15, 17],
    [8, 16, 18],
    [10, 17, 19],
    [12, 15, 18],
];

/// Bits of `Hidden::hazards`.
const PIT: u8 = 1;
const BATS: u8 = 2;

/// Where everything is at the start of a hand-built game (tests): the
/// labels are Yob's own (no shuffle), so a test can read the map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Per seat; its length must be `rules.players`.
    pub roles: Vec<Role>,
    /// Per seat, its room's label.
    pub rooms: Vec<Label>,
    pub pits: Vec<Label>,
    pub bats: Vec<Label>,
    /// The seat that acts first.
    pub first: Seat,
}

/// A hidden game in progress. All of it is hidden state: seats see it
/// only through their own `HiddenView`.
#[derive(Clone, Debug)]
pub struct Hidden {
    rules: Arc<HiddenRules>,
    seed: u64,
    dice: Dice,
    /// Per room (label - 1): its tunnels, as rooms, in label order.
    adj: [[u8; 3]; ROOMS],
    /// Per room: the bits of every room at most two tunnels away, itself too.
    near: [u32; ROOMS],
    /// Per room: Yob's number of it (0-based), i.e. the label shuffle.
    yob: [u8; ROOMS],
    /// Per room: `PIT` and `BATS` bits.
    hazards: [u8; ROOMS],
    roles: Vec<Role>,
    /// Per seat: its room.
    rooms: Vec<u8>,
    /// Per seat: alive in truth (a death is announced at the turn's end).
    alive: Vec<bool>,
    arrows: Vec<u8>,
    /// Per seat: what the table knows (announced deaths and roles).
    public: Vec<SeatPublic>,
    /// Per seat: the senses told at the start of its latest turn.
    senses: Vec<Senses>,
    to_act: Option<Seat>,
    claimed: bool,
    shot: bool,
    turn: u32,
    /// Seat turns begun so far: what the table may count (commands would
    /// tell who shot).
    seat_turns: u32,
    outcome: Option<HiddenOutcome>,
    /// Every happening told to all, in order.
    log: Vec<Happening>,
    /// Per seat: every happening told to that seat alone, in order.
    notebooks: Vec<Vec<Happening>>,
}

impl Hidden {
    /// Dice draws still scripted (tests assert their script was used up).
    pub fn scripted_draws_left(&self) -> usize {
        self.dice.scripted_left()
    }

    /// Seats at the table (the knob, kept in 1..=`MAX_PLAYERS` so that a
    /// game built from unchecked rules still plays).
    fn seats(&self) -> usize {
        usize::from(self.rules.players.clamp(1, MAX_PLAYERS))
    }

    /// The rooms next to `room`, as labels.
    fn adjacent_labels(&self, room: u8) -> [Label; 3] {
        self.adj[usize::from(room)].map(label)
    }

    fn is_adjacent(&self, from: u8, to: u8) -> bool {
        self.adj[usize::from(from)].contains(&to)
    }

    /// Tells `what` to `to`: into `out`, and into the public log or the
    /// seat's notebook.
    fn tell(&mut self, out: &mut Vec<HiddenEvent>, to: Audience, what: Happening) {
        match to {
            Audience::All => self.log.push(what.clone()),
            Audience::Only(seat) => {
                if let Some(book) = self.notebooks.get_mut(usize::from(seat.0)) {
                    book.push(what.clone());
                }
            }
        }
        out.push(HiddenEvent { to, what });
    }

    /// What seat `s` senses where it stands now.
    fn feel(&self, s: usize) -> Senses {
        let room = usize::from(self.rooms[s]);
        let mut senses = Senses::default();
        for &a in &self.adj[room] {
            let h = self.hazards[usize::from(a)];
            senses.bats |= h & BATS != 0;
            senses.pit |= h & PIT != 0;
        }
        let near = self.near[room];
        let within = |other: usize| near & (1 << self.rooms[other]) != 0;
        match self.roles[s] {
            Role::Human => {
                senses.stench = (0..self.seats())
                    .any(|o| self.alive[o] && self.roles[o] == Role::Wumpus && within(o));
            }
            Role::Wumpus => {
                senses.meal = (0..self.seats())
                    .any(|o| self.alive[o] && self.roles[o] == Role::Human && within(o));
                senses.with_bats = self.hazards[room] & BATS != 0;
                senses.with_pit = self.hazards[room] & PIT != 0;
            }
        }
        senses
    }

    /// Seat `s`'s turn begins: told to all, and its senses to it alone.
    fn begin_turn(&mut self, s: usize, out: &mut Vec<HiddenEvent>) {
        let seat = Seat(s as u8);
        self.to_act = Some(seat);
        self.claimed = false;
        self.shot = false;
        self.seat_turns += 1;
        self.tell(out, Audience::All, Happening::TurnBegins(seat));
        let senses = self.feel(s);
        self.senses[s] = senses;
        let room = self.rooms[s];
        let what = Happening::Sensed {
            seat,
            room: label(room),
            adjacent: self.adjacent_labels(room),
            senses,
        };
        self.tell(out, Audience::Only(seat), what);
    }

    /// The truth as a cave of the shared cave code: rooms labelled 1..=20
    /// with their tunnels (for maps of the reveal).
    pub(crate) fn truth_cave(&self) -> Cave {
        let adjacency: Vec<Vec<usize>> = self
            .adj
            .iter()
            .map(|ts| ts.iter().map(|&t| usize::from(t)).collect())
            .collect();
        Cave::numbered("the dodecahedron, labels shuffled", &adjacency)
            .unwrap_or_else(|_| Cave::ring(ROOMS))
    }
}

/// A room's label.
fn label(room: u8) -> Label {
    room + 1
}

/// A label's room; labels outside 1..=20 count as room 1 (callers check).
fn index(label: Label) -> u8 {
    if (1..=ROOMS as u8).contains(&label) {
        label - 1
    } else {
        0
    }
}
