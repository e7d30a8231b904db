//! The `baseline` bots. A bot plays one seat from that seat's view: its
//! own notebook (rooms stood in with their tunnels and senses, its shots)
//! and the public log (claims, rolls, deaths). Nothing else.
//!
//! A human bot learns the map as it walks, keeps away from rooms a breeze
//! or flapping pointed at, and shoots when the stench (now and on its last
//! turn) and the public facts (a human who died where bats dropped them)
//! make a path through known tunnels likely enough to hit. Its claims are
//! true. A Wumpus bot stalks the delicious smell and humans the public bat
//! rolls placed, keeps moving when humans are near (a still Wumpus is a
//! cornered one), and claims to be a human who smells what a human would.

use super::{Happening, HiddenCommand, HiddenView, Label, ROOMS, Role, Senses};
use crate::engine::dice::Dice;
use crate::engine::game::Seat;

mod human;
mod wumpus;

use human::human;
use wumpus::wumpus;

/// Labels index these arrays directly; slot 0 is unused.
const SLOTS: usize = ROOMS + 1;

/// Score a path must reach before a human bot spends an arrow on it.
const SHOOT_AT: f32 = 1.9;
/// How much a Wumpus bot is drawn to a room a claim named this round;
/// below zero it shuns it: whoever claimed a stench there smells it and
/// is about to shoot around them, and a Wumpus next to them is cornered.
const LURE: f32 = -2.0;
/// How much a human bot shuns shooting into a room a claim named.
const SPARE: f32 = 1.5;
/// The longest arrow path a human bot considers.
const MAX_SEARCH: usize = 5;
/// Most of the noise added to a room's score when a bot walks.
const WHIM: f32 = 1.0;
/// How much a Wumpus bot is drawn to a room per unit of the meal's scent.
const HUNGER: f32 = 1.5;
/// How much a human bot shuns a room per unit of suspicion.
const FEAR: f32 = 2.0;
/// With stench on this many of its last five turns, a bot starts to
/// shoot at less, and at less again for each further one.
const PATIENCE: u32 = 3;

/// What a seat's notebook tells about the cave.
struct Known {
    /// Per label: its tunnels, once the seat has stood there.
    adj: [Option<[Label; 3]>; SLOTS],
    /// Per label: the seat stood there.
    stood: [bool; SLOTS],
    /// Per label: no pit there / no bats there, as far as the seat knows.
    no_pit: [bool; SLOTS],
    no_bats: [bool; SLOTS],
    /// Per label: the chance a breeze / flapping next door gives a pit /
    /// bats here (one over the rooms the sense could mean), the highest.
    pit_hint: [f32; SLOTS],
    bats_hint: [f32; SLOTS],
    /// The seat's senses on its turns, newest last (room, senses).
    turns: Vec<(Label, Senses)>,
}

impl Known {
    fn read(view: &HiddenView<'_>) -> Known {
        let mut k = Known {
            adj: [None; SLOTS],
            stood: [false; SLOTS],
            no_pit: [false; SLOTS],
            no_bats: [false; SLOTS],
            pit_hint: [0.0; SLOTS],
            bats_hint: [0.0; SLOTS],
            turns: Vec::new(),
        };
        for h in view.notebook {
            if let Happening::Sensed {
                room,
                adjacent,
                senses,
                ..
            } = h
            {
                let r = usize::from(*room).min(ROOMS);
                k.adj[r] = Some(*adjacent);
                k.stood[r] = true;
                if view.role == Role::Human {
                    // A human standing there lives: no pit, no bats.
                    k.no_pit[r] = true;
                    k.no_bats[r] = true;
                } else {
                    k.no_pit[r] |= !senses.with_pit;
                    k.no_bats[r] |= !senses.with_bats;
                }
                for &a in adjacent {
                    let a = usize::from(a).min(ROOMS);
                    if !senses.pit {
                        k.no_pit[a] = true;
                    }
                    if !senses.bats {
                        k.no_bats[a] = true;
                    }
                }
                k.turns.push((*room, *senses));
            }
        }
        for &(room, senses) in &k.turns {
            let Some(adjacent) = k.adj[usize::from(room).min(ROOMS)] else {
                continue;
            };
            let rooms = adjacent.map(|a| usize::from(a).min(ROOMS));
            if senses.pit {
                let open = rooms.iter().filter(|&&a| !k.no_pit[a]).count();
                for &a in rooms.iter().filter(|&&a| !k.no_pit[a]) {
                    k.pit_hint[a] = k.pit_hint[a].max(1.0 / open as f32);
                }
            }
            if senses.bats {
                let open = rooms.iter().filter(|&&a| !k.no_bats[a]).count();
                for &a in rooms.iter().filter(|&&a| !k.no_bats[a]) {
                    k.bats_hint[a] = k.bats_hint[a].max(1.0 / open as f32);
                }
            }
        }
        k
    }

