//! The labyrinth has no look cursor yet: its grid map's cells are no
//! rooms of a graph, and its running is its own (`keys`).

use super::LabyrinthUi;
use crate::front::Looks;

impl Looks for LabyrinthUi {}
