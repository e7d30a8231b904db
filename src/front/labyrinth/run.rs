//! Running (Shift and a direction): the same step again and again until
//! something changes. Each step is a command of its own, sent as a key's
//! would be (`Controls::tick`), so the record, a replay and the move count
//! see every one. The run reads only the player's map: in the dark a side
//! passage nobody has walked cannot be seen, so a run stops at a branch
//! the map shows, not at one it does not.

use super::LabyrinthUi;
use super::atlas::Known;
use crate::engine::labyrinth::{Command, Dir, Event, Labyrinth};
use crate::engine::{Game, SOLO};
use crate::front::Intent;

/// A run under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub dir: Dir,
    /// Steps taken so far.
    pub steps: u32,
}

fn name(dir: Dir) -> &'static str {
    match dir {
        Dir::N => "north",
        Dir::E => "east",
        Dir::S => "south",
        Dir::W => "west",
    }
}

/// The two ways off to the side of a run going `dir`.
fn sides(dir: Dir) -> [Dir; 2] {
    match dir {
        Dir::N | Dir::S => [Dir::W, Dir::E],
        Dir::E | Dir::W => [Dir::N, Dir::S],
    }
}

impl LabyrinthUi {
    pub(super) fn running(&self) -> bool {
        self.run.is_some() || self.run_stop.is_some()
    }

    pub(super) fn stop_run(&mut self) {
        self.run = None;
        self.run_stop = None;
    }

    /// Shift and a direction: the first step, as the plain key would take
    /// it; `after` decides whether the run goes on.
    pub(super) fn start_run(&mut self, game: &Labyrinth, dir: Dir) -> Intent<Command> {
        if game.is_over() {
            return Intent::Nothing;
        }
        self.run = Some(Run { dir, steps: 0 });
        let command = Command::Go(dir);
        self.last = Some(command);
        Intent::Command(command)
    }

    /// The next step of the run, or the line that says why it stopped.
    pub(super) fn run_step(&mut self, game: &Labyrinth) -> Intent<Command> {
        if let Some(why) = self.run_stop.take() {
            return Intent::Refuse(why);
        }
        match self.run {
            Some(run) if !game.is_over() => {
                let command = Command::Go(run.dir);
                self.last = Some(command);
                Intent::Command(command)
            }
            _ => {
                self.run = None;
                Intent::Nothing
            }
        }
    }

    /// After a step of a run: whether it goes on. A wall bumped, anything
    /// found (treasure, an exit, a wormhole) or the game's end stops it,
    /// and each says so in the log itself; a branch the map shows, a
    /// known wall or wormhole just ahead stop it with a line that says so.
    pub(super) fn run_after(&mut self, game: &Labyrinth, result: &Result<&[Event], String>) {
        let Some(mut run) = self.run.take() else {
            return;
        };
        let Ok(events) = result else {
            return;
        };
        if game.is_over() || events.iter().any(|e| !matches!(e, Event::Stepped(_))) {
            return;
        }
        run.steps += 1;
        let (x, y) = self.atlas.pos();
        let look = |dir: Dir| {
            let (dx, dy) = dir.delta();
            self.known_at((x + dx, y + dy), game)
        };
        let branch = sides(run.dir)
            .into_iter()
            .find(|&d| look(d).is_some_and(|k| k != Known::Wall));
        let why = match (branch, look(run.dir)) {
            (Some(side), _) => Some(format!(
                "You stop: your map shows a way {} from here.",
                name(side)
            )),
            (None, Some(Known::Wall)) => Some("You stop: a wall ahead.".to_string()),
            (None, Some(Known::Wormhole(_))) => {
                Some("You stop before the wormhole ahead.".to_string())
            }
            _ => None,
        };
        match why {
            Some(why) => self.run_stop = Some(why),
            None => self.run = Some(run),
        }
    }

    /// What the player knows of a cell of the piece of map they are on;
    /// on the piece with the labyrinth's own frame, beyond the frame is
    /// its outer wall.
    fn known_at(&self, at: (i32, i32), game: &Labyrinth) -> Option<Known> {
        if self.atlas.anchored_here() {
            let (w, h) = game.view(SOLO).size();
            let inside = (0..w as i32).contains(&at.0) && (0..h as i32).contains(&at.1);
            if !inside {
                return Some(Known::Wall);
            }
        }
        self.atlas.known_here(at)
    }
}
