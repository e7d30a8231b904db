//! The depth-first explorer, the other simple explorer to measure the
//! smart bot against. It maps what it meets around where it came out of
//! the last wormhole (it does not work out where that is), walks into the
//! first unknown cell next to it (N, E, S, W, turned by a draw per game),
//! and backs up when it meets none. Carrying the treasure, it walks the
//! shortest known way to an exit it has stood on. With its piece walked
//! out it steps onto the nearest hole it knows, else it waits. It reads
//! only what the player meets.

use crate::ai::hash::{Map, map};
use crate::ai::labyrinth::{Pos, step};
use crate::engine::labyrinth::{Command, Dir, Event};
use std::collections::VecDeque;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Known {
    Floor,
    Wall,
    Exit,
    Hole,
}

#[derive(Clone, Debug, Default)]
pub struct DepthFirst {
    /// The piece walked since the last wormhole, around where it came out.
    known: Map<Pos, Known>,
    at: Pos,
    /// The steps into new cells not yet backed out of.
    trail: Vec<Dir>,
    carrying: bool,
    /// The order the four ways are tried in (turns of N, E, S, W).
    spin: usize,
}

fn back(d: Dir) -> Dir {
    super::wall::turn(d, 2)
}

impl DepthFirst {
    pub fn begin(&mut self, spin: usize) {
        *self = DepthFirst {
            spin,
            ..DepthFirst::default()
        };
        self.known.insert((0, 0), Known::Floor);
    }

    fn ways(&self) -> impl Iterator<Item = Dir> + '_ {
        (0..4).map(|i| Dir::ALL[(i + self.spin) % 4])
    }

    pub fn command(&mut self) -> Command {
        if self.carrying
            && let Some(d) = self.first_step(|k| k == Known::Exit)
        {
            return Command::Go(d);
        }
        if let Some(d) = self
            .ways()
            .find(|&d| !self.known.contains_key(&step(self.at, d)))
        {
            return Command::Go(d);
        }
        if let Some(&d) = self.trail.last() {
            return Command::Go(back(d));
        }
        match self.first_step(|k| k == Known::Hole) {
            Some(d) => Command::Go(d),
            None => Command::Wait,
        }
    }

    /// The first step of a shortest known way onto a cell that `goal`
    /// picks, over known floor.
    fn first_step(&self, goal: impl Fn(Known) -> bool) -> Option<Dir> {
        let mut first: Map<Pos, Dir> = map();
        let mut queue = VecDeque::from([self.at]);
        while let Some(c) = queue.pop_front() {
            for d in self.ways() {
                let n = step(c, d);
                if n == self.at || first.contains_key(&n) {
                    continue;
                }
                let Some(&k) = self.known.get(&n) else {
                    continue;
                };
                let how = first.get(&c).copied().unwrap_or(d);
                if goal(k) {
                    return Some(how);
                }
                if k == Known::Floor || k == Known::Exit {
                    first.insert(n, how);
                    queue.push_back(n);
                }
            }
        }
        None
    }

    pub fn refused(&mut self, command: &Command) {
        if let Command::Go(d) = command {
            self.known.insert(step(self.at, *d), Known::Wall);
        }
    }

    pub fn applied(&mut self, command: &Command, events: &[Event]) {
        let Command::Go(d) = *command else { return };
        if !events.iter().any(|e| matches!(e, Event::Stepped(_))) {
            return;
        }
        let to = step(self.at, d);
        let mut what = Known::Floor;
        for e in events {
            match e {
                Event::TreasureFound => self.carrying = true,
                Event::ExitWithoutTreasure => what = Known::Exit,
                Event::Wormhole { .. } => what = Known::Hole,
                _ => {}
            }
        }
        if what == Known::Hole {
            // Somewhere unknown: a new piece, whose first cell is a hole.
            self.known.clear();
            self.known.insert((0, 0), Known::Hole);
            self.at = (0, 0);
            self.trail.clear();
            return;
        }
        let new = !self.known.contains_key(&to);
        self.known.insert(to, what);
        if new {
            self.trail.push(d);
        } else if self.trail.last().is_some_and(|&t| back(t) == d) {
            self.trail.pop();
        } else {
            // Off the trail (towards an exit or a hole): back up from here.
            self.trail.clear();
        }
        self.at = to;
    }
}
