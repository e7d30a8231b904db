//! Wumpus 3's events at the end of a command the player survives:
//! earthquakes move the pits, the bats and the termites migrate.

use super::{BATS, Classic, PIT, TERMITES};
use super::{Event, Hazard, Secret};
use crate::engine::cave::RoomId;

impl Classic {
    /// In the order of docs/rules.md, Classic: Wumpus 3 events: earthquake, bat
    /// migration, termite migration. A chance of 0 (the default) draws nothing,
    /// so seeded games without these events are unchanged.
    /// Most rule sets have none of these events: the check for that is
    /// kept where it is called, and the events themselves out of line.
    #[inline]
    pub(super) fn wumpus3_events(&mut self, out: &mut Vec<Event>) {
        let r = &self.rules;
        if r.earthquake_chance > 0.0
            || r.bat_migration_chance > 0.0
            || r.termite_migration_chance > 0.0
        {
            self.wumpus3_draws(out);
        }
    }

    #[inline(never)]
    fn wumpus3_draws(&mut self, out: &mut Vec<Event>) {
        if self.happens(self.rules.earthquake_chance) {
            out.push(Event::GroundShook);
            self.migrate(PIT, Hazard::Pit, out);
        }
        if self.happens(self.rules.bat_migration_chance) {
            out.push(Event::WingsInTheDistance);
            self.migrate(BATS, Hazard::Bats, out);
        }
        if self.happens(self.rules.termite_migration_chance) {
            self.migrate(TERMITES, Hazard::Termites, out);
        }
    }

    fn happens(&mut self, chance: f64) -> bool {
        chance > 0.0 && self.dice.roll(chance)
    }

    fn migrate(&mut self, bit: u8, hazard: Hazard, out: &mut Vec<Event>) {
        let from: Vec<RoomId> = self
            .cave
            .room_ids()
            .filter(|r| self.hazards[r.index()] & bit != 0)
            .collect();
        for room in from {
            let Some(to) = self.room_holding_nothing() else {
                return;
            };
            self.hazards[room.index()] &= !bit;
            self.hazards[to.index()] |= bit;
            out.push(Event::Secret(Secret::HazardMoved {
                hazard,
                from: room,
                to,
            }));
        }
    }

    /// A uniformly random room with no hazard, no living wumpus and not the
    /// player; `None` when there is none.
    fn room_holding_nothing(&mut self) -> Option<RoomId> {
        let nothing = |g: &Classic, r: RoomId| {
            g.hazards[r.index()] == 0
                && r != g.player
                && !g.wumpi.iter().any(|w| w.alive && w.room == r)
        };
        let count = self.cave.room_ids().filter(|&r| nothing(self, r)).count() as u32;
        if count == 0 {
            return None;
        }
        let k = self.dice.below(count) as usize;
        self.cave.room_ids().filter(|&r| nothing(self, r)).nth(k)
    }
}
