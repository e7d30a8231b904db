//! A table's talk in its game's record (`record::talk`): kept like the
//! asides, as an annotation, each line after the number of commands made.

use super::Keeper;
use crate::front::Adapter;
use crate::record::Talk;
use crate::record::talk::{KEY, VERSION};

impl<A: Adapter> Keeper<A> {
    /// `line` was said at the table. A game that has ended is filed: what
    /// is said after its end is the table's, not the record's.
    pub fn talked(&mut self, mut line: Talk) {
        if self.ended {
            return;
        }
        line.after = self.commands();
        self.talk.push(line);
        if let Some(r) = &mut self.recorder {
            // A list of plain data always serializes.
            let _ = r.annotations_mut().set(KEY, VERSION, &self.talk);
        }
        if self.commands() > 0 {
            self.offer();
        }
    }
}
