//! The labyrinth (docs/rules.md, Labyrinth, seed 004): a grid in the dark with
//! treasure, exits and wormholes, walked by compass direction. State and
//! the turn live here; the cells in `grid`, knobs in `rules`, the exact
//! solver in `solve`, the generator in `generate`, what the player may know
//! in `view`.
//!
//! Randomness, in order: a generated labyrinth (`generate`), then
//! `below(k)` over the k entrances that may start (`starts`: those that
//! can win), drawn even when k = 1. Play itself draws nothing.

mod event;
pub mod generate;
pub mod grid;
mod rules;
pub mod solve;
pub mod starts;
mod view;

pub use event::{Command, Ending, Event, Refusal};
pub use grid::{Cell, Dir, Grid};
pub use rules::LabyrinthRules;
pub use view::{Reveal, View};

use super::dice::Dice;
use super::game::solo_game;
use solve::{Landing, land};
use starts::Start;
use std::sync::Arc;

/// A labyrinth game in progress. Everything in it is hidden state; the
/// player sees it only through `View`.
#[derive(Clone, Debug)]
pub struct Labyrinth {
    rules: Arc<LabyrinthRules>,
    seed: u64,
    dice: Dice,
    grid: Arc<Grid>,
    /// The entrances a game on `grid` may start on (`starts::fair`), kept
    /// while the grid stays: a fixed labyrinth is searched once, not at
    /// every restart of the simulator.
    starts: Vec<Start>,
    start: usize,
    at: usize,
    /// Treasure cells emptied by the player, in the order taken.
    taken: Vec<usize>,
    moves: u32,
    limit: u32,
    ending: Option<Ending>,
    /// Standing on a wormhole the player came out of; its number when
    /// the rules reveal numbers.
    on_hole: Option<Option<u8>>,
    /// Every cell stood on, in order (the start first).
    trail: Vec<usize>,
}

impl Labyrinth {
    /// A new game from `seed`: the same rules and seed give the same game.
    pub fn new(rules: Arc<LabyrinthRules>, seed: u64) -> Labyrinth {
        Labyrinth::with_dice(rules, seed, Dice::new(seed))
    }

    /// A new game whose every draw, the start's included, comes from
    /// `dice` (scripted in tests); `seed` is only shown.
    pub fn with_dice(rules: Arc<LabyrinthRules>, seed: u64, mut dice: Dice) -> Labyrinth {
        let grid = Labyrinth::grid_for(&rules, &mut dice);
        let starts = Labyrinth::starts_on(&rules, &grid);
        let mut game = Labyrinth {
            rules,
            seed,
            dice,
            grid,
            starts,
            start: 0,
            at: 0,
            taken: Vec::new(),
            moves: 0,
            limit: 1,
            ending: None,
            on_hole: None,
            trail: Vec::new(),
        };
        game.enter();
        game
    }

    /// Whether each game makes its own labyrinth.
    fn generates(rules: &LabyrinthRules) -> bool {
        rules.generate || rules.grid.is_none()
    }

    /// The labyrinth of a game: the rules' own, or a new one from `dice`,
    /// which a game starting on its entrance can win within any fixed
    /// `move_limit` (the generator keeps to it).
    fn grid_for(rules: &LabyrinthRules, dice: &mut Dice) -> Arc<Grid> {
        match &rules.grid {
            Some(grid) if !Labyrinth::generates(rules) => Arc::clone(grid),
            _ => Arc::new(generate::generate_within(
                rules.width,
                rules.height,
                rules.wormholes,
                rules.treasures,
                rules.move_limit,
                dice,
            )),
        }
    }

    /// The entrances a game on `grid` may start on. Should none be able to
    /// win (only rules that skipped the config's checks get here: it
    /// refuses such a variant), every entrance is one, so that the game
    /// still runs rather than panics; it cannot be won.
    fn starts_on(rules: &LabyrinthRules, grid: &Grid) -> Vec<Start> {
        let fair = starts::fair(grid, rules.move_limit);
        if fair.is_empty() {
            starts::entrances(grid)
        } else {
            fair
        }
    }

    /// Draws the entrance the player starts on, uniformly among the starts.
    fn enter(&mut self) {
        let pick = self.dice.below(self.starts.len().max(1) as u32) as usize;
        // A grid always has an entrance, so there is always a start; the
        // fallback only keeps this free of a panic path.
        let start = self.starts.get(pick).copied();
        self.put(start.unwrap_or_else(|| Start::at(&self.grid, 0)));
    }

