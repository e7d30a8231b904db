//! Odds and smart bots. Everything here reads a rule set's `View` (what the
//! player may know) and nothing else: never `reveal()`, but for `oracle`,
//! the bots that see everything, whose wins bound the others'.

pub mod classic;
pub mod grand_theft;
pub mod grenade;
mod hash;
pub mod hidden;
pub mod labyrinth;
pub mod oracle;
pub mod smart;

pub use oracle::Oracle;
pub use smart::Smart;
