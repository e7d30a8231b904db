//! Each room's distinct neighbours, built once with the cave: a room's
//! senses read them on every command (see `Cave::neighbours`).

use super::RoomId;

/// Distinct neighbours per room, in the tunnels' compact form.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Neighbours {
    start: Vec<u32>,
    rooms: Vec<RoomId>,
}

impl Neighbours {
    pub(super) fn new(start: &[u32], tunnels: &[RoomId]) -> Neighbours {
        let mut near = Neighbours {
            start: Vec::with_capacity(start.len()),
            rooms: Vec::with_capacity(tunnels.len()),
        };
        for (r, w) in start.windows(2).enumerate() {
            let from = near.rooms.len();
            near.start.push(from as u32);
            for &t in &tunnels[w[0] as usize..w[1] as usize] {
                if t.index() != r && !near.rooms[from..].contains(&t) {
                    near.rooms.push(t);
                }
            }
        }
        near.start.push(near.rooms.len() as u32);
        near
    }

    /// Room `room`'s distinct neighbours.
    #[inline]
    pub(super) fn of(&self, room: RoomId) -> &[RoomId] {
        let r = room.index();
        &self.rooms[self.start[r] as usize..self.start[r + 1] as usize]
    }
}