    fn tunnels(&self, room: Label) -> Option<[Label; 3]> {
        self.adj.get(usize::from(room)).copied().flatten()
    }

    /// Rooms at most two tunnels from `room` that the seat can name, with
    /// their distance (1 or 2).
    fn near(&self, room: Label, mut each: impl FnMut(Label, u8)) {
        let Some(first) = self.tunnels(room) else {
            return;
        };
        for a in first {
            each(a, 1);
            if let Some(second) = self.tunnels(a) {
                for b in second {
                    if b != room && !first.contains(&b) {
                        each(b, 2);
                    }
                }
            }
        }
    }
}

/// What the public log tells: per label, a human died right after the
/// bats dropped them there (a pit or a Wumpus is there); per seat, where
/// the bats last dropped them, if they have not moved since; per seat,
/// shown to be human by a public roll.
struct Public {
    /// Claims since this seat's turn before its latest began (a round of
    /// the table), by other seats still alive: (seat, room named, stench
    /// claimed).
    claims: Vec<(Seat, Label, bool)>,
    deadly: [bool; SLOTS],
    dropped_at: Vec<Option<Label>>,
    human: Vec<bool>,
    /// Turns begun since the last death of a human (how fresh `deadly` is).
    rounds: u32,
}

impl Public {
    fn read(view: &HiddenView<'_>) -> Public {
        let n = view.seats.len();
        let mut p = Public {
            claims: Vec::new(),
            deadly: [false; SLOTS],
            dropped_at: vec![None; n],
            human: vec![false; n],
            rounds: 0,
        };
        let mut last_drop: Option<(Seat, Label)> = None;
        // Where in `claims` this seat's latest turn began.
        let mut round = 0;
        for h in view.public_log {
            match h {
                Happening::TurnBegins(seat) => {
                    if *seat == view.seat {
                        // Keep what was claimed since this seat's turn before.
                        p.claims.drain(..round.min(p.claims.len()));
                        round = p.claims.len();
                    }
                    last_drop = None;
                    p.rounds += 1;
                    if let Some(slot) = p.dropped_at.get_mut(usize::from(seat.0)) {
                        *slot = None;
                    }
                }
                Happening::BatDrop { seat, roll } => {
                    last_drop = Some((*seat, *roll));
                    if let Some(slot) = p.dropped_at.get_mut(usize::from(seat.0)) {
                        *slot = Some(*roll);
                    }
                    if let Some(h) = p.human.get_mut(usize::from(seat.0)) {
                        *h = true;
                    }
                }
                Happening::ArrowMisfire { seat, .. } => {
                    if let Some(h) = p.human.get_mut(usize::from(seat.0)) {
                        *h = true;
                    }
                }
                Happening::Claimed(seat, text) if *seat != view.seat => {
                    if let Some((room, stench)) = read_claim(text) {
                        p.claims.push((*seat, room, stench));
                    }
                }
                Happening::Died { seat, .. } => {
                    p.claims.retain(|c| c.0 != *seat);
                    if let Some((s, at)) = last_drop
                        && s == *seat
                    {
                        p.deadly[usize::from(at).min(ROOMS)] = true;
                        p.rounds = 0;
                    }
                    if let Some(slot) = p.dropped_at.get_mut(usize::from(seat.0)) {
                        *slot = None;
                    }
                }
                _ => {}
            }
        }
        p
    }
}

/// The `baseline` bot's command for the seat whose view this is.
pub(super) fn baseline(view: &HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
    let known = Known::read(view);
    let public = Public::read(view);
    match view.role {
        Role::Human => human(view, &known, &public, dice),
        Role::Wumpus => wumpus(view, &known, &public, dice),
    }
}

/// Per label: where the smell `smelt` points (a Wumpus for a human, a
/// human for a Wumpus): the rooms within two of here when it is smelt now,
/// likelier where it was smelt on the seat's turn before too, less likely
/// where it was not (players move one room a turn).
fn scent(view: &HiddenView<'_>, known: &Known, smelt: fn(&Senses) -> bool) -> [f32; SLOTS] {
    let mut weight = [0.0f32; SLOTS];
    let here = view.room;
    if !smelt(&view.senses) {
        return weight;
    }
    known.near(here, |r, _| weight[usize::from(r)] += 1.0);
    let recent = known.turns.len();
    if recent >= 2 {
        let (before, then) = known.turns[recent - 2];
        if before != here {
            let delta = if smelt(&then) { 0.5 } else { -0.6 };
            known.near(before, |r, _| {
                let w = &mut weight[usize::from(r)];
                if *w > 0.0 {
                    *w += delta;
                }
            });
        }
    }
    weight
}

