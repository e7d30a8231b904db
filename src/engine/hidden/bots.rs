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

fn human(view: &HiddenView<'_>, known: &Known, public: &Public, dice: &mut Dice) -> HiddenCommand {
    let shot = view.may_shoot().then(|| aim(view, known, public)).flatten();
    if view.may_claim()
        && let Some(text) = human_claim(view, shot.is_some())
    {
        return HiddenCommand::Claim(text);
    }
    if let Some(path) = shot {
        return HiddenCommand::Shoot(path);
    }
    let fear = if view.senses.stench {
        suspicion(view, known, public)
    } else {
        [0.0; SLOTS]
    };
    walk(view, known, public, dice, |room| {
        let r = usize::from(room).min(ROOMS);
        let mut score = 0.0;
        if public.deadly[r] {
            score -= 50.0;
        }
        score -= 30.0 * known.pit_hint[r] + 8.0 * known.bats_hint[r];
        if !known.stood[r] {
            score += 2.0;
        }
        // The Wumpus may be next door: the rooms the stench points at most
        // are the worst to walk into.
        score -= FEAR * fear[r].max(0.0);
        score
    })
}

/// True words, said on the first turn, when the stench comes, and before
/// a shot. A stench is told with the room it was smelt in, to guide the
/// others' arrows.
fn human_claim(view: &HiddenView<'_>, shooting: bool) -> Option<String> {
    let first = view
        .notebook
        .iter()
        .filter(|h| matches!(h, Happening::Sensed { .. }))
        .count()
        <= 1;
    if shooting {
        Some("I am human, and I am shooting: keep clear of my room's neighbours.".into())
    } else if view.senses.stench {
        Some(format!(
            "I am human. Room {}: I smell a horrible stench!",
            view.room
        ))
    } else if first {
        Some("I am human. No stench here.".into())
    } else {
        None
    }
}

