//! One command of the seat to act: a claim, a shot, a move or a stay, and
//! the end of the turn (deaths announced, a win, the next seat).

use super::{
    Audience, BATS, Faction, Happening, Hidden, HiddenCommand, HiddenEvent, HiddenOutcome, Label,
    MAX_CLAIM, PIT, ROOMS, Refusal, Role, index, label,
};
use crate::engine::game::Seat;

impl Hidden {
    pub fn apply(
        &mut self,
        command: &HiddenCommand,
        out: &mut Vec<HiddenEvent>,
    ) -> Result<(), Refusal> {
        let seat = self.to_act.ok_or(Refusal::GameOver)?;
        let s = usize::from(seat.0);
        match command {
            HiddenCommand::Claim(text) => {
                let text = self.check_claim(text)?;
                self.claimed = true;
                self.tell(out, Audience::All, Happening::Claimed(seat, text));
            }
            HiddenCommand::Shoot(path) => {
                self.check_shot(s, path)?;
                self.shot = true;
                self.arrows[s] -= 1;
                let what = Happening::Shot {
                    seat,
                    path: path.clone(),
                };
                self.tell(out, Audience::Only(seat), what);
                self.fly(s, path, out);
                if !self.alive[s] || self.winner().is_some() {
                    self.end_turn(s, out);
                }
            }
            HiddenCommand::Move(to) => {
                let here = self.rooms[s];
                if !(1..=ROOMS as u8).contains(to) {
                    return Err(Refusal::NoSuchRoom(*to));
                }
                if !self.is_adjacent(here, index(*to)) {
                    return Err(Refusal::NotAdjacent(*to));
                }
                self.walk(s, index(*to), out);
                self.end_turn(s, out);
            }
            HiddenCommand::Stay => self.end_turn(s, out),
        }
        self.turn += 1;
        Ok(())
    }

    /// The claim as it goes to the log (trimmed), or why it may not.
    fn check_claim(&self, text: &str) -> Result<String, Refusal> {
        if self.claimed {
            return Err(Refusal::AlreadyClaimed);
        }
        if self.shot {
            return Err(Refusal::ClaimAfterShot);
        }
        let text = text.trim();
        if text.is_empty() {
            return Err(Refusal::EmptyClaim);
        }
        if text.chars().count() > MAX_CLAIM || text.chars().any(char::is_control) {
            return Err(Refusal::ClaimTooLong { max: MAX_CLAIM });
        }
        Ok(text.to_string())
    }

    fn check_shot(&self, s: usize, path: &[Label]) -> Result<(), Refusal> {
        if self.roles[s] == Role::Wumpus {
            return Err(Refusal::NotHuman);
        }
        if self.shot {
            return Err(Refusal::AlreadyShot);
        }
        if self.arrows[s] == 0 {
            return Err(Refusal::NoArrows);
        }
        if path.is_empty() {
            return Err(Refusal::EmptyPath);
        }
        if path.len() > usize::from(self.rules.arrow_range) {
            return Err(Refusal::PathTooLong {
                max: self.rules.arrow_range,
            });
        }
        if let Some(&bad) = path.iter().find(|l| !(1..=ROOMS as u8).contains(*l)) {
            return Err(Refusal::NoSuchRoom(bad));
        }
        Ok(())
    }

    /// The arrow of seat `s` along `path`: an invalid step flies through a
    /// random tunnel (a public d3), then the list goes on. Every player in
    /// every room it enters dies, the shooter too.
    fn fly(&mut self, s: usize, path: &[Label], out: &mut Vec<HiddenEvent>) {
        let seat = Seat(s as u8);
        let mut at = self.rooms[s];
        for &want in path {
            let want = index(want);
            let next = if self.is_adjacent(at, want) {
                want
            } else {
                let sides = self.adj[usize::from(at)].len() as u8;
                let roll = self.dice.below(u32::from(sides)) as u8;
                let what = Happening::ArrowMisfire {
                    seat,
                    roll: roll + 1,
                    sides,
                };
                self.tell(out, Audience::All, what);
                self.adj[usize::from(at)][usize::from(roll)]
            };
            at = next;
            self.tell(out, Audience::Only(seat), Happening::ArrowPassed(label(at)));
            for o in 0..self.rooms.len() {
                if self.alive[o] && self.rooms[o] == at {
                    self.alive[o] = false;
                }
            }
        }
    }

