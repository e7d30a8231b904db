//! What the player has learned of the labyrinth, in fragments.
//!
//! The player is told the labyrinth's size and their start, so the first
//! fragment has true coordinates. A wormhole puts them somewhere unknown:
//! a new fragment starts there, with its own coordinates. Two fragments
//! merge as soon as one wormhole is known to be in both:
//! - with `reveal_wormhole_numbers`, every hole fallen into or come out of
//!   is known by number, so when the player comes out of a hole whose
//!   number an old fragment knows, they are there (and if a number turns
//!   up in two fragments, the two are one);
//! - without numbers, one hole cannot be told from another by standing on
//!   it. What the player does know is that a wormhole always leads to the
//!   same place: falling again into a hole fallen into before puts them
//!   where they came out the first time, so that fragment continues.
//!   Holes are never identified otherwise (documented, not a bug: the
//!   player could not know more from what they are told).
//!
//! The atlas reads only commands and the events the player saw, never the
//! game's hidden state.

use crate::engine::labyrinth::{Command, Dir, Event};
use std::collections::HashMap;

/// What the player knows of one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    Floor,
    Wall,
    Start,
    Exit,
    /// Where treasure was found (and taken).
    Treasure,
    /// A wormhole, by number when the rules tell it.
    Wormhole(Option<u8>),
}

type Pos = (i32, i32);

/// A connected piece of knowledge with its own coordinates.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fragment {
    pub cells: HashMap<Pos, Known>,
    /// Cells walked, in order (for the route at game over).
    pub walked: Vec<Pos>,
    /// True for the fragment with the labyrinth's true coordinates.
    pub anchored: bool,
}

impl Fragment {
    /// (min x, min y, max x, max y) of what it knows.
    pub fn bounds(&self) -> (i32, i32, i32, i32) {
        let mut b = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for &(x, y) in self.cells.keys() {
            b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
        }
        if b.0 > b.2 { (0, 0, 0, 0) } else { b }
    }
}

/// Every fragment, where the player is, and what identifies holes.
#[derive(Clone, Debug, PartialEq)]
pub struct Atlas {
    /// `None` once merged into another.
    fragments: Vec<Option<Fragment>>,
    current: usize,
    pos: Pos,
    /// Numbered holes: where each number is known to be.
    numbered: HashMap<u8, (usize, Pos)>,
    /// A hole fallen into (fragment, place) and where it put the player.
    leads_to: HashMap<(usize, Pos), (usize, Pos)>,
    /// Merges so far.
    pub merges: u32,
    /// What the last fall did to the map, if the last move was a fall.
    pub last_fall: Option<Fall>,
}

/// What a fall through a wormhole did to the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fall {
    /// Somewhere unknown: a new fragment.
    NewFragment,
    /// Onto a hole a fragment knows: the player is back on it.
    Known,
    /// A hole turned up in two fragments: they became one.
    Merged,
}

impl Atlas {
    /// The player at `start` (interior coordinates) and nothing else known.
    pub fn new(start: (usize, usize)) -> Atlas {
        let pos = (start.0 as i32, start.1 as i32);
        let mut first = Fragment {
            anchored: true,
            ..Fragment::default()
        };
        first.cells.insert(pos, Known::Start);
        first.walked.push(pos);
        Atlas {
            fragments: vec![Some(first)],
            current: 0,
            pos,
            numbered: HashMap::new(),
            leads_to: HashMap::new(),
            merges: 0,
            last_fall: None,
        }
    }

    /// The live fragments, oldest first, with their index.
    pub fn fragments(&self) -> impl Iterator<Item = (usize, &Fragment)> {
        self.fragments
            .iter()
            .enumerate()
            .filter_map(|(i, f)| f.as_ref().map(|f| (i, f)))
    }

    pub fn current(&self) -> usize {
        self.current
    }

    /// Where the player is in the current fragment.
    pub fn pos(&self) -> (i32, i32) {
        self.pos
    }

    /// What the player knows of the cell `at` of the fragment they are on
    /// (`None`: nothing).
    pub fn known_here(&self, at: (i32, i32)) -> Option<Known> {
        let fragment = self.fragments.get(self.current)?.as_ref()?;
        fragment.cells.get(&at).copied()
    }

    /// Whether the fragment the player is on has the labyrinth's own
    /// coordinates (its outer walls are then known).
    pub fn anchored_here(&self) -> bool {
        self.fragments
            .get(self.current)
            .and_then(Option::as_ref)
            .is_some_and(|f| f.anchored)
    }

    pub fn fragment_count(&self) -> usize {
        self.fragments().count()
    }

    fn here(&mut self) -> &mut Fragment {
        if self.fragments[self.current].is_none() {
            self.fragments[self.current] = Some(Fragment::default());
        }
        match self.fragments[self.current].as_mut() {
            Some(f) => f,
            None => unreachable!("just filled"),
        }
    }

