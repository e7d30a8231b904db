//! A table's talk in its game's record (`record::talk`): kept like the
//! asides, as an annotation, each line after the number of commands made.

use super::Keeper;
use crate::front::Adapter;
use crate::record::Talk;
use crate::record::talk::{KEY, VERSION};

/// Lines a record keeps at most: a line is at most some 900 bytes as JSON
/// (200 cells of text, its name and time), so a record of talk stays far
/// under the most a record file may hold, however long the table talks.
pub const KEPT_MAX: usize = 5000;

impl<A: Adapter> Keeper<A> {
    /// `line` was said at the table. A game that has ended is filed: what
    /// is said after its end is the table's, not the record's.
    pub fn talked(&mut self, mut line: Talk) {
        if self.ended || self.talk.len() >= KEPT_MAX {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Channel, Talk};

    #[test]
    fn a_record_keeps_at_most_its_share_of_talk() {
        let game = crate::engine::hidden::Hidden::new(
            std::sync::Arc::new(crate::engine::hidden::HiddenRules::default()),
            1,
        );
        let opening = crate::front::Opening::unkept("Hidden Wumpus", 1, false);
        let mut keeper = Keeper::<crate::front::hidden::HiddenUi>::new(&game, &opening);
        let line = Talk {
            after: 0,
            at: String::new(),
            who: "ann".into(),
            channel: Channel::Table,
            text: "x".repeat(200),
        };
        for _ in 0..KEPT_MAX + 10 {
            keeper.talked(line.clone());
        }
        let record = keeper.record().expect("recorded");
        assert_eq!(crate::record::talk::talk_of(record).len(), KEPT_MAX);
        let size = record.to_json().expect("json").len() as u64;
        assert!(size < crate::record::read::MAX_FILE / 2, "{size} bytes");
    }
}
