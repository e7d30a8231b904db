//! The Wumpus bot: it stalks the delicious smell and the humans the
//! public bat rolls placed, keeps moving when humans are near, and lies
//! like a human would.

use super::*;

pub(super) fn wumpus(
    view: &HiddenView<'_>,
    known: &Known,
    public: &Public,
    dice: &mut Dice,
) -> HiddenCommand {
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
