//! The classic smart bot. It keeps the exact odds up to date, then weighs
//! shots and moves by their expected outcome: a shot by its chance of a
//! kill (and of the arrow coming back), a move by its chance of death on
//! arrival or of a bat ride. Walking into rooms that surely hold nothing
//! costs nothing while the wumpus stays put, so the bot does that first;
//! when every way on is a risk, it looks ahead: for each choice it plays
//! the rest of the game many times, each time in a world drawn from the
//! exact odds, with its own plain policy, and takes the choice that wins
//! most often.

mod choose;
mod mind;
mod rollout;

pub use mind::Mind;

use crate::ai::classic::track::Tracker;
use crate::engine::Dice;
use crate::engine::Player;
use crate::engine::classic::{Classic, Command, View};

pub struct Bot {
    tracker: Option<Tracker>,
    /// The bot's own chance, for its look-ahead (a fixed stream, so a game
    /// with the same seed is played the same).
    dice: Dice,
    /// Worlds drawn per look-ahead.
    pub samples: usize,
    /// Rooms stood in at the last command, and commands since that grew.
    known: usize,
    quiet: usize,
}

/// Commands in known rooms, with no shot, after which the bot explores.
const STALL: usize = 40;

impl Default for Bot {
    fn default() -> Bot {
        Bot {
            tracker: None,
            dice: Dice::side_stream(0x5ca1ab1e, 0),
            samples: 48,
            known: 0,
            quiet: 0,
        }
    }
}

impl Player<Classic> for Bot {
    fn begin(&mut self) {
        self.tracker = None;
        self.known = 0;
        self.quiet = 0;
    }

    fn command(&mut self, view: View<'_>, dice: &mut Dice) -> Command {
        if self.tracker.is_none() {
            // Seeded from the game's own bot stream: reproducible.
            self.dice = Dice::side_stream(u64::from(dice.below(u32::MAX)), 7);
        }
        let tracker = match &mut self.tracker {
            Some(t) => {
                t.update(&view);
                t
            }
            None => self.tracker.insert(Tracker::new(&view)),
        };
        let mut mind = Mind::of(&view);
        let known = mind.visited.iter().filter(|&&v| v).count();
        let shot = view
            .history(view.history_len().saturating_sub(1))
            .is_some_and(|h| matches!(h.command, Some(Command::Shoot(_))));
        self.quiet = if known > self.known || shot {
            0
        } else {
            self.quiet + 1
        };
        self.known = known;
        mind.restless = self.quiet > STALL;
        choose::decide(
            &mind,
            tracker,
            Some((rollout::best, &mut self.dice, self.samples)),
        )
    }
}

/// For tuning by hand: what the bot weighs this turn, in words.
pub fn explain(view: &View<'_>) -> String {
    let mut t = Tracker::new(view);
    let [pit, bats, _, wumpus] = t.marginals().clone();
    let mind = Mind::of(view);
    let aims = crate::ai::classic::aim::shots(t.ctx(), &wumpus, mind.here, mind.arrows);
    let mut s = format!(
        "here {} senses {:?} mode {}\n",
        mind.here,
        view.senses(),
        t.mode()
    );
    for r in 0..pit.len() {
        if pit[r] + bats[r] + wumpus[r] > 0.0 {
            s += &format!(
                "  {r}: pit {:.3} bats {:.3} wumpus {:.3}\n",
                pit[r], bats[r], wumpus[r]
            );
        }
    }
    if let Some(b) = aims.first() {
        s += &format!(
            "  best shot {:?} hit {:.3} back {:.3}\n",
            b.path, b.hit, b.back
        );
    }
    s
}