/// The move with the best score (ties broken by the dice), or staying when
/// every room scores below zero and staying is safe enough.
fn walk(
    view: &HiddenView<'_>,
    known: &Known,
    _public: &Public,
    dice: &mut Dice,
    score: impl Fn(Label) -> f32,
) -> HiddenCommand {
    let mut best = f32::NEG_INFINITY;
    let mut picks: [Label; 3] = [0; 3];
    let mut n = 0;
    for &room in &view.adjacent {
        // A little noise, so that two bots never dance the same steps for ever.
        let s = score(room) + WHIM * dice.below(64) as f32 / 64.0;
        if s > best + 1e-3 {
            best = s;
            picks[0] = room;
            n = 1;
        } else if s > best - 1e-3 {
            picks[n] = room;
            n += 1;
        }
    }
    // Every room looks bad: stay, but not for ever (a seat that never
    // moves learns nothing and ends nothing).
    let still = known
        .turns
        .iter()
        .rev()
        .take_while(|(room, _)| *room == view.room)
        .count() as f32;
    if n == 0 || best < -6.0 - 2.0 * still {
        return HiddenCommand::Stay;
    }
    HiddenCommand::Move(picks[dice.below(n as u32) as usize])
}

trait OrStay {
    fn or_stay_if(self, stay: bool) -> HiddenCommand;
}

impl OrStay for HiddenCommand {
    fn or_stay_if(self, stay: bool) -> HiddenCommand {
        if stay { HiddenCommand::Stay } else { self }
    }
}

/// What a claim says, as the bots word theirs: the first number after
/// "room" (any case), and whether it claims the stench ("no stench" does
/// not). `None` when it names no room.
pub fn read_claim(text: &str) -> Option<(Label, bool)> {
    let lower = text.to_ascii_lowercase();
    let at = lower.find("room")? + 4;
    let digits: String = lower[at..]
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .take(3)
        .collect();
    let room: Label = digits
        .parse()
        .ok()
        .filter(|r| (1..=ROOMS as u8).contains(r))?;
    let stench = lower.contains("stench") && !lower.contains("no stench");
    Some((room, stench))
}

#[cfg(test)]
mod tests {
    use super::{Public, read_claim};
    use crate::engine::game::{Game, Seat};
    use crate::engine::hidden::{Hidden, HiddenCommand};

    #[test]
    fn a_bot_reads_the_claims_of_the_last_round_only() {
        let mut g = Hidden::four_people([1, 11, 20, 15]);
        let mut out = Vec::new();
        let mut run = |g: &mut Hidden, c: HiddenCommand| {
            g.apply(&c, &mut out)
                .expect("the test plays only allowed commands");
        };
        run(
            &mut g,
            HiddenCommand::Claim("Room 1: a horrible stench!".into()),
        );
        run(&mut g, HiddenCommand::Stay);
        run(&mut g, HiddenCommand::Claim("Room 11: no stench".into()));
        for _ in 0..3 {
            run(&mut g, HiddenCommand::Stay);
        }
        // Seat 0's turn again: seat 1's claim of this round, not its own.
        let claims = Public::read(&g.view(Seat(0))).claims;
        assert_eq!(claims, [(Seat(1), 11, false)]);
        // Seat 1 sees seat 0's claim, made after seat 1's turn before.
        let claims = Public::read(&g.view(Seat(1))).claims;
        assert_eq!(claims, [(Seat(0), 1, true)]);
        for _ in 0..4 {
            run(&mut g, HiddenCommand::Stay);
        }
        // A round later, both claims are old news.
        assert!(Public::read(&g.view(Seat(0))).claims.is_empty());
    }

    #[test]
    fn claims_are_read_for_their_room_and_stench() {
        assert_eq!(
            read_claim("I am human. Room 5: I smell a horrible stench!"),
            Some((5, true))
        );
        assert_eq!(
            read_claim("in ROOM 17, no stench at all"),
            Some((17, false))
        );
        assert_eq!(read_claim("room 21 stinks of stench"), None);
        assert_eq!(read_claim("I am human. No stench here."), None);
        assert_eq!(read_claim("roomy room"), None);
        assert_eq!(read_claim("room"), None);
    }
}