/// Per label: how much this seat's senses and the public facts point at
/// a Wumpus there now.
fn suspicion(view: &HiddenView<'_>, known: &Known, public: &Public) -> [f32; SLOTS] {
    let here = view.room;
    let mut weight = scent(view, known, |s| s.stench);
    if public.rounds <= view.seats.len() as u32 {
        for (r, w) in weight.iter_mut().enumerate() {
            if public.deadly[r] {
                *w += 2.0;
            }
        }
    }
    // Others' stench, where they say they smelt it: the Wumpus may be
    // near there, and the claimer in it.
    if view.senses.stench {
        for &(seat, room, stench) in &public.claims {
            if stench && room != here {
                // A seat a public roll showed to be human is believed more:
                // anyone else may be a Wumpus baiting arrows.
                let trust = if public.human.get(usize::from(seat.0)) == Some(&true) {
                    0.5
                } else {
                    0.3
                };
                known.near(room, |r, _| {
                    let w = &mut weight[usize::from(r)];
                    if *w > 0.0 {
                        *w += trust;
                    }
                });
                weight[usize::from(room)] -= 1.0;
            }
        }
    }
    weight
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

/// The best arrow path through known tunnels, if one is worth an arrow.
fn aim(view: &HiddenView<'_>, known: &Known, public: &Public) -> Option<Vec<Label>> {
    let here = view.room;
    let mut weight = suspicion(view, known, public);
    // Whoever named their room this round is there or next to it: spare
    // them (a lying Wumpus gets spared too, which is the point of its lie).
    for &(_, room, _) in &public.claims {
        if room != here {
            weight[usize::from(room)] -= SPARE;
            if let Some(next) = known.tunnels(room) {
                for n in next {
                    weight[usize::from(n)] -= SPARE / 3.0;
                }
            }
        }
    }
    // A human the bats dropped, and not moved since: do not shoot them.
    for (s, at) in public.dropped_at.iter().enumerate() {
        if let Some(at) = at
            && s != usize::from(view.seat.0)
        {
            weight[usize::from(*at).min(ROOMS)] -= 3.0;
        }
    }
    weight[usize::from(here)] = f32::NEG_INFINITY;
    // Turns in the stench among the seat's last five.
    let smelly = known
        .turns
        .iter()
        .rev()
        .take(5)
        .filter(|(_, s)| s.stench)
        .count() as u32;
    let mut need = SHOOT_AT;
    if smelly >= PATIENCE {
        // Each further turn in the stench, a little less choosy.
        need -= 0.6 * (smelly + 1 - PATIENCE) as f32;
    }
    let mut best: (f32, Vec<Label>) = (0.0, Vec::new());
    // Suspicion reaches two rooms (three with claims): longer paths add
    // nothing, and the search grows threefold with each step.
    let depth = usize::from(view.rules.arrow_range).min(MAX_SEARCH);
    let mut path = Vec::with_capacity(depth);
    search(known, &weight, here, depth, &mut path, &mut best);
    (best.0 >= need && !best.1.is_empty()).then_some(best.1)
}

/// Depth-first over known tunnels from `at`: the path whose distinct rooms
/// weigh most. Never through the shooter's own room.
fn search(
    known: &Known,
    weight: &[f32; SLOTS],
    at: Label,
    left: usize,
    path: &mut Vec<Label>,
    best: &mut (f32, Vec<Label>),
) {
    let Some(next) = known.tunnels(at) else {
        return;
    };
    if left == 0 {
        return;
    }
    for r in next {
        let w = weight[usize::from(r)];
        if w == f32::NEG_INFINITY {
            continue;
        }
        path.push(r);
        let score: f32 = path
            .iter()
            .enumerate()
            .filter(|(i, r)| !path[..*i].contains(r))
            .map(|(_, r)| weight[usize::from(*r)])
            .sum();
        if score > best.0 + 1e-3 || (score > best.0 - 1e-3 && path.len() < best.1.len()) {
            best.0 = score;
            best.1.clone_from(path);
        }
        search(known, weight, r, left - 1, path, best);
        path.pop();
    }
}

fn wumpus(view: &HiddenView<'_>, known: &Known, public: &Public, dice: &mut Dice) -> HiddenCommand {
    // A human the bats dropped, and not moved since.
    let adjacent = view.adjacent;
    let prey: Vec<Label> = (0..view.seats.len())
        .filter(|&s| s != usize::from(view.seat.0) && view.seats[s].alive)
        .filter_map(|s| public.dropped_at[s])
        .collect();
    if view.may_claim()
        && let Some(text) = wumpus_claim(view, known, &prey, dice)
    {
        return HiddenCommand::Claim(text);
    }
    // Next door: dinner.
    if let Some(&to) = prey.iter().find(|l| adjacent.contains(l)) {
        return HiddenCommand::Move(to);
    }
    let recent = known.turns.len();
    let meal_before = recent >= 2 && known.turns[recent - 2].1.meal;
    let came_from = (recent >= 2).then(|| known.turns[recent - 2].0);
    let meal = scent(view, known, |s| s.meal);
    walk(view, known, public, dice, |room| {
        let r = usize::from(room).min(ROOMS);
        let mut score = 0.0;
        // Where the meal smells likeliest: into it, or next to it.
        score += HUNGER * meal[r].max(0.0);
        if let Some(next) = known.tunnels(room) {
            score += 0.5
                * HUNGER
                * next
                    .iter()
                    .map(|&n| meal[usize::from(n)].max(0.0))
                    .sum::<f32>();
        }
        // Prey two rooms off: close in.
        let mut toward = false;
        if let Some(next) = known.tunnels(room) {
            toward = prey.iter().any(|p| next.contains(p));
        }
        if toward {
            score += 8.0;
        }
        // Where someone said they smelt the stench this round: an armed
        // human, alert, is there or next to it. Keep out of their reach.
        for &(_, claimed, _) in &public.claims {
            if claimed == room {
                score += LURE;
            } else if known.tunnels(room).is_some_and(|n| n.contains(&claimed)) {
                score += LURE / 2.0;
            }
        }
        let back = Some(room) == came_from;
        match (view.senses.meal, meal_before) {
            // The smell came with the last step: press on, not back.
            (true, false) if back => score -= 2.0,
            // Still smelling: any way but back may be the one.
            (true, true) if back => score -= 0.5,
            // The smell was lost with the last step: go back for it.
            (false, true) if back => score += 3.0,
            (false, false) if back => score -= 1.5,
            _ => {}
        }
        if !known.stood[r] {
            score += 1.0;
        }
        score
    })
    .or_stay_if(!view.senses.meal && dice.below(4) == 0)
}

/// Lies a human would tell: Wumpus bots pass for humans. A false stench
/// names a room where it would like arrows to fly: where a human was
/// seen, or anywhere far from its own room.
fn wumpus_claim(
    view: &HiddenView<'_>,
    known: &Known,
    prey: &[Label],
    dice: &mut Dice,
) -> Option<String> {
    let first = known.turns.len() <= 1;
    if first {
        return Some("I am human. No stench here.".into());
    }
    if view.senses.meal && dice.below(2) == 0 {
        let bait = match prey.first() {
            Some(&p) => p,
            None => {
                let mut pick = dice.below(ROOMS as u32) as u8 + 1;
                while pick == view.room || view.adjacent.contains(&pick) {
                    pick = pick % ROOMS as u8 + 1;
                }
                pick
            }
        };
        return Some(format!(
            "I am human. Room {bait}: I smell a horrible stench!"
        ));
    }
    (dice.below(6) == 0).then(|| "I am human. All quiet where I am.".into())
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
pub(super) fn read_claim(text: &str) -> Option<(Label, bool)> {
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
    use crate::engine::dice::Dice;
    use crate::engine::game::{Game, Seat};
    use crate::engine::hidden::{Hidden, HiddenCommand, HiddenRules, Placement, Role};
    use std::sync::Arc;

    #[test]
    fn a_bot_reads_the_claims_of_the_last_round_only() {
        let mut rules = HiddenRules {
            bots: 0,
            ..HiddenRules::default()
        };
        rules.reseat();
        let placement = Placement {
            roles: vec![Role::Human, Role::Human, Role::Wumpus, Role::Human],
            rooms: vec![1, 11, 20, 15],
            pits: vec![],
            bats: vec![],
            first: Seat(0),
        };
        let mut g = Hidden::from_placement(Arc::new(rules), &placement, Dice::new(1));
        let mut out = Vec::new();
        let mut run = |g: &mut Hidden, c: HiddenCommand| {
            g.apply(&c, &mut out).expect("allowed");
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
