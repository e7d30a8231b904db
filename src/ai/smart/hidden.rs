//! The Hidden Wumpus smart bot. A human seat makes the baseline's claims,
//! but shoots by the odds: of the paths through tunnels it knows (and the
//! baseline's aim), the one whose chance to pass a Wumpus player, less
//! the fellow humans it may kill (`company`: where the public log puts
//! them), is worth most, when that is high enough; a baseline shot worth
//! too little becomes the baseline's walk. It walks by the odds too: of
//! the tunnels from its room it takes the one with the least expected
//! loss, a pit or a Wumpus player's room being death and a bat ride a
//! smaller loss, keeping the baseline's choice unless another is clearly
//! safer. A Wumpus seat, immune to pits and bats, plays the baseline's
//! hunt. Measured: a little better than the baseline (55% against 53% of
//! 6,000 games, `examples/hidden_diag`), not much: the odds' model of the
//! Wumpus players' moves is rough, and staying put to avoid pits (tried)
//! leaves the humans out of arrows.
//!
//! `Bot::lineup` makes the bot for one kind of seat only, the baseline
//! playing the others: `wumpus sim hidden --bot smart-humans` measures the
//! smart humans against baseline Wumpuses.

mod company;

use crate::ai::hidden::{Odds, odds};
use crate::engine::Dice;
use crate::engine::hidden::{Happening, Hidden, HiddenCommand, HiddenView, Label, ROOMS, Role};
use crate::engine::{Player, Reference};

/// The line-ups: the smart bot plays the humans only, or the Wumpuses only.
pub const LINEUPS: &[&str] = &["smart-humans", "smart-wumpus"];

#[derive(Default)]
pub struct Bot {
    /// The only role the smart bot plays (`None`: every seat).
    only: Option<Role>,
}

/// How much worse than death a move may be and still be taken for the
/// baseline's sake (it follows clues the odds do not weigh).
const SLACK: f64 = 0.02;
/// The worth (chance of a hit, less `KIN` per fellow human expected in
/// the arrow's rooms) at which an arrow flies. Tuned on 4,000 games: 0.1
/// and 0.2 waste arrows, 0.4 and up hardly ever shoot.
const SHOOT_AT: f64 = 0.3;
/// The worth below which the baseline's own shot is dropped for its walk
/// (`examples/hidden_diag` on 6,000 games: 0 keeps nearly every shot,
/// 0.15 cut fellow humans shot dead from 41% of games to 33% and won
/// 55.3% against 53.6%; 0.3 leaves the humans to be eaten).
const KEEP_AT: f64 = 0.15;
/// A fellow human killed by the arrow, as a share of a Wumpus hit (a human
/// dead takes their arrows with them); 1 spared too many Wumpuses.
const KIN: f64 = 0.5;
/// A Wumpus player's room, as a share of a death (the odds' model of
/// their moves is rough).
const FEAR: f64 = 1.0;
/// A bat ride, as a share of a death: the drop is a public roll, and the
/// checks run again where it lands.
const RIDE: f64 = 0.3;
impl Bot {
    pub fn lineup(name: &str) -> Option<Bot> {
        let only = match name {
            "smart-humans" => Role::Human,
            "smart-wumpus" => Role::Wumpus,
            _ => return None,
        };
        Some(Bot { only: Some(only) })
    }
}

