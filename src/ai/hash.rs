//! A fixed, fast hasher for the odds' tables. Fixed so that a table's
//! iteration order, and so every sum taken over it, is the same on every
//! run: the odds are bit-identical for identical views.

use std::hash::{BuildHasherDefault, Hasher};

/// Multiply-rotate hashing of the written words (not for untrusted keys:
/// the odds hash only their own worlds).
#[derive(Clone, Copy, Default)]
pub struct Mix(u64);

const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.write_u64(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.write_u64(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.write_u64(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(K);
    }

    fn write_u128(&mut self, i: u128) {
        self.write_u64(i as u64);
        self.write_u64((i >> 64) as u64);
    }

    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
}

pub type Map<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<Mix>>;

pub fn map<K, V>() -> Map<K, V> {
    Map::default()
}
