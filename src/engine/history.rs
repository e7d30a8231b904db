//! A player's perception history: per command, what they asked and what
//! they perceived. Hints and smart bots read it (through a rule set's
//! `View`) to reason about everything sensed so far. A rule set records
//! only what the game told the player, never a secret, so two games the
//! player cannot tell apart keep equal histories.

/// One entry: the start of the game (no command), or one command carried
/// out, with where the player stood after it and what they sensed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry<C, P, S> {
    command: Option<C>,
    /// `History::events[start..end]`.
    start: u32,
    end: u32,
    here: P,
    senses: S,
}

/// Every entry, with their events in one flat list so that a command
/// allocates nothing once a game has warmed up (the simulator reuses a
/// game's memory from game to game).
#[derive(Clone, Debug)]
pub struct History<C, E, P, S> {
    entries: Vec<Entry<C, P, S>>,
    events: Vec<E>,
}

impl<C, E, P, S> Default for History<C, E, P, S> {
    fn default() -> Self {
        History {
            entries: Vec::new(),
            events: Vec::new(),
        }
    }
}

impl<C: Copy, E: Copy, P: Copy, S: Copy + Default> History<C, E, P, S> {
    pub fn clear(&mut self) {
        self.entries.clear();
        self.events.clear();
    }

    /// The start of a game: no command yet.
    pub fn begin(&mut self, here: P) {
        self.clear();
        self.entries.push(Entry {
            command: None,
            start: 0,
            end: 0,
            here,
            senses: S::default(),
        });
    }

    /// A command carried out and the events it gave, keeping only those
    /// `perceived` says the player perceives; `here` and `senses` as
    /// `settle` takes them, when they are known already.
    pub fn push(
        &mut self,
        command: C,
        events: &[E],
        perceived: impl Fn(&E) -> bool,
        here: P,
        senses: S,
    ) {
        let start = self.events.len() as u32;
        self.events
            .extend(events.iter().filter(|e| perceived(e)).copied());
        self.entries.push(Entry {
            command: Some(command),
            start,
            end: self.events.len() as u32,
            here,
            senses,
        });
    }

    /// Where the player stands and what they sense once the latest entry's
    /// command is over (set again if the senses are worked out again).
    pub fn settle(&mut self, here: P, senses: S) {
        if let Some(last) = self.entries.last_mut() {
            last.here = here;
            last.senses = senses;
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn get(&self, i: usize) -> Option<Perceived<'_, C, E, P, S>> {
        let e = self.entries.get(i)?;
        Some(Perceived {
            command: e.command,
            events: self
                .events
                .get(e.start as usize..e.end as usize)
                .unwrap_or(&[]),
            here: e.here,
            senses: e.senses,
        })
    }

    pub fn iter(&self) -> impl Iterator<Item = Perceived<'_, C, E, P, S>> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

/// One command as the player lived it. The first entry of a history is the
/// start of the game: `command` is `None` and `events` empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perceived<'a, C, E, P, S> {
    pub command: Option<C>,
    /// The events the player perceived, in order.
    pub events: &'a [E],
    /// Where the player stood when the command was over.
    pub here: P,
    /// What they sensed there (meaningless once the game is over).
    pub senses: S,
}
