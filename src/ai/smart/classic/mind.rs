//! What the bot's policy reads: where the player is, the arrows, the rooms
//! stood in and whether the wumpus is awake. From the view in play, or
//! carried along by the look-ahead's imagined games.

use crate::ai::classic::story::Act;
use crate::engine::RoomId;
use crate::engine::classic::{ArrowCost, ClassicRules, Command, Event, View};

#[derive(Clone, Debug)]
pub struct Mind {
    pub here: usize,
    pub arrows: u32,
    pub visited: Vec<bool>,
    /// A wumpus was woken (a shot with `wake_on_shot`, a bump, comments).
    pub awake: bool,
    /// The player has walked known rooms for long with nothing new: the
    /// policy must explore or shoot, since a game that only waits is lost
    /// at the turn limit.
    pub restless: bool,
}

impl Mind {
    pub fn of(view: &View<'_>) -> Mind {
        let wake_on_shot = view.rules().wake_on_shot;
        let awake = (1..view.history_len()).any(|i| {
            view.history(i).is_some_and(|h| {
                matches!(h.command, Some(Command::Shoot(_))) && wake_on_shot
                    || h.events
                        .iter()
                        .any(|e| matches!(e, Event::Bumped | Event::CommentsWakeWumpus))
            })
        });
        Mind {
            here: view.here().index(),
            arrows: view.arrows(),
            visited: view.room_ids().map(|r| view.visited(r)).collect(),
            awake,
            restless: false,
        }
    }

    pub fn visited(&self, room: usize) -> bool {
        self.visited.get(room).copied().unwrap_or(false)
    }

    /// After an imagined command with these events, ending in `here`.
    pub fn after(
        &mut self,
        rules: &ClassicRules,
        act: Act,
        events: &[Event],
        here: usize,
        arrows: u32,
    ) {
        if let Act::Shoot(..) = act
            && rules.wake_on_shot
        {
            self.awake = true;
        }
        if events
            .iter()
            .any(|e| matches!(e, Event::Bumped | Event::CommentsWakeWumpus))
        {
            self.awake = true;
        }
        self.here = here;
        self.arrows = arrows;
        if let Some(v) = self.visited.get_mut(here) {
            *v = true;
        }
    }
}

/// A command as the odds' story reads it.
pub fn act_of(command: &Command, here: usize, known: impl Fn(usize, usize) -> bool) -> Act {
    match command {
        Command::Move(to) if known(here, to.index()) => Act::Walk(to.index()),
        Command::Move(_) => Act::Wall,
        Command::Shoot(path) => {
            let mut rooms = [0u16; 10];
            for (slot, r) in rooms.iter_mut().zip(path.rooms()) {
                *slot = r.0;
            }
            Act::Shoot(rooms, path.len())
        }
    }
}

/// What a command costs in arrows.
pub fn cost(rules: &ClassicRules, command: &Command) -> u32 {
    match (command, rules.arrow_cost) {
        (Command::Shoot(_), ArrowCost::PerShot) => 1,
        (Command::Shoot(p), ArrowCost::PerRoom) => p.len() as u32,
        _ => 0,
    }
}

pub fn room(r: usize) -> RoomId {
    RoomId(r as u16)
}
