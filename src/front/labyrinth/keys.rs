//! The labyrinth's own keys: compass moves, runs (Shift and a direction)
//! and waiting in the grid's scope (where `s` goes south), and at game
//! over `v` switches the map
//! between the player's route and the shortest; and keys to commands
//! (`Controls`), with what a refusal or a wormhole did to the map.

use super::atlas::Fall;
use super::{LabyrinthUi, view};
use crate::ai::labyrinth::Notebook;
use crate::engine::Game;
use crate::engine::labyrinth::{Command, Dir, Event, Labyrinth, Refusal};
use crate::front::{Controls, Intent};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};
use std::time::Duration;

/// The wait between two steps of a run: quick, yet each step is seen.
const RUN_PACE: Duration = Duration::from_millis(30);

/// The grid: compass keys, ahead of the cursor keys they share.
pub const GRID: Scope = Scope("grid");

pub const NORTH: Verb = Verb("north");
pub const EAST: Verb = Verb("east");
pub const SOUTH: Verb = Verb("south");
pub const WEST: Verb = Verb("west");
pub const RUN_NORTH: Verb = Verb("run_north");
pub const RUN_EAST: Verb = Verb("run_east");
pub const RUN_SOUTH: Verb = Verb("run_south");
pub const RUN_WEST: Verb = Verb("run_west");
/// Spend a move standing still.
pub const WAIT: Verb = Verb("wait");
/// Game over: the player's route or the shortest one on the map.
pub const MAP_VIEW: Verb = Verb("map_view");

const PLAYING: &[Layer] = &[Layer::Play];

/// What the grid map draws.
pub const LEGEND: &[(&str, &str)] = &[
    ("@", "you"),
    ("#", "a wall (bumped, or the labyrinth's edge)"),
    (".", "a cell you walked"),
    ("S E T", "an entrance, an exit, a treasure"),
    ("O 0-9", "a wormhole (its number, when holes are numbered)"),
    ("·", "revealed: your route, or the shortest one"),
    ("▲ ▼ ◀ ▶", "the map goes on past this edge of the screen"),
    (
        "Fragment 2",
        "a piece of the map a wormhole cut off from the rest",
    ),
];

/// The map's key in the side panel, short: every mark the map draws.
pub const SIDE_LEGEND: &[&str] = &[
    "@ you · # wall · . walked",
    "S entrance · E exit · T treasure",
    "O or 0-9 wormhole",
];

/// The side panel's key, added while the whole labyrinth is shown.
pub const SIDE_LEGEND_REVEALED: &str = "· your route, or the shortest";

#[rustfmt::skip]
pub const KEYS: &[(Slot, Row)] = &[
    (Slot::Lead, Row::new(Action::Verb(NORTH), "north", PLAYING, Some(GRID), &["w", "Up", "k"], "go north", "north")),
    (Slot::Lead, Row::new(Action::Verb(WEST), "west", PLAYING, Some(GRID), &["a", "Left", "h"], "go west", "west")),
    (Slot::Lead, Row::new(Action::Verb(SOUTH), "south", PLAYING, Some(GRID), &["s", "Down", "j"], "go south", "south")),
    (Slot::Lead, Row::new(Action::Verb(EAST), "east", PLAYING, Some(GRID), &["d", "Right", "l"], "go east", "east")),
    (Slot::Lead, Row::new(Action::Verb(RUN_NORTH), "run_north", PLAYING, Some(GRID), &["W", "Shift-Up", "K"], "run north: step on until something changes", "")),
    (Slot::Lead, Row::new(Action::Verb(RUN_WEST), "run_west", PLAYING, Some(GRID), &["A", "Shift-Left", "H"], "run west: step on until something changes", "")),
    (Slot::Lead, Row::new(Action::Verb(RUN_SOUTH), "run_south", PLAYING, Some(GRID), &["S", "Shift-Down", "J"], "run south: step on until something changes", "")),
    (Slot::Lead, Row::new(Action::Verb(RUN_EAST), "run_east", PLAYING, Some(GRID), &["D", "Shift-Right", "L"], "run east: step on until something changes", "")),
    (Slot::Lead, Row::new(Action::Verb(WAIT), "wait", PLAYING, Some(GRID), &["."], "wait a move", "wait")),
    // `h` walks west here, so the way advice has its own key.
    (Slot::Verbs, Row::new(Action::Hints, "advice", PLAYING, Some(GRID), &["i"], "show or hide the way advice (hints); a game with hints shown is marked so", "advice")),
    // No travel here: Enter while looking says so, and runs go far.
    (Slot::Verbs, Row::new(Action::Select, "travel", &[Layer::Look], Some(GRID), &["Enter"], "no travel in the labyrinth: says so (Shift and a direction runs)", "")),
    (Slot::GameOver, Row::new(Action::Verb(MAP_VIEW), "map_view", &[Layer::GameOver], Some(GRID), &["v"], "switch the map: your route or the shortest", "route")),
];