    /// A game on `rules` with the player put on the entrance `start` (an
    /// index into all the entrances in reading order, whether or not a
    /// game could start there: scenario tests place the player by hand),
    /// with `dice` for any later draw.
    pub fn starting_at(rules: Arc<LabyrinthRules>, start: usize, dice: Dice) -> Labyrinth {
        let mut game = Labyrinth::new(rules, 0);
        game.dice = dice;
        let at = game.grid.entrances().get(start).copied();
        if let Some(at) = at {
            game.put(Start::at(&game.grid, at));
        }
        game
    }

    /// The game `new(rules, seed)` would give, reusing this one's memory.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.dice.reseed(seed, 0);
        if Labyrinth::generates(&self.rules) {
            self.grid = Labyrinth::grid_for(&self.rules, &mut self.dice);
            self.starts = Labyrinth::starts_on(&self.rules, &self.grid);
        }
        self.enter();
    }

    /// Everything to the start of a game with the player on `start`.
    fn put(&mut self, start: Start) {
        let at = start.at;
        self.start = at;
        self.at = at;
        self.taken.clear();
        self.moves = 0;
        self.ending = None;
        self.on_hole = None;
        self.trail.clear();
        self.trail.push(at);
        // The automatic limit counts from this start, not from the best
        // entrance or the first one.
        self.limit = match self.rules.move_limit {
            Some(limit) => limit,
            None => starts::automatic_limit(&self.grid, &start),
        };
        self.limit = self.limit.max(1);
    }

    /// Dice draws still scripted (tests assert their script was used up).
    pub fn scripted_draws_left(&self) -> usize {
        self.dice.scripted_left()
    }

    fn carrying(&self) -> bool {
        !self.taken.is_empty()
    }

    fn cell(&self, at: usize) -> Cell {
        match self.grid.cell(at) {
            Cell::Treasure if self.taken.contains(&at) => Cell::Open,
            c => c,
        }
    }

    pub fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::Over);
        }
        match *command {
            Command::Wait => out.push(Event::Waited),
            Command::Go(dir) => {
                let to = self.grid.neighbour(self.at, dir);
                // The grid's own landing, with taken treasure as open floor.
                let landing = match self.cell(to) {
                    Cell::Treasure => Landing::Stand { at: to, has: true },
                    Cell::Open => Landing::Stand {
                        at: to,
                        has: self.carrying(),
                    },
                    _ => land(&self.grid, self.at, self.carrying(), dir),
                };
                match landing {
                    Landing::Wall => return Err(Refusal::Wall),
                    Landing::Won => {
                        out.push(Event::Stepped(dir));
                        self.moves += 1;
                        self.at = to;
                        self.trail.push(to);
                        self.on_hole = None;
                        self.ending = Some(Ending::Won);
                        out.push(Event::GameOver(Ending::Won));
                        return Ok(());
                    }
                    Landing::Stand { at, .. } => {
                        out.push(Event::Stepped(dir));
                        self.on_hole = None;
                        match self.cell(to) {
                            Cell::Treasure => {
                                self.taken.push(to);
                                out.push(Event::TreasureFound);
                            }
                            Cell::Exit => out.push(Event::ExitWithoutTreasure),
                            Cell::Wormhole(k) => {
                                let (next, _) = self.grid.wormhole_exit(k);
                                let shown = self.rules.reveal_wormhole_numbers;
                                self.trail.push(to);
                                out.push(Event::Wormhole {
                                    numbers: shown.then_some((k, next)),
                                });
                                self.on_hole = Some(shown.then_some(next));
                            }
                            _ => {}
                        }
                        self.at = at;
                        self.trail.push(at);
                    }
                }
            }
        }
        self.moves += 1;
        if self.moves >= self.limit {
            self.ending = Some(Ending::OutOfMoves);
            out.push(Event::GameOver(Ending::OutOfMoves));
        }
        Ok(())
    }
}

solo_game! {
impl Game for Labyrinth {
    rule_set: "labyrinth", bots: &["random"], turn: moves,
    types: LabyrinthRules, Command, Event, Refusal, Ending, View, Reveal;

    /// A grid of walls, no cave of rooms and tunnels.
    fn cave_of(_rules: &Arc<LabyrinthRules>, _seed: u64) -> Option<(Arc<super::Cave>, bool)> {
        None
    }

    /// `random`: uniformly one of N, E, S, W. A wall bump is refused and
    /// free, so the simulator simply asks again.
    fn bot_command(_bot: usize, _view: View<'_>, dice: &mut Dice) -> Command {
        Command::Go(Dir::ALL[dice.below(4) as usize])
    }

    /// Waiting is never refused while the game goes on.
    fn fallback_command(_view: View<'_>, _dice: &mut Dice) -> Command {
        Command::Wait
    }
}
}