    /// Seat `s` walks into `to`.
    fn walk(&mut self, s: usize, to: u8, out: &mut Vec<HiddenEvent>) {
        let seat = Seat(s as u8);
        self.rooms[s] = to;
        self.tell(
            out,
            Audience::Only(seat),
            Happening::Moved {
                seat,
                to: label(to),
            },
        );
        match self.roles[s] {
            Role::Wumpus => {
                for o in 0..self.rooms.len() {
                    if self.alive[o] && self.roles[o] == Role::Human && self.rooms[o] == to {
                        self.alive[o] = false;
                    }
                }
                let h = self.hazards[usize::from(to)];
                if h & PIT != 0 {
                    let what = Happening::Immune(seat, super::Hazard::Pit);
                    self.tell(out, Audience::Only(seat), what);
                }
                if h & BATS != 0 {
                    let what = Happening::Immune(seat, super::Hazard::Bats);
                    self.tell(out, Audience::Only(seat), what);
                }
            }
            Role::Human => loop {
                let at = self.rooms[s];
                let wumpus = (0..self.rooms.len())
                    .any(|o| self.alive[o] && self.roles[o] == Role::Wumpus && self.rooms[o] == at);
                let h = self.hazards[usize::from(at)];
                if wumpus || h & PIT != 0 {
                    self.alive[s] = false;
                    break;
                }
                if h & BATS == 0 {
                    break;
                }
                let roll = self.dice.below(ROOMS as u32) as u8;
                self.rooms[s] = roll;
                let what = Happening::BatDrop {
                    seat,
                    roll: label(roll),
                };
                self.tell(out, Audience::All, what);
            },
        }
    }

    /// Who has won, if anyone (module doc: the humans' win counts first).
    pub(super) fn winner(&self) -> Option<HiddenOutcome> {
        let living = |role: Role| {
            (0..self.roles.len()).filter(move |&o| self.alive[o] && self.roles[o] == role)
        };
        if living(Role::Wumpus).next().is_none() {
            return Some(HiddenOutcome::Humans);
        }
        let mut humans = living(Role::Human).peekable();
        if humans.peek().is_none() || humans.all(|o| self.arrows[o] == 0) {
            return Some(HiddenOutcome::Wumpuses);
        }
        None
    }

    /// The end of seat `s`'s turn: deaths told with roles, a win, or the
    /// next living seat in order.
    fn end_turn(&mut self, s: usize, out: &mut Vec<HiddenEvent>) {
        for o in 0..self.roles.len() {
            if !self.alive[o] && self.public[o].alive {
                self.public[o].alive = false;
                self.public[o].role = Some(self.roles[o]);
                let what = Happening::Died {
                    seat: Seat(o as u8),
                    role: self.roles[o],
                };
                self.tell(out, Audience::All, what);
            }
        }
        if let Some(won) = self.winner() {
            self.outcome = Some(won);
            self.to_act = None;
            let faction = match won {
                HiddenOutcome::Humans => Faction::Humans,
                HiddenOutcome::Wumpuses => Faction::Wumpuses,
            };
            self.tell(out, Audience::All, Happening::Won(faction));
            return;
        }
        let n = self.roles.len();
        // A living seat exists: else someone would have won.
        let next = (1..=n)
            .map(|k| (s + k) % n)
            .find(|&o| self.alive[o])
            .unwrap_or(s);
        self.begin_turn(next, out);
    }
}
