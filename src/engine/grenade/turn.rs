//! One command: a move through a tunnel, or a grenade tossed through one,
//! with the wumpi it alerts.

use super::{BATS, Command, Ending, Event, Grenade, PIT, Refusal, Secret};
use crate::engine::cave::RoomId;

impl Grenade {
    /// Carries out one command. A refused command changes nothing (not even
    /// the dice) and says why; an accepted one counts a turn and appends what
    /// happened to `out`.
    pub fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::GameOver);
        }
        let (Command::Move { tunnel } | Command::Toss { tunnel }) = *command;
        let tunnels = self.cave().tunnels(self.player);
        let Some(&to) = tunnels.get(usize::from(tunnel)) else {
            return Err(Refusal::NoSuchTunnel {
                tunnel,
                tunnels: tunnels.len().min(usize::from(u8::MAX)) as u8,
            });
        };
        self.turn += 1;
        let first = out.len();
        match command {
            Command::Move { .. } => self.walk(tunnel, to, out),
            Command::Toss { .. } => self.toss(to, out),
        }
        let perceived = |e: &Event| !matches!(e, Event::Secret(_));
        self.history.push(
            *command,
            &out[first..],
            perceived,
            self.player,
            Default::default(),
        );
        self.settle();
        Ok(())
    }

    fn walk(&mut self, tunnel: u8, to: RoomId, out: &mut Vec<Event>) {
        let from = self.player;
        self.player = to;
        self.visited[to.index()] = true;
        out.push(Event::Walked { tunnel, to });
        if self.wumpus_in(to) {
            out.push(Event::Devoured);
            self.end(Ending::Devoured, out);
        } else if self.hazards[to.index()] & PIT != 0 {
            out.push(Event::FellInPit);
            self.end(Ending::Pit, out);
        } else if self.hazards[to.index()] & BATS != 0 {
            out.push(Event::CarriedOff);
            // The drop cave is empty, so nothing more happens there.
            self.player = self.drop_cave(from);
            out.push(Event::Secret(Secret::DroppedIn(self.player)));
        }
    }

    /// A uniformly random empty cave other than `from`. Rules that pass
    /// `problems()` always leave one; without one the bats put the player
    /// back where they came from, which the player had to leave empty.
    fn drop_cave(&mut self, from: RoomId) -> RoomId {
        let ok = |g: &Grenade, r: &RoomId| *r != from && g.is_empty(*r);
        let count = self.cave().room_ids().filter(|r| ok(self, r)).count() as u32;
        if count == 0 {
            return from;
        }
        let k = self.dice.below(count) as usize;
        self.cave()
            .room_ids()
            .filter(|r| ok(self, r))
            .nth(k)
            .unwrap_or(from)
    }

    fn toss(&mut self, target: RoomId, out: &mut Vec<Event>) {
        // `apply` is only reached with grenades left: at 0 the game is over.
        self.grenades = self.grenades.saturating_sub(1);
        out.push(Event::Secret(Secret::GrenadeLanded(target)));
        if self.wumpus_in(target) {
            for w in self
                .wumpi
                .iter_mut()
                .filter(|w| w.alive && w.room == target)
            {
                w.alive = false;
            }
            self.wumpi_at[target.index()] = 0;
            out.push(Event::Scream);
        } else {
            out.push(Event::Missed);
        }
        // Printed after every toss, the winning one too, so the line itself
        // never tells the player that a kill was the last.
        out.push(Event::OnTheMove);
        if self.wumpi_left() == 0 {
            out.push(Event::AllDead);
            self.end(Ending::Won, out);
            return;
        }
        // Who hears the blast is settled before anyone runs: each runs at
        // most once, even one that lands next to the blast.
        let mut alerted = std::mem::take(&mut self.alerted.0);
        alerted.clear();
        let near = self.cave().tunnels(target);
        alerted.extend(
            (0..self.wumpi.len())
                .filter(|&i| self.wumpi[i].alive && near.contains(&self.wumpi[i].room)),
        );
        // `any` stops at the first wumpus to reach the player: after a
        // chomp nobody else runs.
        let chomped = alerted.iter().any(|&i| {
            self.flee(i, out);
            self.wumpi[i].room == self.player
        });
        self.alerted.0 = alerted;
        if chomped {
            out.push(Event::Chomped);
            self.end(Ending::EatenMoving, out);
            return;
        }
        if self.grenades == 0 {
            out.push(Event::OutOfGrenades);
            self.end(Ending::OutOfGrenades, out);
        }
    }

    /// Wumpus `i` runs to a uniformly random one of the distinct caves its
    /// tunnels lead to that hold no wumpus, pit or bats (the player's cave
    /// counts as empty); with none, it stays.
    fn flee(&mut self, i: usize, out: &mut Vec<Event>) {
        let from = self.wumpi[i].room;
        // A repeated tunnel is one cave, not a heavier choice.
        let open = |g: &Grenade, k: usize| {
            let tunnels = g.cave().tunnels(from);
            !tunnels[..k].contains(&tunnels[k]) && g.is_empty(tunnels[k])
        };
        let degree = self.cave().tunnels(from).len();
        let count = (0..degree).filter(|&k| open(self, k)).count() as u32;
        let wumpus = i as u8;
        if count == 0 {
            out.push(Event::Secret(Secret::WumpusStayed { wumpus }));
            return;
        }
        let pick = self.dice.below(count) as usize;
        let Some(k) = (0..degree).filter(|&k| open(self, k)).nth(pick) else {
            return;
        };
        let to = self.cave().tunnels(from)[k];
        self.wumpi_at[from.index()] -= 1;
        self.wumpi_at[to.index()] += 1;
        self.wumpi[i].room = to;
        out.push(Event::Secret(Secret::WumpusFled { wumpus, from, to }));
    }
}