impl Controls for LabyrinthUi {
    const KEYS: &'static [(Slot, Row)] = KEYS;

    fn scope(&self) -> Scope {
        GRID
    }

    fn offers(&self, action: Action) -> bool {
        matches!(
            action,
            Action::Verb(
                NORTH
                    | EAST
                    | SOUTH
                    | WEST
                    | WAIT
                    | MAP_VIEW
                    | RUN_NORTH
                    | RUN_EAST
                    | RUN_SOUTH
                    | RUN_WEST
            )
        )
    }

    /// A run goes on by itself, a step at a time, so each is drawn.
    fn pace(&self, _game: &Labyrinth) -> Option<Duration> {
        self.running().then_some(RUN_PACE)
    }

    fn tick(&mut self, game: &Labyrinth) -> Intent<Command> {
        self.run_step(game)
    }

    fn act(&mut self, game: &Labyrinth, action: Action) -> Intent<Command> {
        self.refused = None;
        self.stop_run();
        if action == Action::Verb(MAP_VIEW) {
            if game.is_over() {
                self.toggle_best();
            }
            return Intent::Nothing;
        }
        let command = match action {
            Action::Verb(NORTH) => Command::Go(Dir::N),
            Action::Verb(EAST) => Command::Go(Dir::E),
            Action::Verb(SOUTH) => Command::Go(Dir::S),
            Action::Verb(WEST) => Command::Go(Dir::W),
            Action::Verb(WAIT) => Command::Wait,
            Action::Verb(RUN_NORTH) => return self.start_run(game, Dir::N),
            Action::Verb(RUN_EAST) => return self.start_run(game, Dir::E),
            Action::Verb(RUN_SOUTH) => return self.start_run(game, Dir::S),
            Action::Verb(RUN_WEST) => return self.start_run(game, Dir::W),
            _ => return Intent::Nothing,
        };
        if game.is_over() {
            return Intent::Nothing;
        }
        self.last = Some(command);
        Intent::Command(command)
    }

    fn sending(&mut self, command: &Command) {
        self.last = Some(*command);
    }

    fn after(&mut self, game: &Labyrinth, result: Result<&[Event], String>) {
        let last = self.last.take();
        let book = self
            .notebook
            .get_or_insert_with(|| Notebook::new(&view(game)));
        match (&result, &last) {
            (Ok(events), Some(command)) => book.applied(command, events),
            (Err(why), Some(command)) if *why == Refusal::Wall.to_string() => book.refused(command),
            _ => {}
        }
        match &result {
            Ok(events) => {
                self.atlas.observe(events);
                self.refused = self.atlas.last_fall.map(|fall| {
                    match fall {
                        Fall::NewFragment => "Somewhere unknown: your map starts a new piece.",
                        Fall::Known => "You know this hole: you are back on a piece of your map.",
                        Fall::Merged => {
                            "You know this hole from two pieces of your map: they join."
                        }
                    }
                    .to_string()
                });
            }
            Err(why) => {
                // A refusal has no events: the wall is where the key sent
                // the player.
                if let Some(command) = last
                    && *why == Refusal::Wall.to_string()
                {
                    self.atlas.bumped(&command);
                }
                self.refused = Some(why.clone());
            }
        }
        // The map has taken the step in: a run sees what it now shows.
        self.run_after(game, &result);
    }
}
