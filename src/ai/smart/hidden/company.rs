//! Where the other humans may stand, for a human seat about to shoot (an
//! arrow kills everyone in the rooms it passes). Read from the public log
//! only: a claim naming a room this round puts its maker there when it
//! spoke (bots' human claims are true), after which it stayed or took one
//! of the three tunnels, a quarter each (the Wumpus model's step); a bat
//! drop puts a human exactly where the public roll says until its next
//! turn. A claimer may be a Wumpus lying, so an unproved seat counts at the
//! share of humans among the unproved living seats.

use crate::engine::hidden::{Happening, HiddenView, Label, ROOMS, Role, read_claim};

/// Per label (slot 0 unused): the expected number of other living humans
/// in that room now, as far as the public log tells.
pub fn presence(
    view: &HiddenView<'_>,
    tunnels: &[Option<[Label; 3]>; ROOMS + 1],
) -> [f64; ROOMS + 1] {
    let n = view.seats.len();
    // Per seat: (room, exact) from its latest turn; proved human.
    let mut at: Vec<Option<(Label, bool)>> = vec![None; n];
    let mut human = vec![false; n];
    for h in view.public_log {
        match h {
            Happening::TurnBegins(seat) => {
                if let Some(slot) = at.get_mut(usize::from(seat.0)) {
                    *slot = None;
                }
            }
            Happening::Claimed(seat, text) => {
                if let (Some(slot), Some((room, _))) =
                    (at.get_mut(usize::from(seat.0)), read_claim(text))
                {
                    *slot = Some((room, false));
                }
            }
            Happening::BatDrop { seat, roll } => {
                let s = usize::from(seat.0);
                if s < n {
                    at[s] = Some((*roll, true));
                    human[s] = true;
                }
            }
            Happening::ArrowMisfire { seat, .. } => {
                if let Some(h) = human.get_mut(usize::from(seat.0)) {
                    *h = true;
                }
            }
            _ => {}
        }
    }
    let me = usize::from(view.seat.0);
    let living = |s: usize| s != me && view.seats.get(s).is_some_and(|p| p.alive);
    let dead_humans = view
        .seats
        .iter()
        .filter(|p| !p.alive && p.role == Some(Role::Human))
        .count();
    let humans = usize::from(view.rules.players)
        .saturating_sub(usize::from(view.rules.wumpus_players))
        .saturating_sub(dead_humans)
        .saturating_sub(usize::from(view.role == Role::Human));
    let proved = (0..n).filter(|&s| living(s) && human[s]).count();
    let unproved = (0..n).filter(|&s| living(s) && !human[s]).count();
    let share = if unproved == 0 {
        0.0
    } else {
        (humans.saturating_sub(proved) as f64 / unproved as f64).min(1.0)
    };
    let mut out = [0.0; ROOMS + 1];
    for s in (0..n).filter(|&s| living(s)) {
        let weight = if human[s] { 1.0 } else { share };
        let Some((room, exact)) = at[s] else {
            // Nowhere told: any room but this seat's.
            for (label, x) in out.iter_mut().enumerate().skip(1) {
                if label != usize::from(view.room) {
                    *x += weight / (ROOMS - 1) as f64;
                }
            }
            continue;
        };
        let slot = usize::from(room).min(ROOMS);
        if exact {
            out[slot] += weight;
            continue;
        }
        out[slot] += weight / 4.0;
        if let Some(next) = tunnels.get(slot).copied().flatten() {
            for t in next {
                out[usize::from(t).min(ROOMS)] += weight / 4.0;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::presence;
    use crate::engine::game::{Game, Seat};
    use crate::engine::hidden::{Happening, Hidden, HiddenCommand, Label, ROOMS};

    fn game() -> Hidden {
        Hidden::four_people([1, 11, 20, 15])
    }

    fn no_tunnels() -> [Option<[Label; 3]>; ROOMS + 1] {
        [None; ROOMS + 1]
    }

    #[test]
    fn seats_told_nowhere_spread_over_every_other_room() {
        let g = game();
        let view = g.view(Seat(0));
        let p = presence(&view, &no_tunnels());
        // Two other humans among three other living seats, none placed.
        assert_eq!(p[usize::from(view.room)], 0.0);
        let total: f64 = p.iter().sum();
        assert!((total - 2.0).abs() < 1e-9, "{total}");
    }

    #[test]
    fn a_claim_puts_its_maker_in_the_room_named_or_next_door() {
        let mut g = game();
        let mut out = Vec::new();
        g.apply(&HiddenCommand::Stay, &mut out)
            .expect("seat 0 may stay");
        g.apply(
            &HiddenCommand::Claim("I am human. Room 7: stench!".into()),
            &mut out,
        )
        .expect("seat 1 may claim");
        let view = g.view(Seat(0));
        let mut tunnels = no_tunnels();
        tunnels[7] = Some([3, 8, 9]);
        let p = presence(&view, &tunnels);
        // Two humans among the three other seats: each is human with
        // chance 2/3. Seat 1 stood in room 7 and then stayed or took one of
        // its tunnels, a quarter each; seats 2 and 3 may be anywhere but
        // room 1 (seat 0's).
        let share = 2.0 / 3.0;
        let anywhere = 2.0 * share / (ROOMS - 1) as f64;
        for (room, want) in [
            (7, share / 4.0 + anywhere),
            (8, share / 4.0 + anywhere),
            (5, anywhere),
            (1, 0.0),
        ] {
            assert!((p[room] - want).abs() < 1e-9, "room {room}: {}", p[room]);
        }
    }

    #[test]
    fn a_bat_drop_proves_a_human_and_places_them_exactly() {
        let g = game();
        let mut view = g.view(Seat(0));
        let log = [
            Happening::TurnBegins(Seat(1)),
            Happening::BatDrop {
                seat: Seat(1),
                roll: 13,
            },
            Happening::TurnBegins(Seat(0)),
        ];
        view.public_log = &log;
        let p = presence(&view, &no_tunnels());
        // Seat 1 is in room 13; one more human among seats 2 and 3, each
        // anywhere but room 1.
        let spread = 2.0 * 0.5 / (ROOMS - 1) as f64;
        assert!((p[13] - 1.0 - spread).abs() < 1e-9, "{}", p[13]);
        let total: f64 = p.iter().sum();
        assert!((total - 2.0).abs() < 1e-9, "{total}");
    }
}
