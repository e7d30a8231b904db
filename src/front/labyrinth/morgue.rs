//! The labyrinth's side panel tells its ending itself (the moves, the
//! treasure, and the switch between your route and the shortest one), so
//! the screen keeps it at game over.

use super::LabyrinthUi;
use crate::front::Ending;

impl Ending for LabyrinthUi {
    const OWN_ENDING: bool = true;
}
