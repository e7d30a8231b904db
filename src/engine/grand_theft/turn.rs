//! One command: walk or charge along a street, then the arrival checks of
//! docs/rules.md, Grand Theft, in order, again after every kidnapping.

use super::{Command, Ending, Event, GrandTheft, Refusal};
use crate::engine::cave::RoomId;

impl GrandTheft {
    /// Carries out one command. A refused command changes nothing (not even
    /// the dice); an accepted one counts a turn and appends what happened.
    pub fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::GameOver);
        }
        let (Command::Walk(to) | Command::Charge(to)) = *command;
        if to.index() >= self.city.nodes() {
            return Err(Refusal::NoSuchNode(to));
        }
        let Some(street) = self.city.street(self.player, to) else {
            return Err(Refusal::NotAdjacent {
                from: self.player,
                to,
            });
        };
        self.turn += 1;
        let charging = matches!(command, Command::Charge(_));
        out.push(Event::Walked { to, charging });
        self.arrive(to, street.cops, charging, out);
        Ok(())
    }

    /// The arrival checks at `at`: cops on the street taken, the Wumpus, a
    /// wasted bullet, a gang on a first visit (which moves the player and
    /// checks again, with no street and no charge).
    fn arrive(&mut self, at: RoomId, cops: bool, charging: bool, out: &mut Vec<Event>) {
        let (mut at, mut cops, mut charging) = (at, cops, charging);
        loop {
            let first_visit = !self.visited[at.index()];
            self.visited[at.index()] = true;
            self.player = at;
            if cops {
                out.push(Event::Cops);
                return self.end(Ending::Cops, out);
            }
            if self.city.wumpus == at {
                if charging {
                    out.push(Event::FoundWumpus);
                    return self.end(Ending::Won, out);
                }
                out.push(Event::RanIntoWumpus);
                return self.end(Ending::RanIntoWumpus, out);
            }
            if charging {
                self.bullets = self.bullets.saturating_sub(1);
                if self.bullets == 0 {
                    out.push(Event::WastedLastBullet);
                    return self.end(Ending::WastedBullet, out);
                }
                out.push(Event::BulletSpent { left: self.bullets });
            }
            if !(first_visit && self.city.gang_at(at)) {
                return;
            }
            self.gangs_met.push(at);
            let n = self.city.nodes() as u32;
            let to = RoomId(self.dice.below(n) as u16);
            out.push(Event::Kidnapped { to });
            (at, cops, charging) = (to, false, false);
        }
    }

    fn end(&mut self, ending: Ending, out: &mut Vec<Event>) {
        self.ending = Some(ending);
        out.push(Event::GameOver(ending));
    }
}
