//! The labyrinth (RULES.md section 4, seed 004): a grid in the dark with
//! treasure, exits and wormholes, walked by compass direction. State and
//! the turn live here; the cells in `grid`, knobs in `rules`, the exact
//! solver in `solve`, the generator in `generate`, what the player may know
//! in `view`.
//!
//! Randomness, in order: a generated labyrinth (`generate`), then
//! `below(k)` over the k entrances for the start (drawn even when k = 1).
//! Play itself draws nothing.

mod event;
pub mod generate;
pub mod grid;
mod rules;
pub mod solve;
mod view;

pub use event::{Command, Ending, Event, Refusal};
pub use grid::{Cell, Dir, Grid};
pub use rules::LabyrinthRules;
pub use view::{Reveal, View};

use super::dice::Dice;
use super::game::{Game, Seat};
use solve::{Landing, land};
use std::sync::Arc;

/// A labyrinth game in progress. Everything in it is hidden state; the
/// player sees it only through `View`.
#[derive(Clone, Debug)]
pub struct Labyrinth {
    rules: Arc<LabyrinthRules>,
    seed: u64,
    dice: Dice,
    grid: Arc<Grid>,
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
        let mut dice = Dice::new(seed);
        let grid = Labyrinth::grid_for(&rules, &mut dice);
        let mut game = Labyrinth {
            rules,
            seed,
            dice,
            grid,
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

    /// The labyrinth of a game: the rules' own, or a new one from `dice`.
    fn grid_for(rules: &LabyrinthRules, dice: &mut Dice) -> Arc<Grid> {
        match &rules.grid {
            Some(grid) if !rules.generate => Arc::clone(grid),
            _ => Arc::new(generate::generate(
                rules.width,
                rules.height,
                rules.wormholes,
                rules.treasures,
                dice,
            )),
        }
    }

    /// Draws the entrance the player starts on.
    fn enter(&mut self) {
        let entrances = self.grid.entrances();
        let pick = self.dice.below(entrances.len().max(1) as u32) as usize;
        let at = entrances.get(pick).copied().unwrap_or(0);
        self.put(at);
    }

    /// A game on `rules` starting on the entrance `start` (an index into
    /// the entrances in reading order), with `dice` for any later draw.
    pub fn starting_at(rules: Arc<LabyrinthRules>, start: usize, dice: Dice) -> Labyrinth {
        let mut game = Labyrinth::new(rules, 0);
        game.dice = dice;
        let at = game.grid.entrances().get(start).copied();
        if let Some(at) = at {
            game.put(at);
        }
        game
    }

    /// The game `new(rules, seed)` would give, reusing this one's memory.
    pub fn restart(&mut self, seed: u64) {
        self.seed = seed;
        self.dice = Dice::new(seed);
        self.grid = Labyrinth::grid_for(&self.rules, &mut self.dice);
        self.enter();
    }

    /// Everything to the start of a game with the player on `at`.
    fn put(&mut self, at: usize) {
        self.start = at;
        self.at = at;
        self.taken.clear();
        self.moves = 0;
        self.ending = None;
        self.on_hole = None;
        self.trail.clear();
        self.trail.push(at);
        // The search only when the limit needs it: a fixed limit keeps the
        // simulator's set-up cheap (the reveal searches on demand).
        self.limit = match self.rules.move_limit {
            Some(limit) => limit,
            None => {
                let shortest = solve::solve_from(&self.grid, at, false).map(|r| r.len() as u32);
                let base = shortest.unwrap_or((self.grid.width() * self.grid.height()) as u32);
                base.saturating_mul(2).saturating_add(20)
            }
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

impl Game for Labyrinth {
    const RULE_SET: &'static str = "labyrinth";
    const BOTS: &'static [&'static str] = &["random"];

    type Rules = LabyrinthRules;
    type Command = Command;
    type Event = Event;
    type Refusal = Refusal;
    type Outcome = Ending;
    type View<'a> = View<'a>;
    type Reveal<'a> = Reveal<'a>;

    fn new(rules: Arc<LabyrinthRules>, seed: u64) -> Labyrinth {
        Labyrinth::new(rules, seed)
    }

    fn restart(&mut self, seed: u64) {
        Labyrinth::restart(self, seed);
    }

    fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        Labyrinth::apply(self, command, out)
    }

    fn view(&self, _seat: Seat) -> View<'_> {
        View::new(self)
    }

    fn to_act(&self) -> Option<Seat> {
        self.ending.is_none().then_some(Seat(0))
    }

    fn outcome(&self) -> Option<Ending> {
        self.ending
    }

    fn turn(&self) -> u32 {
        self.moves
    }

    fn reveal(&self) -> Reveal<'_> {
        Reveal::new(self)
    }

    fn rules(&self) -> &Arc<LabyrinthRules> {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
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
