//! The human bot: it learns the map as it walks, weighs what its senses
//! and the public facts point at, shoots when a path through known
//! tunnels is likely enough to hit, and tells the truth.

use super::*;

pub(super) fn human(
    view: &HiddenView<'_>,
    known: &Known,
    public: &Public,
    dice: &mut Dice,
) -> HiddenCommand {
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