    fn mark(&mut self, at: Pos, known: Known) {
        let cells = &mut self.here().cells;
        // Something special is never downgraded to floor.
        match cells.get(&at) {
            Some(Known::Floor) | None => {
                cells.insert(at, known);
            }
            Some(_) if known != Known::Floor => {
                cells.insert(at, known);
            }
            Some(_) => {}
        }
    }

    /// A command the engine refused: a wall where the player tried to go.
    pub fn bumped(&mut self, command: &Command) {
        if let Command::Go(dir) = command {
            let (dx, dy) = dir.delta();
            let at = (self.pos.0 + dx, self.pos.1 + dy);
            self.here().cells.insert(at, Known::Wall);
        }
    }

    /// The events of a command carried out, as the player saw them.
    pub fn observe(&mut self, events: &[Event]) {
        self.last_fall = None;
        let Some(dir) = events.iter().find_map(|e| match e {
            Event::Stepped(dir) => Some(*dir),
            _ => None,
        }) else {
            return;
        };
        let to = step(self.pos, dir);
        let mut kind = Known::Floor;
        let mut fell = None;
        for e in events {
            match *e {
                Event::TreasureFound => kind = Known::Treasure,
                Event::ExitWithoutTreasure => kind = Known::Exit,
                Event::GameOver(crate::engine::labyrinth::Ending::Won) => kind = Known::Exit,
                Event::Wormhole { numbers } => {
                    kind = Known::Wormhole(numbers.map(|n| n.0));
                    fell = Some(numbers);
                }
                _ => {}
            }
        }
        self.mark(to, kind);
        self.pos = to;
        self.here().walked.push(to);
        if let Some(numbers) = fell {
            self.fall(numbers);
        }
    }

    /// The player fell into the hole where they stand and came out of
    /// another (numbers: the two holes' numbers, if told).
    fn fall(&mut self, numbers: Option<(u8, u8)>) {
        let merges = self.merges;
        let hole = (self.current, self.pos);
        if let Some((into, _)) = numbers {
            self.learn_number(into, hole);
        }
        // A merge may have moved the player into another fragment.
        let hole = (self.current, self.pos);
        let known = self
            .leads_to
            .get(&hole)
            .copied()
            .or_else(|| numbers.and_then(|(_, out)| self.numbered.get(&out).copied()));
        self.last_fall = Some(if known.is_some() {
            Fall::Known
        } else {
            Fall::NewFragment
        });
        let arrival = match known {
            Some(place) => place,
            None => {
                self.fragments.push(Some(Fragment::default()));
                (self.fragments.len() - 1, (0, 0))
            }
        };
        self.leads_to.insert(hole, arrival);
        self.current = arrival.0;
        self.pos = arrival.1;
        let out = numbers.map(|n| n.1);
        self.mark(self.pos, Known::Wormhole(out));
        self.here().walked.push(arrival.1);
        if let Some(out) = out {
            self.learn_number(out, arrival);
        }
        if self.merges > merges {
            self.last_fall = Some(Fall::Merged);
        }
    }

    /// Hole `k` is at `place`; if another fragment has it elsewhere, the
    /// two fragments are one.
    fn learn_number(&mut self, k: u8, place: (usize, Pos)) {
        match self.numbered.get(&k).copied() {
            Some(old) if old.0 != place.0 => self.merge(old, place),
            Some(_) => {}
            None => {
                self.numbered.insert(k, place);
            }
        }
    }

    /// `a` and `b` are the same cell in two fragments: one absorbs the other.
    fn merge(&mut self, a: (usize, Pos), b: (usize, Pos)) {
        let keep_a = match (&self.fragments[a.0], &self.fragments[b.0]) {
            (Some(fa), Some(fb)) => fa.anchored || (!fb.anchored && a.0 < b.0),
            _ => return,
        };
        let ((keep, kp), (gone, gp)) = if keep_a { (a, b) } else { (b, a) };
        let (dx, dy) = (kp.0 - gp.0, kp.1 - gp.1);
        let shift = |p: Pos| (p.0 + dx, p.1 + dy);
        let Some(old) = self.fragments[gone].take() else {
            return;
        };
        for (p, k) in old.cells {
            let slot = self.fragments[keep]
                .as_mut()
                .map(|f| f.cells.entry(shift(p)).or_insert(k));
            if let Some(slot) = slot
                && *slot == Known::Floor
            {
                *slot = k;
            }
        }
        if let Some(f) = self.fragments[keep].as_mut() {
            f.walked.extend(old.walked.into_iter().map(shift));
        }
        let moved = |place: &mut (usize, Pos)| {
            if place.0 == gone {
                *place = (keep, shift(place.1));
            }
        };
        for place in self.numbered.values_mut() {
            moved(place);
        }
        let leads: Vec<_> = self.leads_to.drain().collect();
        for (mut from, mut to) in leads {
            moved(&mut from);
            moved(&mut to);
            self.leads_to.insert(from, to);
        }
        if self.current == gone {
            self.current = keep;
            self.pos = shift(self.pos);
        }
        self.merges += 1;
    }
}

fn step(p: Pos, dir: Dir) -> Pos {
    let (dx, dy) = dir.delta();
    (p.0 + dx, p.1 + dy)
}
