//! Random caves, as BSD `wump` makes them. (Stub: being written.)

use super::Cave;
use crate::engine::dice::Dice;

/// The knobs of a random cave: `rooms = 20`, `tunnels = 3`, `one_way = false`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomCave {
    pub rooms: u32,
    pub tunnels: u32,
    pub one_way: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RandomCaveError {
    #[error("a random cave cannot have {rooms} rooms with {tunnels} tunnels each")]
    Impossible { rooms: u32, tunnels: u32 },
}

impl RandomCave {
    /// Why no cave of this shape can be made, if none can.
    pub fn check(&self) -> Result<(), RandomCaveError> {
        Ok(())
    }
}

/// A new random cave drawn from `dice`: every room has `tunnels` tunnels and
/// the cave is strongly connected. Call only on a spec that passed `check`.
pub fn generate(spec: &RandomCave, dice: &mut Dice) -> Cave {
    let _ = (spec, dice);
    super::dodecahedron()
}
