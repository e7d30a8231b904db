//! Atomic file writes, for the records: the writer itself lives in
//! `crate::files`, low enough for the config to use it too.

pub use crate::files::{make_dir, remove, write_atomic, write_new_atomic};

#[cfg(test)]
mod tests;
