//! Odds and smart bots. Everything here reads a rule set's `View` (what the
//! player may know) and nothing else: never `reveal()`.

pub mod classic;
pub mod grand_theft;
pub mod grenade;
mod hash;
pub mod hidden;
pub mod labyrinth;
pub mod smart;

pub use smart::Smart;