impl Player<Hidden> for Bot {
    fn command(&mut self, view: HiddenView<'_>, dice: &mut Dice) -> HiddenCommand {
        let plan = <Reference as Player<Hidden>>::command(&mut Reference(0), view, dice);
        if self.only.is_some_and(|r| r != view.role) || view.role != Role::Human {
            return plan;
        }
        let o = odds(&view);
        let mut plan = plan;
        if view.may_shoot() && !matches!(plan, HiddenCommand::Claim(_)) {
            let search = Search::new(&view, &o);
            let mine = search.best();
            let theirs = match &plan {
                HiddenCommand::Shoot(path) => Some((search.worth(path), path.clone())),
                _ => None,
            };
            let best = [mine, theirs.clone()]
                .into_iter()
                .flatten()
                .max_by(|a, b| a.0.total_cmp(&b.0));
            if let Some((worth, path)) = best
                && worth >= SHOOT_AT
            {
                return HiddenCommand::Shoot(path);
            }
            if let Some((worth, _)) = theirs
                && worth < KEEP_AT
            {
                // The baseline's shot is not worth its arrow: its walk.
                let mut unarmed = view;
                unarmed.arrows = 0;
                plan = <Reference as Player<Hidden>>::command(&mut Reference(0), unarmed, dice);
            }
        }
        let wanted = match plan {
            HiddenCommand::Move(room) => Some(room),
            HiddenCommand::Stay => None,
            other => return other,
        };
        let risk = |to: Option<u8>| match to {
            Some(label) => {
                let r = o.room(label);
                r.pit + RIDE * r.bats + FEAR * r.wumpus
            }
            None => FEAR * o.room(view.room).wumpus,
        };
        let mut best = (risk(wanted), wanted);
        for to in view.adjacent.iter().map(|&a| Some(a)) {
            let r = risk(to);
            if r + SLACK < best.0 {
                best = (r, to);
            }
        }
        best.1.map_or(HiddenCommand::Stay, HiddenCommand::Move)
    }
}

/// What an arrow search reads.
struct Search<'a, 'v> {
    view: &'a HiddenView<'v>,
    o: &'a Odds,
    tunnels: [Option<[Label; 3]>; ROOMS + 1],
    /// Per label: expected fellow humans there.
    kin: [f64; ROOMS + 1],
    range: usize,
}

impl<'a, 'v> Search<'a, 'v> {
    fn new(view: &'a HiddenView<'v>, o: &'a Odds) -> Search<'a, 'v> {
        let mut tunnels: [Option<[Label; 3]>; ROOMS + 1] = [None; ROOMS + 1];
        for h in view.notebook {
            if let Happening::Sensed { room, adjacent, .. } = h
                && let Some(slot) = tunnels.get_mut(usize::from(*room))
            {
                *slot = Some(*adjacent);
            }
        }
        Search {
            view,
            o,
            kin: company::presence(view, &tunnels),
            tunnels,
            range: usize::from(view.rules.arrow_range).max(1),
        }
    }

    /// The arrow path (through tunnels the seat knows, never back through
    /// its own room) with the most chance to pass a Wumpus player less what
    /// it risks of fellow humans (the rooms taken as independent), with
    /// that worth.
    fn best(&self) -> Option<(f64, Vec<Label>)> {
        let mut best = None;
        let mut path = Vec::with_capacity(self.range);
        self.extend(self.view.adjacent, 1.0, 0.0, &mut path, &mut best);
        best
    }

    /// The same worth for any path (one through unknown tunnels is taken
    /// as flying where it says).
    fn worth(&self, path: &[Label]) -> f64 {
        let mut miss = 1.0;
        let mut friends = 0.0;
        for (i, &r) in path.iter().enumerate() {
            if path[..i].contains(&r) {
                continue;
            }
            if r == self.view.room {
                friends += 1.0;
            }
            miss *= 1.0 - self.o.room(r).wumpus;
            friends += self.kin[usize::from(r).min(ROOMS)];
        }
        1.0 - miss - KIN * friends
    }

    /// Every path on from `path` through `next`, each scored: `miss` the
    /// chance no Wumpus was passed yet, `friends` the fellow humans
    /// expected in the rooms passed.
    fn extend(
        &self,
        next: [Label; 3],
        miss: f64,
        friends: f64,
        path: &mut Vec<Label>,
        best: &mut Option<(f64, Vec<Label>)>,
    ) {
        for r in next {
            if r == self.view.room || path.contains(&r) {
                continue;
            }
            let m = miss * (1.0 - self.o.room(r).wumpus);
            let f = friends + self.kin[usize::from(r).min(ROOMS)];
            let worth = 1.0 - m - KIN * f;
            path.push(r);
            if best.as_ref().is_none_or(|b| worth > b.0 + 1e-12) {
                *best = Some((worth, path.clone()));
            }
            if path.len() < self.range
                && let Some(on) = self.tunnels.get(usize::from(r)).copied().flatten()
            {
                self.extend(on, m, f, path, best);
            }
            path.pop();
        }
    }
}
