//! The grenade oracle: it knows every wumpus, pit and bat, so it walks the
//! safest way to a cave with a tunnel into a wumpus's cave and tosses
//! there. A toss alerts the wumpi next to its target; it tosses from where
//! none of them can step into its own cave when it can.

use super::{first_step, indices};
use crate::engine::Dice;
use crate::engine::cave::RoomId;
use crate::engine::grenade::{Command, Grenade, Reveal, View};

#[derive(Clone, Copy, Debug, Default)]
pub struct Seer;

/// The tunnel from `from` into a wumpus's cave and whether tossing
/// through it puts `from` in reach of a wumpus it alerts; tunnels with no
/// danger first.
fn toss_from(truth: &Reveal<'_>, from: RoomId) -> Option<(u8, bool)> {
    let wumpi = truth.wumpi();
    let mut best: Option<(u8, bool)> = None;
    for (t, &into) in truth.tunnels(from).iter().enumerate() {
        if !wumpi.iter().any(|w| w.alive && w.room == into) {
            continue;
        }
        let alerted = wumpi
            .iter()
            .filter(|w| w.alive && w.room != into && truth.tunnels(into).contains(&w.room));
        let danger = alerted
            .into_iter()
            .any(|w| truth.tunnels(w.room).contains(&from));
        let t = u8::try_from(t).unwrap_or(u8::MAX);
        if best.is_none_or(|(_, d)| d && !danger) {
            best = Some((t, danger));
        }
    }
    best
}

impl crate::engine::Seer<Grenade> for Seer {
    fn command(&mut self, truth: Reveal<'_>, view: View<'_>, dice: &mut Dice) -> Command {
        let here = truth.player();
        let rooms = view.rooms();
        let toss = toss_from(&truth, here);
        if let Some((tunnel, false)) = toss {
            return Command::Toss { tunnel };
        }
        let next = |r: usize| indices(truth.tunnels(RoomId(r as u16)));
        let cost = |_: usize, r: usize| {
            let room = RoomId(r as u16);
            if truth.pit_at(room) || truth.wumpi().iter().any(|w| w.alive && w.room == room) {
                None
            } else if truth.bats_at(room) {
                // A ride to some empty cave: harmless, but no plan.
                Some(50)
            } else {
                Some(1)
            }
        };
        let safe_toss = |r: usize| matches!(toss_from(&truth, RoomId(r as u16)), Some((_, false)));
        let walk = first_step(rooms, here.index(), next, cost, safe_toss);
        let tunnel_to = |step: usize| {
            truth
                .tunnels(here)
                .iter()
                .position(|t| t.index() == step)
                .and_then(|t| u8::try_from(t).ok())
        };
        if let Some((step, c)) = walk
            && c < 50
            && let Some(tunnel) = tunnel_to(step)
        {
            return Command::Move { tunnel };
        }
        if let Some((tunnel, _)) = toss {
            return Command::Toss { tunnel };
        }
        let any_toss = |r: usize| toss_from(&truth, RoomId(r as u16)).is_some();
        let walk = walk.or_else(|| first_step(rooms, here.index(), next, cost, any_toss));
        if let Some((step, _)) = walk
            && let Some(tunnel) = tunnel_to(step)
        {
            return Command::Move { tunnel };
        }
        // Walled in by pits and wumpi: wander where it is safe, or toss
        // at nothing to stir the wumpi out of the way.
        let ways = truth.tunnels(here);
        let safe: Vec<u8> = (0..ways.len())
            .filter(|&t| cost(here.index(), ways[t].index()).is_some())
            .filter_map(|t| u8::try_from(t).ok())
            .collect();
        if safe.is_empty() {
            let t = dice.below(ways.len().clamp(1, usize::from(u8::MAX)) as u32);
            return Command::Toss { tunnel: t as u8 };
        }
        let i = dice.below(safe.len() as u32) as usize;
        Command::Move {
            tunnel: safe.get(i).copied().unwrap_or(0),
        }
    }
}
