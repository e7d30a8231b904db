//! Wumpus 3's events at the end of a command, mirrored: earthquakes move
//! the pits, the bats and the termites migrate.

use super::Run;
use super::turn::Game;
use crate::ai::classic::world::{Mask, bit, rooms_of};
use crate::engine::classic::Event;

#[derive(Clone, Copy)]
enum Class {
    Pits,
    Bats,
    Termites,
}

impl Game<'_, '_> {
    pub(super) fn wumpus3_events(&mut self) -> Run<()> {
        let rules = self.rules();
        let (quake, bats, termites) = (
            rules.earthquake_chance,
            rules.bat_migration_chance,
            rules.termite_migration_chance,
        );
        if self.dice.roll(quake)? {
            self.expect(Event::GroundShook)?;
            self.migrate(Class::Pits)?;
        }
        if self.dice.roll(bats)? {
            self.expect(Event::WingsInTheDistance)?;
            self.migrate(Class::Bats)?;
        }
        if self.dice.roll(termites)? {
            self.migrate(Class::Termites)?;
        }
        Ok(())
    }

    /// Moves every item of one class (in room order) to a uniformly random
    /// room holding nothing, as the engine does: one at a time, the others
    /// (moved or not) still where they are.
    fn migrate(&mut self, class: Class) -> Run<()> {
        let before = self.class(class);
        for room in rooms_of(before) {
            let held = self.world.hazards() | self.world.wumpi.mask() | bit(self.player);
            let free: Vec<usize> = (0..self.n()).filter(|&r| held & bit(r) == 0).collect();
            if free.is_empty() {
                return Ok(());
            }
            let k = self.dice.pick_unseen(free.len())?;
            let set = self.class(class);
            *self.class_mut(class) = (set & !bit(room)) | bit(free[k]);
        }
        Ok(())
    }

    fn class(&self, class: Class) -> Mask {
        match class {
            Class::Pits => self.world.pits,
            Class::Bats => self.world.bats,
            Class::Termites => self.world.termites,
        }
    }

    fn class_mut(&mut self, class: Class) -> &mut Mask {
        match class {
            Class::Pits => &mut self.world.pits,
            Class::Bats => &mut self.world.bats,
            Class::Termites => &mut self.world.termites,
        }
    }
}
