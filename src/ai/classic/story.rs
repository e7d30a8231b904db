//! The player's history, read as steps: each command with where the player
//! stood before it, what they perceived, and where they stood after.

use crate::engine::classic::{ArrowCost, Command, Event, Senses, View};

/// What the player did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Act {
    /// Walked into an adjacent room.
    Walk(usize),
    /// `wall_bump = "bsd"`: asked for a room that is not adjacent.
    Wall,
    /// Shot an arrow along these rooms (`len` of them).
    Shoot([u16; 10], usize),
}

/// One command as the odds read it.
#[derive(Clone, Copy, Debug)]
pub struct Step<'a> {
    pub from: usize,
    pub act: Act,
    pub events: &'a [Event],
    pub here: usize,
    pub senses: Senses,
    /// Arrows in the quiver before the command.
    pub arrows: u32,
    /// The game ended during this command.
    pub over: bool,
}

/// The start of the game: where the player stood and what they sensed.
#[derive(Clone, Copy, Debug)]
pub struct Start {
    pub room: usize,
    pub senses: Senses,
}

/// Where reading stopped: the next history entry, and where the player
/// stood and the arrows they held there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    entry: usize,
    from: usize,
    arrows: u32,
}

/// Reads `view`'s history; `None` for a view with no history (never, for a
/// game the engine made).
pub fn read<'a>(view: &View<'a>) -> Option<(Start, Vec<Step<'a>>)> {
    let (start, cursor) = begin(view)?;
    Some((start, read_on(view, cursor).0))
}

/// The start, and a cursor before the first command.
pub fn begin(view: &View<'_>) -> Option<(Start, Cursor)> {
    let first = view.history(0)?;
    let start = Start {
        room: first.here.index(),
        senses: first.senses,
    };
    let cursor = Cursor {
        entry: 1,
        from: start.room,
        arrows: view.rules().arrows,
    };
    Some((start, cursor))
}

/// The steps from `cursor` to the end of the history, and the cursor after
/// them (so a tracker reads each command once, however long the game).
pub fn read_on<'a>(view: &View<'a>, cursor: Cursor) -> (Vec<Step<'a>>, Cursor) {
    let rules = view.rules();
    let Cursor {
        mut arrows,
        mut from,
        ..
    } = cursor;
    let end = view.history_len();
    let mut steps = Vec::with_capacity(end.saturating_sub(cursor.entry));
    for i in cursor.entry..end {
        let Some(entry) = view.history(i) else {
            break;
        };
        let Some(command) = entry.command else {
            continue;
        };
        let walked = entry.events.iter().any(|e| matches!(e, Event::Walked(_)));
        let act = match command {
            Command::Move(to) if walked => Act::Walk(to.index()),
            Command::Move(_) => Act::Wall,
            Command::Shoot(path) => {
                let mut rooms = [0u16; 10];
                for (slot, r) in rooms.iter_mut().zip(path.rooms()) {
                    *slot = r.0;
                }
                Act::Shoot(rooms, path.len())
            }
        };
        let over = entry.events.iter().any(|e| matches!(e, Event::GameOver(_)));
        steps.push(Step {
            from,
            act,
            events: entry.events,
            here: entry.here.index(),
            senses: entry.senses,
            arrows,
            over,
        });
        if let Act::Shoot(_, len) = act {
            let cost = match rules.arrow_cost {
                ArrowCost::PerShot => 1,
                ArrowCost::PerRoom => len as u32,
            };
            arrows = arrows.saturating_sub(cost);
        }
        let eaten = entry
            .events
            .iter()
            .filter(|e| matches!(e, Event::TermitesAteArrow))
            .count() as u32;
        arrows = arrows.saturating_sub(eaten);
        from = entry.here.index();
    }
    let next = Cursor {
        entry: end.max(cursor.entry),
        from,
        arrows,
    };
    (steps, next)
}
