//! A recorded game playing back: a command at a time at the chosen speed,
//! space to pause, left and right to step (which pauses), + and - for the
//! speed, t to show what the player could not see (marked as such). Esc
//! goes back to the score table it came from, or out.

use super::{App, Effect, Overlay, Screen};
use crate::front::Playback;
use crate::keymap::Action;
use std::time::Duration;

/// The wait between commands at each speed, with its name.
pub const SPEEDS: &[(u64, &str)] = &[
    (3000, "x0.3"),
    (1500, "x0.7"),
    (1000, "x1"),
    (500, "x2"),
    (250, "x4"),
    (100, "x10"),
];
const NORMAL: usize = 2;

pub struct Replay {
    pub player: Box<dyn Playback>,
    pub paused: bool,
    /// Index into `SPEEDS`.
    pub speed: usize,
    /// The screen to go back to (the score table it came from); `None`:
    /// leaving ends the program. A screen, not the table itself, so the
    /// playback need not name the table, which opens playbacks.
    pub back: Option<Screen>,
}

impl Replay {
    pub fn new(player: Box<dyn Playback>, back: Option<Screen>) -> Replay {
        Replay {
            player,
            paused: false,
            speed: NORMAL,
            back,
        }
    }

    /// The wait before the next command; `None` when paused or done.
    pub fn pace(&self) -> Option<Duration> {
        let more = self.player.position() < self.player.commands();
        (!self.paused && more).then(|| Duration::from_millis(SPEEDS[self.speed].0))
    }

    pub fn tick(&mut self) {
        self.player.step();
    }

    /// "playing x1", "paused", "the end".
    pub fn state(&self) -> String {
        if self.player.position() >= self.player.commands() {
            "the end".to_string()
        } else if self.paused {
            "paused".to_string()
        } else {
            format!("playing {}", SPEEDS[self.speed].1)
        }
    }
}

impl App {
    pub(super) fn on_replay(&mut self, action: Action) -> Effect {
        match action {
            Action::Help => {
                self.overlay = Some(Overlay::Help { scroll: 0 });
                return Effect::None;
            }
            Action::History => {
                self.overlay = Some(Overlay::History { back: 0 });
                return Effect::None;
            }
            _ => {}
        }
        let Screen::Replay(r) = &mut self.screen else {
            return Effect::Unchanged;
        };
        match action {
            Action::Pause => r.paused = !r.paused,
            Action::Left => {
                r.paused = true;
                r.player.back();
            }
            Action::Right => {
                r.paused = true;
                r.player.step();
            }
            Action::Faster => r.speed = (r.speed + 1).min(SPEEDS.len() - 1),
            Action::Slower => r.speed = r.speed.saturating_sub(1),
            Action::Reveal => {
                let on = !r.player.revealed();
                r.player.set_revealed(on);
            }
            Action::Cancel | Action::Quit => {
                let back = r.back.take();
                return match back {
                    Some(screen) => {
                        self.screen = screen;
                        Effect::None
                    }
                    None if self.from_menu => {
                        self.screen = Screen::Menu;
                        Effect::None
                    }
                    None => Effect::Quit,
                };
            }
            _ => return Effect::Unchanged,
        }
        Effect::None
    }
}
