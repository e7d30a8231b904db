//! The classic game (stub while being written).
pub struct Classic;
